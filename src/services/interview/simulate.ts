import { z } from "zod";
import { CALL_LANGUAGES } from "../../shared/call-language";
import type { Deps } from "../deps";
import type { InterviewContext } from "./plan";
import { InterviewSession } from "./session";
import { interviewerFor } from "./start";
import type { InterviewerPort } from "./voice";

const name = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(120, `${field} must be at most 120 characters`);
const text = z.string().trim().min(1, "must not be empty").max(2000, "must be at most 2000 characters");

/** One scripted move of the reference (or of the carrier, for `machine`). */
export const scriptTurnSchema = z.union([
  z.object({ say: text }).strict(),
  z.object({ dtmf: z.string().regex(/^[0-9*#]$/, "must be one keypad key") }).strict(),
  z.object({ silence: z.number().min(0).max(600, "must be at most 600 seconds") }).strict(),
  z.object({ interrupt: text }).strict(),
  z.object({ machine: z.literal(true) }).strict(),
  z.object({ wait: z.number().min(0).max(3600, "must be at most 3600 seconds") }).strict(),
]);
export type ScriptTurn = z.infer<typeof scriptTurnSchema>;

export const simulateInterviewSchema = z.object({
  candidateName: name("candidateName"),
  role: name("role"),
  companyName: name("companyName"),
  referenceName: name("referenceName"),
  relationship: z
    .enum(["direct-manager", "senior-manager", "colleague", "client", "other"], {
      message: "must be one of direct-manager, senior-manager, colleague, client, other",
    })
    .default("direct-manager"),
  /** The language the simulated call is held in (the reference's call language). */
  language: z.enum(CALL_LANGUAGES, { message: "must be one of en, fr, es" }).default("en"),
  turns: z.array(scriptTurnSchema, { message: "must be a list of turns" }).max(200, "at most 200 turns"),
});
export type SimulateInterviewInput = z.input<typeof simulateInterviewSchema>;

export interface SimulatedInterview {
  /** `at`: seconds since the call was answered, on the simulated clock. */
  transcript: { speaker: "agent" | "reference"; text: string; at: number }[];
  consent: "given" | "refused" | "unclear" | "none";
  /** Seconds since the call was answered when recording (last) started; null when nothing was recorded. */
  recordingStartedAt: number | null;
  outcome: string;
  optedOut: boolean;
  callbackRequested: boolean;
  redactions: number;
}

/** Simulated pace: the agent speaks about 2.5 words a second; the reference answers 1 s later. */
const AGENT_MS_PER_WORD = 400;
const REPLY_GAP_MS = 1000;
const REFERENCE_MS_PER_WORD = 350;

/**
 * Runs the real interview engine (state machine, session, guard, the given interviewer) over a
 * scripted call on a simulated clock, and says what happened. Pure apart from the interviewer.
 */
export async function runScriptedInterview(
  ctx: InterviewContext,
  interviewer: InterviewerPort,
  turns: ScriptTurn[],
  startAt = Date.UTC(2026, 0, 5, 15),
): Promise<SimulatedInterview> {
  let clock = startAt;
  // The simulated clock already advances while the agent speaks.
  const session = new InterviewSession(ctx, interviewer, () => clock, { speechMsPerWord: 0 });
  let recordingStartedAt: number | null = null;
  /**
   * Speaks what is queued. When the script's next move is an interrupt, the reference cuts in
   * after six words, as a person would; a legal line plays on regardless.
   */
  const perform = async (bargeIn: boolean) => {
    let heard = "";
    let interrupted = false;
    const done = await session.perform((token) => {
      if (interrupted) return;
      heard += token;
      clock += token.trim() ? AGENT_MS_PER_WORD : 0;
      if (bargeIn && heard.trim().split(/\s+/).length >= 6) {
        interrupted = true;
        const legal = session.speakingLegal;
        session.interrupt(heard);
        if (!legal) return false;
      }
    });
    if (done.startRecording) recordingStartedAt = clock;
    if (done.pauseRecording) recordingStartedAt = null;
  };
  const tickThrough = async (seconds: number, speaking: boolean, bargeIn: boolean) => {
    const until = clock + seconds * 1000;
    while (clock < until && !session.ended) {
      clock = Math.min(until, clock + 1000);
      session.hear({ kind: "tick", at: clock, speaking });
      await perform(bargeIn);
    }
  };

  await perform("interrupt" in (turns[0] ?? {}));
  for (const [i, turn] of turns.entries()) {
    if (session.ended) break;
    const bargeIn = "interrupt" in (turns[i + 1] ?? {});
    if ("silence" in turn) await tickThrough(turn.silence, false, bargeIn);
    else if ("wait" in turn) await tickThrough(turn.wait, true, bargeIn);
    else {
      if ("machine" in turn) session.hear({ kind: "amd", result: "machine", at: clock });
      else if ("dtmf" in turn) {
        clock += REPLY_GAP_MS;
        session.hear({ kind: "dtmf", digit: turn.dtmf, at: clock });
      } else {
        const said = "say" in turn ? turn.say : turn.interrupt;
        clock += ("say" in turn ? REPLY_GAP_MS : 0) + said.split(/\s+/).length * REFERENCE_MS_PER_WORD;
        session.hear({ kind: "utterance", text: said, at: clock });
      }
      await perform(bargeIn);
    }
  }
  const s = session.state;
  const seconds = (iso: string) => Math.round((Date.parse(iso) - startAt) / 100) / 10;
  return {
    transcript: session.transcript.map((t) => ({ speaker: t.speaker, text: t.text, at: seconds(t.at) })),
    consent: s.consent,
    recordingStartedAt:
      recordingStartedAt === null ? null : Math.round((recordingStartedAt - startAt) / 100) / 10,
    outcome: s.outcome ?? "in_progress",
    optedOut: s.optedOut,
    callbackRequested: s.callbackRequested,
    redactions: session.redactions,
  };
}

/** POST /api/admin/simulate-interview: the configured interviewer (offline or model) over a script. */
export function simulateInterview(
  deps: Pick<Deps, "providers" | "config" | "now">,
  input: z.output<typeof simulateInterviewSchema>,
): Promise<SimulatedInterview> {
  const ctx = simulatorContext(deps, input);
  return runScriptedInterview(ctx, interviewerFor(deps), input.turns, deps.now().getTime());
}

/** The interview context of a simulated call (operator simulators): no real reference or check. */
export function simulatorContext(
  deps: Pick<Deps, "providers" | "config">,
  input: Pick<
    InterviewContext,
    "candidateName" | "referenceName" | "companyName" | "role" | "relationship"
  > & {
    language?: InterviewContext["language"];
  },
): InterviewContext {
  return {
    productName: deps.config.env.PRODUCT_NAME,
    candidateName: input.candidateName,
    referenceName: input.referenceName,
    companyName: input.companyName,
    role: input.role,
    relationship: input.relationship,
    callbackNumber: deps.providers.telephony.callerNumberFor("+12025550100"),
    ...(input.language && input.language !== "en" ? { language: input.language } : {}),
  };
}
