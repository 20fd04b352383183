import { ServerClient } from "postmark";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { EmailMessage, EmailProvider, SentEmail } from "./types";
import { eq } from "drizzle-orm";

export interface PostmarkOptions {
  serverToken: string;
  from: string;
  /** e.g. "127.0.0.1:4010" for tests against a local fake; Postmark's own host otherwise. */
  requestHost?: string;
  useHttps?: boolean;
}

/** Real delivery through Postmark's official client. Sent messages are recorded in the outbox too. */
export function createPostmarkEmail(db: Db, opts: PostmarkOptions): EmailProvider {
  const client = new ServerClient(opts.serverToken, {
    ...(opts.requestHost ? { requestHost: opts.requestHost, useHttps: opts.useHttps ?? false } : {}),
    timeout: 30,
  });
  return {
    name: "postmark",
    mode: "live",
    async send(message: EmailMessage): Promise<SentEmail> {
      if (message.idempotencyKey) {
        const [existing] = await db
          .select({ messageId: emailOutbox.messageId })
          .from(emailOutbox)
          .where(eq(emailOutbox.idempotencyKey, message.idempotencyKey));
        if (existing) return { messageId: existing.messageId, duplicate: true };
      }
      const res = await client.sendEmail({
        From: opts.from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.text,
        HtmlBody: message.html,
        Tag: message.tag,
        MessageStream: "outbound",
        Attachments: (message.attachments ?? []).map((a) => ({
          Name: a.filename,
          ContentType: a.contentType,
          Content: a.content.toString("base64"),
          ContentID: null,
        })),
      });
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
