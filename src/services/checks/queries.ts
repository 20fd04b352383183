import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";

/**
 * The check aggregate's repeated reads, written once: a check by id (plain, or locked for the rest
 * of the transaction), its references, one reference by index, and which references have an
 * analysed interview. Writes stay with the service that makes them.
 */

export type CheckRow = typeof referenceChecks.$inferSelect;
export type ReferenceRow = typeof checkReferences.$inferSelect;

/** A check by id, or undefined. */
export async function checkById(db: Db, checkId: number): Promise<CheckRow | undefined> {
  const [check] = await db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  return check;
}

/**
 * A check by id, locked until the transaction ends; undefined when there is none. FOR NO KEY UPDATE:
 * as exclusive as FOR UPDATE between lockers, but a row written elsewhere that merely points at the
 * check (an inbound text, an audit entry) can still check its foreign key without waiting for us.
 */
export async function lockCheck(tx: Db, checkId: number): Promise<CheckRow | undefined> {
  const [check] = await tx
    .select()
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId))
    .for("no key update");
  return check;
}

/** A check's references, in no particular order. */
export async function referencesOf(db: Db, checkId: number): Promise<ReferenceRow[]> {
  return db.select().from(checkReferences).where(eq(checkReferences.referenceCheckId, checkId));
}

const atIndex = (checkId: number, referenceIndex: number) =>
  and(eq(checkReferences.referenceCheckId, checkId), eq(checkReferences.referenceIndex, referenceIndex));

/** The reference at `referenceIndex` (1–3) of a check, or undefined. */
export async function referenceAt(
  db: Db,
  checkId: number,
  referenceIndex: number,
): Promise<ReferenceRow | undefined> {
  const [ref] = await db.select().from(checkReferences).where(atIndex(checkId, referenceIndex));
  return ref;
}

/**
 * The reference at `referenceIndex` of a check, locked (FOR NO KEY UPDATE, as lockCheck) until the
 * transaction ends. The check's row is locked first: every transaction that holds a reference and
 * then writes its check (a call claimed, a call's outcome, an erasure) takes them in the same order
 * as an operator's close (check, then references), so two of them never wait on each other in
 * opposite orders and Postgres never aborts one as a deadlock victim.
 */
export async function lockReferenceAt(
  tx: Db,
  checkId: number,
  referenceIndex: number,
): Promise<ReferenceRow | undefined> {
  await lockCheck(tx, checkId);
  const [ref] = await tx
    .select()
    .from(checkReferences)
    .where(atIndex(checkId, referenceIndex))
    .for("no key update");
  return ref;
}

/** The indexes of a check's references whose completed interview has been analysed. */
export async function analysedReferenceIndexes(db: Db, checkId: number): Promise<Set<number>> {
  const rows = await db
    .select({ idx: callLogs.referenceIndex })
    .from(callLogs)
    .where(
      and(
        eq(callLogs.referenceCheckId, checkId),
        eq(callLogs.outcome, "completed"),
        isNotNull(callLogs.aiAnalysis),
      ),
    );
  return new Set(rows.map((r) => r.idx));
}
