"""Extracts the programs published in the seed documents (../shared/seeds/*.txt) into a folder, at
test time: their code stays outside tessera's sources. Usage: seed_programs.py SEEDS_DIR OUT_DIR.

Writes lpuzzle.cpp (BOJ 3654; the document numbers its lines), omok.cpp (BOJ 2615), boardcover.py
(Algospot BOARDCOVER, a whole program) and fill.py (Programmers 84021: the published `solution`
function, then three lines of ours that read the JSON object from stdin and print its result, as
the judge feeds `tessera fill`'s input). Exit status 1 when a document is missing or changed.
"""

import pathlib
import sys


def lines_of(seeds, prefix):
    found = sorted(seeds.glob(prefix + "_*.txt"))
    if not found:
        sys.exit(f"seed_programs: no {prefix}_*.txt in {seeds}")
    return found[0].read_text(encoding="utf-8").split("\n")


def main():
    seeds, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)

    # 000: "1#include ..." to "236}", each line prefixed with its number (the listing appears twice).
    t = lines_of(seeds, "000")
    start = t.index("1#include <bits/stdc++.h>")
    code = []
    for k in range(1, 237):
        line = t[start + k - 1]
        if not line.startswith(str(k)):
            sys.exit(f"seed_programs: 000 line {k} is not numbered as expected: {line!r}")
        code.append(line[len(str(k)):])
    (out / "lpuzzle.cpp").write_text("\n".join(code) + "\n")

    # 001: the Python program, from "import sys" to its last line "solution()".
    t = lines_of(seeds, "001")
    start = t.index("import sys")
    end = t.index("solution()", start)
    (out / "boardcover.py").write_text("\n".join(t[start:end + 1]) + "\n")

    # 003: the last listing, from its "#include <iostream>" to the end of the document.
    t = lines_of(seeds, "003")
    start = max(i for i, line in enumerate(t) if line.startswith("#include <iostream>"))
    (out / "omok.cpp").write_text("\n".join(t[start:]).rstrip() + "\n")

    # 004: the full listing under "[ 코드 ]", from its first comment to "return ans".
    t = lines_of(seeds, "004")
    start = t.index("# 4. 퍼즐 조각 채우기")
    end = t.index("    return ans", start)
    driver = ["", "import json, sys", "data = json.load(sys.stdin)",
              "print(solution(data['game_board'], data['table']))"]
    (out / "fill.py").write_text("\n".join(t[start:end + 1] + driver) + "\n")


if __name__ == "__main__":
    main()
