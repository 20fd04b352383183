import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";
import type { DatabaseTarget } from "./tls";

export type Schema = typeof schema;
export type Db = PostgresJsDatabase<Schema>;
/** A database handle or an open transaction: query functions take either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  sql: postgres.Sql;
  close(): Promise<void>;
}

export function createDatabase(
  url: string,
  opts: { max?: number; ssl?: DatabaseTarget["ssl"] } = {},
): Database {
  const sql = postgres(url, {
    max: opts.max ?? 10,
    ssl: opts.ssl ?? false,
    onnotice: () => {},
    // Keep timestamps as Date objects and bigint counts as numbers where they fit.
    types: { bigint: postgres.BigInt },
    connection: { application_name: "refline" },
  });
  const db = drizzle(sql, { schema, casing: "snake_case" });
  return {
    db,
    sql,
    close: () => sql.end({ timeout: 5 }),
  };
}
