#!/usr/bin/env bash
# Figures of `tessera match` and `tessera brain` (docs/match.md, README): the manager's overhead per
# move read off its own --log, 1,000 fast games at --concurrency 2 checked record by record (every
# .psq re-read by `tessera omok referee`), and the brain against the random mover and itself.
# Usage: bench/match_cli.sh [path/to/build/bin]   (default build/bin; needs fake_engine built there)
# Set BRAIN=0 to skip the brain's (slow: minutes) figures.
set -eu
bin="$(cd "${1:-build/bin}" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
t="$bin/tessera"
f="$bin/fake_engine"
cd "$tmp"
uptime

echo "== overhead: 100 games of two instant engines, every line logged"
"$t" match --engine "cmd=$f" arg=first name=a --engine "cmd=$f" arg=first name=b --games 100 \
  --each tc=100/5 --log o.log --quiet >/dev/null
python3 - <<'PY'
import statistics
gap, rt, prev = [], [], None
for line in open("o.log"):
    t, _, _, engine, d, text = line.rstrip("\n").split(" ", 5)
    t = float(t)
    if d == "<" and prev and prev[2] == ">":
        rt.append(t - prev[0])
    if d == ">" and prev and prev[2] == "<" and prev[1] != engine:
        gap.append(t - prev[0])
    prev = (t, engine, d)
for name, v in (("manager: a move received -> the next command written", gap),
                ("round trip: command written -> reply read (engine included)", rt)):
    v.sort()
    print(f"{name}: {len(v)} moves, median {statistics.median(v) * 1000:.0f} us, "
          f"p90 {v[int(len(v) * .9)] * 1000:.0f} us")
PY

echo "== 1,000 games at --concurrency 2"
printf '0,0\n1,1\n-1,2\n2,0\n0,-3\n' >open.txt
/usr/bin/time -f "wall %e s, user %U s, sys %S s (manager and engines)" "$t" match \
  --engine "cmd=$f" arg=random arg=1 name=r1 --engine "cmd=$f" arg=lf arg=2 name=r2 --games 1000 \
  --concurrency 2 --openings open.txt --json k.json --psq psq --quiet | tail -4
for p in psq/*.psq; do "$t" omok referee --format json --rule freestyle "$p"; done >ref.json
python3 - <<'PY'
import json
games = [json.loads(l) for l in open("k.json")]
refs = [json.loads(l) for l in open("ref.json")]
assert [g["game"] for g in games] == list(range(1, 1001)), "a record is missing or out of order"
bad = sum(1 for g, r in zip(games, refs)
          if r["move"] != len(g["moves"]) or len(g["moves"]) != len(g["ms"])
          or (g["reason"] == "five" and r["winner"] != (1 if g["result"] == "black" else 2)))
print(f"{len(games)} records, {sum(len(g['moves']) for g in games)} moves, {bad} disagreeing with the referee")
PY

[[ "${BRAIN:-1}" == 0 ]] && exit 0
cat >brain_open.txt <<'OPEN'
0,0, 1,1
0,0, 1,0
0,0, 1,-1, 2,0
0,0, -1,1, 1,1
0,0, 2,0, 1,1
0,0, 0,1, 2,2
0,0, 1,2
0,0, -2,1, 1,-1
0,0, 2,2, -1,1
0,0, 1,0, 0,2
OPEN
echo "== brain vs random, 100 games, 0.2 s a move"
"$t" match --engine "cmd=$t" arg=brain name=brain --engine "cmd=$f" arg=random arg=5 name=random \
  --each tc=60/0.2 --games 100 --concurrency 2 --openings brain_open.txt --quiet
echo "== brain vs brain, 40 games (20 pairs), 0.1 s a move"
"$t" match --engine "cmd=$t" arg=brain name=brain1 --engine "cmd=$t" arg=brain name=brain2 \
  --each tc=60/0.1 --games 40 --repeat --concurrency 2 --openings brain_open.txt --json self.json --quiet
python3 - <<'PY'
import json
ms = sorted(m for l in open("self.json") for m in json.loads(l)["ms"] if m > 0)
print(f"brain moves {len(ms)}: median {ms[len(ms) // 2]} ms, p99 {ms[int(len(ms) * .99)]} ms, max {ms[-1]} ms (limit 100, tolerance 1000)")
PY
