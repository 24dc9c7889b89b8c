// The Fill tab: the game board and the table as two grids, the flip toggle, and `tessera fill`'s
// answer with the assignment drawn (each placed piece's hole lettered on the board).
import { CoreClient, StoppedError } from "./core_client";
import { Grid, cells_of } from "./grid";
import type { Tab } from "./tab";
import { Answer, Editor, card, checkbox, button, el, examples, labelled, number_input, refusal } from "./ui";
import sample1 from "../../examples/fill/sample1.json?raw";
import sample2 from "../../examples/fill/sample2.json?raw";
import v_hole from "../../examples/fill/v-hole.txt?raw";

interface FillDoc {
  answer: number;
  placements: { piece: [number, number][]; hole: [number, number][]; rotation: number; flipped: boolean }[];
}

const wall = { next: (v: string) => (v === "#" ? "." : "#"), cls: (v: string) => (v === "#" ? "blocked" : "free") };
const piece = { next: (v: string) => (v === "#" ? "." : "#"), cls: (v: string) => (v === "#" ? "piece" : "free") };

export class FillTab implements Tab {
  readonly id = "fill";
  readonly title = "Fill";
  readonly root: HTMLElement;
  private generation_ = 0;
  private typing_ = 0;
  private readonly board_: Grid;
  private readonly table_: Grid;
  private readonly editor_: Editor;
  private readonly answer_ = new Answer("fill");
  private readonly size_ = number_input("fill-size", 4, 1, 50);
  private readonly flip_: HTMLInputElement;

  constructor(private readonly core_: CoreClient, private readonly changed_: () => void) {
    this.board_ = new Grid("fill-board", "game board ('#' filled, '.' empty)", wall, () => this.grids_changed());
    this.table_ = new Grid("fill-table", "table ('#' piece cell)", piece, () => this.grids_changed());
    this.editor_ = new Editor("fill", "board and table (text form)", () => this.text_changed());
    const [flip_label, flip] = checkbox("fill-flip", "pieces may flip");
    this.flip_ = flip;
    flip.addEventListener("change", () => { this.changed_(); void this.solve(); });
    this.size_.addEventListener("change", () => {
      const n = Number(this.size_.value) || 1;
      this.board_.resize(n, n, "#");
      this.table_.resize(n, n, ".");
      this.grids_changed();
    });
    this.root = el("div", { class: "tab-body" }, [
      el("div", { class: "bench" }, [
        card("Board and table", [
          el("div", { class: "controls" }, [
            labelled("size", this.size_), flip_label, button("fill-solve", "Solve", () => void this.solve(), "primary"),
          ]),
          el("p", { class: "hint", text: "Board: empty cells are holes. Table: the pieces. A piece must fill a hole exactly; pieces turn, and flip when allowed." }),
          el("div", { class: "work" }, [
            el("figure", {}, [el("div", { class: "grid-scroll" }, [this.board_.root]), el("figcaption", { text: "game board" })]),
            el("figure", {}, [el("div", { class: "grid-scroll" }, [this.table_.root]), el("figcaption", { text: "table" })]),
          ]),
          el("details", { class: "as-text" }, [el("summary", { text: "board and table as text" }), this.editor_.root]),
        ]),
        card("Answer", [
          this.answer_.root,
          examples([
            ["the seed's sample 1", { tab: "fill", text: sample1 }],
            ["sample 2", { tab: "fill", text: sample2 }],
            ["a V-shaped hole", { tab: "fill", text: v_hole }],
          ]),
        ]),
      ]),
    ]);
    this.board_.set(4, 4, cells_of(["#.#.", "#.##", "#...", "####"], 4, "#"));
    this.table_.set(4, 4, cells_of(["###.", "#...", "#..#", "...."], 4, "."));
    this.grids_changed(false);
  }

  state(): Record<string, string> {
    const own = `${this.board_.row_strings().join("\n")}\n\n${this.table_.row_strings().join("\n")}\n`;
    const text: Record<string, string> = this.editor_.text === own ? {} : { text: this.editor_.text };
    return { board: this.board_.row_strings().join("/"), table: this.table_.row_strings().join("/"), flip: this.flip_.checked ? "1" : "0", ...text };
  }
  restore(s: Record<string, string>): void {
    this.flip_.checked = s.flip === "1";
    if (s.text) {
      this.editor_.text = s.text;
      this.text_changed(false);
      return;
    }
    if (!s.board || !s.table) return;
    const b = s.board.split("/");
    const t = s.table.split("/");
    const n = b.length;
    this.board_.set(n, n, cells_of(b, n, "#"));
    this.table_.set(t.length, t.length, cells_of(t, t.length, "."));
    this.grids_changed(false);
  }

  private grids_changed(notify = true): void {
    this.size_.value = String(this.board_.rows);
    this.editor_.text = `${this.board_.row_strings().join("\n")}\n\n${this.table_.row_strings().join("\n")}\n`;
    this.editor_.clear_error();
    if (notify) this.changed_();
  }
  private text_changed(judge = true): void {
    const [board, table] = this.editor_.text.replace(/\r/g, "").trim().split(/\n\s*\n/).map((b) => b.split("\n").map((l) => l.trim()));
    const ok = (rows: string[] | undefined) => rows && rows.length <= 50 && rows.every((r) => r.length === rows.length && /^[#.]*$/.test(r));
    if (ok(board) && ok(table) && board.length === table.length) {
      this.board_.set(board.length, board.length, cells_of(board, board.length, "#"));
      this.table_.set(table.length, table.length, cells_of(table, table.length, "."));
      this.size_.value = String(board.length);
    }
    this.editor_.clear_error();
    if (!judge) return;
    this.changed_();
    // Linear-time solvers: a pasted or typed text is judged as soon as typing pauses.
    window.clearTimeout(this.typing_);
    this.typing_ = window.setTimeout(() => void this.solve(), 400);
  }

  async solve(): Promise<void> {
    const generation = ++this.generation_;
    this.answer_.clear();
    const options: Record<string, string | boolean> = { format: "json" };
    if (this.flip_.checked) options.flip = true;
    try {
      const res = await this.core_.run({ command: "fill", options, input: this.editor_.text, svg: true });
      if (generation !== this.generation_) return;  // a later Solve supersedes this one
      this.editor_.show_error(res.exit === 2 ? res.stderr : "");
      if (res.exit === 2) {
        if (res.stderr) (this.editor_.root.closest("details") as HTMLDetailsElement | null)?.setAttribute("open", "");
        this.answer_.set_status(refusal(res.stderr, "board and table"), true);
        return;
      }
      const doc = JSON.parse(res.stdout) as FillDoc;
      const k = doc.placements.length;
      this.answer_.set_status(`${doc.answer} cell${doc.answer === 1 ? "" : "s"} filled by ${k} piece${k === 1 ? "" : "s"}`);
      this.answer_.set_text(res.stdout);
      this.answer_.show_svg(res.svg);
      this.board_.clear_marks();
      const n = this.board_.cols;
      doc.placements.forEach((p, k) => {
        const letter = String.fromCharCode(65 + (k % 26));
        for (const [r, c] of p.hole) {
          const i = (r - 1) * n + (c - 1);
          this.board_.mark(i, "placed", `piece ${letter}, turned ${p.rotation}°${p.flipped ? ", flipped" : ""}`);
          const e = this.board_.cell_element(i);
          if (e) e.textContent = letter;
        }
      });
    } catch (e) {
      if (generation !== this.generation_) return;
      this.answer_.set_status(e instanceof StoppedError ? "stopped" : String(e));
    }
  }
}
