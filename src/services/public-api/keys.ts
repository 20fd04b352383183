import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { customerApiKeys, organizationMembers, organizations, users } from "../../db/schema";
import { AppError } from "../../errors";
import type { ApiKeySummary, ApiScope, CreateApiKeyInput } from "../../shared/public-api";
import { createApiKeySchema } from "../../shared/public-api";
import type { Deps } from "../deps";
import { writeAudit } from "../organizations/audit";
import { keysOf, organizationIdOf, type OwnerRef } from "../checks/owner";

/** 32 random bytes after the mode prefix: rl_live_<43 base64url characters>. */
const KEY_BYTES = 32;
const SHOWN_CHARS = 6;
/** last_used_at is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_EVERY_MS = 60_000;
const KEY_SHAPE = /^rl_(live|test)_[A-Za-z0-9_-]{43}$/;

export const hashApiKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

export interface ApiPrincipal {
  keyId: number;
  keyPublicId: string;
  keyName: string;
  mode: "live" | "test";
  scopes: ApiScope[];
  userId: number;
  email: string;
  /** The organization the key acts for; null for a personal key. */
  organizationId: number | null;
}

/** Whose checks and endpoints a key reaches: its organization's, or its holder's personal ones. */
export function ownerOfKey(p: ApiPrincipal): OwnerRef {
  return p.organizationId === null
    ? { kind: "personal", userId: p.userId, email: p.email }
    : { kind: "organization", organizationId: p.organizationId, userId: p.userId, email: p.email };
}

function summary(row: typeof customerApiKeys.$inferSelect): ApiKeySummary {
  return {
    id: row.publicId,
    name: row.name,
    mode: row.mode as "live" | "test",
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
  };
}

/** Creates a key for the signed-in customer; the key itself is in this answer and nowhere else. */
export async function createApiKey(
  deps: Deps,
  owner: OwnerRef,
  raw: CreateApiKeyInput,
): Promise<ApiKeySummary & { key: string }> {
  const input = createApiKeySchema.parse(raw);
  const active = await deps.db
    .select({ id: customerApiKeys.id })
    .from(customerApiKeys)
    .where(and(keysOf(owner), isNull(customerApiKeys.revokedAt)));
  if (active.length >= 20)
    throw new AppError("CONFLICT", "You have 20 active API keys: revoke one before creating another");
  const key = `rl_${input.mode}_${randomBytes(KEY_BYTES).toString("base64url")}`;
  const [row] = await deps.db
    .insert(customerApiKeys)
    .values({
      publicId: `key_${randomBytes(12).toString("base64url")}`,
      userId: owner.userId,
      organizationId: organizationIdOf(owner),
      name: input.name,
      mode: input.mode,
      prefix: key.slice(0, `rl_${input.mode}_`.length + SHOWN_CHARS),
      keyHash: hashApiKey(key),
      scopes: input.scopes,
      createdAt: deps.now(),
    })
    .returning();
  if (owner.kind === "organization")
    await writeAudit(
      deps.db,
      owner.organizationId,
      owner,
      "key.created",
      { key: row!.publicId, name: input.name, mode: input.mode },
      deps.now(),
    );
  return { ...summary(row!), key };
}

export async function listApiKeys(deps: Deps, owner: OwnerRef): Promise<ApiKeySummary[]> {
  const rows = await deps.db
    .select()
    .from(customerApiKeys)
    .where(keysOf(owner))
    .orderBy(desc(customerApiKeys.createdAt), desc(customerApiKeys.id));
  return rows.map(summary);
}

/** Revokes one of the customer's keys at once; another customer's key id is the same 404 as none. */
export async function revokeApiKey(deps: Deps, owner: OwnerRef, publicId: string): Promise<ApiKeySummary> {
  const [row] = await deps.db
    .update(customerApiKeys)
    .set({ revokedAt: deps.now() })
    .where(and(eq(customerApiKeys.publicId, publicId), keysOf(owner), isNull(customerApiKeys.revokedAt)))
    .returning();
  if (row && owner.kind === "organization")
    await writeAudit(
      deps.db,
      owner.organizationId,
      owner,
      "key.revoked",
      { key: row.publicId, name: row.name },
      deps.now(),
    );
  if (row) return summary(row);
  const [existing] = await deps.db
    .select()
    .from(customerApiKeys)
    .where(and(eq(customerApiKeys.publicId, publicId), keysOf(owner)));
  if (existing) return summary(existing);
  throw new AppError("NOT_FOUND", "API key not found");
}

/** The key's owner and scopes, or null for a malformed, unknown or revoked key. */
export async function authenticateApiKey(deps: Deps, key: string): Promise<ApiPrincipal | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const [row] = await deps.db
    .select({
      key: customerApiKeys,
      email: users.email,
      billingEmail: organizations.billingEmail,
      stillMember: organizationMembers.id,
    })
    .from(customerApiKeys)
    .innerJoin(users, eq(users.id, customerApiKeys.userId))
    .leftJoin(organizations, eq(organizations.id, customerApiKeys.organizationId))
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, customerApiKeys.organizationId),
        eq(organizationMembers.userId, customerApiKeys.userId),
      ),
    )
    .where(and(eq(customerApiKeys.keyHash, hashApiKey(key)), isNull(customerApiKeys.revokedAt)));
  if (!row) return null;
  const now = deps.now();
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await deps.db
      .update(customerApiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(customerApiKeys.id, row.key.id),
          or(
            isNull(customerApiKeys.lastUsedAt),
            lt(customerApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
          ),
        ),
      );
  }
  return {
    keyId: row.key.id,
    keyPublicId: row.key.publicId,
    keyName: row.key.name,
    mode: row.key.mode as "live" | "test",
    scopes: row.key.scopes as ApiScope[],
    userId: row.key.userId,
    // An organization's key outlives its creator's membership: then its checks' e-mails go to the billing address.
    email:
      row.key.organizationId !== null && row.stillMember === null
        ? row.billingEmail!.toLowerCase()
        : row.email,
    organizationId: row.key.organizationId,
  };
}
