import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDatabase } from "../../src/db/client";
import { startEmbeddedPostgres, type EmbeddedHandle } from "../../src/db/embedded";
import { runMigrations } from "../../src/db/migrate";

export interface StandaloneDb {
  /** The database the product uses. */
  url: string;
  /** The server's admin URL. */
  adminUrl: string;
  embedded?: EmbeddedHandle;
  /** Drops the database and stops the server this helper started. */
  close(): Promise<void>;
}

/**
 * A fresh migrated database for scripts that run outside vitest (benchmarks, load, faults):
 * HEAVY_DATABASE_URL's server when set, else an embedded Postgres under `dir`.
 */
export async function standaloneDatabase(dir: string): Promise<StandaloneDb> {
  let embedded: EmbeddedHandle | undefined;
  let adminUrl = process.env.HEAVY_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(dir, "postgres");
    adminUrl = embedded.url;
  }
  const name = `h_${randomBytes(5).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = createDatabase(url, { max: 2 });
  await runMigrations(db);
  await db.close();
  return {
    url,
    adminUrl,
    embedded,
    async close() {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await a.end();
      await embedded?.stop();
    },
  };
}
