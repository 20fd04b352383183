import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** spec §3.1 admin_analytics: the daily rollup. */
export const adminAnalytics = pgTable("admin_analytics", {
  id: serial().primaryKey(),
  date: date().notNull().unique(),
  totalChecks: integer().notNull().default(0),
  completedChecks: integer().notNull().default(0),
  failedChecks: integer().notNull().default(0),
  averageCallDuration: numeric({ precision: 8, scale: 2 }).notNull().default("0"),
  totalRevenue: numeric({ precision: 10, scale: 2 }).notNull().default("0"),
  fraudAttempts: integer().notNull().default(0),
  questionInsights: jsonb().$type<unknown>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** First-party analytics: page views and named events, recorded only after cookie consent. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    path: text(),
    category: text(),
    label: text(),
    value: numeric({ precision: 10, scale: 2 }),
    params: jsonb().$type<Record<string, unknown>>(),
    anonymousId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.name, t.createdAt)],
);
