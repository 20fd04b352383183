import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  organizationAuditLog,
  organizationInvitations,
  referenceChecks,
  sessionOrganizations,
  sessions,
  users,
} from "../../src/db/schema";
import { sendPaymentReceipt } from "../../src/services/payments/receipt-email";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { payWithTestCard } from "../support/payments";
import { latestInvitationToken, makeTeam, orderCheck, rest, type Team } from "../support/organizations";
import { api, apiCheckBody, createKey, customerTrpc, sessionFor } from "../support/public-api";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

const dashboard = (cookie: string, opts: { org?: string; query?: string } = {}) =>
  rest(t, "GET", `/api/dashboard/checks${opts.query ?? ""}`, { cookie, org: opts.org });

async function auditActions(orgPublicId: string, owner: Team["owner"]) {
  const r = await customerTrpc<{ entries: { action: string; detail: Record<string, unknown> }[] }>(
    t,
    owner.cookie,
    "organizations.audit",
    { organizationId: orgPublicId },
    "query",
  );
  expect(r.status).toBe(200);
  return r.data.entries;
}

describe("organizations: forming a team", () => {
  it("creates an organization, invites by e-mailed single-use link, lists members with roles", async () => {
    const team = await makeTeam(t);
    const members = await rest(t, "GET", `/api/organizations/${team.id}/members`, {
      cookie: team.viewer.cookie,
    });
    expect(members.status).toBe(200);
    const roles = Object.fromEntries(
      (members.json.members as { email: string; role: string }[]).map((m) => [m.email, m.role]),
    );
    expect(roles).toEqual({
      [team.owner.email]: "owner",
      [team.admin.email]: "admin",
      [team.recruiter.email]: "recruiter",
      [team.viewer.email]: "viewer",
    });

    // The link works once.
    const token = await latestInvitationToken(t, team.viewer.email);
    const again = await rest(t, "POST", `/api/invitations/${token}/accept`);
    expect(again.status).toBe(404);
    expect(again.text).toMatch(/already been used/);

    // Seven days, then it is dead.
    const late = uniqueEmail("late");
    await rest(t, "POST", `/api/organizations/${team.id}/invitations`, {
      cookie: team.admin.cookie,
      body: { email: late, role: "viewer" },
    });
    const [inv] = await t.deps.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.email, late));
    expect(inv!.expiresAt.getTime() - inv!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
    await t.deps.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, inv!.id));
    const expired = await rest(t, "POST", `/api/invitations/${await latestInvitationToken(t, late)}/accept`);
    expect(expired.status).toBe(404);
    expect(expired.text).toMatch(/expired/);
    expect(await t.deps.db.select().from(users).where(eq(users.email, late))).toEqual([]);

    const actions = (await auditActions(team.id, team.owner)).map((e) => e.action);
    expect(actions.filter((a) => a === "member.joined")).toHaveLength(3);
    expect(actions).toContain("organization.created");
  });

  it("answers bad input with the field's name, never a 500", async () => {
    const cookie = await sessionFor(t, uniqueEmail());
    const noName = await rest(t, "POST", "/api/organizations", { cookie, body: {} });
    expect(noName.status).toBe(400);
    expect(noName.text).toMatch(/name/);
    const badDomain = await rest(t, "POST", "/api/organizations", {
      cookie,
      body: { name: "X", domain: "not a domain" },
    });
    expect(badDomain.status).toBe(400);
    expect(badDomain.text).toMatch(/domain/);
    const anonymous = await rest(t, "POST", "/api/organizations", { body: { name: "X" } });
    expect(anonymous.status).toBe(401);
    const org = await rest(t, "POST", "/api/organizations", { cookie, body: { name: "Solo" } });
    const badRole = await rest(t, "POST", `/api/organizations/${org.json.id}/invitations`, {
      cookie,
      body: { email: uniqueEmail(), role: "boss" },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.text).toMatch(/role/);
    const badEmail = await rest(t, "POST", `/api/organizations/${org.json.id}/invitations`, {
      cookie,
      body: { email: "nope", role: "viewer" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toMatch(/email/);
    const badId = await rest(t, "GET", "/api/organizations/12/members", { cookie });
    expect(badId.status).toBe(400);
    expect(badId.text).toMatch(/organizationId/);
    const badToken = await rest(t, "POST", "/api/invitations/short/accept");
    expect(badToken.status).toBe(404);
  });
});

describe("organizations: checks belong to the organization", () => {
  it("a recruiter's check belongs to the organization; members see who ordered it and can filter", async () => {
    const team = await makeTeam(t);
    const ordered = await orderCheck(t, team.recruiter, { candidateName: "Team Candidate" });
    expect(ordered.status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, ordered.json.id));
    expect(row!.organizationId).not.toBeNull();

    const seen = await dashboard(team.viewer.cookie);
    expect(seen.status).toBe(200);
    expect(
      seen.json.checks.map((c: { candidateName: string; orderedBy: string }) => [
        c.candidateName,
        c.orderedBy,
      ]),
    ).toEqual([["Team Candidate", team.recruiter.email]]);
    const byRecruiter = await dashboard(team.owner.cookie, {
      query: `?orderedBy=${encodeURIComponent(team.recruiter.email)}`,
    });
    expect(byRecruiter.json.checks).toHaveLength(1);
    const byAdmin = await dashboard(team.owner.cookie, {
      query: `?orderedBy=${encodeURIComponent(team.admin.email)}`,
    });
    expect(byAdmin.json.checks).toHaveLength(0);

    // The recruiter's personal dashboard does not hold the organization's check.
    const personal = await customerTrpc(t, team.recruiter.cookie, "organizations.actFor", {
      organizationId: null,
    });
    expect(personal.status).toBe(200);
    expect((await dashboard(team.recruiter.cookie)).json.checks).toEqual([]);
    // A script names the organization in a header instead.
    expect((await dashboard(team.recruiter.cookie, { org: team.id })).json.checks).toHaveLength(1);

    // A viewer reads but does not order; ordering for the organization needs one's own address.
    const byViewer = await orderCheck(t, team.viewer);
    expect(byViewer.status).toBe(403);
    expect(byViewer.text).toMatch(/viewer/);
    const otherAddress = await orderCheck(t, { email: uniqueEmail(), cookie: team.admin.cookie });
    expect(otherAddress.status).toBe(400);
    expect(otherAddress.text).toMatch(/requesterEmail/);
  });

  it("removing a member keeps their checks in the organization and ends their acting-for at once", async () => {
    const team = await makeTeam(t);
    expect((await orderCheck(t, team.recruiter, { candidateName: "Stays" })).status).toBe(201);
    const removed = await rest(
      t,
      "DELETE",
      `/api/organizations/${team.id}/members/${team.recruiter.memberId}`,
      {
        cookie: team.owner.cookie,
      },
    );
    expect(removed.status).toBe(200);
    const [u] = await t.deps.db.select().from(users).where(eq(users.email, team.recruiter.email));
    const acting = await t.deps.db
      .select()
      .from(sessionOrganizations)
      .innerJoin(sessions, eq(sessions.id, sessionOrganizations.sessionId))
      .where(eq(sessions.userId, u!.id));
    expect(acting).toEqual([]);
    // Their very next request acts for nobody but themselves.
    expect((await dashboard(team.recruiter.cookie)).json.checks).toEqual([]);
    expect((await dashboard(team.recruiter.cookie, { org: team.id })).status).toBe(404);
    expect(
      (await rest(t, "GET", `/api/organizations/${team.id}/members`, { cookie: team.recruiter.cookie }))
        .status,
    ).toBe(404);
    // The organization keeps the check, still showing who ordered it.
    const kept = await dashboard(team.owner.cookie);
    expect(
      kept.json.checks.map((c: { candidateName: string; orderedBy: string }) => [
        c.candidateName,
        c.orderedBy,
      ]),
    ).toEqual([["Stays", team.recruiter.email]]);
    // What is still e-mailed about it goes to the organization's billing address, not to the departed.
    const [stays] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.candidateName, "Stays"));
    expect(stays!.requesterEmail).toBe(team.owner.email);
    const entry = (await auditActions(team.id, team.owner)).find((e) => e.action === "member.removed");
    expect(entry?.detail).toMatchObject({ member: team.recruiter.email, role: "recruiter" });
  });
});

describe("organizations: roles", () => {
  it("the last owner cannot leave or be demoted; admins cannot make or touch owners", async () => {
    const team = await makeTeam(t);
    const path = (m: { memberId: string }) => `/api/organizations/${team.id}/members/${m.memberId}`;
    const leave = await rest(t, "DELETE", path(team.owner), { cookie: team.owner.cookie });
    expect(leave.status).toBe(409);
    expect(leave.text).toMatch(/last owner/);
    const demote = await rest(t, "PATCH", path(team.owner), {
      cookie: team.owner.cookie,
      body: { role: "admin" },
    });
    expect(demote.status).toBe(409);
    const promote = await rest(t, "PATCH", path(team.recruiter), {
      cookie: team.admin.cookie,
      body: { role: "owner" },
    });
    expect(promote.status).toBe(403);
    const touchOwner = await rest(t, "DELETE", path(team.owner), { cookie: team.admin.cookie });
    expect(touchOwner.status).toBe(403);
    const byRecruiter = await rest(t, "PATCH", path(team.viewer), {
      cookie: team.recruiter.cookie,
      body: { role: "admin" },
    });
    expect(byRecruiter.status).toBe(403);
    const badRole = await rest(t, "PATCH", path(team.viewer), {
      cookie: team.admin.cookie,
      body: { role: "god" },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.text).toMatch(/role/);

    const changed = await rest(t, "PATCH", path(team.viewer), {
      cookie: team.admin.cookie,
      body: { role: "recruiter" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ email: team.viewer.email, role: "recruiter" });
    // The new role applies on the very next call.
    expect((await orderCheck(t, team.viewer)).status).toBe(201);

    // With a second owner, the first may step down, and the last one still may not.
    await rest(t, "PATCH", path(team.admin), { cookie: team.owner.cookie, body: { role: "owner" } });
    expect(
      (await rest(t, "PATCH", path(team.owner), { cookie: team.owner.cookie, body: { role: "admin" } }))
        .status,
    ).toBe(200);
    expect((await rest(t, "DELETE", path(team.admin), { cookie: team.admin.cookie })).status).toBe(409);
    // A member may leave on their own.
    expect((await rest(t, "DELETE", path(team.viewer), { cookie: team.viewer.cookie })).status).toBe(200);

    const entries = await t.deps.db
      .select()
      .from(organizationAuditLog)
      .where(and(eq(organizationAuditLog.action, "member.role_changed")));
    expect(entries.some((e) => e.detail.member === team.viewer.email && e.detail.to === "recruiter")).toBe(
      true,
    );
    const viewerAudit = await customerTrpc(
      t,
      team.recruiter.cookie,
      "organizations.audit",
      { organizationId: team.id },
      "query",
    );
    expect(viewerAudit.status).toBe(403);
  });
});

describe("organizations: API keys act for the organization", () => {
  it("an admin's key orders checks the whole team sees; recruiters cannot see keys; rotation is audited", async () => {
    const team = await makeTeam(t);
    const key = await createKey(t, team.admin.cookie, { name: "Team ATS", mode: "test" });
    const made = await api(t, key.key, "POST", "/api/v1/checks", apiCheckBody({ candidateName: "Via API" }));
    expect(made.status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, made.json.id));
    expect(row!.organizationId).not.toBeNull();
    expect(row!.requesterEmail).toBe(team.admin.email);
    const seen = await dashboard(team.viewer.cookie);
    expect(
      seen.json.checks.map((c: { candidateName: string; orderedBy: string }) => [
        c.candidateName,
        c.orderedBy,
      ]),
    ).toEqual([["Via API", team.admin.email]]);
    // The admin's personal keys are not the organization's.
    await customerTrpc(t, team.admin.cookie, "organizations.actFor", { organizationId: null });
    const personalKeys = await customerTrpc<unknown[]>(
      t,
      team.admin.cookie,
      "publicApi.keys.list",
      undefined,
      "query",
    );
    expect(personalKeys.data).toEqual([]);
    await customerTrpc(t, team.admin.cookie, "organizations.actFor", { organizationId: team.id });

    const recruiterKeys = await customerTrpc(
      t,
      team.recruiter.cookie,
      "publicApi.keys.list",
      undefined,
      "query",
    );
    expect(recruiterKeys.status).toBe(403);
    const ownerKeys = await customerTrpc<{ id: string }[]>(
      t,
      team.owner.cookie,
      "publicApi.keys.list",
      undefined,
      "query",
    );
    expect(ownerKeys.data.map((k) => k.id)).toEqual([key.id]);

    // Rotation: a new key, the old one revoked (by the owner, who did not create it).
    const fresh = await createKey(t, team.admin.cookie, { name: "Team ATS 2", mode: "test" });
    const revoked = await customerTrpc(t, team.owner.cookie, "publicApi.keys.revoke", { id: key.id });
    expect(revoked.status).toBe(200);
    expect((await api(t, key.key, "GET", "/api/v1/checks")).status).toBe(401);
    const listed = await api(t, fresh.key, "GET", "/api/v1/checks");
    expect(listed.json.data.map((c: { id: string }) => c.id)).toEqual([made.json.id]);
    const actions = (await auditActions(team.id, team.owner)).map((e) => e.action);
    expect(actions.filter((a) => a === "key.created")).toHaveLength(2);
    expect(actions).toContain("key.revoked");

    // The team's key outlives its creator's membership; its new checks' e-mails go to the billing address.
    await rest(t, "DELETE", `/api/organizations/${team.id}/members/${team.admin.memberId}`, {
      cookie: team.owner.cookie,
    });
    const later = await api(
      t,
      fresh.key,
      "POST",
      "/api/v1/checks",
      apiCheckBody({ candidateName: "After admin left" }),
    );
    expect(later.status).toBe(201);
    const [after] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, later.json.id));
    expect(after!.requesterEmail).toBe(team.owner.email);
    expect(after!.organizationId).toBe(row!.organizationId);
  });
});

describe("organizations: receipts", () => {
  it("name the organization that pays, on the receipt page's answer and in the receipt e-mail", async () => {
    const team = await makeTeam(t, "Receipts Ltd");
    const ordered = await orderCheck(t, team.recruiter, { freeCheck: false, isFirstTimeUser: false });
    expect(ordered.status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, ordered.json.id));
    const token = await customerTrpc<{ checkoutToken: string }>(
      t,
      team.admin.cookie,
      "accounts.checkoutToken",
      {
        id: row!.id,
      },
    );
    expect(token.status).toBe(200);
    const intent = await payWithTestCard(t, {
      referenceCheckId: row!.id,
      checkoutToken: token.data.checkoutToken,
    });
    const receipt = await customerTrpc<{ organization: string | null }>(
      t,
      team.admin.cookie,
      "payments.receipt",
      {
        referenceCheckId: row!.id,
        sessionId: intent.paymentIntentId,
        checkoutToken: token.data.checkoutToken,
      },
      "query",
    );
    expect(receipt.status).toBe(200);
    expect(receipt.data.organization).toBe("Receipts Ltd");
    await sendPaymentReceipt(t.deps, row!.id);
    const [mail] = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, team.recruiter.email), eq(emailOutbox.tag, "receipt")));
    expect(mail!.textBody).toContain(`Billed to: Receipts Ltd (billing e-mail ${team.owner.email})`);
  });
});
