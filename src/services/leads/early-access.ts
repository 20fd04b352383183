import { earlyAccessLeads } from "../../db/schema";
import type { z } from "zod";
import type { earlyAccessSchema } from "../../shared/leads";
import type { Deps } from "../deps";

/** POST /api/early-access: the unlimited-plan waitlist. */
export async function joinEarlyAccess(
  deps: Deps,
  input: z.output<typeof earlyAccessSchema>,
  ip: string | null,
): Promise<{ success: true }> {
  await deps.db.insert(earlyAccessLeads).values({
    email: input.email,
    company: input.company,
    monthlyChecks: input.monthlyChecks,
    ipAddress: ip?.slice(0, 45) ?? null,
    createdAt: deps.now(),
  });
  return { success: true };
}
