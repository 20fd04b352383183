import postgres from "postgres";
import { allJobs } from "../src/jobs/registry";
import { startProcess, startWeb, startWorker, type Proc } from "../tests/support/cluster";
import { createCheck, freeCheckRequest } from "../tests/support/payload";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * Worker pipeline throughput: CHECKS one-reference free checks (instant simulated calls) from
 * creation to report e-mailed, with one worker process. Baseline: the same number of pg-boss
 * chains of no-op jobs, as many stages as the pipeline ran jobs per check, same pollers.
 */
const CHECKS = Number(process.env.BENCH_CHECKS ?? 30);
const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
const sql = postgres(db.url, { max: 1, onnotice: () => {} });
try {
  const env = {
    DATABASE_URL: db.url,
    SIM_TIME_SCALE: "0",
    // The pipeline, not the carrier account's dial rate (1 a second by default), is measured.
    CALLS_PER_SECOND: "100",
    RATE_LIMIT_PER_MINUTE: "100000000",
    FREE_CHECK_IP_DAILY_LIMIT: "1000000",
    FREE_CHECK_EMAIL_LIMIT: "1000000",
  };
  const web = await startWeb("web", env);
  procs.push(web);
  // The simulated carrier lives in the web process: the worker dials it at PUBLIC_BASE_URL.
  const worker = startWorker("worker", { ...env, PUBLIC_BASE_URL: web.url });
  procs.push(worker);
  await new Promise((r) => setTimeout(r, 3000)); // let the worker subscribe
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CHECKS }, () => createCheck(web.url, freeCheckRequest({ refs: 1 }))),
  );
  for (;;) {
    const [row] = await sql`select count(*)::int as n from reference_checks where status = 'completed'`;
    if (row!.n === CHECKS) break;
    if (Date.now() - started > 600_000)
      throw new Error(`only ${row!.n} of ${CHECKS} completed in 10 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (Date.now() - started) / 1000;
  const names = allJobs.map((j) => j.name);
  const [jobs] =
    await sql`select count(*)::int as n from pgboss.job where name = any(${names}) and name <> 'sweep'`;
  const stages = Math.max(1, Math.round(jobs!.n / CHECKS));
  await worker.kill();
  await web.kill();

  const noop = startProcess("noop", "bench/lib/noop-chain.ts", {
    DATABASE_URL: db.url,
    CHAINS: String(CHECKS),
    STAGES: String(stages),
  });
  procs.push(noop);
  await noop.exited;
  const line = noop.lines.find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`no-op baseline failed:\n${noop.lines.slice(-20).join("\n")}`);
  const baseline = JSON.parse(line.slice(7)) as { seconds: number; perSecond: number };
  const perSecond = CHECKS / seconds;
  report({
    name: `worker pipeline, ${CHECKS} checks, 1 worker`,
    figures: { "seconds to all e-mailed": seconds, "checks/s": perSecond, "jobs per check": stages },
    baseline: { [`no-op ${stages}-job chains/s`]: baseline.perSecond, seconds: baseline.seconds },
    ratio: perSecond / baseline.perSecond,
    targets: [{ name: "every check completed", ok: true, detail: `${CHECKS} of ${CHECKS}` }],
  });
} finally {
  await sql.end();
  for (const p of procs) await p.kill();
  await db.close();
}
