import { z } from "zod";
import { ORGANIZATION_ROLES, REPORT_DESIGNS } from "./states";

/** Shared by the Settings → Organization forms and the procedures (REST and tRPC). */

const email = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .toLowerCase()
    .min(1, `${field} is required`)
    .max(254, `${field} is too long`)
    .pipe(z.email({ error: `${field} must be an e-mail address` }));

export const publicIdOf = (prefix: string, field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(64, `${field} is too long`)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]+$`), `${field} must be an id starting ${prefix}_`);

export const organizationIdSchema = publicIdOf("org", "organizationId");
export const memberIdSchema = publicIdOf("mem", "memberId");

export const roleSchema = z.enum(ORGANIZATION_ROLES, {
  error: `role must be one of: ${ORGANIZATION_ROLES.join(", ")}`,
});

/**
 * Public mailbox providers: anyone can have an address there, so none is ever an organization's
 * domain (joining by domain would let the whole world in).
 */
export const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "mail.ru",
  "yandex.ru",
  "yandex.com",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "tuta.io",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "libero.it",
  "t-online.de",
  "comcast.net",
  "att.net",
  "verizon.net",
]);

/** The domain of an address, lower case (everything after the last @). */
export const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

const domainSchema = z
  .string({ error: "domain must be a domain name such as acme.com" })
  .trim()
  .toLowerCase()
  .max(253, "domain is too long")
  .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, "domain must be a domain name such as acme.com")
  .refine(
    (d) => !PUBLIC_MAIL_DOMAINS.has(d),
    "domain cannot be a public e-mail provider's (anyone can have an address there)",
  );

export const createOrganizationSchema = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(120, "name is too long (120 characters at most)"),
  /** Defaults to the creator's address. */
  billingEmail: email("billingEmail").optional(),
  domain: domainSchema.optional().or(z.literal("").transform(() => undefined)),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

export const inviteSchema = z.object({ email: email("email"), role: roleSchema });
export type InviteInput = z.input<typeof inviteSchema>;

export const invitationTokenSchema = z
  .string({ error: "token is required" })
  .trim()
  .min(1, "token is required")
  .max(100, "token is too long");

export const deleteOrganizationSchema = z.object({
  confirmName: z
    .string({ error: "confirmName is required: type the organization's name" })
    .max(200, "confirmName is too long"),
});

/** Settings → Organization (owners and admins). Each field is optional; "" clears an optional one. */
export const organizationSettingsSchema = z.object({
  sharedEmail: email("sharedEmail")
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  domain: domainSchema
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  defaultReportDesign: z
    .enum(REPORT_DESIGNS, { error: `defaultReportDesign must be one of: ${REPORT_DESIGNS.join(", ")}` })
    .optional(),
});
export type OrganizationSettingsInput = z.input<typeof organizationSettingsSchema>;

export const joinRequestIdSchema = publicIdOf("jrq", "requestId");

export const decideJoinSchema = z.object({
  requestId: joinRequestIdSchema,
  decision: z.enum(["approve", "decline"], { error: "decision must be approve or decline" }),
  /** The role given on approval (recruiter unless said). */
  role: roleSchema.optional(),
});
