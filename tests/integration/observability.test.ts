import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/db/embedded";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { strictJsonParse } from "../support/strict-json";
import { killAll, startProcess, type Proc } from "../support/processes";

const TOKEN = "metrics-token-0123456789";

describe("/metrics", () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: true, env: { METRICS_TOKEN: TOKEN } });
    closed = await startTestApp({ db: t.db });
  });
  afterAll(async () => {
    await closed?.app.close();
    await t?.stop();
  });

  it("does not exist without METRICS_TOKEN and refuses a wrong token", async () => {
    expect(
      (await fetch(`${closed.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(
      401,
    );
  });

  it("answers every listed series in Prometheus format", async () => {
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload()),
    });
    expect(res.status).toBe(201);
    await waitFor(
      async () =>
        (await t.deps.db.execute(sql`select 1 from email_reports where status in ('sent', 'delivered')`))
          .length > 0,
      120_000,
      "a report e-mail",
    );
    // The e-mail goes out inside the report job; its run is counted just after it returns.
    await waitFor(
      async () =>
        (
          await t.deps.db.execute(
            sql`select 1 from job_durations where queue = 'generate-report' and outcome = 'completed'`,
          )
        ).length > 0,
      30_000,
      "the report job's run counted",
    );
    const scrape = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toContain("text/plain");
    const text = await scrape.text();
    // HTTP latency by route pattern (never the raw URL with its id).
    expect(text).toMatch(
      /refline_http_request_duration_seconds_count\{method="POST",route="\/api\/reference-checks",status="201"\} 1/,
    );
    expect(text).toMatch(/refline_jobs\{queue="start-check",outcome="completed"\} [1-9]/);
    expectJobDurationHistogram(text, "place-call");
    expectJobDurationHistogram(text, "generate-report");
    expect(text).toMatch(/refline_queue_depth|# TYPE refline_queue_depth gauge/);
    expect(text).toMatch(/refline_dead_letters \d+/);
    expect(text).toMatch(/refline_live_workers 1/);
    expect(text).toMatch(/refline_worker_heartbeat_age_seconds\{worker="[0-9a-f-]+",host=".+"\} [\d.]+/);
    expect(text).toMatch(/refline_calls\{outcome="completed"\} 1/);
    expect(text).toMatch(/refline_report_emails\{status="(sent|delivered)"\} 1/);
  }, 180_000);
});

describe("request ids", () => {
  let db: TestDatabase;
  const procs: Proc[] = [];
  let base = "";
  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "debug",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_BASE_URL: base,
      DATABASE_URL: db.url,
      AUTO_MIGRATE: "false",
      SIM_TIME_SCALE: "0",
    };
    procs.push(startProcess("src/main.ts", env), startProcess("worker/main.ts", env));
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok, 90_000, "web up");
  });
  afterAll(async () => {
    killAll(procs);
    await db?.drop();
  });

  it("echoes a caller's id, makes one when absent or unusable", async () => {
    const given = await fetch(`${base}/healthz`, { headers: { "x-request-id": "router-abc-123" } });
    expect(given.headers.get("x-request-id")).toBe("router-abc-123");
    const made = (await fetch(`${base}/healthz`)).headers.get("x-request-id");
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const junk = (await fetch(`${base}/healthz`, { headers: { "x-request-id": "a b\tc" } })).headers.get(
      "x-request-id",
    );
    expect(junk).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the request in the web's log lines and in the jobs it enqueued, worker log lines included", async () => {
    const res = await fetch(`${base}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "submit-7f3a9" },
      body: JSON.stringify(checkPayload()),
    });
    expect(res.status).toBe(201);
    const [job] = (await db.db.execute(
      sql`select data from pgboss.job where name = 'start-check'`,
    )) as unknown as { data: Record<string, unknown> }[];
    expect(job!.data._requestId).toBe("submit-7f3a9");
    const [web, worker] = procs;
    await waitFor(async () => worker!.output().includes('"reqId":"submit-7f3a9"'), 60_000, "worker log line");
    const webLines = web!
      .output()
      .split("\n")
      .filter((l) => l.includes('"submit-7f3a9"'));
    expect(webLines.length).toBeGreaterThanOrEqual(2); // request and response lines at least
    for (const l of webLines) expect(JSON.parse(l)).toMatchObject({ reqId: "submit-7f3a9" });
    const workerLine = worker!
      .output()
      .split("\n")
      .find((l) => l.includes('"reqId":"submit-7f3a9"'));
    expect(JSON.parse(workerLine!)).toMatchObject({ queue: "start-check", reqId: "submit-7f3a9" });
  }, 120_000);

  it("writes every log line as JSON with each key once (request lines included)", async () => {
    await fetch(`${base}/healthz`, { headers: { "x-request-id": "strict-json-1" } });
    const [web, worker] = procs;
    await waitFor(async () => web!.output().includes('"strict-json-1"'), 30_000, "the request's log lines");
    const lines = [web!, worker!].flatMap((p) => p.output().split("\n")).filter((l) => l.startsWith("{"));
    expect(lines.length).toBeGreaterThan(10);
    const completed = lines.filter((l) => l.includes('"request completed"'));
    expect(completed.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => strictJsonParse(line), line).not.toThrow();
    for (const line of completed) expect(strictJsonParse(line)).toHaveProperty("reqId");
  });
});

describe("the strict JSON parser the log test uses", () => {
  it("refuses a key written twice, at any depth, and reads what JSON.parse reads", () => {
    expect(() => strictJsonParse('{"reqId":"a","msg":"x","reqId":"a"}')).toThrow(/duplicate key "reqId"/);
    expect(() => strictJsonParse('{"a":{"b":1,"b":2}}')).toThrow(/duplicate key "b"/);
    const ok = '{"a":[1,2.5e3,-3,{"b":"q\\"\\u00e9"}],"c":null,"d":true,"e":{}}';
    expect(strictJsonParse(ok)).toEqual(JSON.parse(ok));
  });
});

/**
 * A true Prometheus histogram for the queue's completed runs: TYPE histogram, a bucket per bound
 * ending in +Inf, counts that never fall as the bound grows, +Inf equal to _count, and _sum in
 * seconds (more than zero, less than count × the test's length).
 */
function expectJobDurationHistogram(text: string, queue: string): void {
  expect(text).toContain("# TYPE refline_job_duration_seconds histogram");
  const labels = `queue="${queue}",outcome="completed"`;
  const buckets = [
    ...text.matchAll(
      new RegExp(`^refline_job_duration_seconds_bucket\\{le="([^"]+)",${labels}\\} (\\d+)$`, "gm"),
    ),
    ...text.matchAll(
      new RegExp(`^refline_job_duration_seconds_bucket\\{${labels},le="([^"]+)"\\} (\\d+)$`, "gm"),
    ),
  ].map((m) => ({ le: m[1]!, n: Number(m[2]) }));
  expect(buckets.length, `${queue}: buckets`).toBe(13);
  expect(buckets.at(-1)!.le).toBe("+Inf");
  for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.n).toBeGreaterThanOrEqual(buckets[i - 1]!.n);
  const count = Number(
    new RegExp(`^refline_job_duration_seconds_count\\{${labels}\\} (\\d+)$`, "m").exec(text)?.[1],
  );
  const sum = Number(
    new RegExp(`^refline_job_duration_seconds_sum\\{${labels}\\} ([\\d.e+-]+)$`, "m").exec(text)?.[1],
  );
  expect(count).toBeGreaterThanOrEqual(1);
  expect(buckets.at(-1)!.n).toBe(count);
  expect(sum).toBeGreaterThan(0);
  expect(sum).toBeLessThan(count * 180);
}
