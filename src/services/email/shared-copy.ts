import { and, eq, isNull } from "drizzle-orm";
import { organizations, referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";

/**
 * Where else the e-mails about a check go: its organization's shared address, unless the check
 * has none, the message already goes there, or the organization was deleted.
 */
export async function sharedCopyAddress(deps: Deps, checkId: number, to: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ shared: organizations.sharedEmail })
    .from(referenceChecks)
    .innerJoin(organizations, eq(organizations.id, referenceChecks.organizationId))
    .where(and(eq(referenceChecks.id, checkId), isNull(organizations.deletedAt)));
  const shared = row?.shared?.toLowerCase() ?? null;
  return shared && shared !== to.trim().toLowerCase() ? shared : null;
}
