import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * The candidate's link token: 256 bits, derived from a random nonce (stored) with the installation's
 * key (not stored), so the invitation and the reminder carry the same link while the database holds
 * only the nonce and the token's SHA-256. A token names one authorization of one check; nothing
 * else (no check id, no e-mail) is accepted beside it.
 */
export function newTokenNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function authorizationToken(nonce: string, key: string): string {
  return createHmac("sha256", key).update(`candidate-authorization:${nonce}`, "utf8").digest("base64url");
}

export function hashAuthorizationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token has this shape (43 base64url characters); anything else is refused before any query. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
