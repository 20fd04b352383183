import { and, desc, eq } from "drizzle-orm";
import { emailOutbox } from "../../src/db/schema";
import type { OrganizationRole } from "../../src/shared/states";
import { checkPayload, uniqueEmail, type TestApp } from "./app";
import { sessionCookieFrom } from "./auth";
import { sessionFor } from "./public-api";

/** A REST call as a script or a browser on our origin makes it (cookie, optional X-Organization). */
export async function rest(
  t: TestApp,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; org?: string } = {},
) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.org ? { "x-organization": opts.org } : {}),
      ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, text, json: json as any, headers: res.headers };
}

/** The newest invitation link e-mailed to `email`, read from the outbox as the invitee reads it. */
export async function latestInvitationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.tag, "invitation")))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no invitation e-mail for ${email}`);
  const match = /\/invitations\/accept#token=([A-Za-z0-9_-]{43})/.exec(mail.textBody);
  if (!match) throw new Error("invitation e-mail holds no link");
  return match[1]!;
}

export interface Member {
  email: string;
  cookie: string;
  memberId: string;
}

export interface Team {
  id: string;
  owner: Member;
  admin: Member;
  recruiter: Member;
  viewer: Member;
}

/** An organization with an owner, and an admin, a recruiter and a viewer who joined by e-mailed invitation. */
export async function makeTeam(t: TestApp, name = "Acme Hiring"): Promise<Team> {
  const ownerEmail = uniqueEmail("owner");
  const ownerCookie = await sessionFor(t, ownerEmail);
  const created = await rest(t, "POST", "/api/organizations", { cookie: ownerCookie, body: { name } });
  if (created.status !== 201) throw new Error(`create organization: ${created.status} ${created.text}`);
  const id = created.json.id as string;
  const joined: Partial<Record<OrganizationRole, { email: string; cookie: string }>> = {};
  for (const role of ["admin", "recruiter", "viewer"] as const) {
    const email = uniqueEmail(role);
    const invited = await rest(t, "POST", `/api/organizations/${id}/invitations`, {
      cookie: ownerCookie,
      body: { email, role },
    });
    if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${invited.text}`);
    const token = await latestInvitationToken(t, email);
    const res = await fetch(`${t.url}/api/invitations/${token}/accept`, { method: "POST" });
    if (res.status !== 200) throw new Error(`accept: ${res.status} ${await res.text()}`);
    joined[role] = { email, cookie: sessionCookieFrom(res) };
  }
  const members = await rest(t, "GET", `/api/organizations/${id}/members`, { cookie: ownerCookie });
  const idOf = (email: string) =>
    (members.json.members as { id: string; email: string }[]).find((m) => m.email === email)!.id;
  const member = (m: { email: string; cookie: string }): Member => ({ ...m, memberId: idOf(m.email) });
  return {
    id,
    owner: member({ email: ownerEmail, cookie: ownerCookie }),
    admin: member(joined.admin!),
    recruiter: member(joined.recruiter!),
    viewer: member(joined.viewer!),
  };
}

/** A check ordered through the public form by a signed-in member (acting for whatever their session acts for). */
export async function orderCheck(t: TestApp, m: { email: string; cookie: string }, overrides = {}) {
  return rest(t, "POST", "/api/reference-checks", {
    cookie: m.cookie,
    body: checkPayload({ requesterEmail: m.email, ...overrides }),
  });
}
