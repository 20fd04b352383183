import type { Config } from "../config";
import { createDatabase, type Database } from "./client";
import { startEmbeddedPostgres, type EmbeddedHandle } from "./embedded";
import { runMigrations } from "./migrate";

export interface ConnectedDatabase extends Database {
  url: string;
  embedded?: EmbeddedHandle;
}

/**
 * DATABASE_URL when given; otherwise an embedded Postgres under EMBEDDED_PG_DIR, which this
 * process owns and stops on close. Migrations run when config says so (always outside production).
 */
export async function connectDatabase(
  config: Config,
  opts: { max?: number } = {},
): Promise<ConnectedDatabase> {
  let embedded: EmbeddedHandle | undefined;
  let url = config.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.env.EMBEDDED_PG_DIR);
    url = embedded.url;
  }
  const database = createDatabase(url, { max: opts.max ?? config.env.DATABASE_POOL_MAX });
  if (config.autoMigrate) await runMigrations(database);
  return {
    ...database,
    url,
    embedded,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
