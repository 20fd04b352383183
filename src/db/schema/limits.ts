import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per-procedure request counters in fixed windows, shared by every web process so that adding a
 * process does not add allowance. `key` is "<procedure>:<client address>".
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Operator sign-in attempts per key ("pair:<address>|<account>" and "ip:<address>"). An attempt is
 * counted before its password is hashed; each evaluated failure beyond the free ones doubles the
 * pause before the next attempt on that key. A success clears the pair.
 */
export const signInAttempts = pgTable("sign_in_attempts", {
  key: text().primaryKey(),
  attempts: integer().notNull().default(0),
  lastAttemptAt: timestamp({ withTimezone: true }).notNull(),
});
