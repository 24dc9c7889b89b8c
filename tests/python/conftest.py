"""Shared helpers for the pytest suite of the Python module (run by ctest as python_pytest).

The module under test is the built one: ctest puts build/python on PYTHONPATH and names the CLI
binary in TESSERA_CLI, so that results can be compared with `tessera ... --format json`.
"""

import os
import pathlib
import subprocess

import pytest

import tessera

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = os.environ.get("TESSERA_CLI", str(ROOT / "build" / "bin" / "tessera"))


def run_cli(*args, stdin=""):
    """Runs the CLI binary; returns (exit status, stdout, stderr)."""
    done = subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture(scope="session")
def cli():
    if not os.access(CLI, os.X_OK):
        pytest.fail(f"the CLI binary {CLI} is missing: build it (make build) or set TESSERA_CLI")
    return run_cli


def test_the_module_under_test_is_the_built_one():
    # A stale or installed copy elsewhere on sys.path would make every other test meaningless.
    expected = os.environ.get("TESSERA_PYTHONPATH")
    if expected:
        assert pathlib.Path(tessera.__file__).resolve().is_relative_to(pathlib.Path(expected).resolve())
