import { eq } from "drizzle-orm";
import { emailReports } from "../../db/schema";
import type { EmailAttachment } from "../../providers/email/types";
import type { Deps } from "../deps";
import { escapeHtml } from "../reports/html";

export interface KeyedMessage {
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

/** Plain text as the simple HTML every product e-mail uses: one paragraph per line. */
export function plainHtml(text: string): string {
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#0f172a">${text
    .split("\n")
    .map((l) => (l ? `<p style="margin:0 0 8px">${escapeHtml(l)}</p>` : ""))
    .join("")}</body></html>`;
}

/**
 * Sends one e-mail at most once under `key`: its email_reports row is keyed, a row already sent
 * (or delivered, or bounced) sends nothing, and the provider deduplicates on the same key, so a
 * retried job never sends twice. The message is composed only when it is still to be sent; a
 * composer answering null skips it. A failed send leaves the row pending with the error, and throws
 * so the job's retry policy applies.
 */
export async function sendKeyedEmail(
  deps: Deps,
  p: {
    key: string;
    checkId: number;
    to: string;
    reportType: string;
    tag: string;
    compose: () => Promise<KeyedMessage | null>;
  },
): Promise<"sent" | "already-sent" | "skipped"> {
  const email = deps.providers.email;
  await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: p.checkId,
      recipientEmail: p.to,
      reportType: p.reportType,
      emailProvider: email.name,
      idempotencyKey: p.key,
    })
    .onConflictDoNothing({ target: emailReports.idempotencyKey });
  const [record] = await deps.db.select().from(emailReports).where(eq(emailReports.idempotencyKey, p.key));
  if (!record) throw new Error(`email_reports row for ${p.key} missing`);
  if (["sent", "delivered", "bounced"].includes(record.status)) return "already-sent";
  const message = await p.compose();
  if (!message) return "skipped";
  await deps.db
    .update(emailReports)
    .set({ status: "sending", sentAt: deps.now() })
    .where(eq(emailReports.id, record.id));
  try {
    const sent = await email.send({
      to: p.to,
      subject: message.subject,
      text: message.text,
      html: plainHtml(message.text),
      tag: p.tag,
      attachments: message.attachments,
      idempotencyKey: p.key,
    });
    await deps.db
      .update(emailReports)
      .set({ status: "sent", emailId: sent.messageId, error: null })
      .where(eq(emailReports.id, record.id));
    return sent.duplicate ? "already-sent" : "sent";
  } catch (err) {
    await deps.db
      .update(emailReports)
      .set({ status: "pending", error: (err as Error).message.slice(0, 500) })
      .where(eq(emailReports.id, record.id));
    throw err;
  }
}
