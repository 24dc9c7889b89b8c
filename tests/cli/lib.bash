# Helpers shared by the CLI contract scripts (sourced, not run: ctest runs tests/cli/*.sh only).
# The sourcing script defines $tmp (a scratch folder) and failures=0 first. Every check names itself,
# so a failure says which check failed and shows what was wanted against what came; after a check or
# check_status, the command's output stays in $tmp/stdout and $tmp/stderr for further checks.

fail() {  # fail NAME MESSAGE...: count a failure found by the script itself
  local name="$1"
  shift
  echo "FAIL $name: $*"
  failures=$((failures + 1))
}
check() {  # check NAME EXPECTED_STATUS EXPECTED_STDOUT -- command...
  # EXPECTED_STDOUT is all of stdout, byte for byte, but for its final newline ("" = nothing printed).
  local name="$1" want_status="$2" want_out="$3"
  shift 4
  "$@" >"$tmp/stdout" 2>"$tmp/stderr"
  local status=$?
  if [[ -n "$want_out" ]]; then printf '%s\n' "$want_out"; fi >"$tmp/want"
  if [[ "$status" != "$want_status" ]] || ! cmp -s "$tmp/stdout" "$tmp/want"; then
    echo "FAIL $name: status $status (want $want_status)"
    echo "  stdout: $(cat "$tmp/stdout")"
    echo "  want:   $want_out"
    if ! cmp -s "$tmp/stdout" "$tmp/want"; then
      echo "  diff (want -> stdout):"
      diff "$tmp/want" "$tmp/stdout" | head -n 20 | sed 's/^/    /'
    fi
    echo "  stderr: $(cat "$tmp/stderr")"
    failures=$((failures + 1))
  fi
}
check_status() {  # check_status NAME EXPECTED_STATUS -- command... (stdout not compared)
  local name="$1" want_status="$2"
  shift 3
  "$@" >"$tmp/stdout" 2>"$tmp/stderr"
  local status=$?
  if [[ "$status" != "$want_status" ]]; then
    echo "FAIL $name: status $status (want $want_status): $(cat "$tmp/stderr")"
    failures=$((failures + 1))
  fi
}
check_err() {  # check_err NAME EXPECTED_STATUS STDERR_TEXT -- command... (stdout not compared)
  # The status, and stderr containing STDERR_TEXT (fixed text, not a pattern).
  local name="$1" want_status="$2" want_err="$3"
  shift 4
  check_status "$name" "$want_status" -- "$@"
  check_stderr_has "$name" "$want_err"
}
check_stderr() {  # check_stderr NAME PATTERN: the last command's stderr matches PATTERN
  if ! grep -q -- "$2" "$tmp/stderr"; then
    echo "FAIL $1: stderr does not match '$2': $(cat "$tmp/stderr")"
    failures=$((failures + 1))
  fi
}
check_stderr_has() {  # check_stderr_has NAME TEXT: the last command's stderr contains TEXT (not a pattern)
  if ! grep -qF -- "$2" "$tmp/stderr"; then
    echo "FAIL $1: stderr lacks '$2': $(cat "$tmp/stderr")"
    failures=$((failures + 1))
  fi
}
check_stdout_has() {  # check_stdout_has NAME TEXT: the last command's stdout contains TEXT (not a pattern)
  if ! grep -qF -- "$2" "$tmp/stdout"; then
    echo "FAIL $1: stdout lacks '$2': $(head -c 2000 "$tmp/stdout")"
    failures=$((failures + 1))
  fi
}
finish() {  # finish WHAT: the summary line; the script's exit status is 1 after any failure
  if [[ "$failures" != 0 ]]; then
    echo "$failures failure(s) in the $1 checks"
    exit 1
  fi
  echo "all $1 checks passed"
}
