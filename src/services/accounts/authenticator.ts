import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../deps";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./cookies";
import { validateSessionToken, type SessionUser } from "./sessions";

export interface Authenticated {
  user: SessionUser | null;
  sessionId: string | null;
}

/** Session lookup is pluggable: the accounts capability installs the cookie-session reader. */
export type Authenticator = (deps: Deps, req: FastifyRequest, reply: FastifyReply) => Promise<Authenticated>;

/**
 * The cookie-session reader buildApp installs by default. A valid session whose expiry slid
 * gets its cookie re-sent with the new expiry; a cookie naming no live session is cleared so
 * the browser stops sending it.
 */
export const sessionAuthenticator: Authenticator = async (deps, req, reply) => {
  const token = readSessionCookie(req);
  if (!token) return { user: null, sessionId: null };
  const session = await validateSessionToken(deps, token);
  if (!session) {
    if (!reply.sent) clearSessionCookie(deps.config, req, reply);
    return { user: null, sessionId: null };
  }
  if (session.renewed && !reply.sent) setSessionCookie(deps.config, req, reply, token, session.expiresAt);
  return { user: session.user, sessionId: session.sessionId };
};
