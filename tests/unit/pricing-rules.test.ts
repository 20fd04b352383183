import { describe, expect, it } from "vitest";
import { dynamicPricing, offerOpen, quote } from "../../src/services/pricing/rules";

describe("pricing rules", () => {
  it("prices per reference by tier", () => {
    expect(quote(3, "early_adopter")).toMatchObject({ totalPrice: 42, originalPrice: 87, savings: 45 });
    expect(quote(2, "regular")).toMatchObject({ totalPrice: 58, savings: 0, pricePerReference: 29 });
    expect(quote(1, "free")).toMatchObject({ totalPrice: 0, pricePerReference: 0 });
  });
  it("keeps the offer open for the first N customers until the cut-off day ends", () => {
    expect(offerOpen(new Date("2025-09-30T12:00:00Z"), "2025-09-30", 99, 100)).toBe(true);
    expect(offerOpen(new Date("2025-09-30T12:00:00Z"), "2025-09-30", 100, 100)).toBe(false);
    // Late on the 30th in Hawaii is already October 1st in UTC: still open.
    expect(offerOpen(new Date("2025-10-01T09:00:00Z"), "2025-09-30", 0, 100)).toBe(true);
    expect(offerOpen(new Date("2025-10-01T10:00:00Z"), "2025-09-30", 0, 100)).toBe(false);
  });
  it("describes the offer, and 'Start at $29' when sold out", () => {
    const open = dynamicPricing({ open: true, customersSoFar: 40, limit: 100, cutoff: "2099-09-30" });
    expect(open).toMatchObject({
      priceText: "$14",
      originalPrice: 29,
      savings: 15,
      savingsPercent: 52,
      soldOut: false,
      earlyAdopterAvailable: true,
      spotsLeft: 60,
    });
    const closed = dynamicPricing({ open: false, customersSoFar: 100, limit: 100, cutoff: "2099-09-30" });
    expect(closed).toMatchObject({ priceText: "Start at $29", soldOut: true, earlyAdopterAvailable: false });
  });
});
