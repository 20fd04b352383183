/**
 * Test cards for simulated payments, modelled on Stripe's test numbers so the same cards work
 * in Stripe's test mode. Pure: shared by the simulated provider and the card form's help text.
 */
export interface TestCard {
  number: string;
  label: string;
}

export const TEST_CARDS: TestCard[] = [
  { number: "4242 4242 4242 4242", label: "Succeeds" },
  { number: "4000 0000 0000 0002", label: "Declined" },
  { number: "4000 0000 0000 9995", label: "Insufficient funds" },
  { number: "4000 0000 0000 0069", label: "Expired card" },
  { number: "4000 0000 0000 0127", label: "Incorrect CVC" },
  { number: "4000 0000 0000 3220", label: "Needs 3-D Secure (left unfinished)" },
];

export interface CardInput {
  number: string;
  /** "MM/YY" or "MM / YY". */
  expiry: string;
  cvc: string;
}

export type CardOutcome =
  | { outcome: "succeeded" }
  | { outcome: "requires_action" }
  | { outcome: "declined"; code: string; message: string };

const DECLINES: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** What a simulated charge of this card does at `now` (the same checks Stripe's card form makes). */
export function simulateCard(card: CardInput, now: Date): CardOutcome {
  const number = card.number.replace(/\D/g, "");
  if (!luhnValid(number))
    return { outcome: "declined", code: "incorrect_number", message: "Your card number is invalid." };
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!m)
    return {
      outcome: "declined",
      code: "invalid_expiry",
      message: "Your card's expiration date is incomplete.",
    };
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12)
    return {
      outcome: "declined",
      code: "invalid_expiry_month",
      message: "Your card's expiration month is invalid.",
    };
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now)
    return {
      outcome: "declined",
      code: "invalid_expiry_year",
      message: "Your card's expiration date is in the past.",
    };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return {
      outcome: "declined",
      code: "incomplete_cvc",
      message: "Your card's security code is incomplete.",
    };
  if (DECLINES[number]) return { outcome: "declined", ...DECLINES[number]! };
  if (number === "4000000000003220") return { outcome: "requires_action" };
  if (number === "4242424242424242" || number === "5555555555554444") return { outcome: "succeeded" };
  return {
    outcome: "declined",
    code: "card_declined",
    message: "Your card was declined. Payments are simulated: use a test card such as 4242 4242 4242 4242.",
  };
}
