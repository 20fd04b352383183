import { and, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { candidateAuthorizations } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import { AUTHORIZATION_REMINDER_HOURS } from "../../shared/authorization";
import type { Deps } from "../deps";
import { callsMayStart } from "../checks/authorization-record";
import { endCheck } from "./end";
import { isPastExpiry } from "./page";

/**
 * Periodic (the minute sweep), on the injected clock: one reminder 48 hours after the invitation to
 * a candidate who has not answered (or, candidate-led, not entered the references), and the end of
 * the check 7 days after it (refund in full, the requester told). Each row is decided under its lock.
 */
export async function sweepAuthorizations(deps: Deps): Promise<{ reminded: number; expired: number }> {
  const now = deps.now();
  const remindBefore = new Date(now.getTime() - AUTHORIZATION_REMINDER_HOURS * 3_600_000);
  const open = await deps.db
    .select({ id: candidateAuthorizations.id })
    .from(candidateAuthorizations)
    .where(
      and(
        inArray(candidateAuthorizations.state, ["awaiting", "authorized"]),
        isNotNull(candidateAuthorizations.invitedAt),
        isNull(candidateAuthorizations.referencesEnteredAt),
        lte(candidateAuthorizations.invitedAt, remindBefore),
      ),
    )
    .limit(500);
  let reminded = 0;
  let expired = 0;
  for (const { id } of open) {
    const outcome = await transaction(deps, async ({ db: tx, enqueue }) => {
      const [auth] = await tx
        .select()
        .from(candidateAuthorizations)
        .where(eq(candidateAuthorizations.id, id))
        .for("update");
      if (!auth || callsMayStart(auth) || !["awaiting", "authorized"].includes(auth.state)) return null;
      if (isPastExpiry(auth, now)) {
        await tx
          .update(candidateAuthorizations)
          .set({ state: "expired", expiredAt: now, updatedAt: now })
          .where(eq(candidateAuthorizations.id, id));
        await endCheck(deps, tx, enqueue, auth.referenceCheckId, "expired", now);
        return "expired" as const;
      }
      if (auth.reminderSentAt) return null;
      await tx
        .update(candidateAuthorizations)
        .set({ reminderSentAt: now, updatedAt: now })
        .where(eq(candidateAuthorizations.id, id));
      await enqueue(
        jobs.authorizationEmail,
        { checkId: auth.referenceCheckId, kind: "reminder" },
        { singletonKey: `authorization-email:${auth.referenceCheckId}:reminder` },
      );
      return "reminded" as const;
    });
    if (outcome === "expired") expired++;
    if (outcome === "reminded") reminded++;
  }
  return { reminded, expired };
}
