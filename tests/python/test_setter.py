"""tessera.gen and tessera.validate: the setter's kit from Python, byte for byte the CLI's
`tessera gen` and `tessera validate` (the same library calls)."""

import pytest

import tessera

CASES = [
    ("lpuzzle", {"kind": "no", "rows": 6, "cols": 7, "cases": 2}),
    ("lpuzzle", {"kind": "yes", "density": 0.6}),
    ("boardcover", {"kind": "one"}),
    ("cover", {"kind": "many", "rows": 8, "cols": 9}),
    ("omok", {"kind": "leftmost"}),
    ("omok", {}),
    ("fill", {"kind": "bbox", "rows": 7}),
]


def cli_args(problem, options, seed):
    args = ["gen", problem, "--seed", str(seed)]
    for key, value in options.items():
        args += [f"--{key}", str(value)]
    return args


@pytest.mark.parametrize("problem,options", CASES)
def test_gen_is_the_clis(cli, problem, options):
    for seed in (1, 2, 3):
        code, out, err = cli(*cli_args(problem, options, seed))
        assert code == 0, err
        assert tessera.gen(problem, seed=seed, **options) == out
        tessera.validate(problem, out)  # valid: returns None


def test_gen_refuses_what_the_cli_refuses(cli):
    code, _, err = cli("gen", "lpuzzle", "--kind", "no", "--rows", "2", "--cols", "4")
    assert code == 2
    with pytest.raises(ValueError) as e:
        tessera.gen("lpuzzle", kind="no", rows=2, cols=4)
    assert str(e.value) in err
    with pytest.raises(ValueError, match="beyond-limits"):
        tessera.gen("lpuzzle", rows=501)
    assert tessera.gen("lpuzzle", rows=501, cols=2, beyond_limits=True).startswith("1\n501 2\n")
    with pytest.raises(ValueError, match="unknown kind"):
        tessera.gen("omok", kind="nine")
    with pytest.raises(ValueError, match="problem: expected"):
        tessera.gen("chess")
    with pytest.raises(ValueError, match="positive"):
        tessera.gen("lpuzzle", rows=0)


def test_validate_reports_what_the_cli_reports(cli):
    bad = "1\n2 2\nBW\nW.\r\n"
    code, _, err = cli("validate", "lpuzzle", stdin=bad)
    assert code == 2
    with pytest.raises(ValueError) as e:
        tessera.validate("lpuzzle", bad)
    assert str(e.value) == err.strip().replace("<stdin>", "<input>")
    assert str(e.value).startswith("<input>:4:3: expected the end of the line (LF)")
    with pytest.raises(ValueError, match="black and white both win"):
        board = [[0] * 19 for _ in range(19)]
        for i in range(5):
            board[2][3 + i] = 1
            board[10 + i][1] = 2
        tessera.validate("omok", "".join(" ".join(map(str, row)) + "\n" for row in board))
    assert tessera.validate("fill", '{"game_board": [[0,0,0],[1,1,0],[1,1,1]], '
                                    '"table": [[1,1,1],[1,0,0],[0,0,0]]}\n') is None
