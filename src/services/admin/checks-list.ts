import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { checkReferences, referenceChecks, reportFiles } from "../../db/schema";
import type { Deps } from "../deps";
import { PAID_STATES } from "./stats";

export const CHECK_STATUS_FILTERS = ["all", "completed", "processing", "pending", "failed"] as const;

export const checksQuerySchema = z.object({
  search: z.string().trim().max(200, "must be at most 200 characters").optional().default(""),
  status: z
    .enum(CHECK_STATUS_FILTERS, { error: "must be one of all, completed, processing, pending, failed" })
    .optional()
    .default("all"),
  limit: z.coerce.number().int().min(1).max(1000).optional().default(200),
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
  testMode: boolean;
  references: ListedReference[];
}

/** A processing check that has not moved for the configured time. */
export function isStuck(check: { status: string; lastProgressAt: Date }, now: Date, minutes: number) {
  return check.status === "processing" && now.getTime() - check.lastProgressAt.getTime() > minutes * 60_000;
}

/** LIKE pattern for a case-insensitive substring, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function checkFilter(q: z.output<typeof checksQuerySchema>): SQL | undefined {
  const parts: SQL[] = [];
  if (q.search) {
    const p = containsPattern(q.search);
    parts.push(or(ilike(referenceChecks.requesterEmail, p), ilike(referenceChecks.candidateName, p))!);
  }
  if (q.status !== "all") parts.push(eq(referenceChecks.status, q.status));
  return parts.length ? and(...parts) : undefined;
}

/** The dashboard's table: newest first, searched and filtered in the database. */
export async function listChecks(deps: Deps, input: ChecksQuery = {}): Promise<ListedCheck[]> {
  const q = checksQuerySchema.parse(input);
  const rows = await deps.db
    .select()
    .from(referenceChecks)
    .where(checkFilter(q))
    .orderBy(desc(referenceChecks.createdAt), desc(referenceChecks.id))
    .limit(q.limit);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [refs, files] = await Promise.all([
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
  ]);
  const withReport = new Set(files.filter((f) => f.n > 0).map((f) => f.checkId));
  const now = deps.now();
  const minutes = deps.config.env.STUCK_CHECK_MINUTES;
  return rows.map((c) => ({
    id: c.id,
    publicId: c.publicId,
    requesterEmail: c.requesterEmail,
    candidateName: c.candidateName,
    role: c.role,
    companyName: c.companyName,
    status: c.status,
    paymentStatus: c.paymentStatus,
    isStuck: isStuck(c, now, minutes),
    amountPaid: (PAID_STATES as readonly string[]).includes(c.paymentStatus)
      ? Math.max(0, Number(c.priceCharged) - Number(c.amountRefunded))
      : 0,
    createdAt: c.createdAt,
    lastProgressAt: c.lastProgressAt,
    reportAvailable: withReport.has(c.id),
    fraudSuspected: c.fraudSuspected,
    fraudReasons: c.fraudReasons,
    testMode: c.testMode,
    references: refs
      .filter((r) => r.referenceCheckId === c.id)
      .map((r) => ({
        index: r.referenceIndex,
        name: r.name,
        relationship: r.relationship,
        status: listedReferenceStatus(r.status),
        attemptsMade: r.attemptsMade,
        failureReason: r.failureReason,
      })),
  }));
}
