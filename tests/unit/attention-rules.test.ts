import { describe, expect, it } from "vitest";
import { isStuck } from "../../src/services/lifecycle/operator/checks-list";
import { stillBounced } from "../../src/services/operations/attention";
import { deriveAttention, overdue, type AttentionInput } from "../../src/services/operations/attention-rules";
import { recallMoneyNote, refreshesItself } from "../../web/src/features/admin/detail-rules";

const now = new Date("2026-03-10T15:00:00Z");
const ago = (min: number) => new Date(now.getTime() - min * 60_000);
const check = (id: number, over: Partial<AttentionInput["checks"][number]> = {}) => ({
  id,
  publicId: `pub${id}`,
  candidateName: `Cand ${id}`,
  status: "processing",
  paymentStatus: "free",
  testMode: false,
  lastProgressAt: now,
  updatedAt: now,
  disputedAt: null,
  disputeReason: null,
  ...over,
});
const input = (over: Partial<AttentionInput>): AttentionInput => ({
  now,
  stuckMinutes: 30,
  checks: [],
  flaggedReferences: [],
  authorizations: [],
  bouncedReports: [],
  dataRequests: [],
  disabledEndpoints: [],
  ...over,
});
const reasons = (i: AttentionInput) => deriveAttention(i).map((x) => `${x.key}:${x.reason}`);

describe("deriveAttention", () => {
  it("a processing check is stuck only past the threshold, since its last progress", () => {
    expect(reasons(input({ checks: [check(1, { lastProgressAt: ago(30) })] }))).toEqual([]);
    const items = deriveAttention(input({ checks: [check(1, { lastProgressAt: ago(31) })] }));
    expect(items.map((x) => x.reason)).toEqual(["stuck"]);
    expect(items[0]!.since).toEqual(ago(31));
  });

  it("a paid pending check that never started is listed, unless it waits for its candidate", () => {
    const paid = check(2, { status: "pending", paymentStatus: "paid", updatedAt: ago(180) });
    expect(reasons(input({ checks: [paid] }))).toEqual(["2:paid_not_started"]);
    const waiting = { checkId: 2, state: "awaiting", mayStart: false, expiredAt: null, since: null };
    expect(reasons(input({ checks: [paid], authorizations: [waiting] }))).toEqual([]);
    // Authorized an hour ago: it waits from then, and is listed once the threshold passes.
    const authorized = { ...waiting, state: "authorized", mayStart: true, since: ago(20) };
    expect(reasons(input({ checks: [paid], authorizations: [authorized] }))).toEqual([]);
    expect(reasons(input({ checks: [paid], authorizations: [{ ...authorized, since: ago(40) }] }))).toEqual([
      "2:paid_not_started",
    ]);
    // Unpaid pending is awaiting payment, not an operator.
    expect(reasons(input({ checks: [{ ...paid, paymentStatus: "pending" }] }))).toEqual([]);
  });

  it("an expired authorization needs a person only while the payment is still kept", () => {
    const c = check(3, { status: "failed", paymentStatus: "paid" });
    const expired = { checkId: 3, state: "expired", mayStart: false, expiredAt: ago(10), since: null };
    expect(reasons(input({ checks: [c], authorizations: [expired] }))).toEqual(["3:authorization_expired"]);
    expect(
      reasons(input({ checks: [{ ...c, paymentStatus: "refunded" }], authorizations: [expired] })),
    ).toEqual([]);
  });

  it("data requests enter the queue 3 days before they are due; closed ones never", () => {
    const due = (days: number, status = "verified") => ({
      publicId: `dr${days}${status}`,
      kind: "deletion",
      status,
      dueAt: new Date(now.getTime() + days * 86_400_000),
      checkId: null,
    });
    expect(reasons(input({ dataRequests: [due(4), due(2), due(-1), due(1, "completed")] }))).toEqual([
      "data-request:dr-1verified:data_request_due",
      "data-request:dr2verified:data_request_due",
    ]);
  });

  it("orders oldest first and marks paid items for the shorter alert threshold", () => {
    const items = deriveAttention(
      input({
        checks: [
          check(5, { lastProgressAt: ago(40), paymentStatus: "paid" }),
          check(6, { status: "completed", disputedAt: ago(500), disputeReason: "fraudulent" }),
        ],
        disabledEndpoints: [
          { publicId: "we1", url: "https://x", disabledAt: ago(100), disabledReason: null },
        ],
      }),
    );
    expect(items.map((i) => i.reason)).toEqual(["dispute", "webhook_endpoint_disabled", "stuck"]);
    const t = { paidMinutes: 30, otherMinutes: 1440 };
    expect(items.map((i) => overdue(i, now, t))).toEqual([false, false, true]);
  });
});

describe("stillBounced", () => {
  const e = (status: string, to: string, min: number) => ({
    referenceCheckId: 1,
    recipientEmail: to,
    status,
    bouncedAt: status === "bounced" ? ago(min) : null,
    createdAt: ago(min),
  });
  it("a bounce stays until a report reaches someone: a resend to the same address does not count", () => {
    expect(stillBounced([e("bounced", "a@x.com", 50)]).length).toBe(1);
    expect(stillBounced([e("bounced", "a@x.com", 50), e("sent", "A@x.com", 40)]).length).toBe(1);
    expect(stillBounced([e("bounced", "a@x.com", 50), e("sent", "b@x.com", 40)])).toEqual([]);
    expect(stillBounced([e("bounced", "a@x.com", 50), e("delivered", "a@x.com", 40)])).toEqual([]);
    // The new address bounced too.
    expect(
      stillBounced([e("bounced", "a@x.com", 50), e("sent", "b@x.com", 40), e("bounced", "b@x.com", 30)]),
    ).toEqual([{ referenceCheckId: 1, recipientEmail: "b@x.com", bouncedAt: ago(30) }]);
  });
});

describe("the console's stuck flag", () => {
  it("covers a paid check that never started, not one waiting for payment or its candidate", () => {
    const base = { status: "pending", lastProgressAt: ago(200), updatedAt: ago(200) };
    expect(isStuck({ ...base, paymentStatus: "paid" }, now, 30)).toBe(true);
    expect(isStuck({ ...base, paymentStatus: "paid" }, now, 30, true)).toBe(false);
    expect(isStuck({ ...base, paymentStatus: "pending" }, now, 30)).toBe(false);
    expect(isStuck({ ...base, status: "processing" }, now, 30)).toBe(true);
  });
});

describe("check detail rules", () => {
  it("refreshes itself in every state that is not final", () => {
    expect(["pending", "processing", "completed", "failed"].map(refreshesItself)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it("never promises a refund on a check already refunded by hand", () => {
    const ref = { refundedAt: null };
    expect(recallMoneyNote({ paymentStatus: "refunded", amountPaid: 0 }, ref)).not.toMatch(
      /refunded as usual/,
    );
    expect(recallMoneyNote({ paymentStatus: "partially_refunded", amountPaid: 0 }, ref)).not.toMatch(
      /refunded as usual/,
    );
    expect(recallMoneyNote({ paymentStatus: "paid", amountPaid: 29 }, ref)).toMatch(/refunded as usual/);
    expect(recallMoneyNote({ paymentStatus: "paid", amountPaid: 29 }, { refundedAt: new Date() })).toMatch(
      /stays refunded/,
    );
  });
});
