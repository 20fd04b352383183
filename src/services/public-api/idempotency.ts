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

/** Seconds a client is told to wait before retrying a request whose twin is still being worked on. */
export const IN_FLIGHT_RETRY_SECONDS = 2;

/** A 409 that says when to come back (the REST answer carries it as Retry-After). */
export class RetryLater extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super("CONFLICT", message);
  }
}

/**
 * Whose key it is: the account (or, for an organization's key, the organization) and the mode of
 * the API key that sent it. All of one organization's keys of one mode share their records, so an
 * ATS that retries with the organization's other key gets the first answer, never a second check.
 */
export interface IdempotencyScope {
  userId: number;
  organizationId: number | null;
  mode: "live" | "test";
}

export const idempotencyOwner = (s: Pick<IdempotencyScope, "userId" | "organizationId">) =>
  s.organizationId !== null ? `org:${s.organizationId}` : `user:${s.userId}`;

/**
 * Claims `key` for this account, key mode and request, or answers with what the first request got.
 * - no record (or one older than 24 hours): claimed;
 * - same request, answered: the stored answer;
 * - a different request under the same key: 409;
 * - same request still being worked on: 409 with a retry delay, unless its lease lapsed.
 * A test key and a live key never see each other's records, even with the same key and body.
 */
export async function claimIdempotencyKey(
  deps: Deps,
  scope: IdempotencyScope,
  key: string,
  requestHash: string,
): Promise<ClaimOutcome> {
  const { userId, mode } = scope;
  const owner = idempotencyOwner(scope);
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
    insert into api_idempotency_keys (user_id, scope, mode, key, request_hash, lease_until, created_at)
    values (${userId}, ${owner}, ${mode}, ${key}, ${requestHash}, now() + make_interval(secs => ${LEASE_SECONDS}), now())
    on conflict (scope, mode, key) do update set
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
          where scope = ${owner} and mode = ${mode} and key = ${key}`);
  if (!existing) return claimIdempotencyKey(deps, scope, key, requestHash);
  if (existing.request_hash !== requestHash)
    throw new AppError(
      "CONFLICT",
      "This Idempotency-Key was used with a different request in the last 24 hours: use a new key for a new request",
    );
  if (!existing.completed_at)
    throw new RetryLater(
      `A request with this Idempotency-Key is still being processed: retry in ${IN_FLIGHT_RETRY_SECONDS} seconds`,
      IN_FLIGHT_RETRY_SECONDS,
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
