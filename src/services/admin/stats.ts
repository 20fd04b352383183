import { sql } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";
import { round, startOfUtcDay, startOfUtcMonth, utcDay } from "./dates";

/** Payment states whose money we received (net of refunds, counted separately). */
export const PAID_STATES = ["paid", "partially_refunded", "refunded"] as const;

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
  freeChecks: number;
}

/** spec operator-side §3.2 dashboard stats, from reference_checks in one pass. */
export async function dashboardStats(deps: Deps): Promise<DashboardStats> {
  const now = deps.now();
  const today = startOfUtcDay(now);
  const month = startOfUtcMonth(now);
  const paid = sql`${referenceChecks.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`;
  const net = sql`(${referenceChecks.priceCharged} - ${referenceChecks.amountRefunded})`;
  const [row] = await deps.db
    .select({
      total: sql<string>`coalesce(sum(${net}) filter (where ${paid}), 0)`,
      today: sql<string>`coalesce(sum(${net}) filter (where ${paid} and ${referenceChecks.createdAt} >= ${today.toISOString()}::timestamptz), 0)`,
      month: sql<string>`coalesce(sum(${net}) filter (where ${paid} and ${referenceChecks.createdAt} >= ${month.toISOString()}::timestamptz), 0)`,
      paidOrders: sql<number>`count(*) filter (where ${paid})::int`,
      grossPaid: sql<string>`coalesce(sum(${referenceChecks.priceCharged}) filter (where ${paid}), 0)`,
      totalChecks: sql<number>`count(*)::int`,
      paidCustomers: sql<number>`count(distinct lower(${referenceChecks.requesterEmail})) filter (where ${paid})::int`,
      active: sql<number>`count(*) filter (where ${referenceChecks.status} = 'processing')::int`,
      pending: sql<number>`count(*) filter (where ${referenceChecks.status} = 'pending')::int`,
      completed: sql<number>`count(*) filter (where ${referenceChecks.status} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${referenceChecks.status} = 'failed')::int`,
      free: sql<number>`count(*) filter (where ${referenceChecks.paymentStatus} = 'free')::int`,
    })
    .from(referenceChecks);
  const r = row!;
  const finished = r.completed + r.failed;
  return {
    todayRevenue: round(Number(r.today), 2),
    todayDate: utcDay(now),
    thisMonthRevenue: round(Number(r.month), 2),
    totalRevenue: round(Number(r.total), 2),
    averageOrderValue: r.paidOrders ? round(Number(r.grossPaid) / r.paidOrders, 2) : 0,
    totalChecks: r.totalChecks,
    paidCustomers: r.paidCustomers,
    activeChecks: r.active,
    successRate: finished ? round((r.completed / finished) * 100, 1) : 0,
    completedChecks: r.completed,
    failedChecks: r.failed,
    pendingChecks: r.pending,
    freeChecks: r.free,
  };
}
