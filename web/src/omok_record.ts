// The Omok tab's record card: a game record (row-col lines, h8 notation on one line or many, a
// Piskvork .psq file, a JSON move list) judged by `tessera omok referee` and stepped move by move,
// or a position (the seed's 19x19 board of 0/1/2) judged by `tessera omok`. Where each move's text
// lies comes from the core's own reader (the page's "omok moves" request, omok::parse_moves), so a
// one-line record steps move by move; the referee judges the record cut after move k, and speaks
// the record's notation.
import { CoreClient, StoppedError } from "./core_client";
import { Answer, Editor, button, card, el, examples, labelled, refusal, select } from "./ui";
import sample_board from "../../examples/omok/sample.txt?raw";
import renju_game from "../../examples/omok/game.txt?raw";

interface MoveAt {
  row: number;
  col: number;
  pass: boolean;
  offset: number;
  length: number;
}
interface MovesDoc {
  format: string;
  moves: MoveAt[];
}

const utf8 = new TextEncoder();
const from_utf8 = new TextDecoder();

export const record_examples: [string, string][] = [
  ["renju double-three", renju_game],
  ["one line of notation", "h8 h9 i8 g8 j8 k8 i9 i7 g7 f6 j10 k11 i10\n"],
  ["the seed's board (BOJ 2615)", sample_board],
];

export class OmokRecord {
  readonly root: HTMLElement;
  private readonly editor_: Editor;
  private readonly answer_ = new Answer("omok-record");
  private readonly kind_ = select("omok-record-kind", ["game record", "board position"], "game record");
  private readonly where_ = el("span", { id: "omok-step", class: "where" });
  private readonly stepper_: HTMLElement;
  private moves_: MoveAt[] = [];
  private format_ = "";
  private step_ = 0;
  private generation_ = 0;

  constructor(
    private readonly core_: CoreClient,
    private readonly changed_: () => void,
    private readonly rule_: () => string,
    private readonly size_: () => number,
  ) {
    this.editor_ = new Editor("omok", "game record or board", () => {
      this.moves_ = [];
      this.changed_();
    });
    this.kind_.addEventListener("change", () => void this.solve());
    const go = (to: (k: number, n: number) => number) => () => void this.step(to(this.step_, this.moves_.length));
    this.stepper_ = el("div", { class: "stepper", role: "group", "aria-label": "step through the record" }, [
      button("omok-start", "◀◀ start", go(() => 0)),
      button("omok-back", "◀ back", go((k) => k - 1)),
      this.where_,
      button("omok-forward", "forward ▶", go((k) => k + 1)),
      button("omok-end", "end ▶▶", go((_, n) => n)),
    ]);
    this.stepper_.hidden = true;  // until a record is judged
    const links = examples(record_examples.map(([name, text]) => [name, {
      tab: "omok", record: text, kind: text === sample_board ? "position" : "game", ...(text === renju_game ? { rule: "renju" } : {}),
    }]));
    this.root = card("Judge a game record or a position", [
      el("div", { class: "work" }, [
        el("div", { class: "editor-col" }, [
          el("div", { class: "controls" }, [labelled("the text is a", this.kind_),
            button("omok-judge", "Judge", () => void this.solve(), "primary")]),
          this.editor_.root,
          this.stepper_,
          links,
        ]),
        this.answer_.root,
      ]),
      el("p", { class: "hint", text: "A record: row col lines, renju notation (h8 i9 j10, rows counted from the bottom, on one line or many), a Piskvork .psq file or a JSON move list; the rule and board size are the game's above. A position: rows of 0/1/2 or . X O." }),
    ], { id: "omok-record-card" });
  }

  state(): Record<string, string> {
    if (!this.editor_.text.trim()) return {};
    return { record: this.editor_.text, kind: this.kind_.value === "board position" ? "position" : "game" };
  }
  restore(s: Record<string, string>): void {
    this.editor_.text = s.record ?? "";
    this.kind_.value = s.kind === "position" ? "board position" : "game record";
    this.moves_ = [];
  }

  // Judges the whole record (or the position).
  async solve(): Promise<void> {
    if (!this.editor_.text.trim()) return;
    if (this.kind_.value === "board position") {
      this.stepper_.hidden = true;
      await this.judge_position();
      return;
    }
    this.stepper_.hidden = false;
    if (!(await this.load_moves())) return;
    await this.step(this.moves_.length);
  }

  // Where each move is, from the core's reader. False (and the message by the text) when the
  // referee cannot read the record.
  private async load_moves(): Promise<boolean> {
    const res = await this.core_.run({ command: "omok moves", options: { size: String(this.size_()) }, input: this.editor_.text });
    this.editor_.show_error(res.exit === 2 ? res.stderr : "");
    if (res.exit !== 0) {
      this.answer_.clear();
      this.answer_.set_status(refusal(res.stderr, "game record"), true);
      this.where_.textContent = "";
      return false;
    }
    const doc = JSON.parse(res.stdout) as MovesDoc;
    this.moves_ = doc.moves;
    this.format_ = doc.format;
    return true;
  }

  // The record cut after move k: after the move's text and the rest of its line (a .psq move's
  // time), never into the next move; a JSON list is rebuilt from its first k moves' texts.
  private prefix(k: number): string {
    const text = this.editor_.text;
    const moves = this.moves_;
    if (k >= moves.length) return text;
    const bytes = utf8.encode(text);
    const piece = (m: MoveAt) => from_utf8.decode(bytes.subarray(m.offset, m.offset + m.length));
    if (this.format_ === "json") {
      const items = moves.slice(0, k).map((m) => (bytes[m.offset - 1] === 34 ? `"${piece(m)}"` : piece(m)));
      return `[${items.join(",")}]\n`;
    }
    if (k === 0) return from_utf8.decode(bytes.subarray(0, moves[0].offset));
    let end = moves[k - 1].offset + moves[k - 1].length;
    while (end < bytes.length && end < moves[k].offset && bytes[end] !== 10) end++;
    return from_utf8.decode(bytes.subarray(0, end));
  }

  private async step(k: number): Promise<void> {
    if (this.moves_.length === 0 && !(await this.load_moves())) return;
    const n = this.moves_.length;
    this.step_ = Math.max(0, Math.min(n, k));
    const generation = ++this.generation_;
    const input = this.prefix(this.step_);
    const options = { rule: this.rule_(), size: String(this.size_()) };
    this.where_.textContent = `move ${this.step_} of ${n}`;
    try {
      const res = await this.core_.run({ command: "omok referee", options: { ...options, format: "json" }, input, svg: true });
      const said = await this.core_.run({ command: "omok referee", options, input });
      if (generation !== this.generation_) return;
      this.editor_.show_error(res.exit === 2 ? res.stderr : "");
      if (res.exit === 2) {
        this.answer_.clear();
        this.answer_.set_status(refusal(res.stderr, "game record"), true);
        return;
      }
      const doc = JSON.parse(res.stdout) as { result: string; move: number };
      const to_move = doc.move % 2 === 0 ? "black" : "white";
      this.answer_.set_status(doc.result === "playing" ? `${doc.move} move${doc.move === 1 ? "" : "s"}; ${to_move} to move` : said.stdout.trim());
      this.answer_.set_text(res.stdout);
      this.answer_.show_svg(res.svg);
      for (const [id, off] of [["omok-start", this.step_ === 0], ["omok-back", this.step_ === 0], ["omok-forward", this.step_ >= n], ["omok-end", this.step_ >= n]] as const) {
        (this.stepper_.querySelector(`#${id}`) as HTMLButtonElement).disabled = off;
      }
    } catch (e) {
      if (generation === this.generation_) this.answer_.set_status(e instanceof StoppedError ? "stopped" : String(e));
    }
  }

  private async judge_position(): Promise<void> {
    const generation = ++this.generation_;
    try {
      const options = { rule: this.rule_() };
      const res = await this.core_.run({ command: "omok", options: { ...options, format: "json" }, input: this.editor_.text, svg: true });
      const said = await this.core_.run({ command: "omok", options, input: this.editor_.text });
      if (generation !== this.generation_) return;
      this.editor_.show_error(res.exit === 2 ? res.stderr : "");
      if (res.exit === 2) {
        this.answer_.clear();
        this.answer_.set_status(refusal(res.stderr, "board"), true);
        return;
      }
      const doc = JSON.parse(res.stdout) as { winner: number; line?: [number, number][] };
      const first = said.stdout.trim().split("\n");
      const at = doc.line ? `, from row ${doc.line[0][0]}, column ${doc.line[0][1]}` : "";
      this.answer_.set_status(doc.winner === 0 ? "no winner (0)" : `${doc.winner === 1 ? "black" : "white"} wins (${first.join(" / ")})${at}`);
      this.answer_.set_text(res.stdout);
      this.answer_.show_svg(res.svg);
    } catch (e) {
      if (generation === this.generation_) this.answer_.set_status(e instanceof StoppedError ? "stopped" : String(e));
    }
  }
}
