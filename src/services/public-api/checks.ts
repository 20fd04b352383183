import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import { ZodError } from "zod";
import { apiCheckOrigins, checkReferences, referenceChecks, reportFiles } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { checkRequestSchema } from "../../shared/check-request";
import { apiCheckExtrasSchema, listChecksQuerySchema, type ListChecksQuery } from "../../shared/public-api";
import { flattenZodError } from "../../shared/field-errors";
import { closeCheck } from "../admin/force-complete";
import { createCheck, type RequestContext } from "../checks/create";
import { ownedBy } from "../dashboard/checks";
import type { Deps } from "../deps";
import { createCheckoutSessionForCheck } from "../payments/checkout";
import type { ApiPrincipal } from "./keys";
import { claimIdempotencyKey, completeIdempotencyKey, type IdempotencyClaim } from "./idempotency";

type CheckRow = typeof referenceChecks.$inferSelect;

export interface ApiReference {
  index: number;
  name: string;
  relationship: string;
  language: string;
  status: string;
  attempts: number;
  nextCallAt: Date | null;
  completedAt: Date | null;
  failureReason: string | null;
}

export interface ApiCheck {
  object: "check";
  id: string;
  status: string;
  testMode: boolean;
  candidateName: string;
  role: string;
  companyName: string;
  externalId: string | null;
  metadata: Record<string, string>;
  origin: { type: "api" | "web"; apiKeyName: string | null };
  createdAt: Date;
  nextCallAt: Date | null;
  failureReason: string | null;
  references: ApiReference[];
  payment: {
    status: string;
    amount: number;
    amountRefunded: number;
    currency: "USD";
    /** Where a person completes the payment of a check that waits for it (creation answer only). */
    checkoutUrl: string | null;
  };
  /** Report links once the report exists. */
  reports: { pdf: string; enhancedPdf: string | null; json: string } | null;
  statusUrl: string;
}

/** A key sees its account's checks of its own mode: test keys test checks, live keys the rest. */
function scopeOf(p: ApiPrincipal): SQL {
  return and(ownedBy(p.email), eq(referenceChecks.testMode, p.mode === "test"))!;
}

async function views(deps: Deps, rows: CheckRow[]): Promise<ApiCheck[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [refs, origins, files] = await Promise.all([
    deps.db
      .select()
      .from(checkReferences)
      .where(inArray(checkReferences.referenceCheckId, ids))
      .orderBy(asc(checkReferences.referenceIndex)),
    deps.db.select().from(apiCheckOrigins).where(inArray(apiCheckOrigins.referenceCheckId, ids)),
    deps.db
      .select({ checkId: reportFiles.referenceCheckId, design: reportFiles.design })
      .from(reportFiles)
      .where(inArray(reportFiles.referenceCheckId, ids)),
  ]);
  const base = `${deps.config.publicBaseUrl}/api/v1/checks`;
  return rows.map((c) => {
    const mine = refs.filter((r) => r.referenceCheckId === c.id);
    const origin = origins.find((o) => o.referenceCheckId === c.id);
    const designs = new Set(files.filter((f) => f.checkId === c.id).map((f) => f.design));
    const upcoming = mine
      .filter((r) => (r.status === "pending" || r.status === "scheduled") && r.nextAttemptAt)
      .map((r) => r.nextAttemptAt!.getTime());
    return {
      object: "check" as const,
      id: c.publicId,
      status: c.status,
      testMode: c.testMode,
      candidateName: c.candidateName,
      role: c.role,
      companyName: c.companyName,
      externalId: origin?.externalId ?? null,
      metadata: origin?.metadata ?? {},
      origin: origin
        ? { type: "api" as const, apiKeyName: origin.apiKeyName }
        : { type: "web" as const, apiKeyName: null },
      createdAt: c.createdAt,
      nextCallAt: upcoming.length ? new Date(Math.min(...upcoming)) : null,
      failureReason: c.status === "failed" ? c.failureReason : null,
      references: mine.map((r) => ({
        index: r.referenceIndex,
        name: r.name,
        relationship: r.relationship,
        language: r.language,
        status: r.status,
        attempts: r.attemptsMade,
        nextCallAt: r.status === "pending" || r.status === "scheduled" ? r.nextAttemptAt : null,
        completedAt: r.completedAt,
        failureReason: r.status === "failed" ? r.failureReason : null,
      })),
      payment: {
        status: c.paymentStatus,
        amount: Number(c.priceCharged),
        amountRefunded: Number(c.amountRefunded),
        currency: "USD" as const,
        checkoutUrl: null,
      },
      reports: designs.has("standard")
        ? {
            pdf: `${base}/${c.publicId}/report?design=standard`,
            enhancedPdf: designs.has("enhanced") ? `${base}/${c.publicId}/report?design=enhanced` : null,
            json: `${base}/${c.publicId}/report.json`,
          }
        : null,
      statusUrl: `${deps.config.publicBaseUrl}/check-status/${c.publicId}`,
    };
  });
}

/** One of the key's checks by its public id; any other id (another account's too) is the same 404. */
export async function findApiCheck(deps: Deps, p: ApiPrincipal, id: string): Promise<CheckRow> {
  const [row] = await deps.db
    .select()
    .from(referenceChecks)
    .where(and(eq(referenceChecks.publicId, id), scopeOf(p)));
  if (!row) throw new AppError("NOT_FOUND", "Check not found");
  return row;
}

export async function getApiCheck(deps: Deps, p: ApiPrincipal, id: string): Promise<ApiCheck> {
  return (await views(deps, [await findApiCheck(deps, p, id)]))[0]!;
}

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
  if (idempotencyKey) {
    const outcome = await claimIdempotencyKey(
      deps,
      p.userId,
      idempotencyKey,
      bodyHash({ path: "POST /checks", raw }),
    );
    if (outcome.kind === "replay") {
      const stored = outcome.body as ApiCheck | { checkId: string } | null;
      const body =
        stored && "object" in stored
          ? stored
          : await getApiCheck(deps, p, (stored as { checkId: string }).checkId);
      return { status: outcome.status, body, replayed: true };
    }
    claim = outcome.claim;
  }

  const created = await createCheck(deps, parsed.data, ctx, {
    uncharged: p.mode === "test",
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
  const [body] = await views(deps, [row]);
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

interface Cursor {
  t: string;
  i: number;
}
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");
function decodeCursor(s: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(s, "base64url").toString("utf8")) as Cursor;
    if (typeof c.t === "string" && Number.isInteger(c.i) && !Number.isNaN(Date.parse(c.t))) return c;
  } catch {
    // falls through
  }
  throw new AppError("BAD_REQUEST", "cursor is not valid", {
    cursor: ["is not valid: use nextCursor as given"],
  });
}

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
          .where(and(eq(apiCheckOrigins.userId, p.userId), eq(apiCheckOrigins.externalId, q.externalId))),
      ),
    );
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
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
    data: await views(deps, page),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor({ t: last.createdAt.toISOString(), i: last.id }) : null,
  };
}

export const CANCELLED_CALL = "Cancelled by the requester before the call was made.";
export const CANCELLED_NOBODY = "Cancelled by the requester: no reference was interviewed.";
export const CANCELLED_UNPAID = "Cancelled by the requester before payment.";

/**
 * POST /api/v1/checks/{id}/cancel: calls not yet made are cancelled; a call under way finishes.
 * Each reference not interviewed gets its share of a paid price back (the refund rules of a
 * failed reference); a check nobody was interviewed for fails and is refunded in full; one with
 * interviews gets its report. An unpaid check is simply closed. Cancelling twice changes nothing.
 */
export async function cancelApiCheck(deps: Deps, p: ApiPrincipal, id: string): Promise<ApiCheck> {
  const check = await findApiCheck(deps, p, id);
  if (check.status === "completed" || check.status === "failed") return getApiCheck(deps, p, id);
  if (check.status === "pending" && ["pending", "failed"].includes(check.paymentStatus)) {
    const now = deps.now();
    await transaction(deps.database, async (tx) => {
      await tx
        .update(checkReferences)
        .set({ status: "failed", failureReason: CANCELLED_CALL, nextAttemptAt: null, updatedAt: now })
        .where(
          and(
            eq(checkReferences.referenceCheckId, check.id),
            inArray(checkReferences.status, ["pending", "scheduled"]),
          ),
        );
      await tx
        .update(referenceChecks)
        .set({ status: "failed", failureReason: CANCELLED_UNPAID, checkoutTokenHash: null, updatedAt: now })
        .where(and(eq(referenceChecks.id, check.id), eq(referenceChecks.status, "pending")));
    });
    return getApiCheck(deps, p, id);
  }
  if (check.status === "pending") {
    // Paid but not started yet: closed like a running check (full refund, nobody interviewed).
    await deps.db
      .update(referenceChecks)
      .set({ status: "processing", updatedAt: deps.now() })
      .where(and(eq(referenceChecks.id, check.id), eq(referenceChecks.status, "pending")));
  }
  await closeCheck(deps, check.id, {
    closedReason: CANCELLED_CALL,
    nobodyReason: CANCELLED_NOBODY,
    leaveCallsInProgress: true,
  });
  return getApiCheck(deps, p, id);
}
