// End-to-end test of the web page in a real browser: playwright-core drives Debian's Chromium
// (headless, fresh profile) against a real `tessera serve` of the built page and the real WebAssembly
// core. Every answer the page shows is compared with what the native CLI prints for the same input.
// node web/e2e/page_test.mjs --tessera build/bin/tessera --dist web/dist [--artifacts DIR] [--docs DIR]
//   [--long-seconds S]   (how long the frame watch runs during the long search; default 3)
// Prints the figures it measures (first paint, longest frame, sizes); asserts no timing.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const tessera = path.resolve(args.tessera ?? "build/bin/tessera");
const dist = path.resolve(args.dist ?? "web/dist");
const artifacts = path.resolve(args.artifacts ?? "web/test-artifacts");
const docs = args.docs ? path.resolve(args.docs) : null;
const long_seconds = Number(args["long-seconds"] ?? 3);
const chromium_path = process.env.TESSERA_CHROMIUM ?? "/usr/bin/chromium";

function die(message) {
  console.error(`FAIL: ${message}`);
  process.exit(1);
}
for (const [what, file, hint] of [
  ["Chromium", chromium_path, "install Debian's chromium (scripts/install-deps does)"],
  ["the tessera CLI", tessera, "build it: make build"],
  ["the page", path.join(dist, "index.html"), "build it: make web-build"],
  ["the WebAssembly core", path.join(dist, "tessera-core.mjs"), "build it: make web-build (it runs make web-core)"],
]) {
  if (!fs.existsSync(file)) die(`${what} is missing at ${file}: ${hint}`);
}
fs.mkdirSync(artifacts, { recursive: true });
fs.rmSync(path.join(artifacts, "web-failure.png"), { force: true });

// The native CLI on the same request: the reference every page answer is checked against.
// With svg, the CLI writes --svg FILE too (and its JSON then carries the witness, as the page's does).
const svg_file = path.join(artifacts, "cli.svg");
function cli(command, options, input, svg = false) {
  const argv = command.split(" ");
  fs.rmSync(svg_file, { force: true });
  if (svg) argv.push("--svg", svg_file);
  for (const [k, v] of Object.entries(options)) {
    if (v === false) continue;
    argv.push(`--${k}`);
    if (v !== true) argv.push(String(v));
  }
  const r = spawnSync(tessera, argv, { input, encoding: "utf8" });
  return { exit: r.status, stdout: r.stdout, stderr: r.stderr, svg: svg && fs.existsSync(svg_file) ? fs.readFileSync(svg_file, "utf8") : null };
}

let failures = 0;
function check(name, ok, detail = "") {
  if (ok) console.log(`ok   ${name}`);
  else {
    failures++;
    console.log(`FAIL ${name}${detail ? `: ${detail}` : ""}`);
  }
}
function equal(name, got, want) {
  check(name, got === want, `got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}

// The server, on a free loopback port.
const server = spawn(tessera, ["serve", "--port", "0", dist], { stdio: ["ignore", "pipe", "pipe"] });
const base = await new Promise((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (d) => {
    out += d;
    const m = /on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
    if (m) resolve(m[1]);
  });
  server.on("exit", (code) => reject(new Error(`tessera serve exited with ${code}`)));
  setTimeout(() => reject(new Error("tessera serve printed no address within 10 s")), 10000);
}).catch((e) => die(e.message));

const launch_args = ["--disable-gpu", "--disable-background-networking", "--disable-component-update",
  "--disable-default-apps", "--disable-sync", "--no-first-run", "--disable-extensions"];
if (process.getuid?.() === 0) launch_args.push("--no-sandbox");
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tessera-e2e-profile-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromium_path, headless: true, args: launch_args, viewport: { width: 1280, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
const offsite = [];
page.on("request", (r) => {
  if (!r.url().startsWith(base) && !r.url().startsWith("blob:") && !r.url().startsWith("data:")) offsite.push(r.url());
});
const console_errors = [];
page.on("pageerror", (e) => console_errors.push(String(e)));
context.setDefaultTimeout(20000);

const started = Date.now();
const text = async (selector) => (await page.locator(selector).textContent()) ?? "";
// The SVG the page shows (as an image from a blob URL), read back as text.
const shown_svg = (selector) => page.evaluate(async (s) => {
  const img = document.querySelector(s);
  return img ? (await fetch(img.src)).text() : null;
}, selector);
const cell = (grid, i) => page.locator(`#${grid} [data-i="${i}"]`);
// One screenshot per tab is also kept in docs/ for the README (with --docs).
async function shot(name) {
  const file = path.join(artifacts, `web-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  if (docs && ["cover", "lpuzzle", "omok", "fill"].includes(name)) fs.copyFileSync(file, path.join(docs, `web-${name}.png`));
}
// Watches requestAnimationFrame for `seconds`: the longest gap between frames, and how many exceed
// 50 and 100 ms (a page that blocks its thread shows long gaps; a loaded machine shows some too).
async function watch_frames(seconds) {
  const [worst, count, over50, over100] = await page.evaluate((ms) => new Promise((resolve) => {
    let last = performance.now();
    let worst = 0, count = 0, over50 = 0, over100 = 0;
    const end = last + ms;
    const tick = (t) => {
      const gap = t - last;
      worst = Math.max(worst, gap);
      if (gap > 50) over50++;
      if (gap > 100) over100++;
      last = t;
      count++;
      if (t < end) requestAnimationFrame(tick);
      else resolve([worst, count, over50, over100]);
    };
    requestAnimationFrame(tick);
  }), seconds * 1000);
  return `longest frame ${worst.toFixed(1)} ms, ${over50} over 50 ms, ${over100} over 100 ms, of ${count} frames in ${seconds} s`;
}
async function wait_status(id, pattern) {
  await page.waitForFunction(([i, p]) => new RegExp(p).test(document.getElementById(i)?.textContent ?? ""), [id, pattern.source]);
}

try {
  // First paint, from the browser's own paint timing.
  await page.goto(base);
  await page.waitForSelector("#tab-cover");
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1);
  console.log(`figure: first contentful paint ${fcp.toFixed(0)} ms after navigation (tessera serve, loopback)`);

  // Cover: resize, paint by click and by drag, count with L-trominoes; then the published 6x10 figure.
  await page.fill("#cover-rows", "3");
  await page.fill("#cover-cols", "4");
  await page.locator("#cover-cols").dispatchEvent("change");
  await page.fill("#cover-pieces", "L3");
  await page.selectOption("#cover-copies", "unlimited");
  await page.selectOption("#cover-mode", "count");
  await page.click("#cover-solve");
  await wait_status("cover-status", /tiling/);
  let input = await page.inputValue("#cover-text");
  equal("cover: 3x4 board text", input, "1\n3 4\n....\n....\n....\n");
  let want = cli("cover", { pieces: "L3", orient: "free", format: "json" }, input, true);
  equal("cover: 3x4 count is the CLI's", await text("#cover-stdout"), want.stdout);
  check("cover: 3x4 count is 4", /^4 tiling/.test(await text("#cover-status")), await text("#cover-status"));
  equal("cover: the CLI's picture", await shown_svg("#cover-picture img"), want.svg);
  await cell("cover-grid", 0).click();
  const box0 = await cell("cover-grid", 4).boundingBox();
  const box3 = await cell("cover-grid", 6).boundingBox();
  await page.mouse.move(box0.x + 5, box0.y + 5);
  await page.mouse.down();
  await page.mouse.move(box3.x + 5, box3.y + 5, { steps: 5 });
  await page.mouse.up();
  input = await page.inputValue("#cover-text");
  equal("cover: click and drag painted", input, "1\n3 4\n#...\n###.\n....\n");
  // By keyboard: the cursor is on the last cell clicked; right, down, Space.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  input = await page.inputValue("#cover-text");
  equal("cover: painted by keyboard", input, "1\n3 4\n#...\n###.\n.#..\n");
  await page.click("#cover-solve");
  await wait_status("cover-status", /tiling/);
  want = cli("cover", { pieces: "L3", orient: "free", format: "json" }, input, true);
  equal("cover: painted board count is the CLI's", await text("#cover-stdout"), want.stdout);

  await page.goto(`${base}#tab=cover&board=${"........../".repeat(5)}..........&pieces=pentominoes&copies=once&mode=count&sym=0`);
  await page.reload();
  await wait_status("cover-status", /solution|tiling/);
  check("cover: 6x10 pentominoes from a link: 9356", /^9356 solutions/.test(await text("#cover-status")), await text("#cover-status"));
  await page.selectOption("#cover-mode", "find");
  await page.click("#cover-solve");
  await wait_status("cover-status", /^1 solution/);
  want = cli("cover", { pieces: "pentominoes", orient: "free", format: "json", once: true, find: true }, await page.inputValue("#cover-text"), true);
  equal("cover find: the CLI's solution", await text("#cover-stdout"), want.stdout);
  equal("cover find: the CLI's picture", await shown_svg("#cover-picture img"), want.svg);
  await shot("cover");

  // Enumerate, then step through the solutions.
  await page.goto(`${base}#tab=cover&board=..../..../....&pieces=L3&copies=unlimited&mode=enumerate&limit=100`);
  await page.reload();
  await wait_status("cover-step", /of/);
  input = await page.inputValue("#cover-text");
  want = cli("cover", { pieces: "L3", orient: "free", format: "json", all: true, limit: 100 }, input);
  equal("cover enumerate: the CLI's list", await text("#cover-stdout"), want.stdout);
  const n = JSON.parse(want.stdout).solutions.length;
  equal("cover enumerate: first", await text("#cover-step"), `solution 1 of ${n}`);
  const first = await page.locator("#cover-steps svg").innerHTML();
  await page.click("#cover-next");
  equal("cover enumerate: next", await text("#cover-step"), `solution 2 of ${n}`);
  check("cover enumerate: the picture changes", (await page.locator("#cover-steps svg").innerHTML()) !== first);
  await page.keyboard.press("Enter");  // the focus stays on "next"
  equal("cover enumerate: next by keyboard", await text("#cover-step"), `solution 3 of ${n}`);
  await page.click("#cover-prev");
  equal("cover enumerate: previous", await text("#cover-step"), `solution 2 of ${n}`);

  // Custom pieces drawn on the page: a straight tromino and an L, in a 3x3 board.
  await page.goto(`${base}#tab=cover&board=.../.../...&copies=unlimited&mode=count`);
  await page.reload();
  await page.click("#pieces-add");
  for (const i of [0, 1, 2]) await cell("piece-0", i).click();
  await page.click("#pieces-add");
  for (const i of [0, 5, 6]) await cell("piece-1", i).click();
  await page.fill("#piece-1-copies", "0..1");
  await page.click("#pieces-use");
  await page.click("#cover-solve");
  await wait_status("cover-status", /tiling|solution/);
  fs.writeFileSync(path.join(artifacts, "pieces.txt"), "P1\n###\n\nP2*0..1\n#.\n##\n");
  want = cli("cover", { pieces: `@${path.join(artifacts, "pieces.txt")}`, orient: "free", format: "json", count: true }, "1\n3 3\n...\n...\n...\n", true);
  equal("cover custom pieces: the CLI's answer", await text("#cover-stdout"), want.stdout);

  // A bad paste: the CLI's message by the editor, the spot selected.
  await page.goto(base);
  await page.reload();
  await page.fill("#cover-text", "1\n2 3\n...\n.x.\n");
  await page.click("#cover-solve");
  await page.waitForSelector("#cover-error .where");
  want = cli("cover", {}, "1\n2 3\n...\n.x.\n");
  const m = /^<stdin>:(\d+):(\d+): (.*)$/m.exec(want.stderr);
  check("bad paste: the CLI reports a position", m !== null, want.stderr);
  equal("bad paste: message by the editor", await text("#cover-error .where"), `line ${m[1]}, column ${m[2]}: ${m[3]}`);
  const selection = await page.evaluate(() => {
    const t = document.getElementById("cover-text");
    return [t.selectionStart, t.selectionEnd, t.value.slice(t.selectionStart, t.selectionEnd)];
  });
  equal("bad paste: no answer shown", await text("#cover-stdout"), "");
  equal("bad paste: the spot is selected", selection.join(","), "11,12,x");
  check("bad paste: the spot is marked", (await text("#cover-error .spot")).endsWith(".x.\n ^"), await text("#cover-error .spot"));
  await shot("bad-paste");

  // L-puzzle: paint B/W, solve; the default pattern is the sample's first case.
  await page.click("#tab-lpuzzle");
  await page.click("#lpuzzle-solve");
  await wait_status("lpuzzle-status", /YES|NO/);
  input = await page.inputValue("#lpuzzle-text");
  want = cli("lpuzzle", { format: "json" }, input, true);
  equal("lpuzzle: the CLI's answer", await text("#lpuzzle-stdout"), want.stdout);
  equal("lpuzzle: sample case 1 is YES", await text("#lpuzzle-status"), "YES");
  equal("lpuzzle: the CLI's tiling picture", await shown_svg("#lpuzzle-picture img"), want.svg);
  await shot("lpuzzle");
  await page.selectOption("#lpuzzle-brush", "W");
  await cell("lpuzzle-grid", 3).click();
  input = await page.inputValue("#lpuzzle-text");
  equal("lpuzzle: painted W", input, "1\n3 4\nBWWW\nWWBW\n..WB\n");
  await page.click("#lpuzzle-solve");
  await wait_status("lpuzzle-status", /YES|NO/);
  want = cli("lpuzzle", { format: "json" }, input, true);
  equal("lpuzzle: painted pattern is the CLI's", await text("#lpuzzle-stdout"), want.stdout);

  // Generate: `tessera gen lpuzzle` through the core, then solved (a YES pattern by construction).
  await page.click("#lpuzzle-generate");
  await page.waitForFunction(() => !/^1\n3 4\nBWWW\n/.test(document.getElementById("lpuzzle-text").value));
  want = cli("gen lpuzzle", { rows: 3, cols: 4, seed: 1, kind: "yes" }, "");
  equal("lpuzzle generate: the CLI's pattern", await page.inputValue("#lpuzzle-text"), want.stdout);
  await wait_status("lpuzzle-status", /^YES$/);

  // Omok: five stones in a row win; under renju, a double-three point is marked and playing it loses.
  await page.click("#tab-omok");
  await page.selectOption("#omok-rule", "standard");
  await wait_status("omok-status", /^0 moves/);
  let played = 0;
  const play = async (moves) => {
    for (const [r, c] of moves) {
      await cell("omok-grid", (r - 1) * 15 + (c - 1)).click();
      played++;
      await wait_status("omok-status", new RegExp(`^${played} moves|wins|loses`));
    }
  };
  const five = [[8, 4], [1, 1], [8, 5], [1, 3], [8, 6], [1, 5], [8, 7], [1, 7], [8, 8]];
  await play(five);
  await wait_status("omok-status", /wins/);
  want = cli("omok referee", { rule: "standard", size: "15", format: "json" }, five.map(([r, c]) => `${r} ${c}\n`).join(""));
  equal("omok: the referee's verdict", await text("#omok-stdout"), want.stdout);
  equal("omok: black wins", await text("#omok-status"), "black wins with move 9 at 8 8");
  equal("omok: the winning line marked", await page.locator("#omok-grid .win").count(), 5);
  await page.click("#omok-new");
  await page.selectOption("#omok-rule", "renju");
  await wait_status("omok-status", /^0 moves/);
  played = 0;
  // examples/omok/game.txt in row-col form: h8 (8 8) is then a double-three for black.
  const renju = [[6, 8], [5, 7], [7, 8], [4, 7], [8, 9], [6, 6], [8, 10], [6, 5]];
  await play(renju);
  await page.waitForSelector("#omok-grid .forbidden");
  const board = await page.evaluate(() => [...document.querySelectorAll("#omok-grid .cell")].map((c) => (c.classList.contains("black-stone") ? "X" : c.classList.contains("white-stone") ? "O" : ".")).join(""));
  const rows = board.match(/.{15}/g).join("\n");
  const forb = JSON.parse(cli("omok", { rule: "renju", forbidden: true, format: "json" }, `15\n${rows}\n`).stdout);
  const marked = await page.evaluate(() => [...document.querySelectorAll("#omok-grid .forbidden")].map((c) => Number(c.dataset.i)));
  equal("omok renju: the forbidden points marked", marked.join(","), forb.forbidden.map(([r, c]) => (r - 1) * 15 + c - 1).join(","));
  check("omok renju: 8 8 among them", marked.includes(7 * 15 + 7));
  await shot("omok");
  await play([[8, 8]]);
  await wait_status("omok-status", /loses/);
  equal("omok renju: playing the foul loses", await text("#omok-status"), "black loses at move 9: 8 8 is forbidden (double-three)");
  // The record of the same game, loaded as text and stepped through.
  await page.fill("#omok-text", fs.readFileSync(new URL("../../examples/omok/game.txt", import.meta.url), "utf8"));
  await page.click("#omok-judge");
  await wait_status("omok-record-status", /loses/);
  want = cli("omok referee", { rule: "renju", format: "json" }, await page.inputValue("#omok-text"), true);
  equal("omok record: the referee's verdict", await text("#omok-record-stdout"), want.stdout);
  equal("omok record: the referee's picture", await shown_svg("#omok-record-picture img"), want.svg);
  await page.click("#omok-back");
  await wait_status("omok-record-status", /to move/);
  equal("omok record: one line back", await text("#omok-record-status"), "8 moves; black to move");

  // Fill: the V-shaped hole example; then with flips.
  await page.click("#tab-fill");
  await page.click("#fill-solve");
  await wait_status("fill-status", /filled/);
  input = await page.inputValue("#fill-text");
  want = cli("fill", { format: "json" }, input, true);
  equal("fill: the CLI's answer", await text("#fill-stdout"), want.stdout);
  equal("fill: the CLI's picture", await shown_svg("#fill-picture img"), want.svg);
  check("fill: assignment drawn", (await page.locator("#fill-board .placed").count()) === JSON.parse(want.stdout).answer);
  await shot("fill");
  await page.click("#fill-flip");
  await wait_status("fill-status", /filled/);
  want = cli("fill", { format: "json", flip: true }, input, true);
  await page.waitForFunction((w) => document.getElementById("fill-stdout")?.textContent === w, want.stdout);
  check("fill: flip is the CLI's", true);
  await cell("fill-table", 15).click();  // one more table cell: the bottom-right corner
  await page.click("#fill-solve");
  await page.waitForFunction((old) => document.getElementById("fill-stdout")?.textContent !== old && document.getElementById("fill-stdout")?.textContent !== "", want.stdout);
  input = await page.inputValue("#fill-text");
  equal("fill: painted table", input.split("\n\n")[1], "###.\n#...\n#..#\n...#\n");
  want = cli("fill", { format: "json", flip: true }, input, true);
  equal("fill: painted table is the CLI's", await text("#fill-stdout"), want.stdout);

  // The same watch with nothing running, for comparison on this machine.
  console.log(`figure: idle page: ${await watch_frames(long_seconds)}`);

  // A bad paste in a linear-time tab is judged as typing pauses, without Solve.
  await page.fill("#fill-text", "#.#\n#x#\n###\n\n...\n.#.\n...\n");
  await page.waitForSelector("#fill-error .where");
  want = cli("fill", { format: "json" }, "#.#\n#x#\n###\n\n...\n.#.\n...\n");
  const fm = /^<stdin>:(\d+):(\d+): (.*)$/m.exec(want.stderr);
  check("fill bad paste: the CLI reports a position", fm !== null, want.stderr);
  equal("fill bad paste: message by the editor", await text("#fill-error .where"), `line ${fm[1]}, column ${fm[2]}: ${fm[3]}`);

  // A long-ish run whose bar moves: the 12 pentominoes and the 2x2 square once in 8x8, every
  // solution (129,168; 12.7 M search nodes, a few seconds in the core): the bar fills from the
  // search's own progress reports, the line says what the CLI's terminal line says, and the bar goes
  // when the answer, the CLI's, is shown.
  await page.goto(`${base}#tab=cover&board=${"......../".repeat(7)}........&pieces=pentominoes,tetrominoes:O&copies=once&mode=count`);
  await page.reload();
  await page.waitForSelector("#stop-cover");  // the busy line is up: the search runs
  const samples = await page.evaluate(async () => {
    const out = [];
    const t0 = performance.now();
    while (performance.now() - t0 < 120000) {
      const bar = document.querySelector("#busy progress");
      if (bar && bar.hasAttribute("value")) {
        out.push({ value: bar.value, label: document.querySelector("#busy .elapsed")?.textContent ?? "" });
      }
      if (!/solving/.test(document.getElementById("cover-status")?.textContent ?? "")) break;
      await new Promise((r) => setTimeout(r, 100));
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
  check("progress bar: the line names the estimate, nodes and solutions",
    /% searched \(Knuth's estimate\), [\d,]+ nodes \([\d.]+ [kM]? ?nodes\/s\), [\d,]+ solutions?/.test(last_label), last_label);
  check("progress bar: a time left is given before the end", samples.some((x) => / left /.test(x.label)), last_label);
  check("progress bar: gone after the answer", await page.locator("#busy").isHidden());
  console.log(`figure: progress bar: ${samples.length} samples, ${new Set(values).size} values, last "${last_label.trim()}"`);

  // Stop during a long search (35 hexominoes once in 14x15): the page keeps drawing frames, Stop
  // ends the search, and the next request runs on a fresh worker.
  await page.goto(`${base}#tab=cover&board=${"............../".repeat(14)}..............&pieces=hexominoes&copies=once&mode=count`);
  await page.reload();
  await page.waitForSelector("#stop-cover");
  const frames = await watch_frames(long_seconds);
  console.log(`figure: during the search: ${frames}`);
  check("long search: still running when Stop is pressed", (await page.locator("#stop-cover").count()) === 1);
  await page.focus("#stop-cover");
  await page.waitForTimeout(300);  // the busy bar redraws meanwhile: the focus must stay on Stop
  await page.keyboard.press("Enter");
  await wait_status("cover-status", /stopped/);
  equal("long search: stopped", await text("#cover-status"), "stopped: no answer");
  check("long search: busy bar gone", await page.locator("#busy").isHidden());
  await page.selectOption("#cover-copies", "unlimited");
  await page.fill("#cover-rows", "2");
  await page.fill("#cover-cols", "3");
  await page.locator("#cover-cols").dispatchEvent("change");
  await page.fill("#cover-pieces", "L3");
  await page.click("#cover-solve");
  await wait_status("cover-status", /tiling/);
  check("after Stop: a fresh worker answers", /^2 tiling/.test(await text("#cover-status")), await text("#cover-status"));

  check("nothing loaded from elsewhere", offsite.length === 0, offsite.join(" "));
  check("no page errors", console_errors.length === 0, console_errors.join(" | "));
} catch (e) {
  failures++;
  console.log(`FAIL ${e.stack ?? e}`);
  await page.screenshot({ path: path.join(artifacts, "web-failure.png"), fullPage: true }).catch(() => {});
} finally {
  await context.close();
  server.kill("SIGTERM");
  fs.rmSync(profile, { recursive: true, force: true });
}

// Sizes: what a browser downloads, gzipped.
let gz = 0;
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((f) => {
  const p = path.join(dir, f.name);
  if (f.isDirectory()) walk(p);
  else gz += zlib.gzipSync(fs.readFileSync(p), { level: 9 }).length;
});
walk(dist);
console.log(`figure: ${dist} is ${(gz / 1024).toFixed(0)} KiB gzipped (module + page)`);
console.log(`${failures === 0 ? "all web checks passed" : `${failures} failure(s) in the web checks`} in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in ${artifacts}`);
process.exit(failures === 0 ? 0 : 1);
