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
    // The limiter's promise: the instants it hands out, from the one database clock all workers
    // share, are 1/rate apart, and no dial leaves before its instant. (When a dial actually leaves
    // also depends on how busy the machine is: a starved event loop sends late, never early, and a
    // late dial can only lengthen the gap before it.)
    const spacing = 1000 / cps;
    const sent = dials
      .map((d) => ({ slot: Date.parse(String(d.params.slotAt)), sent: Date.parse(String(d.params.sentAt)) }))
      .sort((a, b) => a.slot - b.slot);
    expect(sent.every((d) => Number.isFinite(d.slot) && Number.isFinite(d.sent))).toBe(true);
    const slotGaps = sent.slice(1).map((x, i) => x.slot - sent[i]!.slot);
    for (const g of slotGaps) expect(g).toBeGreaterThanOrEqual(spacing);
    // No window of one second ever holds more than `cps` reserved instants.
    for (let i = 0; i + cps < sent.length; i++)
      expect(sent[i + cps]!.slot - sent[i]!.slot).toBeGreaterThanOrEqual(1000);
    // Never early (the process and the database share this machine's clock; 5 ms for rounding).
    for (const d of sent) expect(d.sent).toBeGreaterThanOrEqual(d.slot - 5);
    // Measured from when the requests left: a gap is shortened only by the earlier dial's lateness.
    for (let i = 1; i < sent.length; i++) {
      const lateness = sent[i - 1]!.sent - sent[i - 1]!.slot;
      expect(sent[i]!.sent - sent[i - 1]!.sent).toBeGreaterThanOrEqual(spacing - lateness - 5);
    }
  }, 200_000);
});
