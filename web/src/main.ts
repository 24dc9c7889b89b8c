// The page: four tabs over one solver core, a busy bar with Stop, and the problem kept in the URL's
// hash (#tab=cover&board=...) so that a link reproduces it.
import { CoreClient, type BusyView } from "./core_client";
import { CoverTab } from "./cover";
import { FillTab } from "./fill";
import { LpuzzleTab } from "./lpuzzle";
import { OmokTab } from "./omok";
import type { Tab } from "./tab";
import { el } from "./ui";
import "./style.css";

// The busy bar: after a moment, shows which tab is working, for how long, and a Stop button. The
// core reports no progress while a call runs, so the bar is indeterminate.
class Busy implements BusyView {
  private readonly running_ = new Map<CoreClient, number>();
  private timer_ = 0;
  constructor(private readonly root_: HTMLElement) {}
  start(client: CoreClient): void {
    this.running_.set(client, performance.now());
    if (!this.timer_) this.timer_ = window.setInterval(() => this.render(), 100);
  }
  finish(client: CoreClient): void {
    this.running_.delete(client);
    this.render();
    if (this.running_.size === 0 && this.timer_) {
      window.clearInterval(this.timer_);
      this.timer_ = 0;
    }
  }
  private render(): void {
    const now = performance.now();
    const shown = [...this.running_].filter(([, t]) => now - t > 200);
    this.root_.hidden = shown.length === 0;
    this.root_.replaceChildren();
    for (const [client, t] of shown) {
      const stop = el("button", { type: "button", id: `stop-${client.name}`, text: "Stop" });
      stop.addEventListener("click", () => client.stop());
      this.root_.append(
        el("div", { class: "busy-line" }, [
          el("progress", { "aria-label": `${client.name} working` }),
          el("span", { class: "elapsed", text: ` ${client.name}: working for ${((now - t) / 1000).toFixed(1)} s ` }),
          stop,
        ]),
      );
    }
  }
}

const busy_root = document.getElementById("busy")!;
const busy = new Busy(busy_root);
let update_url = () => {};
const tabs: Tab[] = [
  new CoverTab(new CoreClient("cover", busy), () => update_url()),
  new LpuzzleTab(new CoreClient("lpuzzle", busy), () => update_url()),
  new OmokTab(new CoreClient("omok", busy), () => update_url()),
  new FillTab(new CoreClient("fill", busy), () => update_url()),
];

const bar = document.getElementById("tabs")!;
const panels = document.getElementById("panels")!;
let current = tabs[0];

function show(tab: Tab, focus = false): void {
  current = tab;
  for (const t of tabs) {
    const b = document.getElementById(`tab-${t.id}`)!;
    b.setAttribute("aria-selected", String(t === tab));
    b.tabIndex = t === tab ? 0 : -1;
    t.root.hidden = t !== tab;
    if (t === tab && focus) b.focus();
  }
  update_url();
}

for (const t of tabs) {
  const b = el("button", { id: `tab-${t.id}`, role: "tab", type: "button", "aria-controls": `panel-${t.id}`, text: t.title });
  b.addEventListener("click", () => show(t));
  bar.append(b);
  t.root.id = `panel-${t.id}`;
  t.root.setAttribute("role", "tabpanel");
  panels.append(t.root);
}
// Arrow keys move between tabs (the WAI-ARIA tabs pattern).
bar.addEventListener("keydown", (e) => {
  const i = tabs.indexOf(current);
  if (e.key === "ArrowRight") show(tabs[(i + 1) % tabs.length], true);
  else if (e.key === "ArrowLeft") show(tabs[(i + tabs.length - 1) % tabs.length], true);
});

update_url = () => {
  const params = new URLSearchParams({ tab: current.id, ...current.state() });
  history.replaceState(null, "", `#${params.toString()}`);
};

// A link: the tab and its problem from the hash, solved at once.
const params = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
const linked = tabs.find((t) => t.id === params.tab);
if (linked) {
  linked.restore(params);
  show(linked);
  void linked.solve();
} else {
  show(tabs[0]);
}
