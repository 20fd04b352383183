import { eq } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { sendKeyed } from "../email/keyed";
import { loadReportData } from "./data";
import { checkReportEmail } from "./emails";
import { getReportFile } from "./files";
import { checkById } from "../checks/queries";
import { phaseEmailLines } from "../checks/phase-email";
import { loadPhase } from "../checks/phase-load";
import { defaultDesignOfCheck } from "./design-of-check";

export { escapeHtml } from "../email/html";

export type DeliveryOutcome = "sent" | "already-sent" | "recovered" | "deferred" | "refused";

export const reportEmailKey = (checkId: number) => `report:${checkId}:standard`;

/**
 * E-mails the report to the requester (and only the requester), exactly once, and completes the
 * check. The email_reports row keyed per check is the ledger, kept by the keyed sender in its
 * exactly-once mode (services/email/keyed.ts: claim before the provider is called, a crashed
 * send looked up at the provider instead of sent again, a permanent refusal final). This gives
 * exactly one e-mail in every crash case except one the provider itself loses.
 */
export async function deliverReport(deps: Deps, checkId: number): Promise<DeliveryOutcome> {
  const check = await checkById(deps.db, checkId);
  if (!check) throw new Error(`check ${checkId} not found`);
  // The organization's default design when it chose one and that design was rendered; else standard.
  const design = await defaultDesignOfCheck(deps, checkId);
  const chosen = design !== "standard" ? await getReportFile(deps, checkId, design) : null;
  const used = chosen ? design : "standard";
  const file = chosen ?? (await getReportFile(deps, checkId, "standard"));
  if (!file) throw new Error(`check ${checkId} has no rendered report`);
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  // This send completes the check: the e-mail speaks of the phase it delivers (delivered or partly).
  const phase = await loadPhase(deps, checkId, { asDelivered: true });

  const r = await sendKeyed(deps, {
    key: reportEmailKey(checkId),
    checkId,
    to: check.requesterEmail,
    copyToShared: true,
    reportType: "standard",
    tag: "report",
    row: {
      pdfPath: `report_files/${checkId}/${used}/${file.fileName}`,
      redFlags: data.summary.flags
        .filter((f) => f.level === "red")
        .map((f) => `${f.referenceName}: ${f.title}: "${f.evidence}"`),
    },
    compose: async () => ({
      ...checkReportEmail(data, {
        publicBaseUrl: deps.config.publicBaseUrl,
        publicId: check.publicId,
        fileName: file.fileName,
        phaseLines: phase ? phaseEmailLines(phase) : [],
      }),
      attachments: [{ filename: file.fileName, contentType: "application/pdf", content: file.content }],
    }),
    exactlyOnce: {
      retryAfter: async (seconds) => {
        await deps.queue.send(
          jobs.deliverReport,
          { checkId },
          {
            startAfter: new Date(deps.now().getTime() + seconds * 1000),
            singletonKey: `deliver-settle:${checkId}`,
          },
        );
      },
    },
  });
  switch (r.outcome) {
    case "sent":
    case "already-sent":
    case "recovered":
      await completeCheck(deps, checkId, r.sentAt);
      return r.outcome;
    case "refused":
      deps.log.error({ checkId, err: r.error }, `${env.PRODUCT_NAME}: the report e-mail was refused`);
      await completeCheck(deps, checkId, null);
      return "refused";
    case "already-refused":
      return "refused";
    case "deferred":
      return "deferred";
    case "skipped":
      throw new Error(`the report e-mail of check ${checkId} composed nothing`);
  }
}

/** The check is completed once its report is delivered (or, if e-mail refused it, available). */
async function completeCheck(deps: Deps, checkId: number, deliveredAt: Date | null) {
  const now = deps.now();
  const [check] = await deps.db
    .select({ at: referenceChecks.reportDeliveredAt })
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId));
  await deps.db
    .update(referenceChecks)
    .set({
      status: "completed",
      reportDeliveredAt: check?.at ?? deliveredAt,
      updatedAt: now,
      lastProgressAt: now,
    })
    .where(eq(referenceChecks.id, checkId));
}
