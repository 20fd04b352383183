import type postgres from "postgres";

/** What pg-boss calls to run its SQL (its documented `db` option: `executeSql(text, values)`). */
export interface PgBossDb {
  executeSql(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * pg-boss over the app's postgres.js connection, so the product runs on one driver with one pool
 * budget (pg-boss would otherwise open a node-postgres pool of its own). Given a transaction,
 * pg-boss's statements run inside it: a job enqueued there exists only if the transaction commits.
 *
 * pg-boss is written for node-postgres, so its values and results are translated the way that
 * driver does (see `toPgValue` and `fromPgRow`). Its maintenance and migrations send one text
 * holding BEGIN … COMMIT without parameters; that text runs on a reserved connection, rolled back
 * there when a statement in it fails, so no connection goes back to the pool inside an aborted
 * transaction.
 */
export function pgBossDb(sql: postgres.Sql | postgres.TransactionSql, inFlight?: InFlight): PgBossDb {
  const db: PgBossDb = {
    async executeSql(text, values = []) {
      const params = values.map(toPgValue) as postgres.ParameterOrJSON<never>[];
      if (params.length === 0 && /^\s*BEGIN\b/i.test(text) && "reserve" in sql) {
        const conn = await sql.reserve();
        try {
          return toResult(await conn.unsafe(text));
        } catch (err) {
          await conn.unsafe("ROLLBACK").catch(() => {});
          throw err;
        } finally {
          conn.release();
        }
      }
      // pg-boss's statements are a fixed set per queue: prepared once per connection, as the
      // app's own queries are.
      return toResult(await sql.unsafe(text, params, { prepare: params.length > 0 }));
    },
  };
  return inFlight ? { executeSql: (text, values) => inFlight.track(db.executeSql(text, values)) } : db;
}

/**
 * The statements pg-boss has sent and not yet had answered. A worker that is told to stop while its
 * fetch is in the air gets the job a moment later: the shutdown waits for `idle()` so that job is
 * seen (and handed back) before the pool closes.
 */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  track<T>(work: Promise<T>): Promise<T> {
    this.count++;
    return work.finally(() => {
      if (--this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  get size(): number {
    return this.count;
  }

  /** Resolves when no statement is in flight, or after `ms`, whichever comes first. */
  idle(ms: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

function toResult(result: postgres.RowList<postgres.Row[]> | postgres.RowList<postgres.Row[]>[]) {
  // A text of several statements answers with one result each; node-postgres's caller reads the last.
  const last = (
    result.length > 0 && Array.isArray(result[0]) ? result[result.length - 1] : result
  ) as postgres.RowList<postgres.Row[]>;
  const timestamps = (last.columns ?? [])
    .filter((c) => c.type === 1184 || c.type === 1114)
    .map((c) => c.name);
  return { rows: last.map((row) => fromPgRow(row, timestamps)), rowCount: last.count ?? last.length };
}

/**
 * A row as node-postgres returns it: int8 as text (postgres.js here gives BigInt) and timestamps
 * as Dates (drizzle has postgres.js hand them over as text, parsing them itself).
 */
function fromPgRow(row: postgres.Row, timestamps: string[]): Record<string, unknown> {
  for (const key in row) if (typeof row[key] === "bigint") row[key] = String(row[key]);
  for (const key of timestamps) if (typeof row[key] === "string") row[key] = new Date(row[key] as string);
  return row;
}

/**
 * A value as node-postgres sends it, as text of no declared type that Postgres reads by its
 * context: undefined as NULL, arrays as Postgres array literals, other objects as JSON, Dates as
 * ISO 8601 with the zone, numbers as text. Booleans stay booleans (postgres.js writes a boolean
 * parameter as t/f, and text "true" there as f) and Buffers stay binary.
 *
 * JSON text reaches json/jsonb parameters as it is because the pool comes from createDatabase,
 * whose drizzle handle has postgres.js pass json values through unserialised.
 */
export function toPgValue(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (Buffer.isBuffer(v) || typeof v === "boolean") return v;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return arrayLiteral(v);
  if (typeof v === "object") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  return v;
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return "NULL";
    if (Array.isArray(v)) return arrayLiteral(v);
    const text =
      v instanceof Date
        ? v.toISOString()
        : Buffer.isBuffer(v)
          ? `\\x${v.toString("hex")}`
          : typeof v === "object"
            ? JSON.stringify(v)
            : String(v);
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}
