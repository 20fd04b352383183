import { z } from "zod";
import { ORGANIZATION_ROLES } from "./states";

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

export const createOrganizationSchema = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(120, "name is too long (120 characters at most)"),
  /** Defaults to the creator's address. */
  billingEmail: email("billingEmail").optional(),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, "domain is too long")
    .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, "domain must be a domain name such as acme.com")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

export const inviteSchema = z.object({ email: email("email"), role: roleSchema });
export type InviteInput = z.input<typeof inviteSchema>;

export const invitationTokenSchema = z
  .string({ error: "token is required" })
  .trim()
  .min(1, "token is required")
  .max(100, "token is too long");
