import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export interface Hit {
  /** Requests counted in this window, this one included. */
  count: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
}

/** Old windows are swept by a small share of requests, so the table stays small without a job. */
const SWEEP_ONE_IN = 500;
const KEEP_MS = 60 * 60_000;

/**
 * Counts one request for `key` in the fixed window of `windowMs` containing `now`, in Postgres:
 * every web process shares the counter, so a second process does not double the allowance. One
 * atomic upsert, so parallel requests are each counted exactly once.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<Hit> {
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db.execute<{ hits: number }>(sql`
    insert into rate_limit_hits (key, window_start, hits) values (${key}, ${start.toISOString()}, 1)
    on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
    returning hits`);
  if (Math.random() * SWEEP_ONE_IN < 1)
    await db.execute(
      sql`delete from rate_limit_hits where window_start < ${new Date(now.getTime() - KEEP_MS).toISOString()}`,
    );
  return { count: Number(rows[0]?.hits ?? 1), resetAt: new Date(start.getTime() + windowMs) };
}
