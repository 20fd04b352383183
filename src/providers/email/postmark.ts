import { eq } from "drizzle-orm";
import { Errors, type Models, ServerClient } from "postmark";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { EmailRejectedError, type EmailMessage, type EmailProvider, type SentEmail } from "./types";

export interface PostmarkOptions {
  serverToken: string;
  /** The From header: an address, or `"Name" <address>`. */
  from: string;
  /** The Reply-To header of every message (replies reach a person, not the sending address). */
  replyTo?: string;
  /** e.g. "127.0.0.1:4010" for tests against a local fake; Postmark's own host otherwise. */
  requestHost?: string;
  useHttps?: boolean;
  /**
   * When an unanswered send may be looked up: the client's 30 s timeout plus Postmark's search
   * lag (its message search is eventually consistent). Default 150 s.
   */
  settleAfterSeconds?: number;
}

/** Metadata field carrying our idempotency key on every message, so a send can be found again. */
export const IDEMPOTENCY_METADATA = "idempotency_key";

/**
 * Real delivery through Postmark's official client. Postmark has no idempotency key of its own,
 * so every message carries ours as metadata: a send whose outcome is unknown is settled by
 * searching outbound messages for it (findSent). Sent messages are recorded in the outbox too.
 */
export function createPostmarkEmail(db: Db, opts: PostmarkOptions): EmailProvider {
  const client = new ServerClient(opts.serverToken, {
    ...(opts.requestHost ? { requestHost: opts.requestHost, useHttps: opts.useHttps ?? false } : {}),
    timeout: 30,
  });

  async function outboxHas(key: string) {
    const [row] = await db
      .select({ messageId: emailOutbox.messageId })
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, key));
    return row ?? null;
  }

  return {
    name: "postmark",
    mode: "live",
    settleAfterSeconds: opts.settleAfterSeconds ?? 150,
    async send(message: EmailMessage): Promise<SentEmail> {
      if (message.idempotencyKey) {
        const existing = await outboxHas(message.idempotencyKey);
        if (existing) return { messageId: existing.messageId, duplicate: true };
      }
      let res;
      try {
        res = await client.sendEmail({
          From: opts.from,
          ReplyTo: opts.replyTo,
          To: message.to,
          Subject: message.subject,
          TextBody: message.text,
          HtmlBody: message.html,
          Tag: message.tag,
          MessageStream: "outbound",
          TrackOpens: false,
          Metadata: message.idempotencyKey ? { [IDEMPOTENCY_METADATA]: message.idempotencyKey } : undefined,
          Attachments: (message.attachments ?? []).map((a) => ({
            Name: a.filename,
            ContentType: a.contentType,
            Content: a.content.toString("base64"),
            // No ContentID: Postmark's schema takes a string or nothing (null is refused); these
            // attachments are plain files, not inline images.
          })) as unknown as Models.Attachment[],
        });
      } catch (err) {
        // 4xx answers (bad input, bad token, inactive recipient, rate limit) mean Postmark did not
        // accept the message. Timeouts, resets and 5xx leave it in doubt.
        if (err instanceof Errors.PostmarkError && err.statusCode >= 400 && err.statusCode < 500)
          throw new EmailRejectedError(`Postmark refused the message: ${err.message}`, err.statusCode);
        throw err;
      }
      await db
        .insert(emailOutbox)
        .values({
          messageId: res.MessageID,
          idempotencyKey: message.idempotencyKey ?? null,
          provider: "postmark",
          fromAddress: opts.from,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          tag: message.tag ?? null,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
            content: "",
          })),
        })
        .onConflictDoNothing();
      return { messageId: res.MessageID, duplicate: false };
    },
    async findSent(key: string) {
      const local = await outboxHas(key);
      if (local) return local;
      const found = await client.getOutboundMessages({
        count: 1,
        offset: 0,
        [`metadata_${IDEMPOTENCY_METADATA}`]: key,
      });
      const hit = found.Messages?.[0];
      return hit ? { messageId: hit.MessageID } : null;
    },
    async healthy() {
      try {
        await client.getServer();
        return true;
      } catch {
        return false;
      }
    },
  };
}
