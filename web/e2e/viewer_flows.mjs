// The 3D view (viewer3d.ts), on its own page with the Soma fixture until the core answers cube
// requests: a WebGL canvas with pixels drawn, the pieces counted in the scene, turned by the mouse
// and the keyboard, zoomed by the wheel, exploded, stepped piece by piece; frames while it turns.
import fs from "node:fs";

export async function viewer_flows(t) {
  const { page, check, equal, shot } = t;
  const fixture = JSON.parse(fs.readFileSync(new URL("./fixtures/soma_solution.json", import.meta.url), "utf8"));
  // A smaller window: WebGL runs in software here (SwiftShader), and every pixel costs.
  await page.setViewportSize({ width: 800, height: 640 });
  await page.goto("about:blank");
  await page.goto(`${t.base}viewer.html`);
  await page.waitForFunction(() => window.tessera_viewer && document.getElementById("viewer")?.dataset.pieces);
  await page.waitForTimeout(300);
  // The picture: the canvas read back (pixels the pieces cover: alpha > 0; colours: coarse hues).
  const picture = () => page.evaluate(() => {
    const c = document.getElementById("viewer-canvas");
    // Read back at a quarter of the size: enough to count pixels and colours, and quick.
    const copy = document.createElement("canvas");
    copy.width = Math.ceil(c.width / 4);
    copy.height = Math.ceil(c.height / 4);
    const g = copy.getContext("2d");
    g.drawImage(c, 0, 0, copy.width, copy.height);
    const d = g.getImageData(0, 0, copy.width, copy.height).data;
    let covered = 0, sum = 0;
    const hues = new Set();
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3] < 200) continue;
      covered++;
      sum = (sum * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2]) % 1000000007;
      const max = Math.max(d[i], d[i + 1], d[i + 2]), min = Math.min(d[i], d[i + 1], d[i + 2]);
      if (max - min > 40) {
        const h = max === d[i] ? (d[i + 1] - d[i + 2]) / (max - min) : max === d[i + 1] ? 2 + (d[i + 2] - d[i]) / (max - min) : 4 + (d[i] - d[i + 1]) / (max - min);
        hues.add(Math.round(((h + 6) % 6) * 4));
      }
    }
    return { covered, share: covered / (copy.width * copy.height), hues: hues.size, sum, size: [c.width, c.height] };
  });
  const info = () => page.evaluate(() => window.tessera_viewer.info());
  const whole = await picture();
  check(`3D: the canvas is drawn (${(100 * whole.share).toFixed(1)}% of ${whole.size.join("x")} covered)`, whole.share > 0.05);
  check(`3D: in several colours (${whole.hues} hues)`, whole.hues >= 4);
  const scene = await info();
  equal("3D: the pieces in the scene are the solution's", scene.names.join(" "), fixture.solutions[0].map((p) => p.piece).join(" "));
  equal("3D: all of them shown", scene.shown, fixture.solutions[0].length);

  // Turned by a drag, and by the keyboard; zoomed by the wheel.
  const box = await page.locator("#viewer-canvas").boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 30, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(400);
  const dragged = await picture();
  check("3D: a drag turns it", dragged.sum !== whole.sum && dragged.share > 0.05);
  await page.focus("#viewer-canvas");
  await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(200);
  const keyed = await picture();
  check("3D: the arrow keys turn it", keyed.sum !== dragged.sum);
  // A finger drags (touch events through the DevTools protocol: playwright has no touch drag).
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
  const before_touch = keyed;
  await touch("touchStart", [{ x: cx, y: cy }]);
  for (let i = 1; i <= 4; i++) await touch("touchMove", [{ x: cx - 24 * i, y: cy + 6 * i }]);
  await touch("touchEnd", []);
  await page.waitForTimeout(400);
  const before_pinch = await picture();
  check("3D: a finger's drag turns it", before_pinch.sum !== before_touch.sum);
  // Two fingers apart: a pinch zooms in.
  await touch("touchStart", [{ x: cx - 20, y: cy, id: 1 }, { x: cx + 20, y: cy, id: 2 }]);
  for (let i = 1; i <= 4; i++) await touch("touchMove", [{ x: cx - 20 - 24 * i, y: cy, id: 1 }, { x: cx + 20 + 24 * i, y: cy, id: 2 }]);
  await touch("touchEnd", []);
  await page.waitForTimeout(500);
  const pinched = await picture();
  check(`3D: a pinch zooms in (${(100 * before_pinch.share).toFixed(1)}% -> ${(100 * pinched.share).toFixed(1)}%)`, pinched.share > before_pinch.share);
  await cdp.detach();
  await page.click("#viewer-reset");
  await page.waitForTimeout(300);
  const before_zoom = await picture();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(500);
  const zoomed = await picture();
  check(`3D: the wheel zooms in (${(100 * before_zoom.share).toFixed(1)}% -> ${(100 * zoomed.share).toFixed(1)}%)`, zoomed.share > before_zoom.share);
  await page.click("#viewer-reset");

  // Exploded: the pieces move apart (the covered area changes, the pieces stay).
  await page.waitForTimeout(300);
  const assembled = await picture();
  await page.fill("#viewer-explode", "70");
  await page.waitForTimeout(300);
  const exploded = await picture();
  check("3D: exploded, the picture changes", exploded.sum !== assembled.sum);
  equal("3D: exploded, every piece still shown", (await info()).shown, fixture.solutions[0].length);
  await shot("cubes", "#viewer-page > .card:first-child");
  await page.fill("#viewer-explode", "0");

  // Step through the assembly: one piece, then the next.
  for (let k = 1; k < fixture.solutions[0].length; k++) await page.click("#viewer-prev");
  equal("3D: stepped back to the first piece", (await info()).shown, 1);
  await page.waitForTimeout(200);
  const one = await picture();
  check("3D: one piece covers less", one.share < assembled.share && one.share > 0);
  await page.click("#viewer-next");
  equal("3D: the next piece", (await info()).shown, 2);
  check("3D: the step is said", /^2 of 7 pieces/.test(await t.text("#viewer-step")));
  await page.click("#viewer-all");

  // Frames while it turns by itself (the figure; no timing is asserted).
  await page.check("#viewer-turn");
  console.log(`figure: 3D view turning (WebGL in software, SwiftShader): ${await t.watch_frames(2)}`);
  await page.uncheck("#viewer-turn");

  // Boards of hexagons and triangles: the drawing puts the lattice's neighbours (issue 21: hexagons
  // (+-1, 0), (0, +-1), (1, -1), (-1, 1); triangles (x,y,0) beside (x,y,1), (x-1,y,1), (x,y-1,1))
  // edge to edge, and no other cells; a click and a drag take cells out of the board's JSON.
  const geometry = () => page.evaluate(() => [...document.querySelectorAll("#lattice-board polygon")].map((p) => ({
    point: p.getAttribute("data-point").split(",").map(Number),
    corners: p.getAttribute("points").split(" ").map((q) => q.split(",").map((v) => Math.round(Number(v) * 10) / 10).join(",")),
  })));
  const neighbours = (lattice, [x, y, z]) => lattice === "hex"
    ? [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1], [x + 1, y - 1], [x - 1, y + 1]]
    : z === 0 ? [[x, y, 1], [x - 1, y, 1], [x, y - 1, 1]] : [[x, y, 0], [x + 1, y, 0], [x, y + 1, 0]];
  for (const lattice of ["hex", "tri"]) {
    await page.selectOption("#lattice-kind", lattice);
    const cells = await geometry();
    let wrong = 0;
    for (const a of cells) {
      const near = neighbours(lattice, a.point).map((p) => p.join(","));
      for (const b of cells) {
        if (a === b) continue;
        const shared = a.corners.filter((c) => b.corners.includes(c)).length;
        if ((shared === 2) !== near.includes(b.point.join(","))) wrong++;
      }
    }
    equal(`lattice board (${lattice}): neighbours drawn edge to edge, and only they (${cells.length} cells)`, wrong, 0);
  }
  const board_cells = async () => JSON.parse(await t.text("#lattice-json")).cells.map((p) => p.join(","));
  await page.selectOption("#lattice-kind", "hex");
  await page.click('#lattice-board polygon[data-point="0,0"]');
  check("lattice board: a click takes a hexagon out", !(await board_cells()).includes("0,0") && (await board_cells()).length === 19);
  const from = await page.locator('#lattice-board polygon[data-point="1,0"]').boundingBox();
  const to = await page.locator('#lattice-board polygon[data-point="3,0"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await page.mouse.up();
  const left = await board_cells();
  check("lattice board: a drag takes a row of hexagons out", ["1,0", "2,0", "3,0"].every((p) => !left.includes(p)) && left.length === 16, left.join(" "));
  await page.selectOption("#lattice-kind", "tri");
  await page.click('#lattice-board polygon[data-point="0,0,1"]');
  const tri = JSON.parse(await t.text("#lattice-json"));
  check("lattice board: a triangle clicked out, the board's JSON says tri", tri.lattice === "tri" && tri.cells.length === 39 && !tri.cells.some((p) => p.join(",") === "0,0,1"));
  // A box of cubes, layer by layer: a cell out on layer 0 and one on layer 2; the JSON and the 3D
  // view follow.
  const cube_cells = async () => JSON.parse(await t.text("#cube-json")).cells.map((p) => p.join(","));
  equal("cube board: a 3x3x3 box to start", (await cube_cells()).length, 27);
  // Painted from the keyboard (Space at the grid's cursor, arrows to move it): a mouse click here
  // landed on the wrong cell now and then under load, as the page's layout was still settling
  // (the mouse's painting of a grid is checked on the Cover tab's square board).
  await page.focus("#cube-grid");
  await page.keyboard.press("Space");  // the cursor starts at the top-left of layer 0: x 0, y 2
  await page.fill("#cube-layer", "2");
  await page.focus("#cube-grid");
  for (const key of ["ArrowRight", "ArrowRight", "ArrowDown", "ArrowDown", "Space"]) await page.keyboard.press(key);
  // the bottom-right of layer 2: x 2, y 0
  const cc = await cube_cells();
  check("cube board: the cells painted out on their layers", cc.length === 25 && !cc.includes("0,2,0") && !cc.includes("2,0,2"), cc.join(" "));
  await page.waitForFunction(() => document.querySelector(".cube-board")?.dataset.cells === "25");
  check("cube board: the 3D view shows the board", true);
  // Solutions drawn as the Cover tab draws them: a polygon per cell in its piece's colour, and the
  // outline exactly the edges between two pieces or on the border (counted here from the lattice's
  // neighbours: each such edge once).
  for (const [lattice, index] of [["hex", 0], ["tri", 1]]) {
    const tiling = await page.evaluate((l) => window.tessera_tilings[l], lattice);
    const owner = new Map(tiling.flatMap((p, k) => p.cells.map((c) => [c.join(","), k])));
    let border = 0, between = 0;
    for (const [c, k] of owner) {
      for (const n of neighbours(lattice, c.split(",").map(Number))) {
        const o = owner.get(n.join(","));
        if (o === undefined) border++;
        else if (o !== k) between++;
      }
    }
    const svg = page.locator("#lattice-solutions svg").nth(index);
    equal(`solution drawn (${lattice}): a polygon per cell`, await svg.locator("polygon").count(), owner.size);
    const segments = ((await svg.locator("path.outline").getAttribute("d")) ?? "").split("M").length - 1;
    equal(`solution drawn (${lattice}): outlined between pieces and on the border only`, segments, border + between / 2);
    const fills = new Set(await svg.locator("polygon").evaluateAll((ps) => ps.map((p) => p.getAttribute("fill"))));
    equal(`solution drawn (${lattice}): one colour per piece`, fills.size, tiling.length);
  }
  await shot("lattices");
  await page.setViewportSize({ width: 1280, height: 900 });
}
