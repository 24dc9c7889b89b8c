// The Cover tab's designer's tools (issue 25 §3): "make it unique" (`tessera design hints` in the
// worker): the page's JSON against the native CLI's on the same request, the words and the drawing
// (hint pieces in full, the rest faint until asked for), another solution, the time budget, Stop, and
// a bad piece name; optional cells painted with the brush; given pieces pinned from a shown solution
// and from the hints. A core without optional cells or given pieces refuses the board text that
// holds them: then the page must show the CLI's own message, word for word, by the board's text.
export async function design_flows(t) {
  const { page, cli, check, equal, text, cell, wait_status, open, shot } = t;
  const board_text = () => page.inputValue("#cover-text");
  const rows = (r, c) => Array.from({ length: r }, () => ".".repeat(c)).join("/");
  // The options the page sends for design hints, besides the board on standard input.
  const base = (pieces) => ({ pieces, orient: "free", format: "json", "progress-every": 0.1 });
  const done = (id) => page.waitForFunction((i) => !/…/.test(document.getElementById(i)?.textContent ?? "") && (document.getElementById(i)?.textContent ?? "") !== "", id);
  const words = (d, exit) => {
    const n = d.hints.length;
    const head = `${n} hint${n === 1 ? " makes" : "s make"} it unique`;
    return d.proved_minimal ? `${head} (proved minimal)` : `${head} (the best found${exit === 3 ? " in the time budget" : ""}, not proved minimal; at least ${d.lower_bound} needed)`;
  };

  // 3x20 with the 12 pentominoes: one hint (docs/design.md), proved minimal.
  await open(`tab=cover&board=${rows(3, 20)}&pieces=pentominoes&copies=once&mode=find`);
  await wait_status("cover-status", /solution found/);
  await page.click("#cover-hints");
  await done("cover-status");
  let input = await board_text();
  let want = cli("design hints", { ...base("pentominoes"), "time-limit": 10 }, input);
  equal("hints 3x20: the CLI's answer", await text("#cover-stdout"), want.stdout);
  let doc = JSON.parse(want.stdout);
  check("hints 3x20: said in words", (await text("#cover-status")).startsWith(`${words(doc, want.exit)} in `), await text("#cover-status"));
  equal("hints 3x20: one hint, as docs/design.md says", doc.hints.length, 1);
  equal("hints 3x20: the hint pieces drawn in full", await page.locator("#cover-steps g.piece.hint").count(), doc.hints.length);
  equal("hints 3x20: the rest faint", await page.locator("#cover-steps g.piece.faint").count(), doc.solution.length - doc.hints.length);
  const hint_names = await page.locator("#cover-steps g.piece.hint").evaluateAll((gs) => gs.map((g) => g.getAttribute("data-piece")).join(","));
  equal("hints 3x20: the hint drawn is the CLI's", hint_names, doc.hints.map((h) => h.piece).join(","));
  await shot("cover-hints", "#panel-cover");
  await page.check("#cover-hints-all");
  equal("hints 3x20: the whole solution on demand", await page.locator("#cover-steps g.piece.faint").count(), 0);
  console.log(`figure: make it unique, 3x20 pentominoes, in the page (request to answer): ${(await text("#cover-status")).replace(/^.* in /, "")}`);

  // 6x10, the first solution: 2 hints (F and P), proved minimal (docs/design.md); the time, page
  // against CLI (a figure, not asserted).
  await open(`tab=cover&board=${rows(6, 10)}&pieces=pentominoes&copies=once&mode=find`);
  await wait_status("cover-status", /solution found/);
  await page.click("#cover-hints");
  await done("cover-status");
  const t0 = Date.now();
  want = cli("design hints", { ...base("pentominoes"), "time-limit": 10 }, await board_text());
  const cli_s = (Date.now() - t0) / 1000;
  equal("hints 6x10: the CLI's answer", await text("#cover-stdout"), want.stdout);
  // On a phone (390x844): the answer's picture and controls fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  check("hints on a phone: nothing wider than the screen", wide <= 390, `${wide} px`);
  await shot("cover-hints-phone", "viewport");
  await page.setViewportSize({ width: 1280, height: 900 });
  console.log(`figure: make it unique, 6x10 pentominoes: page ${(await text("#cover-status")).replace(/^.* in /, "")} (request to answer), CLI process ${cli_s.toFixed(2)} s`);

  // Another solution, no budget, from the keyboard: solution 3 of 3x4 with four L-trominoes.
  await open(`tab=cover&board=${rows(3, 4)}&pieces=L3*4&copies=once&mode=count&nth=3&budget=0`);
  await wait_status("cover-status", /solution/);
  await page.focus("#cover-hints");
  await page.keyboard.press("Enter");
  await done("cover-status");
  input = await board_text();
  want = cli("design hints", { ...base("L3*4"), solution: 3 }, input);
  equal("hints, solution 3: the CLI's answer", await text("#cover-stdout"), want.stdout);
  doc = JSON.parse(want.stdout);
  check("hints, solution 3: said in words", (await text("#cover-status")).startsWith(words(doc, want.exit)), await text("#cover-status"));

  // Unlimited copies asked for: design hints uses each piece once, and the page says so; the CLI's
  // message by the board.
  await page.selectOption("#cover-copies", "unlimited");
  await page.fill("#cover-pieces", "L3");
  await page.click("#cover-hints");
  await done("cover-status");
  want = cli("design hints", { ...base("L3"), solution: 3 }, input);
  check("hints, unlimited copies: said why", /each piece once/.test(await text("#cover-status")), await text("#cover-status"));
  equal("hints, unlimited copies: the CLI's message", (await text("#cover-error")).trim(), want.stderr.trim());

  // A bad piece name: the message under the pieces field, as for Solve.
  await page.fill("#cover-pieces", "L3*4,Q");
  await page.click("#cover-hints");
  await page.waitForSelector("#cover-pieces-error .where");
  want = cli("design hints", { ...base("L3*4,Q") }, input);
  const q = /^--pieces:1:(\d+): (.*)$/m.exec(want.stderr);
  check("hints, bad pieces: the CLI names the spot", q !== null, want.stderr);
  equal("hints, bad pieces: message under the pieces field", await text("#cover-pieces-error .where"), `column ${q?.[1]}: ${q?.[2]}`);

  // A long one (pentominoes, tetrominoes and 10 dominoes in 10x10: minutes to prove): a budget of 1 s
  // answers the best hint set found, not proved minimal; without a budget, Stop ends it.
  const long = `tab=cover&board=${rows(10, 10)}&pieces=${encodeURIComponent("pentominoes,tetrominoes,domino*10")}&copies=once&mode=find`;
  await open(`${long}&budget=1`);
  await page.click("#cover-hints");
  await done("cover-status");
  const got = JSON.parse(await text("#cover-stdout"));
  check("hints, 1 s budget: the best found, not proved minimal", got.proved_minimal === false && got.lower_bound <= got.hints.length, JSON.stringify(got).slice(0, 200));
  const sol = new Set(got.solution.map((p) => JSON.stringify(p)));
  check("hints, 1 s budget: the hints are pieces of the solution", got.hints.every((h) => sol.has(JSON.stringify(h))));
  check("hints, 1 s budget: said so", (await text("#cover-status")).startsWith(words(got, 3)), await text("#cover-status"));
  await open(`${long}&budget=0`);
  await page.click("#cover-hints");
  await page.waitForSelector("#stop-cover");
  await page.click("#stop-cover");
  await wait_status("cover-status", /^stopped/);
  check("hints, Stop: no answer shown", (await text("#cover-stdout")) === "");
  await page.fill("#cover-pieces", "pentominoes");
  await page.fill("#cover-rows", "3");
  await page.fill("#cover-cols", "20");
  await page.locator("#cover-cols").dispatchEvent("change");
  await page.click("#cover-hints");
  await done("cover-status");
  want = cli("design hints", base("pentominoes"), await board_text());
  equal("hints after Stop: a fresh worker answers", await text("#cover-stdout"), want.stdout);

  // The page's answer to Solve on the board now set up, against the CLI's: an answer, or its
  // refusal word for word by the board's text (a core without optional cells or given pieces).
  async function solve_and_compare(name, opts) {
    await page.click("#cover-solve");
    await done("cover-status");
    const w = cli("cover", { orient: "free", format: "json", ...opts }, await board_text());
    if (w.exit === 2) {
      const m = /^<stdin>:(\d+):(\d+): (.*)$/m.exec(w.stderr);
      if (m) equal(`${name}: the CLI's refusal by the board's text`, await text("#cover-error .where"), `line ${m[1]}, column ${m[2]}: ${m[3]}`);
      else equal(`${name}: the CLI's refusal`, (await text("#cover-error")).trim(), w.stderr.trim());
      return null;
    }
    equal(`${name}: the CLI's answer`, await text("#cover-stdout"), w.stdout);
    return w;
  }

  // Optional cells: the brush paints `+` by click, drag and keyboard; a second stroke clears it.
  await open(`tab=cover&board=${rows(3, 4)}&pieces=L3&copies=unlimited&mode=count`);
  await wait_status("cover-status", /tiling/);
  await page.selectOption("#cover-brush", "+");
  await cell("cover-grid", 0).click();
  await cell("cover-grid", 11).click();
  equal("optional: painted +", await board_text(), "1\n3 4\n+...\n....\n...+\n");
  check("optional: drawn as optional", (await cell("cover-grid", 0).getAttribute("class")).includes("optional"));
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  equal("optional: painted by keyboard", await board_text(), "1\n3 4\n+...\n....\n..++\n");
  await cell("cover-grid", 10).click();
  equal("optional: a second click frees it", await board_text(), "1\n3 4\n+...\n....\n...+\n");
  await solve_and_compare("optional cells, count", { pieces: "L3" });
  await page.selectOption("#cover-brush", "#");
  await cell("cover-grid", 5).click();
  equal("optional: the blocked brush still paints #", await board_text(), "1\n3 4\n+...\n.#..\n...+\n");
  // Typed: a board text with + and a letter is drawn in the grid (the text is what is sent).
  await page.evaluate(() => document.querySelector("#panel-cover details.as-text").setAttribute("open", ""));
  await page.fill("#cover-text", "1\n2 3\n+I.\n.I#\n");
  equal("typed: the grid follows + and letters", (await page.locator("#cover-grid .cell").evaluateAll((cs) => cs.map((c) => c.className.split(" ")[1]))).join(" "), "optional given free free given blocked");
  await shot("cover-optional", "#cover-grid");

  // Given pieces: find a 3x20 solution, pin a piece by click, unpin it by keyboard, pin the hints.
  await open(`tab=cover&board=${rows(3, 20)}&pieces=pentominoes&copies=once&mode=find`);
  await wait_status("cover-status", /solution found/);
  const first = page.locator("#cover-steps g.piece").first();
  const name = await first.getAttribute("data-piece");
  await first.click();
  const pinned = await board_text();
  check("given: a click pins the piece (its letter on the board)", pinned.split("\n").slice(2).join("").split(name).length - 1 === 5, pinned);
  equal("given: the piece says it is pinned", await page.locator("#cover-steps g.piece").first().getAttribute("aria-pressed"), "true");
  check("given: drawn on the board", (await page.locator("#cover-grid .cell.given").count()) === 5);
  await page.keyboard.press("Enter");  // the focus stays on the piece
  equal("given: Enter unpins it", await board_text(), `1\n3 20\n${rows(3, 20).split("/").join("\n")}\n`);
  await page.locator("#cover-steps g.piece").first().click();
  const at = await page.locator("#cover-grid .cell.given").first().getAttribute("data-i");
  await cell("cover-grid", at).click();
  equal("given: a click on its cell on the board unpins the whole piece", await board_text(), `1\n3 20\n${rows(3, 20).split("/").join("\n")}\n`);
  await page.locator("#cover-steps g.piece").first().click();
  await page.selectOption("#cover-mode", "count");
  await solve_and_compare("given piece, count", { pieces: "pentominoes", once: true });

  await open(`tab=cover&board=${rows(3, 20)}&pieces=pentominoes&copies=once&mode=unique`);
  await wait_status("cover-status", /unique/);
  await page.click("#cover-hints");
  await done("cover-status");
  await page.click("#cover-hints-pin");
  check("given: the hints pinned", /pinned on the board/.test(await text("#cover-pin-note")), await text("#cover-pin-note"));
  const answer = await solve_and_compare("the hints pinned, unique", { pieces: "pentominoes", once: true, unique: true });
  if (answer) equal("the hints pinned: the puzzle is unique", await text("#cover-status").then((s) => s.split(" (")[0]), "unique");
  else console.log("note: this core does not read given pieces yet: the page showed its refusal");
  await shot("cover-given");
}
