#!/usr/bin/env python3
"""Checkpoints survive SIGKILL: `tessera cover` search runs and `tessera xc` counts with --checkpoint
are killed at random moments (seeded; the seed is printed, and a second argument replays one), resumed from their file
until they finish, and the final answer is compared with an uninterrupted run's: the same count, and
for --all the same set of solutions printed over all the runs (a task in progress at a kill may be
printed twice, which a set allows; docs/long_runs.md).

Usage: kill_resume.py TESSERA [SEED]. Real processes, real signals; registered in ctest for the
release build only (the sanitizer build is 10-20x slower, so the same kill moments would mostly
land before the first checkpoint and the test would only take longer)."""
import os
import random
import re
import subprocess
import sys
import tempfile
import time

KILLS_PER_SCENARIO = 5
QUEENS = "@queens"  # replaced by the path of the 14-queens file in Knuth's format (queens_file)
SCENARIOS = [
    # (subcommand and arguments, what to compare)
    (["cover", "--board", "8x8", "--pieces", "pentominoes,tetrominoes:O", "--once"], "count"),
    (["cover", "--board", "8x8", "--pieces", "pentominoes,tetrominoes:O", "--once", "--threads",
      "2"], "count"),
    (["cover", "--board", "5x12", "--pieces", "pentominoes", "--once", "--all", "--direct"], "all"),
    (["cover", "--board", "5x12", "--pieces", "pentominoes", "--once", "--all", "--direct",
      "--threads", "2"], "all"),
    # tessera xc goes through the same task driver: 14 queens, 365,596 (OEIS A000170).
    (["xc", QUEENS], "count"),
    (["xc", QUEENS, "--threads", "2"], "count"),
]


def queens_file(tmp, n=14):
    """N queens as exact cover in Knuth's DLX format: rows and columns primary, diagonals secondary."""
    path = os.path.join(tmp, f"queens{n}.dlx")
    with open(path, "w") as f:
        rows = " ".join(f"r{i}" for i in range(n))
        cols = " ".join(f"c{i}" for i in range(n))
        diagonals = " ".join([f"a{i}" for i in range(2 * n - 1)] + [f"b{i}" for i in range(2 * n - 1)])
        f.write(f"{rows} {cols} | {diagonals}\n")
        for r in range(n):
            for c in range(n):
                f.write(f"r{r} c{c} a{r + c} b{r - c + n - 1}\n")
    return path


def solutions(text):
    """The set of boards printed by --all (blocks after each 'solution N' line)."""
    found = set()
    for block in re.split(r"^solution \d+\n", text, flags=re.M)[1:]:
        board = block.split("\n\n")[0].strip()
        if board and not re.match(r"^\d+ solutions?", board):
            found.add(board)
    return found


def run_killed(tessera, args, rng, tmp, full_seconds):
    """Runs args with a checkpoint, killing it KILLS_PER_SCENARIO times; returns (outputs, kills)."""
    state = os.path.join(tmp, "state")
    if os.path.exists(state):
        os.remove(state)
    outputs, kills, attempts = [], 0, 0
    while True:
        attempts += 1
        if attempts > 200:
            raise RuntimeError("no end after 200 runs")
        cmd = [tessera, *args, "--checkpoint", state, "--checkpoint-every", "0.05"]
        if os.path.exists(state):
            cmd += ["--resume", state]
        out_path = os.path.join(tmp, "out")
        with open(out_path, "w") as out, open(os.path.join(tmp, "err"), "w") as err:
            p = subprocess.Popen(cmd, stdout=out, stderr=err)
            status = None
            if kills < KILLS_PER_SCENARIO:
                try:
                    status = p.wait(timeout=rng.uniform(0.02, 0.3 * full_seconds))
                except subprocess.TimeoutExpired:
                    p.kill()  # SIGKILL: no handler runs, the last checkpoint is all there is
                    p.wait()
                    kills += 1
            if status is None and kills >= KILLS_PER_SCENARIO and p.returncode is None:
                status = p.wait(timeout=300)
        with open(out_path) as f:
            outputs.append(f.read())
        if status is not None:
            if status != 0:
                with open(os.path.join(tmp, "err")) as f:
                    raise RuntimeError(f"exit {status}: {f.read()}")
            return outputs, kills


def main():
    tessera = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else int(time.time() * 1000) % 1000000
    print(f"seed {seed} (replay: kill_resume.py TESSERA {seed})")
    rng = random.Random(seed)
    failures = 0
    total_kills = 0
    with tempfile.TemporaryDirectory() as tmp:
        queens = queens_file(tmp)
        for scenario, kind in SCENARIOS:
            args = [queens if a == QUEENS else a for a in scenario]
            start = time.monotonic()
            want = subprocess.run([tessera, *args], capture_output=True, text=True,
                                  check=True).stdout
            full = time.monotonic() - start
            outputs, kills = run_killed(tessera, args, rng, tmp, max(full, 0.2))
            total_kills += kills
            name = " ".join(args)
            if kind == "count":
                ok = outputs[-1] == want
                detail = f"final {outputs[-1]!r}, uninterrupted {want!r}"
            else:
                got = set().union(*(solutions(o) for o in outputs))
                ok = got == solutions(want) and outputs[-1].splitlines()[-1] == want.splitlines()[-1]
                detail = (f"{len(got)} distinct solutions printed, uninterrupted "
                          f"{len(solutions(want))}; last lines {outputs[-1].splitlines()[-1]!r} "
                          f"and {want.splitlines()[-1]!r}")
            print(f"{'ok' if ok else 'FAIL'}: {name}: {kills} kills, {len(outputs)} runs; {detail}")
            failures += 0 if ok else 1
    print(f"{total_kills} kills in all")
    if total_kills < 10:
        print("FAIL: too few kills landed (the runs finished before the kill moments)")
        failures += 1
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
