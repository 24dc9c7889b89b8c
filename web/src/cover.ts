// The Cover tab: paint a board, pick pieces and copies, then count / find / enumerate / decide
// uniqueness through `tessera cover`. The board's text is the BOARDCOVER format the CLI reads; the page
// keeps the grid and the text in step and sends the text as it is, so the core judges it.
import { CoreClient, StoppedError, type CoreRequest } from "./core_client";
import { Grid, cells_of } from "./grid";
import { PieceEditor } from "./pieces";
import type { Tab } from "./tab";
import { Answer, Editor, button, checkbox, el, labelled, number_input, refusal, select } from "./ui";

const piece_sets = [
  "L3", "monomino", "domino", "I3", "trominoes", "tetrominoes", "pentominoes", "hexominoes",
  "tetrominoes-1s", "pentominoes-1s", "hexominoes-1s",
];

interface Placement {
  cells: [number, number][];
  piece: string;
}
interface CoverDoc {
  case: number;
  count?: string; // absent for a find or a uniqueness check: they report what they found
  found?: number;
  solutions?: Placement[][];
  symmetry?: string;
  unique?: boolean;
  stopped?: string;
}

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
  private readonly pieces_ = el("input", { id: "cover-pieces", value: "pentominoes", list: "cover-sets", size: "28" });
  private readonly orient_ = select("cover-orient", ["free", "rotate", "fixed"], "free");
  private readonly copies_ = select("cover-copies", ["unlimited", "once"], "once");
  private readonly mode_ = select("cover-mode", ["count", "find", "enumerate", "unique"], "count");
  private readonly limit_ = number_input("cover-limit", 1000, 1, 1000000);
  private readonly symmetry_: HTMLInputElement;
  private readonly step_view_ = el("div", { id: "cover-steps", class: "steps" });
  private readonly custom_: PieceEditor;
  private solutions_: Placement[][] = [];
  private step_ = 0;

  constructor(private readonly core_: CoreClient, private readonly changed_: () => void) {
    this.grid_ = new Grid("cover-grid", "board", {
      next: (v) => (v === "#" ? "." : "#"),
      cls: (v) => (v === "#" ? "blocked" : "free"),
    }, () => this.grid_changed());
    this.editor_ = new Editor("cover", "board (BOARDCOVER format)", () => this.text_changed());
    this.custom_ = new PieceEditor(() => this.changed_());
    const [sym_label, sym] = checkbox("cover-symmetry", "up to symmetry");
    this.symmetry_ = sym;
    const sets = el("datalist", { id: "cover-sets" });
    for (const s of piece_sets) sets.append(el("option", { value: s }));
    for (const c of [this.rows_, this.cols_]) c.addEventListener("change", () => this.resize());
    for (const c of [this.pieces_, this.orient_, this.copies_, this.mode_, this.limit_, sym]) {
      c.addEventListener("change", () => this.changed_());
    }
    this.root = el("div", { class: "tab-body" }, [
      el("div", { class: "controls" }, [
        labelled("rows", this.rows_), labelled("columns", this.cols_),
        labelled("pieces", this.pieces_), sets, labelled("motions", this.orient_),
        labelled("copies", this.copies_), labelled("mode", this.mode_),
        labelled("list at most", this.limit_), sym_label,
        button("cover-solve", "Solve", () => void this.solve()),
      ]),
      el("p", { class: "hint", text: "Click or drag to paint cells free/blocked. Pieces: set names, SET:PIECE, NAME*K or NAME*A..B for copies, joined by commas." }),
      el("div", { class: "work" }, [this.grid_.root, this.editor_.root]),
      this.custom_.root,
      this.answer_.root,
      this.step_view_,
    ]);
    this.grid_.resize(6, 10, ".");
    this.grid_changed(false);
  }

  state(): Record<string, string> {
    return {
      board: this.grid_.row_strings().join("/"), pieces: this.pieces_.value, orient: this.orient_.value,
      copies: this.copies_.value, mode: this.mode_.value, limit: this.limit_.value,
      sym: this.symmetry_.checked ? "1" : "0", custom: this.custom_.state(), use: this.custom_.use.checked ? "1" : "0",
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
    if (s.board) {
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
  private text_changed(): void {
    const lines = this.editor_.text.replace(/\r/g, "").split("\n").filter((l) => l.trim() !== "");
    const size = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[1] ?? "");
    if (lines[0]?.trim() === "1" && size) {
      const h = Number(size[1]);
      const w = Number(size[2]);
      const rows = lines.slice(2, 2 + h).map((l) => l.trim());
      if (h <= 64 && w <= 64 && rows.length === h && rows.every((r) => r.length === w && /^[#.]*$/.test(r))) {
        this.grid_.set(h, w, cells_of(rows, w, "."));
        this.rows_.value = String(h);
        this.cols_.value = String(w);
      }
    }
    this.editor_.clear_error();
    this.changed_();
  }

  request(): CoreRequest {
    const options: CoreRequest["options"] = { pieces: this.pieces_.value, orient: this.orient_.value, format: "json" };
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
    this.answer_.status.textContent = "solving…";
    const started = performance.now();
    try {
      const res = await this.core_.run(this.request());
      if (generation !== this.generation_) return;  // a later Solve supersedes this one
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      this.editor_.show_error(res.exit === 2 ? res.stderr : "");
      if (res.exit === 2) {
        this.answer_.status.textContent = refusal(res.stderr, "board");
        return;
      }
      const docs = res.stdout.split("\n").filter((l) => l).map((l) => JSON.parse(l) as CoverDoc);
      this.answer_.status.textContent = docs.map((d) => describe(d)).join("; ") + ` (${seconds} s)` +
        (res.exit === 3 ? " — stopped early by the limit" : "");
      this.answer_.text.textContent = res.stdout;
      this.answer_.show_svg(res.svg);
      this.solutions_ = docs[0]?.solutions ?? [];
      this.step_ = 0;
      if (this.mode_.value === "enumerate") this.show_step();
    } catch (e) {
      if (generation !== this.generation_) return;
      this.answer_.status.textContent = e instanceof StoppedError ? "stopped: no answer" : String(e);
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
    if (n) this.step_view_.append(draw_solution(this.grid_.rows, this.grid_.cols, this.solutions_[this.step_]));
  }
  private go(delta: number): void {
    this.step_ = Math.max(0, Math.min(this.solutions_.length - 1, this.step_ + delta));
    this.show_step();
    document.getElementById(delta < 0 ? "cover-prev" : "cover-next")?.focus();
  }
}

// A status line from one JSON document: exact-cover documents name a symmetry group, the counting
// DP's do not.
function describe(d: CoverDoc): string {
  if (d.unique !== undefined) return d.unique ? "unique" : d.found === 0 ? "no solution" : "not unique";
  // A find stops at its first solution: it says whether it found one, never how many there are.
  if (d.found !== undefined) return d.found === 0 ? "no solution" : "1 solution found";
  if (d.symmetry === undefined) return `${d.count} tilings`;
  const sym = d.symmetry !== "none" ? ` up to symmetry (${d.symmetry})` : "";
  return `${d.count} solution${d.count === "1" ? "" : "s"}${sym}`;
}

// One solution drawn as an SVG: each piece a colour, its name in every cell.
function draw_solution(rows: number, cols: number, placements: Placement[]): SVGSVGElement {
  const s = 24;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${cols * s + 2} ${rows * s + 2}`);
  svg.setAttribute("width", String(cols * s + 2));
  svg.setAttribute("class", "solution");
  placements.forEach((p, k) => {
    const hue = (k * 137.5) % 360;
    for (const [r, c] of p.cells) {
      const rect = document.createElementNS(ns, "rect");
      rect.setAttribute("x", String((c - 1) * s + 1));
      rect.setAttribute("y", String((r - 1) * s + 1));
      rect.setAttribute("width", String(s));
      rect.setAttribute("height", String(s));
      rect.setAttribute("fill", `hsl(${hue} 65% 70%)`);
      rect.setAttribute("stroke", "#555");
      svg.append(rect);
      const t = document.createElementNS(ns, "text");
      t.setAttribute("x", String((c - 1) * s + 1 + s / 2));
      t.setAttribute("y", String((r - 1) * s + 1 + s * 0.7));
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("font-size", "12");
      t.textContent = p.piece;
      svg.append(t);
    }
  });
  return svg;
}
