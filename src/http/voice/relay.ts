import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { callLogs, referenceChecks, type TranscriptTurn } from "../../db/schema";
import { recordCallOutcome } from "../../services/calls/outcome";
import type { Deps } from "../../services/deps";
import { ScriptedInterview, type Turn } from "../../services/interview/script";

/** Messages ConversationRelay sends us (the subset the interview uses). */
type Inbound =
  | { type: "setup"; callSid: string; customParameters?: Record<string, string> }
  | { type: "prompt"; voicePrompt: string; last?: boolean }
  | { type: "interrupt"; utteranceUntilInterrupt?: string }
  | { type: "dtmf"; digit: string }
  | { type: "error"; description?: string };

/**
 * The voice WebSocket (Twilio ConversationRelay protocol). Twilio — or the simulated carrier —
 * sends the reference's words as text; we answer with text tokens and end the session.
 */
export function registerVoiceRelay(app: FastifyInstance, deps: Deps) {
  app.get("/voice/relay", { websocket: true }, (socket: WebSocket) => {
    let interview: ScriptedInterview | null = null;
    let callLogId: number | null = null;
    const transcript: TranscriptTurn[] = [];
    const startedAt = deps.now();
    let finished = false;

    const say = (turn: Turn) => {
      transcript.push({
        speaker: "agent",
        text: turn.say,
        at: deps.now().toISOString(),
        questionType: turn.questionType,
      });
      const words = turn.say.split(/(?<=\s)/);
      words.forEach((w, i) =>
        socket.send(JSON.stringify({ type: "text", token: w, last: i === words.length - 1 })),
      );
    };

    const finish = async (outcome: "completed" | "consent_refused" | "dropped", reason: string) => {
      if (finished || callLogId == null || !interview) return;
      finished = true;
      await recordCallOutcome(deps, {
        callLogId,
        outcome,
        endReason: reason,
        transcript,
        durationSeconds: Math.round((deps.now().getTime() - startedAt.getTime()) / 1000),
        consent: {
          requestedAt: interview.consentRequestedAt,
          respondedAt: interview.consentRespondedAt,
          given: interview.consentGiven,
          rawResponse: interview.consentRaw,
          recordingStartedAt: interview.consentGiven ? interview.consentRespondedAt : null,
        },
      }).catch((err) => app.log.error({ err, callLogId }, "recording call outcome failed"));
    };

    socket.on("message", async (raw) => {
      let msg: Inbound;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      try {
        if (msg.type === "setup") {
          const id = Number(msg.customParameters?.callLogId);
          const [row] = await deps.db
            .select({ log: callLogs, check: referenceChecks })
            .from(callLogs)
            .innerJoin(referenceChecks, eq(referenceChecks.id, callLogs.referenceCheckId))
            .where(eq(callLogs.id, Number.isInteger(id) ? id : -1));
          // The carrier can connect before the worker has written the call id down; accept that.
          if (!row || (row.log.callRequestId && row.log.callRequestId !== msg.callSid) || row.log.outcome) {
            socket.send(
              JSON.stringify({ type: "end", handoffData: JSON.stringify({ reason: "unknown call" }) }),
            );
            return socket.close();
          }
          callLogId = row.log.id;
          await deps.db
            .update(callLogs)
            .set({
              status: "in-progress",
              callRequestId: msg.callSid,
              callStartTime: deps.now(),
              updatedAt: deps.now(),
            })
            .where(eq(callLogs.id, row.log.id));
          interview = new ScriptedInterview({
            productName: deps.config.env.PRODUCT_NAME,
            candidateName: row.check.candidateName,
            referenceName: row.log.referenceName,
            companyName: row.check.companyName,
            role: row.check.role,
          });
          say(interview.opening());
        } else if (msg.type === "prompt" && interview && !finished) {
          transcript.push({ speaker: "reference", text: msg.voicePrompt, at: deps.now().toISOString() });
          const turn = interview.reply(msg.voicePrompt);
          say(turn);
          if (turn.done) {
            await finish(turn.outcome ?? "completed", turn.outcome ?? "completed");
            socket.send(
              JSON.stringify({ type: "end", handoffData: JSON.stringify({ outcome: turn.outcome }) }),
            );
          }
        }
      } catch (err) {
        app.log.error({ err }, "voice relay message failed");
      }
    });
    socket.on("close", () => {
      void finish("dropped", "caller hung up");
    });
  });
}
