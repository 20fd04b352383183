import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { referenceChecks } from "../../db/schema";
import { notFound } from "../../errors";

/** Locks a check's row for the rest of the transaction, or answers 404 when there is none. */
export async function lockCheckOrNotFound(tx: DbOrTx, checkId: number) {
  const [check] = await tx
    .select()
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId))
    .for("update");
  if (!check) throw notFound("Reference check");
  return check;
}
