import * as chromeLauncher from "chrome-launcher";
import fs from "node:fs";
import os from "node:os";
import lighthouse from "lighthouse";
import { BIN, runToEnd, webBuildIsStale } from "../scripts/lib";
import { startWeb, type Proc } from "../tests/support/cluster";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { freePort } from "../src/db/embedded";
import { report } from "./lib/report";

/**
 * Lighthouse on the landing page in Debian's Chromium (headless, no network beyond loopback),
 * served by the production web process. Mobile (Lighthouse's default, simulated slow 4G and a
 * 4× slower CPU) and desktop. Baseline: the same audits on a static page of the same server
 * (the 404 page), the floor this server and browser give.
 *
 * Lighthouse's simulation scales the CPU time it observes, so other processes on the machine move
 * the scores: each page is audited LIGHTHOUSE_RUNS times (default 3, interleaved) and the run with
 * the median performance score is reported, as Lighthouse's own guidance on variability advises.
 * The load average is printed with the figures.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
if (webBuildIsStale())
  await runToEnd(BIN("vite"), ["build", "--logLevel", "warn"], { ...process.env, NODE_ENV: "production" });

const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
try {
  const port = await freePort();
  const web = await startWeb(
    "web",
    {
      DATABASE_URL: db.url,
      NODE_ENV: "production",
      // Production insists on an https public address; the audit reaches the same host over http.
      PUBLIC_BASE_URL: `https://127.0.0.1:${port}`,
      // The bench database is on loopback, without TLS.
      DATABASE_SSL: "disable",
      // Audited offline: the providers stay simulated on purpose.
      ALLOW_SIMULATED_PROVIDERS: "true",
      ENCRYPTION_KEY: "bench-only-key-bench-only-key-0123456789",
      RATE_LIMIT_PER_MINUTE: "100000000",
    },
    { port },
  );
  procs.push(web);
  const audit = async (path: string, preset: "mobile" | "desktop", run: number, attempt = 1) => {
    const result = await lighthouse(
      web.url + path,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      preset === "desktop"
        ? {
            extends: "lighthouse:default",
            settings: {
              formFactor: "desktop",
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
              throttling: {
                rttMs: 40,
                throughputKbps: 10240,
                cpuSlowdownMultiplier: 1,
                requestLatencyMs: 0,
                downloadThroughputKbps: 0,
                uploadThroughputKbps: 0,
              },
            },
          }
        : undefined,
    );
    const lhr = result!.lhr;
    // A trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine): audit again.
    if (lhr.runtimeError && attempt < 3) {
      console.log(`  ${preset} ${path}: ${lhr.runtimeError.code}, auditing again`);
      return audit(path, preset, run, attempt + 1);
    }
    // LIGHTHOUSE_REPORT_DIR=<dir> keeps each full report (JSON) to see what costs what.
    const dir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const name = `${preset}${path === "/" ? "-landing" : path.replace(/\W+/g, "-")}-${run}.json`;
      fs.writeFileSync(`${dir}/${name}`, JSON.stringify(lhr, null, 1));
    }
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: Number(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
      fcp: Number(lhr.audits["first-contentful-paint"]?.numericValue ?? NaN),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      tbt: Number(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
      cls: Number(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN),
      failing,
    };
  };
  type Audit = Awaited<ReturnType<typeof audit>>;
  const loadAtStart = os.loadavg()[0]!;
  const runs: Record<"mobile" | "desktop" | "floor", Audit[]> = { mobile: [], desktop: [], floor: [] };
  for (let i = 1; i <= RUNS; i++) {
    runs.mobile.push(await audit("/", "mobile", i));
    runs.desktop.push(await audit("/", "desktop", i));
    runs.floor.push(await audit("/no-such-page", "mobile", i));
  }
  const loadAtEnd = os.loadavg()[0]!;
  const median = (list: Audit[]) =>
    [...list].sort((a, b) => a.performance - b.performance)[Math.floor((list.length - 1) / 2)]!;
  const mobile = median(runs.mobile);
  const desktop = median(runs.desktop);
  const floor = median(runs.floor);
  for (const [name, list] of Object.entries(runs))
    console.log(
      `  ${name} runs: ${list.map((r) => `perf ${r.performance} (FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)})`).join("; ")}`,
    );
  for (const [name, r] of Object.entries({ mobile, desktop, "404 page (baseline)": floor }))
    if (r.failing.length) console.log(`  ${name}: failing audits ${r.failing.join(", ")}`);
  report({
    name: "Lighthouse, landing page",
    figures: {
      "mobile performance": mobile.performance,
      "mobile accessibility": mobile.accessibility,
      "mobile best practices": mobile.bestPractices,
      "mobile SEO": mobile.seo,
      "mobile LCP (ms)": mobile.lcp,
      "mobile FCP (ms)": mobile.fcp,
      "mobile TBT (ms)": mobile.tbt,
      "mobile CLS": mobile.cls,
      "desktop performance": desktop.performance,
      "desktop accessibility": desktop.accessibility,
      "runs per page (median reported)": RUNS,
      "Lighthouse benchmarkIndex (host CPU)": mobile.benchmarkIndex,
      "load average (1 min) at start": loadAtStart,
      "load average (1 min) at end": loadAtEnd,
    },
    baseline: { "404 page mobile performance": floor.performance, "404 page mobile LCP (ms)": floor.lcp },
    ratio: mobile.performance / Math.max(1, floor.performance),
    targets: [
      {
        name: "performance at least 95 (mobile)",
        ok: mobile.performance >= 95,
        detail: String(mobile.performance),
      },
      {
        name: "performance at least 95 (desktop)",
        ok: desktop.performance >= 95,
        detail: String(desktop.performance),
      },
      {
        name: "accessibility at least 95",
        ok: mobile.accessibility >= 95,
        detail: String(mobile.accessibility),
      },
    ],
  });
} finally {
  await chrome.kill();
  for (const p of procs) await p.kill();
  await db.close();
}
