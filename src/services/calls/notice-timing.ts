import type { checkReferences, PreferredCallWindow } from "../../db/schema";
import type { Deps } from "../deps";
import { sendCallNotice } from "./sms";
import { noticeDecision } from "../scheduling/notice-window";
import { nextCallableInstant } from "../scheduling/windows";
import { callingWindowFor } from "../scheduling/zones";
import { windowsIgnored } from "../scheduling/schedule";

const DAY_MS = 86_400_000;

/** Milliseconds between the notice and the first call: only with a live carrier. */
export function noticeLeadMs(deps: Pick<Deps, "config" | "providers">): number {
  return deps.providers.telephony.mode === "live" ? deps.config.env.SMS_NOTICE_LEAD_SECONDS * 1000 : 0;
}

export type NoticeStep = { kind: "go" } | { kind: "wait"; until: Date };

/**
 * The pre-call notice for a first attempt whose window is open now. It is sent only if the call it
 * announces (now + lead) still falls inside the window; otherwise the job waits for the next
 * opening and texts then. After the text, the dial waits until the lead has passed.
 */
export async function noticeStep(
  deps: Deps,
  job: { checkId: number; referenceIndex: number },
  ref: Pick<typeof checkReferences.$inferSelect, "phone" | "smsSentAt">,
  preferred: PreferredCallWindow | null | undefined,
  now: Date,
): Promise<NoticeStep> {
  const lead = noticeLeadMs(deps);
  if (ref.smsSentAt) {
    const ready = ref.smsSentAt.getTime() + lead;
    return ready > now.getTime() ? { kind: "wait", until: new Date(ready) } : { kind: "go" };
  }
  if (!windowsIgnored(deps)) {
    let window = await callingWindowFor(ref.phone, preferred);
    // As the scheduler does: a preference that can never be met is set aside, the law never is.
    if (!nextCallableInstant(now, window)) window = { ...window, preferred: null };
    const decision = noticeDecision(now, lead, window);
    if (!decision.send) return { kind: "wait", until: decision.retryAt ?? new Date(now.getTime() + DAY_MS) };
  }
  const sent = await sendCallNotice(deps, job.checkId, job.referenceIndex).catch((err) => {
    deps.log.error({ err, job }, "pre-call SMS notice failed");
    return "failed" as const;
  });
  // Quiet hours refused the text: try again at the next opening rather than call unannounced.
  if (sent === "outside-hours") return { kind: "wait", until: new Date(now.getTime() + 15 * 60_000) };
  return lead > 0 ? { kind: "wait", until: new Date(now.getTime() + lead) } : { kind: "go" };
}
