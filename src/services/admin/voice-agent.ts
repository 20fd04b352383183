import { z } from "zod";
import { InterviewSession } from "../interview/session";
import { simulatorContext } from "../interview/simulate";
import { scriptedInterviewer } from "../interview/voice";
import type { Deps } from "../deps";

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

/**
 * The operator's voice-agent simulator, driving the same interview engine (state machine and
 * session) as a real call. The conversation is replayed from the start on every turn from what
 * the reference said, so any web process can answer (no session to keep). Lines are worded by the
 * offline interviewer, so a replay says exactly what it said before; on a live call the model
 * may rephrase questions, never the legal lines.
 */
export async function simulateConversation(deps: Deps, raw: SimulateInput): Promise<Simulation> {
  const input = simulateSchema.parse(raw);
  const started = performance.now();
  const ctx = simulatorContext(deps, input);
  // A simulated clock: each reply comes 15 s after the last, so the 8-minute cap applies as on a call.
  let clock = deps.now().getTime();
  const session = new InterviewSession(ctx, scriptedInterviewer(), () => clock);
  const spoken = async () => {
    const done = await session.perform(() => true);
    return done.end;
  };
  let end = await spoken();
  for (const said of input.utterances) {
    if (end || session.ended) break;
    clock += 15_000;
    session.hear({ kind: "utterance", text: said, at: clock });
    end = await spoken();
  }
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
