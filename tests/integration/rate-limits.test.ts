import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Booted } from "../../src/boot";
import { freePort } from "../../src/db/embedded";
import { buildApp } from "../../src/http/app";
import { createLogger } from "../../src/logger";
import { startTestApp, type TestApp } from "../support/app";
import { closeAgents, mapLimit, rawRequest } from "../support/fuzz/http";

/**
 * Issue 13 §3: per-route limits are procedure middleware with a counter in Postgres. The tRPC path
 * gets the same 429 as the REST path, both share one allowance, and a second web process on the
 * same database does not double it.
 */
let t: TestApp;
let second: { url: string; app: FastifyInstance; booted: Booted };
// One fixed clock for both processes, so no test straddles the minute boundary of a window.
const now = () => new Date("2026-03-02T15:00:20Z");
beforeAll(async () => {
  t = await startTestApp({ now });
  // A second web process: its own boot, connection pool, Fastify and port, the same database.
  const booted = await boot(t.config, createLogger(t.config, "test"), "web", { now });
  const app = await buildApp(booted.deps, { serveWeb: false });
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  second = { url: `http://127.0.0.1:${port}`, app, booted };
});
afterAll(async () => {
  await second?.app.close();
  await second?.booted.shutdown();
  closeAgents();
  await t?.stop();
});

const createViaRest = (base: string, from: string) =>
  rawRequest(base, {
    method: "POST",
    path: "/api/reference-checks",
    headers: { "content-type": "application/json" },
    body: "{}",
    from,
  });
const createViaTrpc = (base: string, from: string) =>
  rawRequest(base, {
    method: "POST",
    path: "/trpc/checks.create",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(superjson.serialize({})),
    from,
  });

describe("per-route limits are procedure middleware in a shared store", () => {
  it("/trpc/checks.create refuses the 31st request from one address, like REST", async () => {
    const statuses = await mapLimit(
      Array.from({ length: 35 }, (_, i) => i),
      4,
      async () => (await createViaTrpc(t.url, "127.0.0.31")).status,
    );
    // Invalid bodies count too (the limit runs before the input is read).
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const limited = await createViaTrpc(t.url, "127.0.0.31");
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/Too many requests: try again in \d+ seconds/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The REST path is the same procedure: already used up for this address.
    const rest = await createViaRest(t.url, "127.0.0.31");
    expect(rest.status).toBe(429);
    expect(rest.text).toMatch(/^Too many requests: try again in \d+ seconds$/);
    // Another address is unaffected.
    expect((await createViaTrpc(t.url, "127.0.0.32")).status).toBe(400);
  });

  it("REST and tRPC share one allowance", async () => {
    const from = "127.0.0.33";
    const rest = await mapLimit(
      Array.from({ length: 15 }, (_, i) => i),
      4,
      async () => (await createViaRest(t.url, from)).status,
    );
    const trpc = await mapLimit(
      Array.from({ length: 15 }, (_, i) => i),
      4,
      async () => (await createViaTrpc(t.url, from)).status,
    );
    expect([...rest, ...trpc].every((s) => s === 400)).toBe(true);
    expect((await createViaRest(t.url, from)).status).toBe(429);
    expect((await createViaTrpc(t.url, from)).status).toBe(429);
  });

  it("a second web process does not double the allowance", async () => {
    const from = "127.0.0.34";
    const statuses = await mapLimit(
      Array.from({ length: 40 }, (_, i) => i),
      8,
      async (i) =>
        i % 2 === 0
          ? (await createViaRest(t.url, from)).status
          : (await createViaTrpc(second.url, from)).status,
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await createViaRest(second.url, from)).status).toBe(429);
  });

  it("other limited procedures answer 429 on tRPC too (free-check eligibility: 30 a minute)", async () => {
    const from = "127.0.0.35";
    const ask = () =>
      rawRequest(t.url, {
        method: "POST",
        path: "/trpc/freeCheck.validate",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(superjson.serialize({ email: "someone@example.com" })),
        from,
      });
    const statuses = await mapLimit(
      Array.from({ length: 32 }, (_, i) => i),
      4,
      async () => (await ask()).status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});
