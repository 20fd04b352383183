import * as chromeLauncher from "chrome-launcher";
import fs from "node:fs";
import lighthouse from "lighthouse";
import { BIN, runToEnd, webBuildIsStale } from "../scripts/lib";
import { startWeb, type Proc } from "../tests/support/cluster";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * Lighthouse on the landing page in Debian's Chromium (headless, no network beyond loopback),
 * served by the production web process. Mobile (Lighthouse's default, simulated slow 4G and a
 * 4× slower CPU) and desktop. Baseline: the same audits on a static page of the same server
 * (the 404 page), the floor this server and browser give.
 */
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
  const web = await startWeb("web", {
    DATABASE_URL: db.url,
    NODE_ENV: "production",
    ENCRYPTION_KEY: "bench-only-key-bench-only-key-0123456789",
    RATE_LIMIT_PER_MINUTE: "100000000",
  });
  procs.push(web);
  const audit = async (path: string, preset: "mobile" | "desktop") => {
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
    // LIGHTHOUSE_REPORT_DIR=<dir> keeps each full report (JSON) to see what costs what.
    const dir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const name = `${preset}${path === "/" ? "-landing" : path.replace(/\W+/g, "-")}.json`;
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
      failing,
    };
  };
  const mobile = await audit("/", "mobile");
  const desktop = await audit("/", "desktop");
  const floor = await audit("/no-such-page", "mobile");
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
      "desktop performance": desktop.performance,
      "desktop accessibility": desktop.accessibility,
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
