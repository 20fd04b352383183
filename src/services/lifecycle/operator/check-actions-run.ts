import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../../db/schema";
import { transaction } from "../../../db/tx";
import { AppError, notFound } from "../../../errors";
import { jobs } from "../../../jobs/registry";
import { loadReportData } from "../../reports/data";
import { checkReportEmail } from "../../reports/emails";
import { sendKeyed } from "../../email/keyed";
import { getReportFile } from "../../reports/files";
import { nextBusinessInstant } from "../../scheduling/windows";
import { MAX_ATTEMPTS } from "../../checks/attempts";
import { isOptedOut } from "../../calls/opt-outs";
import { referenceOutcome } from "../../checks/reference-outcome";
import type { Deps } from "../../deps";
import { lockCheckOrNotFound } from "./lock-check";
import { checkById } from "../../checks/queries";
import { phaseEmailLines } from "../../checks/phase-email";
import { loadPhase } from "../../checks/phase-load";
import type { CallLanguage } from "../../../shared/call-language";

/** Operator re-calls may go past the scheduler's 3 attempts, up to this many in all. */
export const OPERATOR_MAX_ATTEMPTS = 6;

export interface RecallResult {
  success: true;
  checkId: number;
  referenceIndex: number;
  attempt: number;
  at: Date;
  /** The check was failed and is running again. */
  reopened: boolean;
  /** What happens to the money for this reference, in the operator's words. */
  refundNote: string | null;
}

/** Why a reference cannot be called again now, or null when it can (the detail view and the server agree). */
export function recallBlock(
  checkStatus: string,
  ref: {
    referenceIndex: number;
    status: string;
    failureReason: string | null;
    attemptsMade: number;
    optedOut: boolean;
  },
): string | null {
  if (checkStatus !== "processing" && checkStatus !== "failed") return `The check is ${checkStatus}`;
  if (ref.status === "in_progress") return `Reference ${ref.referenceIndex} is on a call right now`;
  if (ref.status === "completed") return `Reference ${ref.referenceIndex} was already interviewed`;
  const refusal = recallRefusal(ref);
  if (refusal) return refusal;
  if (ref.optedOut) return `Reference ${ref.referenceIndex} asked not to be called`;
  const limit = ref.status === "failed" ? OPERATOR_MAX_ATTEMPTS : MAX_ATTEMPTS;
  if (ref.attemptsMade >= limit) return `Reference ${ref.referenceIndex} has had all ${limit} attempts`;
  return null;
}

/**
 * Whether a reference that ended without an interview may be called again, and if not why. A
 * reference who declined, opted out, was not the person named or asked for erasure is never
 * called again: only one who could not be reached (or whose calls an operator cancelled).
 */
function recallRefusal(ref: { referenceIndex: number; status: string; failureReason: string | null }) {
  const outcome = referenceOutcome(ref.status, ref.failureReason);
  if (outcome === null || outcome === "unreachable") return null;
  const why = {
    declined: "declined to be recorded",
    opted_out: "asked not to be called",
    wrong_number: "cannot be reached on this number (someone else answered)",
    withdrawn: "asked for their data to be erased",
    not_called: "was never called",
  }[outcome];
  return `Reference ${ref.referenceIndex} ${why}, so they are not called again`;
}

/**
 * Calls one reference again: its next attempt, now if the reference's calling window is open
 * (else when it opens). The dial is keyed per attempt, so a retry already queued for the same
 * attempt never rings the phone a second time.
 *
 * A reference that could not be reached may be called again even after its 3 attempts, also on
 * a check that failed: the check runs again and ends as it would on its own (report when
 * someone is interviewed, else failed). Money: a share already refunded stays refunded (the
 * requester is not charged again, and a second failure refunds nothing more); a share not
 * refunded yet is refunded only if this reference fails again.
 */
export async function recallReference(
  deps: Deps,
  checkId: number,
  referenceIndex: number,
  /** Call in another language (a reference who asked for one); the mark for an operator is then cleared. */
  opts: { language?: CallLanguage } = {},
): Promise<RecallResult> {
  const now = deps.now();
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const check = await lockCheckOrNotFound(tx, checkId);
    if (check.status === "completed")
      throw new AppError(
        "CONFLICT",
        "This check is completed and its report was delivered; its references are not called again",
      );
    if (check.status !== "processing" && check.status !== "failed")
      throw new AppError(
        "CONFLICT",
        check.paymentStatus === "pending" || check.paymentStatus === "failed"
          ? "This check is waiting for payment; its references are called once it is paid"
          : "This check has not started its calls yet",
      );
    const [ref] = await tx
      .select()
      .from(checkReferences)
      .where(
        and(
          eq(checkReferences.referenceCheckId, checkId),
          eq(checkReferences.referenceIndex, referenceIndex),
        ),
      )
      .for("update");
    if (!ref) throw notFound("Reference");
    const blocked =
      recallBlock(check.status, ref) ??
      ((await isOptedOut(tx, ref.phone)) ? `Reference ${referenceIndex} asked not to be called` : null);
    if (blocked) throw new AppError("CONFLICT", blocked);
    const attempt = ref.attemptsMade + 1;
    const at = deps.config.ignoreCallingWindows
      ? now
      : nextBusinessInstant(now, ref.timezone ?? "America/New_York");
    await tx
      .update(checkReferences)
      .set({
        status: "scheduled",
        nextAttemptAt: at,
        ...(ref.status === "failed" ? { failureReason: null } : {}),
        // The operator's answer to "needs an operator": a call again, maybe in another language.
        operatorAttention: null,
        ...(opts.language ? { language: opts.language } : {}),
        updatedAt: now,
      })
      .where(eq(checkReferences.id, ref.id));
    const reopened = check.status === "failed";
    await tx
      .update(referenceChecks)
      .set({
        ...(reopened ? { status: "processing", failureReason: null } : {}),
        lastProgressAt: now,
        updatedAt: now,
      })
      .where(eq(referenceChecks.id, checkId));
    await enqueue(
      jobs.placeCall,
      { checkId, referenceIndex, attempt },
      { startAfter: at, singletonKey: `${checkId}:${referenceIndex}:${attempt}` },
    );
    return {
      success: true as const,
      checkId,
      referenceIndex,
      attempt,
      at,
      reopened,
      refundNote: refundNote(check, ref),
    };
  });
}

function refundNote(
  check: { paymentStatus: string },
  ref: { status: string; refundedAt: Date | null },
): string | null {
  if (check.paymentStatus === "free" || check.paymentStatus === "pending") return null;
  if (check.paymentStatus === "refunded")
    return "The check was refunded in full and stays refunded: the requester is not charged for this call.";
  if (ref.refundedAt)
    return "This reference's share was already refunded and stays refunded: the requester is not charged for this call, and nothing more is refunded if it fails again.";
  if (ref.status === "failed")
    return "This reference's share has not been refunded: it is refunded only if this call fails too.";
  return null;
}

/**
 * E-mails a completed check's report to its requester once more (a new message each time), or to
 * the address an operator enters when the requester's bounced.
 */
export async function resendReport(deps: Deps, checkId: number, to?: string) {
  const check = await checkById(deps.db, checkId);
  if (!check) throw notFound("Reference check");
  if (check.status !== "completed")
    throw new AppError("CONFLICT", "Only a completed check's report can be resent");
  const file = await getReportFile(deps, checkId, "standard");
  if (!file) throw new AppError("CONFLICT", "This check has no report to resend");
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const phase = await loadPhase(deps, checkId, { asDelivered: true });
  const content = checkReportEmail(data, {
    publicBaseUrl: deps.config.publicBaseUrl,
    publicId: check.publicId,
    fileName: file.fileName,
    phaseLines: phase ? phaseEmailLines(phase) : [],
  });
  try {
    const sent = await sendKeyed(deps, {
      key: `resend:${checkId}:${randomUUID()}`,
      checkId,
      to: to ?? check.requesterEmail,
      reportType: "resend",
      tag: "report",
      onFailure: "final",
      compose: async () => ({
        ...content,
        attachments: [{ filename: file.fileName, contentType: "application/pdf", content: file.content }],
      }),
    });
    return { success: true as const, to: to ?? check.requesterEmail, messageId: sent.messageId ?? "" };
  } catch (err) {
    throw new AppError("UNAVAILABLE", `The report e-mail could not be sent: ${(err as Error).message}`);
  }
}
