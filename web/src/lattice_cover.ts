// The Cover tab on triangles, hexagons and cubes (issue 24 §1): the board painted on its own lattice
// (lattice_board.ts for triangles and hexagons, cube_board.ts layer by layer for cubes), a `--board`
// shorthand filling it, pieces drawn on the same lattice, and the request `tessera cover --lattice L`
// with the board's JSON on standard input. Solutions: the core's SVG for a find (cubes: its layers),
// the page's own drawing of each one for "previous / next" (each piece in its palette colour,
// outlined), and on cubes the 3D view (three.js, loaded only when cubes are picked) with the
// exploded view, the assembly steps and the core's glTF file as a download.
import type { CoreRequest } from "./core_client";
import type { CubeBoard } from "./cube_board";
import { LatticeBoard, polygon, type PlaneLattice } from "./lattice_board";
import { board_json, cells_from_text, cells_to_text, key, lattice_sets, outline_edges, parallelogram, pieces_json, shorthand, type DrawnPiece, type Lattice, type Point } from "./lattice_shapes";
import { piece_colour } from "./palette";
import { button, el, parse_diagnostic } from "./ui";
import type { CubePlacement, CubeViewer } from "./viewer3d";

export interface LatticePlacement {
  piece: string;
  cells: Point[];
}

// What each lattice starts with: a board that its default set fills.
export const lattice_defaults: Record<Exclude<Lattice, "square">, { shape: string; pieces: string }> = {
  tri: { shape: "6x6", pieces: "hexiamonds" },
  hex: { shape: "4x7", pieces: "tetrahexes" },
  cube: { shape: "3x3x3", pieces: "soma" },
};

// Drawn pieces: each on a small frame of its lattice, all cells out to start (triangles and hexagons
// on a 4 x 3 or 4 x 4 parallelogram; cubes in a 3 x 3 x 3 box, layer by layer, its size free).
class LatticePieces {
  cube_board: typeof CubeBoard | null = null;  // the cube editor's class, once cubes loaded it
  readonly root: HTMLElement;
  readonly use = el("input", { id: "lpieces-use", type: "checkbox" });
  readonly error = el("div", { id: "lpieces-error", class: "error", role: "alert" });
  private readonly list_ = el("div", { class: "pieces" });
  private pieces_: { name: HTMLInputElement; copies: HTMLInputElement; cells: () => Point[]; root: HTMLElement }[] = [];
  private lattice_: Exclude<Lattice, "square"> = "hex";
  private serial_ = 0;

  constructor(private readonly changed_: () => void) {
    this.use.addEventListener("change", () => this.changed_());
    this.root = el("fieldset", { class: "piece-editor" }, [
      el("legend", {}, [el("label", { class: "check" }, [this.use, "use my own pieces (drawn below on this lattice) instead of the names"])]),
      this.list_,
      this.error,
      button("lpieces-add", "Add a piece", () => {
        this.add(`P${this.pieces_.length + 1}`, "", []);
        this.use.checked = true;
        this.changed_();
      }),
    ]);
  }
  get active(): boolean {
    return this.use.checked && this.pieces_.length > 0;
  }
  // A new lattice: the drawn pieces belong to the old one and go.
  set_lattice(l: Exclude<Lattice, "square">): void {
    if (l === this.lattice_) return;
    this.lattice_ = l;
    this.pieces_ = [];
    this.list_.replaceChildren();
  }
  add(name: string, copies: string, cells: Point[]): void {
    const k = this.serial_++;
    const on = new Set(cells.map(key));
    let board: { root: Element; cells: () => Point[] };
    if (this.lattice_ === "cube") {
      if (!this.cube_board) return;
      const cube = new this.cube_board(() => this.changed_(), `lpiece-${k}`, false);
      const size = [0, 1, 2].map((i) => Math.max(3, 1 + Math.max(-1, ...cells.map((p) => p[i]))));
      cube.set(size[0], size[1], size[2], on);
      board = { root: cube.root, cells: () => cube.cells() };
    } else {
      const frame = parallelogram(this.lattice_, 4, this.lattice_ === "tri" ? 3 : 4);
      const plane = new LatticeBoard(`lpiece-${k}`, `piece ${name}`, () => this.changed_());
      plane.set(this.lattice_, frame, frame.map((p) => on.has(key(p))));
      board = { root: plane.root, cells: () => plane.board() };
    }
    const name_in = el("input", { value: name, size: "6", "aria-label": "piece name", id: `lpiece-${k}-name` });
    const copies_in = el("input", { value: copies, size: "5", placeholder: "copies", "aria-label": "copies: K or A..B (empty: as the copies setting)", id: `lpiece-${k}-copies` });
    for (const i of [name_in, copies_in]) i.addEventListener("change", () => this.changed_());
    const drawn = { name: name_in, copies: copies_in, cells: board.cells, root: el("div", { class: "drawn-piece" }) };
    drawn.root.append(board.root, el("div", { class: "row" }, [name_in, copies_in, button(`lpiece-${k}-remove`, "Remove", () => {
      this.pieces_ = this.pieces_.filter((p) => p !== drawn);
      drawn.root.remove();
      this.changed_();
    })]));
    this.pieces_.push(drawn);
    this.list_.append(drawn.root);
  }
  drawn(): DrawnPiece[] {
    return this.pieces_.map((p) => ({ name: p.name.value.trim(), copies: p.copies.value, cells: p.cells() }));
  }
  // For the URL: name*copies:cells;...
  state(): string {
    return this.drawn().map((p) => `${p.name}*${p.copies}:${cells_to_text(p.cells)}`).join(";");
  }
  restore(l: Exclude<Lattice, "square">, state: string, use: boolean): void {
    this.lattice_ = l;
    this.pieces_ = [];
    this.list_.replaceChildren();
    for (const item of state ? state.split(";") : []) {
      const [head, cells = ""] = item.split(":");
      const [name, copies = ""] = head.split("*");
      this.add(name, copies, cells_from_text(cells, l));
    }
    this.use.checked = use;
  }
}

export class LatticeCover {
  readonly root: HTMLElement;
  readonly pieces: LatticePieces;
  readonly own: HTMLDetailsElement;
  lattice: Lattice = "square";
  private readonly shape_ = el("input", { id: "cover-shape", size: "14", "aria-describedby": "cover-shape-error" });
  private readonly shape_error_ = el("div", { id: "cover-shape-error", class: "error", role: "alert" });
  private readonly hint_ = el("p", { class: "hint", id: "cover-shape-hint" });
  // The board as the core reads it, and the core's message about it.
  private readonly json_ = el("pre", { id: "cover-lattice-json", class: "board-json" });
  private readonly error_ = el("div", { id: "cover-lattice-error", class: "error", role: "alert" });
  private readonly plane_: LatticeBoard;
  private readonly plane_box_ = el("div", { class: "grid-scroll" });
  private readonly cube_box_ = el("div", { class: "cube-box" });
  private cube_: CubeBoard | null = null;
  private cube_loading_: Promise<CubeBoard> | null = null;
  private edited_ = false;  // painted since the shorthand filled the board
  private link_cells_: Point[] | null = null;  // a link's cells, for the state while the cube board loads

  constructor(private readonly changed_: () => void) {
    this.plane_ = new LatticeBoard("cover-lattice-board", "board", () => {
      this.edited_ = true;
      this.board_changed();
    });
    this.pieces = new LatticePieces(changed_);
    this.own = el("details", { class: "own-pieces", id: "cover-lattice-own" }, [el("summary", { text: "my own pieces on this lattice" }), this.pieces.root]);
    const fill = button("cover-shape-fill", "Fill", () => {
      this.fill_shape();
      this.changed_();
    });
    this.shape_.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      fill.click();
    });
    this.root = el("div", { class: "lattice-part" }, [
      el("div", { class: "controls" }, [
        el("div", { class: "control" }, [el("label", { for: "cover-shape", text: "board shorthand" }), el("div", { class: "row" }, [this.shape_, fill])]),
      ]),
      this.shape_error_,
      this.hint_,
      this.plane_box_,
      this.cube_box_,
      el("details", { class: "as-text" }, [el("summary", { text: "the board as the core reads it (JSON)" }), this.json_]),
      this.error_,
    ]);
    this.plane_box_.append(this.plane_.root);
  }

  // Switches to lattice l with the board `shape` (a shorthand) or, from a link, these cells.
  async set(l: Exclude<Lattice, "square">, shape: string, cells: Point[] | null = null): Promise<void> {
    this.lattice = l;
    this.shape_.value = shape;
    this.edited_ = cells !== null;
    this.link_cells_ = cells;
    this.hint_.textContent = l === "cube"
        ? "AxBxC fills a box. Pick a layer with the slider and click or drag its cells in or out; the board turns in 3D beside it."
        : l === "tri"
          ? "WxH (rhombi), hexagon:A,B,C or triangle:N fills the board. Click or drag to take triangles out or put them back; the arrow keys and Space work too."
          : "WxH (a parallelogram) or hexagon:N fills the board. Click or drag to take hexagons out or put them back; the arrow keys and Space work too.";
    this.plane_box_.hidden = l === "cube";
    this.cube_box_.hidden = l !== "cube";
    if (l === "cube") await this.cube();
    this.pieces.set_lattice(l);
    this.own.hidden = false;
    this.fill_shape(cells);
  }

  // The shorthand's cells fill the board (or the link's cells, on the shorthand's frame); a text that
  // is no shorthand of this lattice is said under the field.
  private fill_shape(cells: Point[] | null = null): void {
    const l = this.lattice;
    if (l === "square") return;
    const r = shorthand(l, this.shape_.value);
    this.shape_.toggleAttribute("aria-invalid", r === null);
    if (r === null) {
      this.shape_.setAttribute("aria-invalid", "true");
      const forms = l === "cube" ? "AxBxC" : l === "tri" ? "WxH, hexagon:A,B,C or triangle:N" : "WxH or hexagon:N";
      this.shape_error_.replaceChildren(el("div", { class: "where", text: `"${this.shape_.value}" is not a board of ${l === "tri" ? "triangles" : l === "hex" ? "hexagons" : "cubes"}: write ${forms} (each at most 64)` }));
      return;
    }
    this.shape_error_.replaceChildren();
    const on = cells ? new Set(cells.map(key)) : r.on;
    this.edited_ = cells !== null;
    if (l === "cube") {
      const [nx, ny, nz] = [0, 1, 2].map((i) => 1 + Math.max(...r.frame.map((p) => p[i])));
      this.cube_?.set(nx, ny, nz, on);
    } else {
      // The shape's own cells make the frame (a hexagon drawn as a hexagon, not in its parallelogram).
      const frame = r.frame.filter((p) => r.on.has(key(p)));
      this.plane_.set(l, frame, frame.map((p) => on.has(key(p))));
    }
    this.write_json();
  }
  private board_changed(): void {
    this.write_json();
    this.show_board_error("");
    this.changed_();
  }
  private write_json(): void {
    this.json_.textContent = board_json(this.lattice, this.cells());
  }
  // The core's message about the board or the request (anything not about drawn pieces); "" clears.
  show_board_error(stderr: string): void {
    this.error_.replaceChildren(...(stderr ? [el("pre", { text: stderr.trimEnd() })] : []));
  }

  // The cube board, loaded with three.js the first time cubes are picked.
  private cube(): Promise<CubeBoard> {
    if (this.cube_) return Promise.resolve(this.cube_);
    this.cube_loading_ ??= import("./cube_board").then(({ CubeBoard }) => {
      this.cube_ = new CubeBoard(() => {
        this.edited_ = true;
        this.board_changed();
      });
      this.cube_box_.append(this.cube_.root);
      this.pieces.cube_board = CubeBoard;
      return this.cube_;
    });
    return this.cube_loading_;
  }

  cells(): Point[] {
    if (this.lattice === "cube") return this.cube_?.cells() ?? [];
    return this.plane_.board();
  }

  state(): Record<string, string> {
    const s: Record<string, string> = { lattice: this.lattice, shape: this.shape_.value };
    if (this.edited_) s.cells = cells_to_text(this.lattice === "cube" && !this.cube_ ? this.link_cells_ ?? [] : this.cells());
    if (this.pieces.state() !== "" || this.pieces.use.checked) {
      s.lpieces = this.pieces.state();
      s.luse = this.pieces.use.checked ? "1" : "0";
    }
    return s;
  }
  async restore(s: Record<string, string>): Promise<void> {
    const l = s.lattice as Exclude<Lattice, "square">;
    await this.set(l, s.shape ?? lattice_defaults[l].shape, s.cells ? cells_from_text(s.cells, l) : null);
    this.pieces.restore(l, s.lpieces ?? "", s.luse === "1");
    this.own.open = s.luse === "1";
  }

  // The request: `tessera cover --lattice L` with the board's JSON on standard input; drawn pieces
  // as the piece file `--pieces @pieces.json` names. On cubes a find or an enumeration asks for the
  // glTF file too (the core's `--gltf`).
  request(options: CoreRequest["options"], mode: string): CoreRequest {
    options.lattice = this.lattice;
    const request: CoreRequest = {
      command: "cover", options, input: `${board_json(this.lattice, this.cells())}\n`,
      svg: mode !== "enumerate",
    };
    if (this.lattice === "cube" && (mode === "find" || mode === "enumerate")) request.gltf = true;
    if (this.pieces.active) {
      options.pieces = "@pieces.json";
      request.files = { "pieces.json": `${pieces_json(this.lattice, this.pieces.drawn())}\n` };
    }
    return request;
  }
  // The core's message about drawn pieces (pieces.json:L:C), under them; "" clears it.
  show_pieces_error(stderr: string): boolean {
    const d = parse_diagnostic(stderr, "pieces.json");
    this.pieces.error.replaceChildren(...(d ? [el("div", { class: "where", text: `drawn pieces: ${d.message}` })] : []));
    return d !== null;
  }
}

// One solution on triangles or hexagons, drawn as a designer prints it: each piece in its palette
// colour, outlined where it meets another piece or the board's edge, its name at its middle.
export function draw_lattice_solution(l: PlaneLattice, placements: LatticePlacement[]): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "solution");
  svg.setAttribute("role", "img");
  const cells = placements.flatMap((p, k) => p.cells.map((c) => ({ piece: k, corners: polygon(l, c) })));
  const xs = cells.flatMap((c) => c.corners.map((q) => q[0]));
  const ys = cells.flatMap((c) => c.corners.map((q) => q[1]));
  const pad = 3;
  const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
  const [w, h] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
  svg.setAttribute("viewBox", `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
  svg.setAttribute("width", w.toFixed(0));
  svg.setAttribute("height", h.toFixed(0));
  for (const c of cells) {
    const poly = document.createElementNS(ns, "polygon");
    poly.setAttribute("points", c.corners.map(([a, b]) => `${a.toFixed(2)},${b.toFixed(2)}`).join(" "));
    poly.setAttribute("fill", piece_colour(c.piece));
    poly.setAttribute("class", "cellbox");
    svg.append(poly);
  }
  placements.forEach((p, k) => {
    const mine = cells.filter((c) => c.piece === k).flatMap((c) => c.corners);
    const t = document.createElementNS(ns, "text");
    t.setAttribute("x", (mine.reduce((s, q) => s + q[0], 0) / mine.length).toFixed(1));
    t.setAttribute("y", (mine.reduce((s, q) => s + q[1], 0) / mine.length + 4).toFixed(1));
    t.textContent = p.piece;
    svg.append(t);
  });
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", outline_edges(cells).map(([a, b]) => `M${a[0].toFixed(2)} ${a[1].toFixed(2)}L${b[0].toFixed(2)} ${b[1].toFixed(2)}`).join(""));
  path.setAttribute("class", "outline");
  svg.append(path);
  svg.setAttribute("aria-label", `a solution: ${placements.map((p) => p.piece).join(", ")}`);
  return svg;
}

// The 3D view of a cube solution, made (with three.js) the first time one is shown.
let viewer: Promise<CubeViewer> | null = null;
export async function show_cube_solution(where: HTMLElement, placements: LatticePlacement[]): Promise<CubeViewer> {
  viewer ??= import("./viewer3d").then(({ CubeViewer }) => new CubeViewer("cover-3d"));
  const v = await viewer;
  if (v.root.parentElement !== where) where.append(v.root);
  v.show(placements as CubePlacement[]);
  (window as unknown as { tessera_cover_3d: CubeViewer }).tessera_cover_3d = v;
  return v;
}

export const sets_of = (l: Lattice): string[] => (l === "square" ? [] : lattice_sets[l]);
