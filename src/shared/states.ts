/**
 * Every state a row moves through, written once. The schema types its columns with these lists and
 * the database holds them to it with a CHECK constraint, so a misspelt state is a compile error
 * here and a refused write there. One spelling each: "in progress" is `in_progress` everywhere
 * (the carrier's own `in-progress` is translated where its callbacks come in).
 */

/** A check's lifecycle: pending → processing → completed | failed. */
export const CHECK_STATES = ["pending", "processing", "completed", "failed"] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** The report's two PDF designs. */
export const REPORT_DESIGNS = ["standard", "enhanced"] as const;
export type ReportDesignName = (typeof REPORT_DESIGNS)[number];

/** A request to join an organization by verified domain. */
export const JOIN_REQUEST_STATES = ["pending", "approved", "declined"] as const;
export type JoinRequestState = (typeof JOIN_REQUEST_STATES)[number];

/** Where a check's money stands. */
export const PAYMENT_STATES = [
  "pending",
  "free",
  "paid",
  "failed",
  "partially_refunded",
  "refunded",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A reference's calling: pending → scheduled → in_progress → completed | failed. */
export const REFERENCE_STATES = [
  "awaiting_authorization",
  "pending",
  "scheduled",
  "in_progress",
  "completed",
  "failed",
] as const;
export type ReferenceState = (typeof REFERENCE_STATES)[number];

/**
 * One dial (a call_logs row): claimed (awaiting_slot → dialing), the carrier's progress
 * (initiated, queued, ringing, in_progress) and how it ended.
 */
export const CALL_STATES = [
  "awaiting_slot",
  "dialing",
  "queued",
  "initiated",
  "ringing",
  "in_progress",
  "completed",
  "failed",
  "no-answer",
  "busy",
  "voicemail",
  "canceled",
] as const;
export type CallState = (typeof CALL_STATES)[number];

/**
 * A call state as the operator's answers have always shown it: a call in progress in the
 * carrier's spelling (`in-progress`), the rest unchanged. The carrier's own statuses are translated
 * in src/providers/telephony/call-status.ts.
 */
export function callStateAsShown(state: CallState): string {
  return state === "in_progress" ? "in-progress" : state;
}

/**
 * How a dial ended (call_logs.outcome). Only `completed` (an interview happened) finishes a
 * reference; `no_consent` (no clear answer to the consent question) keeps nothing and may be
 * retried; `language_unsupported` (a language we do not offer) is not retried and marked for an
 * operator.
 */
export const CALL_OUTCOMES = [
  "completed",
  "consent_refused",
  "no_consent",
  "wrong_person",
  "opted_out",
  "callback_requested",
  "voicemail",
  "no-answer",
  "busy",
  "failed",
  "dropped",
  "language_unsupported",
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** The candidate's authorization of a check. */
export const AUTHORIZATION_STATES = ["awaiting", "authorized", "declined", "expired"] as const;
export type AuthorizationState = (typeof AUTHORIZATION_STATES)[number];

/** A refund we asked the payments provider for. */
export const REFUND_STATES = ["pending", "succeeded", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A provider webhook we received (Stripe, Twilio, Postmark). */
export const WEBHOOK_EVENT_STATES = [
  "received",
  "processing",
  "processed",
  "ignored",
  "unknown-message",
  "failed",
] as const;
export type WebhookEventState = (typeof WEBHOOK_EVENT_STATES)[number];

/** A report e-mail: pending → sending → sent → delivered | bounced, or failed for good. */
export const EMAIL_REPORT_STATES = ["pending", "sending", "sent", "delivered", "bounced", "failed"] as const;
export type EmailReportState = (typeof EMAIL_REPORT_STATES)[number];

/** One event for one customer endpoint: pending until a 2xx, failed once every retry is spent. */
export const WEBHOOK_DELIVERY_STATES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** One attempt at a delivery: sending → succeeded | failed (left at sending when cut off). */
export const WEBHOOK_ATTEMPT_OUTCOMES = ["sending", "succeeded", "failed"] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/**
 * A reference's request about their data: pending_verification (waiting for the texted code or an
 * operator) → verified → completed, or rejected at either open step.
 */
export const DATA_REQUEST_STATES = ["pending_verification", "verified", "completed", "rejected"] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

/** A member's role in an organization, from most to least powerful. */
export const ORGANIZATION_ROLES = ["owner", "admin", "recruiter", "viewer"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
