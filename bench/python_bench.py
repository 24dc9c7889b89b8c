"""Figures for the Python module (docs/python.md, the README's performance table).

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py build/bin/tessera
    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py build/bin/tessera tiny   # only the tiny solve

Prints wall and CPU (all threads of the process) times; the machine is shared, so the CPU times are
the steadier figures. Compare omok.judge with `build/bin/omok_bench --benchmark_filter=judge_random_19`
(the C++ call alone)."""

import resource
import signal
import subprocess
import sys
import threading
import time
import timeit

import numpy as np

import tessera
from tessera import omok


def cpu():
    return time.process_time()


def best_of(n, fn):
    walls, cpus = [], []
    for _ in range(n):
        w, c = time.perf_counter(), cpu()
        fn()
        walls.append(time.perf_counter() - w)
        cpus.append(cpu() - c)
    return min(walls), min(cpus)


def judge_overhead():
    rng = np.random.default_rng(7)
    for _ in range(1000):
        b = rng.choice([0, 1, 2], size=(19, 19), p=[0.5, 0.25, 0.25]).astype(np.int8)
        try:
            omok.judge(b)
            break
        except ValueError:
            continue
    per = min(timeit.repeat(lambda: omok.judge(b), number=20000, repeat=5)) / 20000
    lists = b.tolist()
    per_list = min(timeit.repeat(lambda: omok.judge(lists), number=20000, repeat=5)) / 20000
    print(f"omok.judge 19x19 numpy int8: {per * 1e6:.2f} us/call; nested lists: {per_list * 1e6:.2f} us/call")


def iterate_pentominoes(cli):
    box = tessera.cover((6, 10), "pentominoes", once=True)
    n = [0]

    def run():
        n[0] = sum(1 for _ in box)

    wall, c = best_of(5, run)
    print(f"iterate 6x10 pentominoes in Python: {n[0]} solutions, {wall * 1e3:.1f} ms wall, {c * 1e3:.1f} ms CPU")
    grids = [0]

    def run_grids():
        grids[0] = sum(int(s.grid[0, 0]) >= 0 for s in box)

    wall, c = best_of(3, run_grids)
    print(f"  ... reading every .grid too: {wall * 1e3:.1f} ms wall, {c * 1e3:.1f} ms CPU")
    walls, cpus = [], []
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        w = time.perf_counter()
        subprocess.run([cli, "cover", "--board", "6x10", "--pieces", "pentominoes", "--once", "--all"],
                       stdout=subprocess.DEVNULL, check=True)
        walls.append(time.perf_counter() - w)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    print(f"CLI --all > /dev/null: {min(walls) * 1e3:.1f} ms wall, {min(cpus) * 1e3:.1f} ms CPU")


def tiny_solve():
    # Issue 15: the web page and Python run a tiny solve per click and per call. One call here is
    # the whole request: cover() builds the request, count()/find() run `tessera cover ...` through
    # the library's run_command on a worker thread and read its JSON line back.
    for label, fn in [("tessera.cover((4, 5), 'pentominoes', once=True).count()",
                       lambda: tessera.cover((4, 5), "pentominoes", once=True).count()),
                      ("tessera.cover((4, 5), 'pentominoes', once=True).find()",
                       lambda: tessera.cover((4, 5), "pentominoes", once=True).find()),
                      ("tessera.cover((4, 5), 'tetrominoes', once=True).count()",
                       lambda: tessera.cover((4, 5), "tetrominoes", once=True).count())]:
        n = 200
        walls = timeit.repeat(fn, number=n, repeat=5)
        c = cpu()
        for _ in range(n):
            fn()
        per_cpu = (cpu() - c) / n
        print(f"{label}: {min(walls) / n * 1e6:.0f} us/call wall (best of 5 x {n}; "
              f"mean {sum(walls) / len(walls) / n * 1e6:.0f}), {per_cpu * 1e6:.0f} us CPU")


def count_15():
    out = [0]

    def run():
        out[0] = tessera.count_tilings((15, 15))

    wall, c = best_of(5, run)
    print(f"count_tilings((15, 15)) = {out[0]}: {wall * 1e3:.1f} ms wall, {c * 1e3:.1f} ms CPU")


def interrupt_latency():
    job = tessera.cover((15, 14), "hexominoes", once=True, timeout=60)
    target = threading.get_ident()
    for name, call in [("count_tilings((24, 24))", lambda: tessera.count_tilings((24, 24), timeout=60)),
                       ("cover(hexominoes 15x14).count()", job.count)]:
        lat = []
        for _ in range(3):
            sent = []
            t = threading.Timer(1.0, lambda: (sent.append(time.perf_counter()),
                                              signal.pthread_kill(target, signal.SIGINT)))
            t.start()
            try:
                call()
            except KeyboardInterrupt:
                lat.append(time.perf_counter() - sent[0])
            t.join()
        print(f"Ctrl-C during {name}: stopped {', '.join(f'{x * 1e3:.1f}' for x in lat)} ms after the signal")


if __name__ == "__main__":
    cli = sys.argv[1] if len(sys.argv) > 1 else "build/bin/tessera"
    if sys.argv[2:] == ["tiny"]:
        tiny_solve()
        sys.exit(0)
    judge_overhead()
    tiny_solve()
    iterate_pentominoes(cli)
    count_15()
    interrupt_latency()
