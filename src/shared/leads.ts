import { z } from "zod";
import { emailAddress, MESSAGES } from "./check-request";
import { hasControlCharacters, SAFE_TEXT_MESSAGES } from "./safe-text";

/** Company names reach operators' e-mail subjects: no line breaks or control characters. */
const noControl = (v: string | null | undefined) => !v || !hasControlCharacters(v);

const email = emailAddress;
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The early-access waitlist modal (spec §2): e-mail required, company optional, message as monthlyChecks. */
export const earlyAccessSchema = z.object({
  email,
  company: optional(160).refine(noControl, SAFE_TEXT_MESSAGES.control),
  monthlyChecks: optional(2000),
});

export const ENTERPRISE_VOLUMES = ["50-100", "100-500", "500+"] as const;

/** The enterprise quote form (spec §2): e-mail, company and volume required, requirements optional. */
export const enterpriseLeadSchema = z.object({
  email,
  company: z
    .string({ error: MESSAGES.companyName })
    .trim()
    .min(1, MESSAGES.companyName)
    .max(160, "Must be at most 160 characters")
    .refine(noControl, SAFE_TEXT_MESSAGES.control),
  volume: z.enum(ENTERPRISE_VOLUMES, { error: "Please choose your monthly volume" }),
  requirements: optional(4000),
});
