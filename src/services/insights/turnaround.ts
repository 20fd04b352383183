import { and, desc, eq, gte, inArray, isNotNull, or } from "drizzle-orm";
import { emailReports, referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";
import { customerCheck, unreachedReportIds } from "./figures";

/** The product promises the report about 2 hours after the calls can start. */
export const PROMISE_MINUTES = 120;

export interface CheckTurnaround {
  checkId: number;
  candidateName: string;
  status: string;
  submittedAt: Date | null;
  lastCallEndedAt: Date | null;
  reportDeliveredAt: Date | null;
  /** Minutes from submission (payment confirmed or free check started) to the e-mail. */
  submissionToEmailMinutes: number | null;
  /** Minutes from the last call ending to the e-mail: the part analysis and delivery own. */
  lastCallToEmailMinutes: number | null;
  /** Delivered within PROMISE_MINUTES of submission; null while not delivered. */
  withinPromise: boolean | null;
  /** Not delivered and already past the promise. */
  overdue: boolean;
  emailStatus: string | null;
}

interface Row {
  id: number;
  candidateName: string;
  status: string;
  submittedAt: Date | null;
  createdAt: Date;
  lastCallEndedAt: Date | null;
  reportDeliveredAt: Date | null;
}

const minutes = (a: Date | null, b: Date | null) =>
  a && b ? Math.round(((b.getTime() - a.getTime()) / 60_000) * 10) / 10 : null;

/** Pure: one check's figures, given the clock. */
export function turnaroundOf(row: Row, emailStatus: string | null, now: Date): CheckTurnaround {
  const submitted = row.submittedAt ?? row.createdAt;
  const toEmail = minutes(submitted, row.reportDeliveredAt);
  const waited = minutes(submitted, now) ?? 0;
  return {
    checkId: row.id,
    candidateName: row.candidateName,
    status: row.status,
    submittedAt: row.submittedAt,
    lastCallEndedAt: row.lastCallEndedAt,
    reportDeliveredAt: row.reportDeliveredAt,
    submissionToEmailMinutes: toEmail,
    lastCallToEmailMinutes: minutes(row.lastCallEndedAt, row.reportDeliveredAt),
    withinPromise: toEmail === null ? null : toEmail <= PROMISE_MINUTES,
    overdue: !row.reportDeliveredAt && row.status === "processing" && waited > PROMISE_MINUTES,
    emailStatus,
  };
}

export interface TurnaroundSummary {
  promiseMinutes: number;
  delivered: number;
  withinPromise: number;
  /** Share of delivered checks within the promise, 0-1 (null when none delivered). */
  withinPromiseShare: number | null;
  submissionToEmail: { median: number | null; p90: number | null; max: number | null };
  lastCallToEmail: { median: number | null; p90: number | null; max: number | null };
  overdue: CheckTurnaround[];
  recent: CheckTurnaround[];
}

/** Percentile by nearest rank. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The 2-hour promise across checks submitted since `since` (default: the last 30 days). */
export async function turnaroundSummary(
  deps: Deps,
  opts: { since?: Date; limit?: number } = {},
): Promise<TurnaroundSummary> {
  const now = deps.now();
  const since = opts.since ?? new Date(now.getTime() - 30 * 86_400_000);
  const rows = await deps.db
    .select({
      id: referenceChecks.id,
      candidateName: referenceChecks.candidateName,
      status: referenceChecks.status,
      submittedAt: referenceChecks.submittedAt,
      createdAt: referenceChecks.createdAt,
      lastCallEndedAt: referenceChecks.lastCallEndedAt,
      reportDeliveredAt: referenceChecks.reportDeliveredAt,
    })
    .from(referenceChecks)
    .where(
      and(
        or(gte(referenceChecks.submittedAt, since), gte(referenceChecks.reportDeliveredAt, since)),
        isNotNull(referenceChecks.submittedAt),
        // The same checks as every other figure: customers' only (figures.ts).
        customerCheck,
      ),
    )
    .orderBy(desc(referenceChecks.submittedAt));
  const statuses = await emailStatuses(
    deps,
    rows.map((r) => r.id),
  );
  // A report that bounced and reached nobody since is not delivered (figures.ts).
  const unreached = await unreachedReportIds(
    deps,
    rows.map((r) => r.id),
  );
  const all = rows.map((r) =>
    turnaroundOf(
      unreached.has(r.id) ? { ...r, reportDeliveredAt: null } : r,
      statuses.get(r.id) ?? null,
      now,
    ),
  );
  const delivered = all.filter((t) => t.submissionToEmailMinutes !== null);
  const sub = delivered.map((t) => t.submissionToEmailMinutes!);
  const last = delivered.flatMap((t) =>
    t.lastCallToEmailMinutes === null ? [] : [t.lastCallToEmailMinutes],
  );
  const within = delivered.filter((t) => t.withinPromise).length;
  return {
    promiseMinutes: PROMISE_MINUTES,
    delivered: delivered.length,
    withinPromise: within,
    withinPromiseShare: delivered.length ? within / delivered.length : null,
    submissionToEmail: {
      median: percentile(sub, 50),
      p90: percentile(sub, 90),
      max: sub.length ? Math.max(...sub) : null,
    },
    lastCallToEmail: {
      median: percentile(last, 50),
      p90: percentile(last, 90),
      max: last.length ? Math.max(...last) : null,
    },
    overdue: all.filter((t) => t.overdue),
    recent: all.slice(0, opts.limit ?? 50),
  };
}

/** One check's figures (null when the check does not exist). */
export async function checkTurnaround(deps: Deps, checkId: number): Promise<CheckTurnaround | null> {
  const [row] = await deps.db
    .select({
      id: referenceChecks.id,
      candidateName: referenceChecks.candidateName,
      status: referenceChecks.status,
      submittedAt: referenceChecks.submittedAt,
      createdAt: referenceChecks.createdAt,
      lastCallEndedAt: referenceChecks.lastCallEndedAt,
      reportDeliveredAt: referenceChecks.reportDeliveredAt,
    })
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId));
  if (!row) return null;
  const statuses = await emailStatuses(deps, [row.id]);
  return turnaroundOf(row, statuses.get(row.id) ?? null, deps.now());
}

async function emailStatuses(deps: Deps, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await deps.db
    .select({ checkId: emailReports.referenceCheckId, status: emailReports.status })
    .from(emailReports)
    .where(and(inArray(emailReports.referenceCheckId, ids), eq(emailReports.reportType, "standard")));
  return new Map(rows.map((r) => [r.checkId, r.status]));
}
