// The Cover tab's "make it unique" (issue 25 §3): `tessera design hints` on the board and pieces of
// the tab, run in the worker like any request. Its JSON answer ({"hints", "proved_minimal",
// "lower_bound", "solution"}) is said in words ("2 hints make it unique (proved minimal)") and drawn:
// the hint pieces in full and outlined, the rest of the solution faint until asked for, and a button
// that pins the hints on the board as given pieces. A time budget (`--time-limit`) keeps the best
// hint set found when time runs out; Stop (the progress panel's) ends the run without an answer.
// Given pieces (GivenPieces): a shown solution's pieces are buttons that pin a piece on the board
// (its letter in its cells, the square board syntax of given pieces) and unpin it.
import type { CoreRequest, OptionValue } from "./core_client";
import { draw_solution, type Placement } from "./cover_picture";
import type { Grid } from "./grid";
import { button, checkbox, el, labelled, number_input } from "./ui";

export interface HintsDoc {
  hints: Placement[];
  proved_minimal: boolean;
  lower_bound?: number;
  solution: Placement[];
}

// The options the cover request carries that design hints does not take (the question's own).
const cover_only = ["once", "up-to-symmetry", "find", "unique", "all", "limit", "count"];

export class HintsControls {
  readonly root: HTMLElement;
  readonly run: HTMLButtonElement;
  private readonly budget_ = number_input("cover-budget", 10, 0, 86400);
  private readonly nth_ = number_input("cover-solution", 1, 1, 1000000);
  constructor(on_run: () => void, private readonly changed_: () => void) {
    this.run = button("cover-hints", "Make it unique", on_run);
    this.budget_.setAttribute("step", "any");
    for (const c of [this.budget_, this.nth_]) c.addEventListener("change", () => this.changed_());
    this.root = el("div", { class: "design-hints" }, [
      el("h3", { text: "Make it unique" }),
      el("p", { class: "hint", text: "The fewest pieces of one solution to print on the board as hints so that it becomes the only solution (each piece used once; NAME*K for K copies)." }),
      el("div", { class: "controls" }, [
        labelled("of solution", this.nth_),
        labelled("time budget (s, 0: none)", this.budget_),
        el("div", { class: "control" }, [this.run]),
      ]),
    ]);
  }

  // The cover request turned into design hints': the same board, pieces and motions.
  request(cover: CoreRequest): CoreRequest {
    const options: Record<string, OptionValue> = { ...cover.options };
    for (const k of cover_only) delete options[k];
    const budget = Number(this.budget_.value);
    if (budget > 0) options["time-limit"] = budget;
    const nth = Math.floor(Number(this.nth_.value));
    if (nth > 1) options.solution = nth;
    return { ...cover, command: "design hints", options, svg: false };
  }
  state(): Record<string, string> {
    return { budget: this.budget_.value, nth: this.nth_.value };
  }
  restore(s: Record<string, string>): void {
    this.budget_.value = s.budget ?? "10";
    this.nth_.value = s.nth ?? "1";
  }
}

// The answer in words, as a designer says it.
export function hints_words(d: HintsDoc, exit: number): string {
  const n = d.hints.length;
  if (n === 0 && d.proved_minimal) return "unique already: no hint needed (proved minimal)";
  const head = `${n} hint${n === 1 ? " makes" : "s make"} it unique`;
  if (d.proved_minimal) return `${head} (proved minimal)`;
  const bound = d.lower_bound !== undefined ? `; at least ${d.lower_bound} needed` : "";
  return `${head} (the best found${exit === 3 ? " in the time budget" : ""}, not proved minimal${bound})`;
}

// The picture of the hints and its two controls: the whole solution shown or faint, and the hints
// pinned on the board (the tab's pin(), which says when a piece cannot be pinned).
export function hints_view(rows: number, cols: number, d: HintsDoc, pin_all: (ps: Placement[]) => void): HTMLElement {
  const hint_set = new Set<number>();
  const key = (p: Placement) => `${p.piece}:${p.cells.map((c) => c.join(",")).join(" ")}`;
  const hinted = new Set(d.hints.map(key));
  d.solution.forEach((p, k) => {
    if (hinted.has(key(p))) hint_set.add(k);
  });
  const where = el("div", { class: "hints-picture" });
  const [all_label, all] = checkbox("cover-hints-all", "show the whole solution");
  const draw = () => {
    const n = d.hints.length;
    const label = `the ${n} hint piece${n === 1 ? "" : "s"} (${d.hints.map((p) => p.piece).join(", ")}) on the board${all.checked ? ", with the rest of the solution" : ""}`;
    where.replaceChildren(draw_solution(rows, cols, d.solution, { hints: hint_set, faint: !all.checked, label }));
  };
  all.addEventListener("change", draw);
  draw();
  const pin = button("cover-hints-pin", "Pin the hints on the board", () => pin_all(d.hints));
  pin.disabled = d.hints.length === 0;
  return el("div", { class: "hints-view" }, [where, el("div", { class: "row" }, [all_label, pin])]);
}

// Given pieces on the square board: a placement is pinned when its cells hold its letter.
export class GivenPieces {
  readonly note = el("p", { id: "cover-pin-note", class: "hint", role: "status" });
  // The pieces pinned here, so that painting over one cell of a piece unpins all of it (letters
  // typed in the board's text are the text's own: the core judges them).
  private pinned_: Placement[] = [];
  constructor(private readonly grid_: Grid, private readonly changed_: () => void) {}

  // After painting: a pinned piece that lost a cell loses the rest (free again) and is unpinned.
  tidy(): void {
    const { cols, cells } = this.grid_;
    const broken = this.pinned_.filter((p) => !this.pinned(p));
    if (broken.length === 0) return;
    for (const p of broken) {
      for (const [r, c] of p.cells) if (cells[(r - 1) * cols + c - 1] === p.piece) cells[(r - 1) * cols + c - 1] = ".";
    }
    this.pinned_ = this.pinned_.filter((p) => !broken.includes(p));
    this.grid_.set(this.grid_.rows, cols, cells);
  }

  pinned(p: Placement): boolean {
    return p.cells.every(([r, c]) => this.grid_.cells[(r - 1) * this.grid_.cols + c - 1] === p.piece);
  }
  // Pins a piece (its letter in its cells) or unpins it (free cells again); false, said in the note,
  // when it cannot be written on the board: a name of more than one letter, or cells off the board.
  private pin(p: Placement, on: boolean): boolean {
    if (!/^[A-Za-z]$/.test(p.piece)) {
      this.note.textContent = `Only a piece named by one letter can be given on a square board; ${p.piece} cannot (name your own pieces by letters).`;
      return false;
    }
    const { rows, cols } = this.grid_;
    if (p.cells.some(([r, c]) => r < 1 || c < 1 || r > rows || c > cols)) return false;
    for (const [r, c] of p.cells) this.grid_.cells[(r - 1) * cols + c - 1] = on ? p.piece : ".";
    const same = (q: Placement) => q.piece === p.piece && q.cells.join(" ") === p.cells.join(" ");
    this.pinned_ = this.pinned_.filter((q) => !same(q));
    if (on) this.pinned_.push(p);
    this.note.textContent = "";
    return true;
  }
  private redraw(): void {
    this.grid_.set(this.grid_.rows, this.grid_.cols, this.grid_.cells);
    this.changed_();
  }
  pin_all(ps: Placement[]): void {
    let n = 0;
    for (const p of ps) if (this.pin(p, true)) n++;
    this.redraw();
    if (n === ps.length) this.note.textContent = `${n} hint${n === 1 ? "" : "s"} pinned on the board: ask whether it is unique now.`;
  }
  // A found solution with its pieces as buttons: a click pins the piece, a second click unpins it.
  view(placements: Placement[]): HTMLElement[] {
    const where = el("div", { class: "pinnable" });
    const draw = (focus = -1) => {
      where.replaceChildren(draw_solution(this.grid_.rows, this.grid_.cols, placements, {
        pinned: (p) => this.pinned(p),
        on_pin: (p, k) => {
          if (!this.pin(p, !this.pinned(p))) return;
          this.redraw();
          draw(k);
        },
      }));
      if (focus >= 0) where.querySelector<SVGGElement>(`g.piece[data-k="${focus}"]`)?.focus();
    };
    draw();
    this.note.textContent = "";
    return [el("p", { class: "hint", text: "Click a piece (or Tab to it, Enter) to pin it on the board as a given piece; again to unpin it." }), where, this.note];
  }
}
