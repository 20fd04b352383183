import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkReferences, referenceChecks } from "../../db/schema";
import type { Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";

export const ENDED_REASONS = {
  declined: "The candidate declined to authorize the reference check.",
  expired: "The candidate did not authorize the reference check within 7 days.",
} as const;

/**
 * Closes a check that will never be authorized: the check and its waiting references fail (no
 * call is ever placed), the full refund and the requester's notice are queued in the same transaction.
 */
export async function endCheck(
  deps: Deps,
  tx: Db,
  enqueue: Enqueue,
  checkId: number,
  why: "declined" | "expired",
  now: Date,
): Promise<void> {
  await tx
    .update(referenceChecks)
    .set({ status: "failed", failureReason: ENDED_REASONS[why], lastProgressAt: now, updatedAt: now })
    .where(eq(referenceChecks.id, checkId));
  await tx
    .update(checkReferences)
    .set({ status: "failed", failureReason: ENDED_REASONS[why], updatedAt: now })
    .where(
      and(
        eq(checkReferences.referenceCheckId, checkId),
        eq(checkReferences.status, "awaiting_authorization"),
      ),
    );
  await enqueue(
    jobs.authorizationRefund,
    { checkId, reason: "ended" },
    { singletonKey: `authorization-refund:${checkId}:ended` },
  );
  await enqueue(
    jobs.authorizationEmail,
    { checkId, kind: why },
    { singletonKey: `authorization-email:${checkId}:${why}` },
  );
}
