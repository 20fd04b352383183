import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { operatorRecoveryCodes, operatorSecondFactors } from "../../../db/schema";
import { AppError, badRequest } from "../../../errors";
import { open, seal } from "../../../providers/secret-box";
import { recordAudit, type AuditActor } from "../../insights/audit";
import type { Deps } from "../../deps";

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const CODE_MISMATCH = "That code does not match: check the app's clock and enter the newest code";
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "RefLine";

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret });
const associated = (userId: number) => `operator-totp:${userId}`;
const hashCode = (code: string) => createHash("sha256").update(normalizeRecovery(code)).digest("hex");
const normalizeRecovery = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, "");

/** Ten random characters from an alphabet without look-alikes, shown as XXXXX-XXXXX. */
function newRecoveryCode(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function factorOf(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select()
    .from(operatorSecondFactors)
    .where(eq(operatorSecondFactors.userId, userId));
  return row ?? null;
}

/** Whether the operator has a second factor switched on, and how many recovery codes remain. */
export async function secondFactorStatus(
  deps: Deps,
  userId: number,
): Promise<{ enabled: boolean; required: boolean; recoveryCodesLeft: number }> {
  const row = await factorOf(deps, userId);
  const [left] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.enabledAt),
    required: deps.config.operatorTotpRequired,
    recoveryCodesLeft: row?.enabledAt ? (left?.n ?? 0) : 0,
  };
}

/**
 * Starts (or restarts) enrolment: a fresh secret, kept sealed and switched off until the first
 * code confirms it. Its URI is shown only now; once switched on it is never returned.
 */
export async function startEnrolment(
  deps: Deps,
  user: { id: number; email: string },
): Promise<{ uri: string; secret: string; qrSvg: string }> {
  const existing = await factorOf(deps, user.id);
  if (existing?.enabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is already on");
  const secret = new Secret({ size: 20 }).base32;
  const sealedSecret = seal(secret, deps.config.encryptionKey, associated(user.id));
  await deps.db
    .insert(operatorSecondFactors)
    .values({ userId: user.id, sealedSecret, createdAt: deps.now() })
    .onConflictDoUpdate({
      target: operatorSecondFactors.userId,
      set: { sealedSecret, enabledAt: null, lastStep: null, createdAt: deps.now() },
    });
  const uri = totpOf(secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, secret, qrSvg };
}

/**
 * Accepts a 6-digit code of the operator's secret within one step either side of now, once:
 * the accepted step is stored atomically and codes of that step or earlier are refused (replay).
 */
async function acceptTotp(deps: Deps, userId: number, sealedSecret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = open(sealedSecret, deps.config.encryptionKey, associated(userId));
  const now = deps.now().getTime();
  const delta = totpOf(secret, "x").validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const taken = await deps.db
    .update(operatorSecondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(operatorSecondFactors.userId, userId),
        sql`(${operatorSecondFactors.lastStep} is null or ${operatorSecondFactors.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: operatorSecondFactors.userId });
  return taken.length === 1;
}

/** Switches the second factor on with its first code and hands out the recovery codes, once. */
export async function confirmEnrolment(
  deps: Deps,
  user: { id: number; email: string },
  code: string,
  actor: AuditActor,
): Promise<{ recoveryCodes: string[] }> {
  const row = await factorOf(deps, user.id);
  if (!row) throw badRequest("Start enrolment first", { code: ["Start enrolment first"] });
  if (row.enabledAt) throw new AppError("CONFLICT", "Two-factor sign-in is already on");
  if (!(await acceptTotp(deps, user.id, row.sealedSecret, code.trim()))) {
    await recordAudit(deps, actor, "second-factor-failed", null, { during: "enrolment" });
    throw badRequest(CODE_MISMATCH, { code: [CODE_MISMATCH] });
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(operatorSecondFactors)
      .set({ enabledAt: deps.now() })
      .where(eq(operatorSecondFactors.userId, user.id));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, user.id));
    await tx
      .insert(operatorRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })));
  });
  await recordAudit(deps, actor, "second-factor-enrolled", null, { recoveryCodes: RECOVERY_CODE_COUNT });
  return { recoveryCodes };
}

/**
 * Checks a sign-in's second step: a current code, or an unused recovery code (then spent).
 * Answers which one matched, or null (also when the operator has no second factor on).
 */
export async function checkSecondFactor(
  deps: Deps,
  userId: number,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const row = await factorOf(deps, userId);
  if (!row?.enabledAt) return null;
  const trimmed = code.trim();
  if (await acceptTotp(deps, userId, row.sealedSecret, trimmed.replace(/\s/g, ""))) return "totp";
  if (normalizeRecovery(trimmed).length !== 10) return null;
  const spent = await deps.db
    .update(operatorRecoveryCodes)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(operatorRecoveryCodes.userId, userId),
        eq(operatorRecoveryCodes.codeHash, hashCode(trimmed)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent.length === 1 ? "recovery" : null;
}

export async function hasSecondFactor(deps: Deps, userId: number): Promise<boolean> {
  return Boolean((await factorOf(deps, userId))?.enabledAt);
}

/** Switches the second factor off; a current code (or a recovery code) proves the operator holds it. */
export async function disableSecondFactor(
  deps: Deps,
  user: { id: number; email: string },
  code: string,
  actor: AuditActor,
): Promise<{ enabled: false }> {
  if (!(await hasSecondFactor(deps, user.id))) throw new AppError("CONFLICT", "Two-factor sign-in is not on");
  const matched = await checkSecondFactor(deps, user.id, code);
  if (!matched) {
    await recordAudit(deps, actor, "second-factor-failed", null, { during: "disable" });
    throw badRequest(CODE_MISMATCH, { code: [CODE_MISMATCH] });
  }
  if (matched === "recovery") await recordAudit(deps, actor, "recovery-code-used", null, {});
  await deps.db.delete(operatorSecondFactors).where(eq(operatorSecondFactors.userId, user.id));
  await deps.db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, user.id));
  await recordAudit(deps, actor, "second-factor-disabled", null, {});
  return { enabled: false };
}
