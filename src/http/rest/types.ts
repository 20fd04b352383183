import type { FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "../../trpc/context";

export type ContextMaker = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;
