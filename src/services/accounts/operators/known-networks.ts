import { and, desc, eq, sql } from "drizzle-orm";
import { sessions, users } from "../../../db/schema";
import type { Deps } from "../../deps";
import { networkOf } from "./sign-in-guard";

/** How many of the account's latest sessions say where it usually signs in from. */
const RECENT_SESSIONS = 50;

/**
 * Whether the operator account has signed in from this network before (one of its latest
 * sessions came from it): such a network is not held by the account-wide limit, so guesses from
 * elsewhere cannot lock the operator out of their usual place.
 */
export async function knownNetwork(deps: Deps, email: string, network: string): Promise<boolean> {
  if (network === "?") return false;
  const rows = await deps.db
    .select({ ip: sessions.ipAddress })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.role, "admin")))
    .orderBy(desc(sessions.createdAt))
    .limit(RECENT_SESSIONS);
  return rows.some((r) => r.ip && networkOf(r.ip) === network);
}
