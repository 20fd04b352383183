import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transaction } from "../../src/db/tx";
import { lockCheck, lockReferenceAt } from "../../src/services/checks/queries";
import { closeCheck } from "../../src/services/lifecycle/operator/force-complete";
import { checkPayload, startTestApp, uniquePhone, type TestApp } from "../support/app";

/**
 * An operator's close (force-complete, the API's cancel) locks a check and then its references; a
 * call being claimed or ending locks a reference and then writes its check. Taken in opposite
 * orders, the two deadlock and Postgres aborts one: a busy machine's force-complete answered 500.
 * Every reference lock now takes the check's first, so the second comer waits instead.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

async function newCheck(): Promise<number> {
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      checkPayload({ reference1: { name: "Order Ola", phone: uniquePhone(), relationship: "colleague" } }),
    ),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { referenceCheckId: number }).referenceCheckId;
}

/** Whether another connection can lock the reference row right now (NOWAIT: no waiting). */
async function referenceIsFree(checkId: number): Promise<boolean> {
  try {
    await t.deps.database.sql.begin(async (sql) => {
      await sql`select id from check_references where reference_check_id = ${checkId}
                and reference_index = 1 for no key update nowait`;
    });
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === "55P03") return false;
    throw err;
  }
}

describe("lock order between a reference's writers and an operator's close", () => {
  it("a reference lock waits for the check's lock without holding the reference meanwhile", async () => {
    const checkId = await newCheck();
    let claimed = false;
    let claim: Promise<unknown> = Promise.resolve();
    await transaction(t.deps, async ({ db: operator }) => {
      await lockCheck(operator, checkId);
      // A call being claimed, in its own transaction, while the operator holds the check.
      claim = transaction(t.deps, async ({ db: job }) => {
        await lockReferenceAt(job, checkId, 1);
        claimed = true;
      });
      await new Promise((r) => setTimeout(r, 400));
      expect(claimed, "the reference was taken while the operator held the check").toBe(false);
      expect(await referenceIsFree(checkId), "the waiting job held the reference row").toBe(true);
      // The operator goes on to its references: nothing in the way.
      await lockReferenceAt(operator, checkId, 1);
    });
    await claim;
    expect(claimed).toBe(true);
  }, 30_000);

  it("a close racing reference writers on the same check never fails as a deadlock victim", async () => {
    const checkId = await newCheck();
    await t.deps.database.sql`update reference_checks set status = 'processing',
      payment_status = 'free' where id = ${checkId}`;
    await t.deps.database.sql`update check_references set status = 'scheduled'
      where reference_check_id = ${checkId}`;
    // Writers that lock the reference, pause, then write the check (as a call's claim does).
    const writer = () =>
      transaction(t.deps, async ({ db: job }) => {
        await lockReferenceAt(job, checkId, 1);
        await new Promise((r) => setTimeout(r, 50));
        await job.execute(`update reference_checks set updated_at = now() where id = ${checkId}`);
      });
    const results = await Promise.allSettled([writer(), closeCheck(t.deps, checkId), writer(), writer()]);
    const errors = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
    expect(errors).toEqual([]);
  }, 30_000);
});
