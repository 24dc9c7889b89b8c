// End-to-end test of the web page in a real browser: playwright-core drives Debian's Chromium
// (headless, fresh profile) against a real `tessera serve` of the built page and the real WebAssembly
// core. Every answer the page shows is compared with what the native CLI prints for the same input.
// node web/e2e/page_test.mjs --tessera build/bin/tessera --dist web/dist [--artifacts DIR] [--docs DIR]
//   [--long-seconds S]   (how long the frame watch runs during the long search; default 3)
// Prints the figures it measures (first paint, longest frame, sizes, the brain's move time, frames
// while the 3D view turns); asserts no timing. The flows: this file (Cover), lattice_flows.mjs (Cover
// on triangles, hexagons and cubes), design_flows.mjs (make it unique, optional cells, given pieces), grid_flows.mjs
// (L-puzzle, Fill), omok_flows.mjs (games against the brain, records), look_flows.mjs (links, the
// folded JSON, phone and dark, layout shifts, the progress panel and Stop), viewer_flows.mjs (3D).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { design_flows } from "./design_flows.mjs";
import { grid_flows } from "./grid_flows.mjs";
import { options, start } from "./harness.mjs";
import { lattice_flows } from "./lattice_flows.mjs";
import { look_flows } from "./look_flows.mjs";
import { omok_flows } from "./omok_flows.mjs";
import { viewer_flows } from "./viewer_flows.mjs";

const o = options(process.argv.slice(2));
const t = await start(o);
const { page, cli, check, equal, text, shown_svg, cell, wait_status, open, shot } = t;
const started = Date.now();

async function cover_flows() {
  // First paint, from the browser's own paint timing.
  await page.goto(t.base);
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
  // One tiling is "1 tiling", as the noun's number says (issue 22: "1 moves", "1 test cases").
  await open("tab=cover&board=...&pieces=I3&copies=unlimited&mode=count");
  await wait_status("cover-status", /tiling/);
  check("cover: one tiling is said in the singular", /^1 tiling \(/.test(await text("#cover-status")), await text("#cover-status"));
  await open("tab=cover&board=..../..../....&pieces=L3&copies=unlimited&mode=count");
  await wait_status("cover-status", /tiling/);
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

  await open(`tab=cover&board=${"........../".repeat(5)}..........&pieces=pentominoes&copies=once&mode=count&sym=0`);
  await wait_status("cover-status", /solution|tiling/);
  check("cover: 6x10 pentominoes from a link: 9356", /^9356 solutions/.test(await text("#cover-status")), await text("#cover-status"));
  await page.selectOption("#cover-mode", "find");
  await page.click("#cover-solve");
  await wait_status("cover-status", /^1 solution found /);
  want = cli("cover", { pieces: "pentominoes", orient: "free", format: "json", once: true, find: true }, await page.inputValue("#cover-text"), true);
  equal("cover find: the CLI's solution", await text("#cover-stdout"), want.stdout);
  equal("cover find: the CLI's picture", await shown_svg("#cover-picture img"), want.svg);
  await shot("cover");

  // Enumerate, then step through the solutions.
  await open("tab=cover&board=..../..../....&pieces=L3&copies=unlimited&mode=enumerate&limit=100");
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
  await open("tab=cover&board=.../.../...&copies=unlimited&mode=count");
  await page.click("#panel-cover details.own-pieces summary");
  await page.click("#pieces-add");
  for (const i of [0, 1, 2]) await cell("piece-0", i).click();
  await page.click("#pieces-add");
  for (const i of [0, 5, 6]) await cell("piece-1", i).click();
  await page.fill("#piece-1-copies", "0..1");
  await page.check("#pieces-use");
  await page.click("#cover-solve");
  await wait_status("cover-status", /tiling|solution/);
  fs.writeFileSync(path.join(o.artifacts, "pieces.txt"), "P1\n###\n\nP2*0..1\n#.\n##\n");
  want = cli("cover", { pieces: `@${path.join(o.artifacts, "pieces.txt")}`, orient: "free", format: "json", count: true }, "1\n3 3\n...\n...\n...\n", true);
  equal("cover custom pieces: the CLI's answer", await text("#cover-stdout"), want.stdout);
  // A drawn piece in two parts: the core's message under the drawn pieces.
  await cell("piece-0", 1).click();
  await page.click("#cover-solve");
  await page.waitForSelector("#pieces-error .where");
  fs.writeFileSync(path.join(o.artifacts, "pieces.txt"), "P1\n#.#\n\nP2*0..1\n#.\n##\n");
  want = cli("cover", { pieces: `@${path.join(o.artifacts, "pieces.txt")}` }, "1\n3 3\n...\n...\n...\n");
  const pm = /pieces\.txt:(\d+):(\d+): (.*)$/m.exec(want.stderr);
  equal("cover custom pieces: a bad piece's message under the pieces", await text("#pieces-error .where"), `piece file, line ${pm?.[1]}, column ${pm?.[2]}: ${pm?.[3]}`);

  // A bad paste: the CLI's message by the editor, the spot selected.
  await open("");
  await page.click("#panel-cover details.as-text summary");
  await page.fill("#cover-text", "1\n2 3\n...\n.?.\n");
  await page.click("#cover-solve");
  await page.waitForSelector("#cover-error .where");
  want = cli("cover", {}, "1\n2 3\n...\n.?.\n");
  const m = /^<stdin>:(\d+):(\d+): (.*)$/m.exec(want.stderr);
  check("bad paste: the CLI reports a position", m !== null, want.stderr);
  equal("bad paste: message by the editor", await text("#cover-error .where"), `line ${m[1]}, column ${m[2]}: ${m[3]}`);
  const selection = await page.evaluate(() => {
    const area = document.getElementById("cover-text");
    return [area.selectionStart, area.selectionEnd, area.value.slice(area.selectionStart, area.selectionEnd)];
  });
  equal("bad paste: no answer shown", await text("#cover-stdout"), "");
  equal("bad paste: the spot is selected", selection.join(","), "11,12,?");
  check("bad paste: the spot is marked", (await text("#cover-error .spot")).endsWith(".?.\n ^"), await text("#cover-error .spot"));
  await shot("bad-paste");

  // A bad piece name: the message under the pieces field, the field marked, the spot selected; the
  // board's editor says nothing (issue 22).
  await open("tab=cover&board=.../...&pieces=L3,pentominoes:Q&copies=unlimited&mode=count");
  await page.waitForSelector("#cover-pieces-error .where");
  want = cli("cover", { pieces: "L3,pentominoes:Q" }, "1\n2 3\n...\n...\n");
  const q = /^--pieces:1:(\d+): (.*)$/m.exec(want.stderr);
  check("bad pieces: the CLI names the spot in --pieces", q !== null, want.stderr);
  equal("bad pieces: message under the pieces field", await text("#cover-pieces-error .where"), `column ${q[1]}: ${q[2]}`);
  equal("bad pieces: the field is marked", await page.getAttribute("#cover-pieces", "aria-invalid"), "true");
  equal("bad pieces: nothing under the board", await text("#cover-error"), "");
  const spot = await page.evaluate(() => {
    const f = document.getElementById("cover-pieces");
    return f.value.slice(f.selectionStart, f.selectionEnd);
  });
  equal("bad pieces: the spot is selected", spot, "Q");
  await page.fill("#cover-pieces", "L3,pentominoes:P");
  equal("bad pieces: typing clears the mark", await page.getAttribute("#cover-pieces", "aria-invalid"), null);
}

try {
  for (const [name, flows] of [["cover", cover_flows], ["design", design_flows], ["lattices", lattice_flows], ["grids", grid_flows], ["omok", omok_flows], ["look", look_flows], ["3D", viewer_flows]]) {
    const t0 = Date.now();
    await flows(t);
    console.log(`time: the ${name} flows took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  check("nothing loaded from elsewhere", t.offsite.length === 0, t.offsite.join(" "));
  check("no page errors, nothing logged as an error", t.console_errors.length === 0, t.console_errors.join(" | "));
} catch (e) {
  t.failures++;
  console.log(`FAIL ${e.stack ?? e}`);
  await page.screenshot({ path: path.join(o.artifacts, "web-failure.png"), fullPage: true }).catch(() => {});
} finally {
  await t.stop();
}

// Sizes: what a browser downloads, gzipped: the page (index.html and what it loads: its script and
// style, the worker, the core) and, apart, the 3D view's chunk (three.js), which only a 3D view loads.
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const assets = fs.readdirSync(path.join(o.dist, "assets"));
const html = fs.readFileSync(path.join(o.dist, "index.html"), "utf8");
const page_files = ["index.html", "tessera-core.mjs", "tessera-core.wasm",
  ...assets.filter((a) => html.includes(a) || /^worker-/.test(a)).map((a) => `assets/${a}`)];
const sizes = Object.fromEntries(page_files.map((f) => [f.replace(/-[\w-]{8}\./, "."), gz(path.join(o.dist, f))]));
const total = Object.values(sizes).reduce((a, b) => a + b, 0);
// The 3D chunks: three.js with the viewer (viewer3d-*), and the cube board (cube_board-*), which the
// Cover tab loads when cubes are picked.
const three = assets.filter((a) => /^(viewer3d|cube_board)-.*\.js$/.test(a)).reduce((a, f) => a + gz(path.join(o.dist, "assets", f)), 0);
console.log(`figure: the page is ${kib(total)} gzipped: ${Object.entries(sizes).map(([k, v]) => `${k} ${kib(v)}`).join(", ")}; the 3D view adds ${kib(three)} (three.js, the viewer and the cube board, loaded when cubes are picked)`);
console.log(`${t.failures === 0 ? "all web checks passed" : `${t.failures} failure(s) in the web checks`} in ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in ${o.artifacts}`);
process.exit(t.failures === 0 ? 0 : 1);
