import { adminRollupJob } from "./definitions/admin-rollup";
import { analyzeReferenceJob } from "./definitions/analyze-reference";
import { checkProgressJob } from "./definitions/check-progress";
import { deliverReportJob } from "./definitions/deliver-report";
import { generateReportJob } from "./definitions/generate-report";
import { placeCallJob } from "./definitions/place-call";
import { refundDuplicatePaymentJob } from "./definitions/refund-duplicate-payment";
import { refundReferencesJob } from "./definitions/refund-references";
import { startCheckJob } from "./definitions/start-check";
import { sweepJob } from "./definitions/sweep";
import { notifyEnterpriseLeadJob } from "./definitions/notify-enterprise-lead";
import { dataRequestCodeJob } from "./definitions/data-request-code";
import { retentionPurgeJob } from "./definitions/retention-purge";
import { notifyCheckFailedJob } from "./definitions/notify-check-failed";
import { sendReceiptJob } from "./definitions/send-receipt";
import { notifyDisputeJob } from "./definitions/notify-dispute";
import { deliverWebhookJob } from "./definitions/deliver-webhook";
import { authorizationEmailJob } from "./definitions/authorization-email";
import { authorizationRefundJob } from "./definitions/authorization-refund";
import { notifySignInBurstJob } from "./definitions/notify-sign-in-burst";

/** Every job the product runs. A job missing here cannot be enqueued or worked. */
export const jobs = {
  startCheck: startCheckJob,
  placeCall: placeCallJob,
  analyzeReference: analyzeReferenceJob,
  checkProgress: checkProgressJob,
  generateReport: generateReportJob,
  deliverReport: deliverReportJob,
  sweep: sweepJob,
  notifyEnterpriseLead: notifyEnterpriseLeadJob,
  refundReferences: refundReferencesJob,
  refundDuplicatePayment: refundDuplicatePaymentJob,
  adminRollup: adminRollupJob,
  dataRequestCode: dataRequestCodeJob,
  retentionPurge: retentionPurgeJob,
  notifyCheckFailed: notifyCheckFailedJob,
  sendReceipt: sendReceiptJob,
  notifyDispute: notifyDisputeJob,
  deliverWebhook: deliverWebhookJob,
  authorizationEmail: authorizationEmailJob,
  authorizationRefund: authorizationRefundJob,
  notifySignInBurst: notifySignInBurstJob,
} as const;

export const allJobs = Object.values(jobs);
export const DEAD_LETTER_QUEUE = "dead-letter";
