import { isIP } from "node:net";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/**
 * Brakes on operator password guessing (issue 13 §3), in front of the deliberately slow scrypt
 * hash:
 *  - every attempt is counted (in Postgres, shared by all web processes) *before* its hash is
 *    computed, so parallel guesses cannot all slip in before the first failure is recorded;
 *  - the count is keyed on the client address and the account together, with a pause that
 *    doubles with each attempt beyond the free ones: a stranger hammering the operator's account
 *    from elsewhere slows only themselves, never the operator's own sign-in;
 *  - a separate, looser count per address stops one client spraying many accounts;
 *  - an IPv6 client is counted by its /64 (one subscriber's network hands out any address in it),
 *    so rotating addresses inside it gains nothing;
 *  - an account-wide count (ACCOUNT_FREE_ATTEMPTS, then doubling pauses) bounds guesses spread
 *    over many networks; networks the account has signed in from before are not held by it, so a
 *    stranger's storm never locks the operator out of their usual place;
 *  - at most OPERATOR_SIGN_IN_CONCURRENCY hashes (2 by default) run at once per process (429
 *    beyond), so sign-in storms never fill libuv's thread pool that static files and DNS also need.
 */
export const PAIR_FREE_ATTEMPTS = 5;
export const ADDRESS_FREE_ATTEMPTS = 20;
export const ACCOUNT_FREE_ATTEMPTS = 20;
export const MAX_PAUSE_SECONDS = 15 * 60;
/** After an hour without attempts a key starts afresh. */
export const FORGET_AFTER_SECONDS = 60 * 60;

/**
 * The network a client address is counted by: an IPv4 address itself (an IPv4-mapped IPv6 one
 * too), an IPv6 address's /64.
 */
export function networkOf(ip: string | null): string {
  if (!ip) return "?";
  const address = ip.split("%")[0]!;
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = "", tail] = address.split("::");
  const groups = (part: string) =>
    part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : [];
  const h = groups(head);
  const full =
    tail === undefined ? h : [...h, ...Array<string>(8 - h.length - groups(tail).length).fill("0")];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

/** Seconds to wait after the last attempt once `attempts` have been counted (0 while free ones remain). */
export function pauseAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  return Math.min(MAX_PAUSE_SECONDS, 2 ** (attempts - free));
}

/**
 * Counts one attempt on `key` unless the key must still pause; answers the seconds left to wait
 * (0 = counted, go ahead). One atomic upsert per key: parallel requests each see their own count.
 */
export async function countAttempt(db: Db, key: string, free: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const counted = await db.execute<{ attempts: number }>(sql`
    insert into sign_in_attempts (key, attempts, last_attempt_at) values (${key}, 1, ${at})
    on conflict (key) do update set
      attempts = case
        when sign_in_attempts.last_attempt_at < ${at}::timestamptz - make_interval(secs => ${FORGET_AFTER_SECONDS})
        then 1 else sign_in_attempts.attempts + 1 end,
      last_attempt_at = ${at}
    where sign_in_attempts.last_attempt_at < ${at}::timestamptz - make_interval(secs => ${FORGET_AFTER_SECONDS})
      or sign_in_attempts.attempts < ${free}
      or sign_in_attempts.last_attempt_at
         + make_interval(secs => least(${MAX_PAUSE_SECONDS}, power(2, sign_in_attempts.attempts - ${free})))
         <= ${at}::timestamptz
    returning attempts`);
  if (counted.length) return 0;
  const [row] = await db.execute<{ attempts: number; last: Date | string }>(
    sql`select attempts, last_attempt_at as last from sign_in_attempts where key = ${key}`,
  );
  if (!row) return 1;
  const until = new Date(row.last).getTime() + pauseAfter(Number(row.attempts), free) * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from sign_in_attempts where key = ${key}`);
}

/** A process-wide cap on password hashes in flight. */
export class VerificationSlots {
  private busy = 0;
  constructor(private readonly max: number) {}
  /** A release function, or null when every slot is taken (the caller answers 429). */
  tryAcquire(): (() => void) | null {
    if (this.busy >= this.max) return null;
    this.busy++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy--;
    };
  }
  get inFlight(): number {
    return this.busy;
  }
}
