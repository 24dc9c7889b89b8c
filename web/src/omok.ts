// The Omok tab: a game on a go board against tessera's own brain (`tessera brain`, compiled into the
// same core and run in a worker of its own) or between two people, under any rule. After every move
// the referee (`tessera omok referee`) judges the game so far; under renju `tessera omok
// --forbidden` marks the points forbidden to black. The record downloads as the files the referee
// and other tools read (.psq, notation, row-col, the JSON game line, SGF), written by the core.
// Below the game, a record can be loaded and stepped through move by move (omok_record.ts).
import { GoBoard, point_name, type Point } from "./board";
import { CoreClient, StoppedError } from "./core_client";
import { OmokRecord } from "./omok_record";
import type { Tab } from "./tab";
import { Answer, button, card, checkbox, el, examples, labelled, select } from "./ui";

interface RefereeDoc {
  result: string;
  move: number;
  winner?: number;
  point?: Point;
  line?: Point[];
  line_text?: string[];
  reason?: string;
}
interface ForbiddenDoc {
  forbidden: Point[];
  reasons: string[];
}

// The brain's strength: plies of alpha-beta and the most time a move may take (the protocol's
// timeout_turn). The low levels are bounded by depth (the time cap is rarely reached), so their
// moves are the native brain's on the same position.
const levels: Record<string, { depth: number; ms: number; text: string }> = {
  easy: { depth: 2, ms: 5000, text: "easy (2 plies)" },
  medium: { depth: 4, ms: 5000, text: "medium (4 plies)" },
  hard: { depth: 10, ms: 2000, text: "hard (2 s a move)" },
  strongest: { depth: 10, ms: 6000, text: "strongest (6 s a move)" },
};
// Gomocup's INFO rule codes (tessera/match.hpp's info_rule).
const rule_codes: Record<string, number> = { freestyle: 0, standard: 1, renju: 4, caro: 9 };
const colour_name = (c: number) => (c === 1 ? "black" : "white");

export class OmokTab implements Tab {
  readonly id = "omok";
  readonly title = "Omok";
  readonly root: HTMLElement;
  private readonly board_ = new GoBoard("omok-board", "game board", (p) => void this.play(p));
  private readonly size_ = select("omok-size", ["15", "19"], "15");
  private readonly rule_ = select("omok-rule", ["standard", "freestyle", "renju", "caro"], "renju");
  private readonly opponent_ = select("omok-opponent", ["tessera", "a friend"], "tessera");
  private readonly first_ = select("omok-first", ["you", "tessera"], "you");
  private readonly level_ = el("select", { id: "omok-level" });
  private readonly numbers_: HTMLInputElement;
  private readonly status_ = el("div", { id: "omok-status", class: "game-status", "aria-live": "polite" });
  private readonly thinking_ = el("div", { id: "omok-thinking", class: "thinking" });
  private readonly list_ = el("p", { id: "omok-moves", class: "moves-list" });
  private readonly answer_ = new Answer("omok-game");
  private readonly undo_: HTMLButtonElement;
  private readonly record_: OmokRecord;
  private moves_: Point[] = [];
  private ms_: number[] = [];
  private moved_at_ = performance.now();
  private doc_: RefereeDoc | null = null;
  private forbidden_: ForbiddenDoc | null = null;
  private decided_ = false;
  private thinking_now_ = false;
  private generation_ = 0;

  constructor(private readonly core_: CoreClient, private readonly brain_: CoreClient, private readonly changed_: () => void) {
    for (const [value, l] of Object.entries(levels)) this.level_.append(el("option", { value, text: l.text }));
    this.level_.value = "medium";
    const [numbers_label, numbers] = checkbox("omok-numbers", "move numbers");
    this.numbers_ = numbers;
    numbers.addEventListener("change", () => this.draw());
    for (const s of [this.size_, this.rule_, this.opponent_, this.first_]) s.addEventListener("change", () => this.new_game());
    // Who starts and the strength matter only against tessera.
    this.opponent_.addEventListener("change", () => this.enable());
    this.level_.addEventListener("change", () => this.changed_());
    this.undo_ = button("omok-undo", "Undo", () => void this.undo());
    const downloads = el("div", { class: "downloads" }, [el("span", { text: "Save the game:" })]);
    for (const [format, label] of [["psq", ".psq"], ["notation", "notation"], ["row-col", "row col"], ["json", "JSON"], ["sgf", "SGF"]]) {
      downloads.append(button(`omok-save-${format}`, label, () => void this.save(format)));
    }
    this.answer_.status.hidden = true;  // the game's status line is its own (above)
    this.record_ = new OmokRecord(core_, () => this.changed_(), () => this.rule_.value, () => Number(this.size_.value));
    this.root = el("div", { class: "tab-body" }, [
      el("div", { class: "bench" }, [
        el("section", { class: "card", "aria-label": "the board" }, [this.board_.root]),
        card("Five in a row", [
          el("div", { class: "controls" }, [
            labelled("play against", this.opponent_), labelled("who starts", this.first_),
            labelled("strength", this.level_), labelled("rule", this.rule_), labelled("board", this.size_),
          ]),
          el("div", { class: "row" }, [button("omok-new", "New game", () => this.new_game(), "primary"), this.undo_, numbers_label]),
          this.status_,
          this.thinking_,
          this.list_,
          downloads,
          this.answer_.root,
          examples([
            ["tessera starts, renju", { tab: "omok", opponent: "brain", first: "tessera", rule: "renju", level: "medium" }],
            ["a renju trap for black (two players)", { tab: "omok", opponent: "human", rule: "renju", moves: "6.8-5.7-7.8-4.7-8.9-6.6-8.10-6.5" }],
          ]),
          el("p", { class: "hint", text: "Black moves first. Under renju, black may not make a double three, a double four or six in a row: those points are crossed out, and playing one loses. Caro: a five blocked at both ends does not win." }),
        ]),
      ]),
      this.record_.root,
    ]);
    this.new_game(false);
  }

  state(): Record<string, string> {
    const state: Record<string, string> = {
      size: this.size_.value, rule: this.rule_.value, opponent: this.opponent_.value === "tessera" ? "brain" : "human",
      first: this.first_.value, level: this.level_.value, moves: this.moves_.map(([r, c]) => `${r}.${c}`).join("-"),
    };
    return { ...state, ...this.record_.state() };
  }
  restore(s: Record<string, string>): void {
    if (s.size) this.size_.value = s.size;
    if (s.rule) this.rule_.value = s.rule;
    if (s.opponent) this.opponent_.value = s.opponent === "human" ? "a friend" : "tessera";
    if (s.first) this.first_.value = s.first;
    if (s.level && levels[s.level]) this.level_.value = s.level;
    this.new_game(false, false);
    this.enable();
    if (s.moves) this.moves_ = s.moves.split("-").map((m) => m.split(".").map(Number) as Point);
    this.ms_ = this.moves_.map(() => 0);
    this.record_.restore(s);
  }
  async solve(): Promise<void> {
    await this.advance(false);
    await this.record_.solve();
  }

  private enable(): void {
    this.first_.disabled = this.level_.disabled = !this.against_brain();
  }

  private n(): number {
    return Number(this.size_.value);
  }
  private against_brain(): boolean {
    return this.opponent_.value === "tessera";
  }
  // The colour the brain plays (0 in a game between two people).
  private brain_colour(): number {
    if (!this.against_brain()) return 0;
    return this.first_.value === "tessera" ? 1 : 2;
  }
  private to_move(): 1 | 2 {
    return this.moves_.length % 2 === 0 ? 1 : 2;
  }

  private new_game(notify = true, start = true): void {
    ++this.generation_;
    if (this.brain_.running) this.brain_.stop();
    this.thinking_now_ = false;
    this.moves_ = [];
    this.ms_ = [];
    this.doc_ = null;
    this.forbidden_ = null;
    this.decided_ = false;
    this.moved_at_ = performance.now();
    this.thinking_.textContent = "";
    this.board_.resize(this.n());
    if (start) void this.advance(notify);
  }

  private async play(p: Point): Promise<void> {
    if (this.decided_ || this.thinking_now_ || this.to_move() === this.brain_colour()) return;
    if (this.moves_.some(([r, c]) => r === p[0] && c === p[1])) return;
    this.moves_.push(p);
    this.ms_.push(Math.round(performance.now() - this.moved_at_));
    this.moved_at_ = performance.now();
    await this.advance(true);
  }

  // Judges the game so far; then, when it goes on and it is the brain's turn, asks the brain.
  private async advance(notify: boolean): Promise<void> {
    const generation = ++this.generation_;
    this.draw();
    if (notify) this.changed_();
    if (!(await this.judge(generation))) return;
    if (!this.decided_ && this.to_move() === this.brain_colour()) await this.think(generation);
  }

  private async judge(generation: number): Promise<boolean> {
    const n = this.n();
    const rule = this.rule_.value;
    const input = this.moves_.map((p) => `${point_name(n, p)}\n`).join("");
    const options = { rule, size: String(n), format: "json" };
    try {
      const res = await this.core_.run({ command: "omok referee", options, input });
      if (generation !== this.generation_) return false;
      if (res.exit !== 0) {
        this.status_.textContent = res.stderr.trim();
        return false;
      }
      const doc = JSON.parse(res.stdout) as RefereeDoc;
      this.forbidden_ = null;
      if (rule === "renju" && doc.result === "playing" && this.to_move() === 1) {
        const f = await this.core_.run({ command: "omok", options: { rule, forbidden: true, format: "json" }, input: `${n}\n${this.rows().join("\n")}\n` });
        if (f.exit === 0) this.forbidden_ = JSON.parse(f.stdout) as ForbiddenDoc;
      }
      // A finished game is said as the CLI says it, in the notation of the board.
      let sentence = "";
      if (doc.result !== "playing") sentence = (await this.core_.run({ command: "omok referee", options: { rule, size: String(n) }, input })).stdout.trim();
      if (generation !== this.generation_) return false;
      this.doc_ = doc;
      this.decided_ = doc.result !== "playing";
      this.answer_.set_text(res.stdout);
      this.status_.textContent = this.decided_ ? sentence : this.turn_text();
      this.draw();
      return true;
    } catch (e) {
      if (generation === this.generation_) this.status_.textContent = e instanceof StoppedError ? "stopped" : String(e);
      return false;
    }
  }

  private turn_text(): string {
    const colour = colour_name(this.to_move());
    const k = this.moves_.length;
    const moves = `${k} move${k === 1 ? "" : "s"}`;
    if (!this.against_brain()) return `${moves}; ${colour} to move`;
    return this.to_move() === this.brain_colour() ? `${moves}; tessera (${colour}) to move` : `${moves}; your move (${colour})`;
  }

  // The brain's move: the position as the Gomocup protocol gives it (the brain's stones 1, the
  // other's 2), the strength as depth and turn time; the reply "x,y" is 0-based column, row.
  private async think(generation: number): Promise<void> {
    const level = levels[this.level_.value] ?? levels.medium;
    const n = this.n();
    const own = this.moves_.length % 2;
    const lines = [`START ${n}`, `INFO rule ${rule_codes[this.rule_.value] ?? 1}`, `INFO timeout_turn ${level.ms}`, "BOARD"];
    this.moves_.forEach(([r, c], i) => lines.push(`${c - 1},${r - 1},${i % 2 === own ? 1 : 2}`));
    lines.push("DONE");
    this.thinking_now_ = true;
    this.thinking_.textContent = "tessera is thinking…";
    this.draw();
    const started = performance.now();
    let res;
    try {
      res = await this.brain_.run({ command: "brain", options: { depth: level.depth, stats: true }, input: lines.join("\n") + "\n" });
    } catch (e) {
      if (generation === this.generation_) {
        this.thinking_now_ = false;
        this.thinking_.textContent = e instanceof StoppedError ? "" : String(e);
      }
      return;
    }
    if (generation !== this.generation_) return;
    this.thinking_now_ = false;
    const reply = /^(\d+),(\d+)$/m.exec(res.stdout);
    if (!reply) {
      this.thinking_.textContent = `tessera could not move: ${(res.stdout + res.stderr).trim()}`;
      return;
    }
    const p: Point = [Number(reply[2]) + 1, Number(reply[1]) + 1];
    const ms = Math.round(performance.now() - started);
    const stats = /depth (\d+) nodes (\d+)( vcf)?/.exec(res.stderr);
    // What the search said: a win by continuous fours, a move needing no search (a five, the only
    // block), or the plies it looked ahead and the positions it visited.
    const how = !stats ? "" : stats[3] ? ": a forced win by fours" : stats[1] === "0" ? ": no search needed"
      : `: ${stats[1]} pl${stats[1] === "1" ? "y" : "ies"}, ${Number(stats[2]).toLocaleString("en-US")} nodes`;
    this.thinking_.textContent = `tessera played ${point_name(n, p)} in ${(ms / 1000).toFixed(2)} s${how}`;
    this.thinking_.dataset.ms = String(ms);
    this.moves_.push(p);
    this.ms_.push(ms);
    this.moved_at_ = performance.now();
    await this.advance(true);
  }

  // Takes back the last move of the player at the board (and the brain's reply to it).
  private async undo(): Promise<void> {
    if (this.thinking_now_) {
      ++this.generation_;
      this.brain_.stop();
      this.thinking_now_ = false;
      this.thinking_.textContent = "";
    }
    const brain = this.brain_colour();
    if (this.moves_.length === 0) return;
    this.moves_.pop();
    this.ms_.pop();
    while (brain && this.moves_.length > 0 && this.to_move() === brain) {
      this.moves_.pop();
      this.ms_.pop();
    }
    this.decided_ = false;
    this.moved_at_ = performance.now();
    await this.advance(true);
  }

  private async save(format: string): Promise<void> {
    const names = this.against_brain()
      ? (this.brain_colour() === 1 ? ["tessera brain", "you"] : ["you", "tessera brain"])
      : ["black", "white"];
    const n = this.n();
    const res = await this.core_.run({
      command: "omok record",
      options: { format, rule: this.rule_.value, size: String(n), black: names[0], white: names[1] },
      input: JSON.stringify({ moves: this.moves_, ms: this.ms_ }),
    });
    if (res.exit !== 0) {
      this.status_.textContent = res.stderr.trim();
      return;
    }
    const ext = { psq: "psq", notation: "txt", "row-col": "txt", json: "json", sgf: "sgf" }[format] ?? "txt";
    const a = el("a", { download: `tessera-omok${format === "row-col" ? "-rowcol" : ""}.${ext}` });
    a.href = URL.createObjectURL(new Blob([res.stdout], { type: "text/plain" }));
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }

  private rows(): string[] {
    const n = this.n();
    const cells = new Array<string>(n * n).fill(".");
    this.moves_.forEach(([r, c], k) => (cells[(r - 1) * n + (c - 1)] = k % 2 === 0 ? "X" : "O"));
    const out: string[] = [];
    for (let r = 0; r < n; r++) out.push(cells.slice(r * n, (r + 1) * n).join(""));
    return out;
  }

  private draw(): void {
    const n = this.n();
    const doc = this.doc_;
    const playable = !this.decided_ && !this.thinking_now_ && this.to_move() !== this.brain_colour();
    this.board_.draw({
      stones: this.moves_,
      win: doc?.result === "win" ? doc.line : undefined,
      foul: doc?.result === "forbidden" ? doc.point : undefined,
      forbidden: this.forbidden_?.forbidden.map((point, k) => ({ point, reason: this.forbidden_!.reasons[k] })),
      numbers: this.numbers_.checked,
      next: playable ? this.to_move() : undefined,
    });
    this.list_.textContent = this.moves_.map((p, k) => `${k % 2 === 0 ? `${k / 2 + 1}. ` : ""}${point_name(n, p)}`).join(" ");
    this.undo_.disabled = this.moves_.length === 0 || (this.brain_colour() === 1 && this.moves_.length === 1);
  }
}
