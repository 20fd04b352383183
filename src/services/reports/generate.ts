import { eq } from "drizzle-orm";
import { referenceChecks, reportFiles } from "../../db/schema";
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
    data.references.every((r) => r.status === "failed" || (r.status === "completed" && r.analysis !== null))
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
  const files: { design: (typeof DESIGNS)[number]; content: Buffer }[] = [];
  for (const design of DESIGNS) files.push({ design, content: await renderReport(design, data) });
  await transaction(deps.database, async (tx, raw) => {
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
    await tx
      .update(referenceChecks)
      .set({ reportGenerated: true, updatedAt: deps.now(), lastProgressAt: deps.now() })
      .where(eq(referenceChecks.id, checkId));
    await deps.queue.send(jobs.deliverReport, { checkId }, { tx: raw, singletonKey: `deliver:${checkId}` });
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
