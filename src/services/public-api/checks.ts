import { createHash } from "node:crypto";
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import { ZodError } from "zod";
import { apiCheckOrigins, referenceChecks } from "../../db/schema";
import { AppError } from "../../errors";
import { checkRequestSchema } from "../../shared/check-request";
import { apiCheckExtrasSchema, listChecksQuerySchema, type ListChecksQuery } from "../../shared/public-api";
import { flattenZodError } from "../../shared/field-errors";
import { createCheck, type RequestContext } from "../lifecycle/create";
import type { Deps } from "../deps";
import { createCheckoutSessionForCheck } from "../payments/checkout";
import { apiChecksOf, findApiCheck, getApiCheck, scopeOf, type ApiCheck } from "./check-views";
import type { ApiPrincipal } from "./keys";
import { openCursor, sealCursor } from "./cursor";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  idempotencyOwner,
  type IdempotencyClaim,
} from "./idempotency";

/* Creating and listing checks through /api/v1 (a check's view is check-views.ts, cancelling cancel.ts). */

/** The canonical JSON of a body (keys sorted), hashed: the same body in any key order is the same request. */
export function bodyHash(value: unknown): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash("sha256")
    .update(JSON.stringify(canon(value)))
    .digest("hex");
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * POST /api/v1/checks: the request form's schema and creation service, the account's address as
 * the requester, plus externalId and metadata. A test key's check is never charged; a live
 * key's paid check answers with a hosted-checkout URL. With an Idempotency-Key the first answer
 * is stored in the creating transaction and returned again for the same body within 24 hours.
 */
export async function createApiCheck(
  deps: Deps,
  p: ApiPrincipal,
  raw: Record<string, unknown>,
  ctx: RequestContext,
  idempotencyKey: string | null,
): Promise<ApiAnswer<ApiCheck>> {
  const { externalId: _e, metadata: _m, requesterEmail: _r, ...form } = raw;
  const extras = apiCheckExtrasSchema.safeParse({ externalId: raw.externalId, metadata: raw.metadata });
  const parsed = checkRequestSchema.safeParse({ ...form, requesterEmail: p.email });
  if (!extras.success || !parsed.success)
    throw new AppError(
      "BAD_REQUEST",
      "The check has invalid fields",
      flattenZodError(new ZodError([...(extras.error?.issues ?? []), ...(parsed.error?.issues ?? [])])),
    );

  // A test key must never ring a real phone: its checks need the simulated carrier.
  if (p.mode === "test" && deps.config.providers.telephony === "live")
    throw new AppError(
      "CONFLICT",
      "Test keys run checks on simulated calls, which this installation does not offer: use a live key",
    );

  let claim: IdempotencyClaim | null = null;
  // An empty header is a key that breaks the rules (400), not a request without one.
  if (idempotencyKey !== null) {
    const outcome = await claimIdempotencyKey(
      deps,
      { userId: p.userId, organizationId: p.organizationId, mode: p.mode },
      idempotencyKey,
      bodyHash({ path: "POST /checks", raw }),
    );
    if (outcome.kind === "replay") {
      const stored = outcome.body as ApiCheck | { checkId: string } | null;
      // Records are per key mode; the check is still read through this key's scope, so a
      // record never shows a check this key could not read.
      const body =
        stored && "object" in stored && stored.testMode === (p.mode === "test")
          ? stored
          : await getApiCheck(deps, p, stored && "object" in stored ? stored.id : stored!.checkId);
      return { status: outcome.status, body, replayed: true };
    }
    claim = outcome.claim;
  }

  const created = await createCheck(deps, parsed.data, ctx, {
    uncharged: p.mode === "test",
    owner: { organizationId: p.organizationId, orderedByUserId: p.userId },
    within: async (tx, check) => {
      await tx.insert(apiCheckOrigins).values({
        referenceCheckId: check.id,
        userId: p.userId,
        apiKeyId: p.keyId,
        apiKeyName: p.keyName,
        externalId: extras.data.externalId ?? null,
        metadata: extras.data.metadata ?? {},
        createdAt: deps.now(),
      });
      if (claim) await completeIdempotencyKey(tx, claim, 201, { checkId: check.publicId });
    },
  });
  const row = await findApiCheck(deps, p, created.id);
  const [body] = await apiChecksOf(deps, [row]);
  if (created.checkoutToken) {
    try {
      const session = await createCheckoutSessionForCheck(deps, {
        checkoutToken: created.checkoutToken,
        referenceCheckId: created.referenceCheckId,
      });
      body!.payment.checkoutUrl = session.url || null;
    } catch (err) {
      deps.log.warn({ err, checkId: created.referenceCheckId }, "hosted checkout for an API check failed");
    }
  }
  if (claim) await completeIdempotencyKey(deps.db, claim, 201, body!);
  return { status: 201, body: body!, replayed: false };
}

/** A cursor works for the keys that may read the same list: one account's, or one organization's, of one mode. */
const cursorScope = (p: ApiPrincipal) => `checks:${idempotencyOwner(p)}:${p.mode}`;

/** GET /api/v1/checks: newest first, a page at a time; `nextCursor` is null on the last page. */
export async function listApiChecks(
  deps: Deps,
  p: ApiPrincipal,
  raw: ListChecksQuery,
): Promise<{ object: "list"; data: ApiCheck[]; nextCursor: string | null; hasMore: boolean }> {
  const q = listChecksQuerySchema.parse(raw);
  const where: (SQL | undefined)[] = [scopeOf(p)];
  if (q.status) where.push(eq(referenceChecks.status, q.status));
  if (q.createdAfter) where.push(gte(referenceChecks.createdAt, new Date(q.createdAfter)));
  if (q.createdBefore) where.push(lte(referenceChecks.createdAt, new Date(q.createdBefore)));
  if (q.externalId)
    where.push(
      inArray(
        referenceChecks.id,
        deps.db
          .select({ id: apiCheckOrigins.referenceCheckId })
          .from(apiCheckOrigins)
          .where(eq(apiCheckOrigins.externalId, q.externalId)),
      ),
    );
  if (q.cursor) {
    const c = openCursor(deps.config.encryptionKey, cursorScope(p), q.cursor);
    const t = new Date(c.t);
    where.push(
      or(
        lt(referenceChecks.createdAt, t),
        and(eq(referenceChecks.createdAt, t), lt(referenceChecks.id, c.i)),
      ),
    );
  }
  const rows = await deps.db
    .select()
    .from(referenceChecks)
    .where(and(...where))
    .orderBy(desc(referenceChecks.createdAt), desc(referenceChecks.id))
    .limit(q.limit + 1);
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    object: "list",
    data: await apiChecksOf(deps, page),
    hasMore,
    nextCursor:
      hasMore && last
        ? sealCursor(deps.config.encryptionKey, cursorScope(p), {
            t: last.createdAt.toISOString(),
            i: last.id,
          })
        : null,
  };
}
