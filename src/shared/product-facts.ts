/**
 * The product's promises, stated once. The original copy contradicts itself on call length
 * (about 5, 5-7 and 8-12 minutes) and on the retry window (24 hours vs 2 business days); RefLine
 * uses the values below everywhere: pages, e-mails, the interview and the retry scheduler.
 */
const CALL_MINUTES = { min: 5, max: 8 } as const;
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * How long one interview takes: the one constant every page, message and the interviewer's spoken
 * line take it from.
 */
export const CALL_LENGTH = {
  ...CALL_MINUTES,
  /** "5-8 minutes" (pages, e-mails) */
  text: `${CALL_MINUTES.min}-${CALL_MINUTES.max} minutes`,
  /** "5-8 min" (text messages) */
  short: `${CALL_MINUTES.min}-${CALL_MINUTES.max} min`,
  /** "five to eight minutes" (spoken by the interviewer) */
  spoken: `${NUMBER_WORDS[CALL_MINUTES.min]} to ${NUMBER_WORDS[CALL_MINUTES.max]} minutes`,
} as const;

export const PRODUCT_FACTS = {
  callMinutes: CALL_MINUTES,
  callLengthText: CALL_LENGTH.text,
  maxCallAttempts: 3,
  retryWindowText: "up to 3 attempts over 2 business days",
  retryWindowBusinessDays: 2,
  turnaroundText: "about 2 hours",
  turnaroundBusinessMinutes: 120,
  callingHoursText: "9 AM - 6 PM local time, Monday-Friday",
  businessHours: { startHour: 9, endHour: 18 },
  maxReferences: 3,
  retentionDays: 90,
  refundWindowDays: 30,
  correctionWindowHours: 24,
  deletionDays: 30,
  completionRatePercent: 95,
  supportReply: { generalHours: 24, paymentBusinessHours: 2, maintenanceMinutes: 15 },
  maintenanceMinutes: 30,
} as const;

/** Prices in USD (spec customer-side §9). */
export const PRICES = {
  earlyAdopterPerReference: 14,
  regularPerReference: 29,
  unlimitedMonthly: 199,
  unlimitedSavingPerMonth: 91,
  unlimitedSuitedFromChecks: 7,
  enterpriseFromChecksPerMonth: 50,
  earlyAdopterDiscountPercent: 50,
  earlyAdopterMaxChecks: 6,
} as const;

/** Client-side timers (spec §9). */
export const TIMERS = {
  pricingPollMs: 30_000,
  clockRefreshMs: 30_000,
  statusPollMs: 30_000,
  holidayPollMs: 5 * 60_000,
  waitlistCloseMs: 3_000,
} as const;
