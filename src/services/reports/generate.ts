import { eq } from "drizzle-orm";
import { referenceChecks, reportFiles } from "../../db/schema";
import type { Db } from "../../db/client";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { loadReportData, reportFileName, type ReportData } from "./data";
import { deliverReport } from "./deliver";
import { DESIGNS, renderReport } from "./render";

export { DESIGNS };

/** Every reference is final: interviewed and analysed, or failed. Only then is a report made. */
export function allReferencesFinal(data: ReportData): boolean {
  return (
    data.references.length > 0 &&
    data.references.every(
      (r) => r.status === "failed" || (r.status === "completed" && (r.analysis !== null || !!r.erased)),
    )
  );
}

/**
 * Renders and stores both designs, then hands over to delivery. Re-running replaces the files
 * (same names, same content for the same facts) and enqueues delivery once per check.
 */
export async function generateReport(deps: Deps, checkId: number): Promise<"generated" | "not-ready"> {
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  if (!allReferencesFinal(data)) {
    deps.log.warn({ checkId }, "report requested before every reference is final; not generated");
    return "not-ready";
  }
  const files = await renderAll(data);
  await transaction(deps, async ({ db: tx, enqueue }) => {
    await storeFiles(deps, tx, checkId, data, files);
    await tx
      .update(referenceChecks)
      .set({ reportGenerated: true, updatedAt: deps.now(), lastProgressAt: deps.now() })
      .where(eq(referenceChecks.id, checkId));
    await enqueue(jobs.deliverReport, { checkId }, { singletonKey: `deliver:${checkId}` });
  });
  // Deliver at once rather than a queue poll later (the 2-hour promise is measured to the
  // e-mail). The queued job stays as the safety net; delivery is claimed, so it sends once.
  try {
    await deliverReport(deps, checkId);
  } catch (err) {
    deps.log.warn({ err, checkId }, "immediate delivery failed; the queued delivery job will retry");
  }
  return "generated";
}

type RenderedFile = { design: (typeof DESIGNS)[number]; content: Buffer };

async function renderAll(data: ReportData): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  for (const design of DESIGNS) files.push({ design, content: await renderReport(design, data) });
  return files;
}

async function storeFiles(deps: Deps, tx: Db, checkId: number, data: ReportData, files: RenderedFile[]) {
  for (const f of files) {
    const row = {
      referenceCheckId: checkId,
      design: f.design,
      fileName: reportFileName(f.design, data.candidateName, checkId),
      content: f.content,
      sizeBytes: f.content.length,
      createdAt: deps.now(),
    };
    await tx
      .insert(reportFiles)
      .values(row)
      .onConflictDoUpdate({ target: [reportFiles.referenceCheckId, reportFiles.design], set: row });
  }
}

/**
 * Re-renders a check's stored report from what is held now (after an erasure or a correction),
 * replacing the files the dashboard and the console serve. Sends nothing: the requester already
 * has the e-mail. A check without a stored report is left alone (its report, when made, reads
 * the data as it is then).
 */
export async function refreshReportFiles(deps: Deps, checkId: number): Promise<"refreshed" | "none"> {
  const [existing] = await deps.db
    .select({ id: reportFiles.id })
    .from(reportFiles)
    .where(eq(reportFiles.referenceCheckId, checkId))
    .limit(1);
  if (!existing) return "none";
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const files = await renderAll(data);
  await transaction(deps, ({ db: tx }) => storeFiles(deps, tx, checkId, data, files));
  return "refreshed";
}
