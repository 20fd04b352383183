import { z } from "zod";
import { REFERENCES_BY } from "./authorization";
import { CALL_LANGUAGES } from "./call-language";
import { checkPhone, normalizePhone, PHONE_MESSAGE } from "./phone";
import { unsafeTextReason } from "./safe-text";

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
  reference1: "Reference 1 is required",
  candidateEmail: "Please enter the candidate's e-mail address",
  candidateEmailOwn: "The candidate's e-mail must not be your own",
  candidateEmailForInvite: "The candidate's e-mail is required to invite them",
  referencesByCandidate: "Leave the references out: the candidate enters them",
  referencesBy: 'Must be "requester" or "candidate"',
  certification: "You must certify the purpose of this check",
} as const;

/**
 * A required text field whose every failure (missing, wrong type, blank) reads `required`. These
 * fields are spoken and texted to references: only letters, digits, spaces and a little
 * punctuation pass, never an address, a phone number or a control character (shared/safe-text).
 */
const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`)
    .superRefine((v, ctx) => {
      // Lengths first: a field already refused for its length is not scanned at all.
      if (v.length > max) return;
      const reason = unsafeTextReason(v);
      if (reason) ctx.addIssue({ code: "custom", message: reason });
    });

export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(40, MESSAGES.phone)
  .transform((v, ctx) => {
    const e164 = normalizePhone(v);
    // Valid for its country, a direct line, and inside coverage: each failure says which.
    const checked = e164 ? checkPhone(e164) : ({ ok: false, message: MESSAGES.phone } as const);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return checked.e164;
  });

/** The call language: English unless the requester picks French or Spanish. */
export const languageField = z
  .enum(CALL_LANGUAGES, { error: "Please choose English, French or Spanish" })
  .optional()
  .default("en");

export const referenceSchema = z.object({
  name: text(120, MESSAGES.name),
  phone: phoneField,
  relationship: z.enum(RELATIONSHIPS, { error: MESSAGES.relationship }),
  language: languageField,
});
export type ReferenceFields = z.infer<typeof referenceSchema>;

/** An optional reference: empty (all blank) or complete; a half-filled one is an error. */
const optionalReference = z
  .object({
    name: z.string().max(120).optional().nullable(),
    phone: z.string().max(40).optional().nullable(),
    relationship: z.string().max(40).optional().nullable(),
    // Not part of "filled": the form always sends a language, even for an empty reference.
    language: z.string().max(8).optional().nullable(),
  })
  .optional()
  .nullable()
  .transform((v, ctx) => {
    const filled = v && [v.name, v.phone, v.relationship].some((x) => x != null && String(x).trim() !== "");
    if (!filled) return undefined;
    const parsed = referenceSchema.safeParse({ ...v, language: v!.language || undefined });
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

/** "" (an empty form field) is no e-mail; anything else must be one. */
const candidateEmailField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string({ error: MESSAGES.candidateEmail })
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.candidateEmail)
    .email(MESSAGES.candidateEmail)
    .optional(),
);

/** An e-mail address as every form takes it: trimmed, lower-cased, at most 254 characters. */
export const emailAddress = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.email)
  .email(MESSAGES.email);

export const checkRequestFields = z.object({
  requesterEmail: emailAddress,
  candidateName: text(120, MESSAGES.candidateName),
  role: text(120, MESSAGES.role),
  companyName: text(160, MESSAGES.companyName),
  // Required unless the candidate enters the references (checked below, same message).
  reference1: z.object(referenceSchema.shape, { error: MESSAGES.reference1 }).optional(),
  reference2: optionalReference,
  reference3: optionalReference,
  termsAccepted: z.literal(true, { error: MESSAGES.terms }),
  consentGiven: z.literal(true, { error: MESSAGES.consent }),
  isFirstTimeUser: z.boolean().optional().default(false),
  freeCheck: z.boolean().optional().default(false),
  testMode: z.boolean().optional().default(false),
  preferredCallWindow: preferredCallWindowSchema.optional().nullable(),
  /** The candidate's e-mail: with it, the candidate is asked to authorize before any call. */
  candidateEmail: candidateEmailField,
  /** Who enters the references: the requester (absent, the spec's form) or the invited candidate. */
  referencesBy: z.enum(REFERENCES_BY, { error: MESSAGES.referencesBy }).optional().default("requester"),
  /** The employer's permissible-purpose certification (required with a candidate's authorization). */
  purposeCertified: z.boolean({ error: MESSAGES.certification }).optional(),
});

/** The rules between fields: who enters the references, the candidate's e-mail, the certification. */
export function refineCheckRequest(v: z.output<typeof checkRequestFields>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.referencesBy === "candidate") {
    if (!v.candidateEmail) issue("candidateEmail", MESSAGES.candidateEmailForInvite);
    if (v.reference1 || v.reference2 || v.reference3) issue("reference1", MESSAGES.referencesByCandidate);
  } else if (!v.reference1) issue("reference1", MESSAGES.reference1);
  if (v.candidateEmail && v.requesterEmail && v.candidateEmail === v.requesterEmail.trim().toLowerCase())
    issue("candidateEmail", MESSAGES.candidateEmailOwn);
  if ((v.candidateEmail || v.referencesBy === "candidate") && v.purposeCertified !== true)
    issue("purposeCertified", MESSAGES.certification);
}

/**
 * A check request. `reference1` is absent only in the candidate-led mode (`referencesBy:
 * "candidate"`), where the candidate enters the references later: read them with `referencesOf`.
 */
export type CheckRequest = Omit<z.output<typeof checkRequestFields>, "reference1"> & {
  reference1: ReferenceFields;
};
export type CheckRequestInput = z.input<typeof checkRequestFields>;

export const checkRequestSchema = checkRequestFields.superRefine(refineCheckRequest) as unknown as z.ZodType<
  CheckRequest,
  CheckRequestInput
>;

export function referencesOf(req: CheckRequest): ReferenceFields[] {
  const refs: (ReferenceFields | undefined)[] = [req.reference1, req.reference2, req.reference3];
  return refs.filter((r): r is ReferenceFields => !!r);
}

/** The references a candidate enters on their authorization page: the form's rules, 1 to 3. */
export const candidateReferencesSchema = z.object({
  reference1: z.object(referenceSchema.shape, { error: MESSAGES.reference1 }),
  reference2: optionalReference,
  reference3: optionalReference,
});
export type CandidateReferences = z.output<typeof candidateReferencesSchema>;
