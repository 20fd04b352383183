import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { Deps } from "../deps";

/** Who a valid session (or the operators' bearer token) belongs to. */
export interface SessionUser {
  id: number;
  email: string;
  role: string;
}

/**
 * Sessions per Lucia's current guidance: the browser holds a 32-byte random token; the database
 * holds only its SHA-256 (the session id), so a leaked sessions table cannot be replayed.
 * Expiry slides: a session used in its second half is pushed out to a full lifetime again, so an
 * active customer stays signed in and an abandoned session dies after SESSION_LIFETIME_MS.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_WITHIN_MS = SESSION_LIFETIME_MS / 2;

export interface SessionMeta {
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface ValidatedSession {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
  /** True when validation pushed the expiry out; the caller should re-send the cookie. */
  renewed: boolean;
}

/** A fresh random token: 32 bytes, base64url (43 characters), never stored as such. */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored id for a token. Hex SHA-256: one-way, so the table never holds a usable secret. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token is 43 base64url characters; anything else is rejected before touching the database. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export async function createSession(
  deps: Deps,
  userId: number,
  meta: SessionMeta = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const sessionId = hashToken(token);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await deps.db.insert(sessions).values({
    id: sessionId,
    userId,
    expiresAt,
    createdAt: now,
    ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { token, sessionId, expiresAt };
}

/** The session a token names, with its user; null when unknown, malformed or expired. */
export async function validateSessionToken(deps: Deps, token: string): Promise<ValidatedSession | null> {
  if (!isWellFormedToken(token)) return null;
  const sessionId = hashToken(token);
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const now = deps.now().getTime();
  if (now >= row.expiresAt.getTime()) {
    await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (now >= row.expiresAt.getTime() - SESSION_RENEW_WITHIN_MS) {
    expiresAt = new Date(now + SESSION_LIFETIME_MS);
    renewed = true;
    await deps.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  }
  return {
    sessionId,
    user: { id: row.userId, email: row.email, role: row.role },
    expiresAt,
    renewed,
  };
}

export async function invalidateSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere (e.g. after a role change or an operator's action). */
export async function invalidateUserSessions(deps: Deps, userId: number): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping for the daily purge: expired sessions are useless rows. */
export async function deleteExpiredSessions(deps: Deps): Promise<number> {
  const gone = await deps.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, deps.now()))
    .returning({ id: sessions.id });
  return gone.length;
}
