"""Start-up cost of whole processes, measured side by side (issue 15: tiny problems start fast).

    /usr/bin/python3 bench/start_up.py [ROUNDS] -- CMD1 -- CMD2 ...
    /usr/bin/python3 bench/start_up.py 1000 -- /tmp/empty -- build/bin/tessera cover --board 4x5 --pieces pentominoes --once

Runs the commands in turn, ROUNDS times (default 1000, after 20 rounds of warm-up), stdout to
/dev/null, and prints per command the mean, median and least wall time and the median CPU time
(user + system, getrusage) in ms. Taking the commands in turn, instead of one after the other as
hyperfine does, puts them under the same load: on a shared machine the load moves by more than the
differences looked for. Not a test.

A binary just written by the linker starts about 0.1-0.2 ms slower than the same bytes copied
(`cat a > b`): compare like with like (docs/exact_cover.md, "Tiny problems")."""

import os
import statistics
import sys
import time


def main(argv):
    rounds = 1000
    if argv and argv[0] != "--":
        word = argv.pop(0)
        if not word.isdigit() or int(word) < 1:
            sys.exit(f"start_up.py: ROUNDS: expected a positive integer, got {word!r}\n\n{__doc__}")
        rounds = int(word)
    commands, current = [], None
    for word in argv:
        if word == "--":
            current = []
            commands.append(current)
        elif current is not None:
            current.append(word)
    commands = [c for c in commands if c]
    if not commands:
        sys.exit(__doc__)
    devnull = os.open(os.devnull, os.O_WRONLY)
    times = [[] for _ in commands]
    for r in range(rounds + 20):
        for i, command in enumerate(commands):
            start = time.perf_counter_ns()
            try:
                pid = os.posix_spawnp(command[0], command, os.environ,
                                      file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
            except OSError as e:
                sys.exit(f"start_up.py: cannot run {command[0]!r}: {e.strerror}")
            _, status, usage = os.wait4(pid, 0)
            wall = (time.perf_counter_ns() - start) / 1e6
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit(f"{' '.join(command)}: exit status {os.waitstatus_to_exitcode(status)}")
            if r >= 20:
                times[i].append((wall, (usage.ru_utime + usage.ru_stime) * 1e3))
    for command, got in zip(commands, times):
        walls = [w for w, _ in got]
        cpus = [c for _, c in got]
        print(f"wall mean {statistics.mean(walls):.3f} median {statistics.median(walls):.3f} "
              f"min {min(walls):.3f}, CPU median {statistics.median(cpus):.3f} ms: {' '.join(command)}")


if __name__ == "__main__":
    main(sys.argv[1:])
