import { z } from "zod";
import { CALL_LANGUAGES } from "../../shared/call-language";
import type { Deps } from "../../services/deps";
import type { InterviewContext } from "../../services/interview/plan";
import { InterviewSession } from "../../services/interview/session";
import { interviewerFor } from "../../services/interview/start";
import { scriptedInterviewer, type InterviewerPort } from "../../services/interview/voice";
import { CLOSING_WAIT_MS } from "../../services/interview/machine-core";

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

/** The operator console's conversation (/test-voice-agent): everything the reference typed so far. */
export const simulateSchema = z.object({
  candidateName: z.string().trim().min(1).max(120).optional().default("Sam Lee"),
  referenceName: z.string().trim().min(1).max(120).optional().default("Pat Kim"),
  companyName: z.string().trim().min(1).max(120).optional().default("Acme Corp"),
  role: z.string().trim().min(1).max(120).optional().default("Senior Engineer"),
  relationship: z
    .enum(["direct-manager", "senior-manager", "colleague", "client", "other"])
    .optional()
    .default("direct-manager"),
  /** Everything the simulated reference has said so far, in order. */
  utterances: z
    .array(z.string().trim().min(1, "Please type a reply").max(2000, "Must be at most 2000 characters"))
    .max(80, "At most 80 replies per conversation")
    .default([]),
});
export type SimulateInput = z.input<typeof simulateSchema>;

export interface SimulatedTurn {
  speaker: "agent" | "reference";
  text: string;
  questionType?: string;
}

export interface Simulation {
  turns: SimulatedTurn[];
  ended: boolean;
  outcome: string | null;
  /** The agent's newest line (what the page speaks and judges). */
  lastAgentLine: string;
  /** How long the engine took for the whole replay, for the metrics panel. */
  engineMs: number;
}

/** How the simulated clock moves while a script plays. */
interface Pace {
  /** Clock time per word the agent speaks (0: the clock stands still while it speaks). */
  agentMsPerWord: number;
  /** The session's own speech estimate (InterviewSession's speechMsPerWord); unset: its default. */
  speechMsPerWord?: number;
  /** Clock time before the reference's words are heard: said after a pause, or cut in over the agent. */
  reply: (said: string, cutIn: boolean) => number;
  /** Clock time before a keypad digit is heard. */
  dtmfMs: number;
}

/**
 * A call as spoken: the agent about 2.5 words a second (the clock advances as it speaks, so the
 * session counts no speech time of its own); the reference answers 1 s later, a little slower.
 */
const SPOKEN: Pace = {
  agentMsPerWord: 400,
  speechMsPerWord: 0,
  reply: (said, cutIn) => (cutIn ? 0 : 1000) + said.split(/\s+/).length * 350,
  dtmfMs: 1000,
};

/** The console's typed conversation: each reply comes 15 s after the last, so the 8-minute cap applies. */
const TYPED: Pace = { agentMsPerWord: 0, reply: () => 15_000, dtmfMs: 15_000 };

/**
 * The one interview simulator: runs the real interview engine (state machine, session, guard, the
 * given interviewer) over a script of the reference's moves on a simulated clock. Pure apart from
 * the interviewer. Returns the session as the script left it, and when recording (last) started.
 */
async function playScript(
  ctx: InterviewContext,
  interviewer: InterviewerPort,
  turns: ScriptTurn[],
  startAt: number,
  pace: Pace,
): Promise<{ session: InterviewSession; recordingStartedAt: number | null }> {
  let clock = startAt;
  const session = new InterviewSession(
    ctx,
    interviewer,
    () => clock,
    pace.speechMsPerWord === undefined ? {} : { speechMsPerWord: pace.speechMsPerWord },
  );
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
      clock += token.trim() ? pace.agentMsPerWord : 0;
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
        clock += pace.dtmfMs;
        session.hear({ kind: "dtmf", digit: turn.dtmf, at: clock });
      } else {
        const said = "say" in turn ? turn.say : turn.interrupt;
        // As on the live relay, time passes while the reference talks: partial transcripts arrive
        // as ticks with `speaking`, so the 8-minute cap closes mid-monologue, not after it.
        const heardAt = clock + pace.reply(said, !("say" in turn));
        while (clock + 1000 < heardAt && !session.ended) {
          clock += 1000;
          session.hear({ kind: "tick", at: clock, speaking: true });
          await perform(false);
        }
        if (session.ended) break;
        clock = heardAt;
        await session.hearTurn({ kind: "utterance", text: said, at: clock });
      }
      await perform(bargeIn);
    }
  }
  // The script is over and the reference says nothing more: a line left open after our goodbye
  // (a refusal heard, phase `closing`) closes as the live relay's ticks would close it.
  // The goodbye itself takes its time (the line ends at quietSince), then the line stays open.
  if (session.state.phase === "closing") {
    const until = Math.max(clock, session.state.quietSince) + CLOSING_WAIT_MS + 1000;
    await tickThrough((until - clock) / 1000, false, false);
  }
  return { session, recordingStartedAt };
}

/** A scripted call, paced as spoken: the session itself, for judges that read its state. */
export function playScriptedSession(
  ctx: InterviewContext,
  interviewer: InterviewerPort,
  turns: ScriptTurn[],
  startAt = Date.UTC(2026, 0, 5, 15),
): Promise<{ session: InterviewSession; recordingStartedAt: number | null }> {
  return playScript(ctx, interviewer, turns, startAt, SPOKEN);
}

/** A scripted call, paced as spoken, and what happened on it (`at`: seconds since it was answered). */
export async function runScriptedInterview(
  ctx: InterviewContext,
  interviewer: InterviewerPort,
  turns: ScriptTurn[],
  startAt = Date.UTC(2026, 0, 5, 15),
): Promise<SimulatedInterview> {
  const { session, recordingStartedAt } = await playScript(ctx, interviewer, turns, startAt, SPOKEN);
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

/**
 * The operator's voice-agent console (/test-voice-agent): the same simulator over what the
 * reference typed. The conversation is replayed from the start on every turn, so any web process
 * can answer (no session to keep). Lines are worded by the offline interviewer, so a replay says
 * exactly what it said before; on a live call the model may rephrase questions, never the legal lines.
 */
export async function simulateConversation(deps: Deps, raw: SimulateInput): Promise<Simulation> {
  const input = simulateSchema.parse(raw);
  const started = performance.now();
  const ctx = simulatorContext(deps, input);
  const said = input.utterances.map((say) => ({ say }));
  const { session } = await playScript(ctx, scriptedInterviewer(), said, deps.now().getTime(), TYPED);
  const turns: SimulatedTurn[] = session.transcript.map((t) => ({
    speaker: t.speaker,
    text: t.text,
    ...(t.questionType ? { questionType: t.questionType } : {}),
  }));
  const last = [...turns].reverse().find((t) => t.speaker === "agent");
  return {
    turns,
    ended: session.ended,
    outcome: session.outcome,
    lastAgentLine: last?.text ?? "",
    engineMs: Math.round((performance.now() - started) * 100) / 100,
  };
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
