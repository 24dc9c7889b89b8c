// Custom pieces for the Cover tab, drawn on small grids. They become a piece file in the CLI's format
// (a name line, optionally NAME*K or NAME*A..B, then the piece drawn with '#' and '.', a blank line
// between pieces: include/tessera/piece_spec.hpp) that the request hands to the core as a file, as
// `--pieces @FILE` would read it.
import { Grid } from "./grid";
import { button, el, parse_diagnostic } from "./ui";

const side = 5;

interface Drawn {
  name: HTMLInputElement;
  copies: HTMLInputElement;
  grid: Grid;
  root: HTMLElement;
}

export class PieceEditor {
  readonly root: HTMLElement;
  readonly use: HTMLInputElement;
  private readonly list_ = el("div", { class: "pieces" });
  private readonly error_ = el("div", { id: "pieces-error", class: "error", role: "alert" });
  private pieces_: Drawn[] = [];

  constructor(private readonly changed_: () => void) {
    this.use = el("input", { id: "pieces-use", type: "checkbox" });
    this.use.addEventListener("change", () => this.changed_());
    this.root = el("fieldset", { class: "piece-editor" }, [
      el("legend", {}, [el("label", { class: "check" }, [this.use, "use my own pieces (drawn below) instead of the names"])]),
      this.list_,
      this.error_,
      button("pieces-add", "Add a piece", () => {
        this.add(`P${this.pieces_.length + 1}`, "", []);
        this.use.checked = true;
        this.changed_();
      }),
    ]);
  }

  get active(): boolean {
    return this.use.checked && this.pieces_.length > 0;
  }

  add(name: string, copies: string, rows: string[]): void {
    const k = this.pieces_.length;
    const grid = new Grid(`piece-${k}`, `piece ${name}`, {
      next: (v) => (v === "#" ? "." : "#"),
      cls: (v) => (v === "#" ? "piece" : "free"),
    }, () => this.changed_());
    const cells: string[] = [];
    for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) cells.push(rows[r]?.[c] === "#" ? "#" : ".");
    grid.set(side, side, cells);
    const name_in = el("input", { value: name, size: "6", "aria-label": "piece name", id: `piece-${k}-name` });
    const copies_in = el("input", { value: copies, size: "5", placeholder: "copies", "aria-label": "copies: K or A..B (empty: as the copies setting)", id: `piece-${k}-copies` });
    for (const i of [name_in, copies_in]) i.addEventListener("change", () => this.changed_());
    const drawn: Drawn = { name: name_in, copies: copies_in, grid, root: el("div", { class: "drawn-piece" }) };
    drawn.root.append(grid.root, el("div", { class: "row" }, [name_in, copies_in, button(`piece-${k}-remove`, "Remove", () => {
      this.pieces_ = this.pieces_.filter((p) => p !== drawn);
      drawn.root.remove();
      this.changed_();
    })]));
    this.pieces_.push(drawn);
    this.list_.append(drawn.root);
  }

  // The piece file: each piece cropped to the rows and columns it uses.
  file_text(): string {
    return this.pieces_.map((p) => {
      const rows = p.grid.row_strings();
      const used_rows = rows.map((r, i) => (r.includes("#") ? i : -1)).filter((i) => i >= 0);
      const used_cols = [...Array(side).keys()].filter((c) => rows.some((r) => r[c] === "#"));
      const copies = p.copies.value.trim();
      const head = `${p.name.value.trim()}${copies ? `*${copies}` : ""}`;
      if (used_rows.length === 0) return `${head}\n`;  // empty: the core says what is wrong
      const c0 = used_cols[0];
      const c1 = used_cols[used_cols.length - 1];
      const body = rows.slice(used_rows[0], used_rows[used_rows.length - 1] + 1).map((r) => r.slice(c0, c1 + 1));
      return `${head}\n${body.join("\n")}\n`;
    }).join("\n");
  }

  // The core's message about the piece file ("pieces.txt:LINE:COL: ..."), with that line of the file;
  // "" clears it.
  show_error(stderr: string): void {
    const d = parse_diagnostic(stderr, "pieces.txt");
    this.error_.replaceChildren();
    if (!d) return;
    const line = this.file_text().split("\n")[d.line - 1] ?? "";
    this.error_.append(
      el("div", { class: "where", text: `piece file, line ${d.line}, column ${d.column}: ${d.message}` }),
      el("pre", { class: "spot", text: `${line}\n${" ".repeat(Math.max(0, d.column - 1))}^` }),
    );
  }

  // For the URL: name*copies:rows/rows;...
  state(): string {
    return this.pieces_.map((p) => `${p.name.value}*${p.copies.value}:${p.grid.row_strings().join("/")}`).join(";");
  }
  restore(state: string, use: boolean): void {
    this.pieces_ = [];
    this.list_.replaceChildren();
    for (const item of state ? state.split(";") : []) {
      const [head, rows = ""] = item.split(":");
      const [name, copies = ""] = head.split("*");
      this.add(name, copies, rows.split("/"));
    }
    this.use.checked = use;
  }
}
