import { randomBytes } from "node:crypto";
import { personaFor, personaMove, type PersonaKind } from "../../http/sim/personas";
import { sayTwiml } from "../../providers/telephony/twiml";
import { DEFAULT_SPEED, DEFAULT_VOICE } from "../../shared/voices";
import type { Deps } from "../deps";
import type { InterviewContext } from "./plan";
import { InterviewSession } from "./session";
import { interviewerFor } from "./start";

/**
 * Service functions for the operator console's test pages. They drive the real interview engine
 * and the real telephony provider; nothing here is a separate script.
 */

export interface ConversationLine {
  speaker: "agent" | "reference";
  text: string;
  questionType?: string;
}

/**
 * A simulated conversation the console steps through turn by turn: `agentTurn()` speaks the
 * engine's next line(s); `referenceTurn()` lets the persona answer (or `reply(text)` sends a typed
 * answer); `interrupt()` barges in. Pausing is simply not calling; `stop()` hangs up.
 */
export class SimulatedConversation {
  readonly session: InterviewSession;
  readonly persona: PersonaKind;
  private lastAgentLine = "";
  private turn = 0;

  constructor(
    deps: Pick<Deps, "providers" | "config">,
    opts: { persona?: string; context?: Partial<InterviewContext> },
    clock: () => number = Date.now,
  ) {
    this.persona = personaFor(opts.persona);
    const ctx: InterviewContext = {
      productName: deps.config.env.PRODUCT_NAME,
      candidateName: "Jordan Rivera",
      referenceName: "Pat Kim",
      companyName: "Acme Corp",
      role: "Product Manager",
      relationship: "direct-manager",
      callbackNumber: "+15005550006",
      ...opts.context,
    };
    this.session = new InterviewSession(ctx, interviewerFor(deps), clock);
  }

  get ended() {
    return this.session.ended;
  }
  get outcome() {
    return this.session.outcome;
  }
  get transcript(): ConversationLine[] {
    return this.session.transcript.map((t) => ({
      speaker: t.speaker,
      text: t.text,
      questionType: t.questionType,
    }));
  }

  /** Speaks what the engine has to say now; `onToken` receives it word by word as it streams. */
  async agentTurn(
    onToken?: (token: string) => void,
  ): Promise<{ text: string; ended: boolean; startRecording: boolean }> {
    let text = "";
    const r = await this.session.perform((token) => {
      text += token;
      onToken?.(token);
    });
    this.lastAgentLine = text.trim() || this.lastAgentLine;
    return { text: text.trim(), ended: this.session.ended || !!r.end, startRecording: r.startRecording };
  }

  /** The persona's answer to the last agent line (null when the call is over). */
  referenceTurn(): string | null {
    if (this.session.ended) return null;
    const move = personaMove(this.persona, this.lastAgentLine, this.turn++);
    if (!move) return null;
    if (move.kind === "dtmf") {
      this.session.hear({ kind: "dtmf", digit: move.digit, at: Date.now() });
      return `[keypad ${move.digit}]`;
    }
    this.session.hear({ kind: "utterance", text: move.text, at: Date.now() });
    return move.text;
  }

  /** A typed answer from the operator instead of the persona's. */
  reply(text: string): void {
    if (!this.session.ended) this.session.hear({ kind: "utterance", text, at: Date.now() });
  }

  interrupt(heard?: string): void {
    this.session.interrupt(heard);
  }

  stop(): void {
    if (!this.session.ended) this.session.hear({ kind: "hangup", at: Date.now() });
  }

  /** Runs to the end (or `maxTurns`), for "play the whole scenario". */
  async runToEnd(maxTurns = 60): Promise<ConversationLine[]> {
    for (let i = 0; i < maxTurns && !this.ended; i++) {
      await this.agentTurn();
      if (this.ended) break;
      if (this.referenceTurn() === null) this.stop();
    }
    await this.agentTurn();
    return this.transcript;
  }
}

export interface VoiceTestInput {
  voice?: string;
  speed?: number;
  script: string;
  testType?: "intro" | "followup";
}

/** POST /api/generate-test-twiml: the TwiML a test call would play (voice, speed 80–100, script). */
export function generateTestTwiml(input: VoiceTestInput): string {
  return sayTwiml(input.script, { voice: input.voice ?? DEFAULT_VOICE, speed: input.speed ?? DEFAULT_SPEED });
}

/**
 * POST /api/test-voice-call and /api/test-basic-call: rings the operator's own phone with the
 * script through the configured telephony provider (simulated: nothing rings; a simulated id).
 */
export async function placeTestCall(
  deps: Pick<Deps, "providers">,
  input: VoiceTestInput & { phoneNumber: string },
): Promise<{ callId: string; twiml: string; simulated: boolean }> {
  const twiml = generateTestTwiml(input);
  const telephony = deps.providers.telephony;
  if (telephony.placeTwimlCall) {
    const callId = await telephony.placeTwimlCall(
      input.phoneNumber,
      telephony.callerNumberFor(input.phoneNumber),
      twiml,
    );
    return { callId, twiml, simulated: telephony.mode === "simulated" };
  }
  return { callId: `CAsimtest${randomBytes(12).toString("hex")}`, twiml, simulated: true };
}
