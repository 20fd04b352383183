import type { JobData, JobDefinition } from "../../src/jobs/define";
import { jobs } from "../../src/jobs/registry";
import { rollupAdminAnalytics } from "../../src/services/insights/rollup";
import { analyzeReference } from "../../src/services/analysis/analyze";
import { startCheck } from "../../src/services/calls/start";
import { placeCall } from "../../src/services/calls/place";
import { sweepStaleCalls } from "../../src/services/calls/outcome";
import { refundFailedReferences } from "../../src/services/payments/reference-refunds";
import { refundDuplicatePayment } from "../../src/services/payments/refund";
import { evaluateProgress } from "../../src/services/lifecycle/progress";
import { deliverReport } from "../../src/services/reports/deliver";
import { generateReport } from "../../src/services/reports/generate";
import { notifyCheckFailed } from "../../src/services/lifecycle/failure-notice-send";
import type { Deps } from "../../src/services/deps";
import { notifyEnterpriseLead } from "../../src/services/leads/enterprise";
import { notifySignInBurst } from "../../src/services/accounts/operators/burst-alert";
import { notifyDispute } from "../../src/services/payments/dispute";
import { sendVerificationCode } from "../../src/services/data-requests/codes";
import { purgeExpiredData } from "../../src/services/data-requests/retention";
import { sendPaymentReceipt } from "../../src/services/payments/receipt-email";
import { deliverWebhook } from "../../src/services/webhooks/deliver";
import { purgeIdempotencyKeys } from "../../src/services/public-api/idempotency";
import { sendAuthorizationEmail } from "../../src/services/authorization/emails";
import { refundForAuthorization } from "../../src/services/lifecycle/authorization-refund";
import { sweepAuthorizations } from "../../src/services/authorization/sweep";
import { alertOverdueAttention } from "../../src/services/operations/attention-actions";

export interface Handler<J extends JobDefinition = JobDefinition> {
  job: J;
  run(deps: Deps, data: JobData<J>): Promise<unknown>;
}

function handler<J extends JobDefinition>(
  job: J,
  run: (deps: Deps, data: JobData<J>) => Promise<unknown>,
): Handler {
  return { job, run: run as Handler["run"] };
}

/** Every registered job has exactly one handler (a unit test holds this true). */
export const handlers: Handler[] = [
  handler(jobs.startCheck, (deps, d) => startCheck(deps, d.checkId)),
  handler(jobs.placeCall, (deps, d) => placeCall(deps, d)),
  handler(jobs.analyzeReference, (deps, d) => analyzeReference(deps, d)),
  handler(jobs.checkProgress, (deps, d) => evaluateProgress(deps, d.checkId)),
  handler(jobs.generateReport, (deps, d) => generateReport(deps, d.checkId)),
  handler(jobs.deliverReport, (deps, d) => deliverReport(deps, d.checkId)),
  handler(jobs.sweep, async (deps) => {
    const swept = await sweepStaleCalls(deps, 20);
    await purgeIdempotencyKeys(deps);
    // Candidate authorizations: the 48-hour reminder and the 7-day expiry.
    await sweepAuthorizations(deps);
    // Attention items that waited past their threshold: the operators are e-mailed once.
    await alertOverdueAttention(deps);
    return swept;
  }),
  handler(jobs.notifyEnterpriseLead, (deps, d) => notifyEnterpriseLead(deps, d.leadId)),
  handler(jobs.notifySignInBurst, (deps, d) => notifySignInBurst(deps, d)),
  handler(jobs.refundReferences, (deps, d) => refundFailedReferences(deps, d.checkId)),
  handler(jobs.refundDuplicatePayment, (deps, d) => refundDuplicatePayment(deps, d)),
  handler(jobs.adminRollup, (deps, d) => rollupAdminAnalytics(deps, { days: d.days })),
  handler(jobs.dataRequestCode, (deps, d) => sendVerificationCode(deps, d)),
  handler(jobs.notifyCheckFailed, (deps, d) => notifyCheckFailed(deps, d.checkId)),
  handler(jobs.notifyDispute, (deps, d) => notifyDispute(deps, d)),
  handler(jobs.retentionPurge, (deps, d) => purgeExpiredData(deps, { batchSize: d.batchSize })),
  handler(jobs.sendReceipt, (deps, d) => sendPaymentReceipt(deps, d.checkId)),
  handler(jobs.deliverWebhook, (deps, d) => deliverWebhook(deps, d.deliveryId)),
  handler(jobs.authorizationEmail, (deps, d) => sendAuthorizationEmail(deps, d)),
  handler(jobs.authorizationRefund, (deps, d) => refundForAuthorization(deps, d)),
];
