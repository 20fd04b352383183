import { eq } from "drizzle-orm";
import { referenceChecks, reportFiles } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { loadReportData, reportFileName } from "./data";
import { renderReport, type ReportDesign } from "./render";

export const DESIGNS: ReportDesign[] = ["standard"];

/** Renders and stores every design, then hands over to delivery. Re-running replaces the files. */
export async function generateReport(deps: Deps, checkId: number): Promise<void> {
  const data = await loadReportData(deps.db, checkId, deps.now(), deps.config.env.PRODUCT_NAME);
  const files = await Promise.all(
    DESIGNS.map(async (design) => ({ design, content: await renderReport(design, data) })),
  );
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
}
