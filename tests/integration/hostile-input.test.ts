import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../../src/http/app";
import { routeTable, type RouteEntry } from "../../src/http/route-table";
import { appRouter } from "../../src/trpc/routers";
import { checkPayload, startTestApp, type TestApp } from "../support/app";
import { closeAgents, mapLimit, rawRequest, type RawRequest } from "../support/fuzz/http";
import { lostRows, snapshotDatabase } from "../support/fuzz/snapshot";
import {
  listProcedures,
  restCase,
  restTargets,
  trpcCase,
  unionShape,
  type Procedure,
} from "../support/fuzz/surface";

/**
 * Hostile input against the whole HTTP surface, enumerated from Fastify's route table and the tRPC
 * router (so every path and procedure added later is fuzzed too). `npm test` runs FUZZ_CASES=400;
 * `npm run test:fuzz` runs thousands. A failure prints the seed: FUZZ_SEED=<seed> reproduces it.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ADMIN_TOKEN = "fuzz-admin-token-0123456789abcdef";

let t: TestApp;
let routes: RouteEntry[];
let procs: Procedure[];

/**
 * The app's clock runs ahead of the wall clock by this much. Per-key and per-procedure limits count
 * in windows aligned to the minute, so a test that fills one first moves the clock to just after a
 * minute starts: its requests never straddle two windows, whatever second the suite reaches it.
 */
let clockAhead = 0;
const toNextMinute = () => {
  const appNow = Date.now() + clockAhead;
  clockAhead += 60_000 - (appNow % 60_000) + 2_000;
};
beforeAll(async () => {
  t = await startTestApp({
    env: { ADMIN_API_TOKEN: ADMIN_TOKEN },
    now: () => new Date(Date.now() + clockAhead),
  });
  routes = restTargets(routeTable(t.app));
  procs = listProcedures(appRouter);
  // Stored data the hostile traffic must not lose or alter.
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload()),
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  closeAgents();
  await t?.stop();
});

interface Failure {
  request: string;
  status: number | string;
  answer: string;
}

/** Sends the requests (at most 8 in flight, spread over loopback source addresses); returns 5xx and dropped connections. */
async function send(
  requests: RawRequest[],
  firstSource = 2,
): Promise<{ failures: Failure[]; statuses: Map<number, number> }> {
  const failures: Failure[] = [];
  const statuses = new Map<number, number>();
  await mapLimit(requests, 8, async (req, i) => {
    const from = `127.0.0.${firstSource + (i % 200)}`;
    const label = `${req.method} ${req.path.slice(0, 160)} ${JSON.stringify(req.headers ?? {}).slice(0, 200)} body=${String(req.body ?? "").slice(0, 200)}`;
    try {
      const res = await rawRequest(t.url, { ...req, from });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500)
        failures.push({ request: label, status: res.status, answer: res.text.slice(0, 300) });
    } catch (err) {
      failures.push({ request: label, status: "connection error", answer: String(err) });
    }
  });
  return { failures, statuses };
}

function casesFor(arb: fc.Arbitrary<RawRequest>, n: number, seedOffset: number) {
  return fc.sample(arb, { numRuns: n, seed: SEED + seedOffset });
}

function allCases(withAdminToken: boolean): RawRequest[] {
  const shape = unionShape(procs);
  const targets = routes.length + procs.length;
  const per = Math.max(4, Math.ceil(CASES / targets));
  const out: RawRequest[] = [];
  routes.forEach((r, i) => out.push(...casesFor(restCase(r, shape), per, i)));
  procs.forEach((p, i) => out.push(...casesFor(trpcCase(p), per, 10_000 + i)));
  if (!withAdminToken) return out;
  return out.map((r) => ({ ...r, headers: { ...r.headers, authorization: `Bearer ${ADMIN_TOKEN}` } }));
}

describe("hostile input", () => {
  it("enumerates the whole surface", () => {
    expect(routes.some((r) => r.url === "/api/reference-checks" && r.method === "POST")).toBe(true);
    expect(routes.some((r) => r.url === "/api/status/:id")).toBe(true);
    expect(procs.some((p) => p.path === "checks.create" && p.type === "mutation")).toBe(true);
    expect(procs.find((p) => p.path === "checks.create")?.shape).toHaveProperty("reference1");
  });

  it(`answers ${CASES}+ malformed, oversized and wrongly typed anonymous requests without a 5xx or losing data`, async () => {
    const before = await snapshotDatabase(t.deps.database.sql);
    const requests = allCases(false);
    const { failures, statuses } = await send(requests);
    const after = await snapshotDatabase(t.deps.database.sql);
    const summary = `seed ${SEED}, ${requests.length} requests over ${routes.length} paths and ${procs.length} procedures, statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
    console.log(`hostile input (anonymous): ${summary}`);
    expect(failures.slice(0, 10), summary).toEqual([]);
    expect(lostRows(before, after), summary).toEqual([]);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 600_000);

  it("answers the same hostile traffic as an operator (bearer token) without a 5xx", async () => {
    const requests = allCases(true);
    const { failures, statuses } = await send(requests);
    const summary = `seed ${SEED}, ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
    console.log(`hostile input (operator): ${summary}`);
    expect(failures.slice(0, 10), summary).toEqual([]);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 600_000);

  it("answers inputs the database cannot store with 4xx (regressions found by this suite)", async () => {
    const nul = await rawRequest(t.url, { method: "GET", path: "/api/status/%00", from: "127.0.0.239" });
    expect(nul.status).toBe(404);
    expect(nul.text).toBe("Reference check not found");
    const trpcNul = await rawRequest(t.url, {
      method: "GET",
      path: `/trpc/checks.status?input=${encodeURIComponent(JSON.stringify({ json: { id: "a\u0000b" } }))}`,
      from: "127.0.0.239",
    });
    expect(trpcNul.status).toBe(404);
    const hugeId = await rawRequest(t.url, {
      method: "GET",
      path: "/api/dev/outbox/%2b9999999999999999999999/attachments/0",
      from: "127.0.0.239",
    });
    expect(hugeId.status).toBe(400);
  });

  it("refuses anonymous callers on every operator path and procedure with 401", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => /^\/api\/admin(\/|$)/.test(x.url) && x.method !== "HEAD")) {
      const path = r.url.replace(/:([A-Za-z0-9_]+)|\*/g, "1");
      const res = await rawRequest(t.url, {
        method: r.method,
        path,
        from: "127.0.0.240",
        ...(r.method === "GET" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }),
      });
      if (res.status !== 401) wrong.push(`${r.method} ${path} → ${res.status}`);
    }
    for (const p of procs.filter((x) => x.path.startsWith("admin."))) {
      const res =
        p.type === "mutation"
          ? await rawRequest(t.url, {
              method: "POST",
              path: `/trpc/${p.path}`,
              headers: { "content-type": "application/json" },
              body: '{"json":{}}',
              from: "127.0.0.240",
            })
          : await rawRequest(t.url, {
              method: "GET",
              path: `/trpc/${p.path}?input=%7B%22json%22%3A%7B%7D%7D`,
              from: "127.0.0.240",
            });
      if (res.status !== 401) wrong.push(`${p.type} ${p.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses bodies over the size limit with 413 on every path that takes one", async () => {
    const big = JSON.stringify({ json: { candidateName: "x".repeat(BODY_LIMIT + 1024) } });
    const wrong: string[] = [];
    const bodyRoutes = routes.filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method));
    for (const r of bodyRoutes) {
      const res = await rawRequest(t.url, {
        method: r.method,
        path: r.url.replace(/:([A-Za-z0-9_]+)|\*/g, "1"),
        headers: { "content-type": "application/json" },
        body: big,
        from: "127.0.0.241",
      });
      const limit = r.bodyLimit ?? BODY_LIMIT;
      if (limit < big.length ? res.status !== 413 : res.status >= 500)
        wrong.push(`${r.method} ${r.url} → ${res.status}`);
    }
    for (const p of procs.filter((x) => x.type === "mutation")) {
      const res = await rawRequest(t.url, {
        method: "POST",
        path: `/trpc/${p.path}`,
        headers: { "content-type": "application/json" },
        body: big,
        from: "127.0.0.241",
      });
      if (res.status !== 413) wrong.push(`trpc ${p.path} → ${res.status}`);
    }
    expect(bodyRoutes.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it("rate-limits one client without affecting another", async () => {
    // The global limit (per client address, per minute).
    const statuses = await mapLimit(
      Array.from({ length: 1260 }, (_, i) => i),
      16,
      async () => (await rawRequest(t.url, { method: "GET", path: "/healthz", from: "127.0.0.250" })).status,
    );
    expect(statuses.filter((s) => s === 200).length).toBe(1200);
    expect(statuses.filter((s) => s === 429).length).toBe(60);
    const limited = await rawRequest(t.url, { method: "GET", path: "/healthz", from: "127.0.0.250" });
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/Too many requests: try again in \d+ seconds/);
    expect((await rawRequest(t.url, { method: "GET", path: "/healthz", from: "127.0.0.251" })).status).toBe(
      200,
    );

    // The stricter limit on creating checks: invalid attempts count too.
    toNextMinute();
    const create = await mapLimit(
      Array.from({ length: 35 }, (_, i) => i),
      4,
      async () =>
        (
          await rawRequest(t.url, {
            method: "POST",
            path: "/api/reference-checks",
            headers: { "content-type": "application/json" },
            body: "{}",
            from: "127.0.0.252",
          })
        ).status,
    );
    expect(create.filter((s) => s === 400).length).toBe(30);
    expect(create.filter((s) => s === 429).length).toBe(5);
  });
});
