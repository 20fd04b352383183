import { pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** spec §3.1 early_access_leads. */
export const earlyAccessLeads = pgTable("early_access_leads", {
  id: serial().primaryKey(),
  email: text().notNull(),
  company: text(),
  monthlyChecks: text(),
  interestedIn: text().notNull().default("unlimited"),
  ipAddress: varchar({ length: 45 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Enterprise quote requests (the spec's form is wired to nothing; we store and forward them). */
export const enterpriseLeads = pgTable("enterprise_leads", {
  id: serial().primaryKey(),
  email: text().notNull(),
  company: text().notNull(),
  volume: text().notNull(),
  requirements: text(),
  ipAddress: varchar({ length: 45 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
