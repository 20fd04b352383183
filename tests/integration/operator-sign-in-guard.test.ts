import fs from "node:fs/promises";
import path from "node:path";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/errors";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { signInAdmin, verificationSlots } from "../../src/services/accounts/operators/sign-in";
import { notifySignInBurst } from "../../src/services/accounts/operators/burst-alert";
import {
  ACCOUNT_FREE_ATTEMPTS,
  networkOf,
  PAIR_FREE_ATTEMPTS,
  pauseAfter,
} from "../../src/services/accounts/operators/sign-in-guard";
import type { Deps } from "../../src/services/deps";
import { startTestApp, type TestApp } from "../support/app";
import { closeAgents, rawRequest } from "../support/fuzz/http";

/**
 * Issue 13 §3, operator sign-in: attempts are counted before the slow hash, keyed on address and
 * account together with doubling pauses, and at most a few hashes run at once (429 beyond) so a
 * sign-in storm never stalls the thread pool that files need.
 */
const ADMIN_EMAIL = "ops-guard@refline.example";
const ADMIN_PASSWORD = "correct horse battery staple";
let t: TestApp;
let clock = Date.parse("2026-03-02T15:00:00Z");
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAIL, ADMIN_PASSWORD }, now: () => new Date(clock) });
  await ensureConfiguredAdmin(t.deps);
});
afterAll(async () => {
  closeAgents();
  await t?.stop();
});

const signInOverHttp = (from: string, password: string, email = ADMIN_EMAIL) =>
  rawRequest(t.url, {
    method: "POST",
    path: "/trpc/accounts.operatorSignIn",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(superjson.serialize({ email, password })),
    from,
  });

/** The service itself, as one web process would run it, with room for `slots` hashes at once. */
function depsWithSlots(slots: number): Deps {
  return {
    ...t.deps,
    config: { ...t.config, env: { ...t.config.env, OPERATOR_SIGN_IN_CONCURRENCY: slots } },
  };
}
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "signed in",
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

describe("operator sign-in guard", () => {
  it("30 parallel wrong passwords from one address: only the free attempts are evaluated", async () => {
    // Room for all 30 hashes at once: the count before the hash is what stops them.
    const deps = depsWithSlots(64);
    const meta = { ip: "203.0.113.7", userAgent: null, previousSessionId: null };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: `guess-${i}` }, meta)),
      ),
    );
    expect(results.filter((r) => r === "UNAUTHORIZED")).toHaveLength(PAIR_FREE_ATTEMPTS);
    expect(results.filter((r) => r === "TOO_MANY_REQUESTS")).toHaveLength(30 - PAIR_FREE_ATTEMPTS);
    // Paused now, even with the right password (it is not even hashed).
    expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, meta))).toBe(
      "TOO_MANY_REQUESTS",
    );
  });

  it("over HTTP, 30 parallel wrong passwords get 401 for at most the limit and 429 for the rest", async () => {
    clock += 60 * 60_000;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => (await signInOverHttp("127.0.0.71", `guess-${i}`)).status),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(PAIR_FREE_ATTEMPTS);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - PAIR_FREE_ATTEMPTS);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("a stranger hammering the operator's account does not lock the operator out, and slows down", async () => {
    clock += 60 * 60_000;
    const deps = depsWithSlots(4);
    const stranger = { ip: "198.51.100.9", userAgent: null, previousSessionId: null };
    const tries: string[] = [];
    for (let i = 0; i < 8; i++)
      tries.push(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: `x${i}` }, stranger)));
    expect(tries).toEqual([
      ...Array<string>(PAIR_FREE_ATTEMPTS).fill("UNAUTHORIZED"),
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
    ]);
    // The real operator, from their own address, signs in at once.
    const operator = { ip: "192.0.2.44", userAgent: null, previousSessionId: null };
    expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, operator))).toBe(
      "signed in",
    );
    // The stranger's pauses double: 1 s, then 2 s, then 4 s.
    for (const pause of [1, 2, 4]) {
      clock += (pause - 0.5) * 1000;
      expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: "y" }, stranger))).toBe(
        "TOO_MANY_REQUESTS",
      );
      clock += 500;
      expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: "y" }, stranger))).toBe(
        "UNAUTHORIZED",
      );
    }
    expect([0, 4, 5, 6, 10, 30].map((n) => pauseAfter(n, 5))).toEqual([0, 0, 1, 2, 32, 900]);
  });

  it("40 parallel sign-ins: at most the cap hash at once, the rest get 429, and files stay responsive", async () => {
    clock += 60 * 60_000;
    const slots = verificationSlots(t.deps);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, slots.inFlight)), 2);
    // Reading a file goes through libuv's thread pool, as serving a static file does.
    const file = path.resolve(import.meta.dirname, "../../package.json");
    let slowest = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const start = performance.now();
        await fs.readFile(file);
        slowest = Math.max(slowest, performance.now() - start);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await signInOverHttp(`127.0.1.${i + 1}`, `wrong-${i}`, `someone${i}@refline.example`);
        return { status: res.status, text: res.text };
      }),
    );
    reading = false;
    await reader;
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(t.config.env.OPERATOR_SIGN_IN_CONCURRENCY);
    const refused = statuses.filter((s) => s.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.text).toContain("Too many sign-ins at once");
    expect(statuses.every((s) => s.status === 401 || s.status === 429)).toBe(true);
    expect(slowest).toBeLessThan(1000);
    // Health answers meanwhile too.
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });

  it("issue 34: an IPv6 client is counted by its /64, however it rotates addresses in it", async () => {
    clock += 60 * 60_000;
    expect(networkOf("2001:db8:1:2::7")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(networkOf("::ffff:203.0.113.5")).toBe("203.0.113.5");
    const deps = depsWithSlots(4);
    const tries: string[] = [];
    for (let i = 1; i <= PAIR_FREE_ATTEMPTS + 3; i++) {
      const meta = { ip: `2001:db8:1:2::${i.toString(16)}`, userAgent: null, previousSessionId: null };
      tries.push(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: `v6-${i}` }, meta)));
    }
    expect(tries.slice(0, PAIR_FREE_ATTEMPTS).every((r) => r === "UNAUTHORIZED")).toBe(true);
    expect(tries.slice(PAIR_FREE_ATTEMPTS)).toEqual([
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
    ]);
  });

  it("issue 34: guesses spread over many addresses meet an account-wide limit; the operator's usual network is not held", async () => {
    clock += 61 * 60_000;
    const deps = depsWithSlots(4);
    // The operator's usual place: they signed in from it before.
    const usual = { ip: "192.0.2.44", userAgent: null, previousSessionId: null };
    expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, usual))).toBe(
      "signed in",
    );
    const tries: string[] = [];
    for (let i = 1; i <= ACCOUNT_FREE_ATTEMPTS + 5; i++) {
      const meta = { ip: `198.18.${i}.9`, userAgent: null, previousSessionId: null };
      tries.push(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: `spread-${i}` }, meta)));
    }
    expect(
      tries.filter((r) => r === "UNAUTHORIZED"),
      JSON.stringify(tries),
    ).toHaveLength(ACCOUNT_FREE_ATTEMPTS);
    expect(tries.slice(ACCOUNT_FREE_ATTEMPTS).every((r) => r === "TOO_MANY_REQUESTS")).toBe(true);
    // A new address is held too, even with the right password ...
    const fresh = { ip: "198.18.200.1", userAgent: null, previousSessionId: null };
    expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, fresh))).toBe(
      "TOO_MANY_REQUESTS",
    );
    // The operator is told by e-mail, once, whoever typed what; a guessed address gets nothing.
    const queued = await t.deps.database.sql<{ data: { email: string; at: string } }[]>`
      select data from pgboss.job where name = 'notify-sign-in-burst'`;
    expect(new Set(queued.map((j) => j.data.email))).toEqual(new Set([ADMIN_EMAIL]));
    expect(await notifySignInBurst(t.deps, queued[0]!.data)).toEqual({ sent: true });
    expect(await notifySignInBurst(t.deps, queued[0]!.data)).toEqual({ sent: false });
    expect(
      await notifySignInBurst(t.deps, { email: "nobody@refline.example", at: queued[0]!.data.at }),
    ).toEqual({
      sent: false,
    });
    const mail = await t.deps.database.sql<{ subject: string; text_body: string }[]>`
      select * from email_outbox where to_address = ${ADMIN_EMAIL} and tag = 'sign-in-burst'`;
    expect(mail).toHaveLength(1);
    // ... but the operator, from where they signed in before, gets in at once.
    expect(await outcome(signInAdmin(deps, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, usual))).toBe(
      "signed in",
    );
  });
});
