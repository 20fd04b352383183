import autocannon from "autocannon";
import { freePort } from "../src/db/embedded";
import { startProcess, startWeb, type Proc } from "../tests/support/cluster";
import { createCheck, freeCheckRequest } from "../tests/support/payload";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * GET /api/status/:id throughput and latency at 100 connections, against a bare Fastify route
 * running the same two queries on the same database (baseline). Both servers run as their own
 * process, one after the other, on this machine's loopback.
 */
const CONNECTIONS = 100;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
try {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "warn" };
  const web = await startWeb("web", env);
  procs.push(web);
  const ids: string[] = [];
  for (let i = 0; i < 50; i++)
    ids.push((await createCheck(web.url, freeCheckRequest({ refs: 1 + (i % 3) }))).id);

  const run = async (base: string, prefix: string) => {
    const requests = ids.map((id) => ({ method: "GET" as const, path: `${prefix}${id}` }));
    await autocannon({ url: base, connections: CONNECTIONS, duration: 2, requests }); // warm-up
    return autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests });
  };
  const product = await run(web.url, "/api/status/");
  await web.kill();

  const port = await freePort();
  const bare = startProcess("bare", "bench/lib/bare-status-server.ts", {
    DATABASE_URL: db.url,
    PORT: String(port),
  });
  procs.push(bare);
  while (!bare.lines.includes("ready")) await new Promise((r) => setTimeout(r, 100));
  const baseline = await run(`http://127.0.0.1:${port}`, "/status/");
  await bare.kill();

  const bad = product.non2xx + product.errors + product.timeouts;
  const ratio = product.requests.average / baseline.requests.average;
  report({
    name: `status endpoint, ${CONNECTIONS} connections, ${DURATION} s`,
    figures: {
      "requests/s": product.requests.average,
      "latency p50 (ms)": product.latency.p50,
      "latency p99 (ms)": product.latency.p99,
      "non-2xx + errors": bad,
    },
    baseline: {
      "requests/s": baseline.requests.average,
      "latency p50 (ms)": baseline.latency.p50,
      "latency p99 (ms)": baseline.latency.p99,
    },
    ratio,
    targets: [
      { name: "throughput ratio at least 0.5", ok: ratio >= 0.5, detail: ratio.toFixed(3) },
      { name: "p99 under 50 ms", ok: product.latency.p99 < 50, detail: `${product.latency.p99} ms` },
      { name: "no errors", ok: bad === 0, detail: String(bad) },
    ],
  });
} finally {
  for (const p of procs) await p.kill();
  await db.close();
}
