import { and, desc, eq } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../db/schema";
import { transactionRetrying } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { attemptKey, MAX_ATTEMPTS } from "../checks/attempts";
import { nextDialSlot } from "../scheduling/schedule";

/**
 * What anyone calling the product's number hears, whoever they are: the product's name and
 * purpose, and nothing else. Caller ID is trivially spoofed, so it proves nothing: the same words
 * are spoken whether or not the number belongs to a reference (a stranger cannot even learn that),
 * and no name, company, role or interview is ever given to an inbound caller.
 */
export function inboundGreeting(productName: string): string {
  return (
    `Thank you for calling ${productName}, an automated reference-check service. ` +
    `If we are waiting to speak with you, we will call you back at this number shortly, during calling hours. Goodbye.`
  );
}

/**
 * A call to the product's number from a reference's number. The caller is not interviewed: the
 * reference's next attempt is brought forward to the first instant their calling window allows, and
 * that attempt dials the number we were given (outbound), so only the real line's owner can answer.
 * An attempt that already has a call log is never dialled twice (its attempt key is unique), so
 * repeated or replayed inbound calls cannot make the phone ring more than once per attempt.
 * Returns whether a call-back was arranged (for logs and tests; never told to the caller).
 */
export async function arrangeCallBack(deps: Deps, from: string): Promise<boolean> {
  if (!from) return false;
  return transactionRetrying(deps, async ({ db: tx, enqueue }) => {
    const [row] = await tx
      .select({ ref: checkReferences, preferred: referenceChecks.preferredCallWindow })
      .from(checkReferences)
      .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
      .where(
        and(
          eq(checkReferences.phone, from),
          eq(checkReferences.status, "scheduled"),
          eq(checkReferences.optedOut, false),
          eq(referenceChecks.status, "processing"),
        ),
      )
      .orderBy(desc(checkReferences.updatedAt))
      .limit(1)
      // Only the reference row: jobs lock a check before its references, so taking the check row
      // here too could deadlock with them.
      .for("update", { of: checkReferences });
    if (!row) return false;
    const { ref } = row;
    const attempt = ref.attemptsMade + 1;
    if (attempt > MAX_ATTEMPTS) return false;
    const now = deps.now();
    const slot = await nextDialSlot(deps, ref.phone, row.preferred, now);
    if (!slot) return false;
    // Only ever earlier: a call-back never pushes a scheduled attempt later.
    if (ref.nextAttemptAt && ref.nextAttemptAt.getTime() <= slot.at.getTime()) return true;
    await tx
      .update(checkReferences)
      .set({ nextAttemptAt: slot.at, updatedAt: now })
      .where(eq(checkReferences.id, ref.id));
    const key = attemptKey(ref.referenceCheckId, ref.referenceIndex, attempt);
    await enqueue(
      jobs.placeCall,
      { checkId: ref.referenceCheckId, referenceIndex: ref.referenceIndex, attempt },
      { startAfter: slot.at, singletonKey: `${key}@callback` },
    );
    return true;
  });
}
