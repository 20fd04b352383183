import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../services/deps";
import type { Context, SessionUser } from "../trpc/context";
import { authenticateApiKey } from "../services/public-api/keys";

import type { Authenticated, Authenticator } from "../services/accounts/authenticator";

export type { Authenticated, Authenticator };

const anonymous: Authenticated = { user: null, sessionId: null };

function bearerAdmin(deps: Deps, req: FastifyRequest): SessionUser | null {
  const token = deps.config.env.ADMIN_API_TOKEN;
  const header = req.headers.authorization;
  if (!token || typeof header !== "string" || !header.startsWith("Bearer ")) return null;
  const given = Buffer.from(header.slice(7).trim());
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id: 0, email: "api-token@operators", role: "admin" };
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
