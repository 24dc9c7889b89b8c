// The page: four tabs over one solver core, a busy bar with Stop, and the problem kept in the URL's
// hash (#tab=cover&board=...) so that a link reproduces it.
import { CoreClient, type BusyView, type ProgressReport } from "./core_client";
import { CoverTab } from "./cover";
import { FillTab } from "./fill";
import { LpuzzleTab } from "./lpuzzle";
import { OmokTab } from "./omok";
import type { Tab } from "./tab";
import { el } from "./ui";
import "./style.css";

// The busy bar: after a moment, shows which tab is working, for how long, and a Stop button; the bar
// is filled from the run's own progress reports (indeterminate until the first), and the line says
// what the CLI's terminal line says: nodes, rate, solutions so far, the time left once known.
class Busy implements BusyView {
  private readonly running_ = new Map<CoreClient, number>();
  private readonly report_ = new Map<CoreClient, ProgressReport>();
  // One line per working tab, updated in place (so the Stop button keeps the keyboard focus).
  private readonly lines_ = new Map<CoreClient, { line: HTMLElement; bar: HTMLProgressElement; label: HTMLElement }>();
  private timer_ = 0;
  constructor(private readonly root_: HTMLElement) {}
  start(client: CoreClient): void {
    this.running_.set(client, performance.now());
    if (!this.timer_) this.timer_ = window.setInterval(() => this.render(), 100);
  }
  progress(client: CoreClient, report: ProgressReport): void {
    this.report_.set(client, report);
  }
  finish(client: CoreClient): void {
    this.running_.delete(client);
    this.report_.delete(client);
    this.lines_.get(client)?.line.remove();
    this.lines_.delete(client);
    this.render();
    if (this.running_.size === 0 && this.timer_) {
      window.clearInterval(this.timer_);
      this.timer_ = 0;
    }
  }
  private render(): void {
    const now = performance.now();
    for (const [client, t] of this.running_) {
      if (now - t < 200) continue;
      let view = this.lines_.get(client);
      if (!view) {
        const bar = el("progress", { "aria-label": `${client.name} working` });
        const label = el("span", { class: "elapsed" });
        const stop = el("button", { type: "button", id: `stop-${client.name}`, text: "Stop" });
        stop.addEventListener("click", () => client.stop());
        view = { line: el("div", { class: "busy-line" }, [bar, label, stop]), bar, label };
        this.lines_.set(client, view);
        this.root_.append(view.line);
      }
      const report = this.report_.get(client);
      const estimate = report ? `, ${describe(report)}` : "";
      if (report) {
        view.bar.value = report.fraction;
        view.bar.setAttribute("aria-valuetext", `${(100 * report.fraction).toFixed(1)}%`);
      }
      view.label.textContent = ` ${client.name}: working for ${((now - t) / 1000).toFixed(1)} s${estimate} `;
    }
    this.root_.hidden = this.lines_.size === 0;
  }
}

// 12345678 -> "12,345,678"; seconds -> "42 s", "3 min 20 s", "2 h 5 min".
const grouped = (n: number) => Math.round(n).toLocaleString("en-US");
function duration(s: number): string {
  if (s < 10) return `${s.toFixed(1)} s`;
  const t = Math.round(s);
  if (t < 3600) return t < 60 ? `${t} s` : `${Math.floor(t / 60)} min ${t % 60} s`;
  return `${Math.floor(t / 3600)} h ${Math.floor((t % 3600) / 60)} min`;
}

// The report in words, as the CLI's terminal line has it.
function describe(r: ProgressReport): string {
  const left = r.seconds_left === null ? "" : `, about ${duration(r.seconds_left)} left`;
  if (r.phase === "count") {
    return `counting: pass ${r.pass ?? 1}/${r.passes ?? 1}, row ${r.row ?? 0}/${r.rows ?? 0}, ${(100 * r.fraction).toFixed(1)}% of the steps${left}`;
  }
  const rate = r.nodes_per_second ?? 0;
  const per_s = rate >= 1e6 ? `${(rate / 1e6).toFixed(1)} M` : rate >= 1e3 ? `${(rate / 1e3).toFixed(1)} k` : `${rate}`;
  const s = r.solutions ?? 0;
  return `${(100 * r.fraction).toFixed(1)}% searched (Knuth's estimate), ${grouped(r.nodes ?? 0)} nodes (${per_s} nodes/s), ${grouped(s)} solution${s === 1 ? "" : "s"}${left}`;
}

const busy_root = document.getElementById("busy")!;
const busy = new Busy(busy_root);
let update_url = () => {};
const clients = ["cover", "lpuzzle", "omok", "fill"].map((name) => new CoreClient(name, busy));
const tabs: Tab[] = [
  new CoverTab(clients[0], () => update_url()),
  new LpuzzleTab(clients[1], () => update_url()),
  new OmokTab(clients[2], () => update_url()),
  new FillTab(clients[3], () => update_url()),
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

// Escape stops whatever is running (as the Stop buttons do).
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") for (const c of clients) if (c.running) c.stop();
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
