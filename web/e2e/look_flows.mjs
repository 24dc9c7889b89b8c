// How the page behaves around the answers: a change of the URL's hash followed without a reload (a
// link, an example, the back button), the JSON folded away, every control labelled, the keyboard,
// layout shifts (none after load, none when the progress panel comes and goes), the progress of a
// long run and Stop, the phone viewport and the dark scheme.
export async function look_flows(t) {
  const { page, cli, check, equal, text, wait_status, open, shot } = t;

  // A change of the hash loads that problem and solves it, without a reload (issue 22).
  await open("tab=omok&opponent=human");
  await page.evaluate(() => { window.__same_document = true; location.hash = "tab=lpuzzle&pattern=BWW./WWBW/..WB"; });
  await wait_status("lpuzzle-status", /^YES$/);
  equal("hash change: the L-puzzle tab is shown", await page.getAttribute("#tab-lpuzzle", "aria-selected"), "true");
  check("hash change: no reload", await page.evaluate(() => window.__same_document === true));
  await page.goBack();
  await page.waitForFunction(() => document.getElementById("tab-omok")?.getAttribute("aria-selected") === "true");
  check("back button: the Omok tab again, no reload", await page.evaluate(() => window.__same_document === true));
  // An example, one click: 6x10 pentominoes up to symmetry, the CLI's figure.
  await page.click("#tab-cover");
  await page.click("#panel-cover .examples a >> nth=0");
  await wait_status("cover-status", /up to symmetry/);
  const want = cli("cover", { pieces: "pentominoes", once: true, "up-to-symmetry": true, format: "json" }, await page.inputValue("#cover-text"));
  equal("example link: the CLI's answer", await text("#cover-stdout"), want.stdout);
  // The count and the symmetry group said plainly: the 6x10 board's group D2 in words.
  const doc = JSON.parse(want.stdout);
  equal("example link: the count and the group in words", (await text("#cover-status")).replace(/ \([\d.]+ s\)$/, ""), `${doc.count} solutions up to symmetry (${doc.symmetry}: 2 rotations and 2 reflections)`);
  check("example link: no reload", await page.evaluate(() => window.__same_document === true));

  // One palette: when the core has the library's (tessera/palette.hpp), the page's piece colours are
  // its colours, and the CLI's SVG paints with no others.
  const palette = await page.evaluate(() => [...Array(12).keys()].map((i) => getComputedStyle(document.documentElement).getPropertyValue(`--piece-${i}`).trim()));
  const svg = cli("cover", { pieces: "pentominoes", once: true, find: true }, await page.inputValue("#cover-text"), true).svg ?? "";
  const svg_fills = [...new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})" class="cell"/g)].map((m) => m[1]))];
  if (palette.every((c) => c !== "")) {
    check(`palette: the CLI's SVG pieces are in the page's palette (${svg_fills.length} colours)`, svg_fills.length > 0 && svg_fills.every((c) => palette.includes(c) || c === "#ffffff" || c === "#4a4a4a"), `${svg_fills} vs ${palette}`);
  } else {
    console.log("note: this core has no palette yet (tessera/palette.hpp is not in the library): the page keeps its stand-in colours");
  }

  // The raw JSON is folded away behind a "JSON" toggle (issue 22).
  check("JSON: folded", !(await page.locator("#cover-stdout").isVisible()) && !(await page.getAttribute("#cover-json", "open")));
  await page.click("#cover-json summary");
  check("JSON: shown on a click", await page.locator("#cover-stdout").isVisible());

  // Every control has a name (label, aria-label or text), on every tab.
  const unnamed = await page.evaluate(() => [...document.querySelectorAll("input, select, textarea, button, [role=tab], [tabindex='0']")]
    .filter((e) => {
      const label = e.id ? document.querySelector(`label[for="${e.id}"]`) : null;
      const name = e.getAttribute("aria-label") || e.getAttribute("aria-labelledby") || e.closest("label")?.textContent || label?.textContent || (e.tagName === "BUTTON" ? e.textContent : "");
      return !name || !name.trim();
    }).map((e) => e.id || e.outerHTML.slice(0, 60)));
  equal("accessibility: every control is named", unnamed.join(" "), "");

  // Lighthouse-style: a language, a title, a viewport; every image with a text alternative; no id
  // given twice (two controls once shared one); text contrast at least 4.5:1 (WCAG AA) for the
  // colour pairs the page uses, in this scheme (the dark one is checked below).
  const audit = () => page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    const css = getComputedStyle(document.documentElement);
    const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    const lum = (hex) => { const [r, g, b] = rgb(hex); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const v = (name) => css.getPropertyValue(`--${name}`).trim();
    const pairs = [["text", "bg"], ["text", "surface"], ["muted", "surface"], ["muted", "bg"], ["accent", "accent-soft"], ["on-accent", "accent"], ["danger", "surface"], ["danger", "danger-soft"]];
    return {
      lang: document.documentElement.lang, title: document.title, viewport: !!document.querySelector("meta[name=viewport]"),
      no_alt: document.querySelectorAll("img:not([alt])").length, twice,
      low: pairs.map(([a, b]) => [`${a}/${b}`, ratio(v(a), v(b))]).filter(([, r]) => r < 4.5).map(([n, r]) => `${n} ${r.toFixed(2)}`),
    };
  });
  for (const tab of ["cover", "lpuzzle", "omok", "fill"]) await page.click(`#tab-${tab}`);
  const light = await audit();
  check("audit: lang, title, viewport", light.lang === "en" && light.title.length > 0 && light.viewport);
  equal("audit: every image has a text alternative", light.no_alt, 0);
  equal("audit: no id given twice", light.twice.join(" "), "");
  equal("audit: text contrast at least 4.5:1 (light)", light.low.join(", "), "");
  t.audit = audit;

  // The keyboard: arrow keys between tabs; on the go board, arrows move and Enter plays.
  await page.focus("#tab-cover");
  await page.keyboard.press("ArrowRight");
  equal("keyboard: ArrowRight selects the next tab", await page.evaluate(() => document.activeElement?.id), "tab-lpuzzle");
  await open("tab=omok&opponent=human&rule=standard");
  await wait_status("omok-status", /^0 moves/);
  await page.focus("#omok-board");
  for (const key of ["ArrowUp", "ArrowLeft", "Enter"]) await page.keyboard.press(key);
  await wait_status("omok-status", /^1 move/);
  equal("keyboard: a stone played with the arrows and Enter", await text("#omok-moves"), "1. g9");

  // No layout shift after load: a link that solves at once, watched for two seconds.
  await open(`tab=cover&board=${"........../".repeat(5)}..........&pieces=pentominoes&copies=once&mode=find`);
  await wait_status("cover-status", /solution/);
  await page.waitForTimeout(500);
  const load_shifts = await t.shifts_since(0);
  equal("layout: no shift on load and answer", JSON.stringify(load_shifts), "[]");

  // A long-ish run whose bar moves: the 12 pentominoes and the 2x2 square once in 8x8, every
  // solution (129,168; 12.7 M search nodes, a few seconds in the core): the bar fills from the
  // search's own progress reports, the line says what the CLI's terminal line says, and the panel
  // goes when the answer, the CLI's, is shown. The panel floats: nothing on the page moves.
  await open(`tab=cover&board=${"......../".repeat(7)}........&pieces=pentominoes,tetrominoes:O&copies=once&mode=count`);
  const before = await page.locator("#cover-answer").boundingBox();
  const since = await t.now();
  await page.waitForSelector("#stop-cover");  // the panel is up: the search runs
  const during = await page.locator("#cover-answer").boundingBox();
  const samples = await page.evaluate(async () => {
    const out = [];
    const t0 = performance.now();
    while (performance.now() - t0 < 120000) {
      const bar = document.querySelector("#busy progress");
      if (bar && bar.hasAttribute("value")) out.push({ value: bar.value, label: document.querySelector("#busy .elapsed")?.textContent ?? "" });
      if (!/solving/.test(document.getElementById("cover-status")?.textContent ?? "")) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return out;
  });
  await wait_status("cover-status", /solution/);
  const square_want = cli("cover", { pieces: "pentominoes,tetrominoes:O", once: true }, await page.inputValue("#cover-text")).stdout.trim();
  check("progress bar: the answer is the CLI's", (await text("#cover-status")).startsWith(`${square_want} solutions`), `${await text("#cover-status")} vs ${square_want}`);
  const values = samples.map((x) => x.value);
  check("progress bar: filled by the search's reports, several times", new Set(values).size >= 3, JSON.stringify(values));
  check("progress bar: never goes back", values.every((v, i) => i === 0 || v >= values[i - 1]), JSON.stringify(values));
  check("progress bar: within [0, 1]", values.every((v) => v >= 0 && v <= 1), JSON.stringify(values));
  const last_label = samples.at(-1)?.label ?? "";
  check("progress bar: the line names the estimate, solutions so far and nodes",
    /% searched \(Knuth's estimate\).*, [\d,]+ solutions? so far, [\d,]+ nodes \([\d.]+ [kM]?nodes\/s\); working for /.test(last_label), last_label);
  check("progress bar: a time left is given before the end", samples.some((x) => / left,/.test(x.label)), last_label);
  check("progress bar: gone after the answer", await page.locator("#busy").isHidden());
  equal("progress bar: the page did not move when it came", JSON.stringify(during), JSON.stringify(before));
  equal("layout: no shift while the panel came and went", JSON.stringify(await t.shifts_since(since)), "[]");
  console.log(`figure: progress bar: ${samples.length} samples, ${new Set(values).size} values, last "${last_label.trim()}"`);

  // Stop during a long search (35 hexominoes once in 14x15): the page keeps drawing frames, Stop
  // ends the search, and the next request runs on a fresh worker.
  await open(`tab=cover&board=${"............../".repeat(14)}..............&pieces=hexominoes&copies=once&mode=count`);
  await page.waitForSelector("#stop-cover");
  console.log(`figure: during the search: ${await t.watch_frames(t.o.long_seconds)}`);
  check("long search: still running when Stop is pressed", (await page.locator("#stop-cover").count()) === 1);
  await shot("progress");
  await page.focus("#stop-cover");
  await page.waitForTimeout(300);  // the panel redraws meanwhile: the focus must stay on Stop
  await page.keyboard.press("Enter");
  await wait_status("cover-status", /stopped/);
  equal("long search: stopped", await text("#cover-status"), "stopped: no answer");
  check("long search: the panel is gone", await page.locator("#busy").isHidden());
  await page.selectOption("#cover-copies", "unlimited");
  await page.fill("#cover-rows", "2");
  await page.fill("#cover-cols", "3");
  await page.locator("#cover-cols").dispatchEvent("change");
  await page.fill("#cover-pieces", "L3");
  await page.click("#cover-solve");
  await wait_status("cover-status", /tiling/);
  check("after Stop: a fresh worker answers", /^2 tiling/.test(await text("#cover-status")), await text("#cover-status"));

  // A phone (390x844): nothing wider than the screen on any tab; the go board fits and plays.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ["cover", "lpuzzle", "omok", "fill"]) {
    await open(`tab=${tab}`);
    await page.waitForTimeout(300);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(`phone: ${tab} fits 390 pixels (${wide})`, wide <= 390);
  }
  await open("tab=omok&opponent=brain&first=you&rule=renju&level=easy");
  const board = await page.locator("#omok-board").boundingBox();
  check("phone: the go board fits the screen", board.x >= 0 && board.x + board.width <= 390, JSON.stringify(board));
  await page.locator('#omok-board .hit[data-i="112"]').tap().catch(() => page.locator('#omok-board .hit[data-i="112"]').click());
  await wait_status("omok-thinking", /played/);
  await wait_status("omok-status", /^2 moves; your move/);
  check("phone: a move and tessera's reply", true);
  await shot("omok-phone", "viewport");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The dark scheme follows the system's.
  await page.emulateMedia({ colorScheme: "dark" });
  await open(`tab=cover&board=${"........../".repeat(5)}..........&pieces=pentominoes&copies=once&mode=find`);
  await wait_status("cover-status", /solution/);
  equal("audit: text contrast at least 4.5:1 (dark)", (await audit()).low.join(", "), "");
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (bg.match(/\d+/g) ?? ["255", "255", "255"]).map(Number);
  check(`dark scheme: a dark background (${bg})`, 0.2126 * r + 0.7152 * g + 0.0722 * b < 60);
  await shot("dark");
  await open("tab=omok&opponent=human&rule=renju&moves=6.8-5.7-7.8-4.7-8.9-6.6-8.10-6.5");
  await page.waitForSelector("#omok-board .forbidden");
  await shot("dark-omok");
  await page.emulateMedia({ colorScheme: "light" });
}
