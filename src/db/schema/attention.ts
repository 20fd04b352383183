import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * What operators did about one item of the attention queue. An item is derived from rows (a stuck
 * check, a bounced report …) and named by its subject ("check:12", "data-request:<public id>",
 * "webhook-endpoint:<public id>"), its reason and the moment it began (`since`); this row records
 * who took it, who resolved it and why, and when the operators were e-mailed about it. A new
 * occurrence (the check moved and got stuck again) has a new `since`, so it is a new item.
 */
export const attentionMarks = pgTable(
  "attention_marks",
  {
    id: serial().primaryKey(),
    subject: text().notNull(),
    reason: text().notNull(),
    since: timestamp({ withTimezone: true }).notNull(),
    assignedTo: text(),
    assignedAt: timestamp({ withTimezone: true }),
    resolvedBy: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    note: text(),
    /** The operators were e-mailed that it waited past its threshold (once per item). */
    alertedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.subject, t.reason, t.since), index().on(t.subject)],
);
