import { z } from "zod";
import { normalizePhone, PHONE_MESSAGE } from "./phone";

/** One zod schema for the request form and for POST /api/reference-checks (spec customer-side §5). */
export const RELATIONSHIPS = ["direct-manager", "senior-manager", "colleague", "client", "other"] as const;
export const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIPS)[number], string> = {
  "direct-manager": "Direct manager",
  "senior-manager": "Senior manager",
  colleague: "Colleague",
  client: "Client",
  other: "Other",
};

export const MESSAGES = {
  email: "Please enter a valid email address",
  candidateName: "Candidate name is required",
  role: "Role is required",
  companyName: "Company name is required",
  name: "Name is required",
  phoneRequired: "Phone number is required",
  phone: PHONE_MESSAGE,
  relationship: "Please choose a relationship",
  incomplete: "Incomplete reference info - please complete or remove",
  terms: "You must accept the terms and conditions",
  consent: "You must confirm consent to contact and record references",
} as const;

/** A required text field whose every failure (missing, wrong type, blank) reads `required`. */
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(40, MESSAGES.phone)
  .refine((v) => normalizePhone(v) !== null, MESSAGES.phone)
  .transform((v) => normalizePhone(v)!);

export const referenceSchema = z.object({
  name: text(120, MESSAGES.name),
  phone: phoneField,
  relationship: z.enum(RELATIONSHIPS, { error: MESSAGES.relationship }),
});
export type ReferenceFields = z.infer<typeof referenceSchema>;

/** An optional reference: empty (all blank) or complete; a half-filled one is an error. */
const optionalReference = z
  .object({
    name: z.string().max(120).optional().nullable(),
    phone: z.string().max(40).optional().nullable(),
    relationship: z.string().max(40).optional().nullable(),
  })
  .optional()
  .nullable()
  .transform((v, ctx) => {
    const filled = v && [v.name, v.phone, v.relationship].some((x) => x != null && String(x).trim() !== "");
    if (!filled) return undefined;
    const parsed = referenceSchema.safeParse(v);
    if (!parsed.success) {
      const missing = [v!.name, v!.phone, v!.relationship].some((x) => x == null || String(x).trim() === "");
      if (missing) ctx.addIssue({ code: "custom", message: MESSAGES.incomplete });
      for (const issue of parsed.error.issues)
        if (!missing || issue.message !== MESSAGES.name)
          ctx.addIssue({ ...issue, code: "custom", path: issue.path });
      return z.NEVER;
    }
    return parsed.data;
  });

export const preferredCallWindowSchema = z
  .object({
    start: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM")
      .default("09:00"),
    end: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM")
      .default("17:00"),
    timezone: z
      .string()
      .max(64)
      .default("America/New_York")
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en-US", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "Unknown time zone"),
  })
  .refine((w) => w.start < w.end, { message: "The window must end after it starts", path: ["end"] });

export const checkRequestSchema = z.object({
  requesterEmail: z
    .string({ error: MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.email)
    .email(MESSAGES.email),
  candidateName: text(120, MESSAGES.candidateName),
  role: text(120, MESSAGES.role),
  companyName: text(160, MESSAGES.companyName),
  reference1: z.object(referenceSchema.shape, { error: "Reference 1 is required" }),
  reference2: optionalReference,
  reference3: optionalReference,
  termsAccepted: z.literal(true, { error: MESSAGES.terms }),
  consentGiven: z.literal(true, { error: MESSAGES.consent }),
  isFirstTimeUser: z.boolean().optional().default(false),
  freeCheck: z.boolean().optional().default(false),
  testMode: z.boolean().optional().default(false),
  preferredCallWindow: preferredCallWindowSchema.optional().nullable(),
});
export type CheckRequestInput = z.input<typeof checkRequestSchema>;
export type CheckRequest = z.output<typeof checkRequestSchema>;

export function referencesOf(req: CheckRequest): ReferenceFields[] {
  return [req.reference1, req.reference2, req.reference3].filter((r): r is ReferenceFields => !!r);
}
