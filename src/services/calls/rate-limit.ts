import { sql } from "drizzle-orm";
import type { Deps } from "../deps";

export interface DialSlotReservation {
  /** When this dial may go out (database clock). */
  at: Date;
  /** Milliseconds to wait from now. */
  waitMs: number;
}

/**
 * Reserves the next dial instant under the global rate. One statement, one row lock: concurrent
 * workers in any number of processes are serialized by Postgres and each gets its own instant,
 * spaced 1/rate seconds apart. The database clock is the single clock every process shares.
 */
export async function reserveDialSlot(
  deps: Pick<Deps, "db" | "config">,
  bucket = "dial",
): Promise<DialSlotReservation> {
  const spacingMs = Math.ceil(1000 / deps.config.env.CALLS_PER_SECOND);
  const rows = await deps.db.execute<{ slot: Date | string; now: Date | string }>(sql`
    insert into dial_rate_limits as d (name, next_at)
    values (${bucket}, clock_timestamp() + make_interval(secs => ${spacingMs / 1000}))
    on conflict (name) do update
      set next_at = greatest(d.next_at, clock_timestamp()) + make_interval(secs => ${spacingMs / 1000})
    returning d.next_at - make_interval(secs => ${spacingMs / 1000}) as slot, clock_timestamp() as now`);
  const row = rows[0]!;
  const at = new Date(row.slot);
  return { at, waitMs: Math.max(0, at.getTime() - new Date(row.now).getTime()) };
}
