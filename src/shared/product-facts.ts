/**
 * The product's promises, stated once. The original copy contradicts itself on call length
 * (about 5, 5-7 and 8-12 minutes) and on the retry window (24 hours vs 2 business days); RefLine
 * uses the values below everywhere: pages, e-mails, the interview and the retry scheduler.
 */
export const PRODUCT_FACTS = {
  callMinutes: { min: 5, max: 8 },
  callLengthText: "5-8 minutes",
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
  coverage: ["United States", "Canada"],
  plannedCoverage: "UK and Australia planned for 2025",
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
