import { eq, sql } from "drizzle-orm";
import { outboundEvents } from "../../db/schema";
import { apiPhase } from "../checks/phase-api";
import { loadPhase } from "../checks/phase-load";
import type { Deps } from "../deps";

type EventRow = typeof outboundEvents.$inferSelect;

/**
 * The event's payload with its check's phase in `data.phase` (the object GET /api/v1/checks/{id}
 * answers). Events are written by database triggers, which cannot derive a phase; the first send
 * stamps it on the event row, so every endpoint, retry and replay sends the same body (and the
 * same signature input). A check erased before the event went out gets `phase: null`.
 */
export async function payloadWithPhase(
  deps: Pick<Deps, "config" | "providers" | "now" | "db">,
  event: EventRow,
): Promise<Record<string, unknown>> {
  const data = event.payload.data as Record<string, unknown> | undefined;
  if (!data || "phase" in data) return event.payload;
  const phase = event.referenceCheckId === null ? null : await loadPhase(deps, event.referenceCheckId);
  const value = JSON.stringify(phase ? apiPhase(phase) : null);
  // First writer wins: a concurrent send of the same event keeps the phase already stamped.
  await deps.db.execute(sql`update outbound_events
      set payload = jsonb_set(payload, '{data,phase}', ${value}::jsonb)
    where id = ${event.id} and payload->'data'->'phase' is null`);
  const [row] = await deps.db
    .select({ payload: outboundEvents.payload })
    .from(outboundEvents)
    .where(eq(outboundEvents.id, event.id));
  return row?.payload ?? event.payload;
}
