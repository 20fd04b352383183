import { authorizationOf } from "../checks/authorization-record";
import { and, eq } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { outboundText } from "../../shared/safe-text";
import { asCallLanguage, interviewLanguage } from "../checks/call-language";
import type { Deps } from "../deps";
import type { InterviewContext } from "./plan";
import { InterviewSession } from "./session";
import { modelInterviewer } from "./chooser";
import { scriptedInterviewer, type InterviewerPort } from "./voice";

/** The live model phrases questions when an LLM is configured; offline, the scripted interviewer. */
export function interviewerFor(deps: Pick<Deps, "providers">): InterviewerPort {
  return deps.providers.llm.mode === "live" ? modelInterviewer(deps.providers.llm) : scriptedInterviewer();
}

/** The interview context of one dial: who we call, about whom, for whom. */
export async function contextForCall(deps: Deps, callLogId: number) {
  const [row] = await deps.db
    .select({ log: callLogs, check: referenceChecks, ref: checkReferences })
    .from(callLogs)
    .innerJoin(referenceChecks, eq(referenceChecks.id, callLogs.referenceCheckId))
    .leftJoin(
      checkReferences,
      and(
        eq(checkReferences.referenceCheckId, callLogs.referenceCheckId),
        eq(checkReferences.referenceIndex, callLogs.referenceIndex),
      ),
    )
    .where(eq(callLogs.id, callLogId));
  if (!row) return null;
  // Requester-typed text is spoken (and given to the model) only if it passes the form's check.
  const ctx: InterviewContext = {
    productName: deps.config.env.PRODUCT_NAME,
    candidateName: outboundText(row.check.candidateName, "the candidate"),
    referenceName: outboundText(row.log.referenceName, "there"),
    companyName: outboundText(row.check.companyName, "the hiring company"),
    role: outboundText(row.check.role, "new"),
    relationship: row.ref?.relationship ?? "other",
    callbackNumber: deps.providers.telephony.callerNumberFor(row.log.phoneNumber),
    language: interviewLanguage(asCallLanguage(row.ref?.language)),
    candidateAuthorized: (await authorizationOf(deps.db, row.check.id))?.state === "authorized",
  };
  return { ctx, log: row.log, check: row.check, ref: row.ref };
}

export function newSession(
  deps: Deps,
  ctx: InterviewContext,
  opts: { amdPending?: boolean } = {},
): InterviewSession {
  return new InterviewSession(ctx, interviewerFor(deps), () => deps.now().getTime(), opts);
}

/**
 * Whether the interview must wait for the carrier's answering-machine verdict before its first
 * question: live outbound calls are dialled with asynchronous detection, whose answer arrives by
 * webhook after the call is connected. Inbound callbacks (a person dialled us) and simulated calls
 * (the simulated carrier answers detection before connecting) need no wait.
 */
export function awaitsAmd(deps: Deps, log: { attemptKey: string; answeredBy: string | null }): boolean {
  return deps.providers.telephony.mode === "live" && !log.attemptKey.includes(":in:") && !log.answeredBy;
}

/** The stored verdict of a call (see amdVerdict); null while the carrier has not answered. */
export async function amdVerdictOf(deps: Deps, callLogId: number): Promise<"human" | "machine" | null> {
  const [row] = await deps.db
    .select({ answeredBy: callLogs.answeredBy })
    .from(callLogs)
    .where(eq(callLogs.id, callLogId));
  return amdVerdict(row?.answeredBy ?? null);
}

/** The carrier's verdict as the interview reads it; null while it is not known yet. */
export function amdVerdict(answeredBy: string | null): "human" | "machine" | null {
  if (!answeredBy) return null;
  // Twilio: human, machine_start, machine_end_beep/silence/other, fax, unknown. "unknown" is
  // treated as a person: the disclosure has been heard either way, and a machine says no yes.
  return /^machine|^fax$/.test(answeredBy) ? "machine" : "human";
}
