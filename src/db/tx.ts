import { drizzle } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import type { Database, Db } from "./client";
import * as schema from "./schema";

export type RawTx = postgres.TransactionSql;

/**
 * Runs `fn` in one transaction. It gets a drizzle handle and the raw postgres.js transaction,
 * which the job queue uses so that enqueued jobs commit or roll back with the state change.
 */
export async function transaction<T>(database: Database, fn: (tx: Db, raw: RawTx) => Promise<T>): Promise<T> {
  return (await database.sql.begin((raw) => {
    // drizzle reads the client's parser options; a transaction handle shares its parent's.
    const client = Object.assign(raw, { options: database.sql.options }) as unknown as postgres.Sql;
    return fn(drizzle(client, { schema, casing: "snake_case" }), raw);
  })) as T;
}
