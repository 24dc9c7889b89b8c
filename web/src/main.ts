// The page: four tabs over one solver core, a floating progress panel with Stop, and the problem
// kept in the URL's hash (#tab=cover&board=...) so that a link reproduces it. A change of the hash
// (a link followed, an example clicked, the back button) loads that problem and solves it.
import { CoreClient, type BusyView, type ProgressReport } from "./core_client";
import { CoverTab } from "./cover";
import { FillTab } from "./fill";
import { LpuzzleTab } from "./lpuzzle";
import { OmokTab } from "./omok";
import { load_palette } from "./palette";
import type { Tab } from "./tab";
import { el } from "./ui";
import "./style.css";

// The progress panel: after a moment, one line per working tab: what it does, a bar filled from the
// run's own reports (indeterminate until the first), the figures the CLI's terminal line gives
// (share searched, time left, solutions so far, nodes per second) and Stop. It floats over the
// bottom of the window, so nothing on the page moves when it comes and goes.
class Busy implements BusyView {
  private readonly running_ = new Map<CoreClient, number>();
  private readonly report_ = new Map<CoreClient, ProgressReport>();
  // One line per working tab, updated in place (so the Stop button keeps the keyboard focus).
  private readonly lines_ = new Map<CoreClient, { line: HTMLElement; bar: HTMLProgressElement; label: HTMLElement; what: HTMLElement }>();
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
      // A tab out of sight shows a line only for a run that reports its progress (a search): its
      // first requests (the module compiling in a new worker) are not worth a line.
      const hidden = document.getElementById(`panel-${client.name}`)?.hidden ?? false;
      if (hidden && !this.report_.has(client) && !this.lines_.has(client)) continue;
      let view = this.lines_.get(client);
      if (!view) {
        const bar = el("progress", { "aria-label": `${client.name}: share of the work done` });
        const label = el("span", { class: "elapsed" });
        const stop = el("button", { type: "button", id: `stop-${client.name}`, text: "Stop", "aria-keyshortcuts": "Escape" });
        stop.addEventListener("click", () => client.stop());
        const what = el("span", { class: "what", text: `${client.title}: working` });
        view = { line: el("div", { class: "busy-line" }, [what, stop, bar, label]), bar, label, what };
        // Each line keeps its slot (from the bottom) while it lives, so no line moves when another
        // comes or goes.
        const taken = new Set([...this.lines_.values()].map((v) => v.line.style.getPropertyValue("--slot")));
        let slot = 0;
        while (taken.has(String(slot))) slot++;
        view.line.style.setProperty("--slot", String(slot));
        this.lines_.set(client, view);
        this.root_.append(view.line);
      }
      const report = this.report_.get(client);
      if (report) {
        view.what.textContent = `${client.title}: ${report.phase === "count" ? "counting" : "searching"}`;
        view.bar.value = report.fraction;
        view.bar.setAttribute("aria-valuetext", `${(100 * report.fraction).toFixed(1)}%`);
      }
      const figures = report ? `${describe(report)}; ` : "";
      view.label.textContent = `${figures}working for ${duration((now - t) / 1000)}`;
    }
    this.root_.hidden = this.lines_.size === 0;
  }
}

// 12345678 -> "12,345,678"; seconds -> "4.2 s", "42 s", "3 min 20 s", "2 h 5 min".
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
  const per_s = rate >= 1e6 ? `${(rate / 1e6).toFixed(1)} M` : rate >= 1e3 ? `${(rate / 1e3).toFixed(1)} k` : `${rate} `;
  const s = r.solutions ?? 0;
  return `${(100 * r.fraction).toFixed(1)}% searched (Knuth's estimate)${left}, ${grouped(s)} solution${s === 1 ? "" : "s"} so far, ${grouped(r.nodes ?? 0)} nodes (${per_s}nodes/s)`;
}

const busy = new Busy(document.getElementById("busy")!);
let update_url = () => {};
const changed = () => update_url();
const client = (name: string, title: string) => new CoreClient(name, title, busy);
const clients = [client("cover", "Cover"), client("lpuzzle", "L-puzzle"), client("omok", "Omok"), client("fill", "Fill")];
// The brain thinks in a worker of its own, so the referee answers while it does; its progress is
// the game panel's own line, not the busy panel.
const brain = new CoreClient("brain", "tessera's brain", null);
const tabs: Tab[] = [
  new CoverTab(clients[0], changed),
  new LpuzzleTab(clients[1], changed),
  new OmokTab(clients[2], brain, changed),
  new FillTab(clients[3], changed),
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
  t.root.setAttribute("aria-labelledby", `tab-${t.id}`);
  panels.append(t.root);
}
// Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern).
bar.addEventListener("keydown", (e) => {
  // From the tab that has the focus (the one shown, unless a click moved it).
  const focused = tabs.findIndex((t) => document.activeElement?.id === `tab-${t.id}`);
  const i = focused >= 0 ? focused : tabs.indexOf(current);
  const to = e.key === "ArrowRight" ? (i + 1) % tabs.length : e.key === "ArrowLeft" ? (i + tabs.length - 1) % tabs.length
    : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : -1;
  if (to < 0) return;
  e.preventDefault();
  show(tabs[to], true);
});

// Escape stops whatever is running (as the Stop buttons do).
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") for (const c of clients) if (c.running) c.stop();
});

// The hash the page wrote last: replaceState fires no hashchange, but a link to the same state would
// not either, so a change is only what differs from this.
let written = "";
update_url = () => {
  const params = new URLSearchParams({ tab: current.id, ...current.state() });
  written = `#${params.toString()}`;
  history.replaceState(null, "", written);
};

// A link: the tab and its problem from the hash, solved at once.
function follow_hash(): void {
  const params = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
  const linked = tabs.find((t) => t.id === params.tab);
  if (!linked) {
    show(current);
    return;
  }
  linked.restore(params);
  show(linked);
  void linked.solve();
}
window.addEventListener("hashchange", () => {
  if (location.hash !== written) follow_hash();
});

if (location.hash.length > 1) follow_hash();
else show(tabs[0]);
void load_palette(clients[2]);  // the Omok worker: its requests are all short
