import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../services/deps";

import type { SessionUser } from "../services/auth/sessions";

export type { SessionUser };

export interface Context {
  deps: Deps;
  ip: string | null;
  userAgent: string | null;
  /** Filled by the session layer when a valid session cookie (or admin bearer token) is present. */
  user: SessionUser | null;
  sessionId: string | null;
  req?: FastifyRequest;
  res?: FastifyReply;
}

export type ContextFactory = (req: FastifyRequest, res: FastifyReply) => Promise<Context>;
