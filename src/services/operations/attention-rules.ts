/**
 * The attention queue's rules, pure: which rows need an operator, since when, and why. The loader
 * (attention.ts) reads the candidate rows; this decides. Each item is named by its subject and
 * reason and the moment it began, so resolving it hides exactly that occurrence: a check that
 * moves and gets stuck again is a new item.
 */
import { ATTENTION_REASON_LABELS, ATTENTION_REASONS, type AttentionReason } from "../../shared/attention";

export { ATTENTION_REASON_LABELS, ATTENTION_REASONS, type AttentionReason };

/** A data request is in the queue from this long before its due date. */
export const DATA_REQUEST_WARNING_DAYS = 3;

export interface AttentionCheckRow {
  id: number;
  publicId: string;
  candidateName: string;
  status: string;
  paymentStatus: string;
  testMode: boolean;
  lastProgressAt: Date;
  updatedAt: Date;
  disputedAt: Date | null;
  disputeReason: string | null;
}

export interface AttentionInput {
  now: Date;
  stuckMinutes: number;
  /** Every check any other row below points at (and the processing / pending candidates). */
  checks: AttentionCheckRow[];
  /** References marked for an operator (operatorAttention not null). */
  flaggedReferences: {
    checkId: number;
    referenceIndex: number;
    name: string;
    operatorAttention: string;
    updatedAt: Date;
  }[];
  /** Candidate authorizations per check: whether calls may start, and when they expired. */
  authorizations: {
    checkId: number;
    state: string;
    mayStart: boolean;
    expiredAt: Date | null;
    since: Date | null;
  }[];
  /** Each check's latest report e-mail when it bounced and nothing reached anyone after it. */
  bouncedReports: { checkId: number; recipientEmail: string; bouncedAt: Date }[];
  dataRequests: {
    publicId: string;
    kind: string;
    status: string;
    dueAt: Date | null;
    checkId: number | null;
  }[];
  disabledEndpoints: { publicId: string; url: string; disabledAt: Date; disabledReason: string | null }[];
}

export interface AttentionItem {
  /** What the resolve and assign paths take: the check's number, or "data-request:…" / "webhook-endpoint:…". */
  key: string;
  /** The stored subject ("check:12"). */
  subject: string;
  checkId: number | null;
  /** The check's status id, or the data request's / endpoint's public id. */
  publicId: string;
  reason: AttentionReason;
  since: Date;
  summary: string;
  /** Money was taken for it (the shorter e-mail threshold applies). */
  paid: boolean;
  testMode: boolean;
}

const HELD = ["paid", "partially_refunded"];
const DAY = 24 * 60 * 60 * 1000;

function checkItem(
  c: AttentionCheckRow,
  reason: AttentionReason,
  since: Date,
  summary: string,
): AttentionItem {
  return {
    key: String(c.id),
    subject: `check:${c.id}`,
    checkId: c.id,
    publicId: c.publicId,
    reason,
    since,
    summary,
    paid: HELD.includes(c.paymentStatus),
    testMode: c.testMode,
  };
}

/** Every item that needs an operator now, oldest first (ties by key and reason, stable). */
export function deriveAttention(input: AttentionInput): AttentionItem[] {
  const { now } = input;
  const stuckMs = input.stuckMinutes * 60_000;
  const byId = new Map(input.checks.map((c) => [c.id, c]));
  const items: AttentionItem[] = [];

  for (const c of input.checks) {
    const who = `${c.candidateName} (check #${c.id})`;
    if (c.status === "processing" && now.getTime() - c.lastProgressAt.getTime() > stuckMs)
      items.push(
        checkItem(c, "stuck", c.lastProgressAt, `${who}: no progress for ${ago(now, c.lastProgressAt)}.`),
      );
    if (c.status === "pending" && HELD.includes(c.paymentStatus)) {
      const auth = input.authorizations.find((a) => a.checkId === c.id);
      // A check waiting for its candidate's authorization is not stuck: the candidate has 7 days.
      const waitingForCandidate = auth ? !auth.mayStart : false;
      const since = auth?.since && auth.since > c.updatedAt ? auth.since : c.updatedAt;
      if (!waitingForCandidate && now.getTime() - since.getTime() > stuckMs)
        items.push(
          checkItem(
            c,
            "paid_not_started",
            since,
            `${who}: paid ${ago(now, since)} ago, calls never started.`,
          ),
        );
    }
    if (c.disputedAt)
      items.push(
        checkItem(
          c,
          "dispute",
          c.disputedAt,
          `${who}: chargeback opened (${c.disputeReason ?? "no reason given"}).`,
        ),
      );
  }

  const flaggedByCheck = new Map<number, AttentionInput["flaggedReferences"]>();
  for (const r of input.flaggedReferences)
    flaggedByCheck.set(r.checkId, [...(flaggedByCheck.get(r.checkId) ?? []), r]);
  for (const [checkId, refs] of flaggedByCheck) {
    const c = byId.get(checkId);
    if (!c) continue;
    const since = new Date(Math.min(...refs.map((r) => r.updatedAt.getTime())));
    const what = refs
      .map((r) => `reference ${r.referenceIndex} (${r.name}): ${r.operatorAttention}`)
      .join("; ");
    items.push(checkItem(c, "needs_operator", since, `${c.candidateName} (check #${c.id}): ${what}.`));
  }

  for (const b of input.bouncedReports) {
    const c = byId.get(b.checkId);
    if (c)
      items.push(
        checkItem(
          c,
          "report_bounced",
          b.bouncedAt,
          `${c.candidateName} (check #${c.id}): the report to ${b.recipientEmail} bounced; nobody has it.`,
        ),
      );
  }

  for (const a of input.authorizations) {
    const c = byId.get(a.checkId);
    // Expiry refunds the whole price by a job; money still held after it needs a person.
    if (c && a.state === "expired" && a.expiredAt && c.paymentStatus === "paid")
      items.push(
        checkItem(
          c,
          "authorization_expired",
          a.expiredAt,
          `${c.candidateName} (check #${c.id}): the candidate never authorized, yet the payment is still kept.`,
        ),
      );
  }

  for (const d of input.dataRequests) {
    if (!d.dueAt || !["pending_verification", "verified"].includes(d.status)) continue;
    const since = new Date(d.dueAt.getTime() - DATA_REQUEST_WARNING_DAYS * DAY);
    if (since > now) continue;
    const c = d.checkId ? byId.get(d.checkId) : undefined;
    const overdue = d.dueAt <= now;
    items.push({
      key: `data-request:${d.publicId}`,
      subject: `data-request:${d.publicId}`,
      checkId: d.checkId,
      publicId: d.publicId,
      reason: "data_request_due",
      since,
      summary: `A ${d.kind} request (${d.status.replace("_", " ")}) ${overdue ? "was due" : "is due"} ${d.dueAt.toISOString().slice(0, 10)}.`,
      paid: false,
      testMode: c?.testMode ?? false,
    });
  }

  for (const e of input.disabledEndpoints)
    items.push({
      key: `webhook-endpoint:${e.publicId}`,
      subject: `webhook-endpoint:${e.publicId}`,
      checkId: null,
      publicId: e.publicId,
      reason: "webhook_endpoint_disabled",
      since: e.disabledAt,
      summary: `A customer's webhook endpoint ${e.url} was disabled${e.disabledReason ? `: ${e.disabledReason}` : ""}.`,
      paid: false,
      testMode: false,
    });

  return items.sort(
    (a, b) =>
      a.since.getTime() - b.since.getTime() ||
      a.subject.localeCompare(b.subject) ||
      a.reason.localeCompare(b.reason),
  );
}

/** "3 h 5 min", "12 min", "2 d 4 h": how long ago, for summaries. */
export function ago(now: Date, then: Date): string {
  const min = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** Whether an item has waited past its e-mail threshold. */
export function overdue(item: AttentionItem, now: Date, t: { paidMinutes: number; otherMinutes: number }) {
  const minutes = item.paid ? t.paidMinutes : t.otherMinutes;
  return now.getTime() - item.since.getTime() >= minutes * 60_000;
}
