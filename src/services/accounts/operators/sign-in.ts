import { z } from "zod";
import { AppError } from "../../../errors";
import { createSession, invalidateSession } from "../sessions";
import type { Deps } from "../../deps";
import { INVALID_PASSWORD, verifyAdminCredentials } from "./admins";
import { recordAudit } from "../../insights/audit";
import {
  ACCOUNT_FREE_ATTEMPTS,
  ADDRESS_FREE_ATTEMPTS,
  countAttempt,
  forgetAttempts,
  networkOf,
  PAIR_FREE_ATTEMPTS,
  VerificationSlots,
} from "./sign-in-guard";
import { knownNetwork } from "./known-networks";
import { alertSignInBurst } from "./burst-alert";
import { checkSecondFactor, hasSecondFactor } from "./second-factor";

/** The one error of a wrong, stale or replayed second-factor code. */
export const INVALID_CODE = "Invalid code";

export const adminSignInSchema = z.object({
  email: z.string({ error: INVALID_PASSWORD }).trim().max(320, INVALID_PASSWORD),
  password: z.string({ error: INVALID_PASSWORD }).min(1, INVALID_PASSWORD).max(1024, INVALID_PASSWORD),
  /** The second step, for an operator with two-factor sign-in on: a 6-digit code or a recovery code. */
  code: z.string({ error: INVALID_CODE }).trim().min(1, INVALID_CODE).max(64, INVALID_CODE).optional(),
});

type SignedIn = { token: string; expiresAt: Date; user: { id: number; email: string; role: "admin" } };
/** Right password, and the operator has a second factor on: ask for the code (no session yet). */
type CodeNeeded = { secondFactorRequired: true };

/** One cap per web process (per deps), shared by every sign-in it serves (see sign-in-guard). */
const slotsByDeps = new WeakMap<Deps, VerificationSlots>();
export function verificationSlots(deps: Deps): VerificationSlots {
  let slots = slotsByDeps.get(deps);
  if (!slots) {
    slots = new VerificationSlots(deps.config.env.OPERATOR_SIGN_IN_CONCURRENCY);
    slotsByDeps.set(deps, slots);
  }
  return slots;
}

const tooMany = (seconds: number) =>
  new AppError(
    "TOO_MANY_REQUESTS",
    seconds >= 120
      ? `Too many attempts: try again in ${Math.ceil(seconds / 60)} minutes`
      : `Too many attempts: try again in ${seconds} seconds`,
  );

/**
 * The operator's password prompt, checked on the server: a users row with role admin and a
 * matching scrypt hash. Success starts a brand-new session (the previous one, if any, ends);
 * every failure reads "Invalid password". The attempt is counted before the hash is computed.
 * An operator with two-factor sign-in on sends the password again with `code`; without it the
 * answer is { secondFactorRequired: true }. Each such step is one more counted attempt.
 */
export async function signInAdmin(
  deps: Deps,
  input: z.output<typeof adminSignInSchema>,
  meta: { ip: string | null; userAgent: string | null; previousSessionId: string | null },
): Promise<SignedIn | CodeNeeded> {
  const actor = { email: input.email.trim().toLowerCase(), ip: meta.ip, userAgent: meta.userAgent };
  try {
    const session = await signIn(deps, input, meta);
    if ("secondFactorRequired" in session) return session;
    await recordAudit(deps, { ...actor, email: session.user.email }, "sign-in", null, {
      ...(session.secondFactor ? { secondFactor: session.secondFactor } : {}),
    });
    if (session.secondFactor === "recovery") await recordAudit(deps, actor, "recovery-code-used", null, {});
    return { token: session.token, expiresAt: session.expiresAt, user: session.user };
  } catch (err) {
    if (err instanceof AppError && err.message === INVALID_CODE) {
      await recordAudit(deps, actor, "second-factor-failed", null, { during: "sign-in" });
      throw err;
    }
    // Every refused sign-in is on the audit log with the address it came from (never the password).
    const reason =
      err instanceof AppError && err.code === "TOO_MANY_REQUESTS" ? err.message : "Invalid password";
    await recordAudit(deps, actor, "sign-in-failed", null, { reason }).catch((e: unknown) =>
      deps.log.warn({ err: e }, "sign-in audit entry not written"),
    );
    throw err;
  }
}

async function signIn(
  deps: Deps,
  input: z.output<typeof adminSignInSchema>,
  meta: { ip: string | null; userAgent: string | null; previousSessionId: string | null },
): Promise<(SignedIn & { secondFactor: "totp" | "recovery" | null }) | CodeNeeded> {
  const address = networkOf(meta.ip);
  const email = input.email.trim().toLowerCase();
  const addressKey = `ip:${address}`;
  const pairKey = `pair:${address}|${email}`;
  const release = verificationSlots(deps).tryAcquire();
  if (!release)
    throw new AppError("TOO_MANY_REQUESTS", "Too many sign-ins at once: try again in a few seconds");
  let user;
  try {
    const now = deps.now();
    const addressWait = await countAttempt(deps.db, addressKey, ADDRESS_FREE_ATTEMPTS, now);
    if (addressWait > 0) throw tooMany(addressWait);
    const pairWait = await countAttempt(deps.db, pairKey, PAIR_FREE_ATTEMPTS, now);
    if (pairWait > 0) throw tooMany(pairWait);
    if (!(await knownNetwork(deps, email, address))) {
      const accountWait = await countAttempt(deps.db, `account:${email}`, ACCOUNT_FREE_ATTEMPTS, now);
      if (accountWait > 0) {
        deps.log.warn({ ip: meta.ip }, "operator sign-in: account-wide limit reached");
        await alertSignInBurst(deps, email, now);
        throw tooMany(accountWait);
      }
    }
    try {
      user = await verifyAdminCredentials(deps, input.email, input.password);
    } catch (err) {
      deps.log.warn({ ip: meta.ip }, "operator sign-in refused");
      throw err;
    }
  } finally {
    release();
  }
  let secondFactor: "totp" | "recovery" | null = null;
  if (await hasSecondFactor(deps, user.id)) {
    if (input.code === undefined) return { secondFactorRequired: true };
    secondFactor = await checkSecondFactor(deps, user.id, input.code);
    if (!secondFactor) {
      deps.log.warn({ ip: meta.ip }, "operator sign-in: second-factor code refused");
      throw new AppError("UNAUTHORIZED", INVALID_CODE);
    }
  }
  await forgetAttempts(deps.db, pairKey);
  await forgetAttempts(deps.db, addressKey);
  await forgetAttempts(deps.db, `account:${email}`);
  if (meta.previousSessionId) await invalidateSession(deps, meta.previousSessionId);
  const session = await createSession(deps, user.id, { ipAddress: meta.ip, userAgent: meta.userAgent });
  deps.log.info({ userId: user.id }, "operator signed in");
  return { token: session.token, expiresAt: session.expiresAt, user, secondFactor };
}
