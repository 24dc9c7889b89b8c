// Unit tests of lattice_shapes.ts (vitest, no browser): every shorthand against a brute-force twin
// that builds the same region another way (counting cells by their corners' distances, or by the
// published cell counts: a hexagon of side n has 3n(n-1)+1 hexagons; a triangle of side n, n^2
// triangles; a hexagon a,b,c,a,b,c, 2(ab+bc+ca) triangles), each region connected through the
// lattice's neighbours, and the solution outline against a direct count of owners per edge.
import { describe, expect, test } from "vitest";
import { cells_from_text, cells_to_text, key, outline_edges, parallelogram, pieces_json, shorthand, type Point } from "./lattice_shapes";

const neighbours = (l: "tri" | "hex", [x, y, z]: Point): Point[] => l === "hex"
  ? [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1], [x + 1, y - 1], [x - 1, y + 1]]
  : z === 0 ? [[x, y, 1], [x - 1, y, 1], [x, y - 1, 1]] : [[x, y, 0], [x + 1, y, 0], [x, y + 1, 0]];

// Connected through the lattice's neighbours (an explicit stack: no recursion).
function connected(l: "tri" | "hex", on: Set<string>): boolean {
  const cells = [...on];
  if (cells.length === 0) return false;
  const seen = new Set([cells[0]]);
  const stack = [cells[0].split(",").map(Number)];
  while (stack.length) {
    for (const n of neighbours(l, stack.pop()!)) {
      const k = key(n);
      if (on.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push(n);
      }
    }
  }
  return seen.size === cells.length;
}

// The triangle's corners as lattice vertices (a, b) of the 60-degree axes.
const corners = ([x, y, z]: Point): [number, number][] => z === 0 ? [[x, y], [x + 1, y], [x, y + 1]] : [[x + 1, y], [x + 1, y + 1], [x, y + 1]];

describe("shorthands", () => {
  test("hexagon:N on hexagons: 3n(n-1)+1 cells, within n-1 steps of the centre, connected", () => {
    for (let n = 1; n <= 9; n++) {
      const r = shorthand("hex", `hexagon:${n}`)!;
      expect(r.on.size).toBe(3 * n * (n - 1) + 1);
      // Brute force: the hex distance from (n-1, n-1) over a generous window.
      const twin = new Set<string>();
      for (let x = -3; x < 2 * n + 3; x++) for (let y = -3; y < 2 * n + 3; y++) {
        const [dx, dy] = [x - (n - 1), y - (n - 1)];
        if (Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dx + dy)) <= n - 1) twin.add(key([x, y]));
      }
      expect([...r.on].sort()).toEqual([...twin].sort());
      expect(connected("hex", r.on)).toBe(true);
      for (const k of r.on) expect(r.frame.some((p) => key(p) === k)).toBe(true);
    }
  });
  test("triangle:N on triangles: n^2 cells, inside the big triangle, connected", () => {
    for (let n = 1; n <= 9; n++) {
      const r = shorthand("tri", `triangle:${n}`)!;
      expect(r.on.size).toBe(n * n);
      const twin = parallelogram("tri", n + 2, n + 2).filter((p) => corners(p).every(([a, b]) => a + b <= n));
      expect([...r.on].sort()).toEqual(twin.map(key).sort());
      expect(connected("tri", r.on)).toBe(true);
    }
  });
  test("hexagon:A,B,C on triangles: 2(ab+bc+ca) cells, six sides, connected", () => {
    for (let a = 0; a <= 5; a++) for (let b = 0; b <= 5; b++) for (let c = 0; c <= 5; c++) {
      if (a * b + b * c + c * a === 0) {
        expect(shorthand("tri", `hexagon:${a},${b},${c}`)).toBeNull();
        continue;
      }
      const r = shorthand("tri", `hexagon:${a},${b},${c}`)!;
      expect(r.on.size).toBe(2 * (a * b + b * c + c * a));
      // Brute force: triangles whose corners all lie in the big triangle minus its corners' insides
      // (a vertex strictly inside a cut corner, or on the corner's cutting line with the triangle
      // beyond it, is out: the cut triangle's own cells are those with every corner in it).
      const s = a + b + c;
      const in_corner = (p: Point) => corners(p).every(([u, v]) => u + v <= a) || corners(p).every(([u]) => u >= s - c) || corners(p).every(([, v]) => v >= s - b);
      const twin = parallelogram("tri", s, s).filter((p) => corners(p).every(([u, v]) => u + v <= s) && !in_corner(p));
      expect([...r.on].sort()).toEqual(twin.map(key).sort());
      expect(connected("tri", r.on)).toBe(true);
    }
  });
  test("WxH and AxBxC: every cell of the parallelogram or box", () => {
    expect(shorthand("tri", "6x6")!.on.size).toBe(72);
    expect(shorthand("hex", "4x7")!.on.size).toBe(28);
    expect(shorthand("square", "6x10")!.on.size).toBe(60);
    expect(shorthand("cube", "3x3x3")!.on.size).toBe(27);
    expect(shorthand("cube", "2x3x4")!.frame.every(([x, y, z]) => x < 2 && y < 3 && z < 4)).toBe(true);
  });
  test("what is not a shorthand of the lattice is left to the core", () => {
    for (const [l, t] of [["hex", "hexagon:1,2,3"], ["tri", "hexagon:3"], ["cube", "3x3"], ["hex", "3x3x3"], ["tri", "0x4"], ["hex", "hexagon:0"], ["tri", "6x"], ["square", "triangle:3"], ["hex", "1000x1000"]] as const) {
      expect(shorthand(l, t)).toBeNull();
    }
  });
});

describe("documents", () => {
  test("cells in a link go and come back", () => {
    const cells = [...shorthand("tri", "hexagon:1,2,3")!.on].map((k) => k.split(",").map(Number));
    expect(cells_from_text(cells_to_text(cells), "tri")).toEqual(cells);
    expect(cells_from_text("1.2_3", "tri")).toEqual([]);
  });
  test("a piece file names the lattice and gives copies only when set", () => {
    expect(JSON.parse(pieces_json("hex", [{ name: "A", copies: "", cells: [[0, 0], [1, 0]] }, { name: "B", copies: " 2 ", cells: [[0, 0]] }]))).toEqual(
      { lattice: "hex", pieces: [{ name: "A", cells: [[0, 0], [1, 0]] }, { name: "B", cells: [[0, 0]], copies: "2" }] });
  });
});

describe("outline", () => {
  test("edges between pieces and on the border, never inside a piece (a random tiling's twin)", () => {
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let trial = 0; trial < 50; trial++) {
      // Unit squares in a 4x4 grid with random owners: the twin counts each edge's owners directly.
      const cells: { piece: number; corners: [number, number][] }[] = [];
      const owner = new Map<string, number>();
      for (let x = 0; x < 4; x++) for (let y = 0; y < 4; y++) {
        const piece = Math.floor(rand() * 3);
        owner.set(`${x},${y}`, piece);
        cells.push({ piece, corners: [[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1]] });
      }
      let want = 16;  // the border
      for (let x = 0; x < 4; x++) for (let y = 0; y < 4; y++) {
        if (x < 3 && owner.get(`${x},${y}`) !== owner.get(`${x + 1},${y}`)) want++;
        if (y < 3 && owner.get(`${x},${y}`) !== owner.get(`${x},${y + 1}`)) want++;
      }
      expect(outline_edges(cells).length, `seed trial ${trial}`).toBe(want);
    }
  });
});
