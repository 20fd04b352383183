import { and, desc, eq, inArray } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import type { Deps } from "../deps";

/**
 * A reference calls us back (after a voicemail or the SMS notice). If their number belongs to a
 * reference still waiting to be interviewed, the interview starts at once on this call: a call log
 * is opened for it and the pending reference is marked in progress so no outbound dial overlaps.
 * Returns the call log id, or null when the caller is not a pending reference.
 */
export async function acceptInboundCall(deps: Deps, from: string, callSid: string): Promise<number | null> {
  return transaction(deps, async ({ db: tx }) => {
    const existing = await tx.select().from(callLogs).where(eq(callLogs.callRequestId, callSid));
    if (existing[0]) return existing[0].id;
    const [ref] = await tx
      .select({ ref: checkReferences, check: referenceChecks })
      .from(checkReferences)
      .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
      .where(
        and(
          eq(checkReferences.phone, from),
          inArray(checkReferences.status, ["scheduled", "pending"]),
          eq(checkReferences.optedOut, false),
          eq(referenceChecks.status, "processing"),
        ),
      )
      .orderBy(desc(checkReferences.updatedAt))
      .limit(1)
      .for("update");
    if (!ref) return null;
    const now = deps.now();
    const [log] = await tx
      .insert(callLogs)
      .values({
        referenceCheckId: ref.ref.referenceCheckId,
        referenceIndex: ref.ref.referenceIndex,
        attemptKey: `${ref.ref.referenceCheckId}:${ref.ref.referenceIndex}:in:${callSid}`,
        phoneNumber: ref.ref.phone,
        referenceName: ref.ref.name,
        candidateName: ref.check.candidateName,
        status: "in_progress",
        // An inbound call does not use up an attempt; it is numbered after the last outbound one.
        attemptNumber: Math.max(1, ref.ref.attemptsMade),
        timezone: ref.ref.timezone,
        callRequestId: callSid,
        callStartTime: now,
        notes: "inbound callback",
        provider: deps.providers.telephony.name,
      })
      .returning();
    await tx
      .update(checkReferences)
      .set({ status: "in_progress", updatedAt: now })
      .where(eq(checkReferences.id, ref.ref.id));
    return log!.id;
  });
}
