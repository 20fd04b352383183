import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Provider keys saved from /api-keys, encrypted (AES-256-GCM) and never shown back. */
export const providerSettings = pgTable("provider_settings", {
  keyName: text().primaryKey(),
  encryptedValue: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Small switches operators flip at run time (maintenance mode and the like). */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
