import { webhookEvents } from "../../db/schema";
import type { Deps } from "../deps";

/**
 * Records a provider event by its id; true only the first time. Providers retry webhooks, and a
 * callback that arrives twice must change nothing the second time.
 */
export async function firstDelivery(
  deps: Pick<Deps, "db">,
  provider: string,
  eventId: string,
  eventType: string,
  payload: unknown,
): Promise<boolean> {
  const rows = await deps.db
    .insert(webhookEvents)
    .values({ provider, eventId, eventType, payload, status: "processed", processedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}
