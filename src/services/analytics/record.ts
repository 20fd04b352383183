import type { z } from "zod";
import { analyticsEvents } from "../../db/schema";
import type { analyticsEventSchema } from "../../shared/analytics";
import type { Deps } from "../deps";

/** First-party analytics: the SPA sends events only once the visitor accepted cookies. */
export async function recordAnalyticsEvent(
  deps: Deps,
  input: z.output<typeof analyticsEventSchema>,
): Promise<{ success: true }> {
  await deps.db.insert(analyticsEvents).values({
    name: input.name,
    path: input.path ?? null,
    category: input.category ?? null,
    label: input.label ?? null,
    value: input.value != null ? input.value.toFixed(2) : null,
    params: input.params ?? null,
    anonymousId: input.anonymousId ?? null,
    createdAt: deps.now(),
  });
  return { success: true };
}
