import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, emailOutbox, referenceChecks, simCalls } from "../../src/db/schema";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { testWorkers } from "../support/test-worker";

let t: TestApp;
const workers = testWorkers();
const startWorker = () => workers.start(t);

beforeAll(async () => {
  // Slow the simulated calls down so the kill lands while calls are in flight.
  t = await startTestApp({ env: { SIM_TIME_SCALE: "0.05" } });
});
afterAll(async () => {
  workers.stopAll();
  await t?.stop();
});

describe("a worker killed mid-skeleton", () => {
  it("still completes every check, with no attempt dialled twice and one e-mail per check", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${t.url}/api/reference-checks`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          checkPayload({
            reference2: { name: "Casey Moore", phone: uniquePhone(), relationship: "colleague" },
          }),
        ),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { referenceCheckId: number }).referenceCheckId);
    }
    const first = startWorker();
    await waitFor(
      async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(callLogs))[0]!.n >= 2,
      // Generous: a cold worker process on a busy machine takes a while to start.
      90_000,
      "calls in flight",
    );
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    startWorker();

    for (const id of ids)
      await waitFor(
        async () => {
          const [c] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id));
          return c?.status === "completed";
        },
        // Each check now renders two PDF designs before its e-mail: generous on a loaded machine.
        180_000,
        `check ${id} completed`,
      );

    // The carrier's ledger: one dial per attempt key, and every call log matches one dial.
    const dials = await t.deps.db.select().from(simCalls);
    const keys = dials.map((d) => d.attemptKey);
    expect(new Set(keys).size).toBe(keys.length);
    const logs = await t.deps.db.select().from(callLogs);
    for (const l of logs) expect(keys.filter((k) => k === l.attemptKey).length).toBeLessThanOrEqual(1);
    // Every reference here cooperates, so each person's phone rang exactly once.
    const rings = new Map<string, number>();
    for (const d of dials) rings.set(d.toNumber, (rings.get(d.toNumber) ?? 0) + 1);
    expect(rings.size).toBe(ids.length * 2);
    expect([...rings.values()].every((n) => n === 1)).toBe(true);
    // A kill between claiming an attempt and handing it to the carrier leaves a claim the carrier
    // never saw: it is closed as "dial not confirmed" (nobody was rung) and the next attempt dials.
    // That is the only kind of extra call log allowed.
    const dialled = new Set(keys);
    const neverRang = logs.filter((l) => !dialled.has(l.attemptKey));
    for (const l of neverRang)
      expect({ status: l.status, endReason: l.endReason }).toEqual({
        status: "failed",
        endReason: "dial not confirmed",
      });
    expect(logs.length - neverRang.length).toBe(ids.length * 2);
    const mails = await t.deps.db.select().from(emailOutbox);
    expect(mails.length).toBe(ids.length);
  }, 400_000);
});
