#!/usr/bin/env bash
# ctest's web_core_vitest: the WebAssembly module (web/dist, built by `make web-core`) in Node under
# vitest, against the CLI's answers that request_table_test wrote to BUILD/request-table/table.json.
# Also the page's own requests (web/core/page-requests.test.mjs) against the CLI in BUILD/bin/tessera
# (BUILD: the folder that holds request-table/). And the page's own pure modules (src/*.test.ts: the
# lattice shorthands against brute-force twins). Installs web/'s npm packages from the lockfile when
# they are missing.
set -euo pipefail
source_dir="$1" table="$2"
cli="$(cd "$(dirname "$table")/.." && pwd)/bin/tessera"
cd "$source_dir/web"
if [[ ! -f dist/tessera-core.mjs || ! -f dist/tessera-core.wasm ]]; then
  echo "web/dist/tessera-core.mjs is missing: build it with 'make web-core'" >&2
  exit 1
fi
if [[ ! -x node_modules/.bin/vitest ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
TESSERA_REQUEST_TABLE="$table" TESSERA_CLI="$cli" exec node_modules/.bin/vitest run --reporter=dot \
  core/tessera-core.test.mjs core/page-requests.test.mjs src/lattice_shapes.test.ts
