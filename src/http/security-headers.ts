import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";

/**
 * Helmet's security headers (CSP, HSTS in production, frame, referrer and cross-origin policies),
 * computed once at boot: they depend on configuration only (no nonces), and building helmet's
 * middleware for every request, as the Fastify plugin does, cost more than answering a status
 * poll from its cache. Every answer, the 404 included, gets them in the first onRequest hook.
 */
export function helmetOptions(config: Config): HelmetOptions {
  // Google Analytics' hosts are allowed only when ANALYTICS_ID is set.
  const analytics = config.env.ANALYTICS_ID
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
  return {
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
    hsts: config.isProduction,
  };
}

/** The headers helmet sets with these options, read by running its middleware once. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(helmetOptions(config));
  app.addHook("onRequest", (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
