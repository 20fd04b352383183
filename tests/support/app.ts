import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { boot } from "../../src/boot";
import { loadConfig, type Config } from "../../src/config";
import { freePort } from "../../src/db/embedded";
import { buildApp } from "../../src/http/app";
import type { DestinationStream } from "pino";
import { createLogger } from "../../src/logger";
import type { Providers } from "../../src/providers";
import type { Deps } from "../../src/services/deps";
import { startWorkers } from "../../worker/runner";
import { createTestDatabase, type TestDatabase } from "./db";

export interface TestApp {
  url: string;
  port: number;
  config: Config;
  deps: Deps;
  app: FastifyInstance;
  db: TestDatabase;
  /** A worker in this process (when started with worker: true). */
  workerBoss?: PgBoss;
  stop(): Promise<void>;
}

/**
 * The web process on a free loopback port against a database of its own, optionally with a worker
 * in the same process. Real HTTP, real Postgres, simulated providers unless overridden.
 */
export async function startTestApp(
  opts: {
    env?: Record<string, string>;
    providers?: Partial<Providers>;
    now?: () => Date;
    worker?: boolean;
    serveWeb?: boolean;
    db?: TestDatabase;
    /** Captures the web process's log lines (at LOG_LEVEL, info unless set). */
    logTo?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const db = opts.db ?? (await createTestDatabase());
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    AUTO_MIGRATE: "false",
    SIM_TIME_SCALE: "0",
    // Every test submits from 127.0.0.1: the free-check limits' own tests set them low.
    FREE_CHECK_IP_DAILY_LIMIT: "1000000",
    ...opts.env,
  });
  const log = createLogger(config, "test", opts.logTo);
  const web = await boot(config, log, "web", { database: db, providers: opts.providers, now: opts.now });
  const app = await buildApp(web.deps, { serveWeb: opts.serveWeb ?? false });
  await app.listen({ port, host: "127.0.0.1" });
  let worker: Awaited<ReturnType<typeof boot>> | undefined;
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  if (opts.worker) {
    worker = await boot(config, log, "worker", { database: db, providers: opts.providers, now: opts.now });
    workers = await startWorkers(worker.boss, worker.deps, { pollingIntervalSeconds: 0.5 });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    deps: web.deps,
    app,
    db,
    workerBoss: worker?.boss,
    async stop() {
      await app.close();
      await worker?.shutdown();
      await workers?.stop();
      await web.shutdown();
      await db.drop();
    },
  };
}

/** Polls `fn` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  label = "condition",
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${label}${last ? `: ${String(last)}` : ""}`);
}

let counter = 0;
/** Unique e-mails and phone numbers per test so factories never collide. */
export function uniqueEmail(prefix = "requester"): string {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}
export function uniquePhone(): string {
  const n = (Date.now() * 7 + counter++ * 7919) % 10_000_000;
  // A real San Francisco line: NANP exchanges start with 2–9 and are never N11.
  const exchange = `${2 + (n % 8)}${2 + (Math.floor(n / 8) % 8)}${Math.floor(n / 64) % 10}`;
  return `+1415${exchange}${String(n % 10_000).padStart(4, "0")}`;
}

export function checkPayload(overrides: Record<string, unknown> = {}) {
  return {
    requesterEmail: uniqueEmail(),
    candidateName: "Sam Lee",
    role: "Senior Engineer",
    companyName: "Acme Corp",
    reference1: { name: "Pat Kim", phone: uniquePhone(), relationship: "direct-manager" },
    termsAccepted: true,
    consentGiven: true,
    freeCheck: true,
    isFirstTimeUser: true,
    ...overrides,
  };
}
