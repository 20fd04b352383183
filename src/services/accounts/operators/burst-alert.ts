import { and, eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { jobs } from "../../../jobs/registry";
import type { Deps } from "../../deps";
import { ACCOUNT_FREE_ATTEMPTS } from "./sign-in-guard";

/**
 * The account-wide limit was met: the operator is told by e-mail, at most once an hour per
 * account (the job's singleton key). Enqueued whatever address was typed; the job writes only to
 * a real operator account, so a guessed address never becomes an e-mail to a stranger.
 */
export async function alertSignInBurst(deps: Deps, email: string, now: Date): Promise<void> {
  const hour = Math.floor(now.getTime() / 3_600_000);
  await deps.queue.send(
    jobs.notifySignInBurst,
    { email, at: now.toISOString() },
    { singletonKey: `sign-in-burst:${email}:${hour}` },
  );
}

export async function notifySignInBurst(deps: Deps, d: { email: string; at: string }) {
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${d.email}`, eq(users.role, "admin")));
  if (!user) return { sent: false };
  const product = deps.config.env.PRODUCT_NAME;
  const text =
    `More than ${ACCOUNT_FREE_ATTEMPTS} wrong passwords were tried on your ${product} operator account ` +
    `within the hour before ${d.at.slice(0, 16).replace("T", " ")} UTC, from networks you have not signed in from. ` +
    `Sign-ins from your usual networks still work; elsewhere each new attempt now waits longer. ` +
    `If this was not you, change your password.`;
  const r = await deps.providers.email.send({
    to: user.email,
    subject: `Sign-in attempts on your ${product} operator account`,
    text,
    tag: "sign-in-burst",
    idempotencyKey: `sign-in-burst:${d.email}:${d.at.slice(0, 13)}`,
  });
  return { sent: !r.duplicate };
}
