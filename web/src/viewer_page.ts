// The components of the Cover tab's other lattices on their own page (viewer.html), so that they can
// be looked at and tested before the core answers lattice requests (issue 21): the 3D view fed the
// Soma fixture (web/e2e/fixtures), and a board of triangles or hexagons painted by click and drag,
// written as the board JSON the core will read ({"lattice": "tri", "cells": [[x, y, z], ...]}). The
// colours are the library's palette, read through the core as on the page.
import fixture from "../e2e/fixtures/soma_solution.json";
import { CoreClient } from "./core_client";
import { CubeBoard } from "./cube_board";
import { LatticeBoard, frame, type PlaneLattice } from "./lattice_board";
import { draw_lattice_solution } from "./lattice_cover";
import { load_palette } from "./palette";
import { card, el, labelled, number_input, select } from "./ui";
import { CubeViewer, type CubePlacement } from "./viewer3d";
import "./style.css";

const page = document.getElementById("viewer-page")!;
const viewer = new CubeViewer("viewer");
page.append(card("The Soma cube: 7 pieces in a 3×3×3 box", [viewer.root]));
const show = () => viewer.show(fixture.solutions[0] as CubePlacement[]);
show();
document.addEventListener("tessera-palette", show);
const core = new CoreClient("palette", "palette", null);
void load_palette(core).finally(() => core.stop());
(window as unknown as { tessera_viewer: CubeViewer }).tessera_viewer = viewer;

// The painter: a lattice, a frame W x H, the board's JSON under it.
const kind = select("lattice-kind", ["hex", "tri"], "hex");
const w = number_input("lattice-w", 5, 1, 40);
const hgt = number_input("lattice-h", 4, 1, 40);
const json = el("pre", { id: "lattice-json", class: "board-json" });
const board = new LatticeBoard("lattice-board", "board", () => write());
const write = () => {
  json.textContent = JSON.stringify({ lattice: board.lattice, cells: board.board() });
};
const reframe = () => {
  board.set(kind.value as PlaneLattice, frame(kind.value as PlaneLattice, Number(w.value) || 1, Number(hgt.value) || 1));
  write();
};
for (const c of [kind, w, hgt]) c.addEventListener("change", reframe);
reframe();
page.append(card("A board of hexagons or triangles, painted", [
  el("div", { class: "controls" }, [labelled("lattice", kind), labelled("width", w), labelled("height", hgt)]),
  el("p", { class: "hint", text: "Click or drag to take cells out of the board (or put them back); the arrow keys and Space work too. Below: the board as the core reads it." }),
  el("div", { class: "grid-scroll" }, [board.root]),
  json,
]));

// A box of cubes, layer by layer, and its JSON.
const cube_json = el("pre", { id: "cube-json", class: "board-json" });
const cube = new CubeBoard(() => (cube_json.textContent = JSON.stringify({ lattice: "cube", cells: cube.cells() })));
cube_json.textContent = JSON.stringify({ lattice: "cube", cells: cube.cells() });
page.append(card("A box of cubes, layer by layer", [
  el("p", { class: "hint", text: "Pick a layer with the slider, click or drag its cells in or out; the board turns in 3D beside it." }),
  cube.root,
  cube_json,
]));

// A solution on hexagons and one on triangles, drawn as the Cover tab draws the core's (fixed tilings
// here: three straight trihexes in a 3x3 parallelogram; a diamond in each rhombus of a 2x2 board).
const hex_tiling = [0, 1, 2].map((y) => ({ piece: `I${y}`, cells: [0, 1, 2].map((x) => [x, y]) }));
const tri_tiling = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([x, y], k) => ({ piece: `D${k}`, cells: [[x, y, 0], [x, y, 1]] }));
const drawn = el("div", { id: "lattice-solutions", class: "steps" }, [draw_lattice_solution("hex", hex_tiling), draw_lattice_solution("tri", tri_tiling)]);
page.append(card("Solutions on hexagons and triangles, as the Cover tab draws them", [drawn]));
(window as unknown as { tessera_tilings: unknown }).tessera_tilings = { hex: hex_tiling, tri: tri_tiling };
