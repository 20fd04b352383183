import { eq } from "drizzle-orm";
import { emailOutbox, referenceChecks, refunds, reportFiles } from "../../src/db/schema";
import type { Deps } from "../../src/services/deps";
import { sendAuthorizationEmail } from "../../src/services/authorization/emails";
import { sendPaymentReceipt } from "../../src/services/payments/receipt-email";
import { sendRefundNotice } from "../../src/services/payments/refund-notice";
import { deliverReport } from "../../src/services/reports/deliver";
import { notifyCheckFailed } from "../../src/services/lifecycle/failure-notice-send";

/**
 * The e-mails a check in each seeded phase (phase-fixtures) gets, sent through the product's own
 * senders into the simulated outbox: the receipt (the paid check's confirmation), the candidate's
 * invitation and reminder, the requester's declined notice, the report (delivered or partly),
 * the failure notice and the refund notices (whole or part).
 */
export const PHASE_EMAILS: Record<
  string,
  ("receipt" | "invitation" | "reminder" | "declined" | "report" | "failure" | "refund")[]
> = {
  awaiting_payment: ["receipt"],
  awaiting_candidate: ["invitation", "reminder"],
  awaiting_references: ["receipt"],
  candidate_declined: ["declined", "refund"],
  scheduled_holiday: [],
  calling: ["receipt"],
  analysing: [],
  delivered: ["report"],
  partly_delivered: ["receipt", "report", "refund"],
  refunded: ["receipt", "refund"],
  refunded_partial: ["receipt", "report", "refund"],
  failed: ["failure", "refund"],
};

export interface SentMail {
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Sends a seeded check's e-mails and returns what reached the outbox for it. */
export async function sendPhaseEmails(deps: Deps, publicId: string, name: string): Promise<SentMail[]> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, publicId));
  const id = check!.id;
  for (const kind of PHASE_EMAILS[name] ?? []) {
    if (kind === "receipt") await sendPaymentReceipt(deps, id);
    if (kind === "invitation" || kind === "reminder" || kind === "declined")
      await sendAuthorizationEmail(deps, { checkId: id, kind });
    if (kind === "failure") await notifyCheckFailed(deps, id);
    if (kind === "refund") {
      const rows = await deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, id));
      for (const r of rows)
        await sendRefundNotice(deps, {
          checkId: id,
          amount: Number(r.amount),
          reason: r.reason,
          key: `refund-notice:${id}:refund:${r.id}`,
        });
    }
    if (kind === "report") {
      // The rendered PDF's bytes do not matter here, only the e-mail's words.
      await deps.db
        .insert(reportFiles)
        .values({
          referenceCheckId: id,
          design: "standard",
          fileName: `Reference_Report_${id}.pdf`,
          content: Buffer.from("%PDF-1.4\n%%EOF\n"),
          sizeBytes: 15,
        })
        .onConflictDoNothing();
      await deliverReport(deps, id);
    }
  }
  // Every product e-mail about a check is keyed by its kind and the check's id.
  const keys = new RegExp(
    `^(receipt:${id}|authorization:[a-z-]+:${id}|refund-notice:${id}:.*|report:${id}:standard|failure-notice:${id})$`,
  );
  const mine = (await deps.db.select().from(emailOutbox)).filter((r) => keys.test(r.idempotencyKey ?? ""));
  return mine.map((r) => ({
    key: r.idempotencyKey ?? "",
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
  }));
}
