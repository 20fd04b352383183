import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { CALL_LOCALES } from "../../providers/telephony/language-voices";
import { relayToken } from "../../providers/telephony/twiml";
import { retryWhileUnreachable } from "../../db/errors";
import { recordCallOutcome } from "../../services/calls/outcome";
import type { Deps } from "../../services/deps";
import type { InterviewSession } from "../../services/interview/session";
import { amdVerdictOf, awaitsAmd, contextForCall, newSession } from "../../services/interview/start";
import { RELAY_SECRET_PARAMETER } from "./answer";
import { claimRelaySession, handshakeIsSigned, nonceOfUpgrade, RELAY_PATH } from "./relay-auth";

/** A socket that has not presented a valid setup by then is closed. */
const SETUP_DEADLINE_MS = 15_000;
/** WebSocket close code for a peer that failed authentication (RFC 6455 policy violation). */
const POLICY_VIOLATION = 1008;
import { WRAP_UP_LINE, type OpenCalls } from "./wrap-up";

/** Messages ConversationRelay sends us (the subset the interview uses). */
type Inbound =
  | { type: "setup"; callSid: string; customParameters?: Record<string, string> }
  | { type: "prompt"; voicePrompt: string; last?: boolean }
  | { type: "interrupt"; utteranceUntilInterrupt?: string; durationUntilInterruptMs?: number }
  | { type: "dtmf"; digit: string }
  | { type: "error"; description?: string }
  /** Our own once-a-second clock, never sent by the carrier. */
  | { type: "tick" };

/**
 * The voice WebSocket (Twilio ConversationRelay protocol). Twilio — or the simulated carrier —
 * sends the reference's words as text; the interview engine answers with text tokens, streamed as
 * they are produced. Barge-in stops the current line at once; keypad 1/2 answer yes/no.
 * Nobody is spoken to before the peer is authenticated (relay-auth.ts): a signed upgrade, then a
 * `setup` with the call's single-use secret for a call the carrier has really placed.
 */
export function registerVoiceRelay(app: FastifyInstance, deps: Deps, openCalls: OpenCalls) {
  const refuseUnsigned = async (req: FastifyRequest, reply: FastifyReply) => {
    if (handshakeIsSigned(deps, req)) return;
    req.log.warn({ ip: req.ip }, "voice relay: unsigned WebSocket upgrade refused");
    return reply.code(403).send("Invalid Twilio signature");
  };
  app.get(RELAY_PATH, { websocket: true, preValidation: refuseUnsigned }, (socket: WebSocket, req) => {
    const nonce = nonceOfUpgrade(req.url);
    let session: InterviewSession | null = null;
    let setupSeen = false;
    let callLogId: number | null = null;
    let callSid = "";
    let finished = false;
    let startedAt = deps.now();
    // Prompts are handled one at a time, in order; interrupts bypass the queue.
    let chain: Promise<void> = Promise.resolve();
    // The engine's clock: silence re-prompts and the 8-minute cap fire between the reference's turns.
    let speakingSince: number | null = null;
    const timer = setInterval(() => {
      if (session && !session.ended) chain = chain.then(() => handle({ type: "tick" })).catch(() => {});
    }, 1000);
    timer.unref();
    let leaveOpenCalls = () => {};
    // Starting and pausing the recording are requests to the carrier's API (a round trip each, and
    // a database write with the simulated carrier): they run in order on a queue of their own, so
    // the reference's next words are never held behind one. The outcome is stored after them.
    let recording: Promise<void> = Promise.resolve();

    const send = (m: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
    };

    const finish = async (reason?: string) => {
      if (finished || callLogId == null || !session) return;
      finished = true;
      await recording;
      const s = session.state;
      const input = {
        callLogId,
        outcome: s.outcome ?? "dropped",
        endReason: reason ?? s.endReason ?? undefined,
        transcript: session.transcript,
        responses: s.responses,
        durationSeconds: Math.round((deps.now().getTime() - startedAt.getTime()) / 1000),
        relationship: session.ctx.relationship,
        unsupportedLanguage: s.unsupportedLanguage,
        consent: {
          requestedAt: new Date(s.consentRequestedAt),
          respondedAt: s.consentRespondedAt === null ? null : new Date(s.consentRespondedAt),
          given: s.consentGiven,
          rawResponse: s.consentRaw,
          recordingStartedAt: s.recordingStartedAt === null ? null : new Date(s.recordingStartedAt),
          response: s.consent,
          redactions: session.redactions,
        },
      };
      // The interview exists only in memory until this is stored: wait out a database restart.
      await retryWhileUnreachable(() => recordCallOutcome(deps, input)).catch((err) =>
        app.log.error({ err, callLogId }, "recording call outcome failed"),
      );
    };

    const run = async () => {
      if (!session) return;
      const result = await session.perform(
        (token, last, line) => {
          // Legal lines (disclosure, consent question) are never cut by the reference's speech.
          const text = { type: "text", token: relayToken(token, deps.config.env.VOICE_SPEED), last };
          send(line.legal ? { ...text, interruptible: false, preemptible: false } : text);
          return socket.readyState === socket.OPEN;
        },
        (language) => {
          // The reference is offered another language: voice and recognition move before the line.
          const locale = CALL_LOCALES[language];
          send({ type: "language", ttsLanguage: locale, transcriptionLanguage: locale });
        },
      );
      const telephony = deps.providers.telephony;
      if (result.pauseRecording && telephony.stopRecording) {
        const sid = callSid;
        recording = recording.then(() =>
          telephony.stopRecording!(sid).catch((err) =>
            app.log.error({ err, callSid: sid }, "stopping the recording failed"),
          ),
        );
      }
      if (result.startRecording && telephony.startRecording) {
        const [sid, id] = [callSid, callLogId!];
        recording = recording.then(() =>
          telephony.startRecording!(sid, id).catch((err) =>
            app.log.error({ err, callSid: sid }, "starting the recording failed"),
          ),
        );
      }
      if (result.end) {
        await finish(result.end.reason);
        send({ type: "end", handoffData: JSON.stringify({ outcome: result.end.outcome }) });
      }
    };

    const wrapUp = async () => {
      if (!session || finished) return;
      session.transcript.push({ speaker: "agent", text: WRAP_UP_LINE, at: deps.now().toISOString() });
      send({ type: "text", token: relayToken(WRAP_UP_LINE, deps.config.env.VOICE_SPEED), last: true });
      session.hear({ kind: "hangup", at: deps.now().getTime() });
      await finish("ended early: the service restarted");
      send({ type: "end", handoffData: JSON.stringify({ outcome: session.state.outcome }) });
    };

    const handle = async (msg: Inbound) => {
      if (msg.type === "setup") {
        // One setup per socket; a second one (a replay on a live socket) is ignored.
        if (setupSeen) return;
        setupSeen = true;
        const id = Number(msg.customParameters?.callLogId);
        const secret = msg.customParameters?.[RELAY_SECRET_PARAMETER];
        const claimed =
          Number.isSafeInteger(id) &&
          id > 0 &&
          typeof secret === "string" &&
          typeof msg.callSid === "string" &&
          (await retryWhileUnreachable(
            () => claimRelaySession(deps, { callLogId: id, callSid: msg.callSid, secret, nonce }),
            30_000,
          ));
        const found = claimed ? await retryWhileUnreachable(() => contextForCall(deps, id), 30_000) : null;
        if (!found) {
          // Not a word to a peer we cannot place: close, and leave the call log as it was.
          app.log.warn({ callLogId: msg.customParameters?.callLogId }, "voice relay: setup refused");
          socket.close(POLICY_VIOLATION, "unauthorized");
          return;
        }
        clearTimeout(setupDeadline);
        callLogId = found.log.id;
        callSid = msg.callSid;
        startedAt = found.log.callStartTime ?? deps.now();
        session = newSession(deps, found.ctx, { amdPending: awaitsAmd(deps, found.log) });
        // Shutdown: after the line being spoken, say goodbye and store the call as a hang-up.
        leaveOpenCalls = openCalls.add({ wrapUp: () => (chain = chain.then(wrapUp)) });
        await run();
      } else if (msg.type === "error") {
        // Queued behind setup so an error right after it is not lost. Only an authenticated
        // peer (setup accepted) gets a log line: strangers cannot flood the log.
        if (!session) return;
        // Twilio reports relay-side failures (bad TwiML attributes, TTS or STT errors) here and
        // nowhere else: an operator needs the line to know why a call went quiet.
        app.log.warn(
          { callLogId, callSid, description: String(msg.description ?? "").slice(0, 1000) },
          "voice relay: error reported by the carrier",
        );
      } else if (!session || session.ended) {
        return;
      } else if (msg.type === "tick") {
        // Live outbound calls: the first question waits for the carrier's answering-machine verdict,
        // which its webhook stores (possibly in another web process).
        if (session.state.amd === "pending" && callLogId !== null) {
          const verdict = await amdVerdictOf(deps, callLogId);
          if (verdict) session.hear({ kind: "amd", result: verdict, at: deps.now().getTime() });
        }
        session.hear({ kind: "tick", at: deps.now().getTime(), speaking: speakingSince !== null });
        await run();
      } else if (msg.type === "prompt") {
        // Partial transcripts: the reference is mid-sentence (no silence), wait for the final one.
        if (msg.last === false) {
          speakingSince ??= deps.now().getTime();
          return;
        }
        speakingSince = null;
        // With a live model, its caution-only reading of the turn comes first (caution.ts).
        await session.hearTurn({ kind: "utterance", text: msg.voicePrompt, at: deps.now().getTime() });
        await run();
      } else if (msg.type === "dtmf") {
        session.hear({ kind: "dtmf", digit: msg.digit, at: deps.now().getTime() });
        await run();
      }
    };

    const setupDeadline = setTimeout(() => {
      if (!session) socket.close(POLICY_VIOLATION, "no setup");
    }, SETUP_DEADLINE_MS);

    socket.on("message", (raw) => {
      let msg: Inbound;
      try {
        msg = JSON.parse(String(raw)) as Inbound;
      } catch {
        return;
      }
      if (!msg || typeof msg !== "object") return;
      if (msg.type === "tick") return; // only our own timer may tick
      if (msg.type === "interrupt") {
        session?.interrupt(msg.utteranceUntilInterrupt);
        return;
      }
      chain = chain
        .then(() => handle(msg))
        .catch((err) => app.log.error({ err }, "voice relay message failed"));
    });
    socket.on("close", () => {
      clearTimeout(setupDeadline);
      clearInterval(timer);
      leaveOpenCalls();
      chain = chain.then(async () => {
        if (!session || finished) return;
        session.hear({ kind: "hangup", at: deps.now().getTime() });
        await finish();
      });
    });
  });
}
