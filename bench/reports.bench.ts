import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import os from "node:os";
import { inArray } from "drizzle-orm";
import { createElement } from "react";
import { createDatabase } from "../src/db/client";
import { referenceChecks } from "../src/db/schema";
import { renderReport } from "../src/services/reports/render";
import { startWeb, startWorker, type Proc } from "../tests/support/cluster";
import { createCheck, freeCheckRequest } from "../tests/support/payload";
import { sampleReportData } from "../tests/support/report-fixture";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * 1. PDF render time of both designs for a check with three references and 8-minute transcripts
 *    (target: both under 1.5 s together), against a one-page PDF from the same renderer (baseline).
 * 2. From the last call ending to the report e-mail, through the real web and worker processes
 *    with instant simulated providers (target: under 3 s).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// ── 1. rendering ────────────────────────────────────────────────────────────────────────────
const data = sampleReportData();
const words = data.references.map((r) => r.transcript.reduce((n, t) => n + t.text.split(/\s+/).length, 0));
console.log(
  `three references, transcripts of ${words.join(", ")} words (about ${Math.round(Math.max(...words) / 150)} minutes of speech at 150 words/min)`,
);
const trivial = () =>
  renderToBuffer(
    createElement(Document, null, createElement(Page, { size: "LETTER" }, createElement(Text, null, "x"))),
  );
await renderReport("standard", data); // warm-up: fonts, layout engine
await renderReport("enhanced", data);
await trivial();
const both: number[] = [];
const standard: number[] = [];
const enhanced: number[] = [];
const baseline: number[] = [];
// CPU time of the two renders (user + system): on a shared, busy machine the wall time mostly
// measures the wait for a core, the CPU time what rendering itself costs.
const bothCpu: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i++) {
  const cpu = process.cpuUsage();
  let t = performance.now();
  const s = await renderReport("standard", data);
  standard.push(performance.now() - t);
  t = performance.now();
  const e = await renderReport("enhanced", data);
  enhanced.push(performance.now() - t);
  both.push(standard.at(-1)! + enhanced.at(-1)!);
  const used = process.cpuUsage(cpu);
  bothCpu.push((used.user + used.system) / 1000);
  bytes = s.length + e.length;
  t = performance.now();
  await trivial();
  baseline.push(performance.now() - t);
}

const loadAfterRender = os.loadavg()[0]!;

// ── 2. last call → e-mail ───────────────────────────────────────────────────────────────────
const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
const latencies: number[] = [];
try {
  const env = {
    DATABASE_URL: db.url,
    SIM_TIME_SCALE: "0",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000",
  };
  const web = await startWeb("web", env);
  procs.push(web, startWorker("worker", { ...env, PUBLIC_BASE_URL: web.url }));
  const ids: number[] = [];
  for (let i = 0; i < CHECKS; i++)
    ids.push((await createCheck(web.url, freeCheckRequest({ refs: 3 }))).referenceCheckId);
  const conn = createDatabase(db.url, { max: 2 });
  const end = Date.now() + 180_000;
  let rows: { lastCallEndedAt: Date | null; reportDeliveredAt: Date | null }[] = [];
  while (Date.now() < end) {
    rows = await conn.db
      .select({
        lastCallEndedAt: referenceChecks.lastCallEndedAt,
        reportDeliveredAt: referenceChecks.reportDeliveredAt,
      })
      .from(referenceChecks)
      .where(inArray(referenceChecks.id, ids));
    if (rows.every((r) => r.reportDeliveredAt)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await conn.close();
  for (const r of rows)
    if (r.reportDeliveredAt && r.lastCallEndedAt)
      latencies.push(r.reportDeliveredAt.getTime() - r.lastCallEndedAt.getTime());
} finally {
  for (const p of procs) await p.kill();
  await db.close();
}

const renderBoth = median(both);
const worstLatency = latencies.length ? Math.max(...latencies) : Infinity;
report({
  name: "Report rendering and delivery",
  figures: {
    "standard PDF render (median ms)": median(standard),
    "enhanced PDF render (median ms)": median(enhanced),
    "both designs (median ms)": renderBoth,
    "both designs (worst ms)": Math.max(...both),
    "both designs, CPU time (median ms)": Math.round(median(bothCpu)),
    "load average (1 min) at the end of rendering": loadAfterRender.toFixed(1),
    "PDF bytes (both)": bytes,
    "checks delivered": `${latencies.length} of ${CHECKS}`,
    "last call → e-mail (median ms)": latencies.length ? median(latencies) : "n/a",
    "last call → e-mail (worst ms)": latencies.length ? worstLatency : "n/a",
  },
  baseline: { "one-page PDF render (median ms)": median(baseline) },
  // How many one-page renders the two full reports cost (lower is better).
  ratio: renderBoth / median(baseline),
  targets: [
    { name: "both designs under 1.5 s", ok: renderBoth < 1500, detail: `${renderBoth.toFixed(0)} ms` },
    {
      name: "last call → e-mail under 3 s",
      ok: latencies.length === CHECKS && worstLatency < 3000,
      detail: latencies.length
        ? `worst ${worstLatency} ms over ${latencies.length} checks`
        : "none delivered",
    },
  ],
});
