// A square-grid solution drawn in the page (enumerate's steps, the hints of "make it unique", a
// found solution to pin pieces from): each piece in a palette colour, outlined where it meets
// another piece or the edge, its name in every cell. Optional marks: the hint pieces (the rest drawn
// faintly unless `faint` is off), pinned pieces (given on the board), and pieces that a click or
// Enter/Space pins and unpins (each such piece is a button in the tab order).
import { piece_colour } from "./palette";

export interface Placement {
  cells: number[][];  // [row, column], 1-based, as `cover --format json` writes them
  piece: string;
}

export interface SolutionLook {
  hints?: Set<number>;              // indices of the hint pieces: drawn in full, the rest faintly
  faint?: boolean;                  // with hints: the rest faint (true, the default) or in full
  pinned?: (p: Placement) => boolean;
  on_pin?: (p: Placement, k: number) => void;  // pieces become buttons
  label?: string;
}

const ns = "http://www.w3.org/2000/svg";

function svg_el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS(ns, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

export function draw_solution(rows: number, cols: number, placements: Placement[], look: SolutionLook = {}): SVGSVGElement {
  const s = 28;
  const svg = svg_el("svg", { viewBox: `-2 -2 ${cols * s + 4} ${rows * s + 4}`, width: cols * s + 4, height: rows * s + 4, class: "solution" });
  if (!look.on_pin) svg.setAttribute("role", "img");
  const owner = new Map<string, number>();
  placements.forEach((p, k) => p.cells.forEach(([r, c]) => owner.set(`${r},${c}`, k)));
  let outline = "";
  placements.forEach((p, k) => {
    const hint = look.hints?.has(k) ?? false;
    const faint = look.hints !== undefined && !hint && look.faint !== false;
    const pinned = look.pinned?.(p) ?? false;
    const g = svg_el("g", { class: `piece${hint ? " hint" : ""}${faint ? " faint" : ""}${pinned ? " pinned" : ""}`, "data-k": k, "data-piece": p.piece });
    for (const [r, c] of p.cells) {
      const x = (c - 1) * s;
      const y = (r - 1) * s;
      g.append(svg_el("rect", { x, y, width: s, height: s, fill: piece_colour(k), class: "cellbox" }));
      const t = svg_el("text", { x: x + s / 2, y: y + s * 0.68 });
      t.textContent = p.piece;
      g.append(t);
      if (owner.get(`${r - 1},${c}`) !== k) outline += `M${x} ${y}h${s}`;
      if (owner.get(`${r + 1},${c}`) !== k) outline += `M${x} ${y + s}h${s}`;
      if (owner.get(`${r},${c - 1}`) !== k) outline += `M${x} ${y}v${s}`;
      if (owner.get(`${r},${c + 1}`) !== k) outline += `M${x + s} ${y}v${s}`;
    }
    if (look.on_pin) {
      const where = p.cells.map(([r, c]) => `${r},${c}`).join(" ");
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-pressed", String(pinned));
      g.setAttribute("aria-label", `${p.piece} at ${where}: ${pinned ? "pinned on the board; press to unpin" : "press to pin it on the board"}`);
      const pin = () => look.on_pin?.(p, k);
      g.addEventListener("click", pin);
      g.addEventListener("keydown", (e) => {
        if (e.key !== "Enter" && e.key !== " ") return;
        e.preventDefault();
        pin();
      });
    }
    svg.append(g);
  });
  svg.append(svg_el("path", { d: outline, class: "outline" }));
  // The pinned and hint pieces outlined again, thicker, over the rest.
  placements.forEach((p, k) => {
    if (!(look.hints?.has(k) || look.pinned?.(p))) return;
    let d = "";
    for (const [r, c] of p.cells) {
      const x = (c - 1) * s;
      const y = (r - 1) * s;
      if (owner.get(`${r - 1},${c}`) !== k) d += `M${x} ${y}h${s}`;
      if (owner.get(`${r + 1},${c}`) !== k) d += `M${x} ${y + s}h${s}`;
      if (owner.get(`${r},${c - 1}`) !== k) d += `M${x} ${y}v${s}`;
      if (owner.get(`${r},${c + 1}`) !== k) d += `M${x + s} ${y}v${s}`;
    }
    svg.append(svg_el("path", { d, class: "outline strong" }));
  });
  svg.setAttribute("aria-label", look.label ?? `a solution: ${placements.map((p) => p.piece).join(", ")}`);
  return svg;
}
