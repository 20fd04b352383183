import { DateTime } from "luxon";
import { WAITING_FOR_AUTHORIZATION } from "../../shared/authorization";
import type { Phase } from "./phase";

/**
 * The words every surface uses for a check's phase: its badge, one headline, what happens next
 * and when, and where the money stands. Pages, e-mails, receipts, the API and the console print
 * these; none of them words a phase on its own.
 */
export interface PhaseWords {
  /** The badge: a word or two. */
  badge: string;
  tone: "gray" | "blue" | "green" | "yellow" | "red";
  /** One sentence: where the check is. */
  headline: string;
  /** What happens next and when (always says when, or that nothing more will happen). */
  next: string;
  /** Where the money stands; null while nothing was charged or refunded worth saying. */
  money: string | null;
  /** The estimate as the requester reads it ("Fri, Nov 27, 11:00 AM EST"), or what stands in for it. */
  estimate: string;
}

export const usd = (n: number) => `$${n.toFixed(2)}`;

/** An instant in a named zone: "Fri, Nov 27, 9:00 AM EST". */
export function when(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).setLocale("en-US").toFormat("ccc, LLL d, h:mm a ZZZZ");
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function phaseWords(p: Omit<Phase, "words">): PhaseWords {
  const money = moneySentence(p);
  const est = p.demo
    ? "Within minutes (demo: simulated calls go out at once)"
    : p.estimate
      ? when(p.estimate, p.zone)
      : "";
  const expected = p.estimate ? ` Expected report: ${p.demo ? "within minutes" : est}.` : "";
  const r = p.references;
  switch (p.kind) {
    case "awaiting_payment":
      return {
        badge: "Awaiting payment",
        tone: "yellow",
        headline: "Waiting for payment",
        next:
          p.invitation !== null
            ? "Once your payment is confirmed we e-mail the candidate to authorize the check; no reference is called before they do."
            : "Calls are scheduled as soon as your payment is confirmed.",
        money,
        estimate: "Starts once the payment is confirmed",
      };
    case "awaiting_candidate": {
      const inv = p.invitation;
      const expires = inv?.expiresAt ? ` The link expires ${when(inv.expiresAt, p.zone)}.` : "";
      const reminded = inv?.reminderSentAt ? ` We sent a reminder ${when(inv.reminderSentAt, p.zone)}.` : "";
      if (p.candidate === "references")
        return {
          badge: "Waiting for the candidate",
          tone: "yellow",
          headline: "Waiting for the candidate's references",
          next: "The candidate authorized the check and is entering their references. No reference is called until they do; your report follows about 2 business hours after.",
          money,
          estimate: "Starts once the candidate enters their references",
        };
      return {
        badge: WAITING_FOR_AUTHORIZATION,
        tone: "yellow",
        headline: WAITING_FOR_AUTHORIZATION,
        next: `We e-mailed the candidate a link to read the disclosure and authorize this check.${reminded} No reference is called until they do; your report follows about 2 business hours after.${expires}`,
        money,
        estimate: "Starts once the candidate authorizes",
      };
    }
    case "candidate_declined":
      return {
        badge: p.candidate === "expired" ? "Not authorized" : "Declined by the candidate",
        tone: "gray",
        headline:
          p.candidate === "expired"
            ? "The candidate did not authorize this check within 7 days"
            : "The candidate declined to authorize this check",
        next: "No reference was called and no report will be made.",
        money,
        estimate: "None: the candidate did not authorize the check",
      };
    case "scheduled": {
      const w = p.wait!;
      const at = when(w.nextOpening, w.zone);
      const why = {
        holiday: `${w.holiday ?? "A public holiday"} ${w.holiday?.includes(" and ") ? "close" : "closes"} calls to ${w.reference} until then.`,
        calling_hours: `It is outside calling hours (9 AM - 6 PM, Monday-Friday) for ${w.reference}.`,
        preferred_window: `That is when your chosen calling window opens.`,
        retry: `${w.reference} did not answer yet; that is the next attempt (up to 3).`,
        queued: "",
      }[w.reason];
      return {
        badge: w.reason === "holiday" ? "Scheduled (holiday)" : "Scheduled",
        tone: "blue",
        headline:
          w.reason === "holiday" ? `Calls scheduled after ${w.holiday ?? "the holiday"}` : "Calls scheduled",
        next:
          w.reason === "queued"
            ? `The first call goes out within minutes.${expected}`
            : `The next call is planned for ${at} (${w.reference}'s time). ${why}${expected}`,
        money,
        estimate: est,
      };
    }
    case "calling":
      return {
        badge: "In Progress",
        tone: "blue",
        headline: "Calling references",
        next: `${r.interviewed} of ${plural(r.total, "reference")} interviewed so far; up to 3 attempts each.${expected}`,
        money,
        estimate: est,
      };
    case "analysing":
      return {
        badge: "Preparing report",
        tone: "blue",
        headline: "Calls finished: preparing your report",
        next: "Every reference has been called; your report is being written and is e-mailed to you within minutes.",
        money,
        estimate: "Within minutes",
      };
    case "delivered":
    case "partly_delivered": {
      const sent = p.deliveredAt ? ` on ${when(p.deliveredAt, p.zone)}` : "";
      return {
        badge: p.kind === "delivered" ? "Completed" : "Completed (partial)",
        tone: "green",
        headline:
          p.kind === "delivered"
            ? "Report delivered"
            : `Report delivered: ${r.interviewed} of ${plural(r.total, "reference")} interviewed`,
        next: `Your report was e-mailed${sent}; you can also download it from your dashboard. Nothing more will be called.`,
        money,
        estimate: p.deliveredAt ? `Delivered ${when(p.deliveredAt, p.zone)}` : "Delivered",
      };
    }
    case "failed":
      return {
        badge: "No report",
        tone: "red",
        headline: "Ended without a report: no reference could be interviewed",
        next: "Nothing more will be called. Each reference's outcome is listed, and we e-mailed you the details.",
        money,
        estimate: "None: no reference could be interviewed",
      };
    case "refunded":
      return {
        badge: "Refunded",
        tone: "gray",
        headline: "Cancelled and refunded",
        next: "Nothing more will be called.",
        money,
        estimate: "None: the check was cancelled",
      };
  }
}

/** Where the money stands, with what came back and why. */
export function moneySentence(p: Pick<Phase, "money" | "kind">): string | null {
  const m = p.money;
  if (m.charged === 0)
    return p.kind === "awaiting_payment" ? null : "This check is free: nothing was charged.";
  if (p.kind === "awaiting_payment") return null;
  const why = m.lines.length ? ` (${m.lines.map((l) => l.reason.replace(/\.$/, "")).join("; ")})` : "";
  if (m.refund === "whole")
    return m.refunding > 0
      ? `Your payment of ${usd(m.charged)} is being refunded in full${why}.`
      : `Your payment of ${usd(m.charged)} was refunded in full${why}.`;
  if (m.refund === "partial") {
    const back = m.refunded + m.refunding;
    return `${usd(back)} of your ${usd(m.charged)} payment ${m.refunding > 0 ? "is being" : "was"} refunded${why}.`;
  }
  if (p.kind === "failed" || p.kind === "candidate_declined" || p.kind === "refunded")
    return `Your refund of ${usd(m.charged)} is being issued.`;
  return `Paid: ${usd(m.charged)}.`;
}

const OUTCOME_BADGES: Record<string, string> = {
  declined: "Declined",
  opted_out: "Opted out",
  wrong_number: "Wrong number",
  withdrawn: "Withdrawn",
  unreachable: "Unreachable",
  not_called: "Not called",
};

/**
 * A reference's badge within its check's phase: "In Progress" only while the check is calling and
 * this reference is being dialled or due now; a call planned for later is "Scheduled".
 */
export function referenceBadge(
  phase: Pick<Phase, "kind">,
  r: { status: string; outcome: string | null; nextAttemptAt: Date | null },
  now: Date,
): string {
  if (r.status === "completed") return "Completed";
  if (r.status === "failed") return OUTCOME_BADGES[r.outcome ?? "unreachable"] ?? "Unreachable";
  // A check that ended (cancelled, refunded, declined) calls nobody still on its list.
  if (phase.kind === "refunded" || phase.kind === "candidate_declined") return "Not called";
  if (r.status === "awaiting_authorization" || phase.kind === "awaiting_candidate")
    return "Waiting for the candidate";
  if (phase.kind === "awaiting_payment") return "Pending";
  if (r.status === "in_progress") return "In Progress";
  const later = r.nextAttemptAt !== null && r.nextAttemptAt.getTime() > now.getTime() + 60_000;
  if (phase.kind === "calling" && !later) return "In Progress";
  return phase.kind === "scheduled" || phase.kind === "calling" || later ? "Scheduled" : "Pending";
}
