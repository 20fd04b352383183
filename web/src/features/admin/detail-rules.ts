/** Pure rules of the check detail view (no React, so they are unit-tested). */

/** Whether the detail view polls: every state but the two terminal ones (and while loading). */
export function refreshesItself(status: string | undefined): boolean {
  return status !== "completed" && status !== "failed";
}

/** What the re-call confirmation says about money, from the check's payment and the reference's refund. */
export function recallMoneyNote(
  d: { paymentStatus: string; amountPaid: number },
  r: { refundedAt: Date | string | null },
): string {
  if (d.paymentStatus === "free" || d.paymentStatus === "pending") return "";
  if (d.paymentStatus === "refunded" || d.amountPaid <= 0)
    return "The payment was already refunded in full; nothing is charged for this call and nothing more is refunded.";
  if (r.refundedAt) return "The share already refunded stays refunded; nothing is charged for this call.";
  return "If this call fails too, the reference's share is refunded as usual.";
}
