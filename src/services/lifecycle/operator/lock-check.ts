import type { Db } from "../../../db/client";
import { notFound } from "../../../errors";
import { lockCheck } from "../../checks/queries";

/** Locks a check's row for the rest of the transaction, or answers 404 when there is none. */
export async function lockCheckOrNotFound(tx: Db, checkId: number) {
  const check = await lockCheck(tx, checkId);
  if (!check) throw notFound("Reference check");
  return check;
}
