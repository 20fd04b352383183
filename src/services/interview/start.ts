import { and, eq } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";
import type { InterviewContext } from "./plan";
import { InterviewSession } from "./session";
import { modelInterviewer, scriptedInterviewer, type InterviewerPort } from "./voice";

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
  const ctx: InterviewContext = {
    productName: deps.config.env.PRODUCT_NAME,
    candidateName: row.check.candidateName,
    referenceName: row.log.referenceName,
    companyName: row.check.companyName,
    role: row.check.role,
    relationship: row.ref?.relationship ?? "other",
    callbackNumber: deps.providers.telephony.callerNumberFor(row.log.phoneNumber),
  };
  return { ctx, log: row.log, check: row.check, ref: row.ref };
}

export function newSession(deps: Deps, ctx: InterviewContext): InterviewSession {
  return new InterviewSession(ctx, interviewerFor(deps), () => deps.now().getTime());
}
