// Small DOM helpers shared by the tabs: element builder, labelled controls, and the editor that shows
// the core's `<stdin>:LINE:COL: message` next to the text with the spot selected and marked.

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}

// A control with its label above it (the label's text names it for assistive technology too).
export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  return el("label", { class: "control" }, [text, control]);
}

// A card: a titled section of a tab.
export function card(title: string, children: (Node | string)[], attrs: Record<string, string> = {}): HTMLElement {
  const heading = el("h2", { text: title });
  return el("section", { class: "card", ...attrs }, [heading, ...children]);
}

// One-click examples: links to the page's own URL hash (main.ts follows a change of the hash).
export function examples(items: [string, Record<string, string>][]): HTMLElement {
  const nav = el("nav", { class: "examples", "aria-label": "examples" }, [el("span", { text: "Examples:" })]);
  for (const [name, state] of items) {
    nav.append(el("a", { href: `#${new URLSearchParams(state).toString()}`, text: name }));
  }
  return nav;
}

// A text download made in the page (a game record): a link to a Blob URL with a file name.
export function download_link(name: string, text: string, label: string, id: string): HTMLAnchorElement {
  const a = el("a", { id, download: name, text: label });
  a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  return a;
}

export function number_input(id: string, value: number, min: number, max: number): HTMLInputElement {
  return el("input", { id, type: "number", value: String(value), min: String(min), max: String(max) });
}

export function select(id: string, values: string[], value: string): HTMLSelectElement {
  const s = el("select", { id });
  for (const v of values) s.append(el("option", { value: v, text: v }));
  s.value = value;
  return s;
}

export function checkbox(id: string, text: string): [HTMLLabelElement, HTMLInputElement] {
  const box = el("input", { id, type: "checkbox" });
  return [el("label", { class: "check" }, [box, text]), box];
}

export function button(id: string, text: string, onclick: () => void, cls = ""): HTMLButtonElement {
  const b = el("button", { id, type: "button", text, ...(cls ? { class: cls } : {}) });
  b.addEventListener("click", onclick);
  return b;
}

// A diagnostic the CLI prints: "<stdin>:3:7: expected ..., found ..." (or "--pieces:1:4: ..." for
// an option's text, "pieces.txt:2:1: ..." for a file the request carries).
export interface Diagnostic {
  line: number;
  column: number;
  message: string;
}
export function parse_diagnostic(stderr: string, source = "<stdin>"): Diagnostic | null {
  const quoted = source.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`^${quoted}:(\\d+):(\\d+): (.*)$`, "m").exec(stderr);
  return m ? { line: Number(m[1]), column: Number(m[2]), message: m[3] } : null;
}

// The message and a caret under the spot, for a one-line text (an option's value).
export function spot_view(text: string, d: Diagnostic): HTMLElement[] {
  const line = text.split("\n")[d.line - 1] ?? "";
  return [
    el("div", { class: "where", text: `column ${d.column}: ${d.message}` }),
    el("pre", { class: "spot", text: `${line}\n${" ".repeat(Math.max(0, d.column - 1))}^` }),
  ];
}

// The status line for an exit-2 answer: bad input (a position in the text) or a refused request.
export function refusal(stderr: string, what: string): string {
  return parse_diagnostic(stderr)
    ? `the ${what} cannot be read: see the message by the text`
    : "the solver refused the request: see the message below";
}

// A text editor for a problem in its original format, with load-a-file, copy-out and the error view.
export class Editor {
  readonly root: HTMLElement;
  readonly area: HTMLTextAreaElement;
  private readonly error_: HTMLElement;
  constructor(id: string, label: string, on_input: () => void) {
    this.area = el("textarea", { id: `${id}-text`, spellcheck: "false", rows: "10", "aria-label": label });
    this.error_ = el("div", { id: `${id}-error`, class: "error", role: "alert" });
    const file = el("input", { type: "file", id: `${id}-file`, "aria-label": `load ${label} from a file` });
    file.addEventListener("change", async () => {
      const f = file.files?.[0];
      if (!f) return;
      this.area.value = await f.text();
      on_input();
    });
    const copy = button(`${id}-copy`, "Copy text", async () => {
      await navigator.clipboard?.writeText(this.area.value).catch(() => undefined);
      this.area.select();
    });
    this.area.addEventListener("input", on_input);
    this.root = el("div", { class: "editor" }, [
      el("div", { class: "row" }, [el("span", { text: label }), file, copy]),
      this.area,
      this.error_,
    ]);
  }
  get text(): string {
    return this.area.value;
  }
  set text(value: string) {
    this.area.value = value;
  }
  // Shows the core's stderr; when it names a line and column, marks that spot in the text.
  show_error(stderr: string): void {
    const d = parse_diagnostic(stderr);
    this.error_.replaceChildren();
    this.area.classList.toggle("bad", stderr !== "");
    if (!stderr) return;
    if (!d) {
      this.error_.append(el("pre", { text: stderr.trimEnd() }));
      return;
    }
    const lines = this.area.value.split("\n");
    const line_text = (lines[d.line - 1] ?? "").replace(/\r$/, "");
    this.error_.append(
      el("div", { class: "where", text: `line ${d.line}, column ${d.column}: ${d.message}` }),
      el("pre", { class: "spot", text: `${line_text}\n${" ".repeat(Math.max(0, d.column - 1))}^` }),
    );
    let offset = 0;
    for (let i = 0; i < d.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    offset += d.column - 1;
    this.area.setSelectionRange(offset, Math.min(this.area.value.length, offset + 1));
  }
  clear_error(): void {
    this.show_error("");
  }
}

// The answer panel: a line of status (announced to screen readers), the CLI's SVG picture, and the
// core's raw output folded away behind a "JSON" toggle.
export class Answer {
  readonly root: HTMLElement;
  readonly status: HTMLElement;
  readonly text: HTMLElement;
  readonly picture: HTMLElement;
  readonly json: HTMLDetailsElement;
  constructor(id: string) {
    this.status = el("div", { id: `${id}-status`, class: "status", "aria-live": "polite" });
    this.text = el("pre", { id: `${id}-stdout`, class: "stdout" });
    this.picture = el("div", { id: `${id}-picture`, class: "picture" });
    this.json = el("details", { class: "json", id: `${id}-json` }, [el("summary", { text: "JSON" }), this.text]);
    this.root = el("section", { class: "answer", "aria-label": "answer" }, [this.status, this.picture, this.json]);
    this.json.hidden = true;
  }
  // The core's stdout (JSON documents): kept folded unless the reader opened it.
  set_text(stdout: string): void {
    this.text.textContent = stdout;
    this.json.hidden = stdout === "";
  }
  set_status(text: string, bad = false): void {
    this.status.textContent = text;
    this.status.classList.toggle("bad", bad);
  }
  // The core's SVG is our own CLI's output (no scripts in it); it is shown as an image all the same,
  // so nothing in it can run. Its size is reserved from the SVG's own width and height, so the page
  // does not move when the image decodes.
  show_svg(svgs: string[]): void {
    this.picture.replaceChildren();
    for (const svg of svgs) {
      const img = el("img", { alt: "the answer drawn by the solver", class: "svg" });
      const size = /<svg[^>]*\bwidth="(\d+(?:\.\d+)?)"[^>]*\bheight="(\d+(?:\.\d+)?)"/.exec(svg);
      if (size) {
        // Small pictures drawn a little larger (the SVG scales); CSS caps the width at the column's.
        const scale = Number(size[1]) < 480 ? 1.4 : 1;
        img.width = Math.round(Number(size[1]) * scale);
        img.height = Math.round(Number(size[2]) * scale);
      }
      img.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
      this.picture.append(img);
    }
  }
  clear(): void {
    this.set_status("");
    this.set_text("");
    this.picture.replaceChildren();
  }
}
