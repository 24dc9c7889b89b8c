// The L-puzzle tab: paint B / W / '.', then `tessera lpuzzle` says YES or NO and draws the tiling;
// "Generate" asks `tessera gen lpuzzle` for a new pattern.
import { CoreClient, StoppedError } from "./core_client";
import { Grid, cells_of } from "./grid";
import type { Tab } from "./tab";
import { Answer, Editor, button, card, el, examples, labelled, number_input, select, refusal } from "./ui";
import sample from "../../examples/lpuzzle/sample.txt?raw";
import packing from "../../examples/lpuzzle/packing.txt?raw";

interface LpuzzleDoc {
  case: number;
  answer: "YES" | "NO";
  pieces?: [number, number][][];
}

export class LpuzzleTab implements Tab {
  readonly id = "lpuzzle";
  readonly title = "L-puzzle";
  readonly root: HTMLElement;
  private generation_ = 0;
  private typing_ = 0;
  private readonly grid_: Grid;
  private readonly editor_: Editor;
  private readonly answer_ = new Answer("lpuzzle");
  private readonly rows_ = number_input("lpuzzle-rows", 4, 1, 64);
  private readonly cols_ = number_input("lpuzzle-cols", 6, 1, 64);
  private readonly brush_ = select("lpuzzle-brush", ["B", "W", "."], "B");
  private readonly kind_ = select("lpuzzle-kind", ["yes", "no", "random"], "yes");
  private seed_ = 1;

  constructor(private readonly core_: CoreClient, private readonly changed_: () => void) {
    this.grid_ = new Grid("lpuzzle-grid", "pattern", {
      next: (v) => (v === this.brush_.value ? "." : this.brush_.value),
      cls: (v) => (v === "B" ? "black" : v === "W" ? "white" : "empty"),
      glyph: (v) => (v === "." ? "" : v),
    }, () => this.grid_changed());
    this.editor_ = new Editor("lpuzzle", "pattern (BOJ 3654 format)", () => this.text_changed());
    for (const c of [this.rows_, this.cols_]) c.addEventListener("change", () => {
      this.grid_.resize(Number(this.rows_.value) || 1, Number(this.cols_.value) || 1, ".");
      this.grid_changed();
    });
    this.root = el("div", { class: "tab-body" }, [
      el("div", { class: "bench" }, [
        card("Pattern", [
          el("div", { class: "controls" }, [
            labelled("rows", this.rows_), labelled("columns", this.cols_), labelled("paint", this.brush_),
            button("lpuzzle-solve", "Solve", () => void this.solve(), "primary"),
          ]),
          el("p", { class: "hint", text: "An L covers a black cell with one white neighbour across and one up or down. Click to paint with the chosen colour (again to clear)." }),
          el("div", { class: "grid-scroll" }, [this.grid_.root]),
          el("details", { class: "as-text" }, [el("summary", { text: "the pattern as text (BOJ 3654 format)" }), this.editor_.root]),
        ]),
        card("Answer", [
          this.answer_.root,
          el("div", { class: "controls" }, [labelled("a new pattern that is", this.kind_), button("lpuzzle-generate", "Generate", () => void this.generate())]),
          examples([
            ["the seed's sample (2 cases)", { tab: "lpuzzle", text: sample }],
            ["a 10×24 packing", { tab: "lpuzzle", text: packing }],
          ]),
        ]),
      ]),
    ]);
    this.grid_.set(3, 4, cells_of(["BWW.", "WWBW", "..WB"], 4, "."));
    this.grid_changed(false);
  }

  state(): Record<string, string> {
    const own = `1\n${this.grid_.rows} ${this.grid_.cols}\n${this.grid_.row_strings().join("\n")}\n`;
    const text: Record<string, string> = this.editor_.text === own ? {} : { text: this.editor_.text };
    return { pattern: this.grid_.row_strings().join("/"), ...text };
  }
  restore(s: Record<string, string>): void {
    if (s.text) {
      this.editor_.text = s.text;
      this.text_changed(false);
      return;
    }
    if (!s.pattern) return;
    const rows = s.pattern.split("/");
    const cols = Math.max(...rows.map((r) => r.length));
    this.grid_.set(rows.length, cols, cells_of(rows, cols, "."));
    this.grid_changed(false);
  }

  private grid_changed(notify = true): void {
    this.rows_.value = String(this.grid_.rows);
    this.cols_.value = String(this.grid_.cols);
    this.editor_.text = `1\n${this.grid_.rows} ${this.grid_.cols}\n${this.grid_.row_strings().join("\n")}\n`;
    this.editor_.clear_error();
    if (notify) this.changed_();
  }
  private text_changed(judge = true): void {
    const lines = this.editor_.text.replace(/\r/g, "").split("\n").filter((l) => l.trim() !== "");
    const size = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[1] ?? "");
    if (lines[0]?.trim() === "1" && size) {
      const h = Number(size[1]);
      const w = Number(size[2]);
      const rows = lines.slice(2, 2 + h).map((l) => l.trim());
      if (h <= 64 && w <= 64 && rows.length === h && rows.every((r) => r.length === w && /^[BW.]*$/.test(r))) {
        this.grid_.set(h, w, cells_of(rows, w, "."));
      }
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
    try {
      const res = await this.core_.run({ command: "lpuzzle", options: { format: "json" }, input: this.editor_.text, svg: true });
      if (generation !== this.generation_) return;  // a later Solve supersedes this one
      this.editor_.show_error(res.exit === 2 ? res.stderr : "");
      if (res.exit === 2) {
        if (res.stderr) (this.editor_.root.closest("details") as HTMLDetailsElement | null)?.setAttribute("open", "");
        this.answer_.set_status(refusal(res.stderr, "pattern"), true);
        return;
      }
      const docs = res.stdout.split("\n").filter((l) => l).map((l) => JSON.parse(l) as LpuzzleDoc);
      this.answer_.set_status(docs.map((d) => d.answer).join(" "));
      this.answer_.set_text(res.stdout);
      this.answer_.show_svg(res.svg);
    } catch (e) {
      if (generation !== this.generation_) return;
      this.answer_.set_status(e instanceof StoppedError ? "stopped: no answer" : String(e));
    }
  }

  private async generate(): Promise<void> {
    const options = { rows: Number(this.rows_.value) || 4, cols: Number(this.cols_.value) || 6, seed: this.seed_++, kind: this.kind_.value };
    try {
      const res = await this.core_.run({ command: "gen lpuzzle", options, input: "" });
      if (res.exit !== 0) {
        this.editor_.show_error(res.stderr || `the generator answered exit ${res.exit}`);
        return;
      }
      this.editor_.text = res.stdout;
      this.text_changed();
      await this.solve();
    } catch (e) {
      this.answer_.set_status(e instanceof StoppedError ? "stopped" : String(e));
    }
  }
}
