import postgres from "postgres";
import { freePort } from "../src/db/embedded";
import { percentile, startProcess, startWeb, type Proc } from "../tests/support/cluster";
import { closeAgents, rawRequest } from "../tests/support/fuzz/http";
import { freeCheckRequest } from "../tests/support/payload";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * Check creation: POST /api/reference-checks for paid checks (two references each, unique
 * requester and phones, so every request creates a `pending` check priced by the server) from
 * CONNECTIONS concurrent clients for BENCH_SECONDS. Baseline: a bare Fastify route storing the
 * same rows with drizzle in one transaction (`lib/bare-create-server`), same clients, same
 * database, measured right after. Each request comes from its own loopback address
 * (127.0.x.y), as from separate requesters, so the product runs with its own limits (the route's
 * 30 a minute per client, RATE_LIMIT_PER_MINUTE) unchanged.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

let source = 0;
/** 127.0.1.1 … 127.0.250.254: about 63,000 requesters before one is reused. */
function nextSource(): string {
  const n = source++ % (250 * 254);
  return `127.0.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;
}

function paidCheck() {
  return { ...freeCheckRequest({ refs: 2 }), freeCheck: false, isFirstTimeUser: false };
}

async function closedLoop(base: string, path: string, seconds: number) {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const body = JSON.stringify(paidCheck());
        const t0 = performance.now();
        let key: string;
        try {
          const res = await rawRequest(base, {
            method: "POST",
            path,
            headers: { "content-type": "application/json" },
            body,
            from: nextSource(),
          });
          key = res.status === 201 ? "201" : `${res.status} ${res.text.slice(0, 80)}`;
        } catch (err) {
          key = String(err).slice(0, 80);
        }
        latencies.push(performance.now() - t0);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  closeAgents();
  latencies.sort((a, b) => a - b);
  const created = statuses.get("201") ?? 0;
  return {
    created,
    errors: [...statuses].filter(([k]) => k !== "201"),
    perSecond: created / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const db = await standaloneDatabase(".data/bench-postgres");
const procs: Proc[] = [];
const sql = postgres(db.url, { max: 1, onnotice: () => {} });
try {
  const env = { DATABASE_URL: db.url, LOG_LEVEL: "warn" };
  const web = await startWeb("web", env);
  procs.push(web);
  await closedLoop(web.url, "/api/reference-checks", 2); // warm-up
  const [before] = await sql`select count(*)::int as n from reference_checks`;
  const product = await closedLoop(web.url, "/api/reference-checks", DURATION);
  const [after] = await sql`
    select count(*)::int as n, count(*) filter (where status = 'pending' and payment_status = 'pending'
      and pricing_tier <> 'free' and price_charged > 0)::int as paid
    from reference_checks`;
  await web.kill();
  const stored = after!.n - before!.n;

  const port = await freePort();
  const bare = startProcess("bare", "bench/lib/bare-create-server.ts", {
    DATABASE_URL: db.url,
    PORT: String(port),
  });
  procs.push(bare);
  while (!bare.lines.includes("ready")) {
    if (bare.child.exitCode !== null) throw new Error(`bare server exited:\n${bare.lines.join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const bareUrl = `http://127.0.0.1:${port}`;
  await closedLoop(bareUrl, "/checks", 2); // warm-up
  const baseline = await closedLoop(bareUrl, "/checks", DURATION);
  await bare.kill();

  const errors = product.errors.reduce((a, [, n]) => a + n, 0);
  if (errors) console.log(`  product errors: ${JSON.stringify(product.errors)}`);
  if (baseline.errors.length) console.log(`  baseline errors: ${JSON.stringify(baseline.errors)}`);
  const ratio = product.perSecond / baseline.perSecond;
  report({
    name: `check creation (paid, 2 references), ${CONNECTIONS} connections, ${DURATION} s`,
    figures: {
      "checks created/s": product.perSecond,
      "latency p50 (ms)": product.p50,
      "latency p95 (ms)": product.p95,
      "latency p99 (ms)": product.p99,
      "errors (non-201)": errors,
    },
    baseline: {
      "rows stored/s": baseline.perSecond,
      "latency p50 (ms)": baseline.p50,
      "latency p95 (ms)": baseline.p95,
      "latency p99 (ms)": baseline.p99,
    },
    ratio,
    targets: [
      { name: "no errors", ok: errors === 0, detail: String(errors) },
      {
        name: "every 201 stored one pending, priced check",
        ok: stored === product.created && after!.paid >= product.created,
        detail: `${product.created} answered 201, ${stored} stored`,
      },
    ],
  });
} finally {
  await sql.end();
  for (const p of procs) await p.kill();
  await db.close();
}
