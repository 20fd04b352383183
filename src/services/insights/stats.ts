import { sql } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";
import { round, startOfUtcDay, startOfUtcMonth, utcDay } from "./dates";
import { customerCheck, notAmong, PAID_STATES, unreachedReportIds } from "./figures";

/** Payment states whose money we received (net of refunds, counted separately): figures.ts. */
export { PAID_STATES };

export interface DashboardStats {
  todayRevenue: number;
  todayDate: string;
  thisMonthRevenue: number;
  totalRevenue: number;
  averageOrderValue: number;
  totalChecks: number;
  paidCustomers: number;
  activeChecks: number;
  /** Percent of finished checks (completed or failed) that completed, one decimal. */
  successRate: number;
  completedChecks: number;
  failedChecks: number;
  pendingChecks: number;
  /** Pending checks whose payment has not arrived (pending or declined). */
  awaitingPayment: number;
  /** Pending checks already paid: waiting for the candidate, or never started (the attention queue). */
  paidNotStarted: number;
  freeChecks: number;
  /** Operator test checks, left out of every figure above except totalChecks' note. */
  testChecks: number;
  /** What each figure counts, in words the dashboard shows on hover. */
  definitions: Record<StatName, string>;
}

export type StatName =
  | "todayRevenue"
  | "thisMonthRevenue"
  | "totalRevenue"
  | "averageOrderValue"
  | "totalChecks"
  | "paidCustomers"
  | "activeChecks"
  | "successRate"
  | "deliveredWithinPromise";

export const STAT_DEFINITIONS: Record<StatName, string> = {
  todayRevenue:
    "Money kept from checks created today (UTC): price paid minus refunds. Operator test checks are excluded.",
  thisMonthRevenue:
    "Money kept from checks created this calendar month (UTC): price paid minus refunds. Test checks excluded.",
  totalRevenue: "Money kept from every paid check: price paid minus refunds. Test checks excluded.",
  averageOrderValue: "Money kept divided by the paid orders not refunded in full. Test checks excluded.",
  totalChecks: "Every check customers submitted, free or paid, in any state. Test checks excluded.",
  paidCustomers:
    "Distinct requester e-mails with at least one paid check they were not refunded in full. Test checks excluded.",
  activeChecks: "Checks whose calls are scheduled or running now (status processing). Test checks excluded.",
  successRate:
    "Of finished checks (completed or failed), the share where at least one reference was interviewed and the report reached the requester (a bounced report counts only once a resend to a new address went out). Test checks excluded.",
  deliveredWithinPromise:
    "Of checks submitted in the last 30 days whose report reached the requester, the share e-mailed within 120 minutes of submission (payment confirmed, or the free check started). A bounced report is not delivered until a resend to a new address goes out. Overdue: checks still running past that time. Test checks excluded.",
};

/** spec operator-side §3.2 dashboard stats, from reference_checks in one pass (definitions above). */
export async function dashboardStats(deps: Deps): Promise<DashboardStats> {
  const now = deps.now();
  const today = startOfUtcDay(now);
  const month = startOfUtcMonth(now);
  const rc = referenceChecks;
  const real = customerCheck;
  const unreached = await unreachedReportIds(deps);
  const paid = sql`${real} and ${rc.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`;
  const kept = sql`${real} and ${rc.paymentStatus} in ('paid', 'partially_refunded') and ${rc.priceCharged} > ${rc.amountRefunded}`;
  const net = sql`(${rc.priceCharged} - ${rc.amountRefunded})`;
  const interviewed = sql`exists (select 1 from ${checkReferences} r where r.reference_check_id = ${rc.id} and r.status = 'completed')`;
  // Delivered means it reached someone: a bounced report with no delivery since is not a success.
  const succeeded = sql`${rc.status} = 'completed' and ${rc.reportDeliveredAt} is not null and ${interviewed} and ${notAmong(unreached)}`;
  const [row] = await deps.db
    .select({
      total: sql<string>`coalesce(sum(${net}) filter (where ${paid}), 0)`,
      today: sql<string>`coalesce(sum(${net}) filter (where ${paid} and ${rc.createdAt} >= ${today.toISOString()}::timestamptz), 0)`,
      month: sql<string>`coalesce(sum(${net}) filter (where ${paid} and ${rc.createdAt} >= ${month.toISOString()}::timestamptz), 0)`,
      keptOrders: sql<number>`count(*) filter (where ${kept})::int`,
      totalChecks: sql<number>`count(*) filter (where ${real})::int`,
      paidCustomers: sql<number>`count(distinct lower(${rc.requesterEmail})) filter (where ${kept})::int`,
      active: sql<number>`count(*) filter (where ${real} and ${rc.status} = 'processing')::int`,
      pending: sql<number>`count(*) filter (where ${real} and ${rc.status} = 'pending')::int`,
      awaitingPayment: sql<number>`count(*) filter (where ${real} and ${rc.status} = 'pending' and ${rc.paymentStatus} in ('pending', 'failed'))::int`,
      paidNotStarted: sql<number>`count(*) filter (where ${real} and ${rc.status} = 'pending' and ${rc.paymentStatus} in ('paid', 'partially_refunded'))::int`,
      completed: sql<number>`count(*) filter (where ${real} and ${rc.status} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${real} and ${rc.status} = 'failed')::int`,
      succeeded: sql<number>`count(*) filter (where ${real} and ${succeeded})::int`,
      free: sql<number>`count(*) filter (where ${real} and ${rc.paymentStatus} = 'free')::int`,
      test: sql<number>`count(*) filter (where ${rc.testMode})::int`,
    })
    .from(rc);
  const r = row!;
  const finished = r.completed + r.failed;
  return {
    todayRevenue: round(Number(r.today), 2),
    todayDate: utcDay(now),
    thisMonthRevenue: round(Number(r.month), 2),
    totalRevenue: round(Number(r.total), 2),
    averageOrderValue: r.keptOrders ? round(Number(r.total) / r.keptOrders, 2) : 0,
    totalChecks: r.totalChecks,
    paidCustomers: r.paidCustomers,
    activeChecks: r.active,
    successRate: finished ? round((r.succeeded / finished) * 100, 1) : 0,
    completedChecks: r.completed,
    failedChecks: r.failed,
    pendingChecks: r.pending,
    awaitingPayment: r.awaitingPayment,
    paidNotStarted: r.paidNotStarted,
    freeChecks: r.free,
    testChecks: r.test,
    definitions: STAT_DEFINITIONS,
  };
}
