import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkReferences,
  customerApiKeys,
  emailOutbox,
  organizationAuditLog,
  organizations,
  referenceChecks,
  reportFiles,
  webhookEndpoints,
} from "../../src/db/schema";
import { CLOSED_BY_DELETION } from "../../src/services/organizations/delete";
import { notifyCheckFailed } from "../../src/services/lifecycle/failure-notice-send";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { makeTeam, orderCheck, rest, type Team } from "../support/organizations";
import { api, apiCheckBody, createKey, customerTrpc, sessionFor } from "../support/public-api";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: "true" } });
});
afterAll(async () => t?.stop());

async function orgRow(publicId: string) {
  const [row] = await t.deps.db.select().from(organizations).where(eq(organizations.publicId, publicId));
  return row!;
}

async function checkRow(publicId: string) {
  const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, publicId));
  return row!;
}

async function auditOf(orgPublicId: string) {
  const org = await orgRow(orgPublicId);
  return t.deps.db.select().from(organizationAuditLog).where(eq(organizationAuditLog.organizationId, org.id));
}

/** Finishes a check as the pipeline leaves it: references done, both designs stored, completed. */
async function complete(checkId: number) {
  await t.deps.db
    .update(checkReferences)
    .set({ status: "completed" })
    .where(eq(checkReferences.referenceCheckId, checkId));
  for (const design of ["standard", "enhanced"]) {
    const content = Buffer.from(`%PDF-1.4\n% ${design} report ${checkId}\n%%EOF\n`);
    await t.deps.db
      .insert(reportFiles)
      .values({
        referenceCheckId: checkId,
        design,
        fileName: `${design}.pdf`,
        content,
        sizeBytes: content.length,
      })
      .onConflictDoNothing();
  }
  await t.deps.db
    .update(referenceChecks)
    .set({ status: "completed", reportGenerated: true })
    .where(eq(referenceChecks.id, checkId));
}

const mailsTo = (address: string, tag: string) =>
  t.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address.toLowerCase()), eq(emailOutbox.tag, tag)));

describe("deleting an organization", () => {
  it("owner only, typed name, refused while a check is in flight; then keys revoked, endpoints gone, checks and receipts kept", async () => {
    const team = await makeTeam(t, "Doomed Co");
    const running = await orderCheck(t, team.recruiter, { candidateName: "Still Running" });
    expect(running.status).toBe(201);
    const unpaid = await orderCheck(t, team.recruiter, {
      candidateName: "Never Paid",
      freeCheck: false,
      isFirstTimeUser: false,
    });
    expect(unpaid.status).toBe(201);
    const key = await createKey(t, team.admin.cookie, { name: "Doomed ATS", mode: "live" });
    const hook = await customerTrpc<{ id: string }>(t, team.admin.cookie, "organizations.createWebhook", {
      organizationId: team.id,
      url: "http://127.0.0.1:9/hooks",
      events: ["check.created"],
    });
    expect(hook.status).toBe(200);

    for (const m of [team.admin, team.recruiter, team.viewer]) {
      const r = await rest(t, "DELETE", `/api/organizations/${team.id}`, {
        cookie: m.cookie,
        body: { confirmName: "Doomed Co" },
      });
      expect(r.status).toBe(403);
    }
    const wrong = await rest(t, "DELETE", `/api/organizations/${team.id}`, {
      cookie: team.owner.cookie,
      body: { confirmName: "doomed co" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toMatch(/confirmName/);
    const missing = await rest(t, "DELETE", `/api/organizations/${team.id}`, { cookie: team.owner.cookie });
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/confirmName/);

    // The free check is scheduled: in flight, so the deletion is refused and says which.
    const busy = await rest(t, "DELETE", `/api/organizations/${team.id}`, {
      cookie: team.owner.cookie,
      body: { confirmName: "Doomed Co" },
    });
    expect(busy.status).toBe(409);
    expect(busy.text).toMatch(/1 check is still in flight \(Still Running\)/);
    expect((await orgRow(team.id)).deletedAt).toBeNull();

    const runningRow = await checkRow(running.json.id);
    await complete(runningRow.id);
    const done = await rest(t, "DELETE", `/api/organizations/${team.id}`, {
      cookie: team.owner.cookie,
      body: { confirmName: " Doomed Co " },
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      deleted: true,
      checksKept: 2,
      unpaidClosed: 1,
      keysRevoked: 1,
      endpointsDeleted: 1,
      membersRemoved: 4,
    });

    // Nobody reaches it any more; the id answers as a missing organization.
    for (const m of [team.owner, team.admin, team.recruiter, team.viewer]) {
      expect(
        (await rest(t, "GET", `/api/organizations/${team.id}/members`, { cookie: m.cookie })).status,
      ).toBe(404);
      expect((await rest(t, "GET", "/api/dashboard/checks", { cookie: m.cookie, org: team.id })).status).toBe(
        404,
      );
      const mine = await customerTrpc<{ actingFor: string | null; organizations: unknown[] }>(
        t,
        m.cookie,
        "organizations.mine",
        undefined,
        "query",
      );
      expect(mine.data).toEqual({ actingFor: null, organizations: [] });
      // Their sessions act for themselves again: the organization's checks are not on their dashboard.
      const list = await rest(t, "GET", "/api/dashboard/checks", { cookie: m.cookie });
      expect(list.json.checks).toEqual([]);
    }
    // Its key is revoked, its endpoint and signing secret gone.
    expect((await api(t, key.key, "GET", "/api/v1/checks")).status).toBe(401);
    const [k] = await t.deps.db.select().from(customerApiKeys).where(eq(customerApiKeys.publicId, key.id));
    expect(k!.revokedAt).not.toBeNull();
    expect(
      await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.publicId, hook.data.id)),
    ).toEqual([]);
    // Its checks stay for accounting, addressed to its billing e-mail; the unpaid order is closed.
    const org = await orgRow(team.id);
    expect(org.deletedAt).not.toBeNull();
    expect(org.name).toBe("Doomed Co");
    const kept = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.organizationId, org.id));
    expect(kept.map((c) => c.requesterEmail)).toEqual([org.billingEmail, org.billingEmail]);
    const closed = kept.find((c) => c.publicId === unpaid.json.id)!;
    expect(closed).toMatchObject({
      status: "failed",
      failureReason: CLOSED_BY_DELETION,
      checkoutTokenHash: null,
    });
    // A member's next order is their own; the database refuses any check added to it afterwards.
    const stray = await orderCheck(t, team.recruiter, { candidateName: "After the end" });
    expect(stray.status).toBe(201);
    expect((await checkRow(stray.json.id)).organizationId).toBeNull();
    await expect(
      t.deps.db
        .update(referenceChecks)
        .set({ organizationId: org.id })
        .where(eq(referenceChecks.publicId, stray.json.id)),
    ).rejects.toThrow();
    // Audited.
    const audit = await auditOf(team.id);
    expect(audit.find((a) => a.action === "organization.deleted")?.detail).toMatchObject({
      name: "Doomed Co",
      keysRevoked: 1,
    });
    // Deleting again is a missing organization.
    expect(
      (
        await rest(t, "DELETE", `/api/organizations/${team.id}`, {
          cookie: team.owner.cookie,
          body: { confirmName: "Doomed Co" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the shared e-mail address", () => {
  it("is validated by field, set by managers, and copied on the e-mails about the organization's checks once", async () => {
    const team = await makeTeam(t, "Shared Inbox Co");
    const bad = await rest(t, "PATCH", `/api/organizations/${team.id}/settings`, {
      cookie: team.admin.cookie,
      body: { sharedEmail: "not an address" },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/sharedEmail must be an e-mail address/);
    const badDesign = await rest(t, "PATCH", `/api/organizations/${team.id}/settings`, {
      cookie: team.admin.cookie,
      body: { defaultReportDesign: "fancy" },
    });
    expect(badDesign.status).toBe(400);
    expect(badDesign.text).toMatch(/defaultReportDesign must be one of: standard, enhanced/);
    const byViewer = await rest(t, "PATCH", `/api/organizations/${team.id}/settings`, {
      cookie: team.viewer.cookie,
      body: { sharedEmail: "hiring@example.com" },
    });
    expect(byViewer.status).toBe(403);

    const shared = uniqueEmail("hiring-inbox");
    const set = await rest(t, "PATCH", `/api/organizations/${team.id}/settings`, {
      cookie: team.admin.cookie,
      body: { sharedEmail: shared.toUpperCase(), defaultReportDesign: "enhanced" },
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ sharedEmail: shared, defaultReportDesign: "enhanced" });
    const read = await rest(t, "GET", `/api/organizations/${team.id}/settings`, {
      cookie: team.viewer.cookie,
    });
    expect(read.json.sharedEmail).toBe(shared);

    const ordered = await orderCheck(t, team.recruiter, { candidateName: "Copied Candidate" });
    const row = await checkRow(ordered.json.id);
    await t.deps.db
      .update(referenceChecks)
      .set({ status: "failed", failureReason: "No reference could be reached" })
      .where(eq(referenceChecks.id, row.id));
    expect(await notifyCheckFailed(t.deps, row.id)).toBe("sent");
    expect(await notifyCheckFailed(t.deps, row.id)).toBe("already-sent");
    const toRecruiter = await mailsTo(team.recruiter.email, "failure-notice");
    const toShared = await mailsTo(shared, "failure-notice");
    expect(toRecruiter).toHaveLength(1);
    expect(toShared).toHaveLength(1);
    expect(toShared[0]!.subject).toBe(toRecruiter[0]!.subject);
    expect(toShared[0]!.textBody).toContain("Copied Candidate");

    // A personal check of the same person gets no copy.
    await customerTrpc(t, team.recruiter.cookie, "organizations.actFor", { organizationId: null });
    const personal = await orderCheck(t, team.recruiter, { candidateName: "Personal Candidate" });
    const prow = await checkRow(personal.json.id);
    expect(prow.organizationId).toBeNull();
    await t.deps.db
      .update(referenceChecks)
      .set({ status: "failed", failureReason: "No reference could be reached" })
      .where(eq(referenceChecks.id, prow.id));
    await notifyCheckFailed(t.deps, prow.id);
    expect(await mailsTo(shared, "failure-notice")).toHaveLength(1);

    // Cleared with "": no more copies; audited both times.
    const cleared = await rest(t, "PATCH", `/api/organizations/${team.id}/settings`, {
      cookie: team.owner.cookie,
      body: { sharedEmail: "" },
    });
    expect(cleared.json.sharedEmail).toBeNull();
    const changes = (await auditOf(team.id)).filter((a) => a.action === "settings.changed");
    expect(changes.map((c) => Object.keys(c.detail).sort())).toEqual([
      ["defaultReportDesign", "sharedEmail"],
      ["sharedEmail"],
    ]);
  });
});

describe("joining by verified domain", () => {
  it("lets a verified colleague ask and an admin approve; refuses unverified, look-alike and public-mail addresses", async () => {
    const domain = `northwind${Date.now().toString(36)}.com`;
    const at = (local: string, d = domain) => `${local}.${Math.random().toString(36).slice(2, 8)}@${d}`;
    const ownerEmail = at("owner");
    const owner = await signIn(t, ownerEmail);

    // The domain: never a public provider's, and only one the creator has a verified address at.
    const publicMail = await rest(t, "POST", "/api/organizations", {
      cookie: owner,
      body: { name: "Gmail Co", domain: "gmail.com" },
    });
    expect(publicMail.status).toBe(400);
    expect(publicMail.text).toMatch(/domain cannot be a public e-mail provider/);
    const notTheirs = await rest(t, "POST", "/api/organizations", {
      cookie: owner,
      body: { name: "Someone Else", domain: "other-company.com" },
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.text).toMatch(/domain/);
    const unverifiedOwner = await sessionFor(t, at("unverified-owner"));
    expect(
      (
        await rest(t, "POST", "/api/organizations", {
          cookie: unverifiedOwner,
          body: { name: "Unproven", domain },
        })
      ).status,
    ).toBe(400);
    const created = await rest(t, "POST", "/api/organizations", {
      cookie: owner,
      body: { name: "Northwind", domain: domain.toUpperCase() },
    });
    expect(created.status).toBe(201);
    const orgId = created.json.id as string;

    // A verified colleague sees it and asks.
    const colleagueEmail = at("colleague");
    const colleague = await signIn(t, colleagueEmail);
    const joinable = await customerTrpc<{
      domain: string;
      organizations: { id: string; requested: boolean }[];
    }>(t, colleague, "organizations.joinable", undefined, "query");
    expect(joinable.data).toEqual({
      domain,
      organizations: [{ id: orgId, name: "Northwind", requested: false }],
    });
    const asked = await rest(t, "POST", `/api/organizations/${orgId}/join-requests`, { cookie: colleague });
    expect(asked.status).toBe(201);
    expect(
      (await rest(t, "POST", `/api/organizations/${orgId}/join-requests`, { cookie: colleague })).status,
    ).toBe(409);

    // Hostile: an address never proven, look-alike domains, a public mailbox, a stranger with the id.
    const unverified = await sessionFor(t, at("unverified"));
    const unverifiedAsk = await rest(t, "POST", `/api/organizations/${orgId}/join-requests`, {
      cookie: unverified,
    });
    expect(unverifiedAsk.status).toBe(403);
    expect(unverifiedAsk.text).toMatch(/verified/);
    for (const lookAlike of [`evil-${domain}`, `${domain}.evil.io`, `mail.${domain}`, "gmail.com"]) {
      const cookie = await signIn(t, at("lookalike", lookAlike));
      const list = await customerTrpc<{ organizations: unknown[] }>(
        t,
        cookie,
        "organizations.joinable",
        undefined,
        "query",
      );
      expect(list.data.organizations, lookAlike).toEqual([]);
      const r = await rest(t, "POST", `/api/organizations/${orgId}/join-requests`, { cookie });
      expect([403, 404], lookAlike).toContain(r.status);
    }
    const badId = await rest(t, "POST", "/api/organizations/org_$(whoami)/join-requests", {
      cookie: colleague,
    });
    expect(badId.status).toBe(400);
    expect(badId.text).toMatch(/organizationId/);

    // The owner sees the one request; approving as owner is fine, and a non-manager cannot decide.
    const pending = await customerTrpc<{ requests: { id: string; email: string }[] }>(
      t,
      owner,
      "organizations.joinRequests",
      { organizationId: orgId },
      "query",
    );
    expect(pending.data.requests.map((r) => r.email)).toEqual([colleagueEmail.toLowerCase()]);
    const requestId = pending.data.requests[0]!.id;
    const approved = await customerTrpc<{ status: string }>(t, owner, "organizations.decideJoin", {
      organizationId: orgId,
      requestId,
      decision: "approve",
      role: "viewer",
    });
    expect(approved.data.status).toBe("approved");
    const members = await rest(t, "GET", `/api/organizations/${orgId}/members`, { cookie: colleague });
    expect(members.status).toBe(200);
    expect(
      (members.json.members as { email: string; role: string }[]).find(
        (m) => m.email === colleagueEmail.toLowerCase(),
      )?.role,
    ).toBe("viewer");
    // Decided once: deciding again finds nothing; the viewer cannot decide anything.
    expect(
      (
        await customerTrpc(t, owner, "organizations.decideJoin", {
          organizationId: orgId,
          requestId,
          decision: "decline",
        })
      ).status,
    ).toBe(404);
    expect(
      (await customerTrpc(t, colleague, "organizations.joinRequests", { organizationId: orgId }, "query"))
        .status,
    ).toBe(403);

    // A second colleague is declined; an admin cannot approve anyone as owner.
    const second = await signIn(t, at("second"));
    await rest(t, "POST", `/api/organizations/${orgId}/join-requests`, { cookie: second });
    const [secondReq] = (
      await customerTrpc<{ requests: { id: string }[] }>(
        t,
        owner,
        "organizations.joinRequests",
        { organizationId: orgId },
        "query",
      )
    ).data.requests;
    expect(
      (
        await customerTrpc(t, owner, "organizations.changeRole", {
          organizationId: orgId,
          memberId: (members.json.members as { id: string; email: string }[]).find(
            (m) => m.email === colleagueEmail.toLowerCase(),
          )!.id,
          role: "admin",
        })
      ).status,
    ).toBe(200);
    const asOwner = await customerTrpc(t, colleague, "organizations.decideJoin", {
      organizationId: orgId,
      requestId: secondReq!.id,
      decision: "approve",
      role: "owner",
    });
    expect(asOwner.status).toBe(403);
    const declined = await customerTrpc<{ status: string }>(t, colleague, "organizations.decideJoin", {
      organizationId: orgId,
      requestId: secondReq!.id,
      decision: "decline",
    });
    expect(declined.data.status).toBe("declined");
    expect((await rest(t, "GET", `/api/organizations/${orgId}/members`, { cookie: second })).status).toBe(
      404,
    );

    const actions = (await auditOf(orgId)).map((a) => a.action);
    expect(actions.filter((a) => a.startsWith("join."))).toEqual([
      "join.requested",
      "join.approved",
      "join.requested",
      "join.declined",
    ]);
    // Setting a domain in Settings follows the same rule as at creation.
    const elsewhere = await rest(t, "PATCH", `/api/organizations/${orgId}/settings`, {
      cookie: owner,
      body: { domain: "evil-" + domain },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toMatch(/domain/);
    const publicSet = await rest(t, "PATCH", `/api/organizations/${orgId}/settings`, {
      cookie: owner,
      body: { domain: "outlook.com" },
    });
    expect(publicSet.status).toBe(400);
    expect(publicSet.text).toMatch(/public e-mail provider/);
  });
});

describe("webhook endpoints in Settings, audited exports and downloads, idempotency per organization", () => {
  let team: Team;
  beforeAll(async () => {
    team = await makeTeam(t, "Audit Co");
  });

  it("managers add, enable and delete the organization's endpoints; the organization's keys see the same ones", async () => {
    const created = await customerTrpc<{ id: string; secret: string }>(
      t,
      team.admin.cookie,
      "organizations.createWebhook",
      { organizationId: team.id, url: "http://127.0.0.1:9/audit", events: ["check.completed"] },
    );
    expect(created.status).toBe(200);
    expect(created.data.secret).toMatch(/^whsec_/);
    const bad = await customerTrpc(t, team.admin.cookie, "organizations.createWebhook", {
      organizationId: team.id,
      url: "ftp://nowhere",
      events: ["nope"],
    });
    expect(bad.status).toBe(400);
    const listed = await customerTrpc<{ endpoints: { id: string }[] }>(
      t,
      team.owner.cookie,
      "organizations.webhooks",
      { organizationId: team.id },
      "query",
    );
    expect(listed.data.endpoints.map((e) => e.id)).toEqual([created.data.id]);
    const key = await createKey(t, team.owner.cookie, { name: "Audit ATS", mode: "live" });
    const viaApi = await api(t, key.key, "GET", "/api/v1/webhooks");
    expect(viaApi.json.data.map((e: { id: string }) => e.id)).toEqual([created.data.id]);
    expect(
      (
        await customerTrpc(
          t,
          team.recruiter.cookie,
          "organizations.webhooks",
          { organizationId: team.id },
          "query",
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await customerTrpc(t, team.admin.cookie, "organizations.enableWebhook", {
          organizationId: team.id,
          endpointId: created.data.id,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await customerTrpc(t, team.admin.cookie, "organizations.deleteWebhook", {
          organizationId: team.id,
          endpointId: created.data.id,
        })
      ).status,
    ).toBe(200);
    expect((await api(t, key.key, "GET", "/api/v1/webhooks")).json.data).toEqual([]);
    const actions = (await auditOf(team.id)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["webhook.created", "webhook.enabled", "webhook.deleted"]),
    );
  });

  it("a CSV export, a PDF download and an /api/v1 report download each write the audit log; formulas are defused", async () => {
    const ordered = await orderCheck(t, team.recruiter, { candidateName: "Export Candidate" });
    const row = await checkRow(ordered.json.id);
    await complete(row.id);
    // The form refuses such a name; a row from before that rule (or an operator's edit) may hold one.
    await t.deps.db
      .update(referenceChecks)
      .set({ candidateName: "=HYPERLINK(1)" })
      .where(eq(referenceChecks.id, row.id));
    const csv = await rest(t, "GET", "/api/dashboard/export.csv", { cookie: team.recruiter.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.text.split("\r\n")[0]).toBe(
      "id,candidateName,candidateRole,companyName,orderedBy,createdAt,status,paymentStatus,completedReferences,totalReferences",
    );
    expect(csv.text).toContain(`"'=HYPERLINK(1)"`);
    expect(csv.text).not.toMatch(/(^|,)"=HYPERLINK/m);
    expect((await rest(t, "GET", "/api/dashboard/export.csv", { cookie: team.viewer.cookie })).status).toBe(
      403,
    );
    const pdf = await rest(t, "GET", `/api/dashboard/download/${row.id}`, { cookie: team.viewer.cookie });
    expect(pdf.status).toBe(200);
    const key = await createKey(t, team.admin.cookie, { name: "Report Reader", mode: "live" });
    const viaApi = await api(t, key.key, "GET", `/api/v1/checks/${row.publicId}/report`);
    expect(viaApi.status).toBe(200);
    const json = await api(t, key.key, "GET", `/api/v1/checks/${row.publicId}/report.json`);
    expect([200, 409]).toContain(json.status);

    const entries = await customerTrpc<{
      entries: { action: string; actorEmail: string; detail: Record<string, unknown> }[];
    }>(t, team.owner.cookie, "organizations.audit", { organizationId: team.id }, "query");
    const by = (action: string) => entries.data.entries.filter((e) => e.action === action);
    expect(by("checks.exported")).toEqual([
      expect.objectContaining({
        actorEmail: team.recruiter.email,
        detail: expect.objectContaining({ rows: 1 }),
      }),
    ]);
    expect(by("report.downloaded")[0]).toMatchObject({ actorEmail: team.viewer.email });
    const apiDownloads = by("api.report_downloaded");
    expect(apiDownloads.map((d) => d.detail.design).sort()).toEqual(
      json.status === 200 ? ["json", "standard"] : ["standard"],
    );
    expect(apiDownloads.find((d) => d.detail.design === "standard")).toMatchObject({
      actorEmail: team.admin.email,
      detail: { checkId: row.publicId, design: "standard", key: "Report Reader" },
    });
    // A personal export writes no organization's log.
    await customerTrpc(t, team.recruiter.cookie, "organizations.actFor", { organizationId: null });
    expect(
      (await rest(t, "GET", "/api/dashboard/export.csv", { cookie: team.recruiter.cookie })).status,
    ).toBe(200);
    const after = await auditOf(team.id);
    expect(after.filter((a) => a.action === "checks.exported")).toHaveLength(1);
    await customerTrpc(t, team.recruiter.cookie, "organizations.actFor", { organizationId: team.id });
  });

  it("an organization's keys share Idempotency-Keys and list cursors; a personal key shares neither", async () => {
    const a = await createKey(t, team.admin.cookie, { name: "ATS one", mode: "test" });
    const b = await createKey(t, team.owner.cookie, { name: "ATS two", mode: "test" });
    const body = apiCheckBody({ externalId: "same-request" });
    const first = await api(t, a.key, "POST", "/api/v1/checks", body, { "idempotency-key": "org-shared-1" });
    expect(first.status).toBe(201);
    const again = await api(t, b.key, "POST", "/api/v1/checks", body, { "idempotency-key": "org-shared-1" });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    const personal = await createKey(t, await sessionFor(t, uniqueEmail("solo")), {
      name: "solo",
      mode: "test",
    });
    const other = await api(t, personal.key, "POST", "/api/v1/checks", body, {
      "idempotency-key": "org-shared-1",
    });
    expect(other.status).toBe(201);
    expect(other.json.id).not.toBe(first.json.id);
    const org = await orgRow(team.id);
    const orgChecks = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(and(eq(referenceChecks.organizationId, org.id), eq(referenceChecks.testMode, true)));
    expect(orgChecks).toHaveLength(1);

    await api(t, a.key, "POST", "/api/v1/checks", apiCheckBody({ externalId: "second" }));
    const page = await api(t, a.key, "GET", "/api/v1/checks?limit=1");
    expect(page.json.nextCursor).toBeTruthy();
    const next = await api(t, b.key, "GET", `/api/v1/checks?limit=1&cursor=${page.json.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.json.data).toHaveLength(1);
    expect(next.json.data[0].id).not.toBe(page.json.data[0].id);
    const foreign = await api(
      t,
      personal.key,
      "GET",
      `/api/v1/checks?limit=1&cursor=${page.json.nextCursor}`,
    );
    expect(foreign.status).toBe(400);
    // Keys of removed creators stay the organization's: nothing here depends on who created the key.
    const holders = await t.deps.db
      .select({ userId: customerApiKeys.userId })
      .from(customerApiKeys)
      .where(inArray(customerApiKeys.publicId, [a.id, b.id]));
    expect(new Set(holders.map((h) => h.userId)).size).toBe(2);
  });
});
