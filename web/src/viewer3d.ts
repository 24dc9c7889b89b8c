// The 3D view of a cube-lattice solution (three.js): each placement `{"piece": NAME, "cells":
// [[x,y,z], ...]}` (the shape `tessera cover --lattice cube --format json` lists, issue 21) is one
// solid in its palette colour, drawn as the faces of its cells that no cell of the same piece
// covers, outlined where the solid has an edge (not between two cells of one flat face). The mouse
// and touch turn (drag) and zoom (wheel, pinch) through OrbitControls; the keyboard turns (arrows)
// and zooms (+ and -). An exploded view pushes every piece out from the centre; "assembly" steps
// through the pieces from the bottom up, the newest one lit.
import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { piece_colour } from "./palette";
import { button, checkbox, el, labelled } from "./ui";

export type Cell3 = [number, number, number];
export interface CubePlacement {
  piece: string;
  cells: Cell3[];
}

// The six face directions, and for each its four corners as offsets from the cell's low corner.
const faces: { n: Cell3; corners: Cell3[] }[] = [
  { n: [1, 0, 0], corners: [[1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]] },
  { n: [-1, 0, 0], corners: [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]] },
  { n: [0, 1, 0], corners: [[0, 1, 0], [0, 1, 1], [1, 1, 1], [1, 1, 0]] },
  { n: [0, -1, 0], corners: [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]] },
  { n: [0, 0, 1], corners: [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]] },
  { n: [0, 0, -1], corners: [[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 0]] },
];
const key = ([x, y, z]: Cell3) => `${x},${y},${z}`;
const add = (a: Cell3, b: Cell3): Cell3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

// One piece's surface and outline. The board's z is up: (x, y, z) -> three's (x, z, -y).
function piece_geometry(cells: Cell3[]): { surface: THREE.BufferGeometry; outline: THREE.BufferGeometry } {
  const own = new Set(cells.map(key));
  const positions: number[] = [];
  const normals: number[] = [];
  const lines: number[] = [];
  const to3 = ([x, y, z]: Cell3) => [x, z, -y];
  for (const c of cells) {
    for (const f of faces) {
      if (own.has(key(add(c, f.n)))) continue;  // inside the piece
      const p = f.corners.map((d) => to3(add(c, d)));
      const n = to3(f.n);
      for (const i of [0, 1, 2, 0, 2, 3]) {
        positions.push(...p[i]);
        normals.push(...n);
      }
      // An edge of this face is drawn unless the face continues flat into the next cell of the
      // piece across it (that cell is in the piece, and the cell in front of it is not).
      for (let e = 0; e < 4; e++) {
        const a = f.corners[e];
        const b = f.corners[(e + 1) % 4];
        const mid: Cell3 = [a[0] + b[0] - 1, a[1] + b[1] - 1, a[2] + b[2] - 1];
        const across: Cell3 = [mid[0] === 0 || f.n[0] !== 0 ? 0 : mid[0], mid[1] === 0 || f.n[1] !== 0 ? 0 : mid[1], mid[2] === 0 || f.n[2] !== 0 ? 0 : mid[2]];
        const next = add(c, across);
        if (own.has(key(next)) && !own.has(key(add(next, f.n)))) continue;
        lines.push(...p[e], ...p[(e + 1) % 4]);
      }
    }
  }
  const surface = new THREE.BufferGeometry();
  surface.setAttribute("position", new THREE.Float32BufferAttribute(positions, 3));
  surface.setAttribute("normal", new THREE.Float32BufferAttribute(normals, 3));
  const outline = new THREE.BufferGeometry();
  outline.setAttribute("position", new THREE.Float32BufferAttribute(lines, 3));
  return { surface, outline };
}

// Assembly order: from the bottom layer up, then back to front, left to right (by lowest cell).
function assembly_order(placements: CubePlacement[]): number[] {
  const low = placements.map((p) => p.cells.reduce((m, [x, y, z]) => Math.min(m, z * 1e6 + y * 1e3 + x), Infinity));
  return placements.map((_, i) => i).sort((a, b) => low[a] - low[b]);
}

export class CubeViewer {
  readonly root: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  private readonly renderer_: THREE.WebGLRenderer;
  private readonly scene_ = new THREE.Scene();
  private readonly camera_ = new THREE.PerspectiveCamera(40, 4 / 3, 0.1, 1000);
  private readonly controls_: OrbitControls;
  private readonly pieces_ = new THREE.Group();
  private groups_: { group: THREE.Group; offset: THREE.Vector3; material: THREE.MeshStandardMaterial }[] = [];
  private order_: number[] = [];
  private shown_ = 0;
  private explode_ = 0;
  private readonly explode_in_: HTMLInputElement;
  private readonly step_label_: HTMLElement;
  private readonly turn_: HTMLInputElement;
  private frame_ = 0;
  private placements_: CubePlacement[] = [];

  // controls: the explode slider, the assembly steps and the view buttons under the picture (a
  // board's preview has no pieces to step through).
  constructor(readonly id: string, controls = true) {
    // Ids from the view's own (two views on one page: the board's preview and a solution).
    this.explode_in_ = el("input", { id: `${id}-explode`, type: "range", min: "0", max: "100", value: "0" });
    this.step_label_ = el("span", { id: `${id}-step`, class: "where" });
    this.canvas = el("canvas", { id: `${id}-canvas`, tabindex: "0", role: "img", "aria-label": "the solution in 3D: drag or use the arrow keys to turn it, the wheel, a pinch or + and - to zoom" });
    // preserveDrawingBuffer: the picture can be read back (a saved image, the test's pixel count).
    this.renderer_ = new THREE.WebGLRenderer({ canvas: this.canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
    this.renderer_.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    // Soft light from everywhere, a key light from above and a weaker one from the front left: the
    // three visible faces of a cube get three clearly different shades of the piece's colour.
    this.scene_.add(new THREE.AmbientLight(0xffffff, 1.1), new THREE.HemisphereLight(0xffffff, 0x8090a0, 0.9));
    const key_light = new THREE.DirectionalLight(0xffffff, 1.6);
    key_light.position.set(3, 10, 5);
    const fill = new THREE.DirectionalLight(0xffffff, 0.6);
    fill.position.set(-6, 2, 4);
    this.scene_.add(key_light, fill, this.pieces_);
    this.controls_ = new OrbitControls(this.camera_, this.canvas);
    this.controls_.enableDamping = true;
    this.controls_.addEventListener("change", () => this.request_frame());
    this.canvas.addEventListener("keydown", (e) => this.key(e));
    const [turn_label, turn] = checkbox(`${id}-turn`, "turn by itself");
    this.turn_ = turn;
    turn.addEventListener("change", () => {
      this.controls_.autoRotate = turn.checked;
      this.request_frame();
    });
    this.explode_in_.addEventListener("input", () => {
      this.explode_ = Number(this.explode_in_.value) / 100;
      this.place();
    });
    const stage = el("div", { class: "viewer" }, [this.canvas]);
    this.root = el("div", { id, class: "viewer-wrap" }, [
      stage,
      el("div", { class: "viewer-controls", ...(controls ? {} : { hidden: "" }) }, [
        labelled("exploded", this.explode_in_),
        el("div", { class: "stepper", role: "group", "aria-label": "assembly, piece by piece" }, [
          button(`${id}-prev`, "◀ piece", () => this.step(this.shown_ - 1)),
          this.step_label_,
          button(`${id}-next`, "piece ▶", () => this.step(this.shown_ + 1)),
          button(`${id}-all`, "all", () => this.step(this.groups_.length)),
        ]),
        turn_label,
        button(`${id}-reset`, "reset view", () => this.frame_all()),
      ]),
    ]);
    new ResizeObserver(() => this.resize()).observe(stage);
  }

  // Shows one solution; `colour` gives each placement's palette index (default: its position).
  show(placements: CubePlacement[], colour: (i: number) => number = (i) => i): void {
    this.placements_ = placements;
    for (const g of this.groups_) {
      g.group.traverse((o) => {
        if (o instanceof THREE.Mesh || o instanceof THREE.LineSegments) o.geometry.dispose();
      });
    }
    this.pieces_.clear();
    const all = placements.flatMap((p) => p.cells);
    const lo = [0, 1, 2].map((i) => Math.min(...all.map((c) => c[i])));
    const hi = [0, 1, 2].map((i) => Math.max(...all.map((c) => c[i])) + 1);
    const centre = new THREE.Vector3((lo[0] + hi[0]) / 2, (lo[2] + hi[2]) / 2, -(lo[1] + hi[1]) / 2);
    this.groups_ = placements.map((p, i) => {
      const { surface, outline } = piece_geometry(p.cells);
      const material = new THREE.MeshStandardMaterial({ color: new THREE.Color(piece_colour(colour(i))), roughness: 0.55, metalness: 0.05, polygonOffset: true, polygonOffsetFactor: 1, polygonOffsetUnits: 1 });
      const group = new THREE.Group();
      group.name = p.piece;
      group.add(new THREE.Mesh(surface, material), new THREE.LineSegments(outline, new THREE.LineBasicMaterial({ color: 0x202020 })));
      const mid = new THREE.Vector3();
      for (const [x, y, z] of p.cells) mid.add(new THREE.Vector3(x + 0.5, z + 0.5, -y - 0.5));
      mid.divideScalar(p.cells.length);
      this.pieces_.add(group);
      return { group, offset: mid.sub(centre), material };
    });
    // The board's centre at the origin; each piece moves out along its centre's direction.
    this.pieces_.position.copy(centre).negate();
    this.order_ = assembly_order(placements);
    this.shown_ = this.groups_.length;
    this.place();
    this.frame_all();
  }

  // What the scene holds, for a reader of the page (and its test): pieces in the scene, shown.
  info(): { pieces: number; shown: number; names: string[] } {
    return { pieces: this.groups_.length, shown: this.groups_.filter((g) => g.group.visible).length, names: this.groups_.map((g) => g.group.name) };
  }

  private step(k: number): void {
    this.shown_ = Math.max(1, Math.min(this.groups_.length, k));
    this.place();
  }

  private place(): void {
    const n = this.groups_.length;
    const spread = 1.2 * this.explode_;
    this.order_.forEach((i, rank) => {
      const g = this.groups_[i];
      g.group.visible = rank < this.shown_;
      g.group.position.copy(g.offset).multiplyScalar(spread);
      g.material.emissive.setHex(rank === this.shown_ - 1 && this.shown_ < n ? 0x333333 : 0x000000);
    });
    const newest = this.shown_ < n ? ` (newest: ${this.placements_[this.order_[this.shown_ - 1]]?.piece ?? ""})` : "";
    this.step_label_.textContent = `${this.shown_} of ${n} pieces${newest}`;
    this.root.dataset.pieces = String(n);
    this.root.dataset.shown = String(this.shown_);
    (this.root.querySelector(`#${this.id}-prev`) as HTMLButtonElement).disabled = this.shown_ <= 1;
    (this.root.querySelector(`#${this.id}-next`) as HTMLButtonElement).disabled = this.shown_ >= n;
    this.request_frame();
  }

  private frame_all(): void {
    const box = new THREE.Box3().setFromObject(this.pieces_);
    const size = box.getSize(new THREE.Vector3()).length() || 3;
    this.controls_.target.set(0, 0, 0);
    this.camera_.position.set(size * 1.1, size * 0.95, size * 1.35);
    this.camera_.near = size / 100;
    this.camera_.far = size * 20;
    this.camera_.updateProjectionMatrix();
    this.controls_.update();
    this.request_frame();
  }

  private resize(): void {
    const w = this.canvas.clientWidth;
    const h = this.canvas.clientHeight;
    if (w === 0 || h === 0) return;
    this.renderer_.setSize(w, h, false);
    this.camera_.aspect = w / h;
    this.camera_.updateProjectionMatrix();
    this.request_frame();
  }

  // Frames on demand: one per change, continuously while damping settles or the view turns.
  private request_frame(): void {
    if (this.frame_) return;
    this.frame_ = requestAnimationFrame(() => {
      this.frame_ = 0;
      const moving = this.controls_.update();
      this.renderer_.render(this.scene_, this.camera_);
      if (moving || this.turn_.checked) this.request_frame();
    });
  }

  private key(e: KeyboardEvent): void {
    const turn = Math.PI / 18;
    const offset = this.camera_.position.clone().sub(this.controls_.target);
    const spherical = new THREE.Spherical().setFromVector3(offset);
    if (e.key === "ArrowLeft") spherical.theta -= turn;
    else if (e.key === "ArrowRight") spherical.theta += turn;
    else if (e.key === "ArrowUp") spherical.phi = Math.max(0.1, spherical.phi - turn);
    else if (e.key === "ArrowDown") spherical.phi = Math.min(Math.PI - 0.1, spherical.phi + turn);
    else if (e.key === "+" || e.key === "=") spherical.radius *= 0.9;
    else if (e.key === "-") spherical.radius /= 0.9;
    else return;
    e.preventDefault();
    this.camera_.position.copy(this.controls_.target).add(new THREE.Vector3().setFromSpherical(spherical));
    this.request_frame();
  }
}
