// The end-to-end test's harness: the options, the native CLI as the reference, the server, the
// browser (Debian's Chromium through playwright-core), checks, screenshots and frame watches.
// Every flow module (page_test.mjs, omok_flows.mjs, look_flows.mjs, viewer_flows.mjs) takes the
// object `start()` returns.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

export function options(argv) {
  const args = Object.fromEntries(
    argv.reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
  );
  return {
    tessera: path.resolve(args.tessera ?? "build/bin/tessera"),
    dist: path.resolve(args.dist ?? "web/dist"),
    artifacts: path.resolve(args.artifacts ?? "web/test-artifacts"),
    docs: args.docs ? path.resolve(args.docs) : null,
    long_seconds: Number(args["long-seconds"] ?? 3),
    chromium: process.env.TESSERA_CHROMIUM ?? "/usr/bin/chromium",
  };
}

function die(message) {
  console.error(`FAIL: ${message}`);
  process.exit(1);
}

export async function start(o) {
  for (const [what, file, hint] of [
    ["Chromium", o.chromium, "install Debian's chromium (scripts/install-deps does)"],
    ["the tessera CLI", o.tessera, "build it: make build"],
    ["the page", path.join(o.dist, "index.html"), "build it: make web-build"],
    ["the WebAssembly core", path.join(o.dist, "tessera-core.mjs"), "build it: make web-build (it runs make web-core)"],
  ]) {
    if (!fs.existsSync(file)) die(`${what} is missing at ${file}: ${hint}`);
  }
  fs.mkdirSync(o.artifacts, { recursive: true });
  fs.rmSync(path.join(o.artifacts, "web-failure.png"), { force: true });

  // The native CLI on the same request: the reference every page answer is checked against. With
  // svg, the CLI writes --svg FILE too (and its JSON then carries the witness, as the page's does).
  const svg_file = path.join(o.artifacts, "cli.svg");
  function cli(command, opts, input, svg = false) {
    const argv = command.split(" ");
    fs.rmSync(svg_file, { force: true });
    if (svg) argv.push("--svg", svg_file);
    for (const [k, v] of Object.entries(opts)) {
      if (v === false) continue;
      argv.push(`--${k}`);
      if (v !== true) argv.push(String(v));
    }
    const r = spawnSync(o.tessera, argv, { input, encoding: "utf8" });
    return { exit: r.status, stdout: r.stdout, stderr: r.stderr, svg: svg && fs.existsSync(svg_file) ? fs.readFileSync(svg_file, "utf8") : null };
  }

  const t = { o, cli, failures: 0 };
  t.check = (name, ok, detail = "") => {
    if (ok) console.log(`ok   ${name}`);
    else {
      t.failures++;
      console.log(`FAIL ${name}${detail ? `: ${detail}` : ""}`);
    }
  };
  t.equal = (name, got, want) => t.check(name, got === want, `got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);

  // The server, on a free loopback port.
  t.server = spawn(o.tessera, ["serve", "--port", "0", o.dist], { stdio: ["ignore", "pipe", "pipe"] });
  t.base = await new Promise((resolve, reject) => {
    let out = "";
    t.server.stdout.on("data", (d) => {
      out += d;
      const m = /on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    t.server.on("exit", (code) => reject(new Error(`tessera serve exited with ${code}`)));
    setTimeout(() => reject(new Error("tessera serve printed no address within 10 s")), 10000);
  }).catch((e) => die(e.message));

  // --enable-unsafe-swiftshader: WebGL on the CPU (the 3D view) with --disable-gpu, headless.
  const launch_args = ["--disable-gpu", "--enable-unsafe-swiftshader", "--disable-background-networking", "--disable-component-update",
    "--disable-default-apps", "--disable-sync", "--no-first-run", "--disable-extensions"];
  if (process.getuid?.() === 0) launch_args.push("--no-sandbox");
  t.profile = fs.mkdtempSync(path.join(os.tmpdir(), "tessera-e2e-profile-"));
  t.context = await chromium.launchPersistentContext(t.profile, {
    executablePath: o.chromium, headless: true, args: launch_args, viewport: { width: 1280, height: 900 }, acceptDownloads: true,
  });
  const page = t.context.pages()[0] ?? (await t.context.newPage());
  t.page = page;
  t.offsite = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(t.base) && !r.url().startsWith("blob:") && !r.url().startsWith("data:")) t.offsite.push(r.url());
  });
  // Errors the page throws and errors it logs (a Lighthouse-style check: none of either).
  t.console_errors = [];
  page.on("pageerror", (e) => t.console_errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") t.console_errors.push(`console: ${m.text()}`);
  });
  // Layout shifts, as the browser reports them (the Layout Instability API), from the first paint.
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__shifts.push({ value: e.value, input: e.hadRecentInput, at: e.startTime,
          what: (e.sources ?? []).map((s) => s.node?.id || s.node?.className || s.node?.nodeName || "?").join(",") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  t.context.setDefaultTimeout(20000);

  t.text = async (selector) => (await page.locator(selector).first().textContent()) ?? "";
  // The SVG the page shows (as an image from a blob URL), read back as text.
  t.shown_svg = (selector) => page.evaluate(async (s) => {
    const img = document.querySelector(s);
    return img ? (await fetch(img.src)).text() : null;
  }, selector);
  t.cell = (grid, i) => page.locator(`#${grid} [data-i="${i}"]`);
  t.wait_status = async (id, pattern) => {
    await page.waitForFunction(([i, p]) => new RegExp(p).test(document.getElementById(i)?.textContent ?? ""), [id, pattern.source]);
  };
  // Goes to a link of the page: a fresh load, as a link followed from elsewhere (through a blank
  // page, so the page before does not see the hash change and act on it first).
  t.open = async (hash) => {
    await page.goto("about:blank");
    await page.goto(hash ? `${t.base}#${hash}` : t.base);
  };
  // Screenshots go to the artifacts; those the README shows are also copied to docs/ (--docs).
  const docs_shots = ["cover", "cover-hints", "lpuzzle", "omok", "fill", "omok-phone", "dark", "cubes"];
  // `what`: a selector (that element alone), "viewport" (the window), or the whole page.
  t.shot = async (name, what = "page") => {
    const file = path.join(o.artifacts, `web-${name}.png`);
    if (what === "page" || what === "viewport") await page.screenshot({ path: file, fullPage: what === "page" });
    else await page.locator(what).screenshot({ path: file });
    if (o.docs && docs_shots.includes(name)) fs.copyFileSync(file, path.join(o.docs, `web-${name}.png`));
  };
  // Layout shifts not caused by recent input since `since` (a performance.now() time).
  t.shifts_since = (since) => page.evaluate((s) => window.__shifts.filter((e) => !e.input && e.at >= s), since);
  t.now = () => page.evaluate(() => performance.now());
  // Watches requestAnimationFrame for `seconds`: the longest gap between frames, and how many exceed
  // 50 and 100 ms (a page that blocks its thread shows long gaps; a loaded machine shows some too).
  t.watch_frames = async (seconds) => {
    const [worst, count, over50, over100] = await page.evaluate((ms) => new Promise((resolve) => {
      let last = performance.now();
      let worst = 0, count = 0, over50 = 0, over100 = 0;
      const end = last + ms;
      const tick = (now) => {
        const gap = now - last;
        worst = Math.max(worst, gap);
        if (gap > 50) over50++;
        if (gap > 100) over100++;
        last = now;
        count++;
        if (now < end) requestAnimationFrame(tick);
        else resolve([worst, count, over50, over100]);
      };
      requestAnimationFrame(tick);
    }), seconds * 1000);
    return `longest frame ${worst.toFixed(1)} ms, ${over50} over 50 ms, ${over100} over 100 ms, of ${count} frames in ${seconds} s`;
  };
  t.stop = async () => {
    await t.context.close();
    t.server.kill("SIGTERM");
    fs.rmSync(t.profile, { recursive: true, force: true });
  };
  return t;
}
