import { and, eq, isNull } from "drizzle-orm";
import { emailReports } from "../../db/schema";
import { EmailRejectedError, type EmailAttachment } from "../../providers/email/types";
import type { Deps } from "../deps";
import { escapeHtml } from "./html";
import { sharedCopyAddress } from "./shared-copy";

export interface KeyedMessage {
  subject: string;
  text: string;
  /** The HTML part; without one, the text laid out as paragraphs (plainHtml). */
  html?: string;
  attachments?: EmailAttachment[];
}

export interface KeyedSend {
  key: string;
  checkId: number;
  to: string;
  reportType: string;
  tag: string;
  compose: () => Promise<KeyedMessage | null>;
  /** More columns of the ledger row (the report e-mail records its PDF and red flags). */
  row?: { pdfPath?: string; redFlags?: string[] };
  /**
   * "retry" (the default): a failed send leaves the row pending with the error, for the job's
   * retry to send. "final": a one-off message nobody retries (an operator's resend or test e-mail,
   * each under a fresh key): the row is marked failed. Either way the error is thrown.
   */
  onFailure?: "retry" | "final";
  /**
   * Exactly once even across crashes (decision 0015), for the report e-mail. Without it a row
   * left "sending" by a run that died is sent again under the same key (the provider deduplicates).
   * With it:
   *
   *   pending ──claim──▶ sending ──provider accepted──▶ sent ──webhook──▶ delivered | bounced
   *
   * "sending" is written (with sentAt = when the attempt began) BEFORE the provider is called, and
   * only the run that moves the row from what it read claims the send (another answers
   * "deferred"). A run that finds "sending" asks the provider whether a message with this key went
   * out (Postmark: an outbound-message search on the key in its metadata). Found: it is recorded
   * ("recovered"), nothing is sent. Not found once the provider's search has caught up: it never
   * went out, so it is sent. Before that, `retryAfter` is asked to look again later ("deferred").
   * A permanent refusal (422, a bad address) is final ("refused"; "already-refused" after).
   */
  exactlyOnce?: { retryAfter: (seconds: number) => Promise<void> };
  /**
   * An e-mail about the check to the person who ordered it: a copy goes to the shared address of
   * the organization that owns the check, when it has one (its own ledger row, key `<key>:shared`),
   * once the message itself is sent. A failed copy throws, so the job's retry sends it (the
   * message itself is then "already-sent" and not sent twice).
   */
  copyToShared?: boolean;
}

export interface KeyedResult {
  outcome: "sent" | "already-sent" | "skipped" | "recovered" | "deferred" | "refused" | "already-refused";
  /** The provider's id of the message under this key; null when this call learnt none. */
  messageId: string | null;
  /** When the message went out (the attempt's start), if it did. */
  sentAt: Date | null;
  /** The provider's reason, for "refused". */
  error?: string;
}

/**
 * Plain text as the simple HTML every product e-mail uses: one paragraph per line, and every web
 * address a link (an authorization or status link a person must click, not copy).
 */
export function plainHtml(text: string): string {
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#0f172a">${text
    .split("\n")
    .map((l) => (l ? `<p style="margin:0 0 8px">${linked(l)}</p>` : ""))
    .join("")}</body></html>`;
}

/** A line escaped, its http(s) addresses as links (a trailing full stop or comma stays text). */
function linked(line: string): string {
  const parts = line.split(/(https?:\/\/[^\s<>"]+?)(?=[.,;:!?)]?(?:\s|$))/g);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

/**
 * Sends one e-mail at most once under `key`: its email_reports row is keyed, a row already sent
 * (or delivered, or bounced) sends nothing, and the provider deduplicates on the same key, so a
 * retried job never sends twice. The message is composed only when it is still to be sent; a
 * composer answering null skips it. A failed send leaves the row pending with the error (or
 * failed, for a one-off message), and throws so the job's retry policy applies.
 */
export async function sendKeyedEmail(
  deps: Deps,
  p: Omit<KeyedSend, "exactlyOnce">,
): Promise<"sent" | "already-sent" | "skipped"> {
  const { outcome } = await sendKeyed(deps, p);
  if (outcome === "sent" || outcome === "already-sent" || outcome === "skipped") return outcome;
  throw new Error(`keyed e-mail ${p.key}: unexpected outcome ${outcome}`);
}

/** The one e-mail ledger (see KeyedSend): sendKeyedEmail, and the report e-mail's exactly-once send. */
export async function sendKeyed(deps: Deps, p: KeyedSend): Promise<KeyedResult> {
  const result = await sendKeyedOnce(deps, p);
  if (p.copyToShared && ["sent", "already-sent", "recovered"].includes(result.outcome)) {
    const shared = await sharedCopyAddress(deps, p.checkId, p.to);
    if (shared)
      await sendKeyedOnce(deps, {
        key: `${p.key}:shared`,
        checkId: p.checkId,
        to: shared,
        reportType: `${p.reportType}_shared`,
        tag: p.tag,
        compose: p.compose,
        row: p.row,
      });
  }
  return result;
}

async function sendKeyedOnce(deps: Deps, p: KeyedSend): Promise<KeyedResult> {
  const email = deps.providers.email;
  await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: p.checkId,
      recipientEmail: p.to,
      reportType: p.reportType,
      emailProvider: email.name,
      ...p.row,
      idempotencyKey: p.key,
    })
    .onConflictDoNothing({ target: emailReports.idempotencyKey });
  const [record] = await deps.db.select().from(emailReports).where(eq(emailReports.idempotencyKey, p.key));
  if (!record) throw new Error(`email_reports row for ${p.key} missing`);
  if (["sent", "delivered", "bounced"].includes(record.status))
    return { outcome: "already-sent", messageId: record.emailId, sentAt: record.sentAt };

  if (p.exactlyOnce) {
    if (record.status === "failed") return { outcome: "already-refused", messageId: null, sentAt: null };
    if (record.status === "sending") {
      // A previous run handed the message to the provider and never recorded the answer.
      const found = await email.findSent?.(p.key);
      if (found) {
        const sentAt = record.sentAt ?? deps.now();
        await markSent(deps, record.id, found.messageId, sentAt);
        return { outcome: "recovered", messageId: found.messageId, sentAt };
      }
      const lag = email.settleAfterSeconds ?? 0;
      const elapsed = record.sentAt ? (deps.now().getTime() - record.sentAt.getTime()) / 1000 : Infinity;
      if (elapsed < lag) {
        // The send may still be in flight, or the provider's search may not show it yet: look
        // again once it has settled.
        await p.exactlyOnce.retryAfter(lag - elapsed + 5);
        return { outcome: "deferred", messageId: null, sentAt: null };
      }
    }
  }

  const message = await p.compose();
  if (!message) return { outcome: "skipped", messageId: null, sentAt: null };
  const startedAt = deps.now();
  if (p.exactlyOnce) {
    // Claim the send: only one run moves the row from what it read to "sending".
    const claimed = await deps.db
      .update(emailReports)
      .set({ status: "sending", sentAt: startedAt, error: null })
      .where(
        and(
          eq(emailReports.id, record.id),
          eq(emailReports.status, record.status),
          record.sentAt ? eq(emailReports.sentAt, record.sentAt) : isNull(emailReports.sentAt),
        ),
      )
      .returning({ id: emailReports.id });
    // Another run holds it; its own retries settle it.
    if (!claimed.length) return { outcome: "deferred", messageId: null, sentAt: null };
  } else {
    await deps.db
      .update(emailReports)
      .set({ status: "sending", sentAt: startedAt })
      .where(eq(emailReports.id, record.id));
  }

  let sent;
  try {
    sent = await email.send({
      to: p.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? plainHtml(message.text),
      tag: p.tag,
      attachments: message.attachments,
      idempotencyKey: p.key,
    });
  } catch (err) {
    const error = (err as Error).message.slice(0, 500);
    if (!p.exactlyOnce) {
      await deps.db
        .update(emailReports)
        .set({ status: p.onFailure === "final" ? "failed" : "pending", error })
        .where(eq(emailReports.id, record.id));
    } else if (err instanceof EmailRejectedError) {
      // Nothing went out. A permanent refusal (a bad address) is final; anything else retries.
      const permanent = err.statusCode === 422;
      await deps.db
        .update(emailReports)
        .set({ status: permanent ? "failed" : "pending", sentAt: null, error })
        .where(eq(emailReports.id, record.id));
      if (permanent) return { outcome: "refused", messageId: null, sentAt: null, error };
    } else {
      // The provider may have taken it: the row stays "sending" for the next run to look up.
      await deps.db.update(emailReports).set({ error }).where(eq(emailReports.id, record.id));
    }
    throw err;
  }
  if (p.exactlyOnce) await markSent(deps, record.id, sent.messageId, startedAt);
  else
    await deps.db
      .update(emailReports)
      .set({ status: "sent", emailId: sent.messageId, error: null })
      .where(eq(emailReports.id, record.id));
  return { outcome: sent.duplicate ? "already-sent" : "sent", messageId: sent.messageId, sentAt: startedAt };
}

async function markSent(deps: Deps, id: number, messageId: string, sentAt: Date) {
  await deps.db
    .update(emailReports)
    .set({ status: "sent", emailId: messageId, sentAt, error: null })
    .where(and(eq(emailReports.id, id), eq(emailReports.status, "sending")));
}
