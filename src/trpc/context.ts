import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../services/deps";
import type { ApiPrincipal } from "../services/public-api/keys";

import type { SessionUser } from "../services/accounts/sessions";

export type { SessionUser };

export interface Context {
  deps: Deps;
  ip: string | null;
  userAgent: string | null;
  /** Filled by the session layer when a valid session cookie (or admin bearer token) is present. */
  user: SessionUser | null;
  sessionId: string | null;
  /** The customer API key of an /api/v1 request (Authorization: Bearer rl_…), when valid. */
  apiKey?: ApiPrincipal | null;
  /** An Authorization: Bearer rl_… header was sent (valid or not). */
  apiKeyPresented?: boolean;
  req?: FastifyRequest;
  res?: FastifyReply;
}
