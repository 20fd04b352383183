import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import twilio from "twilio";
import { callLogs } from "../../db/schema";
import type { Deps } from "../../services/deps";

/**
 * Who may speak on the voice WebSocket. Four locks, all needed:
 * 1. the upgrade request carries an X-Twilio-Signature for the socket's URL, made with the
 *    carrier's credential (Twilio's auth token live; the simulated carrier's token offline);
 * 2. that URL carries this call's nonce (so the signature is one call's, never reusable);
 * 3. `setup` presents the single-use secret that only the answer TwiML of this call carried;
 * 4. the call log already holds the provider's call SID for this call, and `setup` names it.
 * The nonce and the secret are derived from the call (log id and call SID) with the installation's
 * key: one of each per call SID, however often the answer is fetched, and once the secret is spent
 * no answer issues it again, so a replayed answer opens no second socket.
 */

export const RELAY_PATH = "/voice/relay";

/** The credential the carrier signs with: the same one its webhooks are checked against. */
export function carrierSigningToken(deps: Deps): string {
  return deps.providers.telephony.mode === "live"
    ? (deps.config.env.TWILIO_AUTH_TOKEN ?? "")
    : deps.providers.simulatedCarrierToken;
}

/**
 * The socket's public origin. Twilio's ConversationRelay connects only to wss:// addresses, so live
 * telephony always gets wss (an http:// PUBLIC_BASE_URL behind a TLS-terminating router still
 * works; a ws:// address would be refused by Twilio on every call). The simulated carrier dials
 * the scheme as configured (plain ws on a developer's machine).
 */
export function relayOrigin(deps: Pick<Deps, "config" | "providers">): string {
  const base = deps.config.publicBaseUrl;
  return deps.providers.telephony.mode === "live"
    ? base.replace(/^https?:/, "wss:")
    : base.replace(/^http/, "ws");
}

/** The query parameter of the socket's URL that carries the call's nonce. */
export const RELAY_NONCE_PARAMETER = "n";

type Call = { callLogId: number; callSid: string };
const derived = (deps: Pick<Deps, "config">, purpose: string, c: Call) =>
  createHmac("sha256", deps.config.encryptionKey)
    .update(`voice-relay-${purpose}:${c.callLogId}:${c.callSid}`, "utf8")
    .digest("base64url");

/** This call's nonce in the socket's URL (the carrier's handshake signature covers it). */
export function relayNonce(deps: Pick<Deps, "config">, c: Call): string {
  return derived(deps, "nonce", c).slice(0, 22);
}

/** The socket's public address for one call, as the carrier is told it in the answer TwiML. */
export function relayUrl(deps: Pick<Deps, "config" | "providers">, c: Call): string {
  return `${relayOrigin(deps)}${RELAY_PATH}?${RELAY_NONCE_PARAMETER}=${relayNonce(deps, c)}`;
}

/** The nonce the socket was opened with (its upgrade URL's query). */
export function nonceOfUpgrade(url: string): string {
  return new URLSearchParams(url.split("?")[1] ?? "").get(RELAY_NONCE_PARAMETER) ?? "";
}

/** A spent secret's mark: no secret hashes to it, so nothing can claim or re-issue it. */
const SPENT = "spent";

/**
 * Twilio signs the handshake over the URL it connected to (with no body parameters). The https
 * spelling of the same address is accepted too: it is the same secret over the same path.
 */
export function handshakeIsSigned(deps: Deps, req: FastifyRequest): boolean {
  const signature = req.headers["x-twilio-signature"];
  const token = carrierSigningToken(deps);
  if (typeof signature !== "string" || !signature || !token) return false;
  const wsUrl = relayOrigin(deps) + req.url;
  const httpUrl = deps.config.publicBaseUrl + req.url;
  return (
    twilio.validateRequest(token, signature, wsUrl, {}) ||
    twilio.validateRequest(token, signature, httpUrl, {})
  );
}

/** How the carrier signs its handshake (the simulated carrier and tests use this). */
export function signHandshake(token: string, url: string): string {
  return twilio.getExpectedTwilioSignature(token, url, {});
}

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * Called only from an authenticated answer (Twilio's signed answer webhook, or the simulated
 * carrier answering a call it was asked to place): gives this call its secret, storing only its
 * hash, and notes the provider's call SID if the dial has not written it yet. The same call SID
 * always gets the same secret until it is spent; after that, nothing (a replayed answer mid-call).
 * Refused (null) for an attempt still waiting for its dial slot, one already over, one whose
 * stored call SID is another call's, or one whose secret is spent.
 */
export async function issueRelaySecret(
  deps: Deps,
  callLogId: number,
  callSid: string,
): Promise<string | null> {
  if (!callSid) return null;
  const secret = derived(deps, "secret", { callLogId, callSid });
  try {
    const rows = await deps.db
      .update(callLogs)
      .set({
        relaySecretHash: hashOf(secret),
        callRequestId: sql`coalesce(${callLogs.callRequestId}, ${callSid})`,
        updatedAt: deps.now(),
      })
      .where(
        and(
          eq(callLogs.id, callLogId),
          isNull(callLogs.outcome),
          ne(callLogs.status, "awaiting_slot"),
          or(isNull(callLogs.callRequestId), eq(callLogs.callRequestId, callSid)),
          or(isNull(callLogs.relaySecretHash), eq(callLogs.relaySecretHash, hashOf(secret))),
        ),
      )
      .returning({ id: callLogs.id });
    return rows.length ? secret : null;
  } catch (err) {
    // The call SID already belongs to another call log (unique): not this attempt's call.
    if ((err as { code?: string }).code === "23505") return null;
    throw err;
  }
}

/**
 * `setup` claims the call: the socket's URL must carry this call's nonce, the secret must match
 * and is spent in the same statement (single use), the call SID must be the one already stored,
 * and the attempt must not be over. Nothing is written unless all of that holds; the call SID
 * itself is never written here.
 */
export async function claimRelaySession(
  deps: Deps,
  claim: { callLogId: number; callSid: string; secret: string; nonce: string },
): Promise<boolean> {
  if (!claim.secret || !claim.callSid) return false;
  const expected = Buffer.from(relayNonce(deps, claim));
  const given = Buffer.from(claim.nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const now = deps.now();
  const rows = await deps.db
    .update(callLogs)
    .set({ relaySecretHash: SPENT, status: "in_progress", callStartTime: now, updatedAt: now })
    .where(
      and(
        eq(callLogs.id, claim.callLogId),
        eq(callLogs.relaySecretHash, hashOf(claim.secret)),
        eq(callLogs.callRequestId, claim.callSid),
        isNull(callLogs.outcome),
      ),
    )
    .returning({ id: callLogs.id });
  return rows.length === 1;
}
