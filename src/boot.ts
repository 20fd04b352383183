import type pino from "pino";
import type { Config } from "./config";
import { connectDatabase, type ConnectedDatabase } from "./db/connect";
import { traceQueries } from "./db/query-spans";
import { JobQueue, startBoss } from "./jobs/queue";
import { createProviders, type Providers } from "./providers";
import { startTracing, stopTracing, tracingEnabled } from "./telemetry";
import { loadInstallationSecret } from "./providers/installation-secret";
import { retiredModelWarnings } from "./models";
import type { Deps } from "./services/deps";
import type PgBoss from "pg-boss";

export interface Booted {
  deps: Deps;
  database: ConnectedDatabase;
  boss: PgBoss;
  shutdown(): Promise<void>;
}

/** What both processes need: the database (embedded or not), pg-boss, providers, deps. */
export async function boot(
  config: Config,
  log: pino.Logger,
  role: "web" | "worker",
  opts: { providers?: Partial<Providers>; now?: () => Date; database?: ConnectedDatabase } = {},
): Promise<Booted> {
  const { ANTHROPIC_MODEL_TURNS, ANTHROPIC_MODEL_ANALYSIS } = config.env;
  for (const warning of retiredModelWarnings({ ANTHROPIC_MODEL_TURNS, ANTHROPIC_MODEL_ANALYSIS }, new Date()))
    log.warn(warning);
  // Before anything serves or works: the web app adds its span hooks only when tracing is on.
  await startTracing({
    endpoint: config.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.env.OTEL_SERVICE_NAME,
    role,
  });
  const database = opts.database ?? (await connectDatabase(config));
  // A span per query (postgres.js has one Query class for every client: hooked once per process).
  if (tracingEnabled()) traceQueries(database.sql);
  const boss = await startBoss(database.sql, { role, log });
  const installationSecret = await loadInstallationSecret(database.db);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    queue: new JobQueue(boss),
    providers: createProviders(config, database.db, installationSecret, opts.providers),
    now: opts.now ?? (() => new Date()),
    log,
  };
  return {
    deps,
    database,
    boss,
    async shutdown() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => {});
      if (!opts.database) await database.close();
      await stopTracing(); // exports the spans still batched
    },
  };
}
