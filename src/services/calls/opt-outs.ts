import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkReferences, optOuts } from "../../db/schema";
import type { Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { failureReasonFor } from "../checks/failure-reasons";

export type OptOutSource = "sms_stop" | "call" | "operator";

/** The suppression list's key for a number (stored E.164, as every reference phone is). */
export function phoneHash(phone: string): string {
  return createHash("sha256").update(`refline-opt-out:${phone.trim()}`).digest("hex");
}

/** Records that a number must never be called again (idempotent). */
export async function recordOptOut(db: Db, phone: string, source: OptOutSource, at: Date): Promise<void> {
  await db
    .insert(optOuts)
    .values({ phoneHash: phoneHash(phone), source, createdAt: at })
    .onConflictDoNothing();
}

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ h: optOuts.phoneHash })
    .from(optOuts)
    .where(eq(optOuts.phoneHash, phoneHash(phone)));
  return !!row;
}

/**
 * Before a reference is scheduled or dialled: a number on the suppression list is failed as opted
 * out (its check moves on) and never called nor texted. Returns true when it was.
 */
export async function failIfOptedOut(
  deps: Deps,
  tx: Db,
  enqueue: Enqueue,
  ref: { id: number; phone: string; referenceCheckId: number },
): Promise<boolean> {
  if (!(await isOptedOut(tx, ref.phone))) return false;
  await tx
    .update(checkReferences)
    .set({
      status: "failed",
      optedOut: true,
      failureReason: failureReasonFor("opted_out", 0),
      updatedAt: deps.now(),
    })
    .where(eq(checkReferences.id, ref.id));
  await enqueue(jobs.checkProgress, { checkId: ref.referenceCheckId });
  return true;
}
