import { and, desc, eq, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import { checkReferences, referenceChecks, smsMessages } from "../../db/schema";
import type { Db } from "../../db/client";
import { transactionRetrying, type Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { attemptKey } from "../checks/attempts";
import { failureReasonFor } from "../checks/failure-reasons";
import { isOptedOut, recordOptOut, type OptOutSource } from "./opt-outs";
import { legalToContact, nextDialSlot } from "../scheduling/schedule";
import { outboundText } from "../../shared/safe-text";
import { asCallLanguage } from "../checks/call-language";
import { noticeText } from "./notice-texts";
import { placeOfNumber } from "../scheduling/zones";

export { noticeText } from "./notice-texts";

/**
 * Sends the notice once per reference: the message row (with its idempotency key) is written before
 * the provider is asked, so a retried job never texts twice.
 */
export async function sendCallNotice(
  deps: Deps,
  checkId: number,
  referenceIndex: number,
): Promise<"sent" | "already" | "skipped" | "outside-hours"> {
  const key = `notice:${checkId}:${referenceIndex}`;
  const [row] = await deps.db
    .select({ ref: checkReferences, check: referenceChecks })
    .from(checkReferences)
    .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
    .where(
      and(eq(checkReferences.referenceCheckId, checkId), eq(checkReferences.referenceIndex, referenceIndex)),
    );
  if (!row || row.ref.optedOut || ["completed", "failed"].includes(row.ref.status)) return "skipped";
  if (await isOptedOut(deps.db, row.ref.phone)) return "skipped";
  // The legal floor, whatever called us: no text before 8:00 or after 21:00 where it may ring.
  if (!legalToContact(deps, placeOfNumber(row.ref.phone).zones, deps.now())) return "outside-hours";
  const telephony = deps.providers.telephony;
  const from = telephony.callerNumberFor(row.ref.phone);
  // Requester-typed text reaches the reference's phone only if it passes the form's check.
  const body = noticeText(
    {
      productName: deps.config.env.PRODUCT_NAME,
      referenceName: outboundText(row.ref.name, "there"),
      candidateName: outboundText(row.check.candidateName, "A candidate"),
      companyName: outboundText(row.check.companyName, "a hiring company"),
      role: outboundText(row.check.role, "new"),
      fromNumber: from,
    },
    asCallLanguage(row.ref.language),
  );
  const inserted = await deps.db
    .insert(smsMessages)
    .values({
      direction: "outbound",
      referenceCheckId: checkId,
      referenceIndex,
      fromNumber: from,
      toNumber: row.ref.phone,
      body,
      idempotencyKey: key,
      intent: "notice",
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted[0]) return "already";
  const sent = await telephony.sendSms({ to: row.ref.phone, from, body, idempotencyKey: key });
  const now = deps.now();
  await deps.db
    .update(smsMessages)
    .set({ providerMessageId: sent.messageSid })
    .where(eq(smsMessages.id, inserted[0].id));
  await deps.db
    .update(checkReferences)
    .set({ smsSentAt: now, updatedAt: now })
    .where(eq(checkReferences.id, row.ref.id));
  return "sent";
}

export type SmsIntent = "stop" | "later" | "other";

/** STOP (and the carrier synonyms) opts out; LATER or a time reschedules; anything else is kept. */
export function smsIntent(body: string): SmsIntent {
  const t = body.trim().toLowerCase();
  if (/^(stop|stopall|unsubscribe|cancel|end|quit|optout|opt out|revoke|arret|arrêt)\b/.test(t))
    return "stop";
  if (
    /^(later|plus tard|más tarde|mas tarde)\b|\b(tomorrow|after|at|around)\b|\b\d{1,2}(:\d{2})?\s*(am|pm)\b/.test(
      t,
    )
  )
    return "later";
  return "other";
}

/**
 * The instant a reply asks for, in the reference's zone: "3pm", "tomorrow 10am", "after 2:30 pm",
 * "LATER" (two hours from now). Returns null when no time can be read.
 */
export function requestedTime(body: string, now: Date, zone: string): Date {
  const t = body.toLowerCase();
  const local = DateTime.fromJSDate(now, { zone });
  const m = t.match(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/);
  let at = local.plus({ hours: 2 });
  if (m) {
    let hour = Number(m[1]) % 12;
    if (m[3] === "pm") hour += 12;
    at = local.set({ hour, minute: Number(m[2] ?? 0), second: 0, millisecond: 0 });
    if (/\btomorrow\b/.test(t) || at <= local) at = at.plus({ days: 1 });
  } else if (/\btomorrow\b/.test(t))
    at = local.plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  return at.toJSDate();
}

/**
 * An inbound SMS (Twilio's messaging webhook). Returns the reply to text back, or null for none.
 * Processed once per message id.
 */
export async function handleInboundSms(
  deps: Deps,
  p: { from: string; to: string; body: string; messageSid: string },
): Promise<string | null> {
  const intent = smsIntent(p.body);
  return transactionRetrying(deps, async ({ db: tx, enqueue }) => {
    const inserted = await tx
      .insert(smsMessages)
      .values({
        direction: "inbound",
        fromNumber: p.from,
        toNumber: p.to,
        body: p.body,
        providerMessageId: p.messageSid,
        intent,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted[0]) return null;
    const [ref] = await tx
      .select({ ref: checkReferences, check: referenceChecks })
      .from(checkReferences)
      .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
      .where(
        and(
          eq(checkReferences.phone, p.from),
          inArray(checkReferences.status, ["pending", "scheduled", "in_progress"]),
        ),
      )
      .orderBy(desc(checkReferences.updatedAt))
      .limit(1)
      // Only the reference row: jobs lock a check before its references, so taking the check row
      // here too could deadlock with them.
      .for("update", { of: checkReferences });
    if (ref)
      await tx
        .update(smsMessages)
        .set({ referenceCheckId: ref.ref.referenceCheckId, referenceIndex: ref.ref.referenceIndex })
        .where(eq(smsMessages.id, inserted[0].id));
    const now = deps.now();
    if (intent === "stop") {
      await optOutPhone(deps, tx, enqueue, p.from);
      await tx.update(smsMessages).set({ handledAt: now }).where(eq(smsMessages.id, inserted[0].id));
      return `You won't be called again by ${deps.config.env.PRODUCT_NAME}.`;
    }
    if (intent === "later" && ref && ref.ref.status === "scheduled") {
      const wanted = requestedTime(p.body, now, ref.ref.timezone ?? "America/New_York");
      const slot = await nextDialSlot(deps, ref.ref.phone, ref.check.preferredCallWindow, wanted);
      if (slot) {
        const attempt = ref.ref.attemptsMade + 1;
        await tx
          .update(checkReferences)
          .set({ nextAttemptAt: slot.at, updatedAt: now })
          .where(eq(checkReferences.id, ref.ref.id));
        await enqueue(
          jobs.placeCall,
          { checkId: ref.ref.referenceCheckId, referenceIndex: ref.ref.referenceIndex, attempt },
          {
            startAfter: slot.at,
            singletonKey: `${attemptKey(ref.ref.referenceCheckId, ref.ref.referenceIndex, attempt)}@${slot.at.getTime()}`,
          },
        );
        await tx.update(smsMessages).set({ handledAt: now }).where(eq(smsMessages.id, inserted[0].id));
        const when = DateTime.fromJSDate(slot.at, { zone: ref.ref.timezone ?? "America/New_York" }).toFormat(
          "cccc 'at' h:mm a",
        );
        return `Thanks, we'll call you ${when}.`;
      }
    }
    // Anything else is kept for an operator to read.
    return null;
  });
}

/**
 * Opts a phone number out for good: every open reference on it fails as opted out (not only the
 * latest), and every reference on it, past or future, is marked so it is never called again.
 */
export async function optOutPhone(
  deps: Deps,
  tx: Db,
  enqueue: Enqueue,
  phone: string,
  source: OptOutSource = "sms_stop",
): Promise<number> {
  const now = deps.now();
  await recordOptOut(tx, phone, source, now);
  const open = await tx
    .update(checkReferences)
    .set({
      optedOut: true,
      status: "failed",
      failureReason: failureReasonFor("opted_out", 0),
      updatedAt: now,
    })
    .where(and(eq(checkReferences.phone, phone), inArray(checkReferences.status, ["pending", "scheduled"])))
    .returning();
  await tx
    .update(checkReferences)
    .set({ optedOut: true, updatedAt: now })
    .where(eq(checkReferences.phone, phone));
  for (const r of open) await enqueue(jobs.checkProgress, { checkId: r.referenceCheckId });
  return open.length;
}
