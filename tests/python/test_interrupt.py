"""Ctrl-C: a SIGINT sent by another thread stops a long count or search inside the library
(the run's cancel flag), raising KeyboardInterrupt. tessera._tessera._interrupts() counts the
runs stopped that way, so that a test tells a stop inside the call from a KeyboardInterrupt raised
only after the call returned (what an uninterruptible call would give, much later)."""

import signal
import threading
import time

import pytest

import tessera
from tessera import _tessera

# Each job here would run for minutes (or, for the counts, until its 60 s timeout).
LONG_SEARCH = dict(board=(15, 14), pieces="hexominoes", once=True)


def interrupt_after(seconds):
    target = threading.get_ident()
    sent = []

    def fire():
        sent.append(time.monotonic())
        signal.pthread_kill(target, signal.SIGINT)

    timer = threading.Timer(seconds, fire)
    timer.start()
    return timer, sent


def check_interrupted(call):
    before = _tessera._interrupts()
    # Late enough to land in the search itself (setting up a big problem, before the search, is not
    # interruptible: 0.2 s of CPU for the hexominoes below).
    timer, sent = interrupt_after(1.0)
    with pytest.raises(KeyboardInterrupt):
        call()
    caught = time.monotonic()
    timer.join()
    assert _tessera._interrupts() == before + 1, "the signal did not stop the run inside the library"
    print(f"stopped {1000 * (caught - sent[0]):.1f} ms after the signal")


def test_count_tilings_interrupted():
    check_interrupted(lambda: tessera.count_tilings((24, 24), timeout=60))


def test_count_tilings_threads_interrupted():
    check_interrupted(lambda: tessera.count_tilings((24, 24), threads=2, timeout=60))


# Building the placements (inside the call, before the search) is not interruptible: the signal is
# sent 1 s in, well after it.
def test_search_count_interrupted():
    check_interrupted(tessera.cover(**LONG_SEARCH, timeout=60).count)


def test_threaded_search_interrupted():
    check_interrupted(tessera.cover(**LONG_SEARCH, threads=2, timeout=60).find)


def test_iteration_interrupted():
    solutions = iter(tessera.cover(**LONG_SEARCH, timeout=60))
    check_interrupted(lambda: next(solutions))


def test_module_still_works_after_an_interrupt():
    check_interrupted(tessera.cover(**LONG_SEARCH, timeout=60).count)
    assert tessera.cover((6, 10), "pentominoes", once=True, up_to_symmetry=True).count() == 2339


def test_interrupted_with_a_progress_callback():
    seen = []
    c = tessera.cover(**LONG_SEARCH, timeout=60, progress=seen.append, progress_every=0.1)
    check_interrupted(c.count)
    assert seen and not seen[-1]["final"]  # reports came, and no final one after the interrupt


def test_xc_interrupted():
    check_interrupted(lambda: tessera.xc(queens(20), timeout=60))


def queens(n):
    """N queens in Knuth's format: rows and columns primary, diagonals secondary."""
    lines = [" ".join([f"r{i}" for i in range(n)] + [f"c{j}" for j in range(n)]) + " | " +
             " ".join([f"a{k}" for k in range(2 * n - 1)] + [f"b{k}" for k in range(2 * n - 1)])]
    for i in range(n):
        for j in range(n):
            lines.append(f"r{i} c{j} a{i + j} b{i - j + n - 1}")
    return "\n".join(lines) + "\n"
