import os from "node:os";
import autocannon from "autocannon";
import { freePort } from "../src/db/embedded";
import { startProcess, startWeb, type Proc } from "../tests/support/cluster";
import { createCheck, freeCheckRequest } from "../tests/support/payload";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { processCpuMs } from "./lib/proc-cpu";
import { report } from "./lib/report";

/**
 * GET /api/status/:id (the product's web process, logging at info as in production) against plain
 * node:http answering the same bytes for the same ids (baseline), both at 50 keep-alive
 * connections, measured in alternating rounds of the same run so the machine's load weighs on
 * both alike. Also: the product answering 304 to pollers that send the ETag they hold.
 */
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
const load = [os.loadavg()[0]!];
try {
  const env = { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "info" };
  const web = await startWeb("web", env);
  procs.push(web);
  const ids: string[] = [];
  for (let i = 0; i < 50; i++)
    ids.push((await createCheck(web.url, freeCheckRequest({ refs: 1 + (i % 3) }))).id);
  const bodies: Record<string, string> = {};
  const etags: Record<string, string> = {};
  for (const id of ids) {
    const res = await fetch(`${web.url}/api/status/${id}`);
    bodies[id] = await res.text();
    etags[id] = res.headers.get("etag") ?? "";
  }

  const port = await freePort();
  const bare = startProcess("node-http", "bench/lib/static-status-server.ts", {
    PORT: String(port),
    STATUS_BODIES: JSON.stringify(bodies),
  });
  procs.push(bare);
  while (!bare.lines.includes("ready")) await new Promise((r) => setTimeout(r, 100));
  const bareUrl = `http://127.0.0.1:${port}`;

  // CPU time the server process spent per answered request, per round (µs): survives the load.
  const cpu = new Map<string, number[]>();
  const run = async (base: string, prefix: string, conditional = false, duration = DURATION) => {
    const pid = base === bareUrl ? bare.pid : web.pid;
    const before = processCpuMs(pid);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: ids.map((id) => ({
        method: "GET" as const,
        path: `${prefix}${id}`,
        headers: conditional ? { "if-none-match": etags[id]! } : {},
      })),
    });
    const key = `${base === bareUrl ? "bare" : "web"}${conditional ? " 304" : ""}`;
    const perRequest = ((processCpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total);
    cpu.set(key, [...(cpu.get(key) ?? []), perRequest]);
    return result;
  };
  await run(web.url, "/api/status/", false, 2); // warm-up: JIT, caches, connections
  await run(bareUrl, "/status/", false, 2);
  cpu.clear();
  const product: autocannon.Result[] = [];
  const baseline: autocannon.Result[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    product.push(await run(web.url, "/api/status/"));
    baseline.push(await run(bareUrl, "/status/"));
    load.push(os.loadavg()[0]!);
  }
  // Tags read again now: what depends on the clock alone (calling hours, a holiday) may have
  // changed an answer since the start, and a 200 for a stale tag is then the right answer.
  for (const id of ids) etags[id] = (await fetch(`${web.url}/api/status/${id}`)).headers.get("etag") ?? "";
  const notModified = await run(web.url, "/api/status/", true);
  load.push(os.loadavg()[0]!);
  const sampledLines = web.lines.filter((l) => l.includes('"request completed"')).length;
  const sampledOf = product.concat(notModified).reduce((s, r) => s + r.requests.total, 0);

  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const rps = median(product.map((r) => r.requests.average));
  const bareRps = median(baseline.map((r) => r.requests.average));
  const p99 = median(product.map((r) => r.latency.p99));
  const bad =
    product.concat(notModified).reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0) -
    notModified.non2xx;
  const not304 = notModified.requests.total - notModified.non2xx;
  const ratio = rps / bareRps;
  const cpuWeb = median(cpu.get("web")!);
  const cpuBare = median(cpu.get("bare")!);
  report({
    name: `status endpoint, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s (medians)`,
    figures: {
      "requests/s": rps,
      "latency p50 (ms)": median(product.map((r) => r.latency.p50)),
      "latency p99 (ms)": p99,
      "304 answers/s (If-None-Match)": notModified.requests.average,
      "304 latency p99 (ms)": notModified.latency.p99,
      "CPU per request (µs)": cpuWeb,
      "CPU per 304 (µs)": cpu.get("web 304")![0]!,
      "node:http CPU ÷ product CPU": cpuBare / cpuWeb,
      "request log lines / requests": `${sampledLines} / ${sampledOf}`,
      "errors (non-2xx, non-304)": bad + not304,
      "errors by kind": JSON.stringify({
        statuses: product.concat(notModified).map((r) => r.statusCodeStats),
        socket: product.concat(notModified).map((r) => r.errors),
        timeouts: product.concat(notModified).map((r) => r.timeouts),
      }),
      "load average (1 min), start → end": load.map((l) => l.toFixed(1)).join(" → "),
    },
    baseline: {
      "node:http, same bytes, requests/s": bareRps,
      "node:http latency p99 (ms)": median(baseline.map((r) => r.latency.p99)),
      "node:http CPU per request (µs)": cpuBare,
    },
    ratio,
    targets: [
      { name: "throughput at least 0.35 × node:http", ok: ratio >= 0.35, detail: ratio.toFixed(3) },
      { name: "p99 under 50 ms", ok: p99 < 50, detail: `${p99} ms` },
      { name: "no errors", ok: bad + not304 === 0, detail: String(bad + not304) },
    ],
  });
} finally {
  for (const p of procs) await p.kill();
  await db.close();
}
