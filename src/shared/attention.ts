/** Why an item is in the operators' attention queue (server, console and e-mails use these words). */
export const ATTENTION_REASONS = [
  "needs_operator",
  "paid_not_started",
  "stuck",
  "report_bounced",
  "dispute",
  "data_request_due",
  "authorization_expired",
  "webhook_endpoint_disabled",
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** How the console names each reason (one word list for the queue, its filters and e-mails). */
export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  needs_operator: "Needs an operator",
  paid_not_started: "Paid, not started",
  stuck: "Stuck",
  report_bounced: "Report bounced",
  dispute: "Chargeback",
  data_request_due: "Data request due",
  authorization_expired: "Authorization expired, money kept",
  webhook_endpoint_disabled: "Webhook endpoint disabled",
};
