// The Omok tab: two people at one board (a five, renju's forbidden points and a foul), games against
// tessera's brain to their end under every rule (each brain move the native `tessera brain`'s on
// the same position, the verdict the CLI referee's, the downloaded records read back by the CLI to
// the same verdict), undo, records stepped move by move (a one-line record included, issue 22) and
// the seed's position; the brain's move time in the page against the native brain.
import fs from "node:fs";
import { spawnSync } from "node:child_process";

const rule_codes = { freestyle: 0, standard: 1, renju: 4, caro: 9 };
const notation = (n, [r, c]) => `${String.fromCharCode(96 + c)}${n + 1 - r}`;

// The protocol text the page sends the brain for the position before move k (its stones 1).
function brain_input(n, rule, moves, k, turn_ms) {
  const own = k % 2;
  const lines = [`START ${n}`, `INFO rule ${rule_codes[rule]}`, `INFO timeout_turn ${turn_ms}`, "BOARD"];
  moves.slice(0, k).forEach(([r, c], i) => lines.push(`${c - 1},${r - 1},${i % 2 === own ? 1 : 2}`));
  lines.push("DONE");
  return lines.join("\n") + "\n";
}

export async function omok_flows(t) {
  const { page, cli, check, equal, text, wait_status, open, shot } = t;
  const point = (r, c, n = 15) => page.locator(`#omok-board .hit[data-i="${(r - 1) * n + (c - 1)}"]`);
  const marked = (cls) => page.evaluate((c) => [...document.querySelectorAll(`#omok-board .${c}`)].map((e) => Number(e.getAttribute("data-i"))), cls);
  const moves_shown = async () => ((await text("#omok-moves")).match(/[a-z]\d+/g) ?? []).length;
  async function download(id) {
    const [dl] = await Promise.all([page.waitForEvent("download"), page.click(`#${id}`)]);
    return fs.readFileSync(await dl.path(), "utf8");
  }

  // Two people: black's five wins; the verdict is the CLI referee's sentence, in the board's notation.
  await open("tab=omok&opponent=human&rule=standard");
  await wait_status("omok-status", /^0 moves; black to move/);
  const five = [[8, 4], [1, 1], [8, 5], [1, 3], [8, 6], [1, 5], [8, 7], [1, 7], [8, 8]];
  for (const [k, [r, c]] of five.entries()) {
    await point(r, c).click();
    await t.page.waitForFunction((n) => (document.getElementById("omok-moves")?.textContent.match(/[a-z]\d+/g) ?? []).length === n, k + 1);
  }
  await wait_status("omok-status", /wins/);
  const five_text = five.map((p) => `${notation(15, p)}\n`).join("");
  equal("omok: the referee's verdict", await text("#omok-game-stdout"), cli("omok referee", { rule: "standard", size: "15", format: "json" }, five_text).stdout);
  equal("omok: the CLI's sentence, in notation", await text("#omok-status"), cli("omok referee", { rule: "standard", size: "15" }, five_text).stdout.trim());
  equal("omok: the winning line marked", (await marked("win")).length, 5);

  // Renju between two people: the forbidden points marked are --forbidden's; playing one loses.
  await open("tab=omok&opponent=human&rule=renju&moves=6.8-5.7-7.8-4.7-8.9-6.6-8.10-6.5");
  await page.waitForSelector("#omok-board .forbidden");
  const renju = [[6, 8], [5, 7], [7, 8], [4, 7], [8, 9], [6, 6], [8, 10], [6, 5]];
  const rows = [];
  for (let r = 1; r <= 15; r++) {
    let row = "";
    for (let c = 1; c <= 15; c++) {
      const k = renju.findIndex(([a, b]) => a === r && b === c);
      row += k < 0 ? "." : k % 2 === 0 ? "X" : "O";
    }
    rows.push(row);
  }
  const forb = JSON.parse(cli("omok", { rule: "renju", forbidden: true, format: "json" }, `15\n${rows.join("\n")}\n`).stdout);
  equal("omok renju: the forbidden points marked", (await marked("forbidden")).join(","), forb.forbidden.map(([r, c]) => (r - 1) * 15 + c - 1).join(","));
  check("omok renju: h8 among them", (await marked("forbidden")).includes(7 * 15 + 7));
  await shot("omok-renju");
  await point(8, 8).click();
  await wait_status("omok-status", /loses/);
  equal("omok renju: playing the foul loses, said in notation", await text("#omok-status"), "black loses at move 9: h8 is forbidden (double-three)");
  equal("omok renju: the foul ringed", await page.locator("#omok-board .foul").count(), 1);

  // Against the brain, under every rule, to the end. The player at the board spreads stones two
  // points apart along the top rows (never five of them in a line), so the brain wins; each of its
  // moves must be the native brain's on the same position (the "easy" level: 2 plies, so the depth
  // bounds the search and the answer is determined).
  const spread = [];
  for (let r = 1; r <= 15; r += 2) for (let c = 1; c <= 15; c += 2) spread.push([r, c]);
  async function game(rule, first, name) {
    await open(`tab=omok&opponent=brain&first=${first}&rule=${rule}&level=easy&size=15`);
    const you = first === "you" ? 0 : 1;  // the parity of the player's moves
    // Settled: the game is over, or the status says the player is to move after as many moves as
    // the board shows (not a status left over from before the last move).
    const settled = () => page.waitForFunction(() => {
      const s = document.getElementById("omok-status")?.textContent ?? "";
      const n = (document.getElementById("omok-moves")?.textContent.match(/[a-z]\d+/g) ?? []).length;
      const m = /^(\d+) moves?; your move/.exec(s);
      return /wins|loses|draw|illegal/.test(s) || (m !== null && Number(m[1]) === n);
    });
    for (let turn = 0; turn < 60; turn++) {
      await settled();
      if (!/your move/.test(await text("#omok-status"))) break;
      const taken = new Set((await page.evaluate(() => [...document.querySelectorAll("#omok-board .stone")].map((s) => s.getAttribute("data-i")))).map(Number));
      const crossed = new Set(await marked("forbidden"));
      const [r, c] = spread.find(([a, b]) => !taken.has((a - 1) * 15 + b - 1) && !crossed.has((a - 1) * 15 + b - 1));
      const before = await moves_shown();
      await point(r, c).click();
      await page.waitForFunction((n) => (document.getElementById("omok-moves")?.textContent.match(/[a-z]\d+/g) ?? []).length > n, before);
    }
    const status = await text("#omok-status");
    const record = JSON.parse(await download("omok-save-json"));
    const moves = record.moves;
    const rowcol = moves.map(([r, c]) => `${r} ${c}\n`).join("");
    const said = cli("omok referee", { rule, size: "15" }, await download("omok-save-notation")).stdout.trim();
    equal(`brain game (${name}): the page's verdict is the CLI referee's`, status, said);
    check(`brain game (${name}): tessera won`, new RegExp(`^${you === 0 ? "white" : "black"} wins`).test(status), status);
    let same = 0, brain_moves = 0;
    for (let k = 0; k < moves.length; k++) {
      if (k % 2 === you) continue;
      brain_moves++;
      const reply = spawnSync(t.o.tessera, ["brain", "--depth", "2"], { input: brain_input(15, rule, moves, k, 5000), encoding: "utf8" }).stdout;
      if (reply.trim().split("\n").at(-1) === `${moves[k][1] - 1},${moves[k][0] - 1}`) same++;
    }
    equal(`brain game (${name}): every brain move is the native brain's (${brain_moves})`, same, brain_moves);
    // The records the page offers read back, through the CLI, to the same verdict.
    const want = JSON.parse(cli("omok referee", { rule, size: "15", format: "json" }, rowcol).stdout);
    for (const id of ["omok-save-psq", "omok-save-notation"]) {
      const back = JSON.parse(cli("omok referee", { rule, size: "15", format: "json" }, await download(id)).stdout);
      check(`brain game (${name}): ${id.slice(10)} reads back to the verdict`, back.result === want.result && back.move === want.move && back.winner === want.winner, JSON.stringify(back));
    }
    equal(`brain game (${name}): the JSON record names the winner`, record.result, want.winner === 1 ? "black" : "white");
    return moves.length;
  }
  const lengths = [];
  for (const rule of ["standard", "freestyle", "renju", "caro"]) lengths.push(await game(rule, "you", rule));
  lengths.push(await game("renju", "tessera", "renju, tessera starts"));
  await shot("omok");
  console.log(`figure: brain games to the end: ${lengths.join(", ")} moves (standard, freestyle, renju, caro, renju with tessera black)`);

  // Undo takes back the player's move and the brain's reply.
  await open("tab=omok&opponent=brain&first=you&rule=standard&level=easy");
  await wait_status("omok-status", /your move/);
  await point(8, 8).click();
  await page.waitForFunction(() => (document.getElementById("omok-moves")?.textContent.match(/[a-z]\d+/g) ?? []).length === 2);
  await point(1, 1).click();
  await page.waitForFunction(() => (document.getElementById("omok-moves")?.textContent.match(/[a-z]\d+/g) ?? []).length === 4);
  await page.click("#omok-undo");
  await page.waitForFunction(() => (document.getElementById("omok-moves")?.textContent.match(/[a-z]\d+/g) ?? []).length === 2);
  equal("undo: the player's move and the reply taken back", await text("#omok-status"), "2 moves; your move (black)");

  // The brain's speed in the page against the native brain: one middle-game position, the "hard"
  // level (up to 2 s a move, minus the 30 ms margin): the nodes each searched in that time.
  const middle = [[8, 8], [7, 9], [9, 9], [7, 7]];
  await open(`tab=omok&opponent=brain&first=tessera&rule=freestyle&level=hard&moves=${middle.map(([r, c]) => `${r}.${c}`).join("-")}`);
  await wait_status("omok-thinking", /played/);
  const page_ms = Number(await page.getAttribute("#omok-thinking", "data-ms"));
  const page_nodes = Number((/([\d,]+) nodes/.exec(await text("#omok-thinking"))?.[1] ?? "0").replace(/,/g, ""));
  const t0 = process.hrtime.bigint();
  const native = spawnSync(t.o.tessera, ["brain", "--stats"], { input: brain_input(15, "freestyle", middle, middle.length, 2000), encoding: "utf8" });
  const native_ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const native_nodes = Number(/nodes (\d+)/.exec(native.stderr)?.[1] ?? "0");
  console.log(`figure: brain, 2 s a move (freestyle, 4 stones): page ${page_nodes} nodes in ${page_ms} ms (request to reply, the worker's first call), native ${native_nodes} nodes in ${native_ms.toFixed(0)} ms (process included): ${(page_nodes / Math.max(1, native_nodes)).toFixed(2)} of the native speed`);

  // A one-line record steps move by move; the verdict speaks the record's notation (issue 22).
  const one_line = "h8 h9 i9 h10 j10 h11 k11 h12 l12\n";
  await open(`tab=omok&rule=standard&record=${encodeURIComponent(one_line)}&kind=game`);
  await wait_status("omok-record-status", /wins/);
  equal("one-line record: the CLI's sentence", await text("#omok-record-status"), cli("omok referee", { rule: "standard", size: "15" }, one_line).stdout.trim());
  equal("one-line record: at the end", await text("#omok-step"), "move 9 of 9");
  for (let k = 8; k >= 6; k--) {
    await page.click("#omok-back");
    await wait_status("omok-step", new RegExp(`^move ${k} of 9$`));
    await wait_status("omok-record-status", new RegExp(`^${k} moves`));
    const doc = JSON.parse(await text("#omok-record-stdout"));
    equal(`one-line record: stepped back to move ${k}`, doc.move, k);
  }
  await page.click("#omok-start");
  await wait_status("omok-record-status", /^0 moves; black to move$/);
  await page.click("#omok-forward");
  await wait_status("omok-record-status", /^1 move; white to move$/);
  check("one-line record: one move forward", true);

  // The renju example record: its verdict and picture are the CLI's; one move back, no result.
  await page.click("#omok-record-card .examples a >> nth=0");
  await wait_status("omok-record-status", /loses/);
  const game_txt = await page.inputValue("#omok-text");
  let want = cli("omok referee", { rule: "renju", size: "15", format: "json" }, game_txt, true);
  equal("omok record: the referee's verdict", await text("#omok-record-stdout"), want.stdout);
  equal("omok record: the referee's picture", await t.shown_svg("#omok-record-picture img"), want.svg);
  await page.click("#omok-back");
  await wait_status("omok-record-status", /to move/);
  equal("omok record: one move back", await text("#omok-record-status"), "8 moves; black to move");

  // The seed's position (BOJ 2615), judged as a board.
  await page.click("#omok-record-card .examples a >> nth=2");
  await wait_status("omok-record-status", /wins|winner/);
  want = cli("omok", { rule: "renju", format: "json" }, await page.inputValue("#omok-text"));
  equal("omok position: the judge's answer", await text("#omok-record-stdout"), want.stdout);
}
