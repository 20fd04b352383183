import { DateTime } from "luxon";
import { PRODUCT_FACTS } from "../../shared/product-facts";
import type { AuthorizationState, CheckState, PaymentState, ReferenceState } from "../../shared/states";
import { closingHoliday } from "../scheduling/holidays";
import { isCallable, nextCallableInstant, type CallingWindow } from "../scheduling/windows";
import { addBusinessMinutes } from "./estimate";
import { phaseWords, type PhaseWords } from "./phase-words";

/**
 * The one answer to "what stage is this check in?" (DESIGN rule 15). Every surface a requester,
 * a candidate or an operator sees — pages, badges, the dashboard, e-mails, receipts, the API and
 * webhooks — renders this, so no two of them can tell a different story. Pure: rows and the clock
 * in, the phase and its words out.
 */
export const PHASE_KINDS = [
  "awaiting_payment",
  "awaiting_candidate",
  "candidate_declined",
  "scheduled",
  "calling",
  "analysing",
  "delivered",
  "partly_delivered",
  "failed",
  "refunded",
] as const;
export type PhaseKind = (typeof PHASE_KINDS)[number];

/** Why nothing is being dialled right now, when calls are scheduled. */
export type WaitReason = "calling_hours" | "holiday" | "preferred_window" | "retry" | "queued";

export interface PhaseReference {
  name: string;
  status: ReferenceState;
  attemptsMade: number;
  nextAttemptAt: Date | null;
  /** Where the reference's number rings and the check's preferred window (scheduling/zones). */
  window: CallingWindow;
}

export interface PhaseInput {
  now: Date;
  /** Simulated calls that ignore calling windows (a demo): calls go out at once. */
  callsAtOnce: boolean;
  check: {
    status: CheckState;
    paymentStatus: PaymentState;
    priceCharged: number;
    amountRefunded: number;
    createdAt: Date;
    reportDeliveredAt: Date | null;
  };
  references: PhaseReference[];
  authorization: {
    state: AuthorizationState;
    referencesBy: "requester" | "candidate";
    invitedAt: Date | null;
    reminderSentAt: Date | null;
    expiresAt: Date | null;
    authorizedAt: Date | null;
    referencesEnteredAt: Date | null;
  } | null;
  /** The check's own refunds (not a duplicate payment's): what came back and why. */
  refunds: { amount: number; reason: string; status: "pending" | "succeeded" | "failed" }[];
}

export interface Money {
  charged: number;
  /** Refunded so far (succeeded). */
  refunded: number;
  /** Asked of the payment provider, not yet confirmed. */
  refunding: number;
  refund: "none" | "partial" | "whole";
  /** Each refund with its reason, in the order issued. */
  lines: { amount: number; reason: string; pending: boolean }[];
}

export interface Phase {
  kind: PhaseKind;
  /** Awaiting the candidate: invited, reminded, or (candidate-led) entering the references. */
  candidate: "invited" | "reminded" | "references" | "declined" | "expired" | null;
  /** Scheduled: why nothing rings now and when the first line opens. */
  wait: {
    reason: WaitReason;
    holiday: string | null;
    nextOpening: Date;
    zone: string;
    reference: string;
  } | null;
  /** When the report is expected (business minutes, holidays skipped); null once it has ended. */
  estimate: Date | null;
  /** The zone the estimate and the opening are written in. */
  zone: string;
  /** A demo whose simulated calls ignore calling windows: calls go out at once, at any hour. */
  demo: boolean;
  /** True once nothing more will happen (delivered, failed, declined, refunded). */
  ended: boolean;
  /**
   * Interviewed, given up on, still to call, and never called because the check ended (cancelled,
   * refunded, declined) before their turn: an ended check has nobody "to call".
   */
  references: {
    total: number;
    interviewed: number;
    notInterviewed: number;
    toCall: number;
    notCalled: number;
  };
  /** Share of references finished (interviewed or given up on), 0-100; 0 when none was called. */
  progress: number;
  deliveredAt: Date | null;
  invitation: { invitedAt: Date | null; expiresAt: Date | null; reminderSentAt: Date | null } | null;
  money: Money;
  words: PhaseWords;
}

const OPEN = ["pending", "scheduled", "in_progress", "awaiting_authorization"] as const;
const isOpen = (s: ReferenceState) => (OPEN as readonly string[]).includes(s);

export function derivePhase(input: PhaseInput): Phase {
  const { check, authorization: auth } = input;
  const refs = input.references;
  const interviewed = refs.filter((r) => r.status === "completed").length;
  const notInterviewed = refs.filter((r) => r.status === "failed").length;
  const toCall = refs.filter((r) => isOpen(r.status)).length;
  const zone = refs[0]?.window.preferred?.timezone ?? refs[0]?.window.zones[0] ?? "America/New_York";
  const base = {
    candidate: null,
    wait: null,
    estimate: null,
    zone,
    demo: input.callsAtOnce,
    references: { total: refs.length, interviewed, notInterviewed, toCall, notCalled: 0 },
    deliveredAt: check.reportDeliveredAt,
    invitation: auth
      ? { invitedAt: auth.invitedAt, expiresAt: auth.expiresAt, reminderSentAt: auth.reminderSentAt }
      : null,
    money: moneyOf(input),
  } satisfies Partial<Phase>;
  const kindOf = (): Omit<Phase, "words" | "progress" | "ended" | keyof typeof base> &
    Partial<Pick<Phase, "candidate" | "wait" | "estimate">> => {
    if (auth?.state === "declined" || auth?.state === "expired")
      return { kind: "candidate_declined", candidate: auth.state };
    if (check.status === "completed") return { kind: notInterviewed > 0 ? "partly_delivered" : "delivered" };
    if (check.status === "failed") return { kind: "failed" };
    if (check.paymentStatus === "refunded") return { kind: "refunded" };
    if (check.paymentStatus === "pending" || check.paymentStatus === "failed")
      return { kind: "awaiting_payment" };
    if (auth?.state === "awaiting")
      return { kind: "awaiting_candidate", candidate: auth.reminderSentAt ? "reminded" : "invited" };
    if (auth && auth.referencesBy === "candidate" && !auth.referencesEnteredAt)
      return { kind: "awaiting_candidate", candidate: "references" };
    if (refs.length > 0 && toCall === 0) return { kind: "analysing" };
    return calling(input, startOf(input));
  };
  const k = kindOf();
  const ended = ["delivered", "partly_delivered", "failed", "candidate_declined", "refunded"].includes(
    k.kind,
  );
  // A check that never dialled shows no progress: "declined" is not a full bar.
  const finished = interviewed + notInterviewed;
  const called = refs.some((r) => r.attemptsMade > 0 || r.status === "completed");
  const progress = !called || refs.length === 0 ? 0 : Math.round((finished / refs.length) * 100);
  const references = ended ? { ...base.references, toCall: 0, notCalled: toCall } : base.references;
  const phase = { ...base, ...k, ended, progress, references } as Omit<Phase, "words">;
  return { ...phase, words: phaseWords(phase) };
}

/** When the business minutes start: the candidate's go-ahead (or their references), else creation. */
function startOf(input: PhaseInput): Date {
  const a = input.authorization;
  return a?.referencesEnteredAt ?? a?.authorizedAt ?? input.check.createdAt;
}

function calling(input: PhaseInput, startedAt: Date): Pick<Phase, "kind" | "wait" | "estimate"> {
  const { now } = input;
  const open = input.references.filter((r) => isOpen(r.status));
  if (input.callsAtOnce)
    return { kind: "calling", wait: null, estimate: new Date(now.getTime() + 15 * 60_000) };
  if (open.some((r) => r.status === "in_progress"))
    return { kind: "calling", wait: null, estimate: estimateFrom(startedAt, now, open[0]!.window) };
  // The first opening among the references still to call, and whose it is.
  let first: { r: PhaseReference; at: Date } | null = null;
  for (const r of open) {
    const fromRow = r.nextAttemptAt && r.nextAttemptAt > now ? r.nextAttemptAt : null;
    const at = fromRow ?? nextCallableInstant(now, r.window) ?? now;
    if (!first || at < first.at) first = { r, at };
  }
  if (!first) return { kind: "calling", wait: null, estimate: estimateFrom(startedAt, now, null) };
  const { r, at } = first;
  const estimate = estimateFrom(at > startedAt ? at : startedAt, now, r.window);
  if (at.getTime() - now.getTime() <= 60_000)
    return r.attemptsMade > 0 || r.status === "scheduled"
      ? { kind: "calling", wait: null, estimate }
      : { kind: "scheduled", wait: waitOf(now, "queued", r, at), estimate };
  return { kind: "scheduled", wait: waitOf(now, reasonFor(now, r, at), r, at), estimate };
}

function waitOf(now: Date, reason: WaitReason, r: PhaseReference, at: Date) {
  const zone = r.window.zones[0] ?? "America/New_York";
  const holiday = reason === "holiday" ? holidayBetween(now, at, r.window) : null;
  return { reason, holiday, nextOpening: at, zone, reference: r.name };
}

/** Why the first call waits until `at`: a holiday on the way, the hours, the check's window, a retry. */
function reasonFor(now: Date, r: PhaseReference, at: Date): WaitReason {
  if (holidayBetween(now, at, r.window)) return "holiday";
  const zones = r.window.zones;
  const outsideHours = zones.some((z) => {
    const t = DateTime.fromJSDate(now, { zone: z });
    const { startHour, endHour } = PRODUCT_FACTS.businessHours;
    return t.weekday > 5 || t.hour < startHour || t.hour >= endHour;
  });
  if (outsideHours) return "calling_hours";
  if (r.attemptsMade > 0) return "retry";
  const withoutPreferred = { ...r.window, preferred: null };
  if (r.window.preferred && isCallable(now, withoutPreferred)) return "preferred_window";
  return "calling_hours";
}

/**
 * The holidays that close calls to this reference between `from` and `to` ("Thanksgiving Day and
 * Day after Thanksgiving" for a Californian number), or null when none does.
 */
export function holidayBetween(from: Date, to: Date, w: CallingWindow): string | null {
  const zone = w.zones[0] ?? "America/New_York";
  let d = DateTime.fromJSDate(from, { zone }).startOf("day");
  const end = DateTime.fromJSDate(to, { zone });
  const names: string[] = [];
  for (let i = 0; i < 31 && d < end; i++) {
    const name = closingHoliday(w.country, w.regions ?? [], d.toISODate()!);
    if (name && !names.includes(name)) names.push(name);
    d = d.plus({ days: 1 });
  }
  return names.length ? names.join(" and ") : null;
}

/** 120 business minutes (holidays of the reference's country skipped), never in the past. */
function estimateFrom(start: Date, now: Date, w: CallingWindow | null): Date {
  const zone = w?.zones[0] ?? "America/New_York";
  const closed = (iso: string) => !!w && closingHoliday(w.country, w.regions ?? [], iso) !== null;
  const est = addBusinessMinutes(start, PRODUCT_FACTS.turnaroundBusinessMinutes, zone, closed);
  const soonest = addBusinessMinutes(now, 15, zone, closed);
  return est > soonest ? est : soonest;
}

function moneyOf(input: PhaseInput): Money {
  const charged = input.check.paymentStatus === "free" ? 0 : input.check.priceCharged;
  const refunded = input.check.amountRefunded;
  const lines = input.refunds
    .filter((r) => r.status !== "failed")
    .map((r) => ({ amount: r.amount, reason: r.reason, pending: r.status === "pending" }));
  const refunding = lines.filter((l) => l.pending).reduce((s, l) => s + l.amount, 0);
  const back = refunded + refunding;
  const refund = charged > 0 && back >= charged - 0.005 ? "whole" : back > 0 ? "partial" : "none";
  return { charged, refunded, refunding: Math.round(refunding * 100) / 100, refund, lines };
}
