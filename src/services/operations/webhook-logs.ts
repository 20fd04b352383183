import { desc } from "drizzle-orm";
import { webhookEvents } from "../../db/schema";
import type { Deps } from "../deps";

export interface WebhookLogEntry {
  id: number;
  timestamp: Date;
  /** "stripe: payment_intent.succeeded", "twilio: call.completed", … */
  event: string;
  provider: string;
  status: string;
  error: string | null;
}

/** The latest webhook events from every provider, newest first (spec §2.1 shows the first 5). */
export async function webhookLogs(deps: Deps, limit = 50): Promise<WebhookLogEntry[]> {
  const rows = await deps.db
    .select()
    .from(webhookEvents)
    .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    timestamp: r.receivedAt,
    event: `${r.provider}: ${r.eventType}`,
    provider: r.provider,
    status: r.status,
    error: r.error,
  }));
}
