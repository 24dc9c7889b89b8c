// The Cover tab's other lattices, without the DOM: the `--board` shorthands as cells (so a shorthand
// fills the painted board), the built-in sets each lattice offers, and the documents the core reads
// (a board {"lattice": L, "cells": [...]}, a piece file {"lattice": L, "pieces": [...]}). Points are
// Polyform Puzzler's, as the core's (issue 21, tessera/lattice.hpp): square and hexagons (x, y), hexagon
// axes 60 degrees apart (neighbours (+-1, 0), (0, +-1), (1, -1), (-1, 1)); triangles (x, y, z), z = 0
// the upward triangle of the rhombus (x, y), z = 1 the downward one; cubes (x, y, z), z up. The core
// judges every document: the page only lays out cells.

export type Lattice = "square" | "tri" | "hex" | "cube";
export type Point = number[];

// The picker's words for each lattice, and how many coordinates a cell has.
export const lattice_words: Record<Lattice, string> = { square: "squares", tri: "triangles", hex: "hexagons", cube: "cubes" };
export const coordinates: Record<Lattice, number> = { square: 2, tri: 3, hex: 2, cube: 3 };

// The built-in sets a lattice offers, by Polyform Puzzler's names (the core's lattice_set_names;
// "-1s": one-sided). The core refuses a name it lacks, with the spot: the list is only a help.
export const lattice_sets: Record<Exclude<Lattice, "square">, string[]> = {
  tri: ["moniamond", "diamond", "triamond", "tetriamonds", "pentiamonds", "hexiamonds", "heptiamonds", "tetriamonds-1s", "pentiamonds-1s", "hexiamonds-1s", "heptiamonds-1s"],
  hex: ["monohex", "dihex", "trihexes", "tetrahexes", "pentahexes", "hexahexes", "trihexes-1s", "tetrahexes-1s", "pentahexes-1s", "hexahexes-1s"],
  cube: ["monocube", "dicube", "tricubes", "tetracubes", "pentacubes", "hexacubes", "soma"],
};

export const key = (p: Point) => p.join(",");

// The frame of a W x H parallelogram (rhombi on triangles), rows from the top (highest y) down, as
// the painter lists its cells.
export function parallelogram(l: "tri" | "hex", w: number, h: number): Point[] {
  const out: Point[] = [];
  for (let y = h - 1; y >= 0; y--) {
    for (let x = 0; x < w; x++) {
      if (l === "tri") out.push([x, y, 0], [x, y, 1]);
      else out.push([x, y]);
    }
  }
  return out;
}

// A hexagon with sides a, b, c, a, b, c on triangles: the triangle of side s = a + b + c with its
// corners of sides a (at (0, 0)), c (at (s, 0)) and b (at (0, s)) cut off; 2(ab + bc + ca) cells.
// (A corner of side a at (0, 0) holds exactly the cells with x + y + z < a, z = 1 counting the
// downward triangle's extra step; the other two corners are the cells whose x, or y, reaches s - c, or
// s - b.)
function tri_hexagon(a: number, b: number, c: number): { frame: Point[]; on: Set<string> } {
  const s = a + b + c;
  const frame = parallelogram("tri", s, s);
  const on = new Set<string>();
  for (const [x, y, z] of frame) {
    const sum = x + y + z;  // an upward triangle's x + y, a downward one's x + y + 1
    if (sum > s - 1) continue;  // outside the big triangle
    if (sum < a) continue;  // the corner at (0, 0)
    if (x >= s - c) continue;  // the corner at (s, 0)
    if (y >= s - b) continue;  // the corner at (0, s)
    on.add(key([x, y, z]));
  }
  return { frame, on };
}

// Parses a `--board` shorthand of lattice l into a frame to paint on (the cells shown) and the cells
// of the board (a subset). Null when the text is not one of l's shorthands: the core then says why.
//   square, hex: WxH; tri: WxH (rhombi), hexagon:A,B,C, triangle:N; hex: hexagon:N; cube: AxBxC.
export function shorthand(l: Lattice, text: string, max = 64): { frame: Point[]; on: Set<string> } | null {
  const t = text.trim().toLowerCase();
  const all = (frame: Point[]) => ({ frame, on: new Set(frame.map(key)) });
  const ok = (...n: number[]) => n.every((v) => Number.isInteger(v) && v >= 0 && v <= max);
  let m: RegExpExecArray | null;
  if (l === "cube") {
    if (!(m = /^(\d+)x(\d+)x(\d+)$/.exec(t))) return null;
    const [a, b, c] = [m[1], m[2], m[3]].map(Number);
    if (!ok(a, b, c) || a * b * c === 0) return null;
    const frame: Point[] = [];
    for (let z = 0; z < c; z++) for (let y = 0; y < b; y++) for (let x = 0; x < a; x++) frame.push([x, y, z]);
    return all(frame);
  }
  if ((m = /^(\d+)x(\d+)$/.exec(t))) {
    const [w, h] = [Number(m[1]), Number(m[2])];
    if (!ok(w, h) || w * h === 0) return null;
    if (l === "square") {
      const frame: Point[] = [];
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) frame.push([x, y]);
      return all(frame);
    }
    return all(parallelogram(l, w, h));
  }
  if (l === "hex" && (m = /^hexagon:(\d+)$/.exec(t))) {
    const n = Number(m[1]);
    if (!ok(n) || n === 0) return null;
    // Side n: the cells within n - 1 steps of (n - 1, n - 1).
    const frame = parallelogram("hex", 2 * n - 1, 2 * n - 1);
    const on = new Set(frame.filter(([x, y]) => x + y >= n - 1 && x + y <= 3 * n - 3).map(key));
    return { frame, on };
  }
  if (l === "tri" && (m = /^hexagon:(\d+),(\d+),(\d+)$/.exec(t))) {
    const [a, b, c] = [m[1], m[2], m[3]].map(Number);
    if (!ok(a, b, c) || a * b + b * c + c * a === 0) return null;
    return tri_hexagon(a, b, c);
  }
  if (l === "tri" && (m = /^triangle:(\d+)$/.exec(t))) {
    const n = Number(m[1]);
    if (!ok(n) || n === 0) return null;
    const frame = parallelogram("tri", n, n);
    return { frame, on: new Set(frame.filter(([x, y, z]) => x + y + z <= n - 1).map(key)) };
  }
  return null;
}

// The board document the core reads (`tessera cover --lattice L` on standard input).
export function board_json(l: Lattice, cells: Point[]): string {
  return JSON.stringify({ lattice: l, cells });
}

// A piece drawn on the page: its name, copies ("" as the copies setting says, K or A..B) and cells.
export interface DrawnPiece {
  name: string;
  copies: string;
  cells: Point[];
}
// The piece file the core reads as `--pieces @FILE` (issue 21: {"lattice": L, "pieces": [{"name",
// "cells", "copies"}]}); copies as the piece spec's multiplicity text when given.
export function pieces_json(l: Lattice, pieces: DrawnPiece[]): string {
  return JSON.stringify({
    lattice: l,
    pieces: pieces.map((p) => ({ name: p.name, cells: p.cells, ...(p.copies.trim() ? { copies: p.copies.trim() } : {}) })),
  });
}

// Cells in a link: "x.y.z" joined by "_" (short, and nothing a URL must escape).
export const cells_to_text = (cells: Point[]) => cells.map((p) => p.join(".")).join("_");
export function cells_from_text(text: string, l: Lattice): Point[] {
  if (!text) return [];
  const n = coordinates[l];
  return text.split("_").map((s) => s.split(".").map(Number)).filter((p) => p.length === n && p.every(Number.isInteger));
}

// The outline of a solution drawn on a plane lattice: the edges (as vertex-pair keys) that lie
// between cells of two different placements or on the board's edge. Each cell's polygon comes from
// `polygon`; an edge two cells share appears in both with the same corners (rounded), so it is
// outlined when its owners differ or it has one owner. Linear in the cells.
export function outline_edges(cells: { piece: number; corners: [number, number][] }[]): [[number, number], [number, number]][] {
  // To a tenth, and -0 made 0 (toFixed would write "-0.0" for a corner a rounding error put below 0).
  const tenth = (v: number) => (Math.round(v * 10) / 10 + 0).toFixed(1);
  const round = ([x, y]: [number, number]) => `${tenth(x)},${tenth(y)}`;
  const edges = new Map<string, { owners: Set<number>; count: number; ends: [[number, number], [number, number]] }>();
  for (const c of cells) {
    c.corners.forEach((a, i) => {
      const b = c.corners[(i + 1) % c.corners.length];
      const k = [round(a), round(b)].sort().join("|");
      const e = edges.get(k) ?? { owners: new Set<number>(), count: 0, ends: [a, b] };
      e.owners.add(c.piece);
      e.count++;
      edges.set(k, e);
    });
  }
  return [...edges.values()].filter((e) => e.count === 1 || e.owners.size > 1).map((e) => e.ends);
}
