import { and, desc, eq, inArray } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { z } from "zod";
import {
  checkRequestFields,
  MESSAGES,
  refineCheckRequest,
  type CheckRequest,
} from "../../shared/check-request";
import { startCheck } from "../calls/start";
import { createCheck, type RequestContext } from "../lifecycle/create";
import type { Deps } from "../deps";

/**
 * The quick test's payload (operator spec §3.2): the customer form's fields without
 * `consentGiven`. The operator runs the test on phones they hold, so their consent to the test
 * calls is the operator's own; an explicit `consentGiven: false` is still refused.
 */
export const quickTestSchema = checkRequestFields
  .extend({
    consentGiven: z
      .boolean({ error: MESSAGES.consent })
      .optional()
      .default(true)
      .refine((v) => v, MESSAGES.consent)
      .transform(() => true as const),
  })
  .superRefine(refineCheckRequest) as unknown as z.ZodType<CheckRequest>;

/** Quick test (spec §2.4): an operator's test check, marked testMode, created like any other. */
export async function createTestCheck(deps: Deps, input: CheckRequest, ctx: RequestContext) {
  const created = await createCheck(deps, { ...input, testMode: true }, ctx);
  return { success: true, referenceCheckId: created.referenceCheckId, id: created.id, free: created.free };
}

export interface InitiationResult {
  reference: string;
  referenceIndex: number;
  success: boolean;
  callId: string | null;
  error: string | null;
  status: string;
  scheduledFor: Date | null;
}

/**
 * "Initiate calls" for a check: starts its calls through the ordinary pipeline (calling windows,
 * one dial per attempt). An operator's unpaid *test* check is let through as a free test; a
 * customer's unpaid check is refused. Waits briefly for the dials so the page can show call ids;
 * a reference outside its calling window is reported as scheduled.
 */
export async function initiateCalls(
  deps: Deps,
  checkId: number,
  opts: { waitMs?: number } = {},
): Promise<{ success: boolean; results: InitiationResult[]; error?: string }> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check) throw notFound("Reference check");
  if (check.status === "completed" || check.status === "failed")
    throw new AppError("CONFLICT", `This check is already ${check.status}`);
  if (check.paymentStatus === "pending" || check.paymentStatus === "failed") {
    if (!check.testMode) throw new AppError("PAYMENT_REQUIRED", "This check is waiting for payment");
    await deps.db
      .update(referenceChecks)
      .set({ paymentStatus: "free", pricingTier: "test", priceCharged: "0.00", updatedAt: deps.now() })
      .where(and(eq(referenceChecks.id, checkId), eq(referenceChecks.testMode, true)));
  }
  await startCheck(deps, checkId);

  const end = Date.now() + (opts.waitMs ?? 8000);
  for (;;) {
    const results = await currentResults(deps, checkId);
    const settled = results.every(
      (r) => r.callId || r.status === "failed" || (r.scheduledFor && r.scheduledFor > deps.now()),
    );
    if (settled || Date.now() >= end) {
      const success = results.some((r) => r.success);
      return { success, results, ...(success ? {} : { error: "Failed to initiate calls" }) };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function currentResults(deps: Deps, checkId: number): Promise<InitiationResult[]> {
  const refs = await deps.db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, checkId))
    .orderBy(checkReferences.referenceIndex);
  const logs = refs.length
    ? await deps.db
        .select()
        .from(callLogs)
        .where(
          and(
            eq(callLogs.referenceCheckId, checkId),
            inArray(
              callLogs.referenceIndex,
              refs.map((r) => r.referenceIndex),
            ),
          ),
        )
        .orderBy(desc(callLogs.attemptNumber))
    : [];
  return refs.map((r) => {
    const log = logs.find((l) => l.referenceIndex === r.referenceIndex);
    const failed = r.status === "failed";
    return {
      reference: r.name,
      referenceIndex: r.referenceIndex,
      success: !failed,
      callId: log?.callRequestId ?? null,
      error: failed ? (r.failureReason ?? "The call could not be placed") : null,
      status: r.status,
      scheduledFor: log ? null : r.nextAttemptAt,
    };
  });
}
