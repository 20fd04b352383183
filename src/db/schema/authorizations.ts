import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { AUTHORIZATION_STATES } from "../../shared/states";
import { oneOf } from "./states";
import { referenceChecks } from "./checks";

/**
 * The candidate's authorization of a check (an investigative consumer report needs the candidate's
 * written authorization after a stand-alone disclosure). One per check. The candidate reaches it
 * only through the link e-mailed to them: the token itself is never stored, only its SHA-256.
 *
 * state: awaiting → authorized | declined | expired. In the candidate-led mode an authorized
 * record also waits for the references (`referencesEnteredAt`).
 */
export const candidateAuthorizations = pgTable(
  "candidate_authorizations",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    candidateEmail: text().notNull(),
    /** Who enters the references: the requester at submission, or the candidate on this page. */
    referencesBy: text().notNull().default("requester"),
    /**
     * The link's token is derived from this nonce with the installation's key (HMAC), so the
     * e-mails can rebuild it; only the token's SHA-256 is looked up. A copy of the database alone
     * opens no authorization page.
     */
    tokenNonce: text().notNull(),
    tokenHash: text().notNull(),
    state: text({ enum: AUTHORIZATION_STATES }).notNull().default("awaiting"),
    /** Set when the invitation is sent (the check became free or paid); the 7 days count from here. */
    invitedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    reminderSentAt: timestamp({ withTimezone: true }),
    /** The exact disclosure text version the candidate was shown when they answered. */
    disclosureVersion: text(),
    typedName: text(),
    authorizedAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
    expiredAt: timestamp({ withTimezone: true }),
    ipAddress: varchar({ length: 45 }),
    userAgent: text(),
    referencesEnteredAt: timestamp({ withTimezone: true }),
    /** The candidate asked for a copy of the report; the requester approves before it is sent. */
    reportCopyRequestedAt: timestamp({ withTimezone: true }),
    reportCopyApprovedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.referenceCheckId),
    uniqueIndex().on(t.tokenHash),
    index().on(t.state),
    check("candidate_authorizations_state_check", oneOf(t.state, AUTHORIZATION_STATES)),
  ],
);
