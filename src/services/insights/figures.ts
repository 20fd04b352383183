import { and, inArray, sql, type SQL } from "drizzle-orm";
import { callAnalytics, callLogs, emailReports, referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";

/**
 * What every money and delivery figure on the console means, in one place: the stat cards, the
 * 2-hour promise card, today's analytics and the insights read these, and a test recomputes each
 * from the checks list and the CSV.
 *
 * - A figure counts customers' checks only: operator test checks are left out everywhere
 *   (the cards name how many there are, apart).
 * - Money: a check's money kept is its price minus refunds, for payment states in PAID_STATES.
 * - Delivered: the report e-mail went out (reportDeliveredAt) and did not bounce, or after a
 *   bounce a report reached someone: delivered, or sent to an address that had not bounced.
 *   A resend to the address that bounced does not make it delivered.
 */
export const PAID_STATES = ["paid", "partially_refunded", "refunded"] as const;

/** The report e-mails (first delivery and an operator's resend). */
export const REPORT_EMAIL_TYPES = ["standard", "resend"];

/** SQL: the check is a customer's (not an operator's test). */
export const customerCheck: SQL = sql`not ${referenceChecks.testMode}`;

/** SQL: a call log of a customer's check. */
export const customerCallLog: SQL = sql`exists (select 1 from ${referenceChecks} c where c.id = ${callLogs.referenceCheckId} and not c.test_mode)`;

/** SQL: an analysed answer from a customer's check. */
export const customerAnswer: SQL = sql`exists (select 1 from ${referenceChecks} c where c.id = ${callAnalytics.referenceCheckId} and not c.test_mode)`;

/** SQL: money kept from a check (0 outside PAID_STATES). */
export const moneyKept: SQL = sql`case when ${referenceChecks.paymentStatus} in ('paid', 'partially_refunded', 'refunded') then ${referenceChecks.priceCharged} - ${referenceChecks.amountRefunded} else 0 end`;

/**
 * The checks whose report reached nobody: after the last bounce, no report e-mail was delivered,
 * and none was sent to an address that has not bounced.
 */
export function stillBounced(
  emails: {
    referenceCheckId: number;
    recipientEmail: string;
    status: string;
    bouncedAt: Date | null;
    createdAt: Date;
  }[],
) {
  const out: { referenceCheckId: number; recipientEmail: string; bouncedAt: Date }[] = [];
  for (const checkId of new Set(emails.map((e) => e.referenceCheckId))) {
    const mine = emails
      .filter((e) => e.referenceCheckId === checkId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const bouncedTo = new Set(
      mine.filter((e) => e.status === "bounced").map((e) => e.recipientEmail.toLowerCase()),
    );
    const last = mine.findLastIndex((e) => e.status === "bounced");
    const reached = mine
      .slice(last + 1)
      .some(
        (e) =>
          e.status === "delivered" || (e.status === "sent" && !bouncedTo.has(e.recipientEmail.toLowerCase())),
      );
    const b = mine[last];
    if (b && !reached)
      out.push({
        referenceCheckId: checkId,
        recipientEmail: b.recipientEmail,
        bouncedAt: b.bouncedAt ?? b.createdAt,
      });
  }
  return out;
}

/** Every report e-mail of the checks where one bounced (optionally only these checks). */
export async function bouncedReportEmails(deps: Deps, checkIds?: number[]) {
  if (checkIds && !checkIds.length) return [];
  const bouncedChecks = deps.db
    .select({ id: emailReports.referenceCheckId })
    .from(emailReports)
    .where(
      and(sql`${emailReports.status} = 'bounced'`, inArray(emailReports.reportType, REPORT_EMAIL_TYPES)),
    );
  return deps.db
    .select()
    .from(emailReports)
    .where(
      and(
        inArray(emailReports.reportType, REPORT_EMAIL_TYPES),
        inArray(emailReports.referenceCheckId, bouncedChecks),
        checkIds ? inArray(emailReports.referenceCheckId, checkIds) : undefined,
      ),
    )
    .orderBy(emailReports.createdAt, emailReports.id);
}

/** The ids of checks whose report bounced and reached nobody since. */
export async function unreachedReportIds(deps: Deps, checkIds?: number[]): Promise<Set<number>> {
  return new Set(stillBounced(await bouncedReportEmails(deps, checkIds)).map((b) => b.referenceCheckId));
}

/** SQL: the check's id is not in `ids` (true for an empty set). */
export function notAmong(ids: Set<number>): SQL {
  if (!ids.size) return sql`true`;
  return sql`${referenceChecks.id} <> all(${sql.raw(`'{${[...ids].map((n) => Math.trunc(n)).join(",")}}'::int[]`)})`;
}
