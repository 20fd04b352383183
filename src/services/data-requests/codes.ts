import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { dataRequests, smsMessages } from "../../db/schema";
import { VERIFICATION } from "../../shared/data-requests";
import type { Deps } from "../deps";
import { referencesForPhone } from "./matching";

/**
 * A code is stored only as an HMAC keyed with the server's secret and bound to its request, so
 * a copy of the table can neither be replayed nor brute-forced offline (a bare SHA-256 of six
 * digits could be, in a second).
 */
export function codeHash(secret: string, requestId: number, code: string): string {
  return createHmac("sha256", secret).update(`data-request:${requestId}:${code}`).digest("hex");
}

export function codeMatches(secret: string, requestId: number, code: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(codeHash(secret, requestId, code), "hex");
  const b = Buffer.from(stored, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function codeText(productName: string, kind: string, code: string): string {
  return (
    `${productName}: ${code} is your code to confirm your ${kind} request. ` +
    `It expires in ${VERIFICATION.codeMinutes} minutes. If you did not ask for this, ignore this text.`
  );
}

/**
 * The data-request-code job. Texts round `round` of a request's code when the number is one we
 * hold data for; a number we never called gets no text (we do not message strangers), and the
 * form's answer was the same either way. The code exists in clear only in this function and in
 * the text itself; our own SMS log keeps the message with the code masked.
 */
export async function sendVerificationCode(
  deps: Deps,
  job: { requestId: number; round: number },
): Promise<"sent" | "no-match" | "skipped"> {
  const [row] = await deps.db.select().from(dataRequests).where(eq(dataRequests.id, job.requestId));
  if (!row || row.status !== "pending_verification" || row.codesSent !== job.round) return "skipped";
  if (row.codeRound === job.round && row.codeSentAt) return "skipped";
  const now = deps.now();
  const matches = await referencesForPhone(deps.db, row.phone);
  if (!matches.length) {
    await deps.db
      .update(dataRequests)
      .set({ codeRound: job.round, updatedAt: now })
      .where(eq(dataRequests.id, row.id));
    return "no-match";
  }
  const code = newCode();
  // A retried job makes a fresh code (the earlier one, if it was ever texted, stops working).
  const claimed = await deps.db
    .update(dataRequests)
    .set({
      verificationCodeHash: codeHash(deps.config.encryptionKey, row.id, code),
      verificationExpiresAt: new Date(now.getTime() + VERIFICATION.codeMinutes * 60_000),
      codeRound: job.round,
      codeSentAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(dataRequests.id, row.id),
        eq(dataRequests.status, "pending_verification"),
        eq(dataRequests.codesSent, job.round),
      ),
    )
    .returning({ id: dataRequests.id });
  if (!claimed.length) return "skipped";

  const telephony = deps.providers.telephony;
  const from = telephony.callerNumberFor(row.phone);
  const key = `data-request:${row.id}:${job.round}:${randomBytes(6).toString("hex")}`;
  const sent = await telephony.sendSms({
    to: row.phone,
    from,
    body: codeText(deps.config.env.PRODUCT_NAME, row.kind, code),
    idempotencyKey: key,
  });
  await deps.db
    .insert(smsMessages)
    .values({
      direction: "outbound",
      fromNumber: from,
      toNumber: row.phone,
      body: codeText(deps.config.env.PRODUCT_NAME, row.kind, "••••••"),
      providerMessageId: sent.messageSid,
      idempotencyKey: key,
      intent: "verification_code",
    })
    .onConflictDoNothing();
  await deps.db
    .update(dataRequests)
    .set({ codeSentAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(dataRequests.id, row.id), eq(dataRequests.codeRound, job.round)));
  return "sent";
}
