import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";

export const SESSION_COOKIE = "refline_session";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function hostName(req: FastifyRequest): string {
  const host = String(req.headers.host ?? "");
  // "[::1]:3000" → "[::1]", "localhost:3000" → "localhost"
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
}

/**
 * `Secure` is on everywhere except one case: a development or test server reached over plain
 * http on a loopback host. Browsers (Safari; Chromium for 127.0.0.1 in some versions) and
 * cookie-jar clients drop or never send Secure cookies over http, so without this exception
 * nobody could sign in to `npm run dev` or the browser tests. Production always sets Secure,
 * whatever the request looks like (TLS usually ends at the proxy), and so does any https request.
 */
export function cookieIsSecure(config: Config, req: FastifyRequest): boolean {
  if (config.isProduction) return true;
  if (req.protocol === "https") return true;
  return !LOOPBACK.has(hostName(req));
}

/** HttpOnly (scripts never see the token), SameSite=Lax (not sent on cross-site POSTs), Path=/. */
export function setSessionCookie(
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(config, req),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(config: Config, req: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(config, req),
    path: "/",
    maxAge: 0,
  });
}

export function readSessionCookie(req: FastifyRequest): string | null {
  const value = req.cookies?.[SESSION_COOKIE];
  return typeof value === "string" && value !== "" ? value : null;
}
