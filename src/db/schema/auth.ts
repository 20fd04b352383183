import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** spec §3.1 users. `password` holds a scrypt hash, never the password itself. */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  username: text(),
  password: text(),
  role: text().notNull().default("user"),
  /** When the person proved they read this mailbox (a sign-in link or an invitation opened); null: never. */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Sessions per Lucia's current guidance: the id is the SHA-256 of a 32-byte random token. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ipAddress: text(),
  },
  (t) => [index().on(t.userId)],
);

/** Single-use e-mailed sign-in links; only the SHA-256 of the token is stored. */
export const signInTokens = pgTable(
  "sign_in_tokens",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.email)],
);

/**
 * An operator's TOTP second factor (RFC 6238). The secret is sealed with ENCRYPTION_KEY and never
 * returned after enrolment; `enabledAt` is null while enrolment awaits its first code.
 * `lastStep` is the last accepted 30-second step: a code of that step or an earlier one is refused.
 */
export const operatorSecondFactors = pgTable("operator_second_factors", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: "number" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of an operator's second factor; only the SHA-256 is stored. */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.userId, t.codeHash)],
);
