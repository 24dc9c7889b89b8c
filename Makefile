# The README's entry points. Every target first installs what is missing (scripts/install-deps).
.PHONY: deps build demo test test-release test-asan test-fuzz fuzz bench format clean web web-build web-core

JOBS ?= $(shell nproc 2>/dev/null || echo 2)

deps:
	@scripts/install-deps

build: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS)

demo: build
	@build/bin/tessera demo

test: deps test-release test-asan test-fuzz

test-release: build web-build
	@ctest --preset release

test-asan: deps
	@cmake --preset asan >/dev/null
	@cmake --build --preset asan -j $(JOBS)
	@ctest --preset asan

fuzz: deps
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz -j $(JOBS)

# Each fuzz target runs for a short bounded time over the seed corpus kept in fuzz/corpus/.
test-fuzz: fuzz
	@ctest --preset fuzz

bench: build
	@for b in build/bin/*_bench; do echo "== $$b"; "$$b" || exit 1; done

format:
	@git ls-files '*.hpp' '*.cpp' | xargs clang-format -i

# The web page: npm installs web/'s locked dev dependencies (vite, typescript, playwright-core) when the
# lockfile changed, `make web-core` builds the WebAssembly core into web/dist, vite builds the page next
# to it, and `make web` serves web/dist with the CLI's own static server.
WEB_PORT ?= 8080

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	@scripts/check-node
	@cd web && npm ci --no-audit --no-fund --loglevel=error

# The WebAssembly core (issue 11 part 1): the `wasm` presets build web/dist/tessera-core.{mjs,wasm}.
web-core: deps
	@cmake --preset wasm >/dev/null
	@cmake --build --preset wasm -j $(JOBS)

web-build: build web/node_modules/.package-lock.json
	@$(MAKE) --no-print-directory web-core
	@cd web && npm run --silent build

web: web-build
	@build/bin/tessera serve --port $(WEB_PORT) web/dist

clean:
	rm -rf build build-asan build-fuzz web/dist web/node_modules
