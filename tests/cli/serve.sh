#!/usr/bin/env bash
# CLI test of `tessera serve`: media types, index.html for directories, no way out of DIR (.., encoded
# .., backslashes, a symlink out), loopback by default, bad usage, and a clean stop on SIGINT and
# SIGTERM. Requests are written by hand to /dev/tcp so that nothing normalises the paths first.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
tmp="$(mktemp -d)"
server=""
trap '[[ -n "$server" ]] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

root="$tmp/root"
mkdir -p "$root/assets" "$root/empty"
printf '<!doctype html><title>t</title>\n' >"$root/index.html"
printf 'export const x = 1;\n' >"$root/tessera-core.mjs"
printf '\0asm\1\0\0\0' >"$root/tessera-core.wasm"
printf 'body{}\n' >"$root/assets/page.css"
printf 'console.log(1);\n' >"$root/assets/page.js"
printf '<svg/>\n' >"$root/assets/p.svg"
printf 'secret\n' >"$tmp/secret.txt"
ln -s "$tmp/secret.txt" "$root/link.txt"

start() {  # start ARGS...: runs the server on a free port, sets $server and $port
  "$bin" serve --port 0 "$@" >"$tmp/serve.out" 2>"$tmp/serve.err" &
  server=$!
  port=""
  for _ in $(seq 100); do
    port="$(sed -n 's|^serving .* on http://[^ ]*:\([0-9]*\)/ .*|\1|p' "$tmp/serve.out")"
    [[ -n "$port" ]] && return 0
    sleep 0.05
  done
  fail start "no 'serving ... on http://...' line: $(cat "$tmp/serve.err")"
  return 1
}
get() {  # get PATH: the raw response (CR removed) in $tmp/response
  exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf 'GET %s HTTP/1.0\r\n\r\n' "$1" >&3
  tr -d '\r' <&3 >"$tmp/response"
  exec 3<&-
}
want() {  # want NAME PATH STATUS [CONTENT-TYPE]
  get "$2"
  local status type
  status="$(head -n 1 "$tmp/response" | cut -d' ' -f2)"
  type="$(sed -n 's/^Content-Type: //p' "$tmp/response")"
  if [[ "$status" != "$3" ]]; then fail "$1" "GET $2: status $status (want $3)"; fi
  if [[ $# -ge 4 && "$type" != "$4" ]]; then fail "$1" "GET $2: Content-Type '$type' (want '$4')"; fi
  if grep -q secret "$tmp/response"; then fail "$1" "GET $2 leaked a file outside DIR"; fi
}

if start "$root"; then
  case "$(cat "$tmp/serve.out")" in
    "serving $(cd "$root" && pwd -P) on http://127.0.0.1:$port/ (Ctrl-C stops)") ;;
    *) fail loopback_default "$(cat "$tmp/serve.out")" ;;
  esac
  want index / 200 "text/html; charset=utf-8"
  grep -q '<title>t</title>' "$tmp/response" || fail index_body "index.html not served for /"
  want index_file /index.html 200 "text/html; charset=utf-8"
  want mjs /tessera-core.mjs 200 "text/javascript; charset=utf-8"
  want wasm /tessera-core.wasm 200 "application/wasm"
  want js /assets/page.js 200 "text/javascript; charset=utf-8"
  want css /assets/page.css 200 "text/css; charset=utf-8"
  want svg /assets/p.svg 200 "image/svg+xml"
  want query '/tessera-core.mjs?v=1' 200 "text/javascript; charset=utf-8"
  want missing /nope.js 404
  want dir_without_index /empty 404
  want dotdot /../secret.txt 404
  want dotdot_deep /assets/../../secret.txt 404
  want dotdot_encoded /%2e%2e/secret.txt 404
  want slash_encoded /assets/..%2f..%2fsecret.txt 404
  want backslash '/assets\..\..\secret.txt' 404
  want absolute "/$tmp/secret.txt" 404
  want symlink_out /link.txt 404
  want dot /./index.html 404
  kill -INT "$server"
  wait "$server"
  status=$?
  server=""
  [[ "$status" == 0 ]] || fail sigint "exit status $status after SIGINT (want 0)"
  grep -q 'stopped (SIGINT)' "$tmp/serve.err" || fail sigint "no stop message: $(cat "$tmp/serve.err")"
fi

if start --host 127.0.0.1 "$root"; then
  want host_option / 200
  kill -TERM "$server"
  wait "$server"
  status=$?
  server=""
  [[ "$status" == 0 ]] || fail sigterm "exit status $status after SIGTERM (want 0)"
fi

check_err not_a_dir 2 "tessera serve: $tmp/nope is not a directory" -- "$bin" serve "$tmp/nope"
check_status no_dir 2 -- "$bin" serve
check_status bad_port 2 -- "$bin" serve --port 70000 "$root"
check_status bad_host 2 -- "$bin" serve --port 0 --host 256.1.1.1 "$root"

finish serve
