import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceChecks } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * The checkout token binds the payment step to the browser that created the check: the creation
 * answer carries it once, the browser keeps it with the pending check, and every payment call and
 * the receipt must present it. Only its SHA-256 is stored. Integer check ids are sequential, so
 * they identify nothing on their own.
 */
export function newCheckoutToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashCheckoutToken(token) };
}

export function hashCheckoutToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The one answer for every check that is not the caller's (unknown id, wrong token, another
 * person's check): it says nothing about whether the id exists or what state it is in.
 */
export const NOT_YOURS_MESSAGE = "No payment found for this checkout. Please submit the form again.";
export const notYours = () => new AppError("NOT_FOUND", NOT_YOURS_MESSAGE);

/**
 * The id of the check this token was issued for. A `referenceCheckId` sent alongside must name
 * the same check; otherwise (or with an unknown token) the generic answer.
 */
export async function ownedCheckId(
  db: Db,
  input: { checkoutToken: string; referenceCheckId?: number },
): Promise<number> {
  const [row] = await db
    .select({ id: referenceChecks.id })
    .from(referenceChecks)
    .where(eq(referenceChecks.checkoutTokenHash, hashCheckoutToken(input.checkoutToken)));
  if (!row) throw notYours();
  if (input.referenceCheckId !== undefined && input.referenceCheckId !== row.id) throw notYours();
  return row.id;
}
