import { migrate } from "drizzle-orm/postgres-js/migrator";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");

const MIGRATION_LOCK = 727172;

/**
 * Applies the committed drizzle-kit migrations. Web, worker and release may all start at once,
 * so a session advisory lock on a reserved connection makes them take turns. (The pool needs
 * at least two connections: one holds the lock while the other migrates.)
 */
export async function runMigrations(database: Database): Promise<void> {
  const conn = await database.sql.reserve();
  try {
    await conn`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
    conn.release();
  }
}
