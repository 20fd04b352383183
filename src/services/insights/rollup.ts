import { and, desc, gte, lt, sql } from "drizzle-orm";
import {
  adminAnalytics,
  callAnalytics,
  callLogs,
  fraudDetectionLogs,
  referenceChecks,
} from "../../db/schema";
import type { Deps } from "../deps";
import { round, utcDay, utcDayRange } from "./dates";
import { customerAnswer, customerCallLog, customerCheck } from "./figures";

export interface DayAnalytics {
  date: string;
  totalChecks: number;
  completedChecks: number;
  failedChecks: number;
  /** Seconds, over interviews that completed that day. */
  averageCallDuration: number;
  totalRevenue: number;
  fraudAttempts: number;
  questionInsights: {
    questionType: string;
    avgQuality: number;
    totalAsked: number;
    avgResponseLength: number;
  }[];
}

/**
 * One UTC day's figures, customers' checks only (figures.ts: as /stats). Checks are counted by the day they were created (completed and failed
 * are where those checks stand now, so re-running the rollup for recent days converges);
 * call durations, fraud signals and answers by the day they happened.
 */
export async function computeDay(deps: Deps, day: string): Promise<DayAnalytics> {
  const { start, end } = utcDayRange(day);
  const paid = sql`${referenceChecks.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`;
  const [checks, calls, fraud, questions] = await Promise.all([
    deps.db
      .select({
        total: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${referenceChecks.status} = 'completed')::int`,
        failed: sql<number>`count(*) filter (where ${referenceChecks.status} = 'failed')::int`,
        revenue: sql<string>`coalesce(sum(${referenceChecks.priceCharged} - ${referenceChecks.amountRefunded}) filter (where ${paid}), 0)`,
      })
      .from(referenceChecks)
      .where(and(customerCheck, gte(referenceChecks.createdAt, start), lt(referenceChecks.createdAt, end))),
    deps.db
      .select({ avg: sql<string | null>`avg(${callLogs.callDuration})` })
      .from(callLogs)
      .where(
        and(
          sql`${callLogs.outcome} = 'completed'`,
          customerCallLog,
          gte(callLogs.callEndTime, start),
          lt(callLogs.callEndTime, end),
        ),
      ),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fraudDetectionLogs)
      .where(and(gte(fraudDetectionLogs.createdAt, start), lt(fraudDetectionLogs.createdAt, end))),
    deps.db
      .select({
        questionType: callAnalytics.questionType,
        avgQuality: sql<string | null>`avg(${callAnalytics.responseQuality})`,
        totalAsked: sql<number>`count(*)::int`,
        avgResponseLength: sql<string>`avg(${callAnalytics.responseWordCount})`,
      })
      .from(callAnalytics)
      .where(and(customerAnswer, gte(callAnalytics.createdAt, start), lt(callAnalytics.createdAt, end)))
      .groupBy(callAnalytics.questionType)
      .orderBy(callAnalytics.questionType),
  ]);
  const c = checks[0]!;
  return {
    date: day,
    totalChecks: c.total,
    completedChecks: c.completed,
    failedChecks: c.failed,
    averageCallDuration: round(Number(calls[0]?.avg ?? 0), 2),
    totalRevenue: round(Number(c.revenue), 2),
    fraudAttempts: fraud[0]?.n ?? 0,
    questionInsights: questions.map((q) => ({
      questionType: q.questionType,
      avgQuality: round(Number(q.avgQuality ?? 0), 1),
      totalAsked: q.totalAsked,
      avgResponseLength: round(Number(q.avgResponseLength), 1),
    })),
  };
}

/**
 * The daily admin_analytics rollup: (re)writes the last `days` UTC days up to today, one row per
 * date (upsert), so running it twice, or late, gives the same table.
 */
export async function rollupAdminAnalytics(
  deps: Deps,
  opts: { days?: number; endDay?: string } = {},
): Promise<{ days: string[] }> {
  const end = opts.endDay ?? utcDay(deps.now());
  const count = opts.days ?? 3;
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--)
    days.push(utcDay(new Date(utcDayRange(end).start.getTime() - i * 86_400_000)));
  for (const day of days) {
    const d = await computeDay(deps, day);
    const row = {
      date: d.date,
      totalChecks: d.totalChecks,
      completedChecks: d.completedChecks,
      failedChecks: d.failedChecks,
      averageCallDuration: d.averageCallDuration.toFixed(2),
      totalRevenue: d.totalRevenue.toFixed(2),
      fraudAttempts: d.fraudAttempts,
      questionInsights: d.questionInsights,
    };
    await deps.db
      .insert(adminAnalytics)
      .values(row)
      .onConflictDoUpdate({ target: adminAnalytics.date, set: row });
  }
  return { days };
}

/** The stored rollup, newest day first. */
export async function storedRollup(deps: Deps, limit = 30) {
  const rows = await deps.db.select().from(adminAnalytics).orderBy(desc(adminAnalytics.date)).limit(limit);
  return rows.map((r) => ({
    date: r.date,
    totalChecks: r.totalChecks,
    completedChecks: r.completedChecks,
    failedChecks: r.failedChecks,
    averageCallDuration: Number(r.averageCallDuration),
    totalRevenue: Number(r.totalRevenue),
    fraudAttempts: r.fraudAttempts,
    questionInsights: r.questionInsights,
  }));
}
