import { stringify } from "csv-stringify/sync";
import { desc, inArray } from "drizzle-orm";
import { candidateAuthorizations, checkReferences, referenceChecks } from "../../../db/schema";
import { callsMayStart } from "../../checks/authorization-record";
import type { Deps } from "../../deps";
import { checkFilter, checksQuerySchema, isStuck, type ChecksQuery } from "./checks-list";
import { PAID_STATES, unreachedReportIds } from "../../insights/figures";

export const CSV_COLUMNS = [
  "id",
  "publicId",
  "createdAt",
  "requesterEmail",
  "candidateName",
  "role",
  "companyName",
  "status",
  "isStuck",
  "paymentStatus",
  "pricingTier",
  "priceCharged",
  "amountRefunded",
  "amountPaid",
  "references",
  "referencesCompleted",
  "referencesFailed",
  "referenceDetails",
  "reportGenerated",
  "reportDeliveredAt",
  "fraudSuspected",
  "fraudReasons",
  "testMode",
  /** The report reached the requester: sent and not bounced, or resent to a new address since (figures.ts). */
  "reportReached",
] as const;

/**
 * Columns typed by people (requesters, candidates' and references' names, fraud notes). Only these
 * can carry a formula; ids, dates, amounts and states are ours and are written exactly as stored.
 */
export const FREE_TEXT_COLUMNS: ReadonlySet<(typeof CSV_COLUMNS)[number]> = new Set([
  "requesterEmail",
  "candidateName",
  "role",
  "companyName",
  "referenceDetails",
  "fraudReasons",
] as const);

/**
 * A free-text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR, LF first) is
 * prefixed with a quote, so a candidate named "=HYPERLINK(…)" is shown, not executed (OWASP CSV
 * injection).
 */
export function safeCell(v: string): string {
  return /^[=+\-@\t\r\n]/.test(v) ? `'${v}` : v;
}

/** Export Reports: every check matching the dashboard's search and filter, one row each. */
export async function exportChecksCsv(
  deps: Deps,
  input: ChecksQuery = {},
): Promise<{ fileName: string; csv: string; rows: number }> {
  const q = checksQuerySchema.parse({ ...input, limit: 1000 });
  const checks = await deps.db
    .select()
    .from(referenceChecks)
    .where(checkFilter(q))
    .orderBy(desc(referenceChecks.createdAt), desc(referenceChecks.id))
    .limit(100_000);
  const refs = checks.length
    ? await deps.db
        .select()
        .from(checkReferences)
        .where(
          inArray(
            checkReferences.referenceCheckId,
            checks.map((c) => c.id),
          ),
        )
        .orderBy(checkReferences.referenceIndex)
    : [];
  const auths = checks.length
    ? await deps.db
        .select()
        .from(candidateAuthorizations)
        .where(
          inArray(
            candidateAuthorizations.referenceCheckId,
            checks.map((c) => c.id),
          ),
        )
    : [];
  // Few checks ever bounce: read them all rather than pass every exported id.
  const unreached = await unreachedReportIds(deps);
  const now = deps.now();
  const records = checks.map((c) => {
    const mine = refs.filter((r) => r.referenceCheckId === c.id);
    const auth = auths.find((a) => a.referenceCheckId === c.id);
    const paid = (PAID_STATES as readonly string[]).includes(c.paymentStatus);
    const values: Record<(typeof CSV_COLUMNS)[number], string> = {
      id: String(c.id),
      publicId: c.publicId,
      createdAt: c.createdAt.toISOString(),
      requesterEmail: c.requesterEmail,
      candidateName: c.candidateName,
      role: c.role,
      companyName: c.companyName,
      status: c.status,
      isStuck: String(
        isStuck(c, now, deps.config.env.STUCK_CHECK_MINUTES, auth ? !callsMayStart(auth) : false),
      ),
      paymentStatus: c.paymentStatus,
      pricingTier: c.pricingTier,
      priceCharged: Number(c.priceCharged).toFixed(2),
      amountRefunded: Number(c.amountRefunded).toFixed(2),
      amountPaid: (paid ? Math.max(0, Number(c.priceCharged) - Number(c.amountRefunded)) : 0).toFixed(2),
      references: String(mine.length),
      referencesCompleted: String(mine.filter((r) => r.status === "completed").length),
      referencesFailed: String(mine.filter((r) => r.status === "failed").length),
      referenceDetails: mine.map((r) => `${r.name} (${r.relationship}): ${r.status}`).join("; "),
      reportGenerated: String(c.reportGenerated),
      reportDeliveredAt: c.reportDeliveredAt?.toISOString() ?? "",
      fraudSuspected: String(c.fraudSuspected),
      fraudReasons: c.fraudReasons.join("; "),
      testMode: String(c.testMode),
      reportReached: String(!!c.reportDeliveredAt && !unreached.has(c.id)),
    };
    return CSV_COLUMNS.map((k) => (FREE_TEXT_COLUMNS.has(k) ? safeCell(values[k]) : values[k]));
  });
  // RFC 4180: every field quoted (a line break inside a name stays inside its cell), CRLF between
  // records, and a UTF-8 byte-order mark so spreadsheets read accented names correctly.
  const csv = stringify(records, {
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: "\r\n",
    quoted: true,
    quoted_empty: true,
    bom: true,
  });
  return { fileName: `reference-checks-${now.toISOString().slice(0, 10)}.csv`, csv, rows: records.length };
}
