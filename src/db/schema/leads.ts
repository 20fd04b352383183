import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { referenceChecks } from "./checks";

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

/** References' requests to correct or delete what a call recorded about them. */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    phone: text().notNull(),
    name: text(),
    email: text(),
    details: text(),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    status: text().notNull().default("pending_verification"),
    verificationCodeHash: text(),
    verificationExpiresAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone), index().on(t.status)],
);
