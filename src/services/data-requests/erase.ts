import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import {
  callAnalytics,
  callLogs,
  checkReferences,
  consentLogs,
  emailReports,
  fraudDetectionLogs,
  referenceChecks,
  smsMessages,
} from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import { maskPhone } from "../../shared/phone";
import type { Deps } from "../deps";
import { refreshReportFiles } from "../reports/generate";
import { lockCheck, lockReferenceAt } from "../checks/queries";
import { ERASED_FAILURE_REASON } from "../checks/failure-reasons";

export const ERASED_NAME = "Erased reference";

/** A call's content: the reference's words and the analysis of them. */
export const CALL_CONTENT_FIELDS = {
  transcript: null,
  transcriptTurns: null,
  responses: null,
  aiAnalysis: null,
  sentiment: null,
  rating: null,
  keyInsights: [] as string[],
  redFlags: [] as string[],
  notes: null,
};

/** What a call keeps once the reference's words, recording and their analysis are gone. */
export const PURGED_CALL_FIELDS = { ...CALL_CONTENT_FIELDS, recordingUrl: null, recordingSid: null };

export interface ReferenceKey {
  checkId: number;
  referenceIndex: number;
}

type CallRow = typeof callLogs.$inferSelect;

/**
 * Asks the carrier to delete every recording of these calls. Runs before anything is erased
 * here: if the carrier fails, nothing changes and the erasure can simply be tried again.
 */
export async function deleteProviderRecordings(deps: Deps, logs: CallRow[]): Promise<number> {
  const telephony = deps.providers.telephony;
  if (!telephony.deleteRecordings) return 0;
  let n = 0;
  const sids = new Set(
    logs
      .filter((l) => l.callRequestId && (l.recordingSid || l.recordingUrl || l.outcome === "completed"))
      .map((l) => l.callRequestId!),
  );
  for (const sid of sids) n += await telephony.deleteRecordings(sid);
  return n;
}

/**
 * Erases what we hold about these references (a verified deletion request): transcripts,
 * answers, recordings (also at the carrier), the analysis and per-question analytics, consent
 * wording, SMS texts, and their name and number wherever they were stored. What accounting needs
 * stays: the check, its price and payment state, refunds, and each call's existence, times and
 * outcome. A reference still to be called is never called. Stored reports are re-rendered
 * without them. Erasing an already erased reference changes nothing.
 */
export async function eraseReferences(
  deps: Deps,
  targets: ReferenceKey[],
): Promise<{ erased: ReferenceKey[]; recordingsDeleted: number }> {
  const erased: ReferenceKey[] = [];
  let recordingsDeleted = 0;
  for (const target of targets) {
    const logs = await callsOf(deps, target);
    recordingsDeleted += await deleteProviderRecordings(deps, logs);
    if (await eraseOne(deps, target)) erased.push(target);
  }
  for (const checkId of new Set(erased.map((e) => e.checkId))) await refreshReportFiles(deps, checkId);
  return { erased, recordingsDeleted };
}

function callsOf(deps: Deps, t: ReferenceKey) {
  return deps.db
    .select()
    .from(callLogs)
    .where(and(eq(callLogs.referenceCheckId, t.checkId), eq(callLogs.referenceIndex, t.referenceIndex)));
}

async function eraseOne(deps: Deps, target: ReferenceKey): Promise<boolean> {
  const now = deps.now();
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const ref = await lockReferenceAt(tx, target.checkId, target.referenceIndex);
    if (!ref || ref.erasedAt) return false;
    const { name, phone } = ref;

    const logs = await tx
      .update(callLogs)
      .set({
        ...PURGED_CALL_FIELDS,
        phoneNumber: "",
        referenceName: ERASED_NAME,
        ipAddress: null,
        purgedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(callLogs.referenceCheckId, target.checkId),
          eq(callLogs.referenceIndex, target.referenceIndex),
        ),
      )
      .returning({ id: callLogs.id });
    const callIds = logs.map((l) => l.id);
    if (callIds.length) {
      await tx
        .update(consentLogs)
        .set({ rawResponse: null, referencePhone: "" })
        .where(inArray(consentLogs.callLogId, callIds));
      await tx.delete(callAnalytics).where(inArray(callAnalytics.callId, callIds));
    }

    const final = ["completed", "failed"].includes(ref.status);
    await tx
      .update(checkReferences)
      .set({
        name: ERASED_NAME,
        phone: "",
        erasedAt: now,
        optedOut: true,
        updatedAt: now,
        ...(final ? {} : { status: "failed", failureReason: ERASED_FAILURE_REASON, nextAttemptAt: null }),
      })
      .where(eq(checkReferences.id, ref.id));
    if (!final) await enqueue(jobs.checkProgress, { checkId: target.checkId });

    // The submitted form keeps the relationship (the report's weighting) and nothing personal.
    const check = await lockCheck(tx, target.checkId);
    const key = `reference${target.referenceIndex}` as "reference1" | "reference2" | "reference3";
    const submitted = check?.[key];
    await tx
      .update(referenceChecks)
      .set({
        ...(submitted ? { [key]: { ...submitted, name: ERASED_NAME, phone: "" } } : {}),
        fraudReasons: (check?.fraudReasons ?? []).map((r) => scrub(r, name, phone)),
        updatedAt: now,
      })
      .where(eq(referenceChecks.id, target.checkId));

    // Texts to and from them; their number only when no other reference still uses it.
    await tx
      .update(smsMessages)
      .set({ body: "[erased]" })
      .where(
        and(
          eq(smsMessages.referenceCheckId, target.checkId),
          eq(smsMessages.referenceIndex, target.referenceIndex),
        ),
      );
    const [stillUsed] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(checkReferences)
      .where(and(eq(checkReferences.phone, phone), ne(checkReferences.id, ref.id)));
    if (phone && !stillUsed?.n) {
      await tx
        .update(smsMessages)
        .set({ body: "[erased]", fromNumber: "" })
        .where(eq(smsMessages.fromNumber, phone));
      await tx
        .update(smsMessages)
        .set({ body: "[erased]", toNumber: "" })
        .where(eq(smsMessages.toNumber, phone));
    }

    const fraud = await tx
      .select()
      .from(fraudDetectionLogs)
      .where(
        or(
          eq(fraudDetectionLogs.referenceCheckId, target.checkId),
          phone ? sql`${fraudDetectionLogs.details}->>'phone' = ${phone}` : undefined,
        ),
      );
    for (const f of fraud) {
      const details = scrubValue(f.details, name, phone) as Record<string, unknown>;
      await tx.update(fraudDetectionLogs).set({ details }).where(eq(fraudDetectionLogs.id, f.id));
    }

    // The delivery ledger quotes red flags as "Name: title: evidence".
    const ledgers = await tx
      .select()
      .from(emailReports)
      .where(eq(emailReports.referenceCheckId, target.checkId));
    for (const l of ledgers)
      await tx
        .update(emailReports)
        .set({ redFlags: l.redFlags.filter((f) => !f.startsWith(`${name}: `)) })
        .where(eq(emailReports.id, l.id));
    return true;
  });
}

/** Replaces a name and a phone number inside stored text (fraud reasons and their details). */
export function scrub(text: string, name: string, phone: string): string {
  let out = text;
  if (name.trim().length >= 2) out = out.split(name).join(ERASED_NAME);
  if (phone) out = out.split(phone).join(maskPhone(phone));
  return out;
}

function scrubValue(v: unknown, name: string, phone: string): unknown {
  if (typeof v === "string") return scrub(v, name, phone);
  if (Array.isArray(v)) return v.map((x) => scrubValue(x, name, phone));
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scrubValue(x, name, phone)]));
  return v;
}
