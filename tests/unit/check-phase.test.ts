import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  derivePhase,
  PHASE_KINDS,
  type PhaseInput,
  type PhaseReference,
} from "../../src/services/checks/phase";
import { isBusinessTime } from "../../src/services/checks/estimate";
import { closingHoliday } from "../../src/services/scheduling/holidays";
import type { CallingWindow } from "../../src/services/scheduling/windows";

const NY: CallingWindow = { zones: ["America/New_York"], country: "US", regions: [] };
const LA: CallingWindow = { zones: ["America/Los_Angeles"], country: "US", regions: [] };
const et = (iso: string) => DateTime.fromISO(iso, { zone: "America/New_York" }).toJSDate();
// Tuesday 1 December 2026, 10:00 in New York: an ordinary business morning.
const TUESDAY = et("2026-12-01T10:00");
// Thanksgiving 2026, 9:36 in New York.
const THANKSGIVING = et("2026-11-26T09:36");

function ref(p: Partial<PhaseReference> = {}): PhaseReference {
  return { name: "Ann Lee", status: "scheduled", attemptsMade: 0, nextAttemptAt: null, window: NY, ...p };
}

function input(p: {
  now?: Date;
  check?: Partial<PhaseInput["check"]>;
  references?: PhaseReference[];
  authorization?: Partial<NonNullable<PhaseInput["authorization"]>> | null;
  refunds?: PhaseInput["refunds"];
  callsAtOnce?: boolean;
}): PhaseInput {
  const now = p.now ?? TUESDAY;
  return {
    now,
    callsAtOnce: p.callsAtOnce ?? false,
    check: {
      status: "processing",
      paymentStatus: "paid",
      priceCharged: 87,
      amountRefunded: 0,
      createdAt: new Date(now.getTime() - 60_000),
      reportDeliveredAt: null,
      ...p.check,
    },
    references: p.references ?? [ref()],
    authorization:
      p.authorization === undefined || p.authorization === null
        ? null
        : {
            state: "awaiting",
            referencesBy: "requester",
            invitedAt: now,
            reminderSentAt: null,
            expiresAt: new Date(now.getTime() + 7 * 86_400_000),
            authorizedAt: null,
            referencesEnteredAt: null,
            ...p.authorization,
          },
    refunds: p.refunds ?? [],
  };
}

/** One check in every phase (and every variant of the waiting ones). */
export const PHASE_CASES: Record<string, PhaseInput> = {
  awaiting_payment: input({ check: { status: "pending", paymentStatus: "pending" } }),
  invited: input({
    check: { status: "pending" },
    authorization: {},
    references: [ref({ status: "awaiting_authorization" })],
  }),
  reminded: input({
    check: { status: "pending" },
    authorization: { reminderSentAt: TUESDAY },
    references: [ref({ status: "awaiting_authorization" })],
  }),
  references_awaited: input({
    authorization: { state: "authorized", referencesBy: "candidate", authorizedAt: TUESDAY },
    references: [],
  }),
  declined: input({
    check: { status: "failed", paymentStatus: "refunded", amountRefunded: 87 },
    authorization: { state: "declined" },
    references: [ref({ status: "failed" })],
    refunds: [
      {
        amount: 87,
        reason: "The candidate did not authorize the reference check: nothing was called.",
        status: "succeeded",
      },
    ],
  }),
  expired: input({
    check: { status: "failed", paymentStatus: "free", priceCharged: 0 },
    authorization: { state: "expired" },
    references: [ref({ status: "failed" })],
  }),
  holiday: input({ now: THANKSGIVING, authorization: { state: "authorized", authorizedAt: THANKSGIVING } }),
  after_hours: input({ now: et("2026-12-01T19:30") }),
  preferred_window: input({
    references: [
      ref({ window: { ...NY, preferred: { start: "14:00", end: "17:00", timezone: "America/New_York" } } }),
    ],
  }),
  retry: input({ references: [ref({ attemptsMade: 1, nextAttemptAt: et("2026-12-01T12:00") })] }),
  calling: input({ references: [ref({ status: "in_progress", attemptsMade: 1 }), ref({ name: "Bo Chen" })] }),
  analysing: input({ references: [ref({ status: "completed", attemptsMade: 1 })] }),
  delivered: input({
    check: { status: "completed", reportDeliveredAt: TUESDAY },
    references: [ref({ status: "completed", attemptsMade: 1 })],
  }),
  partly_delivered: input({
    check: {
      status: "completed",
      reportDeliveredAt: TUESDAY,
      paymentStatus: "partially_refunded",
      amountRefunded: 29,
    },
    references: [ref({ status: "completed", attemptsMade: 1 }), ref({ status: "failed", attemptsMade: 3 })],
    refunds: [{ amount: 29, reason: "Bo Chen could not be reached", status: "succeeded" }],
  }),
  failed: input({
    check: { status: "failed", paymentStatus: "refunded", amountRefunded: 87 },
    references: [ref({ status: "failed", attemptsMade: 3 })],
  }),
  refunded: input({ check: { status: "processing", paymentStatus: "refunded", amountRefunded: 87 } }),
};

const EXPECTED_KIND: Record<string, string> = {
  awaiting_payment: "awaiting_payment",
  invited: "awaiting_candidate",
  reminded: "awaiting_candidate",
  references_awaited: "awaiting_candidate",
  declined: "candidate_declined",
  expired: "candidate_declined",
  holiday: "scheduled",
  after_hours: "scheduled",
  preferred_window: "scheduled",
  retry: "scheduled",
  calling: "calling",
  analysing: "analysing",
  delivered: "delivered",
  partly_delivered: "partly_delivered",
  failed: "failed",
  refunded: "refunded",
};

const WAITING = [
  "awaiting_payment",
  "awaiting_candidate",
  "candidate_declined",
  "scheduled",
  "refunded",
  "failed",
];
const CALLING_WORDS =
  /\b(we're calling|calling references|calls started|has started|in progress|starting now)\b/i;

describe("a check's phase", () => {
  it.each(Object.keys(PHASE_CASES))("%s derives its phase", (name) => {
    expect(derivePhase(PHASE_CASES[name]!).kind).toBe(EXPECTED_KIND[name]);
  });

  it("covers every phase kind", () => {
    const kinds = new Set(Object.values(PHASE_CASES).map((c) => derivePhase(c).kind));
    expect([...kinds].sort()).toEqual([...PHASE_KINDS].sort());
  });

  it.each(Object.keys(PHASE_CASES))("%s: the words never contradict the phase", (name) => {
    const p = derivePhase(PHASE_CASES[name]!);
    const all = [p.words.badge, p.words.headline, p.words.next, p.words.estimate].join(" ");
    if (WAITING.includes(p.kind)) expect(all).not.toMatch(CALLING_WORDS);
    if (p.kind !== "delivered" && p.kind !== "partly_delivered")
      expect(all).not.toMatch(/Completed|Delivered/);
    // The requester always knows what happens next.
    expect(p.words.next.length).toBeGreaterThan(20);
    // An estimate is never inside a closed window (a weekend, a night, a holiday).
    if (p.estimate)
      expect(isBusinessTime(p.estimate, p.zone, (d) => closingHoliday("US", [], d) !== null)).toBe(true);
    if (p.ended) expect(p.estimate).toBeNull();
  });

  it("on Thanksgiving names the holiday and plans the first call for Friday 9 AM, not today", () => {
    const p = derivePhase(PHASE_CASES.holiday!);
    expect(p.wait).toMatchObject({ reason: "holiday", holiday: "Thanksgiving Day" });
    expect(p.wait!.nextOpening.toISOString()).toBe(et("2026-11-27T09:00").toISOString());
    expect(p.estimate!.getTime()).toBeGreaterThanOrEqual(et("2026-11-27T11:00").getTime());
    expect(p.words.headline).toBe("Calls scheduled after Thanksgiving Day");
    expect(p.words.next).toContain("Fri, Nov 27, 9:00 AM EST");
  });

  it("states a Pacific reference's opening in Pacific time", () => {
    const p = derivePhase(input({ now: et("2026-12-01T10:00"), references: [ref({ window: LA })] }));
    expect(p.kind).toBe("scheduled");
    expect(p.wait!.reason).toBe("calling_hours");
    expect(p.words.next).toContain("Tue, Dec 1, 9:00 AM PST");
  });

  it("declined by the candidate: nothing called, no progress, refund stated", () => {
    const p = derivePhase(PHASE_CASES.declined!);
    expect(p.progress).toBe(0);
    expect(p.words.badge).toBe("Declined by the candidate");
    expect(p.words.money).toContain("$87.00 was refunded in full");
  });

  it("a partial refund says how much came back and why", () => {
    const p = derivePhase(PHASE_CASES.partly_delivered!);
    expect(p.money).toMatchObject({ charged: 87, refunded: 29, refund: "partial" });
    expect(p.words.money).toBe("$29.00 of your $87.00 payment was refunded (Bo Chen could not be reached).");
    expect(p.progress).toBe(100);
  });

  it("waiting states each variant: invited, reminded, references", () => {
    expect(derivePhase(PHASE_CASES.invited!).candidate).toBe("invited");
    expect(derivePhase(PHASE_CASES.reminded!).words.next).toContain("We sent a reminder");
    expect(derivePhase(PHASE_CASES.references_awaited!).words.headline).toBe(
      "Waiting for the candidate's references",
    );
  });

  it("a retry, the preferred window and the evening give their reasons", () => {
    expect(derivePhase(PHASE_CASES.retry!).wait!.reason).toBe("retry");
    expect(derivePhase(PHASE_CASES.preferred_window!).wait).toMatchObject({
      reason: "preferred_window",
      nextOpening: et("2026-12-01T14:00"),
    });
    expect(derivePhase(PHASE_CASES.after_hours!).wait).toMatchObject({
      reason: "calling_hours",
      nextOpening: et("2026-12-02T09:00"),
    });
  });

  it("a demo with simulated calls calls at once", () => {
    const p = derivePhase(input({ now: THANKSGIVING, callsAtOnce: true }));
    expect(p.kind).toBe("calling");
  });
});
