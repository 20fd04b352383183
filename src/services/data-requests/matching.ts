import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import type { Db } from "../../db/client";
import { PRODUCT_FACTS } from "../../shared/product-facts";

export interface MatchedReference {
  checkId: number;
  referenceIndex: number;
  candidateName: string;
  /** When the interview with this reference ended (null: never interviewed). */
  interviewedAt: Date | null;
}

export const CORRECTION_WINDOW_MS = PRODUCT_FACTS.correctionWindowHours * 60 * 60 * 1000;

/** Folds case and spacing so "jordan  RIVERA" names the same candidate as "Jordan Rivera". */
export function sameName(a: string, b: string): boolean {
  const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  return key(a) === key(b);
}

/**
 * Every reference given with this phone number whose data has not been erased, with the end of
 * its interview. The number is already normalized (E.164), as check_references stores it.
 */
export async function referencesForPhone(db: Db, phone: string): Promise<MatchedReference[]> {
  const rows = await db
    .select({
      checkId: checkReferences.referenceCheckId,
      referenceIndex: checkReferences.referenceIndex,
      candidateName: referenceChecks.candidateName,
    })
    .from(checkReferences)
    .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
    .where(and(eq(checkReferences.phone, phone), isNull(checkReferences.erasedAt)))
    .orderBy(desc(checkReferences.referenceCheckId), asc(checkReferences.referenceIndex))
    .limit(200);
  const out: MatchedReference[] = [];
  for (const r of rows) {
    const [call] = await db
      // When the call really ended. A simulated call's own times run on the simulated clock, which
      // may be ahead of ours; the row was written when the call really ended, and a live call's
      // end is never later than that write.
      .select({
        endedAt: sql<Date>`least(${callLogs.callEndTime}, ${callLogs.updatedAt})`.mapWith(
          callLogs.callEndTime,
        ),
      })
      .from(callLogs)
      .where(
        and(
          eq(callLogs.referenceCheckId, r.checkId),
          eq(callLogs.referenceIndex, r.referenceIndex),
          eq(callLogs.outcome, "completed"),
        ),
      )
      .orderBy(desc(callLogs.id))
      .limit(1);
    out.push({ ...r, interviewedAt: call?.endedAt ?? null });
  }
  return out;
}

/**
 * The interviews a correction asked at `askedAt` may change: those that ended within the 24 hours
 * before it, narrowed to the candidate the reference named (when they named one).
 */
export function correctableInterviews(
  matches: MatchedReference[],
  askedAt: Date,
  candidateName: string | null,
): MatchedReference[] {
  return matches.filter(
    (m) =>
      m.interviewedAt !== null &&
      m.interviewedAt.getTime() <= askedAt.getTime() &&
      askedAt.getTime() - m.interviewedAt.getTime() <= CORRECTION_WINDOW_MS &&
      (!candidateName || sameName(m.candidateName, candidateName)),
  );
}
