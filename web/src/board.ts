// The Omok board as a go board in SVG: wood, lines through the intersections, star points,
// coordinates in renju notation (columns a.., rows counted from the bottom: the notation the
// referee speaks, so "h8" can be read off the board), shaded stones, the last move ringed, the
// winning line drawn through its stones, renju's forbidden points crossed. Points are 1-based
// (row from the top, column), as the referee's JSON gives them. One tab stop: the arrow keys move
// a cursor, Enter or Space plays there; the cursor's point is announced.
import { el } from "./ui";

const ns = "http://www.w3.org/2000/svg";
const cell = 32;
const margin = 30;

export type Point = [number, number];
export interface BoardView {
  stones: (Point | null)[];          // in play order (black first); null is a pass
  win?: Point[];                     // the winning line's stones
  forbidden?: { point: Point; reason: string }[];
  foul?: Point;                      // black's forbidden move that lost the game
  numbers?: boolean;                 // each stone's move number
  next?: 1 | 2;                      // the colour a click would play (the ghost stone); none: no play
}

function svg_el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS(ns, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

// "h8" for row 8 from the top of a 15-line board is column h, row 15 + 1 - 8 = 8 from the bottom.
export function point_name(n: number, [r, c]: Point): string {
  return `${String.fromCharCode(96 + c)}${n + 1 - r}`;
}

// Star points: the centre and, from 13 lines on, the points 4 lines in from the corners (and the
// edges' middles on 19).
function stars(n: number): Point[] {
  const mid = (n + 1) / 2;
  const edge = n >= 13 ? 4 : 3;
  const out: Point[] = [[mid, mid]];
  for (const r of [edge, n + 1 - edge]) for (const c of [edge, n + 1 - edge]) out.push([r, c]);
  if (n >= 19) out.push([edge, mid], [n + 1 - edge, mid], [mid, edge], [mid, n + 1 - edge]);
  return out.filter(([r, c]) => Number.isInteger(r) && Number.isInteger(c));
}

export class GoBoard {
  readonly root: HTMLElement;
  readonly svg: SVGSVGElement;
  n = 15;
  private cursor_: Point = [8, 8];
  private view_: BoardView = { stones: [] };
  private readonly stones_ = svg_el("g");
  private readonly marks_ = svg_el("g");
  private readonly hits_ = svg_el("g");
  private readonly ghost_ = svg_el("circle", { r: cell * 0.46, opacity: 0.45, "pointer-events": "none" });
  private readonly cursor_mark_ = svg_el("rect", { class: "cursor", width: cell * 0.9, height: cell * 0.9, rx: 5 });
  private readonly announce_ = el("div", { class: "visually-hidden", "aria-live": "polite" });
  private readonly grid_ = svg_el("g");
  private occupied_ = new Map<string, number>();
  private keyboard_ = false;  // the cursor shows once the keyboard is used

  constructor(readonly id: string, private readonly label_: string, private readonly on_play_: (p: Point) => void) {
    this.svg = svg_el("svg", { id, class: "goban", tabindex: 0, role: "application", "aria-roledescription": "go board" });
    const defs = svg_el("defs");
    // Stones lit from the upper left: a radial gradient each.
    for (const [name, stops] of [["black", ["#7a7a7a", "#1c1c1c", "#000000"]], ["white", ["#ffffff", "#eeeeee", "#b9b9b9"]]] as const) {
      const g = svg_el("radialGradient", { id: `${id}-${name}`, cx: "35%", cy: "30%", r: "75%" });
      stops.forEach((c, i) => g.append(svg_el("stop", { offset: `${[0, 45, 100][i]}%`, "stop-color": c })));
      defs.append(g);
    }
    this.svg.append(defs, svg_el("rect", { class: "wood", x: 0, y: 0, width: "100%", height: "100%", rx: 8 }), this.grid_, this.stones_, this.marks_, this.ghost_, this.hits_, this.cursor_mark_);
    this.svg.addEventListener("click", (e) => {
      const p = this.point_of(e.target);
      if (p) {
        this.cursor_ = p;
        this.place_cursor();
        this.on_play_(p);
      }
    });
    this.svg.addEventListener("pointerover", (e) => this.hover(this.point_of(e.target)));
    this.svg.addEventListener("pointerleave", () => this.hover(null));
    this.svg.addEventListener("keydown", (e) => {
      this.keyboard_ = true;
      this.key(e);
    });
    this.svg.addEventListener("pointerdown", () => {
      this.keyboard_ = false;
      this.cursor_mark_.setAttribute("visibility", "hidden");
    });
    this.svg.addEventListener("focus", () => this.place_cursor());
    this.svg.addEventListener("blur", () => this.cursor_mark_.setAttribute("visibility", "hidden"));
    this.root = el("div", { class: "board-wrap" }, [this.svg, this.announce_]);
    this.resize(15);
  }

  private xy([r, c]: Point): [number, number] {
    return [margin + (c - 1) * cell, margin + (r - 1) * cell];
  }

  resize(n: number): void {
    this.n = n;
    const side = 2 * margin + (n - 1) * cell;
    this.svg.setAttribute("viewBox", `0 0 ${side} ${side}`);
    this.svg.setAttribute("width", String(side));
    this.svg.setAttribute("height", String(side));
    this.svg.setAttribute("aria-label", `${this.label_}, ${n} by ${n}: arrow keys move, Enter or Space plays`);
    const end = margin + (n - 1) * cell;
    let d = "";
    for (let i = 1; i < n - 1; i++) {
      const t = margin + i * cell;
      d += `M${margin} ${t}H${end}M${t} ${margin}V${end}`;
    }
    this.grid_.replaceChildren(
      svg_el("path", { class: "line", d }),
      svg_el("rect", { class: "edge", x: margin, y: margin, width: end - margin, height: end - margin }),
    );
    for (const p of stars(n)) {
      const [x, y] = this.xy(p);
      this.grid_.append(svg_el("circle", { class: "star", cx: x, cy: y, r: 3.2 }));
    }
    for (let i = 1; i <= n; i++) {
      const [x] = this.xy([1, i]);
      const [, y] = this.xy([i, 1]);
      const letter = String.fromCharCode(96 + i);
      this.grid_.append(
        Object.assign(svg_el("text", { class: "coord", x, y: end + margin * 0.62 }), { textContent: letter }),
        Object.assign(svg_el("text", { class: "coord", x, y: margin * 0.38 }), { textContent: letter }),
        Object.assign(svg_el("text", { class: "coord", x: margin * 0.4, y }), { textContent: String(n + 1 - i) }),
        Object.assign(svg_el("text", { class: "coord", x: end + margin * 0.6, y }), { textContent: String(n + 1 - i) }),
      );
    }
    // One transparent target per point, for the pointer (and for tests: data-i = (row-1)*n + col-1).
    this.hits_.replaceChildren();
    for (let r = 1; r <= n; r++) {
      for (let c = 1; c <= n; c++) {
        const [x, y] = this.xy([r, c]);
        this.hits_.append(svg_el("circle", { class: "hit", cx: x, cy: y, r: cell / 2, "data-i": (r - 1) * n + c - 1, "data-point": point_name(n, [r, c]) }));
      }
    }
    this.cursor_ = [Math.ceil(n / 2), Math.ceil(n / 2)];
    this.draw(this.view_);
  }

  draw(view: BoardView): void {
    this.view_ = view;
    this.occupied_.clear();
    this.stones_.replaceChildren();
    this.marks_.replaceChildren();
    const n = this.n;
    let last: Point | null = null;
    view.stones.forEach((p, k) => {
      if (!p) return;
      last = p;
      const colour = k % 2 === 0 ? "black" : "white";
      this.occupied_.set(`${p[0]},${p[1]}`, k);
      const [x, y] = this.xy(p);
      const stone = svg_el("g", { class: `stone ${colour}`, "data-i": (p[0] - 1) * n + p[1] - 1 });
      stone.append(
        svg_el("circle", { cx: x + 1.2, cy: y + 1.8, r: cell * 0.46, fill: "rgb(0 0 0 / 28%)" }),
        svg_el("circle", { cx: x, cy: y, r: cell * 0.46, fill: `url(#${this.id}-${colour})`, stroke: colour === "white" ? "#8a8a8a" : "#000", "stroke-width": 0.6 }),
      );
      if (view.numbers) {
        stone.append(Object.assign(svg_el("text", { class: "number", x, y, fill: colour === "black" ? "#fff" : "#111" }), { textContent: String(k + 1) }));
      }
      this.stones_.append(stone);
    });
    if (last && !view.numbers) {
      const [x, y] = this.xy(last);
      this.marks_.append(svg_el("circle", { class: "last", cx: x, cy: y, r: cell * 0.2 }));
    }
    if (view.win && view.win.length > 1) {
      const [x1, y1] = this.xy(view.win[0]);
      const [x2, y2] = this.xy(view.win[view.win.length - 1]);
      this.marks_.append(svg_el("line", { class: "winline", x1, y1, x2, y2 }));
      for (const p of view.win) {
        const [x, y] = this.xy(p);
        this.marks_.append(svg_el("circle", { class: "win", cx: x, cy: y, r: cell * 0.47, fill: "none", stroke: "#e24a3b", "stroke-width": 2, "data-i": (p[0] - 1) * n + p[1] - 1 }));
      }
    }
    for (const f of view.forbidden ?? []) {
      const [x, y] = this.xy(f.point);
      const s = cell * 0.22;
      const cross = svg_el("path", { class: "forbidden", d: `M${x - s} ${y - s}L${x + s} ${y + s}M${x + s} ${y - s}L${x - s} ${y + s}`, "data-i": (f.point[0] - 1) * n + f.point[1] - 1 });
      cross.append(Object.assign(svg_el("title"), { textContent: `${point_name(n, f.point)}: forbidden to black (${f.reason})` }));
      this.marks_.append(cross);
    }
    if (view.foul) {
      const [x, y] = this.xy(view.foul);
      this.marks_.append(svg_el("circle", { class: "foul", cx: x, cy: y, r: cell * 0.5 }));
    }
    this.ghost_.setAttribute("visibility", "hidden");
    this.place_cursor(false);
  }

  // The marks a test or a reader counts: the points of the given class, as data-i indices.
  marked(cls: string): number[] {
    return [...this.marks_.querySelectorAll(`.${cls}`)].map((e) => Number(e.getAttribute("data-i")));
  }

  private point_of(target: EventTarget | null): Point | null {
    const i = (target as Element | null)?.getAttribute?.("data-i");
    if (i === null || i === undefined || !(target as Element).classList.contains("hit")) return null;
    const k = Number(i);
    return [Math.floor(k / this.n) + 1, (k % this.n) + 1];
  }

  private hover(p: Point | null): void {
    const next = this.view_.next;
    if (!p || !next || this.occupied_.has(`${p[0]},${p[1]}`)) {
      this.ghost_.setAttribute("visibility", "hidden");
      return;
    }
    const [x, y] = this.xy(p);
    this.ghost_.setAttribute("cx", String(x));
    this.ghost_.setAttribute("cy", String(y));
    this.ghost_.setAttribute("fill", `url(#${this.id}-${next === 1 ? "black" : "white"})`);
    this.ghost_.setAttribute("visibility", "visible");
  }

  private place_cursor(announce = true): void {
    const [x, y] = this.xy(this.cursor_);
    this.cursor_mark_.setAttribute("x", String(x - cell * 0.45));
    this.cursor_mark_.setAttribute("y", String(y - cell * 0.45));
    const focused = document.activeElement === this.svg && this.keyboard_;
    this.cursor_mark_.setAttribute("visibility", focused ? "visible" : "hidden");
    if (announce && focused) {
      const k = this.occupied_.get(`${this.cursor_[0]},${this.cursor_[1]}`);
      const what = k === undefined ? "empty" : `${k % 2 === 0 ? "black" : "white"} stone, move ${k + 1}`;
      this.announce_.textContent = `${point_name(this.n, this.cursor_)}: ${what}`;
    }
  }

  private key(e: KeyboardEvent): void {
    let [r, c] = this.cursor_;
    if (e.key === "ArrowUp") r = Math.max(1, r - 1);
    else if (e.key === "ArrowDown") r = Math.min(this.n, r + 1);
    else if (e.key === "ArrowLeft") c = Math.max(1, c - 1);
    else if (e.key === "ArrowRight") c = Math.min(this.n, c + 1);
    else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      this.on_play_(this.cursor_);
      return;
    } else return;
    e.preventDefault();
    this.cursor_ = [r, c];
    this.place_cursor();
  }
}
