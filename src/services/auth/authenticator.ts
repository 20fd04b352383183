import type { Authenticator } from "../../http/context";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./cookies";
import { validateSessionToken } from "./sessions";

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
