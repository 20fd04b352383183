import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, checkReferences, simCalls } from "../../src/db/schema";
import { reserveDialSlot } from "../../src/services/calls/rate-limit";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { testWorkers } from "../support/test-worker";

let t: TestApp;
const workers = testWorkers();
const startWorker = (cps: string) => workers.start(t, { SIM_TIME_SCALE: "0", CALLS_PER_SECOND: cps });

beforeAll(async () => {
  t = await startTestApp({ env: { CALLS_PER_SECOND: "4" } });
});
afterAll(async () => {
  workers.stopAll();
  await t?.stop();
});

describe("the global dial rate", () => {
  it("hands out distinct instants 1/rate apart to concurrent callers", async () => {
    const slots = await Promise.all(Array.from({ length: 12 }, () => reserveDialSlot(t.deps, "test-bucket")));
    const times = slots.map((s) => s.at.getTime()).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(250);
  });

  it("holds across two worker processes: dials are never closer than 1/rate", async () => {
    const cps = 2;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${t.url}/api/reference-checks`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          checkPayload({
            reference2: { name: "Casey Moore", phone: uniquePhone(), relationship: "colleague" },
            reference3: { name: "Robin Diaz", phone: uniquePhone(), relationship: "client" },
          }),
        ),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { referenceCheckId: number }).referenceCheckId);
    }
    startWorker(String(cps));
    startWorker(String(cps));
    await waitFor(
      async () => {
        const refs = await t.deps.db
          .select()
          .from(checkReferences)
          .where(inArray(checkReferences.referenceCheckId, ids));
        return refs.every((r) => r.status === "completed");
      },
      150_000,
      "all references interviewed",
    );
    const logs = await t.deps.db.select().from(callLogs).where(inArray(callLogs.referenceCheckId, ids));
    const dials = await t.deps.db
      .select()
      .from(simCalls)
      .where(
        inArray(
          simCalls.attemptKey,
          logs.map((l) => l.attemptKey),
        ),
      );
    expect(dials.length).toBe(9);
    // When each dial request left its worker (the instant the rate limit governs).
    const times = dials.map((d) => Date.parse(String(d.params.sentAt))).sort((a, b) => a - b);
    const gaps = times.slice(1).map((x, i) => x - times[i]!);
    // 1/rate = 500 ms. Each release is exact in the database; a busy event loop can fire a timer a
    // few milliseconds late, which shortens the gap to the next dial by as much.
    for (const g of gaps) expect(g).toBeGreaterThanOrEqual(1000 / cps - 30);
    // And no window of one second ever holds more than `cps` dials.
    for (let i = 0; i + cps < times.length; i++)
      expect(times[i + cps]! - times[i]!).toBeGreaterThanOrEqual(1000 - 30);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(((dials.length - 1) * 1000) / cps - 50);
  }, 200_000);
});
