import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import client from "prom-client";
import { allJobs, DEAD_LETTER_QUEUE } from "../jobs/registry";
import type { Deps } from "../services/deps";
import { readJobDurations } from "../jobs/durations";

/**
 * GET /metrics in Prometheus text format, behind `Authorization: Bearer $METRICS_TOKEN` (no
 * token configured: 404, as if the route did not exist). HTTP latency is measured in this
 * process; everything about jobs, workers, calls and e-mails is read from Postgres at scrape
 * time, so one scrape of any web dyno describes the whole deployment, worker dynos included
 * (they have no port to scrape).
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): HttpObserver {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "refline_" });
  // prom-client's sums of the per-type active handle/request/resource gauges are gauges named
  // `_total`, which Prometheus reserves for counters (promtool check metrics flags them); the
  // per-type gauges stay, and sum() over them gives the same figure.
  for (const kind of ["handles", "requests", "resources"])
    registry.removeSingleMetric(`refline_nodejs_active_${kind}_total`);

  const httpDuration = new client.Histogram({
    name: "refline_http_request_duration_seconds",
    help: "HTTP request latency by route pattern, method and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", (req, reply, done) => {
    // The route pattern, never the raw URL: ids in paths must not become label values.
    const route = req.routeOptions.url ?? "unmatched";
    httpDuration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const sql = deps.database.sql;
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    collect: (g: client.Gauge) => Promise<void>,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await collect(this);
      },
    });

  // Every queue has a sample, 0 when empty: an alert on depth must not see "no data" as fine.
  gauge("refline_queue_depth", "Jobs waiting to run, by queue", ["queue"], async (g) => {
    for (const job of allJobs) g.set({ queue: job.name }, 0);
    const rows = await sql<{ name: string; n: number }[]>`
      select name, count(*)::int as n from pgboss.job
      where state in ('created', 'retry') and name <> ${DEAD_LETTER_QUEUE} group by name`;
    for (const r of rows) g.set({ queue: r.name }, r.n);
  });
  gauge("refline_dead_letters", "Jobs in the dead-letter queue, not yet looked at", [], async (g) => {
    const [r] = await sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job where name = ${DEAD_LETTER_QUEUE} and state in ('created', 'retry')`;
    g.set(r?.n ?? 0);
  });
  gauge(
    "refline_jobs",
    "Jobs by queue and outcome (pg-boss keeps finished jobs until they are archived)",
    ["queue", "outcome"],
    async (g) => {
      const rows = await sql<{ name: string; state: string; n: number }[]>`
        select name, state::text, count(*)::int as n from pgboss.job group by name, state`;
      for (const r of rows) g.set({ queue: r.name, outcome: r.state }, r.n);
    },
  );
  registerJobDurations(registry, sql);
  gauge("refline_live_workers", "Worker processes whose heartbeat is recent", [], async (g) => {
    const [r] = await sql<{ n: number }[]>`
      select count(*)::int as n from worker_processes
      where heartbeat_at > now() - make_interval(secs => ${deps.config.env.WORKER_DEAD_AFTER_SECONDS})`;
    g.set(r?.n ?? 0);
  });
  gauge(
    "refline_worker_heartbeat_age_seconds",
    "Seconds since each worker process last beat",
    ["worker", "host"],
    async (g) => {
      const rows = await sql<{ id: string; host: string; age: number }[]>`
        select id::text, host, extract(epoch from now() - heartbeat_at)::float8 as age from worker_processes`;
      for (const r of rows) g.set({ worker: r.id, host: r.host }, r.age);
    },
  );
  gauge("refline_calls", "Call attempts by outcome (in_progress: no outcome yet)", ["outcome"], async (g) => {
    const rows = await sql<{ outcome: string | null; n: number }[]>`
      select outcome, count(*)::int as n from call_logs group by outcome`;
    for (const r of rows) g.set({ outcome: r.outcome ?? "in_progress" }, r.n);
  });
  gauge("refline_report_emails", "Report e-mails by delivery status", ["status"], async (g) => {
    const rows = await sql<{ status: string; n: number }[]>`
      select status, count(*)::int as n from email_reports group by status`;
    for (const r of rows) g.set({ status: r.status }, r.n);
  });

  const token = deps.config.env.METRICS_TOKEN;
  app.get("/metrics", { config: { rateLimit: false } }, async (req, reply) => {
    if (!token) return reply.code(404).type("text/plain; charset=utf-8").send("Not found: GET /metrics");
    if (!bearerMatches(req.headers.authorization, token))
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .type("text/plain; charset=utf-8")
        .send("Unauthorized: send Authorization: Bearer <METRICS_TOKEN>");
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  // Answers sent outside Fastify (./status-fast-path) are measured under their route too.
  return (method, route, status, seconds) =>
    httpDuration.observe({ method, route, status: String(status) }, seconds);
}

/** Records one answer's latency under its route pattern. */
export type HttpObserver = (method: string, route: string, status: number, seconds: number) => void;

/**
 * Job run time by queue and outcome as a true Prometheus histogram (`_bucket`, `_sum`, `_count`),
 * read at scrape time from the buckets every worker counts (src/jobs/durations.ts). prom-client's
 * Histogram only observes in this process, so this is a metric of the registry's own shape: the
 * registry formats (and escapes) whatever `get` returns, the way it does for its built-in kinds.
 */
function registerJobDurations(registry: client.Registry, sql: Deps["database"]["sql"]): void {
  const name = "refline_job_duration_seconds";
  const metric = {
    name,
    help: "Job run time by queue and outcome, counted by every worker process",
    type: "histogram" as const,
    aggregator: "sum" as const,
    async get() {
      const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> =
        [];
      for (const h of await readJobDurations(sql)) {
        const labels = { queue: h.queue, outcome: h.outcome };
        for (const b of h.cumulative) {
          const le = Number.isFinite(b.le) ? b.le : "+Inf";
          values.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: b.runs });
        }
        values.push({ metricName: `${name}_sum`, labels, value: h.sum });
        values.push({ metricName: `${name}_count`, labels, value: h.count });
      }
      return { name, help: metric.help, type: metric.type, aggregator: metric.aggregator, values };
    },
  };
  // registerMetric's type lists prom-client's classes; at run time it takes any metric with `get`.
  registry.registerMetric(metric as unknown as client.Metric);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
