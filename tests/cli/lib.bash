# Helpers shared by the CLI contract scripts (sourced, not run: ctest runs tests/cli/*.sh only).
# The sourcing script defines $tmp (a scratch folder) and failures=0 first.

check() {  # check NAME EXPECTED_STATUS EXPECTED_STDOUT -- command...
  local name="$1" want_status="$2" want_out="$3"
  shift 4
  local out status
  out="$("$@" 2>"$tmp/stderr")"
  status=$?
  if [[ "$status" != "$want_status" || "$out" != "$want_out" ]]; then
    echo "FAIL $name: status $status (want $want_status)"
    echo "  stdout: $out"
    echo "  want:   $want_out"
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
check_stderr() {  # check_stderr NAME PATTERN: the last command's stderr matches PATTERN
  if ! grep -q -- "$2" "$tmp/stderr"; then
    echo "FAIL $1: stderr does not match '$2': $(cat "$tmp/stderr")"
    failures=$((failures + 1))
  fi
}
