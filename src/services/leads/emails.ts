import type { enterpriseLeads } from "../../db/schema";

/** The leads capability's e-mails. */

/** The operators' notice of an enterprise quote request (one per operator). */
export function enterpriseLeadEmail(lead: typeof enterpriseLeads.$inferSelect): {
  subject: string;
  text: string;
} {
  const text = [
    `New enterprise quote request #${lead.id}`,
    "",
    `E-mail: ${lead.email}`,
    `Company: ${lead.company}`,
    `Monthly volume: ${lead.volume} checks`,
    `Requirements: ${lead.requirements ?? "(none given)"}`,
    `Received: ${lead.createdAt.toISOString()}`,
    "",
    `Reply to ${lead.email} within one business day.`,
  ].join("\n");
  return { subject: `Enterprise quote request: ${lead.company} (${lead.volume} checks/month)`, text };
}
