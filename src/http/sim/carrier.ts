import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { z } from "zod";
import { simCalls } from "../../db/schema";
import { recordCallOutcome } from "../../services/calls/outcome";
import type { Deps } from "../../services/deps";
import { answersFor, personaFor, type PersonaKind } from "./personas";

const placeCallBody = z.object({
  to: z.string(),
  from: z.string(),
  attemptKey: z.string().min(1),
  callLogId: z.number().int(),
  persona: z.string().optional(),
});

/**
 * The simulated carrier: an offline stand-in for Twilio, hosted by the web process so that a
 * worker that dies mid-call does not end the call (as with a real carrier). Dials are idempotent
 * per attemptKey. Answered calls are played over the voice WebSocket like ConversationRelay.
 */
export function registerSimulatedCarrier(app: FastifyInstance, deps: Deps) {
  app.post("/sim/carrier/calls", async (req, reply) => {
    const parsed = placeCallBody.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    const b = parsed.data;
    const sid = `CAsim${randomBytes(14).toString("hex")}`;
    const persona = personaFor(b.persona);
    const inserted = await deps.db
      .insert(simCalls)
      .values({
        sid,
        attemptKey: b.attemptKey,
        toNumber: b.to,
        fromNumber: b.from,
        persona,
        params: { callLogId: b.callLogId },
      })
      .onConflictDoNothing({ target: simCalls.attemptKey })
      .returning();
    if (!inserted[0]) {
      const [existing] = await deps.db.select().from(simCalls).where(eq(simCalls.attemptKey, b.attemptKey));
      return { callSid: existing!.sid, duplicate: true };
    }
    setImmediate(
      () =>
        void runCall(deps, sid, b.callLogId, persona).catch((err) =>
          app.log.error({ err }, "sim call failed"),
        ),
    );
    return { callSid: sid, duplicate: false };
  });

  app.post("/sim/carrier/calls/lookup", async (req) => {
    const key = String((req.body as { attemptKey?: unknown })?.attemptKey ?? "");
    const [row] = await deps.db
      .select({ sid: simCalls.sid })
      .from(simCalls)
      .where(eq(simCalls.attemptKey, key));
    return { callSid: row?.sid ?? null };
  });

  app.post("/sim/carrier/sms", async () => ({ messageSid: `SMsim${randomBytes(14).toString("hex")}` }));
}

const pause = (deps: Deps, ms: number) =>
  new Promise((r) => setTimeout(r, Math.round(ms * deps.config.env.SIM_TIME_SCALE)));

async function setStatus(deps: Deps, sid: string, status: string) {
  await deps.db.update(simCalls).set({ status, updatedAt: deps.now() }).where(eq(simCalls.sid, sid));
}

async function runCall(deps: Deps, sid: string, callLogId: number, persona: PersonaKind) {
  await pause(deps, 3000);
  if (persona === "no-answer" || persona === "busy" || persona === "voicemail") {
    await pause(deps, persona === "busy" ? 500 : 20_000);
    await setStatus(deps, sid, persona);
    await recordCallOutcome(deps, { callLogId, outcome: persona, endReason: persona });
    return;
  }
  await setStatus(deps, sid, "in-progress");
  const url = deps.config.publicBaseUrl.replace(/^http/, "ws") + "/voice/relay";
  const answers = answersFor(persona);
  await new Promise<void>((resolve) => {
    const ws = new WebSocket(url);
    let turn = 0;
    ws.on("open", () =>
      ws.send(
        JSON.stringify({ type: "setup", callSid: sid, customParameters: { callLogId: String(callLogId) } }),
      ),
    );
    ws.on("message", async (raw) => {
      const msg = JSON.parse(String(raw)) as { type: string; token?: string; last?: boolean };
      if (msg.type === "text") {
        if (msg.last) {
          const answer = answers[Math.min(turn++, answers.length - 1)]!;
          await pause(deps, 1500);
          if (ws.readyState === WebSocket.OPEN)
            ws.send(JSON.stringify({ type: "prompt", voicePrompt: answer, last: true }));
        }
      } else if (msg.type === "end") {
        ws.close();
      }
    });
    ws.on("close", () => resolve());
    ws.on("error", () => resolve());
  });
  await setStatus(deps, sid, "completed");
}
