// The L-puzzle and Fill tabs: painted and typed problems, generation, flips and bad pastes, each
// answer compared with the native CLI's on the same input.
export async function grid_flows(t) {
  const { page, cli, check, equal, text, shown_svg, cell, wait_status, shot } = t;

  // L-puzzle: paint B/W, solve; the default pattern is the sample's first case.
  await page.click("#tab-lpuzzle");
  await page.click("#lpuzzle-solve");
  await wait_status("lpuzzle-status", /YES|NO/);
  let input = await page.inputValue("#lpuzzle-text");
  let want = cli("lpuzzle", { format: "json" }, input, true);
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

  // An example in one click: the seed's sample, both cases.
  await page.click("#panel-lpuzzle .examples a >> nth=0");
  await wait_status("lpuzzle-status", /^(YES|NO) (YES|NO)$/);
  want = cli("lpuzzle", {}, await page.inputValue("#lpuzzle-text"));
  equal("lpuzzle example: the seed's sample answers", `${await text("#lpuzzle-status")}\n`, want.stdout.replace("\n", " "));

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

  // The frame watch with nothing running, for comparison on this machine.
  console.log(`figure: idle page: ${await t.watch_frames(t.o.long_seconds)}`);

  // A bad paste in a linear-time tab is judged as typing pauses, without Solve.
  await page.click("#panel-fill details.as-text summary");
  await page.fill("#fill-text", "#.#\n#x#\n###\n\n...\n.#.\n...\n");
  await page.waitForSelector("#fill-error .where");
  want = cli("fill", { format: "json" }, "#.#\n#x#\n###\n\n...\n.#.\n...\n");
  const fm = /^<stdin>:(\d+):(\d+): (.*)$/m.exec(want.stderr);
  check("fill bad paste: the CLI reports a position", fm !== null, want.stderr);
  equal("fill bad paste: message by the editor", await text("#fill-error .where"), `line ${fm[1]}, column ${fm[2]}: ${fm[3]}`);

  // Fill's seed sample from its example link (JSON text): 14 cells.
  await page.click("#panel-fill .examples a >> nth=0");
  await wait_status("fill-status", /filled/);
  want = cli("fill", { format: "json" }, await page.inputValue("#fill-text"));
  equal("fill example: the seed's sample 1", await text("#fill-stdout"), want.stdout);
}
