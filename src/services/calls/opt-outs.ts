import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { optOuts } from "../../db/schema";

export type OptOutSource = "sms_stop" | "call" | "operator";

/** The suppression list's key for a number (stored E.164, as every reference phone is). */
export function phoneHash(phone: string): string {
  return createHash("sha256").update(`refline-opt-out:${phone.trim()}`).digest("hex");
}

/** Records that a number must never be called again (idempotent). */
export async function recordOptOut(db: Db, phone: string, source: OptOutSource, at: Date): Promise<void> {
  await db
    .insert(optOuts)
    .values({ phoneHash: phoneHash(phone), source, createdAt: at })
    .onConflictDoNothing();
}

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ h: optOuts.phoneHash })
    .from(optOuts)
    .where(eq(optOuts.phoneHash, phoneHash(phone)));
  return !!row;
}
