import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { simCalls, simRecordings, simSms } from "../schema";
import { storeRecording } from "../../services/calls/callbacks";
import { recordCallOutcome } from "../../services/calls/outcome";
import type { Deps } from "../../services/deps";
import { voicemailMessageFor } from "../../services/calls/voicemail";
import { retryWhileUnreachable } from "../../db/errors";
import { CARRIER_TOKEN_HEADER } from "./telephony";
import { sameSecret } from "../../providers/installation-secret";
import { answerCallTwiml, parseRelayTwiml } from "../../http/voice/answer";
import { signHandshake } from "../../http/voice/relay-auth";
import { carrierStatusFor, personaFor, type PersonaKind } from "../personas/personas";
import { playPersona } from "./play-persona";

const placeCallBody = z.object({
  to: z.string(),
  from: z.string(),
  attemptKey: z.string().min(1),
  callLogId: z.number().int(),
  persona: z.string().optional(),
  slotAt: z.string().optional(),
});

/**
 * The simulated carrier: an offline stand-in for Twilio, hosted by the web process so that a
 * worker that dies mid-call does not end the call (as with a real carrier). Dials are idempotent
 * per attemptKey. Answered calls are played over the voice WebSocket like ConversationRelay.
 * Like Twilio's API it takes a credential: the carrier token that only the product's own
 * processes derive from the installation secret (anything else is a 401 and changes nothing).
 */
export async function registerSimulatedCarrier(app: FastifyInstance, deps: Deps) {
  await app.register(async (carrier) => {
    // After the body limit (an oversized body is a 413 like everywhere), before any handler runs.
    carrier.addHook("preValidation", async (req, reply) => {
      if (!sameSecret(req.headers[CARRIER_TOKEN_HEADER], deps.providers.simulatedCarrierToken))
        return reply
          .code(401)
          .type("text/plain; charset=utf-8")
          .send("simulated carrier: credentials required");
    });
    carrierRoutes(carrier, deps);
  });
}

function carrierRoutes(app: FastifyInstance, deps: Deps) {
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
        params: {
          callLogId: b.callLogId,
          sentAt: String(req.headers["x-sent-at"] ?? ""),
          slotAt: b.slotAt ?? "",
        },
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

  // Text messages land on the simulated handset (sim_sms), once per idempotency key.
  app.post("/sim/carrier/sms", async (req, reply) => {
    const parsed = sendSmsBody.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    const b = parsed.data;
    const sid = `SMsim${randomBytes(14).toString("hex")}`;
    const [row] = await deps.db
      .insert(simSms)
      .values({ sid, idempotencyKey: b.idempotencyKey, toNumber: b.to, fromNumber: b.from, body: b.body })
      .onConflictDoNothing({ target: simSms.idempotencyKey })
      .returning();
    if (row) return { messageSid: row.sid };
    const [existing] = await deps.db
      .select({ sid: simSms.sid })
      .from(simSms)
      .where(eq(simSms.idempotencyKey, b.idempotencyKey));
    return { messageSid: existing!.sid };
  });

  // Recording starts when the reference consents; it completes when the call ends (runCall).
  app.post("/sim/carrier/calls/:sid/recordings", async (req, reply) => {
    const callSid = String((req.params as { sid: string }).sid);
    const [call] = await deps.db.select().from(simCalls).where(eq(simCalls.sid, callSid));
    if (!call) return reply.code(404).send({ error: "no such call" });
    const sid = `REsim${randomBytes(14).toString("hex")}`;
    await deps.db
      .insert(simRecordings)
      .values({ sid, callSid, callLogId: Number(call.params.callLogId ?? 0) });
    return { sid, status: "in-progress" };
  });

  /** A recording's audio (a second of silence) until it is deleted, as Twilio serves its media. */
  app.get("/sim/carrier/recordings/:sid", async (req, reply) => {
    const sid = String((req.params as { sid: string }).sid);
    const [rec] = await deps.db.select().from(simRecordings).where(eq(simRecordings.sid, sid));
    if (!rec || rec.deletedAt)
      return reply.code(404).type("text/plain").send("The requested resource was not found");
    return reply.type("audio/wav").send(silentWav(1));
  });

  app.post("/sim/carrier/recordings/delete", async (req) => {
    const callSid = String((req.body as { callSid?: unknown })?.callSid ?? "");
    const gone = await deps.db
      .update(simRecordings)
      .set({ status: "deleted", deletedAt: deps.now() })
      .where(and(eq(simRecordings.callSid, callSid), isNull(simRecordings.deletedAt)))
      .returning({ sid: simRecordings.sid });
    return { deleted: gone.length };
  });
}

const sendSmsBody = z.object({
  to: z.string().min(1),
  from: z.string(),
  body: z.string(),
  idempotencyKey: z.string().min(1),
});

/** A mono 8 kHz 16-bit WAV of silence. */
function silentWav(seconds: number): Buffer {
  const data = 8000 * 2 * seconds;
  const b = Buffer.alloc(44 + data);
  b.write("RIFF", 0);
  b.writeUInt32LE(36 + data, 4);
  b.write("WAVEfmt ", 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write("data", 36);
  b.writeUInt32LE(data, 40);
  return b;
}

/** The call ended: its recordings are complete and reported back, like Twilio's recording callback. */
async function completeRecordings(deps: Deps, callSid: string, callLogId: number) {
  const recs = await deps.db
    .update(simRecordings)
    .set({ status: "completed" })
    .where(and(eq(simRecordings.callSid, callSid), eq(simRecordings.status, "in-progress")))
    .returning();
  for (const r of recs)
    await storeRecording(deps, callLogId, {
      recordingSid: r.sid,
      recordingUrl: `${deps.config.publicBaseUrl}/sim/carrier/recordings/${r.sid}`,
      callSid,
    });
}

const pause = (deps: Deps, ms: number) =>
  new Promise((r) => setTimeout(r, Math.round(ms * deps.config.env.SIM_TIME_SCALE)));

/**
 * A carrier's own state does not live in our database, so a restart of ours must not end its
 * calls: the simulated carrier's steps (its ledger happens to be stored here, and it reports the
 * outcome the way Twilio's status callback would) wait out a database outage.
 */
const carrierStep = <T>(fn: () => Promise<T>) => retryWhileUnreachable(fn, 120_000);

async function setStatus(deps: Deps, sid: string, status: string) {
  await carrierStep(() =>
    deps.db.update(simCalls).set({ status, updatedAt: deps.now() }).where(eq(simCalls.sid, sid)),
  );
}

async function runCall(deps: Deps, sid: string, callLogId: number, persona: PersonaKind) {
  await pause(deps, 3000);
  const status = carrierStatusFor(persona);
  if (status) {
    await pause(deps, status === "busy" ? 500 : 20_000);
    await setStatus(deps, sid, status);
    if (status === "voicemail") {
      // Answering-machine detection found a machine: we leave the callback message.
      const message = await carrierStep(() => voicemailMessageFor(deps, callLogId));
      await carrierStep(() =>
        deps.db
          .update(simCalls)
          .set({
            params: sql`${simCalls.params} || ${JSON.stringify({ voicemailMessage: message })}::jsonb`,
            updatedAt: deps.now(),
          })
          .where(eq(simCalls.sid, sid)),
      );
    }
    await carrierStep(() => recordCallOutcome(deps, { callLogId, outcome: status, endReason: status }));
    return;
  }
  await setStatus(deps, sid, "in-progress");
  // Answered: ask the product what to do with the call, exactly as Twilio fetches the answer URL,
  // then connect where the TwiML says, with its parameters and a signed handshake.
  const relay = parseRelayTwiml((await carrierStep(() => answerCallTwiml(deps, callLogId, sid))) ?? "");
  if (relay) {
    const signature = signHandshake(deps.providers.simulatedCarrierToken, relay.url);
    const played = await playPersona(
      relay.url,
      { callSid: sid, customParameters: relay.parameters },
      persona,
      (ms) => pause(deps, ms),
      { "x-twilio-signature": signature },
    );
    // Every move to another language the server asked for, for tests and the operator to read.
    if (played.languages.length)
      await carrierStep(() =>
        deps.db
          .update(simCalls)
          .set({
            params: sql`${simCalls.params} || ${JSON.stringify({ languages: played.languages })}::jsonb`,
            updatedAt: deps.now(),
          })
          .where(eq(simCalls.sid, sid)),
      );
  }
  await setStatus(deps, sid, "completed");
  await carrierStep(() => completeRecordings(deps, sid, callLogId));
}
