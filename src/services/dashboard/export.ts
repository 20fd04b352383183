import type { Deps } from "../deps";
import { listCustomerChecks } from "./checks";
import { writeAudit } from "../organizations/audit";
import type { Owner } from "../checks/owner";

const COLUMNS = [
  "id",
  "candidateName",
  "candidateRole",
  "companyName",
  "orderedBy",
  "createdAt",
  "status",
  "paymentStatus",
  "completedReferences",
  "totalReferences",
] as const;

/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (=, +, -,
 * @, tab, CR, LF first) prefixed with a quote, so a candidate named "=HYPERLINK(…)" is shown,
 * not executed.
 */
export function csvCell(v: unknown): string {
  const text = v instanceof Date ? v.toISOString() : String(v ?? "");
  const safe = /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * GET /api/dashboard/export.csv: the owner's checks as the dashboard lists them (the same filter
 * by member), one row each. An organization's export is written to its audit log: who, when,
 * how many rows, which filter.
 */
export async function exportDashboardChecks(deps: Deps, owner: Owner, filter: { orderedBy?: string }) {
  const { checks } = await listCustomerChecks(deps, owner, filter);
  const lines = [COLUMNS.join(","), ...checks.map((c) => COLUMNS.map((k) => csvCell(c[k])).join(","))];
  if (owner.kind === "organization")
    await writeAudit(
      deps.db,
      owner.organizationId,
      owner,
      "checks.exported",
      { rows: checks.length, orderedBy: filter.orderedBy ?? null },
      deps.now(),
    );
  const day = deps.now().toISOString().slice(0, 10);
  return { fileName: `checks-${day}.csv`, content: Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8") };
}

/** Writes a download of an organization's report (PDF, packet, or over /api/v1) to its audit log. */
export async function auditDownload(
  deps: Deps,
  organizationId: number | null,
  actor: { userId: number; email: string },
  action: "packet.downloaded" | "api.report_downloaded",
  detail: Record<string, unknown>,
) {
  if (organizationId === null) return;
  await writeAudit(deps.db, organizationId, actor, action, detail, deps.now());
}
