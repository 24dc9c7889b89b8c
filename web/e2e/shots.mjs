// A developer's look at the page: screenshots of a few URLs at a viewport and colour scheme.
// node web/e2e/shots.mjs --tessera build/bin/tessera --dist web/dist --out DIR [--width W --height H]
//   [--dark] [--wait MS] HASH...
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const hashes = argv.filter((a, i) => !a.startsWith("--") && !(i > 0 && argv[i - 1].startsWith("--") && argv[i - 1] !== "--dark"));
const out = path.resolve(opt("out", "/tmp/shots"));
fs.mkdirSync(out, { recursive: true });
const server = spawn(path.resolve(opt("tessera", "build/bin/tessera")), ["serve", "--port", "0", path.resolve(opt("dist", "web/dist"))], { stdio: ["ignore", "pipe", "inherit"] });
const base = await new Promise((resolve) => {
  let text = "";
  server.stdout.on("data", (d) => {
    text += d;
    const m = /on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text);
    if (m) resolve(m[1]);
  });
});
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tessera-shots-"));
const args = ["--disable-gpu", "--enable-unsafe-swiftshader", "--no-first-run"];
if (process.getuid?.() === 0) args.push("--no-sandbox");
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.TESSERA_CHROMIUM ?? "/usr/bin/chromium", headless: true, args,
  viewport: { width: Number(opt("width", 1280)), height: Number(opt("height", 900)) },
  colorScheme: argv.includes("--dark") ? "dark" : "light",
});
const page = context.pages()[0] ?? (await context.newPage());
page.on("pageerror", (e) => console.log(`page error: ${e}`));
page.on("console", (m) => console.log(`console ${m.type()}: ${m.text()}`));
let k = 0;
for (const hash of hashes.length ? hashes : [""]) {
  await page.goto(`${base}${opt("path", "")}#${hash}`);
  await page.reload();
  await page.waitForTimeout(Number(opt("wait", 1500)));
  const file = path.join(out, `shot-${++k}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await context.close();
server.kill("SIGTERM");
fs.rmSync(profile, { recursive: true, force: true });
