# The README's entry points. Every target first installs what is missing (scripts/install-deps).
.PHONY: deps build demo test test-release test-asan test-fuzz fuzz bench format clean web-core

JOBS ?= $(shell nproc 2>/dev/null || echo 2)

# Every long step prints its wall and CPU time (scripts/timed): `make test: release build 312 s (CPU
# 590 s)`, and `make test` its total, so that a CI log shows where the time goes.
MAKE_START := $(shell date +%s)
TIMED := scripts/timed
export TESSERA_TIMED_GOAL := make $(strip $(MAKECMDGOALS))

deps:
	@scripts/install-deps

build: deps
	@cmake --preset release >/dev/null
	@$(TIMED) "release build" cmake --build --preset release -j $(JOBS)

demo: build
	@build/bin/tessera demo

test: deps test-release test-asan test-fuzz
	@echo "make test: total $$(( $$(date +%s) - $(MAKE_START) )) s" >&2

test-release: build web-core
	@$(TIMED) "release ctest" ctest --preset release

test-asan: deps
	@cmake --preset asan >/dev/null
	@$(TIMED) "asan build" cmake --build --preset asan -j $(JOBS)
	@$(TIMED) "asan ctest" ctest --preset asan

fuzz: deps
	@cmake --preset fuzz >/dev/null
	@$(TIMED) "fuzz build" cmake --build --preset fuzz -j $(JOBS)

# Each fuzz target runs for a short bounded time over the seed corpus kept in fuzz/corpus/.
test-fuzz: fuzz
	@$(TIMED) "fuzz ctest" ctest --preset fuzz

# The WebAssembly core: web/dist/tessera-core.mjs + tessera-core.wasm (clang-14, wasm32-wasi).
web-core: deps
	@cmake --preset wasm >/dev/null
	@$(TIMED) "wasm build" cmake --build --preset wasm -j $(JOBS)

bench: build
	@for b in build/bin/*_bench; do echo "== $$b"; "$$b" || exit 1; done

# The Python module into build/python/tessera: PYTHONPATH=build/python /usr/bin/python3 -c 'import tessera'.
.PHONY: python
python: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS) --target tessera_python
	@echo "built build/python/tessera: PYTHONPATH=build/python /usr/bin/python3 -c 'import tessera'"

# The web page: npm installs web/'s locked dev dependencies (vite, typescript, playwright-core) when the
# lockfile changed, `make web-core` builds the WebAssembly core into web/dist, vite builds the page next
# to it, and `make web` serves web/dist with the CLI's own static server. `make test` builds the page
# first: ctest's web_e2e runs it in Chromium.
.PHONY: web web-build
WEB_PORT ?= 8080

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	@scripts/check-node
	@cd web && ../$(TIMED) "npm ci" npm ci --no-audit --no-fund --loglevel=error

web-build: build web-core web/node_modules/.package-lock.json
	@cd web && ../$(TIMED) "page build" npm run --silent build

web: web-build
	@build/bin/tessera serve --port $(WEB_PORT) web/dist

test-release: web-build

format:
	@git ls-files '*.hpp' '*.cpp' | xargs clang-format -i

clean:
	rm -rf build build-asan build-fuzz build-wasm web/dist
