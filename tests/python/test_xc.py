"""tessera.xc: general exact cover in Knuth's DLX format or PPAR's .ec, the document `tessera xc
--format json` prints (as a dict), from a str or a path; the CLI's located errors; limits."""

import json
import pathlib
import warnings

import pytest

import tessera

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "xc"


def queens(n):
    """N queens in Knuth's format: rows and columns primary, diagonals secondary."""
    lines = [" ".join([f"r{i}" for i in range(n)] + [f"c{j}" for j in range(n)]) + " | " +
             " ".join([f"a{k}" for k in range(2 * n - 1)] + [f"b{k}" for k in range(2 * n - 1)])]
    for i in range(n):
        for j in range(n):
            lines.append(f"r{i} c{j} a{i + j} b{i - j + n - 1}")
    return "\n".join(lines) + "\n"


def cli_document(cli, *args, stdin=""):
    code, out, err = cli("xc", *args, "--format", "json", stdin=stdin)
    assert code in (0, 3), err
    return as_python(json.loads(out))


def as_python(doc):
    """The CLI's document as tessera.xc returns it: the count's decimal string as an int."""
    if "count" in doc:
        doc["count"] = int(doc["count"])
    return doc


def test_published_counts():
    # N queens: OEIS A000170 (8: 92, 10: 724); Knuth's example, TAOCP 7.2.2.1 (5): one solution.
    assert tessera.xc(queens(8)) == {"count": 92}
    assert tessera.xc(queens(10), threads=2) == {"count": 724}
    assert tessera.xc(EXAMPLES / "knuth.dlx")["count"] == 1
    assert tessera.xc(str(EXAMPLES / "queens8.dlx"), engine="dlx")["count"] == 92
    assert tessera.xc(EXAMPLES / "bell5.ec")["count"] == 52  # Bell number B5, A000110


def test_count_is_an_int_as_every_other_count():
    # count_tilings and Cover.count() return ints; xc's document holds its count as one too (the
    # CLI's JSON has a decimal string: exact either way, as Python ints are).
    doc = tessera.xc(queens(8))
    assert type(doc["count"]) is int and doc["count"] == 92
    assert type(tessera.xc(queens(6), mode="all")["count"]) is int
    assert "count" not in tessera.xc(queens(6), mode="find")


def test_documents_equal_the_cli(cli):
    for path in sorted(EXAMPLES.iterdir()):
        for mode in ("count", "find", "all", "unique"):
            expected = cli_document(cli, str(path), f"--{mode}")
            assert tessera.xc(path, mode=mode) == expected, (path, mode)
            assert tessera.xc(path.read_text(), mode=mode) == expected, (path, mode)
    knuth = tessera.xc(EXAMPLES / "knuth.dlx", mode="unique")
    assert knuth["unique"] is True
    assert sorted(o["option"] for o in knuth["solutions"][0]) == ["a d f", "b g", "c e"]


def test_limit_and_timeout(cli):
    doc = tessera.xc(queens(8), mode="all", limit=5)
    assert doc["stopped"] == "limit" and doc["count"] == 5 and len(doc["solutions"]) == 5
    assert doc == cli_document(cli, "--all", "--limit", "5", stdin=queens(8))
    assert "stopped" not in tessera.xc(queens(6), limit=5)  # 4 solutions: the limit is not hit
    with pytest.raises(tessera.SearchTimeout) as caught:
        tessera.xc(queens(30), timeout=0.05)
    assert caught.value.partial["stopped"] == "timeout" and caught.value.partial["partial"]
    assert as_python(json.loads(caught.value.to_json())) == caught.value.partial


def test_located_errors(cli, tmp_path):
    bad = "a b c\na x\n"
    with pytest.raises(ValueError, match=r"^input:2:3: unknown item 'x'"):
        tessera.xc(bad)
    path = tmp_path / "bad.dlx"
    path.write_text(bad)
    code, _, err = cli("xc", str(path))
    assert code == 2
    with pytest.raises(ValueError) as caught:
        tessera.xc(path)
    assert str(caught.value) == err.strip()
    assert str(caught.value).startswith(f"{path}:2:3: ")
    with pytest.raises(ValueError, match="cannot open"):
        tessera.xc(tmp_path / "missing.dlx")
    (tmp_path / "empty.dlx").write_text("")
    with pytest.raises(ValueError, match=r"empty\.dlx:1:1: expected the items line .* found an empty input"):
        tessera.xc(tmp_path / "empty.dlx")
    with pytest.raises(ValueError, match=r"^input:2:1: .* found only comments$"):
        tessera.xc("| a comment\n")
    with pytest.raises(ValueError, match="limit"):
        tessera.xc(queens(4), mode="find", limit=2)
    with pytest.raises(ValueError, match="mode"):
        tessera.xc(queens(4), mode="everything")
    with pytest.raises(ValueError, match="--engine"):
        tessera.xc(queens(4), engine="quantum")
    with pytest.raises(TypeError):
        tessera.xc(42)


def test_warnings_become_python_warnings():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert tessera.xc("a b\na\n") == {"count": 0}  # b is in no option
    assert caught and "input:1:3" in str(caught[0].message)


def test_progress():
    seen = []
    doc = tessera.xc(queens(13), progress=seen.append, progress_every=0.01)
    assert doc["count"] == 73712  # A000170
    if seen:  # about 0.2 s: several reports, unless the machine is far faster
        assert all(d["command"] == "xc" and d["phase"] == "search" for d in seen)
        assert [d["fraction"] for d in seen] == sorted(d["fraction"] for d in seen)
        assert seen[-1]["final"] and seen[-1]["solutions"] == 73712
