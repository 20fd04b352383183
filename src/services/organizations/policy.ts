import type { OrganizationRole } from "../../shared/states";

/**
 * What each role may do in an organization: the one table every customer procedure and REST path
 * consults (through the trpc `customerAction` / `organizationAction` middleware). Pure.
 */
export const ACTIONS = {
  "checks.read": ["owner", "admin", "recruiter", "viewer"],
  "checks.create": ["owner", "admin", "recruiter"],
  "checks.pay": ["owner", "admin", "recruiter"],
  "checks.export": ["owner", "admin", "recruiter"],
  "reports.download": ["owner", "admin", "recruiter", "viewer"],
  "reports.approveCopy": ["owner", "admin", "recruiter"],
  "keys.read": ["owner", "admin"],
  "keys.manage": ["owner", "admin"],
  "members.read": ["owner", "admin", "recruiter", "viewer"],
  "members.manage": ["owner", "admin"],
  "audit.read": ["owner", "admin"],
  "settings.read": ["owner", "admin", "recruiter", "viewer"],
  "settings.manage": ["owner", "admin"],
  "webhooks.read": ["owner", "admin"],
  "webhooks.manage": ["owner", "admin"],
  "organization.delete": ["owner"],
} as const satisfies Record<string, readonly OrganizationRole[]>;

export type Action = keyof typeof ACTIONS;

/** Personal use (no organization): the account holder may do everything to their own things. */
export function allows(role: OrganizationRole | null, action: Action): boolean {
  if (role === null) return true;
  return (ACTIONS[action] as readonly OrganizationRole[]).includes(role);
}

/** What a person may read in a refusal: the role and the action in words. */
export function refusal(role: OrganizationRole, action: Action): string {
  const allowed = ACTIONS[action].join(", ");
  return `Your role in this organization (${role}) does not allow ${action}; it needs one of: ${allowed}`;
}

/**
 * Role changes: only an owner grants, takes or changes the owner role; an admin manages the
 * other roles. Returns the refusal in words, or null when allowed.
 */
export function roleChangeRefusal(
  actor: OrganizationRole,
  from: OrganizationRole | null,
  to: OrganizationRole | null,
): string | null {
  if (actor === "owner") return null;
  if (actor !== "admin") return "Only owners and admins manage members";
  if (from === "owner" || to === "owner") return "Only an owner can add, change or remove an owner";
  return null;
}
