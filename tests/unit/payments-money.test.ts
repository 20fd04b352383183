import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorSuffix, splitCents, toCents, toDollars } from "../../src/services/payments/money";
import { luhnValid, simulateCard, TEST_CARDS } from "../../src/shared/test-cards";

describe("money", () => {
  it("converts dollars and cents without float drift", () => {
    expect(toCents("58.00")).toBe(5800);
    expect(toCents("14.07")).toBe(1407);
    expect(toCents(0.29)).toBe(29);
    expect(toDollars(8700)).toBe("87.00");
  });

  it("splits a price into shares that add up exactly", () => {
    expect(splitCents(2900, 3)).toEqual([967, 967, 966]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 3 }), (total, n) => {
        const shares = splitCents(total, n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("keeps the statement descriptor within Stripe's rules", () => {
    expect(descriptorSuffix(`REF*LINE "CHECK" <x>`)).toBe("REFLINE CHECK x");
    expect(descriptorSuffix("A".repeat(30))).toHaveLength(22);
  });
});

describe("simulated test cards", () => {
  const now = new Date("2026-11-21T00:00:00Z");
  const ok = { expiry: "12/30", cvc: "123" };
  it("every listed card is a valid number and behaves as labelled", () => {
    for (const c of TEST_CARDS) expect(luhnValid(c.number.replace(/\D/g, ""))).toBe(true);
    expect(simulateCard({ number: "4242 4242 4242 4242", ...ok }, now)).toEqual({ outcome: "succeeded" });
    expect(simulateCard({ number: "4000000000000002", ...ok }, now)).toMatchObject({ code: "card_declined" });
    expect(simulateCard({ number: "4000000000009995", ...ok }, now)).toMatchObject({
      code: "insufficient_funds",
    });
    expect(simulateCard({ number: "4000000000003220", ...ok }, now)).toEqual({ outcome: "requires_action" });
  });

  it("checks number, expiry and CVC like a card form", () => {
    expect(simulateCard({ number: "4242 4242 4242 4241", ...ok }, now)).toMatchObject({
      code: "incorrect_number",
    });
    expect(simulateCard({ number: "4242424242424242", expiry: "10/26", cvc: "123" }, now)).toMatchObject({
      code: "invalid_expiry_year",
    });
    // Valid through the end of the expiry month.
    expect(simulateCard({ number: "4242424242424242", expiry: "11/26", cvc: "123" }, now)).toEqual({
      outcome: "succeeded",
    });
    expect(simulateCard({ number: "4242424242424242", expiry: "13/30", cvc: "123" }, now)).toMatchObject({
      code: "invalid_expiry_month",
    });
    expect(simulateCard({ number: "4242424242424242", expiry: "12/30", cvc: "1" }, now)).toMatchObject({
      code: "incomplete_cvc",
    });
  });
});
