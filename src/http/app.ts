import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { sessionAuthenticator } from "../services/auth/authenticator";
import type { Deps } from "../services/deps";
import { appRouter, type AppRouter } from "../trpc/routers";
import { makeContextFactory, type Authenticator } from "./context";
import { sendError } from "./errors";
import { registerRest } from "./rest";
import { recordRoutes } from "./route-table";
import { registerCrossSiteCheck } from "./security";
import { registerSimulatedCarrier } from "./sim/carrier";
import { registerSimulatedPayments } from "./sim/payments";
import { registerPostmarkWebhooks } from "./webhooks/postmark";
import { registerStripeWebhook } from "./webhooks/stripe";
import { registerVoiceRelay } from "./voice/relay";
import { registerTwilioWebhooks } from "./webhooks/twilio-voice";
import { registerCrawlerFiles, registerWeb } from "./web";

export const BODY_LIMIT = 256 * 1024;

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
    trustProxy: deps.config.env.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
  });
  recordRoutes(app);

  // Google Analytics' hosts are allowed only when ANALYTICS_ID is set.
  const analytics = deps.config.env.ANALYTICS_ID
    ? {
        script: ["https://www.googletagmanager.com"],
        connect: [
          "https://*.google-analytics.com",
          "https://*.analytics.google.com",
          "https://www.googletagmanager.com",
        ],
        img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
      }
    : { script: [], connect: [], img: [] };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://js.stripe.com", ...analytics.script],
        frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
        connectSrc: ["'self'", "https://api.stripe.com", ...analytics.connect],
        imgSrc: ["'self'", "data:", "blob:", ...analytics.img],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: deps.config.isProduction,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: true,
    max: deps.config.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    allowList: (req) => req.url.startsWith("/sim/") || req.url.startsWith("/voice/"),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many requests: try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
    }),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  registerCrossSiteCheck(app, [new URL(deps.config.publicBaseUrl).origin]);
  app.setErrorHandler((err, req, reply) => sendError(req, reply, err));

  const createContext = makeContextFactory(deps, opts.authenticate ?? sessionAuthenticator);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
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

  registerRest(app, createContext, deps);
  registerVoiceRelay(app, deps);
  if (deps.providers.telephony.mode === "simulated") registerSimulatedCarrier(app, deps);
  else await registerTwilioWebhooks(app, deps);
  await registerStripeWebhook(app, deps);
  registerPostmarkWebhooks(app, deps);
  registerSimulatedPayments(app, deps);

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
