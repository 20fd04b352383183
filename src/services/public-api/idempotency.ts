import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Deps } from "../deps";

/** An Idempotency-Key answers the same for 24 hours. */
export const IDEMPOTENCY_HOURS = 24;
/** A claim whose work never committed (its process died) may be taken again after this long. */
const LEASE_SECONDS = 60;

export interface IdempotencyClaim {
  id: number;
}

export type ClaimOutcome =
  { kind: "claimed"; claim: IdempotencyClaim } | { kind: "replay"; status: number; body: unknown };

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/**
 * Claims `key` for this account and request, or answers with what the first request got.
 * - no record (or one older than 24 hours): claimed;
 * - same request, answered: the stored answer;
 * - a different request under the same key: 409;
 * - same request still being worked on: 409 (retry shortly), unless its lease lapsed.
 */
export async function claimIdempotencyKey(
  deps: Deps,
  userId: number,
  key: string,
  requestHash: string,
): Promise<ClaimOutcome> {
  if (!KEY_SHAPE.test(key))
    throw new AppError("BAD_REQUEST", "Idempotency-Key must be 1 to 255 printable characters", {
      "Idempotency-Key": ["must be 1 to 255 printable ASCII characters"],
    });
  const rows = await deps.db.execute<{
    id: number;
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
    completed_at: string | null;
    claimed: boolean;
  }>(sql`
    insert into api_idempotency_keys (user_id, key, request_hash, lease_until, created_at)
    values (${userId}, ${key}, ${requestHash}, now() + make_interval(secs => ${LEASE_SECONDS}), now())
    on conflict (user_id, key) do update set
      request_hash = excluded.request_hash, lease_until = excluded.lease_until, created_at = now(),
      response_status = null, response_body = null, completed_at = null
      where api_idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})
         or (api_idempotency_keys.completed_at is null and api_idempotency_keys.lease_until < now()
             and api_idempotency_keys.request_hash = excluded.request_hash)
    returning id, request_hash, response_status, response_body, completed_at, true as claimed`);
  if (rows[0]) return { kind: "claimed", claim: { id: Number(rows[0].id) } };
  const [existing] = await deps.db.execute<{
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
    completed_at: string | null;
  }>(sql`select request_hash, response_status, response_body, completed_at from api_idempotency_keys
          where user_id = ${userId} and key = ${key}`);
  if (!existing) return claimIdempotencyKey(deps, userId, key, requestHash);
  if (existing.request_hash !== requestHash)
    throw new AppError(
      "CONFLICT",
      "This Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request",
    );
  if (!existing.completed_at)
    throw new AppError(
      "CONFLICT",
      "A request with this Idempotency-Key is still being processed: retry in a few seconds",
    );
  return { kind: "replay", status: existing.response_status ?? 200, body: existing.response_body };
}

/** Stores the answer; called inside the transaction that does the work, and again with the full body. */
export async function completeIdempotencyKey(db: Db, claim: IdempotencyClaim, status: number, body: unknown) {
  await db.execute(sql`update api_idempotency_keys
     set response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb, completed_at = now()
   where id = ${claim.id}`);
}

/** Old records go (called by the sweep). */
export async function purgeIdempotencyKeys(deps: Deps): Promise<number> {
  const rows = await deps.db.execute(sql`delete from api_idempotency_keys
     where created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS}) returning id`);
  return rows.length;
}
