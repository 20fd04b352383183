import { z } from "zod";
import { AppError } from "../../errors";
import { createSession, invalidateSession } from "../auth/sessions";
import type { Deps } from "../deps";
import { INVALID_PASSWORD, verifyAdminCredentials } from "./admins";
import { FailureWindow } from "./sign-in-limiter";

export const adminSignInSchema = z.object({
  email: z.string({ error: INVALID_PASSWORD }).trim().max(320, INVALID_PASSWORD),
  password: z.string({ error: INVALID_PASSWORD }).min(1, INVALID_PASSWORD).max(1024, INVALID_PASSWORD),
});

/** 10 failed tries per IP or per address in 15 minutes, then a pause. */
const failures = new FailureWindow(10, 15 * 60_000);

/**
 * The operator's password prompt, checked on the server: a users row with role admin and a
 * matching scrypt hash. Success starts a brand-new session (the previous one, if any, ends);
 * every failure reads "Invalid password".
 */
export async function signInAdmin(
  deps: Deps,
  input: z.output<typeof adminSignInSchema>,
  meta: { ip: string | null; userAgent: string | null; previousSessionId: string | null },
): Promise<{ token: string; expiresAt: Date; user: { id: number; email: string; role: "admin" } }> {
  const keys = [`ip:${meta.ip ?? "?"}`, `email:${input.email.toLowerCase()}`];
  const now = Date.now();
  const wait = failures.blockedFor(keys, now);
  if (wait > 0)
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `Too many attempts: try again in ${Math.ceil(wait / 60)} minutes`,
    );
  let user;
  try {
    user = await verifyAdminCredentials(deps, input.email, input.password);
  } catch (err) {
    failures.fail(keys, now);
    deps.log.warn({ ip: meta.ip }, "operator sign-in refused");
    throw err;
  }
  failures.clear(keys);
  if (meta.previousSessionId) await invalidateSession(deps, meta.previousSessionId);
  const session = await createSession(deps, user.id, { ipAddress: meta.ip, userAgent: meta.userAgent });
  deps.log.info({ userId: user.id }, "operator signed in");
  return { token: session.token, expiresAt: session.expiresAt, user };
}
