import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";

/**
 * Cached status polls are answered before Fastify (src/http/status-fast-path.ts). What a poller
 * and an attacker see must be what Fastify's own pipeline answers: the same headers, the host
 * check, one rate-limit counter per client across both paths, and nothing for an id that is not
 * exactly a cached check's. A query string sends a poll through Fastify (its cached row), so
 * the two paths can be compared on the same check.
 */
const NOW = new Date("2026-11-25T15:00:00Z");
const LIMIT = 12;
let t: TestApp;
let id: string;

/** A raw request, so the Host header is ours to set (fetch always sends the URL's). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${t.url}${path}`, { headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  // One proxy in front (X-Forwarded-For names the client), a low limit to reach in a test.
  t = await startTestApp({ now: () => NOW, env: { TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload({ candidateName: "Quinn Fast" })),
  });
  expect(res.status).toBe(201);
  id = ((await res.json()) as { id: string }).id;
  // The cache serves once its listener is subscribed (on the first poll) and the answer stored.
  await get(`/api/status/${id}`, { "x-forwarded-for": "10.7.0.1" });
  await waitFor(
    async () => {
      const [row] = await t.db.sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query = 'listen "check_status_changed"'`;
      return row!.n === 1;
    },
    10_000,
    "listener",
  );
  await get(`/api/status/${id}`, { "x-forwarded-for": "10.7.0.1" });
});
afterAll(async () => {
  await t?.stop();
});

const VARYING = new Set(["date", "x-request-id", "x-ratelimit-remaining", "x-ratelimit-reset"]);
const steady = (h: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).filter(([k]) => !VARYING.has(k)));

describe("a cached status poll", () => {
  it("answers what Fastify answers: body, ETag, 304, every header", async () => {
    const fast = await get(`/api/status/${id}`, { "x-forwarded-for": "10.7.1.1" });
    const viaFastify = await get(`/api/status/${id}?via=fastify`, { "x-forwarded-for": "10.7.1.2" });
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body)).toMatchObject({ id, candidateName: "Quinn Fast" });
    expect(fast.body).toBe(viaFastify.body);
    expect(steady(fast.headers)).toEqual(steady(viaFastify.headers));
    expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const etag = fast.headers.etag!;
    const fast304 = await get(`/api/status/${id}`, { "if-none-match": etag, "x-forwarded-for": "10.7.1.1" });
    const fastify304 = await get(`/api/status/${id}?via=fastify`, {
      "if-none-match": etag,
      "x-forwarded-for": "10.7.1.2",
    });
    expect(fast304.status).toBe(304);
    expect(fast304.body).toBe("");
    expect(steady(fast304.headers)).toEqual(steady(fastify304.headers));
    // A caller's request id is carried, as Fastify's genReqId does.
    const traced = await get(`/api/status/${id}`, {
      "x-request-id": "poll-123",
      "x-forwarded-for": "10.7.1.1",
    });
    expect(traced.headers["x-request-id"]).toBe("poll-123");
  });

  it("refuses a host name that is not ours (DNS rebinding), directly or forwarded", async () => {
    const rebound = await get(`/api/status/${id}`, { host: "evil.example", "x-forwarded-for": "10.7.2.1" });
    expect(rebound.status).toBe(421);
    expect(rebound.body).not.toContain("Quinn");
    const forwarded = await get(`/api/status/${id}`, {
      "x-forwarded-host": "evil.example",
      "x-forwarded-for": "10.7.2.1",
    });
    expect(forwarded.status).toBe(421);
  });

  it("serves only the exact id: a near miss is another (unknown) check, not this one", async () => {
    for (const other of [id.toUpperCase(), id.slice(0, -1), `${id}x`, `${id.slice(0, -1)}%${id.slice(-1)}`]) {
      if (other === id) continue;
      const res = await get(`/api/status/${other}`, { "x-forwarded-for": "10.7.3.1" });
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain("Quinn");
    }
  });

  it("counts polls on both paths against one limit per client, then answers 429", async () => {
    const client = { "x-forwarded-for": "10.7.4.1" };
    const remaining: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await get(`/api/status/${id}${i % 2 ? "?via=fastify" : ""}`, client);
      expect(res.status).toBe(200);
      remaining.push(Number(res.headers["x-ratelimit-remaining"]));
    }
    expect(remaining).toEqual([...Array(LIMIT).keys()].map((i) => LIMIT - 1 - i));
    const over = await get(`/api/status/${id}`, client);
    expect(over.status).toBe(429);
    expect(over.body).toMatch(/Too many requests/);
    expect(over.body).not.toContain("Quinn");
    // Another client (the proxy's nearest X-Forwarded-For entry) is counted apart.
    const other = await get(`/api/status/${id}`, { "x-forwarded-for": "10.7.4.1, 10.7.4.2" });
    expect(other.status).toBe(200);
  });
});
