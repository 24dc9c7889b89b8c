#!/usr/bin/env bash
# tessera-mpi end to end (docs/long_runs.md): `mpirun -np 2` prints what one `tessera` process
# prints (counts, limits, listings in the same order, JSON byte for byte) on several problems of
# cover and xc, and a job stopped or killed mid-run resumes from rank 0's checkpoint to the right
# count.
# $1 = tessera-mpi, $2 = tessera.
set -u
mpi_bin="$1"
tessera="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
source "$(dirname "$0")/../cli/lib.bash"

# Root needs --allow-run-as-root; --oversubscribe lets 2 ranks run on fewer cores (CI).
mpi=(mpirun -np 2 --oversubscribe --allow-run-as-root "$mpi_bin")
P="--pieces pentominoes --once"
same() {  # same NAME ARGS...: tessera-mpi ARGS prints tessera ARGS' stdout and exit status
  local name="$1"
  shift
  local want status
  want="$("$tessera" "$@" 2>/dev/null)"
  status=$?
  check "$name" "$status" "$want" -- "${mpi[@]}" "$@"
}
same count_6x10 cover --board 6x10 $P
same count_threads cover --board 8x8 --pieces pentominoes,tetrominoes:O --once --threads 2
same count_dlx cover --board 5x12 $P --engine dlx --up-to-symmetry
same all_text cover --board 4x15 $P --all
same all_json cover --board 5x12 $P --all --format json
same find cover --board 6x10 $P --find
same unique cover --board 3x20 $P --unique --up-to-symmetry
same limit cover --board 5x12 $P --count --limit 100
# Other lattices (docs/lattice_solving.md) through the same driver: the 12 hexiamonds in the 6x6
# rhombus, 624 solutions (156 up to its symmetry, Polyform Puzzler), the direct search on both
# ranks; the Soma cube, 240 up to the cube's symmetry (Conway and Guy, "Winning Ways", ch. 24);
# hexagons and cubes with the lattice's cuts (the 7 tetrahexes in a 4x7 parallelogram, every solution;
# the 12 planar pentacubes in a 2x3x10 box, directly).
check lattice_tri_direct 0 "624" -- "${mpi[@]}" cover --lattice tri --board 6x6 --pieces hexiamonds --once --direct
check lattice_soma 0 "240 up to symmetry (Oh)" -- "${mpi[@]}" cover --lattice cube --board 3x3x3 --pieces soma --once --up-to-symmetry
same lattice_soma_all cover --lattice cube --board 3x3x3 --pieces soma --once --all --limit 100 --format json
same lattice_hex cover --lattice hex --board 4x7 --pieces tetrahexes --once --all --format json
same lattice_cube_direct cover --lattice cube --board 2x3x10 --pieces pentacubes:F5,pentacubes:I5,pentacubes:L5,pentacubes:N5,pentacubes:P5,pentacubes:T5,pentacubes:U5,pentacubes:V5,pentacubes:W5,pentacubes:X5,pentacubes:Y5,pentacubes:Z5 --once --direct
# tessera xc runs the same task driver: counts, listings in the same order.
xc_ex="$(dirname "$0")/../../examples/xc"
same xc_count xc "$xc_ex/queens8.dlx" --engine dlx
same xc_all_text xc "$xc_ex/queens8.dlx" --all
same xc_all_json xc "$xc_ex/bell5.ec" --all --format json

# Stopped by SIGTERM to rank 0 with a checkpoint, then the whole job killed (SIGKILL to rank 0:
# mpirun then ends the other rank), then resumed under MPI: the right count (Haselgrove, 1960).
# Dancing links without symmetry help: several seconds of search.
slow=(cover --board 6x10 $P --direct --engine dlx)
rank0() {  # the pid of rank 0 of the job started by mpirun $1 (its child with rank 0's env)
  local p
  for p in $(pgrep -P "$1" -x tessera-mpi); do
    if tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=0'; then
      echo "$p"
      return
    fi
  done
}
"${mpi[@]}" "${slow[@]}" --checkpoint "$tmp/job.ckpt" --checkpoint-every 0.05 >"$tmp/stdout" 2>"$tmp/stderr" &
pid=$!
sleep 1.5
kill -TERM "$(rank0 "$pid")"
wait "$pid"
status=$?
[[ "$status" == 3 ]] || fail term_status "exit $status (want 3): $(tail -n 3 "$tmp/stderr")"
check_stdout_has term_partial "stopped by a signal; partial"
"${mpi[@]}" "${slow[@]}" --resume "$tmp/job.ckpt" --checkpoint "$tmp/job.ckpt" --checkpoint-every 0.05 >/dev/null 2>&1 &
pid=$!
# Killed once the resumed job has written a checkpoint of its own (or after 10 s).
for _ in $(seq 100); do
  grep -q '^runs 2$' "$tmp/job.ckpt" && break
  sleep 0.1
done
kill -KILL "$(rank0 "$pid")"
wait "$pid" 2>/dev/null
check resumed 0 "9356" -- "${mpi[@]}" "${slow[@]}" --resume "$tmp/job.ckpt"
grep -q '^runs 2$' "$tmp/job.ckpt" || fail killed_run "the killed run wrote no checkpoint: $(grep '^runs' "$tmp/job.ckpt")"

finish tessera-mpi
