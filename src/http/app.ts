import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type http from "node:http";
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from "fastify";
import { sessionAuthenticator } from "../services/accounts/authenticator";
import type { Deps } from "../services/deps";
import { appRouter, type AppRouter } from "../trpc/routers";
import { makeContextFactory, type Authenticator } from "./context";
import { sendError } from "./errors";
import { registerClientErrors } from "./client-errors";
import { registerMetrics } from "./metrics";
import { registerRest } from "./rest";
import { recordRoutes } from "./route-table";
import { allowedHostnames, registerHostCheck } from "./host-check";
import { ClientCounts, storeOf } from "./client-counts";
import { statusFastPath, type FastPath } from "./status-fast-path";
import { NO_STORE, registerNoStore } from "./no-store";
import { unloggedPoll } from "./poll-logging";
import { stopStatusCache } from "../services/checks/status-cache";
import { registerCrossSiteCheck } from "./security";
import { helmetOptions, registerSecurityHeaders, securityHeaders } from "./security-headers";
import { registerSimulation } from "../simulation/http";
import { registerPostmarkWebhooks } from "./webhooks/postmark";
import { registerStripeWebhook } from "./webhooks/stripe";
import { registerVoiceRelay } from "./voice/relay";
import { OpenCalls } from "./voice/wrap-up";
import { requestIdFrom, runWithContext } from "../request-context";
import { endServerSpan, startServerSpan, tracingEnabled, withContext } from "../telemetry";
import type { Span } from "@opentelemetry/api";
import { CLOSE_MARGIN_SECONDS } from "../shutdown";
import { registerTwilioWebhooks } from "./webhooks/twilio-voice";
import { registerCrawlerFiles, registerWeb } from "./web";
import { loggablePath } from "../loggable-path";

/**
 * The default body limit: the largest form (a check with three references) is a few kilobytes, so
 * 32 KB serves every route and procedure; routes that need more say so (provider webhooks).
 */
export const BODY_LIMIT = 32 * 1024;

export const DEVELOPERS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** The global rate limit's window (RATE_LIMIT_PER_MINUTE requests per client in it). */
const RATE_WINDOW_MS = 60_000;

/** Longest path parameter the router accepts (tRPC batch paths; see buildApp). */
export const MAX_PATH_PARAM_LENGTH = 4096;
/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest to us. */
function fastifyTrustProxy(setting: false | number | string[]) {
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}

export interface AppOptions {
  /** Session lookup; the cookie-session reader unless a test or tool swaps it. */
  authenticate?: Authenticator;
  /** Serve the built SPA (off in tests that only exercise the API). */
  serveWeb?: boolean;
}

/** The web process: tRPC, the REST adapter, webhooks, the voice WebSocket, the SPA. */
export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as unknown as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(deps.config.env.TRUST_PROXY),
    // A batched tRPC GET names every procedure in its path (/trpc/a,b,c): the operator dashboard
    // loads over a dozen at once, so the path parameter may be long. The SPA's batch link splits
    // any batch whose URL would exceed TRPC_MAX_URL_LENGTH, which stays under this limit.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // x-request-id from the router (Heroku sets one) or the client, else a new one; echoed back.
    genReqId: (req) => requestIdFrom(req.headers["x-request-id"]),
    // Status polls are most of the traffic: one in STATUS_POLL_LOG_SAMPLE is logged (./poll-logging).
    logController: new LogController({ disableRequestLogging: unloggedPoll }),
  });
  app.addHook("onClose", () => stopStatusCache(deps));
  // Cached status polls are answered before Fastify's own request handler (./status-fast-path),
  // on the server Fastify created with its settings; the path is set once the app is built.
  const fast: { path?: FastPath } = {};
  const fastifyHandler = app.server.listeners("request")[0] as http.RequestListener;
  app.server.removeAllListeners("request");
  app.server.on("request", (req, res) => void (fast.path?.(req, res) || fastifyHandler(req, res)));
  // With OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a server span, active for all its
  // work (tRPC procedure spans and the jobs it enqueues hang under it); see src/telemetry.ts.
  const spans = new WeakMap<object, Span>();
  app.addHook("onRequest", (req, reply, done) => {
    void reply.header("x-request-id", req.id);
    const traced = startServerSpan(
      req.method,
      loggablePath(req.url, req.routeOptions.url),
      req.headers,
      req.id,
    );
    if (traced) spans.set(req, traced.span);
    runWithContext({ requestId: req.id }, () => withContext(traced?.context, done));
  });
  if (tracingEnabled()) {
    const end = (req: FastifyRequest, status: number) => {
      const span = spans.get(req);
      if (!span) return;
      spans.delete(req);
      endServerSpan(span, req.method, req.routeOptions.url, status);
    };
    app.addHook("onResponse", (req, reply, done) => (end(req, reply.statusCode), done()));
    app.addHook("onRequestAbort", (req, done) => (end(req, 499), done()));
  }
  recordRoutes(app);
  registerHostCheck(app, deps.config);

  registerSecurityHeaders(app, deps.config);
  // The API reference (/developers) needs no payment or analytics: scripts and connections to our
  // own origin only, no frames. (Registered after the site-wide headers, so its policy is the one
  // sent.)
  app.addHook("onSend", async (req, reply, payload) => {
    if (/^\/developers(\/|$)/.test(req.url.split("?")[0]!))
      void reply.header("content-security-policy", DEVELOPERS_CSP);
    return payload;
  });
  await app.register(fastifyCookie);
  const counts = new ClientCounts();
  await app.register(fastifyRateLimit, {
    global: true,
    max: deps.config.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: RATE_WINDOW_MS,
    store: storeOf(counts),
    allowList: (req) => req.url.startsWith("/sim/") || req.url.startsWith("/voice/"),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many requests: try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
    }),
  });
  // Registered before the WebSocket plugin so it runs first on close: calls end politely and
  // their outcomes are stored before the plugin closes the remaining sockets.
  const openCalls = new OpenCalls();
  const wrapUpWithin = Math.max(1, deps.config.env.SHUTDOWN_GRACE_SECONDS - 2 * CLOSE_MARGIN_SECONDS) * 1000;
  app.addHook("preClose", async () => {
    if (openCalls.size) app.log.info({ calls: openCalls.size }, "wrapping up open calls");
    await openCalls.wrapUpAll(wrapUpWithin);
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  registerCrossSiteCheck(app, [new URL(deps.config.publicBaseUrl).origin]);
  registerNoStore(app);
  app.setErrorHandler((err, req, reply) => sendError(req, reply, err));

  const createContext = makeContextFactory(deps, opts.authenticate ?? sessionAuthenticator);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      // The tRPC adapter writes its answers itself: no-store is set here (see ./no-store).
      responseMeta: () => ({ headers: { "cache-control": NO_STORE } }),
      onError: ({ error, path: p }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") deps.log.error({ err: error, path: p }, "tRPC error");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  app.get("/healthz", async () => ({ ok: true }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await deps.database.sql`select 1`;
      return { ok: true, database: true };
    } catch {
      return reply.code(503).send({ ok: false, database: false });
    }
  });

  const observe = registerMetrics(app, deps);
  registerClientErrors(app);
  registerRest(app, createContext, deps);
  registerVoiceRelay(app, deps, openCalls);
  if (deps.providers.telephony.mode === "live") await registerTwilioWebhooks(app, deps);
  await registerStripeWebhook(app, deps);
  registerPostmarkWebhooks(app, deps);
  // The simulated carrier and card form (/sim/*) are development tools: never served in production.
  if (!deps.config.isProduction) await registerSimulation(app, deps);

  const fastStatus = statusFastPath({
    deps,
    allowedHosts: allowedHostnames(deps.config),
    trustProxy: deps.config.env.TRUST_PROXY,
    securityHeaders: securityHeaders(helmetOptions(deps.config)),
    counts,
    limit: { max: deps.config.env.RATE_LIMIT_PER_MINUTE, windowMs: RATE_WINDOW_MS },
    observe: (status, seconds) => observe("GET", "/api/status/:id", status, seconds),
  });
  app.addHook("preClose", (done) => (fastStatus.close(), done()));
  fast.path = fastStatus;

  if (opts.serveWeb ?? true) await registerWeb(app, deps, makeContextFactory(deps));
  else {
    registerCrawlerFiles(app, deps);
    app.setNotFoundHandler((req, reply) =>
      reply
        .code(404)
        .type("text/plain; charset=utf-8")
        .send(`Not found: ${req.method} ${req.url.split("?")[0]}`),
    );
  }
  return app;
}
