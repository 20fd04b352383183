import { and, eq } from "drizzle-orm";
import { callLogs, referenceChecks, type TranscriptTurn } from "../../db/schema";
import type { Deps } from "../deps";
import { callingWindowFor } from "../scheduling/zones";
import type { CallOutcome } from "../checks/attempts";
import { simulatedCall, simulatedDialAt, type SimulatedCall } from "./simulated-clock";

type Queryable = Pick<Deps["db"], "select">;

/**
 * The simulated clock's times for a call of the simulated carrier (simulated-clock.ts): when the
 * scheduler would have dialled it, after the previous attempt on the same clock, and how long
 * its conversation takes to say. Null for any other call (live carriers report real times;
 * a reference calling back does so when they do).
 */
export async function simulatedTimes(
  deps: Pick<Deps, "config">,
  tx: Queryable,
  log: typeof callLogs.$inferSelect,
  input: { outcome: CallOutcome; transcript?: TranscriptTurn[] },
  now: Date,
): Promise<SimulatedCall | null> {
  if (log.provider !== "simulated" || !/^\d+:\d+:\d+$/.test(log.attemptKey)) return null;
  const [check] = await tx
    .select({ createdAt: referenceChecks.createdAt, preferred: referenceChecks.preferredCallWindow })
    .from(referenceChecks)
    .where(eq(referenceChecks.id, log.referenceCheckId));
  if (!check) return null;
  const [previous] =
    log.attemptNumber > 1
      ? await tx
          .select({ endedAt: callLogs.callEndTime, outcome: callLogs.outcome })
          .from(callLogs)
          .where(
            and(
              eq(callLogs.referenceCheckId, log.referenceCheckId),
              eq(callLogs.referenceIndex, log.referenceIndex),
              eq(callLogs.attemptNumber, log.attemptNumber - 1),
            ),
          )
      : [];
  const dialAt = simulatedDialAt({
    seed: log.attemptKey,
    window: await callingWindowFor(log.phoneNumber, check.preferred),
    checkCreatedAt: check.createdAt,
    noticeLeadSeconds: deps.config.env.SMS_NOTICE_LEAD_SECONDS,
    attemptNumber: log.attemptNumber,
    previous:
      previous?.endedAt && previous.outcome
        ? { endedAt: previous.endedAt, outcome: previous.outcome as CallOutcome }
        : null,
  });
  return simulatedCall({
    seed: log.attemptKey,
    dialAt,
    outcome: input.outcome,
    transcript: input.transcript ?? [],
    realStart: log.callStartTime ?? log.createdAt,
    realEnd: now,
  });
}
