import http from "node:http";
import os from "node:os";
import { percentile, rssMb, startWeb, startWorker } from "../support/cluster";
import { checkStatuses } from "../support/invariants";
import { createCheck, freeCheckRequest } from "../support/payload";
import { standaloneDatabase } from "../support/standalone-db";
import postgres from "postgres";

/**
 * `npm run load`: 500 concurrent status pollers (LOAD_POLLERS) hammer GET /api/status/{id} for
 * 60 s (LOAD_SECONDS) on loopback while checks are created (one 0.5 s after another) and the worker runs
 * them. Prints latency percentiles, throughput, errors and the web process's memory; exits 1 on
 * any error.
 *
 * Each poller is one browser: its own loopback address (127.1.x.y) and keep-alive connection,
 * asking again as soon as it has an answer (the status page itself asks every 30 s). The product
 * runs with its own limits: the per-client RATE_LIMIT_PER_MINUTE (1,200) and the free-check limits
 * are not raised; checks are created from rotating addresses, as by separate requesters.
 */
const POLLERS = Number(process.env.LOAD_POLLERS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
console.log(`load: ${POLLERS} pollers, ${SECONDS} s; machine load average ${load()}`);
const db = await standaloneDatabase(".data/load-postgres");
const env = {
  DATABASE_URL: db.url,
  SIM_TIME_SCALE: "0.003",
};
const web = await startWeb("web", env);
// The simulated carrier lives in the web process: the worker dials it at PUBLIC_BASE_URL.
const worker = startWorker("worker", { ...env, PUBLIC_BASE_URL: web.url });
const sql = postgres(db.url, { max: 1, onnotice: () => {} });
let exitCode = 1;
try {
  const ids: string[] = [];
  for (let i = 0; i < 20; i++)
    ids.push((await createCheck(web.url, freeCheckRequest({ refs: 1 + (i % 3) }))).id);
  const rssStart = rssMb(web.pid);

  const agents = Array.from(
    { length: POLLERS },
    (_, i) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.1.${Math.floor(i / 250)}.${1 + (i % 250)}`,
      }),
  );
  const url = new URL(web.url);
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const fail = (why: string) => errors.set(why, (errors.get(why) ?? 0) + 1);
  const end = Date.now() + SECONDS * 1000;
  let rssMax = rssStart;
  const rssTimer = setInterval(() => (rssMax = Math.max(rssMax, rssMb(web.pid))), 1000);

  const poll = (id: string, agent: http.Agent) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(
        { host: url.hostname, port: url.port, path: `/api/status/${id}`, agent, timeout: 30_000 },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - t0);
            if (res.statusCode !== 200) fail(`HTTP ${res.statusCode}`);
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (e) => {
        fail(e.message);
        resolve();
      });
    });
  const pollers = agents.map(async (agent) => {
    while (Date.now() < end) await poll(ids[Math.floor(Math.random() * ids.length)]!, agent);
  });
  let created = 0;
  let createErrors = 0;
  const creator = (async () => {
    while (Date.now() < end) {
      try {
        ids.push((await createCheck(web.url, freeCheckRequest({ refs: 1 + (created % 3) }))).id);
        created++;
      } catch (e) {
        createErrors++;
        fail(`create: ${String(e).slice(0, 80)}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  await Promise.all([...pollers, creator]);
  clearInterval(rssTimer);
  for (const a of agents) a.destroy();
  latencies.sort((a, b) => a - b);
  const total = [...errors.values()].reduce((a, b) => a + b, 0);
  const statuses = await checkStatuses(sql);
  console.log(
    `\nload: ${POLLERS} pollers for ${SECONDS} s on GET /api/status/{id}, a check created 0.5 s after the previous one`,
  );
  console.log(`  requests:            ${latencies.length} (${(latencies.length / SECONDS).toFixed(0)}/s)`);
  console.log(
    `  latency ms:          p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${latencies.at(-1)?.toFixed(1)}`,
  );
  console.log(
    `  errors:              ${total}${total ? " " + JSON.stringify(Object.fromEntries(errors)) : ""}`,
  );
  console.log(
    `  checks created:      ${created} during the run (${createErrors} failed); statuses now ${JSON.stringify(statuses)}`,
  );
  console.log(
    `  web RSS MB:          start ${rssStart.toFixed(0)}, max ${rssMax.toFixed(0)}, end ${rssMb(web.pid).toFixed(0)}`,
  );
  console.log(`  worker RSS MB:       ${rssMb(worker.pid).toFixed(0)}`);
  console.log(`  machine load avg:    ${load()}`);
  exitCode = total === 0 && created > 0 ? 0 : 1;
  console.log(exitCode === 0 ? "load: PASS" : "load: FAIL");
} finally {
  await sql.end();
  await worker.kill();
  await web.kill();
  await db.close();
}
// Exit only once the output is flushed (stdout may be a pipe).
process.stdout.write("", () => process.exit(exitCode));
