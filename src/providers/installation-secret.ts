import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

const KEY = "installation_secret";

/**
 * A random secret made once per installation and kept in the database, so every process of the
 * product (web and worker, any number of each) reads the same value and nothing guessable ships
 * in the source. The simulated providers derive their credentials from it.
 */
export async function loadInstallationSecret(db: Db): Promise<string> {
  const fresh = randomBytes(32).toString("base64url");
  // Two processes starting together: the first insert wins, both read the winner.
  await db
    .insert(appSettings)
    .values({ key: KEY, value: fresh })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const value = row?.value;
  if (typeof value !== "string" || value.length < 32) throw new Error("installation secret is unreadable");
  return value;
}

/** What a derived credential is for: one purpose never unlocks another. */
export type SecretPurpose = "simulated-carrier" | "simulated-stripe-webhook";

export function deriveSecret(installationSecret: string, purpose: SecretPurpose): string {
  return createHmac("sha256", installationSecret).update(purpose).digest("base64url");
}

/** Constant-time comparison of a presented credential with the expected one. */
export function sameSecret(presented: unknown, expected: string): boolean {
  if (typeof presented !== "string") return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
