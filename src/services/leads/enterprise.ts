import { eq } from "drizzle-orm";
import type { z } from "zod";
import { enterpriseLeads } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { enterpriseLeadSchema } from "../../shared/leads";
import type { Deps } from "../deps";
import { enterpriseLeadEmail } from "./emails";

/** Stores an enterprise quote request and, in the same transaction, queues the operators' e-mail. */
export async function createEnterpriseLead(
  deps: Deps,
  input: z.output<typeof enterpriseLeadSchema>,
  ip: string | null,
): Promise<{ success: true; id: number }> {
  const id = await transaction(deps, async ({ db: tx, enqueue }) => {
    const [row] = await tx
      .insert(enterpriseLeads)
      .values({ ...input, ipAddress: ip?.slice(0, 45) ?? null, createdAt: deps.now() })
      .returning({ id: enterpriseLeads.id });
    await enqueue(jobs.notifyEnterpriseLead, { leadId: row!.id });
    return row!.id;
  });
  return { success: true, id };
}

/** The job: one e-mail per operator, keyed so a retried job sends nothing twice. */
export async function notifyEnterpriseLead(deps: Deps, leadId: number) {
  const [lead] = await deps.db.select().from(enterpriseLeads).where(eq(enterpriseLeads.id, leadId));
  if (!lead) return { sent: 0 };
  const message = enterpriseLeadEmail(lead);
  let sent = 0;
  for (const to of deps.config.operatorEmails) {
    const r = await deps.providers.email.send({
      to,
      ...message,
      tag: "enterprise-lead",
      idempotencyKey: `enterprise-lead:${lead.id}:${to}`,
    });
    if (!r.duplicate) sent++;
  }
  return { sent };
}
