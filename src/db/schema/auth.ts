import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** spec §3.1 users. `password` holds a scrypt hash, never the password itself. */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  username: text(),
  password: text(),
  role: text().notNull().default("user"),
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
