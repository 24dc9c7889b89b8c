// The Cover tab: paint a board, pick pieces and copies, then count / find / enumerate / decide
// uniqueness through `tessera cover`. The board's text is the BOARDCOVER format the CLI reads; the page
// keeps the grid and the text in step and sends the text as it is, so the core judges it. The lattice
// picker moves the tab to triangles, hexagons or cubes (lattice_cover.ts): the board is painted on
// that lattice and goes to `tessera cover --lattice L` as its JSON. On squares the board may hold
// optional cells (`+`, painted with the "optional" brush) and given pieces (a piece's letter in its
// cells: a click on a piece of a shown solution pins it, a second click unpins it), and "make it
// unique" (cover_design.ts) asks `tessera design hints` for the fewest hints.
import { CoreClient, StoppedError, type CoreRequest, type CoreResponse } from "./core_client";
import { GivenPieces, HintsControls, hints_view, hints_words, type HintsDoc } from "./cover_design";
import type { Placement } from "./cover_picture";
import { describe, type CoverDoc } from "./cover_words";
import { Grid, cells_of } from "./grid";
import { LatticeCover, draw_lattice_solution, lattice_defaults, sets_of, show_cube_solution, type LatticePlacement } from "./lattice_cover";
import { cells_to_text, key, lattice_words, shorthand, type Lattice } from "./lattice_shapes";
import { PieceEditor } from "./pieces";
import type { Tab } from "./tab";
import { Answer, Editor, button, card, checkbox, el, examples, labelled, number_input, parse_diagnostic, refusal, select, spot_view } from "./ui";
import boardcover from "../../examples/cover/boardcover.txt?raw";
import scott from "../../examples/cover_search/scott.txt?raw";

const dots = (rows: number, cols: number) => Array.from({ length: rows }, () => ".".repeat(cols)).join("/");
// One click each: the link's hash is the whole problem (main.ts loads it and solves). Each names its
// motions, so an example never inherits the last one's (cube pieces only turn).
const cover_examples: [string, Record<string, string>][] = [
  ["6×10 pentominoes", { tab: "cover", orient: "free", board: dots(6, 10), pieces: "pentominoes", copies: "once", mode: "count", sym: "1" }],
  ["Scott's 8×8 with a hole", { tab: "cover", orient: "free", board: scott.trim().split("\n").join("/"), pieces: "pentominoes", copies: "once", mode: "count", sym: "1" }],
  ["the seed's BOARDCOVER sample", { tab: "cover", orient: "free", text: boardcover, pieces: "L3", copies: "unlimited", mode: "count" }],
  ["L-trominoes in 15×15", { tab: "cover", orient: "free", board: dots(15, 15), pieces: "L3", copies: "unlimited", mode: "count" }],
  ["one pentomino tiling, shown", { tab: "cover", orient: "free", board: dots(5, 12), pieces: "pentominoes", copies: "once", mode: "find" }],
  ["hexiamonds in a 6×6 rhombus", { tab: "cover", orient: "free", lattice: "tri", shape: "6x6", pieces: "hexiamonds", copies: "once", mode: "count", sym: "1" }],
  ["hexiamonds in a hexagon with a hole", { tab: "cover", orient: "free", lattice: "tri", shape: "hexagon:4,4,4", cells: ring(), pieces: "hexiamonds", copies: "once", mode: "find" }],
  ["tetrahexes in a 4×7 parallelogram", { tab: "cover", orient: "free", lattice: "hex", shape: "4x7", pieces: "tetrahexes", copies: "once", mode: "enumerate", limit: "100" }],
  ["the Soma cube", { tab: "cover", orient: "rotate", lattice: "cube", shape: "3x3x3", pieces: "soma", copies: "once", mode: "find" }],
];

// The hexagon of side 4 on triangles (96 triangles) without the hexagon of side 2 at its middle (24):
// the 72 triangles the 12 hexiamonds cover. The small hexagon's middle, the vertex (2, 2), moved to
// the big one's, (4, 4).
function ring(): string {
  const big = shorthand("tri", "hexagon:4,4,4")!.on;
  const hole = new Set([...shorthand("tri", "hexagon:2,2,2")!.on].map((k) => {
    const [x, y, z] = k.split(",").map(Number);
    return key([x + 2, y + 2, z]);
  }));
  return cells_to_text([...big].filter((k) => !hole.has(k)).map((k) => k.split(",").map(Number)));
}

const piece_sets = [
  "L3", "monomino", "domino", "I3", "trominoes", "tetrominoes", "pentominoes", "hexominoes",
  "tetrominoes-1s", "pentominoes-1s", "hexominoes-1s",
];


export class CoverTab implements Tab {
  readonly id = "cover";
  readonly title = "Cover";
  readonly root: HTMLElement;
  private generation_ = 0;
  private readonly grid_: Grid;
  private readonly editor_: Editor;
  private readonly answer_ = new Answer("cover");
  private readonly rows_ = number_input("cover-rows", 6, 1, 64);
  private readonly cols_ = number_input("cover-cols", 10, 1, 64);
  private readonly lattice_ = el("select", { id: "cover-lattice" });
  private readonly lat_: LatticeCover;
  private readonly square_part_: HTMLElement;
  private readonly sets_ = el("datalist", { id: "cover-sets" });
  private ready_: Promise<void> = Promise.resolve();
  private readonly pieces_ = el("input", { id: "cover-pieces", value: "pentominoes", list: "cover-sets", size: "24", "aria-describedby": "cover-pieces-error" });
  private readonly pieces_error_ = el("div", { id: "cover-pieces-error", class: "error", role: "alert" });
  private readonly orient_ = select("cover-orient", ["free", "rotate", "fixed"], "free");
  private readonly copies_ = select("cover-copies", ["unlimited", "once"], "once");
  private readonly mode_ = select("cover-mode", ["count", "find", "enumerate", "unique"], "count");
  private readonly limit_ = number_input("cover-limit", 1000, 1, 1000000);
  private readonly symmetry_: HTMLInputElement;
  private readonly step_view_ = el("div", { id: "cover-steps", class: "steps" });
  private readonly custom_: PieceEditor;
  private readonly limit_label_: HTMLLabelElement;
  private readonly own_: HTMLDetailsElement;
  private readonly brush_ = el("select", { id: "cover-brush" });
  private readonly hints_: HintsControls;
  private readonly pins_: GivenPieces;
  private solutions_: Placement[][] = [];
  private step_ = 0;

  constructor(private readonly core_: CoreClient, private readonly changed_: () => void) {
    // The brush paints blocked or optional cells; a cell painted again with it is free again.
    this.grid_ = new Grid("cover-grid", "board", {
      // A given piece's cell: a click unpins the whole piece (GivenPieces.tidy).
      next: (v) => (v === this.brush_.value || /^[A-Za-z]$/.test(v) ? "." : this.brush_.value),
      cls: (v) => (v === "#" ? "blocked" : v === "+" ? "optional" : v === "." ? "free" : "given"),
      glyph: (v) => (v === "#" || v === "." ? "" : v),
    }, () => {
      this.pins_.tidy();
      this.grid_changed();
    });
    this.hints_ = new HintsControls(() => void this.hints(), () => this.changed_());
    this.pins_ = new GivenPieces(this.grid_, () => this.grid_changed());
    this.editor_ = new Editor("cover", "board (BOARDCOVER format)", () => this.text_changed());
    this.custom_ = new PieceEditor(() => this.changed_());
    this.lat_ = new LatticeCover(() => this.changed_());
    for (const l of ["square", "tri", "hex", "cube"] as Lattice[]) this.lattice_.append(el("option", { value: l, text: lattice_words[l] }));
    this.lattice_.addEventListener("change", () => {
      const l = this.lattice_.value as Lattice;
      if (l !== "square") this.pieces_.value = lattice_defaults[l].pieces;
      else this.pieces_.value = "pentominoes";
      this.copies_.value = "once";
      // Cube pieces are physical (issue 21): they turn, and reflect only when asked to.
      this.orient_.value = l === "cube" ? "rotate" : "free";
      this.ready_ = this.show_lattice(l, l === "square" ? "" : lattice_defaults[l].shape, null);
      void this.ready_.then(() => this.changed_());
    });
    this.own_ = el("details", { class: "own-pieces" }, [el("summary", { text: "my own pieces" }), this.custom_.root]);
    const [sym_label, sym] = checkbox("cover-symmetry", "up to symmetry");
    this.symmetry_ = sym;
    const sets = this.sets_;
    this.fill_sets("square");
    for (const c of [this.rows_, this.cols_]) c.addEventListener("change", () => this.resize());
    for (const c of [this.pieces_, this.orient_, this.copies_, this.mode_, this.limit_, sym]) {
      c.addEventListener("change", () => this.changed_());
    }
    this.pieces_.addEventListener("input", () => this.show_pieces_error(""));
    this.mode_.addEventListener("change", () => (this.limit_label_.hidden = this.mode_.value !== "enumerate"));
    this.limit_label_ = labelled("list at most", this.limit_);
    this.limit_label_.hidden = true;
    this.root = el("div", { class: "tab-body" }, [
      el("div", { class: "bench" }, [
        card("Board", [
          el("div", { class: "controls" }, [labelled("lattice", this.lattice_)]),
          (this.square_part_ = el("div", { class: "square-part" }, [
            el("div", { class: "controls" }, [labelled("rows", this.rows_), labelled("columns", this.cols_), labelled("paint", this.brush_)]),
            el("p", { class: "hint", text: "Click or drag to paint cells blocked, or optional (+: they may stay empty); arrow keys and Space work too. Pin a piece of a shown solution to give it (its letter); a click on it here unpins it." }),
            el("div", { class: "grid-scroll" }, [this.grid_.root]),
            el("details", { class: "as-text" }, [el("summary", { text: "the board as text (BOARDCOVER format)" }), this.editor_.root]),
          ])),
          this.lat_.root,
        ]),
        card("Pieces and question", [
          el("div", { class: "controls" }, [
            el("div", { class: "control" }, [el("label", { for: "cover-pieces", text: "pieces" }), this.pieces_, sets]),
            labelled("motions", this.orient_), labelled("copies", this.copies_),
          ]),
          this.pieces_error_,
          el("p", { class: "hint", text: "Set names, SET:PIECE, NAME*K or NAME*A..B for copies, joined by commas." }),
          el("div", { class: "controls" }, [labelled("question", this.mode_), this.limit_label_, sym_label]),
          el("div", { class: "row" }, [button("cover-solve", "Solve", () => void this.solve(), "primary")]),
          this.hints_.root,
          examples(cover_examples),
          this.own_,
          this.lat_.own,
        ]),
      ]),
      card("Answer", [this.answer_.root, this.step_view_], { id: "cover-answer" }),
    ]);
    for (const [v, t] of [["#", "blocked (#)"], ["+", "optional (+)"]]) this.brush_.append(el("option", { value: v, text: t }));
    this.grid_.resize(6, 10, ".");
    this.grid_changed(false);
    this.lat_.root.hidden = true;
    this.lat_.own.hidden = true;
  }

  private get lattice(): Lattice {
    return this.lattice_.value as Lattice;
  }
  private fill_sets(l: Lattice): void {
    this.sets_.replaceChildren(...(l === "square" ? piece_sets : sets_of(l)).map((v) => el("option", { value: v })));
  }
  // Shows lattice l's board (the square grid, or the lattice's painter filled from `shape`).
  private async show_lattice(l: Lattice, shape: string, s: Record<string, string> | null): Promise<void> {
    this.lattice_.value = l;
    this.fill_sets(l);
    this.square_part_.hidden = l !== "square";
    this.own_.hidden = l !== "square";
    this.hints_.root.hidden = l !== "square";
    this.lat_.root.hidden = l === "square";
    if (l === "square") {
      this.lat_.lattice = "square";
      this.lat_.own.hidden = true;
      return;
    }
    if (s) await this.lat_.restore(s);
    else await this.lat_.set(l, shape);
  }

  state(): Record<string, string> {
    if (this.lattice !== "square") {
      return {
        ...this.lat_.state(), pieces: this.pieces_.value, orient: this.orient_.value, copies: this.copies_.value,
        mode: this.mode_.value, limit: this.limit_.value, sym: this.symmetry_.checked ? "1" : "0",
      };
    }
    // A text the grid does not hold (several cases) travels as it is.
    const own = `1\n${this.grid_.rows} ${this.grid_.cols}\n${this.grid_.row_strings().join("\n")}\n`;
    const text: Record<string, string> = this.editor_.text === own ? {} : { text: this.editor_.text };
    return {
      ...text,
      board: this.grid_.row_strings().join("/"), pieces: this.pieces_.value, orient: this.orient_.value,
      copies: this.copies_.value, mode: this.mode_.value, limit: this.limit_.value,
      sym: this.symmetry_.checked ? "1" : "0", custom: this.custom_.state(), use: this.custom_.use.checked ? "1" : "0",
      ...this.hints_.state(),
    };
  }
  restore(s: Record<string, string>): void {
    if (s.pieces) this.pieces_.value = s.pieces;
    if (s.orient) this.orient_.value = s.orient;
    if (s.copies) this.copies_.value = s.copies;
    if (s.mode) this.mode_.value = s.mode;
    if (s.limit) this.limit_.value = s.limit;
    this.symmetry_.checked = s.sym === "1";
    this.custom_.restore(s.custom ?? "", s.use === "1");
    this.hints_.restore(s);
    this.own_.open = s.use === "1" || (s.custom ?? "") !== "";
    this.limit_label_.hidden = this.mode_.value !== "enumerate";
    this.show_pieces_error("");
    const l = (["tri", "hex", "cube"].includes(s.lattice ?? "") ? s.lattice : "square") as Lattice;
    this.ready_ = this.show_lattice(l, "", l === "square" ? null : s);
    if (l !== "square") return;
    if (s.text) {
      // A text (several cases, say): the editor holds it as it is; the grid follows a single board.
      this.editor_.text = s.text;
      this.text_changed(false);
    } else if (s.board) {
      const rows = s.board.split("/");
      const cols = Math.max(...rows.map((r) => r.length));
      this.grid_.set(rows.length, cols, cells_of(rows, cols, "."));
      this.grid_changed(false);
    }
  }

  private resize(): void {
    this.grid_.resize(Number(this.rows_.value) || 1, Number(this.cols_.value) || 1, ".");
    this.grid_changed();
  }
  private grid_changed(notify = true): void {
    this.rows_.value = String(this.grid_.rows);
    this.cols_.value = String(this.grid_.cols);
    this.editor_.text = `1\n${this.grid_.rows} ${this.grid_.cols}\n${this.grid_.row_strings().join("\n")}\n`;
    this.editor_.clear_error();
    if (notify) this.changed_();
  }
  // Text typed or pasted: when it is one board of '#'/'.' rows, the grid follows; the text itself is
  // what Solve sends, so anything else is left for the core to judge (and to point at).
  private text_changed(notify = true): void {
    const lines = this.editor_.text.replace(/\r/g, "").split("\n").filter((l) => l.trim() !== "");
    const size = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[1] ?? "");
    if (lines[0]?.trim() === "1" && size) {
      const h = Number(size[1]);
      const w = Number(size[2]);
      const rows = lines.slice(2, 2 + h).map((l) => l.trim());
      if (h <= 64 && w <= 64 && rows.length === h && rows.every((r) => r.length === w && /^[#.+A-Za-z]*$/.test(r))) {
        this.grid_.set(h, w, cells_of(rows, w, "."));
        this.rows_.value = String(h);
        this.cols_.value = String(w);
      }
    }
    this.editor_.clear_error();
    if (notify) this.changed_();
  }

  request(): CoreRequest {
    // Reports every 0.1 s (the CLI's default is 0.25): the bar moves smoothly; stdout is the same.
    const options: CoreRequest["options"] = { pieces: this.pieces_.value, orient: this.orient_.value, format: "json", "progress-every": 0.1 };
    const mode = this.mode_.value;
    if (this.copies_.value === "once") options.once = true;
    if (this.symmetry_.checked) options["up-to-symmetry"] = true;
    if (mode === "find") options.find = true;
    if (mode === "unique") options.unique = true;
    if (mode === "enumerate") {
      options.all = true;
      options.limit = Number(this.limit_.value) || 1000;
    }
    // Unlimited copies count by the transfer-matrix DP (the CLI's default); --once or a multiplicity
    // makes it an exact-cover count. Drawn pieces go to the core as the file `--pieces @FILE` names.
    if (this.lattice !== "square") return this.lat_.request(options, mode);
    const request: CoreRequest = { command: "cover", options, input: this.editor_.text, svg: mode !== "enumerate" };
    if (this.custom_.active) {
      options.pieces = "@pieces.txt";
      request.files = { "pieces.txt": this.custom_.file_text() };
    }
    // A multiplicity (NAME*K, NAME*A..B) limits copies, so the count is an exact-cover count.
    const limited = this.custom_.active ? this.custom_.file_text().split("\n").some((l) => /^\w+\*/.test(l)) : this.pieces_.value.includes("*");
    if (mode === "count" && limited) options.count = true;
    return request;
  }

  async solve(): Promise<void> {
    const generation = ++this.generation_;
    if (this.core_.running) this.core_.stop();  // a new Solve replaces a search still running
    this.answer_.clear();
    this.step_view_.replaceChildren();
    this.answer_.set_status("solving…");
    const started = performance.now();
    try {
      await this.ready_;
      const res = await this.core_.run(this.request());
      if (generation !== this.generation_) return;  // a later Solve supersedes this one
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (res.exit === 2) return this.show_refusal(res);
      this.clear_errors();
      const docs = res.stdout.split("\n").filter((l) => l).map((l) => JSON.parse(l) as CoverDoc);
      this.answer_.set_status(docs.map((d) => describe(d, this.lattice)).join("; ") + ` (${seconds} s)` +
        (res.exit === 3 ? " — stopped early by the limit" : ""));
      this.answer_.set_text(res.stdout);
      this.answer_.show_svg(res.svg);
      this.solutions_ = docs[0]?.solutions ?? [];
      this.step_ = 0;
      if (this.mode_.value === "enumerate") this.show_step();
      else if (this.lattice === "cube" && this.solutions_.length > 0) await this.show_cube(this.solutions_[0]);
      else if (this.lattice === "square" && docs.length === 1 && this.solutions_.length > 0) this.step_view_.append(...this.pins_.view(this.solutions_[0]));
      // The core's glTF file of the solution (cubes): a download, as `--gltf FILE` writes it.
      if (res.gltf?.length) {
        const a = el("a", { id: "cover-gltf", download: "tessera-solution.gltf", text: "Download the glTF file (3D printing, Blender)" });
        a.href = URL.createObjectURL(new Blob([res.gltf[0]], { type: "model/gltf+json" }));
        this.step_view_.append(el("p", {}, [a]));
      }
    } catch (e) {
      if (generation !== this.generation_) return;
      this.answer_.set_status(e instanceof StoppedError ? "stopped: no answer" : String(e));
    }
  }

  // "Make it unique": design hints on this board and these pieces (square boards).
  async hints(): Promise<void> {
    const generation = ++this.generation_;
    if (this.core_.running) this.core_.stop();
    this.answer_.clear();
    this.step_view_.replaceChildren();
    this.answer_.set_status("looking for the fewest hints…");
    const started = performance.now();
    try {
      await this.ready_;
      const res = await this.core_.run(this.hints_.request(this.request()));
      if (generation !== this.generation_) return;
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (res.exit === 2) {
        this.show_refusal(res);
        // design hints uses each piece once: with unlimited copies asked for, say why none fits.
        if (this.copies_.value === "unlimited" && / 0 solutions/.test(res.stderr)) {
          this.answer_.set_status("no solution with each piece once: make it unique uses each piece once (write NAME*K for K copies)", true);
        }
        return;
      }
      this.clear_errors();
      this.answer_.set_text(res.stdout);
      const doc = JSON.parse(res.stdout) as HintsDoc;
      this.answer_.set_status(`${hints_words(doc, res.exit)} in ${seconds} s`);
      this.step_view_.replaceChildren(hints_view(this.grid_.rows, this.grid_.cols, doc, (ps) => this.pins_.pin_all(ps)), this.pins_.note);
    } catch (e) {
      if (generation !== this.generation_) return;
      this.answer_.set_status(e instanceof StoppedError ? "stopped: no hint set (a time budget keeps the best one found)" : String(e));
    }
  }

  private clear_errors(): void {
    this.editor_.show_error("");
    this.show_pieces_error("");
    this.custom_.show_error("");
    this.lat_.show_pieces_error("");
    this.lat_.show_board_error("");
  }
  // An exit-2 answer, where its message belongs: the pieces field (--pieces:1:C), the drawn pieces
  // (pieces.txt:L:C), or the board's text (<stdin>:L:C and anything else).
  private show_refusal(res: CoreResponse): void {
    if (parse_diagnostic(res.stderr, "--pieces")) {
      this.show_pieces_error(res.stderr);
      this.editor_.show_error("");
      this.answer_.set_status("the pieces cannot be read: see the message under the pieces field", true);
    } else if (this.lat_.show_pieces_error(res.stderr)) {
      this.answer_.set_status("the drawn pieces cannot be read: see the message under them", true);
    } else if (this.lattice !== "square") {
      this.lat_.show_board_error(res.stderr);
      this.answer_.set_status("the solver refused the request: see the message under the board", true);
    } else if (parse_diagnostic(res.stderr, "pieces.txt")) {
      this.custom_.show_error(res.stderr);
      this.answer_.set_status("the drawn pieces cannot be read: see the message under them", true);
    } else {
      this.editor_.show_error(res.stderr);
      if (parse_diagnostic(res.stderr)) (this.editor_.root.closest("details") as HTMLDetailsElement | null)?.setAttribute("open", "");
      this.answer_.set_status(refusal(res.stderr, "board"), true);
      if (!parse_diagnostic(res.stderr)) this.answer_.set_text("");
    }
  }

  // A bad --pieces value: the message and a caret under the field, the field marked and the spot
  // selected; "" clears it.
  private show_pieces_error(stderr: string): void {
    const d = parse_diagnostic(stderr, "--pieces");
    this.pieces_error_.replaceChildren(...(d ? spot_view(this.pieces_.value, d) : []));
    this.pieces_.toggleAttribute("aria-invalid", d !== null);
    if (d) {
      this.pieces_.setAttribute("aria-invalid", "true");
      this.pieces_.setSelectionRange(d.column - 1, Math.min(this.pieces_.value.length, d.column));
    }
  }

  // Enumerate: one solution at a time from the JSON, with previous/next.
  private show_step(): void {
    const n = this.solutions_.length;
    const prev = button("cover-prev", "◀ previous", () => this.go(-1));
    const next = button("cover-next", "next ▶", () => this.go(1));
    prev.disabled = this.step_ <= 0;
    next.disabled = this.step_ >= n - 1;
    const label = el("span", { id: "cover-step", text: n ? `solution ${this.step_ + 1} of ${n}` : "no solution" });
    this.step_view_.replaceChildren(el("div", { class: "row" }, [prev, label, next]));
    if (!n) return;
    const l = this.lattice;
    const placements = this.solutions_[this.step_];
    if (l === "square") this.step_view_.append(...this.pins_.view(placements));
    else if (l === "cube") void this.show_cube(placements);
    else this.step_view_.append(draw_lattice_solution(l, placements as LatticePlacement[]));
  }
  // A cube solution in 3D, under the steps (kept there as they change).
  private async show_cube(placements: Placement[]): Promise<void> {
    let where = this.step_view_.querySelector<HTMLElement>(".cube-solution");
    if (!where) {
      where = el("div", { class: "cube-solution" });
      this.step_view_.append(where);
    }
    await show_cube_solution(where, placements as LatticePlacement[]);
  }
  private go(delta: number): void {
    this.step_ = Math.max(0, Math.min(this.solutions_.length - 1, this.step_ + delta));
    this.show_step();
    document.getElementById(delta < 0 ? "cover-prev" : "cover-next")?.focus();
  }
}
