// A board on the triangle or hexagon lattice, drawn as real triangles and hexagons and painted by
// click and drag (and by keyboard), over a parallelogram frame of W x H rhombi (triangles) or
// hexagons. Points are Polyform Puzzler's, as the core reads them (issue 21, tessera/lattice.hpp):
// hexagons (x, y) with axes 60 degrees apart; triangles (x, y, z), z = 0 the upward triangle of the
// rhombus (x, y) and z = 1 the downward one. The drawing only places polygons: which cells make a
// board, and everything about them, is the core's.

export type PlaneLattice = "tri" | "hex";
export type Point = number[];  // [x, y] on hexagons, [x, y, z] on triangles

const ns = "http://www.w3.org/2000/svg";
const unit = 34;  // the distance between neighbouring hexagon centres, or a triangle's side
const h = Math.sqrt(3) / 2;

// A lattice vertex (a, b) of the 60-degree axes, in screen units (y down).
const vertex = (a: number, b: number): [number, number] => [(a + b / 2) * unit, -b * h * unit];

// The polygon of a cell, as screen points.
export function polygon(l: PlaneLattice, p: Point): [number, number][] {
  const [x, y] = p;
  if (l === "tri") {
    return p[2] === 0 ? [vertex(x, y), vertex(x + 1, y), vertex(x, y + 1)] : [vertex(x + 1, y), vertex(x + 1, y + 1), vertex(x, y + 1)];
  }
  const [cx, cy] = vertex(x, y);
  const r = unit / Math.sqrt(3);  // pointy-top hexagons: neighbours along x share a vertical side
  return [...Array(6).keys()].map((k) => [cx + r * Math.cos(Math.PI / 6 + (k * Math.PI) / 3), cy + r * Math.sin(Math.PI / 6 + (k * Math.PI) / 3)] as [number, number]);
}

// The cells of a W x H frame, in the order the board's text lists them.
export function frame(l: PlaneLattice, w: number, hgt: number): Point[] {
  const out: Point[] = [];
  for (let y = hgt - 1; y >= 0; y--) {
    for (let x = 0; x < w; x++) {
      if (l === "tri") out.push([x, y, 0], [x, y, 1]);
      else out.push([x, y]);
    }
  }
  return out;
}

export class LatticeBoard {
  readonly root: SVGSVGElement;
  lattice: PlaneLattice = "hex";
  cells: Point[] = [];
  on: boolean[] = [];  // whether each frame cell is part of the board
  private elements_: SVGPolygonElement[] = [];
  private drag_: boolean | null = null;
  private cursor_ = 0;

  constructor(readonly id: string, private readonly label_: string, private readonly changed_: () => void) {
    this.root = document.createElementNS(ns, "svg");
    this.root.id = id;
    this.root.setAttribute("class", "lattice-board");
    this.root.setAttribute("tabindex", "0");
    this.root.setAttribute("role", "application");
    this.root.setAttribute("aria-label", `${label_}: arrow keys move, Space or Enter paints`);
    this.root.addEventListener("pointerdown", (e) => {
      const i = this.index_of(e.target);
      if (i < 0) return;
      e.preventDefault();
      this.root.focus();
      this.cursor_ = i;
      this.drag_ = !this.on[i];
      this.paint(i, this.drag_);
    });
    this.root.addEventListener("pointerover", (e) => {
      if (this.drag_ === null || (e.buttons & 1) === 0) return;
      const i = this.index_of(e.target);
      if (i >= 0) this.paint(i, this.drag_);
    });
    window.addEventListener("pointerup", () => {
      if (this.drag_ === null) return;
      this.drag_ = null;
      this.changed_();
    });
    this.root.addEventListener("keydown", (e) => this.key(e));
  }

  // A new frame; `on` says which of its cells are in the board (all, by default).
  set(l: PlaneLattice, cells: Point[], on?: boolean[]): void {
    this.lattice = l;
    this.cells = cells;
    this.on = on ?? cells.map(() => true);
    this.cursor_ = Math.min(this.cursor_, Math.max(0, cells.length - 1));
    this.render();
  }

  // The board's cells (points).
  board(): Point[] {
    return this.cells.filter((_, i) => this.on[i]);
  }

  private index_of(target: EventTarget | null): number {
    const i = (target as Element | null)?.getAttribute?.("data-i");
    return i === null || i === undefined ? -1 : Number(i);
  }
  private paint(i: number, value: boolean): void {
    if (this.on[i] === value) return;
    this.on[i] = value;
    this.draw_cell(i);
  }
  private draw_cell(i: number): void {
    const e = this.elements_[i];
    e.setAttribute("class", `lcell ${this.on[i] ? "free" : "off"}${i === this.cursor_ ? " cursor" : ""}`);
  }
  private render(): void {
    this.elements_ = [];
    const all = this.cells.flatMap((p) => polygon(this.lattice, p));
    const xs = all.map((q) => q[0]);
    const ys = all.map((q) => q[1]);
    const pad = 4;
    const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
    const [w, hgt] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
    this.root.setAttribute("viewBox", `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${hgt.toFixed(1)}`);
    this.root.setAttribute("width", w.toFixed(0));
    this.root.setAttribute("height", hgt.toFixed(0));
    this.root.setAttribute("aria-label", `${this.label_}: ${this.lattice === "tri" ? "triangles" : "hexagons"}; arrow keys move, Space or Enter paints`);
    const frag = document.createDocumentFragment();
    this.cells.forEach((p, i) => {
      const poly = document.createElementNS(ns, "polygon");
      poly.setAttribute("points", polygon(this.lattice, p).map(([a, b]) => `${a.toFixed(2)},${b.toFixed(2)}`).join(" "));
      poly.setAttribute("data-i", String(i));
      poly.setAttribute("data-point", p.join(","));
      this.elements_.push(poly);
      frag.append(poly);
    });
    this.root.replaceChildren(frag);
    this.elements_.forEach((_, i) => this.draw_cell(i));
  }
  // The arrow keys go to the nearest cell in that direction on screen.
  private key(e: KeyboardEvent): void {
    const dir: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      this.paint(this.cursor_, !this.on[this.cursor_]);
      this.changed_();
      return;
    }
    const d = dir[e.key];
    if (!d) return;
    e.preventDefault();
    const centre = (i: number) => {
      const pts = polygon(this.lattice, this.cells[i]);
      return [pts.reduce((s, q) => s + q[0], 0) / pts.length, pts.reduce((s, q) => s + q[1], 0) / pts.length];
    };
    const [cx, cy] = centre(this.cursor_);
    let best = -1;
    let best_cost = Infinity;
    this.cells.forEach((_, i) => {
      const [x, y] = centre(i);
      const along = (x - cx) * d[0] + (y - cy) * d[1];
      if (along <= 1) return;
      const cost = along + 2 * Math.abs((x - cx) * d[1] - (y - cy) * d[0]);
      if (cost < best_cost) [best, best_cost] = [i, cost];
    });
    if (best < 0) return;
    const old = this.cursor_;
    this.cursor_ = best;
    this.draw_cell(old);
    this.draw_cell(best);
  }
}
