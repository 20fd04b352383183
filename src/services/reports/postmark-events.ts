import { eq, or } from "drizzle-orm";
import { z } from "zod";
import { emailReports, webhookEvents } from "../../db/schema";
import { IDEMPOTENCY_METADATA } from "../../providers/email/postmark";
import type { Deps } from "../deps";
import { bounceMeaning } from "./postmark-bounce-meaning";
import type { WebhookEventState } from "../../shared/states";

/** The fields of Postmark's Delivery, Bounce and SpamComplaint webhooks this product uses. */
export const postmarkEventSchema = z.looseObject({
  RecordType: z.string().min(1),
  MessageID: z.string().min(1),
  ID: z.union([z.number(), z.string()]).optional(),
  DeliveredAt: z.string().optional(),
  BouncedAt: z.string().optional(),
  Type: z.string().optional(),
  TypeCode: z.number().optional(),
  Inactive: z.boolean().optional(),
  Name: z.string().optional(),
  Description: z.string().optional(),
  Details: z.string().optional(),
  Recipient: z.string().optional(),
  Email: z.string().optional(),
  Metadata: z.record(z.string(), z.string()).optional(),
});
export type PostmarkEvent = z.infer<typeof postmarkEventSchema>;

export type PostmarkEventResult = "applied" | "duplicate" | "unknown-message" | "ignored";

/**
 * Applies one Postmark delivery or bounce event to the report e-mail it concerns, once (each
 * event is recorded in webhook_events under its own id). The message is found by Postmark's
 * MessageID or, if the send was not recorded yet, by our idempotency key in its metadata.
 * A permanent bounce or spam complaint wins over a delivery; a delivery never undoes a bounce.
 * Other bounce types are handled by their meaning (postmark-bounce-meaning.ts).
 */
export async function applyPostmarkEvent(deps: Deps, event: PostmarkEvent): Promise<PostmarkEventResult> {
  const type = event.RecordType;
  const eventId = `${type}:${event.MessageID}:${event.ID ?? event.DeliveredAt ?? event.BouncedAt ?? ""}`;
  const inserted = await deps.db
    .insert(webhookEvents)
    .values({ provider: "postmark", eventId, eventType: type, payload: event, status: "received" })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  if (!inserted.length) return "duplicate";
  const finish = async (status: WebhookEventState, error?: string) => {
    await deps.db
      .update(webhookEvents)
      .set({ status, error: error ?? null, processedAt: deps.now() })
      .where(eq(webhookEvents.id, inserted[0]!.id));
  };
  if (type !== "Delivery" && type !== "Bounce" && type !== "SpamComplaint") {
    await finish("ignored");
    return "ignored";
  }
  const key = event.Metadata?.[IDEMPOTENCY_METADATA];
  const [row] = await deps.db
    .select()
    .from(emailReports)
    .where(
      key
        ? or(eq(emailReports.emailId, event.MessageID), eq(emailReports.idempotencyKey, key))
        : eq(emailReports.emailId, event.MessageID),
    );
  if (!row) {
    await finish("unknown-message");
    return "unknown-message";
  }
  if (type === "Delivery") {
    if (row.status !== "bounced")
      await deps.db
        .update(emailReports)
        .set({
          status: "delivered",
          emailId: row.emailId ?? event.MessageID,
          deliveredAt: parseDate(event.DeliveredAt) ?? deps.now(),
        })
        .where(eq(emailReports.id, row.id));
  } else {
    const meaning = type === "SpamComplaint" ? "permanent" : bounceMeaning(event);
    const why =
      type === "SpamComplaint"
        ? "Marked as spam by the recipient"
        : [event.Name ?? event.Type, event.Description].filter(Boolean).join(": ");
    const undelivered = meaning === "permanent" || (meaning === "soft" && row.status !== "delivered");
    if (undelivered)
      await deps.db
        .update(emailReports)
        .set({
          status: "bounced",
          emailId: row.emailId ?? event.MessageID,
          bouncedAt: parseDate(event.BouncedAt) ?? deps.now(),
          error: why.slice(0, 500) || "Bounced",
        })
        .where(eq(emailReports.id, row.id));
    else if (meaning === "delayed" && row.status !== "delivered" && row.status !== "bounced")
      // Still being retried: keep the status, let the operator see why it is taking long.
      await deps.db
        .update(emailReports)
        .set({ error: `Delayed: ${why}`.slice(0, 500) })
        .where(eq(emailReports.id, row.id));
    if (!undelivered) {
      await finish(
        meaning === "delayed" ? "processed" : "ignored",
        `${meaning} bounce: ${why}`.slice(0, 500),
      );
      return meaning === "delayed" ? "applied" : "ignored";
    }
  }
  await finish("processed");
  return "applied";
}

function parseDate(s: string | undefined): Date | null {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}
