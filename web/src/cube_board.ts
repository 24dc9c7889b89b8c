// A board of the cube lattice, edited layer by layer: the box's size, a layer slider, the layer
// painted on a square grid (click, drag, keys), and the board in 3D beside it (the 3D view, the
// board as one solid). Points are (x, y, z), z up, as the core reads them (issue 21); a layer's
// grid shows y growing upwards, as the core's text drawings of cube layers do. A drawn piece uses the
// same editor under its own ids (`prefix`), without the 3D preview (one WebGL view per piece is more
// than a page should hold).
import { Grid } from "./grid";
import { el, labelled, number_input } from "./ui";
import { CubeViewer, type Cell3 } from "./viewer3d";

export class CubeBoard {
  readonly root: HTMLElement;
  readonly viewer: CubeViewer | null;
  private readonly x_: HTMLInputElement;
  private readonly y_: HTMLInputElement;
  private readonly z_: HTMLInputElement;
  private readonly layer_: HTMLInputElement;
  private readonly layer_label_: HTMLElement;
  private readonly grid_: Grid;
  private on_ = new Set<string>();
  private timer_ = 0;

  constructor(private readonly changed_: () => void, prefix = "cube", preview = true) {
    [this.x_, this.y_, this.z_] = ["x", "y", "z"].map((a) => number_input(`${prefix}-${a}`, 3, 1, 16));
    this.layer_ = el("input", { id: `${prefix}-layer`, type: "range", min: "0", max: "2", value: "0", "aria-label": "layer" });
    this.layer_label_ = el("span", { id: `${prefix}-layer-label`, class: "where" });
    this.grid_ = new Grid(`${prefix}-grid`, "layer", {
      next: (v) => (v === "#" ? "." : "#"),
      cls: (v) => (v === "#" ? "free" : "blocked"),
    }, () => this.layer_changed());
    this.viewer = preview ? new CubeViewer(`${prefix}-view`, false) : null;
    for (const c of [this.x_, this.y_, this.z_]) c.addEventListener("change", () => this.resize());
    this.layer_.addEventListener("input", () => this.show_layer());
    this.root = el("div", { class: "cube-board" }, [
      el("div", { class: "controls" }, [labelled("x", this.x_), labelled("y", this.y_), labelled("z (layers)", this.z_)]),
      el("div", { class: "row" }, [el("label", { for: `${prefix}-layer`, text: "layer" }), this.layer_, this.layer_label_]),
      el("div", { class: "work" }, [el("div", { class: "grid-scroll" }, [this.grid_.root]), ...(this.viewer ? [el("div", { class: "cube-preview" }, [this.viewer.root])] : [])]),
    ]);
    this.resize(false);
  }

  private dims(): [number, number, number] {
    return [this.x_, this.y_, this.z_].map((c) => Math.max(1, Math.min(16, Number(c.value) || 1))) as [number, number, number];
  }

  // The board's cells, layer by layer, rows from the back (y) and columns (x).
  cells(): Cell3[] {
    const [nx, ny, nz] = this.dims();
    const out: Cell3[] = [];
    for (let z = 0; z < nz; z++) for (let y = 0; y < ny; y++) for (let x = 0; x < nx; x++) if (this.on_.has(`${x},${y},${z}`)) out.push([x, y, z]);
    return out;
  }

  // A box of nx x ny x nz with the cells of `on` ("x,y,z" keys) in it (a shorthand, a link).
  set(nx: number, ny: number, nz: number, on: Set<string>): void {
    [this.x_.value, this.y_.value, this.z_.value] = [nx, ny, nz].map(String);
    this.on_ = new Set([...on].filter((k) => {
      const [x, y, z] = k.split(",").map(Number);
      return x >= 0 && y >= 0 && z >= 0 && x < nx && y < ny && z < nz;
    }));
    this.layer_.max = String(nz - 1);
    this.layer_.value = String(Math.min(Number(this.layer_.value), nz - 1));
    this.show_layer();
    this.preview();
  }

  // A whole box (every cell in), as a new size does.
  private resize(notify = true): void {
    const [nx, ny, nz] = this.dims();
    this.on_ = new Set();
    for (let z = 0; z < nz; z++) for (let y = 0; y < ny; y++) for (let x = 0; x < nx; x++) this.on_.add(`${x},${y},${z}`);
    this.layer_.max = String(nz - 1);
    this.layer_.value = String(Math.min(Number(this.layer_.value), nz - 1));
    this.show_layer();
    this.preview();
    if (notify) this.changed_();
  }

  private show_layer(): void {
    const [nx, ny, nz] = this.dims();
    const z = Number(this.layer_.value);
    const cells: string[] = [];
    for (let row = 0; row < ny; row++) for (let x = 0; x < nx; x++) cells.push(this.on_.has(`${x},${ny - 1 - row},${z}`) ? "#" : ".");
    this.grid_.set(ny, nx, cells);
    this.layer_label_.textContent = `z = ${z} (${z + 1} of ${nz})`;
  }

  private layer_changed(): void {
    const [nx, ny] = this.dims();
    const z = Number(this.layer_.value);
    this.grid_.cells.forEach((v, i) => {
      const key = `${i % nx},${ny - 1 - Math.floor(i / nx)},${z}`;
      if (v === "#") this.on_.add(key);
      else this.on_.delete(key);
    });
    this.preview();
    this.changed_();
  }

  // The 3D view follows the painting, a moment after it pauses.
  private preview(): void {
    window.clearTimeout(this.timer_);
    this.timer_ = window.setTimeout(() => {
      const cells = this.cells();
      this.root.dataset.cells = String(cells.length);
      if (cells.length > 0) this.viewer?.show([{ piece: "board", cells }], () => 10);
    }, 150);
  }
}
