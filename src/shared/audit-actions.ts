/** Every operator action the audit log records, and how the console names each. */
export const AUDIT_ACTION_LABELS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in refused",
  "sign-out": "Signed out",
  "second-factor-enrolled": "Switched on two-factor sign-in",
  "second-factor-disabled": "Switched off two-factor sign-in",
  "second-factor-failed": "Two-factor code refused",
  "recovery-code-used": "Used a recovery code",
  "force-complete": "Force-completed",
  retry: "Retried stuck check",
  "recall-reference": "Called a reference again",
  "resend-report": "Resent the report",
  refund: "Refunded",
  "cancel-calls": "Cancelled remaining calls",
  "key-saved": "Saved a provider key",
  "maintenance-switched": "Switched maintenance",
  "sms-reply-settled": "Settled an SMS reply",
  "data-request-verified": "Verified a data request",
  "data-request-completed": "Completed a data request",
  "data-request-rejected": "Rejected a data request",
  "test-email": "Sent a test e-mail",
  "test-check-created": "Created a test check",
  "test-calls-started": "Started test calls",
  "test-call": "Placed a test call",
  "csv-exported": "Exported checks as CSV",
  "attention-resolved": "Resolved an attention item",
  "attention-assigned": "Took an attention item",
  /** A test call placed outside the product's calling hours on an operator's explicit override. */
  "test-call-outside-hours": "Placed a test call outside calling hours",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
