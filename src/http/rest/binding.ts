import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { appRouter } from "../../trpc/routers";
import type { Deps } from "../../services/deps";
import { answeredOn } from "./etag";
import type { ContextMaker } from "./types";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A route's name in the binding table: "METHOD /path", the path in Fastify's syntax (":id"). */
export type RouteKey = `${Method} /${string}`;

type PathOf<K extends RouteKey> = K extends `${Method} ${infer P}` ? P : never;
/** The ":name" segments of a path, as a union of names. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a route can build a procedure's input from: nothing here has been validated yet. */
export interface Source<K extends RouteKey> {
  /** The path's own parameters (each a string; an absent one is ""). */
  params: Record<ParamNames<PathOf<K>>, string>;
  /** The query string as Fastify parsed it. */
  query: Record<string, unknown>;
  /** The request body as an object (an absent or non-object body becomes {} so zod names the fields). */
  body: Record<string, unknown>;
  headers: FastifyRequest["headers"];
}

/**
 * A procedure's input as a route hands it over, before the procedure's own zod schema reads it:
 * only the input's own keys (a misspelt or foreign key is a compile error), values not yet checked.
 * A schema that declares its input as unknown takes anything.
 */
export type RawInput<I> = unknown extends I
  ? unknown
  : I extends object
    ? { [Key in keyof I]?: unknown }
    : never;

type Input<P extends AnyProcedure> = inferProcedureInput<P>;
type Output<P extends AnyProcedure> = inferProcedureOutput<P>;
type TakesInput<P extends AnyProcedure> = [Input<P>] extends [void | undefined] ? false : true;

export interface Binding<K extends RouteKey = RouteKey, P extends AnyProcedure = AnyProcedure, A = unknown> {
  key: K;
  method: Method;
  url: string;
  procedure: P;
  input?(source: Source<K>): unknown;
  /** The success status when it is not 200. */
  status?: number;
  /**
   * Shapes the answer from the procedure's output: headers, a narrower body, or a file sent on
   * `reply` (return the reply then). Without it the output is the answer.
   */
  answer?(output: Output<P>, reply: FastifyReply): A;
  /**
   * The procedure's answer from a cache that the procedure itself fills, when it holds one for
   * this request: the route answers it without building a context or calling the procedure. Only
   * for public reads whose cached answer is exactly what the procedure would return.
   */
  cached?(params: Record<string, string>, deps: Deps): Output<P> | undefined;
}

type Options<P extends AnyProcedure, A> = {
  status?: number;
  answer?: (output: Output<P>, reply: FastifyReply) => A;
  cached?: (params: Record<string, string>, deps: Deps) => Output<P> | undefined;
};

/**
 * One row of a binding table: the route, the tRPC procedure it calls and, when the procedure takes
 * input, how that input is built from the request. The procedure's zod schema validates it, so a
 * bad request is the same clear 400 as over /trpc; the types check the row's shape.
 */
export function bind<const K extends RouteKey, P extends AnyProcedure, A = Output<P>>(
  key: K,
  procedure: P,
  ...rest: TakesInput<P> extends true
    ? [input: (source: Source<K>) => RawInput<Input<P>>, options?: Options<P, A>]
    : [options?: Options<P, A>]
): Binding<K, P, A> {
  const at = key.indexOf(" ");
  const row = { key, method: methodOf(key.slice(0, at)), url: key.slice(at + 1), procedure };
  const [first, second] = rest;
  if (typeof first === "function") return { ...row, input: first, ...second };
  return { ...row, ...first };
}

const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
function methodOf(name: string): Method {
  const method = METHODS.find((m) => m === name);
  if (!method) throw new Error(`${name}: not an HTTP method a route takes`);
  return method;
}

/** The JSON a route answers (a file sent on the reply answers nothing JSON). */
export type AnswerOf<B> =
  B extends Binding<RouteKey, AnyProcedure, infer A> ? Exclude<Awaited<A>, FastifyReply> : never;

/** tRPC paths by procedure, read once from the router ("requester.calculatePricing" …). */
const procedurePaths = new Map<unknown, string>(
  Object.entries(appRouter._def.procedures).map(([path, procedure]) => [procedure, path]),
);

function paramsOf(req: FastifyRequest): Record<string, string> {
  const raw = req.params;
  const out: Record<string, string> = {};
  if (raw && typeof raw === "object")
    for (const [name, value] of Object.entries(raw)) out[name] = String(value ?? "");
  return out;
}

function sourceOf(req: FastifyRequest): Source<RouteKey> {
  const b = req.body;
  const q = req.query;
  return {
    params: paramsOf(req),
    query: q && typeof q === "object" ? { ...q } : {},
    body: b && typeof b === "object" && !Array.isArray(b) ? { ...b } : {},
    headers: req.headers,
  };
}

export interface ServeOptions {
  /** Strips a prefix the routes are registered under (a plugin scope's own prefix). */
  prefix?: string;
  /** Runs on a successful answer before it is sent (headers every route of a table shares). */
  onAnswer?: (reply: FastifyReply) => void;
  /** What the route answers when the procedure gives nothing back. */
  empty?: unknown;
  onError: (req: FastifyRequest, reply: FastifyReply, err: unknown) => unknown;
  /** What a row's `cached` reads from (rows with `cached` are served from it only when given). */
  deps?: Deps;
}

/**
 * Registers the rows of a binding table: each calls its procedure in-process with the request's
 * context (the same call a tRPC server-side caller makes, with the raw input, so the procedure's
 * middleware — authorization, rate limits, tracing — and its zod schema run as over /trpc).
 */
export function serve(
  app: FastifyInstance,
  makeContext: ContextMaker,
  table: readonly Binding<RouteKey, AnyProcedure, unknown>[],
  opts: ServeOptions,
) {
  for (const row of table) {
    const path = procedurePaths.get(row.procedure);
    if (!path) throw new Error(`${row.key}: its procedure is not in the app router`);
    app.route({
      method: row.method,
      url: opts.prefix ? row.url.slice(opts.prefix.length) : row.url,
      handler: async (req, reply) => {
        try {
          const source = sourceOf(req);
          const hit: unknown = opts.deps ? row.cached?.(source.params, opts.deps) : undefined;
          const output: unknown =
            hit !== undefined
              ? hit
              : await row.procedure({
                  ctx: await makeContext(req, reply),
                  path,
                  type: row.procedure._def.type,
                  getRawInput: async () => row.input?.(source),
                  signal: undefined,
                  batchIndex: 0,
                });
          const result: unknown = row.answer ? await row.answer(output, reply) : output;
          if (answeredOn(reply)) return reply;
          opts.onAnswer?.(reply);
          if (row.status) reply.code(row.status);
          return result ?? opts.empty;
        } catch (err) {
          return opts.onError(req, reply, err);
        }
      },
    });
  }
}
