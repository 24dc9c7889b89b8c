#!/usr/bin/env bash
# The CLI's SVG pictures measured in a real browser (Debian's Chromium, headless): every piece of
# text lies inside the picture and no two titles overlap. SVG has no text layout, so the renderers
# reserve room for text by an estimate of its width; this checks the estimate against real glyphs
# (issue 22: `tessera fill --svg`'s board and table titles ran into each other, the second cut off).
# $1 = the tessera binary, $2 = the source directory. TESSERA_CHROMIUM overrides /usr/bin/chromium.
set -u
bin="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

chromium="${TESSERA_CHROMIUM:-/usr/bin/chromium}"
if [[ ! -x "$chromium" ]]; then
  echo "FAIL: $chromium is missing: this test measures SVG text in Chromium (scripts/install-deps installs it)"
  exit 1
fi

check_status fill 0 -- "$bin" fill --svg "$tmp/fill.svg" "$src/examples/fill/v-hole.txt"
check_status fill_flip 0 -- "$bin" fill --flip --svg "$tmp/fill_flip.svg" "$src/examples/fill/sample2.json"
check_status cover_cases 0 -- "$bin" cover --svg "$tmp/cover_cases.svg" "$src/examples/cover/boardcover.txt"
check_status cover_all 0 -- "$bin" cover --board 2x3 --pieces L3 --all --svg "$tmp/cover_all.svg"
check_status lpuzzle 0 -- "$bin" lpuzzle --svg "$tmp/lpuzzle.svg" "$src/examples/lpuzzle/sample.txt"
check_status omok 0 -- "$bin" omok --svg "$tmp/omok.svg" "$src/examples/omok/sample.txt"
check_status omok_forbidden 0 -- "$bin" omok --forbidden --svg "$tmp/omok_forbidden.svg" "$src/examples/omok/renju_fouls.txt"
check_status referee 0 -- "$bin" omok referee --rule renju --svg "$tmp/referee.svg" "$src/examples/omok/game.txt"

# One page holding every picture inline; its script writes one line per picture into #out.
{
  echo '<!doctype html><html><body>'
  for f in "$tmp"/*.svg; do
    printf '<div class="pic" data-name="%s">' "$(basename "$f" .svg)"
    sed 's/^<?xml[^>]*>//' "$f"
    echo '</div>'
  done
  cat <<'HTML'
<pre id="out"></pre>
<script>
const lines = [];
for (const div of document.querySelectorAll("div.pic")) {
  const svg = div.querySelector("svg");
  const box = svg.viewBox.baseVal;
  const problems = [];
  const titles = [];
  for (const t of svg.querySelectorAll("text")) {
    const b = t.getBBox();
    if (b.x < box.x - 0.5 || b.y < box.y - 0.5 || b.x + b.width > box.x + box.width + 0.5 ||
        b.y + b.height > box.y + box.height + 0.5) {
      problems.push(`'${t.textContent}' leaves the picture (${b.x.toFixed(1)}..${(b.x + b.width).toFixed(1)} of ${box.width})`);
    }
    if (t.getAttribute("class") === "title") titles.push([t.textContent, b]);
  }
  for (let i = 0; i < titles.length; ++i) {
    for (let j = i + 1; j < titles.length; ++j) {
      const [s, a] = titles[i], [u, b] = titles[j];
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) {
        problems.push(`titles '${s}' and '${u}' overlap`);
      }
    }
  }
  lines.push(`${div.dataset.name}: ${problems.length ? problems.join("; ") : "ok"}`);
}
// The marker is assembled here so that the page's source never matches it, only its output.
document.getElementById("out").textContent = ["MEASU", "RED"].join("") + "\n" + lines.join("\n") + "\n" + ["E", "ND"].join("");
</script></body></html>
HTML
} >"$tmp/page.html"

timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --user-data-dir="$tmp/profile" \
  --dump-dom "file://$tmp/page.html" >"$tmp/dom.html" 2>"$tmp/chromium.err"
result="$(sed -n '/MEASURED$/,/^END/p' "$tmp/dom.html")"
if [[ -z "$result" ]]; then
  fail chromium "no measurement came back: $(tail -n 3 "$tmp/chromium.err")"
else
  pictures=0
  while IFS= read -r line; do
    case "$line" in
      *MEASURED | END*) ;;
      *": ok") pictures=$((pictures + 1)) ;;
      *) fail text "$line" ;;
    esac
  done <<<"$result"
  want="$(ls "$tmp"/*.svg | wc -l)"
  [[ "$pictures" -eq "$want" ]] || fail pictures "$pictures of $want pictures measured"
fi

finish svg_text
