// The Omok tab: click to place stones (black first), pick the rule; after every move the referee
// (`tessera omok referee`) judges the game so far and, under renju, `tessera omok --forbidden` marks
// the points forbidden to black. A game record (row-col lines, h8 notation or a Piskvork .psq) can be
// loaded and stepped through line by line, each step judged and drawn by the referee itself.
import { CoreClient, StoppedError } from "./core_client";
import { Grid } from "./grid";
import type { Tab } from "./tab";
import { Answer, Editor, button, el, labelled, select, refusal } from "./ui";

interface RefereeDoc {
  result: string;
  move: number;
  winner?: number;
  colour?: number;
  point?: [number, number];
  line?: [number, number][];
  reason?: string;
  text?: string;
}
interface ForbiddenDoc {
  forbidden: [number, number][];
  reasons: string[];
}

const colour_name = (c: number | undefined) => (c === 1 ? "black" : c === 2 ? "white" : "nobody");

export class OmokTab implements Tab {
  readonly id = "omok";
  readonly title = "Omok";
  readonly root: HTMLElement;
  private readonly grid_: Grid;
  private readonly editor_: Editor;
  private readonly answer_ = new Answer("omok");
  private readonly record_answer_ = new Answer("omok-record");
  private readonly size_ = select("omok-size", ["15", "19"], "15");
  private readonly rule_ = select("omok-rule", ["standard", "freestyle", "renju", "caro"], "renju");
  private readonly step_label_ = el("span", { id: "omok-step" });
  private moves_: [number, number][] = [];
  private decided_ = false;
  private record_step_ = 0;
  private generation_ = 0;

  constructor(private readonly core_: CoreClient, private readonly changed_: () => void) {
    this.grid_ = new Grid("omok-grid", "board", {
      next: (v) => (v !== "." || this.decided_ ? v : this.moves_.length % 2 === 0 ? "X" : "O"),
      cls: (v) => (v === "X" ? "stone black-stone" : v === "O" ? "stone white-stone" : "point"),
    }, () => this.board_clicked());
    this.editor_ = new Editor("omok", "game record (row col lines, h8 notation or .psq)", () => {
      this.record_step_ = this.record_lines().length;
      this.changed_();
    });
    this.size_.addEventListener("change", () => this.new_game());
    this.rule_.addEventListener("change", () => void this.judge());
    this.root = el("div", { class: "tab-body" }, [
      el("div", { class: "controls" }, [
        labelled("board", this.size_), labelled("rule", this.rule_),
        button("omok-undo", "Undo", () => { this.moves_.pop(); this.decided_ = false; void this.judge(); }),
        button("omok-new", "New game", () => this.new_game()),
      ]),
      el("p", { class: "hint", text: "Click a point (or move with the arrow keys and press Space) to play; black moves first. Under renju, ✕ marks the points forbidden to black." }),
      el("div", { class: "work" }, [this.grid_.root, this.answer_.root]),
      el("h3", { text: "A game record" }),
      el("div", { class: "work" }, [
        el("div", {}, [
          this.editor_.root,
          el("div", { class: "row" }, [
            button("omok-judge", "Judge the record", () => { this.record_step_ = this.record_lines().length; void this.judge_record(); }),
            button("omok-back", "◀ step back", () => this.step_record(-1)),
            this.step_label_,
            button("omok-forward", "step forward ▶", () => this.step_record(1)),
          ]),
        ]),
        this.record_answer_.root,
      ]),
    ]);
    this.new_game(false);
  }

  state(): Record<string, string> {
    const state: Record<string, string> = { size: this.size_.value, rule: this.rule_.value, moves: this.moves_.map(([r, c]) => `${r}.${c}`).join("-") };
    if (this.editor_.text.trim()) state.record = this.editor_.text;
    return state;
  }
  restore(s: Record<string, string>): void {
    if (s.size) this.size_.value = s.size;
    if (s.rule) this.rule_.value = s.rule;
    this.new_game(false);
    if (s.moves) {
      this.moves_ = s.moves.split("-").map((m) => m.split(".").map(Number) as [number, number]);
      void this.judge(false);
    }
    if (s.record) {
      this.editor_.text = s.record;
      this.record_step_ = this.record_lines().length;
      void this.judge_record();
    }
  }
  async solve(): Promise<void> {
    await this.judge(false);
  }

  private n(): number {
    return Number(this.size_.value);
  }
  private new_game(notify = true): void {
    this.moves_ = [];
    this.decided_ = false;
    void this.judge(notify);
  }
  private draw_stones(): void {
    const n = this.n();
    const cells = new Array<string>(n * n).fill(".");
    this.moves_.forEach(([r, c], k) => (cells[(r - 1) * n + (c - 1)] = k % 2 === 0 ? "X" : "O"));
    this.grid_.set(n, n, cells);
  }
  // The grid painted one new stone (or, by a drag, several: only a click counts as a move).
  private board_clicked(): void {
    const n = this.n();
    const placed: [number, number][] = [];
    const taken = new Set(this.moves_.map(([r, c]) => (r - 1) * n + (c - 1)));
    this.grid_.cells.forEach((v, i) => {
      if (v !== "." && !taken.has(i)) placed.push([Math.floor(i / n) + 1, (i % n) + 1]);
    });
    if (placed.length === 1 && !this.decided_) this.moves_.push(placed[0]);
    void this.judge();
  }

  private async judge(notify = true): Promise<void> {
    const generation = ++this.generation_;
    this.draw_stones();
    if (notify) this.changed_();
    const n = this.n();
    const rule = this.rule_.value;
    const input = this.moves_.map(([r, c]) => `${r} ${c}\n`).join("");
    try {
      const res = await this.core_.run({ command: "omok referee", options: { rule, size: String(n), format: "json" }, input });
      let forbidden: ForbiddenDoc | null = null;
      if (rule === "renju") {
        const board = this.grid_.row_strings().join("\n");
        const f = await this.core_.run({ command: "omok", options: { rule, forbidden: true, format: "json" }, input: `${n}\n${board}\n` });
        if (f.exit === 0) forbidden = JSON.parse(f.stdout) as ForbiddenDoc;
      }
      if (generation !== this.generation_) return;  // a later move is being judged
      if (res.exit !== 0) {
        this.answer_.status.textContent = res.stderr;
        return;
      }
      const doc = JSON.parse(res.stdout) as RefereeDoc;
      this.decided_ = doc.result !== "playing";
      this.answer_.status.textContent = verdict(doc, this.moves_.length);
      this.answer_.text.textContent = res.stdout;
      for (const [r, c] of doc.line ?? []) this.grid_.mark((r - 1) * n + (c - 1), "win");
      if (doc.result === "forbidden" && doc.point) this.grid_.mark((doc.point[0] - 1) * n + doc.point[1] - 1, "foul", doc.reason);
      if (forbidden && !this.decided_) {
        forbidden.forbidden.forEach(([r, c], k) => this.grid_.mark((r - 1) * n + (c - 1), "forbidden", `forbidden to black: ${forbidden!.reasons[k]}`));
      }
    } catch (e) {
      this.answer_.status.textContent = e instanceof StoppedError ? "stopped" : String(e);
    }
  }

  // A record is stepped through by its lines: step k judges the first k lines (a header line of a
  // .psq counts as one); the referee reads and judges the text, the page only cuts it.
  private record_lines(): string[] {
    return this.editor_.text.split("\n").filter((l) => l.trim() !== "");
  }
  private step_record(delta: number): void {
    const total = this.record_lines().length;
    this.record_step_ = Math.max(0, Math.min(total, this.record_step_ + delta));
    void this.judge_record();
  }
  private async judge_record(): Promise<void> {
    const lines = this.record_lines();
    const input = lines.slice(0, this.record_step_).map((l) => l + "\n").join("");
    this.step_label_.textContent = `line ${this.record_step_} of ${lines.length}`;
    try {
      const res = await this.core_.run({ command: "omok referee", options: { rule: this.rule_.value, format: "json" }, input, svg: true });
      this.editor_.show_error(res.exit === 2 ? res.stderr : "");
      if (res.exit === 2) {
        this.record_answer_.clear();
        this.record_answer_.status.textContent = refusal(res.stderr, "game record");
        return;
      }
      const doc = JSON.parse(res.stdout) as RefereeDoc;
      this.record_answer_.status.textContent = verdict(doc, doc.move);
      this.record_answer_.text.textContent = res.stdout;
      this.record_answer_.show_svg(res.svg);
    } catch (e) {
      this.record_answer_.status.textContent = e instanceof StoppedError ? "stopped" : String(e);
    }
  }
}

function verdict(doc: RefereeDoc, moves: number): string {
  const at = doc.point ? ` at ${doc.point[0]} ${doc.point[1]}` : "";
  switch (doc.result) {
    case "playing":
      return `${moves} moves; ${moves % 2 === 0 ? "black" : "white"} to move`;
    case "win":
      return `${colour_name(doc.winner)} wins with move ${doc.move}${at}`;
    case "forbidden":
      return `black loses at move ${doc.move}:${at.replace(" at", "")} is forbidden (${doc.reason ?? ""})`;
    default:
      return `${doc.result} at move ${doc.move}${at}${doc.reason ? ` (${doc.reason})` : ""}`;
  }
}
