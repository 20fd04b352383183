import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { callLogs } from "../../db/schema";
import { relayToken } from "../../providers/telephony/twiml";
import { retryWhileUnreachable } from "../../db/errors";
import { recordCallOutcome } from "../../services/calls/outcome";
import type { Deps } from "../../services/deps";
import type { InterviewSession } from "../../services/interview/session";
import { contextForCall, newSession } from "../../services/interview/start";

/** Messages ConversationRelay sends us (the subset the interview uses). */
type Inbound =
  | { type: "setup"; callSid: string; customParameters?: Record<string, string> }
  | { type: "prompt"; voicePrompt: string; last?: boolean }
  | { type: "interrupt"; utteranceUntilInterrupt?: string; durationUntilInterruptMs?: number }
  | { type: "dtmf"; digit: string }
  | { type: "error"; description?: string };

/**
 * The voice WebSocket (Twilio ConversationRelay protocol). Twilio — or the simulated carrier —
 * sends the reference's words as text; the interview engine answers with text tokens, streamed as
 * they are produced. Barge-in stops the current line at once; keypad 1/2 answer yes/no.
 */
export function registerVoiceRelay(app: FastifyInstance, deps: Deps) {
  app.get("/voice/relay", { websocket: true }, (socket: WebSocket) => {
    let session: InterviewSession | null = null;
    let callLogId: number | null = null;
    let callSid = "";
    let finished = false;
    let startedAt = deps.now();
    // Prompts are handled one at a time, in order; interrupts bypass the queue.
    let chain: Promise<void> = Promise.resolve();

    const send = (m: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
    };

    const finish = async (reason?: string) => {
      if (finished || callLogId == null || !session) return;
      finished = true;
      const s = session.state;
      const input = {
        callLogId,
        outcome: s.outcome ?? "dropped",
        endReason: reason ?? s.endReason ?? undefined,
        transcript: session.transcript,
        responses: s.responses,
        durationSeconds: Math.round((deps.now().getTime() - startedAt.getTime()) / 1000),
        relationship: session.ctx.relationship,
        consent: {
          requestedAt: new Date(s.consentRequestedAt),
          respondedAt: s.consentRespondedAt === null ? null : new Date(s.consentRespondedAt),
          given: s.consentGiven,
          rawResponse: s.consentRaw,
          recordingStartedAt: s.consentGiven && s.consentRespondedAt ? new Date(s.consentRespondedAt) : null,
        },
      };
      // The interview exists only in memory until this is stored: wait out a database restart.
      await retryWhileUnreachable(() => recordCallOutcome(deps, input)).catch((err) =>
        app.log.error({ err, callLogId }, "recording call outcome failed"),
      );
    };

    const run = async () => {
      if (!session) return;
      const result = await session.perform((token, last) => {
        send({ type: "text", token: relayToken(token, deps.config.env.VOICE_SPEED), last });
        return socket.readyState === socket.OPEN;
      });
      if (result.startRecording && deps.providers.telephony.startRecording)
        await deps.providers.telephony
          .startRecording(callSid, callLogId!)
          .catch((err) => app.log.error({ err, callSid }, "starting the recording failed"));
      if (result.end) {
        await finish(result.end.reason);
        send({ type: "end", handoffData: JSON.stringify({ outcome: result.end.outcome }) });
      }
    };

    const handle = async (msg: Inbound) => {
      if (msg.type === "setup") {
        const id = Number(msg.customParameters?.callLogId);
        const found = Number.isInteger(id)
          ? await retryWhileUnreachable(() => contextForCall(deps, id), 30_000)
          : null;
        // The carrier can connect before the worker has written the call id down; accept that.
        if (
          !found ||
          (found.log.callRequestId && found.log.callRequestId !== msg.callSid) ||
          found.log.outcome
        ) {
          send({ type: "end", handoffData: JSON.stringify({ reason: "unknown call" }) });
          socket.close();
          return;
        }
        callLogId = found.log.id;
        callSid = msg.callSid;
        startedAt = deps.now();
        await retryWhileUnreachable(
          () =>
            deps.db
              .update(callLogs)
              .set({
                status: "in-progress",
                callRequestId: msg.callSid,
                callStartTime: startedAt,
                updatedAt: startedAt,
              })
              .where(eq(callLogs.id, found.log.id)),
          30_000,
        );
        session = newSession(deps, found.ctx);
        await run();
      } else if (!session || session.ended) {
        return;
      } else if (msg.type === "prompt") {
        if (msg.last === false) return; // partial transcripts: wait for the final one
        session.hear({ kind: "utterance", text: msg.voicePrompt, at: deps.now().getTime() });
        await run();
      } else if (msg.type === "dtmf") {
        session.hear({ kind: "dtmf", digit: msg.digit, at: deps.now().getTime() });
        await run();
      }
    };

    socket.on("message", (raw) => {
      let msg: Inbound;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (msg.type === "interrupt") {
        session?.interrupt(msg.utteranceUntilInterrupt);
        return;
      }
      chain = chain
        .then(() => handle(msg))
        .catch((err) => app.log.error({ err }, "voice relay message failed"));
    });
    socket.on("close", () => {
      chain = chain.then(async () => {
        if (!session || finished) return;
        session.hear({ kind: "hangup", at: deps.now().getTime() });
        await finish();
      });
    });
  });
}
