import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BIN, runToEnd, webBuildIsStale } from "../scripts/lib";
import { report } from "./lib/report";

/**
 * The landing page's first-load JavaScript: every script index.html loads up front (module
 * scripts and modulepreloads), gzipped at level 9 as a CDN or compressing proxy would serve it.
 * Lazy route chunks are not counted: they load when their route is visited.
 * Baseline: React + react-dom alone (the floor any React page pays), bundled by the same Vite.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.join(ROOT, "dist/web");
const TARGET_KB = 150;

if (webBuildIsStale())
  await runToEnd(BIN("vite"), ["build", "--logLevel", "warn"], { ...process.env, NODE_ENV: "production" });

const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
const refs = new Set<string>();
for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) refs.add(m[1]!);
for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g))
  refs.add(m[1]!);
const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g)].map(
  (m) => m[1]!,
);

function sizes(ref: string) {
  const file = path.join(DIST, ref.replace(/^\//, ""));
  const raw = fs.readFileSync(file);
  return { raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
}
const js = [...refs].filter((r) => !/^https?:/.test(r)).map((r) => ({ ref: r, ...sizes(r) }));
const jsGz = js.reduce((s, f) => s + f.gz, 0) / 1024;
const jsRaw = js.reduce((s, f) => s + f.raw, 0) / 1024;
const cssGz = css.reduce((s, r) => s + sizes(r).gz, 0) / 1024;
for (const f of js)
  console.log(`  ${f.ref.padEnd(48)} ${(f.raw / 1024).toFixed(1)} KB raw, ${(f.gz / 1024).toFixed(1)} KB gz`);

// Baseline: a page that only mounts React, bundled and gzipped the same way.
const { build } = await import("vite");
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
const baseGz =
  fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .reduce((s, f) => s + gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0) / 1024;
fs.rmSync(tmp, { recursive: true, force: true });

report({
  name: "landing page JavaScript, first load",
  figures: {
    "scripts loaded up front": js.length,
    "JS raw (KB)": jsRaw,
    "JS gzipped (KB)": jsGz,
    "CSS gzipped (KB)": cssGz,
  },
  baseline: { "React + react-dom only, gzipped (KB)": baseGz },
  ratio: jsGz / baseGz,
  targets: [
    {
      name: `first-load JS under ${TARGET_KB} KB gzipped`,
      ok: jsGz < TARGET_KB,
      detail: `${jsGz.toFixed(1)} KB`,
    },
  ],
});
