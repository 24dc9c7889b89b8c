// A paintable grid of one-character cells: click or drag with the mouse (the first cell decides the
// value the drag paints), or move with the arrow keys and paint with Space/Enter. One widget serves
// the cover board, the L-puzzle pattern, the fill board and table, and the custom pieces.
import { el } from "./ui";

export interface GridLook {
  // The value a click on a cell holding `current` paints.
  next(current: string): string;
  // The class name (and optional glyph) a value is drawn with.
  cls(value: string): string;
  glyph?(value: string): string;
}

export class Grid {
  readonly root: HTMLElement;
  rows = 0;
  cols = 0;
  cells: string[] = [];
  private cursor_ = 0;
  private drag_value_: string | null = null;
  private elements_: HTMLElement[] = [];
  constructor(
    readonly id: string,
    label: string,
    private readonly look_: GridLook,
    private readonly on_change_: () => void,
  ) {
    this.root = el("div", {
      id,
      class: "grid",
      tabindex: "0",
      role: "application",
      "aria-roledescription": "paintable grid",
      "aria-label": `${label}: arrow keys move, Space or Enter paints`,
    });
    this.root.addEventListener("pointerdown", (e) => {
      const i = this.index_of(e.target);
      if (i < 0) return;
      e.preventDefault();
      this.root.focus();
      this.drag_value_ = this.look_.next(this.cells[i]);
      this.cursor_ = i;
      this.paint(i, this.drag_value_);
    });
    this.root.addEventListener("pointerover", (e) => {
      if (this.drag_value_ === null || (e.buttons & 1) === 0) return;
      const i = this.index_of(e.target);
      if (i >= 0) this.paint(i, this.drag_value_);
    });
    window.addEventListener("pointerup", () => {
      if (this.drag_value_ !== null) {
        this.drag_value_ = null;
        this.on_change_();
      }
    });
    this.root.addEventListener("keydown", (e) => this.key(e));
  }

  set(rows: number, cols: number, cells: string[]): void {
    this.rows = rows;
    this.cols = cols;
    this.cells = cells;
    this.cursor_ = Math.min(this.cursor_, Math.max(0, rows * cols - 1));
    this.render();
  }
  resize(rows: number, cols: number, fill: string): void {
    const next: string[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        next.push(r < this.rows && c < this.cols ? this.cells[r * this.cols + c] : fill);
      }
    }
    this.set(rows, cols, next);
  }
  row_strings(): string[] {
    const out: string[] = [];
    for (let r = 0; r < this.rows; r++) out.push(this.cells.slice(r * this.cols, (r + 1) * this.cols).join(""));
    return out;
  }
  // Extra class on a cell (answer overlays: a piece's colour, a forbidden point, a winning stone).
  mark(index: number, cls: string, title = ""): void {
    const e = this.elements_[index];
    if (!e) return;
    e.classList.add(cls);
    if (title) e.title = title;
  }
  clear_marks(): void {
    this.render();
  }
  cell_element(index: number): HTMLElement | undefined {
    return this.elements_[index];
  }

  private index_of(target: EventTarget | null): number {
    const t = target as HTMLElement | null;
    const i = t?.dataset?.i;
    return i === undefined ? -1 : Number(i);
  }
  private paint(i: number, value: string): void {
    if (this.cells[i] === value) return;
    this.cells[i] = value;
    this.draw_cell(i);
  }
  private draw_cell(i: number): void {
    const e = this.elements_[i];
    const v = this.cells[i];
    e.className = `cell ${this.look_.cls(v)}${i === this.cursor_ ? " cursor" : ""}`;
    e.textContent = this.look_.glyph ? this.look_.glyph(v) : "";
    e.title = "";
  }
  private render(): void {
    this.root.style.gridTemplateColumns = `repeat(${this.cols}, var(--cell))`;
    this.elements_ = [];
    const frag = document.createDocumentFragment();
    for (let i = 0; i < this.rows * this.cols; i++) {
      const e = el("div", { "data-i": String(i) });
      this.elements_.push(e);
      frag.append(e);
    }
    this.root.replaceChildren(frag);
    for (let i = 0; i < this.elements_.length; i++) this.draw_cell(i);
  }
  private key(e: KeyboardEvent): void {
    if (this.rows === 0) return;
    let r = Math.floor(this.cursor_ / this.cols);
    let c = this.cursor_ % this.cols;
    if (e.key === "ArrowUp") r = Math.max(0, r - 1);
    else if (e.key === "ArrowDown") r = Math.min(this.rows - 1, r + 1);
    else if (e.key === "ArrowLeft") c = Math.max(0, c - 1);
    else if (e.key === "ArrowRight") c = Math.min(this.cols - 1, c + 1);
    else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      this.cells[this.cursor_] = this.look_.next(this.cells[this.cursor_]);
      this.draw_cell(this.cursor_);
      this.on_change_();
      return;
    } else return;
    e.preventDefault();
    const old = this.cursor_;
    this.cursor_ = r * this.cols + c;
    this.draw_cell(old);
    this.draw_cell(this.cursor_);
  }
}

// Rows of one-character cells from text rows (short rows padded with `fill`).
export function cells_of(rows: string[], cols: number, fill: string): string[] {
  const out: string[] = [];
  for (const row of rows) for (let c = 0; c < cols; c++) out.push(row[c] ?? fill);
  return out;
}
