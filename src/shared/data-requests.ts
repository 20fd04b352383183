import { z } from "zod";
import { MESSAGES, phoneField } from "./check-request";
import { PRODUCT_FACTS } from "./product-facts";

/**
 * A reference's request about the data a call recorded (customer-side §1, §9): a correction
 * (asked within 24 hours of the call) or a deletion (done within 30 days). One schema for the
 * form on /what-to-expect and for POST /api/data-requests.
 */
export const DATA_REQUEST_KINDS = ["correction", "deletion"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_MESSAGES = {
  kind: "Choose a correction or a deletion",
  details: "Tell us what is wrong and what it should say",
  code: "Enter the 6-digit code from the text message",
  resolution: "Describe what was corrected",
  reason: "Say why the request is rejected",
} as const;

/** How long a texted code works, how many wrong tries it takes, how many codes one request may ask. */
export const VERIFICATION = { codeMinutes: 10, attemptsPerCode: 5, codesPerRequest: 3 } as const;

const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const dataRequestSchema = z
  .object({
    kind: z.enum(DATA_REQUEST_KINDS, { error: DATA_REQUEST_MESSAGES.kind }),
    phone: phoneField,
    name: z
      .string({ error: MESSAGES.name })
      .trim()
      .min(1, MESSAGES.name)
      .max(120, "Must be at most 120 characters"),
    candidateName: optionalText(120),
    email: z
      .string({ error: MESSAGES.email })
      .trim()
      .toLowerCase()
      .max(254, MESSAGES.email)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .pipe(z.email(MESSAGES.email).nullable()),
    details: optionalText(2000),
  })
  // Runs even when another field failed (when: always), so every bad field is named at once.
  .refine((v) => !(v?.kind === "correction" && !v?.details), {
    path: ["details"],
    message: DATA_REQUEST_MESSAGES.details,
    when: () => true,
  });

export const verificationCodeSchema = z.object({
  code: z
    .string({ error: DATA_REQUEST_MESSAGES.code })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, DATA_REQUEST_MESSAGES.code)),
});

/** What the form says after a request, whether or not the number is one we called. */
export function requestAcceptedMessage(): string {
  return (
    `If we hold data linked to this number, we have texted it a 6-digit code. ` +
    `Enter it below within ${VERIFICATION.codeMinutes} minutes to confirm the request.`
  );
}

export const DATA_RIGHTS = {
  correctionWindowHours: PRODUCT_FACTS.correctionWindowHours,
  deletionDays: PRODUCT_FACTS.deletionDays,
} as const;
