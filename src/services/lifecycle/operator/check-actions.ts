/** What an operator may do to a check in its current state; the server enforces the same rules. */
export interface CheckActions {
  /** Close a running check now (its remaining calls are cancelled). */
  forceComplete: boolean;
  /** Send a stuck check back to its stuck step. */
  retry: boolean;
  /** Give money back (some is still kept). */
  refund: boolean;
  /** Open the stored PDF. */
  downloadReport: boolean;
  /** E-mail the report again to the requester. */
  resendReport: boolean;
}

export const REFUNDABLE = ["paid", "partially_refunded"];

export function availableActions(c: {
  status: string;
  paymentStatus: string;
  isStuck: boolean;
  amountPaid: number;
  reportAvailable: boolean;
}): CheckActions {
  return {
    forceComplete: c.status === "processing",
    retry: (c.status === "processing" || c.status === "pending") && c.isStuck,
    refund: REFUNDABLE.includes(c.paymentStatus) && c.amountPaid > 0,
    downloadReport: c.reportAvailable,
    resendReport: c.reportAvailable && c.status === "completed",
  };
}
