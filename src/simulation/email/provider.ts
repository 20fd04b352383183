import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { EmailMessage, EmailProvider, SentEmail } from "../../providers/email/types";

/** Sends nothing: keeps every message, attachments included, in the outbox table. */
export function createSimulatedEmail(db: Db, from: string): EmailProvider {
  return {
    name: "simulated",
    mode: "simulated",
    async send(message: EmailMessage): Promise<SentEmail> {
      if (message.idempotencyKey) {
        const [existing] = await db
          .select({ messageId: emailOutbox.messageId })
          .from(emailOutbox)
          .where(eq(emailOutbox.idempotencyKey, message.idempotencyKey));
        if (existing) return { messageId: existing.messageId, duplicate: true };
      }
      const messageId = `sim-${randomUUID()}`;
      const inserted = await db
        .insert(emailOutbox)
        .values({
          messageId,
          idempotencyKey: message.idempotencyKey ?? null,
          provider: "simulated",
          fromAddress: from,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          tag: message.tag ?? null,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
            content: a.content.toString("base64"),
          })),
        })
        .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
        .returning({ messageId: emailOutbox.messageId });
      if (inserted[0]) return { messageId, duplicate: false };
      const [raced] = await db
        .select({ messageId: emailOutbox.messageId })
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, message.idempotencyKey!));
      return { messageId: raced!.messageId, duplicate: true };
    },
    // The send is one insert keyed by the idempotency key, so the outbox answers at once.
    settleAfterSeconds: 0,
    async findSent(key: string) {
      const [row] = await db
        .select({ messageId: emailOutbox.messageId })
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, key));
      return row ?? null;
    },
    healthy: async () => true,
  };
}
