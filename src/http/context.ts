import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../services/deps";
import type { Context, SessionUser } from "../trpc/context";
import { authenticateApiKey } from "../services/public-api/keys";

import type { Authenticated, Authenticator } from "../services/accounts/authenticator";

export type { Authenticated, Authenticator };

const anonymous: Authenticated = { user: null, sessionId: null };

/**
 * An operator API token: ADMIN_API_TOKEN (recorded as "api-token@operators") or one of the named
 * ADMIN_API_TOKENS, recorded under its name so the audit log tells scripts and people apart.
 */
function bearerAdmin(deps: Deps, req: FastifyRequest): SessionUser | null {
  const header = req.headers.authorization;
  if (typeof header !== "string" || !header.startsWith("Bearer ")) return null;
  const tokens = [
    ...(deps.config.env.ADMIN_API_TOKEN
      ? [{ name: "api-token@operators", token: deps.config.env.ADMIN_API_TOKEN }]
      : []),
    ...(deps.config.env.ADMIN_API_TOKENS ?? []),
  ];
  const given = Buffer.from(header.slice(7).trim());
  // Every token is compared (no early exit), each in constant time.
  let match: string | null = null;
  for (const t of tokens) {
    const expected = Buffer.from(t.token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) match = t.name;
  }
  return match === null ? null : { id: 0, email: match, role: "admin" };
}

export function makeContextFactory(deps: Deps, authenticate?: Authenticator) {
  return async (req: FastifyRequest, res: FastifyReply): Promise<Context> => {
    const admin = bearerAdmin(deps, req);
    const auth = admin
      ? { user: admin, sessionId: null }
      : authenticate
        ? await authenticate(deps, req, res)
        : anonymous;
    const header = req.headers.authorization;
    const apiKeyPresented = typeof header === "string" && /^Bearer\s+rl_/i.test(header);
    const apiKey = apiKeyPresented
      ? await authenticateApiKey(deps, header.replace(/^Bearer\s+/i, "").trim())
      : null;
    return {
      deps,
      apiKey,
      apiKeyPresented,
      ip: req.ip ?? null,
      userAgent:
        typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"].slice(0, 512) : null,
      user: auth.user,
      sessionId: auth.sessionId,
      req,
      res,
    };
  };
}
