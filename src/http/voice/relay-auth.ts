import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import twilio from "twilio";
import { callLogs } from "../../db/schema";
import type { Deps } from "../../services/deps";

/**
 * Who may speak on the voice WebSocket. Three locks, all needed:
 * 1. the upgrade request carries an X-Twilio-Signature for the socket's URL, made with the
 *    carrier's credential (Twilio's auth token live; the simulated carrier's token offline);
 * 2. `setup` presents the single-use secret that only the answer TwiML of this call carried;
 * 3. the call log already holds the provider's call SID for this call, and `setup` names it.
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

/** The socket's public address, as the carrier was told it in the answer TwiML. */
export function relayUrl(deps: Pick<Deps, "config" | "providers">): string {
  return relayOrigin(deps) + RELAY_PATH;
}

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
 * Called only from an authenticated answer (Twilio's signed answer or inbound webhook, or the
 * simulated carrier answering a call it was asked to place): gives this call a fresh secret,
 * storing only its hash, and notes the provider's call SID if the dial has not written it yet.
 * Refused (null) for an attempt still waiting for its dial slot, one already over, or one whose
 * stored call SID is another call's.
 */
export async function issueRelaySecret(
  deps: Deps,
  callLogId: number,
  callSid: string,
): Promise<string | null> {
  if (!callSid) return null;
  const secret = randomBytes(32).toString("base64url");
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
 * `setup` claims the call: the secret must match and is spent in the same statement (single
 * use), the call SID must be the one already stored, and the attempt must not be over. Nothing
 * is written unless all of that holds; the call SID itself is never written here.
 */
export async function claimRelaySession(
  deps: Deps,
  claim: { callLogId: number; callSid: string; secret: string },
): Promise<boolean> {
  if (!claim.secret || !claim.callSid) return false;
  const now = deps.now();
  const rows = await deps.db
    .update(callLogs)
    .set({ relaySecretHash: null, status: "in_progress", callStartTime: now, updatedAt: now })
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
