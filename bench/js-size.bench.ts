import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BIN, runToEnd, webBuildIsStale } from "../scripts/lib";
import { launchBrowser } from "../tests/support/browser";
import { startWeb, type Proc } from "../tests/support/cluster";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * The landing page's JavaScript as a phone downloads it: the built product serves "/" (rendered on
 * the server, assets pre-compressed) and Chromium, at a phone's viewport, loads it and waits for
 * the network to be quiet, touching nothing and scrolling nowhere; then the mouse moves (the first
 * sign of life that hydrates the page without asking for a form: web/src/main.tsx) and it waits for
 * quiet again. Every script fetched in each phase is counted at its transferred size (compressed
 * body and headers, as Lighthouse counts "transferred") and printed; the budget holds for both
 * phases together, what a visitor has downloaded once the page is React's. Chunks that load only
 * when the visitor scrolls to a form or taps are not fetched, so not counted. Baseline: React +
 * react-dom alone, bundled by the same Vite, gzipped.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const TARGET_KB = 150;
const QUIET_MS = 3_000;

if (webBuildIsStale())
  await runToEnd(BIN("vite"), ["build", "--logLevel", "warn"], { ...process.env, NODE_ENV: "production" });

const load = [os.loadavg()[0]!];
const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
const scripts: { url: string; bytes: number; phase: "read" | "hydrated" }[] = [];
let phase: "read" | "hydrated" = "read";
try {
  const web = await startWeb("web", { DATABASE_URL: db.url });
  procs.push(web);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, { url: string; type: string }>();
    let last = Date.now();
    cdp.on("Network.responseReceived", (e) => {
      types.set(e.requestId, { url: e.response.url, type: e.type });
      last = Date.now();
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = types.get(e.requestId);
      if (r?.type === "Script")
        scripts.push({ url: new URL(r.url).pathname, bytes: e.encodedDataLength, phase });
      last = Date.now();
    });
    await page.goto(`${web.url}/`, { waitUntil: "load" });
    while (Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 250));
    phase = "hydrated";
    await page.mouse.move(200, 200);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    last = Date.now();
    while (Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 250));
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  for (const p of procs) await p.kill();
  await db.close();
}
load.push(os.loadavg()[0]!);

const totalKb = scripts.reduce((s, f) => s + f.bytes, 0) / 1024;
const readKb = scripts.filter((f) => f.phase === "read").reduce((s, f) => s + f.bytes, 0) / 1024;
for (const f of scripts)
  console.log(`  ${f.url.padEnd(52)} ${(f.bytes / 1024).toFixed(1).padStart(6)} KB transferred (${f.phase})`);
const formChunks = scripts.filter((f) => /RequestForm|EnterpriseForm|check-request|zod/i.test(f.url));

// Baseline: a page that only mounts React, bundled and gzipped the same way.
const { build } = await import("vite");
fs.mkdirSync(path.join(ROOT, ".data"), { recursive: true });
const tmp = fs.mkdtempSync(path.join(ROOT, ".data/bench-react-"));
fs.writeFileSync(
  path.join(tmp, "index.html"),
  '<div id="r"></div><script type="module" src="./main.js"></script>',
);
fs.writeFileSync(
  path.join(tmp, "main.js"),
  'import { createElement } from "react"; import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("r")).render(createElement("p", null, "hi"));',
);
process.env.NODE_ENV = "production"; // React's production build, as in the real one
await build({
  root: tmp,
  mode: "production",
  logLevel: "silent",
  configFile: false,
  build: { outDir: path.join(tmp, "dist") },
});
const assets = path.join(tmp, "dist/assets");
const baseKb =
  fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .reduce((s, f) => s + gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0) / 1024;
fs.rmSync(tmp, { recursive: true, force: true });

report({
  name: "landing page JavaScript transferred, phone viewport, read then hydrated (no form)",
  figures: {
    "scripts fetched": scripts.length,
    "JS transferred while only read (KB)": readKb,
    "JS transferred once hydrated (KB)": totalKb,
    "form chunks fetched": formChunks.map((f) => f.url).join(", ") || "none",
    "load average (1 min), start → end": load.map((l) => l.toFixed(1)).join(" → "),
  },
  baseline: { "React + react-dom only, gzipped (KB)": baseKb },
  ratio: totalKb / baseKb,
  targets: [
    {
      name: `JS transferred at most ${TARGET_KB} KB`,
      ok: totalKb <= TARGET_KB,
      detail: `${totalKb.toFixed(1)} KB`,
    },
    {
      name: "no form code before the visitor reaches a form",
      ok: !formChunks.length,
      detail: String(formChunks.length),
    },
  ],
});
