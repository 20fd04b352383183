import { callsMayStart } from "../../checks/authorization-record";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { candidateAuthorizations, checkReferences, referenceChecks, reportFiles } from "../../../db/schema";
import type { Deps } from "../../deps";
import { availableActions, type CheckActions } from "./check-actions";
import { afterCursor, decodeCursor, encodeCursor, searchCondition } from "./check-search";
import { PAID_STATES } from "../../insights/stats";

export { containsPattern } from "./check-search";

export const CHECK_STATUS_FILTERS = ["all", "completed", "processing", "pending", "failed"] as const;

export const checksQuerySchema = z.object({
  search: z.string().trim().max(200, "must be at most 200 characters").optional().default(""),
  status: z
    .enum(CHECK_STATUS_FILTERS, { error: "must be one of all, completed, processing, pending, failed" })
    .optional()
    .default("all"),
  limit: z.coerce
    .number({ error: "must be a whole number from 1 to 1000" })
    .int("must be a whole number from 1 to 1000")
    .min(1, "must be a whole number from 1 to 1000")
    .max(1000, "must be a whole number from 1 to 1000")
    .optional()
    .default(200),
  /** The nextCursor of the page before; absent for the first page. */
  cursor: z
    .string()
    .max(20, "is not a cursor from the previous page")
    .refine((c) => decodeCursor(c) !== null, "is not a cursor from the previous page")
    .optional(),
});
export type ChecksQuery = z.input<typeof checksQuerySchema>;

/** Reference states as the dashboard names them (spec §3.2): scheduled is still pending. */
export type ListedReferenceStatus = "completed" | "in_progress" | "pending" | "failed";
export function listedReferenceStatus(status: string): ListedReferenceStatus {
  if (status === "completed" || status === "failed" || status === "in_progress") return status;
  return "pending";
}

export interface ListedReference {
  index: number;
  name: string;
  relationship: string;
  status: ListedReferenceStatus;
  attemptsMade: number;
  failureReason: string | null;
  /** Why an operator must look at this reference ("language: German"), or null. */
  operatorAttention: string | null;
}

export interface ListedCheck {
  id: number;
  publicId: string;
  requesterEmail: string;
  candidateName: string;
  role: string;
  companyName: string;
  status: string;
  paymentStatus: string;
  isStuck: boolean;
  /** What was paid, net of refunds; 0 for a free check. */
  amountPaid: number;
  createdAt: Date;
  lastProgressAt: Date;
  reportAvailable: boolean;
  fraudSuspected: boolean;
  fraudReasons: string[];
  /** A chargeback was opened on the payment: reason and amount (null: none). */
  dispute: string | null;
  testMode: boolean;
  /** Still waiting for the candidate's authorization (or, candidate-led, their references). */
  awaitingAuthorization: boolean;
  references: ListedReference[];
  /** What an operator can do to this check now (the server refuses the rest). */
  actions: CheckActions;
}

export interface ChecksPage {
  checks: ListedCheck[];
  /** Every check matching the search and filter, across all pages. */
  total: number;
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

/**
 * A processing check that has not moved for the configured time, or a paid one that never started
 * (paid that long ago, not waiting for its candidate's authorization): the same rule as the
 * attention queue's "stuck" and "paid, not started".
 */
export function isStuck(
  check: { status: string; lastProgressAt: Date; paymentStatus?: string; updatedAt?: Date },
  now: Date,
  minutes: number,
  waitingForCandidate = false,
) {
  const limit = minutes * 60_000;
  if (check.status === "processing") return now.getTime() - check.lastProgressAt.getTime() > limit;
  return (
    check.status === "pending" &&
    !waitingForCandidate &&
    ["paid", "partially_refunded"].includes(check.paymentStatus ?? "") &&
    !!check.updatedAt &&
    now.getTime() - check.updatedAt.getTime() > limit
  );
}

export function checkFilter(q: z.output<typeof checksQuerySchema>): SQL | undefined {
  const parts: SQL[] = [];
  if (q.search) parts.push(searchCondition(q.search));
  if (q.status !== "all") parts.push(eq(referenceChecks.status, q.status));
  return parts.length ? and(...parts) : undefined;
}

/** The dashboard's table: newest first, searched, filtered and paged in the database. */
export async function listChecks(deps: Deps, input: ChecksQuery = {}): Promise<ChecksPage> {
  const q = checksQuerySchema.parse(input);
  const filter = checkFilter(q);
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(referenceChecks)
      .where(cursor ? and(filter, afterCursor(cursor)) : filter)
      .orderBy(desc(referenceChecks.createdAt), desc(referenceChecks.id))
      .limit(q.limit + 1),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(referenceChecks)
      .where(filter),
  ]);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  const checks = await describeChecks(deps, page);
  return {
    checks,
    total: count?.n ?? 0,
    nextCursor: more ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

async function describeChecks(
  deps: Deps,
  rows: (typeof referenceChecks.$inferSelect)[],
): Promise<ListedCheck[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [refs, files, auths] = await Promise.all([
    deps.db
      .select()
      .from(checkReferences)
      .where(inArray(checkReferences.referenceCheckId, ids))
      .orderBy(checkReferences.referenceIndex),
    deps.db
      .select({ checkId: reportFiles.referenceCheckId, n: sql<number>`count(*)::int` })
      .from(reportFiles)
      .where(inArray(reportFiles.referenceCheckId, ids))
      .groupBy(reportFiles.referenceCheckId),
    deps.db
      .select()
      .from(candidateAuthorizations)
      .where(inArray(candidateAuthorizations.referenceCheckId, ids)),
  ]);
  const withReport = new Set(files.filter((f) => f.n > 0).map((f) => f.checkId));
  const now = deps.now();
  const minutes = deps.config.env.STUCK_CHECK_MINUTES;
  return rows.map((c) => {
    const auth = auths.find((a) => a.referenceCheckId === c.id);
    const stuck = isStuck(c, now, minutes, auth ? !callsMayStart(auth) : false);
    const amountPaid = (PAID_STATES as readonly string[]).includes(c.paymentStatus)
      ? Math.max(0, Number(c.priceCharged) - Number(c.amountRefunded))
      : 0;
    return {
      id: c.id,
      publicId: c.publicId,
      requesterEmail: c.requesterEmail,
      candidateName: c.candidateName,
      role: c.role,
      companyName: c.companyName,
      status: c.status,
      paymentStatus: c.paymentStatus,
      isStuck: stuck,
      amountPaid,
      createdAt: c.createdAt,
      lastProgressAt: c.lastProgressAt,
      reportAvailable: withReport.has(c.id),
      fraudSuspected: c.fraudSuspected,
      fraudReasons: c.fraudReasons,
      dispute: c.disputedAt ? (c.disputeReason ?? "chargeback") : null,
      testMode: c.testMode,
      awaitingAuthorization: auths.some(
        (a) =>
          a.referenceCheckId === c.id && ["awaiting", "authorized"].includes(a.state) && !callsMayStart(a),
      ),
      references: refs
        .filter((r) => r.referenceCheckId === c.id)
        .map((r) => ({
          index: r.referenceIndex,
          name: r.name,
          relationship: r.relationship,
          status: listedReferenceStatus(r.status),
          attemptsMade: r.attemptsMade,
          failureReason: r.failureReason,
          operatorAttention: r.operatorAttention,
        })),
      actions: availableActions({ ...c, isStuck: stuck, amountPaid, reportAvailable: withReport.has(c.id) }),
    };
  });
}
