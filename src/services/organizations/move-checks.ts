import { and, eq, isNull } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";
import { writeAudit } from "./audit";
import type { ActingMember } from "./members";

/**
 * Moves the member's personal checks (requested with their signed-in address, in no organization)
 * into the organization. One-way: the organization owns them from then on.
 */
export async function moveMyChecks(deps: Deps, actor: ActingMember) {
  const moved = await deps.db
    .update(referenceChecks)
    .set({ organizationId: actor.organizationId, orderedByUserId: actor.userId })
    .where(
      and(
        eq(referenceChecks.requesterEmail, actor.email.toLowerCase()),
        isNull(referenceChecks.organizationId),
      ),
    )
    .returning({ id: referenceChecks.publicId });
  if (moved.length)
    await writeAudit(
      deps.db,
      actor.organizationId,
      actor,
      "checks.moved",
      { count: moved.length },
      deps.now(),
    );
  return { moved: moved.length };
}
