/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, checkReferences, emailReports, referenceChecks } from "../../src/db/schema";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { createPaidCheck, loadCheckRow, payWithTestCard } from "../support/payments";

/**
 * Force-complete ends a running check the way it would have ended on its own: refunds for every
 * reference not interviewed, the report or the failure notice to the requester, and never
 * "completed" without an interviewed reference.
 */
const TOKEN = "admin-token-force-complete-0123";
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

const forceComplete = (id: number) =>
  fetch(`${t.url}/api/admin/force-complete/${id}`, { method: "POST", headers: auth });
const outbox = async () => (await (await fetch(`${t.url}/api/dev/outbox`)).json()) as any[];
const refsOf = (id: number) =>
  t.deps.db.select().from(checkReferences).where(eq(checkReferences.referenceCheckId, id));

/** A paid check whose calls are running: paid by test card and started. */
async function runningPaidCheck(names: string[]) {
  const c = await createPaidCheck(t, names);
  await payWithTestCard(t, c.pay);
  await waitFor(async () => (await c.check()).status === "processing", 15_000, "check started");
  return c;
}

describe("force-complete", () => {
  it("fails and refunds in full a paid check that interviewed nobody, and tells the requester", async () => {
    const c = await runningPaidCheck(["No Answer One", "No Answer Two"]);
    await waitFor(
      async () => (await refsOf(c.referenceCheckId)).every((r) => r.status === "scheduled"),
      20_000,
    );
    const res = await forceComplete(c.referenceCheckId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "failed", status: "failed", referencesClosed: 2 });

    const row = await waitFor(async () => {
      const r = await c.check();
      return r.paymentStatus === "refunded" ? r : null;
    }, 20_000);
    expect(row.status).toBe("failed");
    expect(Number(row.amountRefunded)).toBe(58);
    expect(row.reportGenerated).toBe(false);
    const status = await (await fetch(`${t.url}/api/status/${c.id}`)).json();
    expect(status.status).not.toBe("completed");

    const notice = await waitFor(async () =>
      (await outbox()).find((m) => m.to === row.requesterEmail && /could not be completed/.test(m.subject)),
    );
    expect(notice.text).toContain("Your payment of $58.00 was refunded in full");
    expect(notice.text).toContain("No Answer One");
    const ledger = await t.deps.db
      .select()
      .from(emailReports)
      .where(eq(emailReports.referenceCheckId, c.referenceCheckId));
    expect(ledger.map((l) => [l.reportType, l.status])).toEqual([["failure_notice", "sent"]]);
    // A second click changes nothing and sends nothing more.
    expect((await forceComplete(c.referenceCheckId)).status).toBe(409);
    expect(
      (await outbox()).filter((m) => m.to === row.requesterEmail && /could not be completed/.test(m.subject)),
    ).toHaveLength(1);
  });

  it("delivers the report of the interviewed reference and refunds the other's share", async () => {
    const c = await runningPaidCheck(["Pat Kim", "No Answer Lee"]);
    await waitFor(
      async () => {
        const logs = await t.deps.db
          .select()
          .from(callLogs)
          .where(eq(callLogs.referenceCheckId, c.referenceCheckId));
        return logs.some((l) => l.referenceIndex === 1 && l.aiAnalysis);
      },
      30_000,
      "reference 1 interviewed and analysed",
    );
    const res = await forceComplete(c.referenceCheckId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(["report", "awaiting-analysis"]).toContain(body.outcome);

    const row = await waitFor(
      async () => {
        const r = await c.check();
        return r.status === "completed" && r.paymentStatus === "partially_refunded" ? r : null;
      },
      30_000,
      "completed with the report, half refunded",
    );
    expect(Number(row.amountRefunded)).toBe(29);
    expect(row.reportDeliveredAt).not.toBeNull();
    const mail = await waitFor(async () =>
      (await outbox()).find((m) => m.to === row.requesterEmail && /reference report/.test(m.subject)),
    );
    expect(mail.text).toContain("References interviewed: 1 of 2");
  });

  it("is refused, with a reason, for a failed check and for a check waiting for payment", async () => {
    const failed = await insertCheck(t.deps, { status: "failed" }, [{ status: "failed" }]);
    const unpaid = await insertCheck(t.deps, {
      status: "pending",
      paymentStatus: "pending",
      priceCharged: "29.00",
    });
    const r1 = await forceComplete(failed.id);
    expect(r1.status).toBe(409);
    expect(await r1.text()).toBe("This check has already failed; there is nothing left to complete");
    const r2 = await forceComplete(unpaid.id);
    expect(r2.status).toBe(409);
    expect(await r2.text()).toBe(
      "This check is waiting for payment; it cannot be completed before it is paid",
    );
    expect((await loadCheckRow(t, unpaid.id)).status).toBe("pending");
    expect((await loadCheckRow(t, failed.id)).status).toBe("failed");
    const [ref] = await refsOf(unpaid.id);
    expect(ref!.status).toBe("pending");
  });

  it("never completes a free check whose only reference was not reached", async () => {
    const free = await insertCheck(t.deps, { status: "processing" }, [
      { status: "scheduled", attemptsMade: 1 },
    ]);
    const res = await forceComplete(free.id);
    expect(await res.json()).toMatchObject({ outcome: "failed", status: "failed", refundsQueued: false });
    const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, free.id));
    expect(row!.status).toBe("failed");
    expect(row!.paymentStatus).toBe("free");
  });
});
