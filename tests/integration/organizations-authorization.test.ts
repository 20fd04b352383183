import { eq, inArray } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkReferences,
  organizationMembers,
  organizations,
  outboundEvents,
  referenceChecks,
  reportFiles,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "../../src/db/schema";
import { routeTable } from "../../src/http/route-table";
import { appRouter } from "../../src/trpc/routers";
import type { OrganizationRole } from "../../src/shared/states";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { makeTeam, orderCheck, rest, type Team } from "../support/organizations";
import { api, createKey, customerTrpc } from "../support/public-api";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

const ROLES: OrganizationRole[] = ["owner", "admin", "recruiter", "viewer"];
const ALL = ROLES;
const MANAGERS: OrganizationRole[] = ["owner", "admin"];
const ORDERERS: OrganizationRole[] = ["owner", "admin", "recruiter"];

/** Finishes a check as the pipeline leaves it: references done, both report designs stored, completed. */
async function complete(checkId: number) {
  await t.deps.db
    .update(checkReferences)
    .set({ status: "completed" })
    .where(eq(checkReferences.referenceCheckId, checkId));
  for (const design of ["standard", "enhanced"]) {
    const content = Buffer.from(`%PDF-1.4\n% ${design} report for check ${checkId}\n%%EOF\n`);
    await t.deps.db.insert(reportFiles).values({
      referenceCheckId: checkId,
      design,
      fileName: `${design}.pdf`,
      content,
      sizeBytes: content.length,
    });
  }
  await t.deps.db
    .update(referenceChecks)
    .set({ status: "completed", reportGenerated: true })
    .where(eq(referenceChecks.id, checkId));
}

async function checkRow(publicId: string) {
  const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, publicId));
  return row!;
}

/** A member added straight to the table (a target to change or remove), with their member id. */
async function extraMember(orgPublicId: string, role: OrganizationRole) {
  const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.publicId, orgPublicId));
  const [u] = await t.deps.db
    .insert(users)
    .values({ email: uniqueEmail("extra") })
    .returning();
  const memberId = `mem_extra${u!.id}`;
  await t.deps.db
    .insert(organizationMembers)
    .values({ publicId: memberId, organizationId: org!.id, userId: u!.id, role });
  return memberId;
}

interface Fixture {
  team: Team;
  completedId: number;
  pendingId: number;
}

async function fixture(name: string): Promise<Fixture> {
  const team = await makeTeam(t, name);
  const done = await orderCheck(t, team.recruiter, { candidateName: `${name} done` });
  const completedId = (await checkRow(done.json.id)).id;
  await complete(completedId);
  const unpaid = await orderCheck(t, team.recruiter, {
    candidateName: `${name} unpaid`,
    freeCheck: false,
    isFirstTimeUser: false,
  });
  return { team, completedId, pendingId: (await checkRow(unpaid.json.id)).id };
}

type Call = (f: Fixture, cookie: string) => Promise<{ status: number }>;
/** A procedure over /trpc as the SPA calls it; only the status is read (a PDF's bytes are not superjson's to revive). */
const trpc =
  (path: string, input: (f: Fixture) => unknown, kind: "query" | "mutation" = "mutation"): Call =>
  async (f, cookie) => {
    const body = JSON.stringify(superjson.serialize(input(f)));
    const headers = { "content-type": "application/json", cookie, "sec-fetch-site": "same-origin" };
    const res =
      kind === "mutation"
        ? await fetch(`${t.url}/trpc/${path}`, { method: "POST", headers, body })
        : await fetch(`${t.url}/trpc/${path}?input=${encodeURIComponent(body)}`, { headers });
    await res.arrayBuffer();
    return { status: res.status };
  };

/**
 * Every customer route and procedure on an organization's things, with the roles that may use it.
 * The test below checks the table against the app (nothing missing) and each row against each role.
 */
const ROUTES: Record<string, { roles: OrganizationRole[]; call: Call }> = {
  "GET /api/dashboard/checks": {
    roles: ALL,
    call: (_f, cookie) => rest(t, "GET", "/api/dashboard/checks", { cookie }),
  },
  "GET /api/dashboard/download/:id": {
    roles: ALL,
    call: (f, cookie) => rest(t, "GET", `/api/dashboard/download/${f.completedId}`, { cookie }),
  },
  "GET /api/dashboard/download-beautiful/:id": {
    roles: ALL,
    call: (f, cookie) => rest(t, "GET", `/api/dashboard/download-beautiful/${f.completedId}`, { cookie }),
  },
  "GET /api/dashboard/packet/:id": {
    roles: ALL,
    call: (f, cookie) => rest(t, "GET", `/api/dashboard/packet/${f.completedId}`, { cookie }),
  },
  "POST /api/dashboard/report-copy/:id": {
    roles: ORDERERS,
    call: (f, cookie) => rest(t, "POST", `/api/dashboard/report-copy/${f.completedId}`, { cookie }),
  },
  "POST /api/organizations": {
    roles: ALL,
    call: (_f, cookie) => rest(t, "POST", "/api/organizations", { cookie, body: { name: "Side project" } }),
  },
  "GET /api/organizations/:id/members": {
    roles: ALL,
    call: (f, cookie) => rest(t, "GET", `/api/organizations/${f.team.id}/members`, { cookie }),
  },
  "POST /api/organizations/:id/invitations": {
    roles: MANAGERS,
    call: (f, cookie) =>
      rest(t, "POST", `/api/organizations/${f.team.id}/invitations`, {
        cookie,
        body: { email: uniqueEmail(), role: "viewer" },
      }),
  },
  "PATCH /api/organizations/:id/members/:memberId": {
    roles: MANAGERS,
    call: async (f, cookie) =>
      rest(t, "PATCH", `/api/organizations/${f.team.id}/members/${await extraMember(f.team.id, "viewer")}`, {
        cookie,
        body: { role: "recruiter" },
      }),
  },
  "DELETE /api/organizations/:id/members/:memberId": {
    roles: MANAGERS,
    call: async (f, cookie) =>
      rest(t, "DELETE", `/api/organizations/${f.team.id}/members/${await extraMember(f.team.id, "viewer")}`, {
        cookie,
      }),
  },
  "DELETE /api/organizations/:id": {
    roles: ["owner"],
    // A wrong confirmation: the owner is let through to a 400, nobody else past the policy.
    call: (f, cookie) =>
      rest(t, "DELETE", `/api/organizations/${f.team.id}`, { cookie, body: { confirmName: "not it" } }),
  },
  "GET /api/organizations/:id/settings": {
    roles: ALL,
    call: (f, cookie) => rest(t, "GET", `/api/organizations/${f.team.id}/settings`, { cookie }),
  },
  "PATCH /api/organizations/:id/settings": {
    roles: MANAGERS,
    call: (f, cookie) =>
      rest(t, "PATCH", `/api/organizations/${f.team.id}/settings`, {
        cookie,
        body: { defaultReportDesign: "standard" },
      }),
  },
  "GET /api/dashboard/export.csv": {
    roles: ORDERERS,
    call: (_f, cookie) => rest(t, "GET", "/api/dashboard/export.csv", { cookie }),
  },
  "accounts.exportChecks": {
    roles: ORDERERS,
    call: trpc("accounts.exportChecks", () => undefined, "query"),
  },
  "organizations.delete": {
    roles: ["owner"],
    call: trpc("organizations.delete", (f) => ({ organizationId: f.team.id, confirmName: "not it" })),
  },
  "organizations.settings": {
    roles: ALL,
    call: trpc("organizations.settings", (f) => ({ organizationId: f.team.id }), "query"),
  },
  "organizations.updateSettings": {
    roles: MANAGERS,
    call: trpc("organizations.updateSettings", (f) => ({
      organizationId: f.team.id,
      defaultReportDesign: "standard",
    })),
  },
  "organizations.webhooks": {
    roles: MANAGERS,
    call: trpc("organizations.webhooks", (f) => ({ organizationId: f.team.id }), "query"),
  },
  "organizations.createWebhook": {
    roles: MANAGERS,
    // Not a reachable public address: a manager gets past the policy to the URL's 400.
    call: trpc("organizations.createWebhook", (f) => ({
      organizationId: f.team.id,
      url: "http://127.0.0.1/hooks",
      events: ["check.created"],
    })),
  },
  "organizations.deleteWebhook": {
    roles: MANAGERS,
    call: trpc("organizations.deleteWebhook", (f) => ({ organizationId: f.team.id, endpointId: "we_none" })),
  },
  "organizations.enableWebhook": {
    roles: MANAGERS,
    call: trpc("organizations.enableWebhook", (f) => ({ organizationId: f.team.id, endpointId: "we_none" })),
  },
  "organizations.joinRequests": {
    roles: MANAGERS,
    call: trpc("organizations.joinRequests", (f) => ({ organizationId: f.team.id }), "query"),
  },
  "organizations.decideJoin": {
    roles: MANAGERS,
    call: trpc("organizations.decideJoin", (f) => ({
      organizationId: f.team.id,
      requestId: "jrq_none",
      decision: "decline",
    })),
  },
  "accounts.checks": { roles: ALL, call: trpc("accounts.checks", () => undefined, "query") },
  "accounts.checkoutToken": {
    roles: ORDERERS,
    call: trpc("accounts.checkoutToken", (f) => ({ id: f.pendingId })),
  },
  "accounts.report": {
    roles: ALL,
    call: trpc("accounts.report", (f) => ({ id: f.completedId, design: "standard" }), "query"),
  },
  "accounts.packet": { roles: ALL, call: trpc("accounts.packet", (f) => ({ id: f.completedId }), "query") },
  "accounts.approveReportCopy": {
    roles: ORDERERS,
    call: trpc("accounts.approveReportCopy", (f) => ({ id: f.completedId })),
  },
  "publicApi.keys.list": { roles: MANAGERS, call: trpc("publicApi.keys.list", () => undefined, "query") },
  "publicApi.keys.create": {
    roles: MANAGERS,
    call: trpc("publicApi.keys.create", () => ({ name: "k", mode: "test", scopes: ["checks:read"] })),
  },
  "publicApi.keys.revoke": {
    roles: MANAGERS,
    call: trpc("publicApi.keys.revoke", () => ({ id: "key_nonexistent" })),
  },
  "organizations.members": {
    roles: ALL,
    call: trpc("organizations.members", (f) => ({ organizationId: f.team.id }), "query"),
  },
  "organizations.invite": {
    roles: MANAGERS,
    call: trpc("organizations.invite", (f) => ({
      organizationId: f.team.id,
      email: uniqueEmail(),
      role: "viewer",
    })),
  },
  "organizations.invitations": {
    roles: MANAGERS,
    call: trpc("organizations.invitations", (f) => ({ organizationId: f.team.id }), "query"),
  },
  "organizations.revokeInvitation": {
    roles: MANAGERS,
    call: trpc("organizations.revokeInvitation", (f) => ({
      organizationId: f.team.id,
      invitationId: "inv_none",
    })),
  },
  "organizations.changeRole": {
    roles: MANAGERS,
    call: async (f, cookie) =>
      customerTrpc(t, cookie, "organizations.changeRole", {
        organizationId: f.team.id,
        memberId: await extraMember(f.team.id, "viewer"),
        role: "recruiter",
      }),
  },
  "organizations.removeMember": {
    roles: MANAGERS,
    call: async (f, cookie) =>
      customerTrpc(t, cookie, "organizations.removeMember", {
        organizationId: f.team.id,
        memberId: await extraMember(f.team.id, "viewer"),
      }),
  },
  "organizations.moveMyChecks": {
    roles: ORDERERS,
    call: trpc("organizations.moveMyChecks", (f) => ({ organizationId: f.team.id })),
  },
  "organizations.audit": {
    roles: MANAGERS,
    call: trpc("organizations.audit", (f) => ({ organizationId: f.team.id }), "query"),
  },
};

/** Paths and procedures that reach no organization's things (sign-in, the switcher's own list, invitations by token). */
const NOT_ORGANIZATION_SCOPED = new Set([
  "POST /api/invitations/:token/accept",
  "organizations.mine",
  "organizations.actFor",
  "organizations.create",
  "organizations.invitation",
  "organizations.acceptInvitation",
  // Asking to join by verified domain: a request about the asker, not an organization's things.
  "POST /api/organizations/:id/join-requests",
  "organizations.joinable",
  "organizations.requestJoin",
]);

describe("authorization: the route table", () => {
  it("lists every customer REST path and procedure", () => {
    const rest = routeTable(t.app)
      .filter((r) => /^\/api\/(dashboard|organizations|invitations)\b/.test(r.url) && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    const procedures = Object.keys(appRouter._def.procedures).filter(
      (p) =>
        p.startsWith("organizations.") ||
        p.startsWith("publicApi.keys.") ||
        [
          "accounts.checks",
          "accounts.checkoutToken",
          "accounts.report",
          "accounts.packet",
          "accounts.approveReportCopy",
          "accounts.exportChecks",
        ].includes(p),
    );
    const listed = new Set([...Object.keys(ROUTES), ...NOT_ORGANIZATION_SCOPED]);
    expect([...rest, ...procedures].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !rest.includes(r) && !procedures.includes(r))).toEqual([]);
  });

  it("gives each role exactly what the table says", async () => {
    const f = await fixture("Table Co");
    const outcomes: Record<string, Record<string, "allowed" | "refused">> = {};
    const expected: typeof outcomes = {};
    for (const [route, row] of Object.entries(ROUTES)) {
      outcomes[route] = {};
      expected[route] = {};
      for (const role of ROLES) {
        // Each call acts for the team (creating an organization switches a session to the new one).
        await customerTrpc(t, f.team[role].cookie, "organizations.actFor", { organizationId: f.team.id });
        const r = await row.call(f, f.team[role].cookie);
        expect(r.status, `${route} as ${role}`).not.toBe(401);
        expect(r.status, `${route} as ${role}`).not.toBe(500);
        outcomes[route]![role] = r.status === 403 ? "refused" : "allowed";
        expected[route]![role] = row.roles.includes(role) ? "allowed" : "refused";
      }
    }
    expect(outcomes).toEqual(expected);
    // Downloads that are allowed really hand over the report.
    const pdf = await rest(t, "GET", `/api/dashboard/download/${f.completedId}`, {
      cookie: f.team.viewer.cookie,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toMatch(/pdf/);
  });
});

describe("authorization: a member of one organization reaches nothing of another", () => {
  it("by ids, guessed ids, headers, API keys and webhooks", async () => {
    const a = await fixture("Alpha");
    const b = await fixture("Bravo");
    const [bOrg] = await t.deps.db.select().from(organizations).where(eq(organizations.publicId, b.team.id));
    const [bAdmin] = await t.deps.db.select().from(users).where(eq(users.email, b.team.admin.email));
    const bKey = await createKey(t, b.team.admin.cookie, { name: "Bravo ATS", mode: "live" });
    const [bEndpoint] = await t.deps.db
      .insert(webhookEndpoints)
      .values({
        publicId: "we_bravo_endpoint",
        userId: bAdmin!.id,
        organizationId: bOrg!.id,
        url: "https://bravo.example/hooks",
        events: ["check.created"],
        secretSealed: "sealed",
      })
      .returning();
    const bInvite = await rest(t, "POST", `/api/organizations/${b.team.id}/invitations`, {
      cookie: b.team.owner.cookie,
      body: { email: uniqueEmail(), role: "viewer" },
    });
    const bCheck = await checkRow(
      (await orderCheck(t, b.team.recruiter, { candidateName: "Bravo after hook" })).json.id,
    );
    const aCheck = await checkRow(
      (await orderCheck(t, a.team.recruiter, { candidateName: "Alpha after hook" })).json.id,
    );

    const bIds = [b.completedId, b.pendingId, bCheck.id];
    const allIds = (await t.deps.db.select({ id: referenceChecks.id }).from(referenceChecks)).map(
      (r) => r.id,
    );
    const aIds = new Set(
      (
        await t.deps.db
          .select({ id: referenceChecks.id })
          .from(referenceChecks)
          .where(
            eq(
              referenceChecks.organizationId,
              (await t.deps.db.select().from(organizations).where(eq(organizations.publicId, a.team.id)))[0]!
                .id,
            ),
          )
      ).map((r) => r.id),
    );
    expect(aIds.size).toBe(3);
    const aKey = await createKey(t, a.team.admin.cookie, { name: "Alpha ATS", mode: "live" });

    for (const role of ROLES) {
      const cookie = a.team[role].cookie;
      for (const org of [undefined, a.team.id]) {
        // Every check id there is, guessed one by one: only Alpha's own open.
        for (const id of allIds) {
          const r = await rest(t, "GET", `/api/dashboard/download/${id}`, { cookie, org });
          expect(r.status, `download ${id} as Alpha ${role}`).toBe(
            id === a.completedId ? 200 : aIds.has(id) ? 409 : 404,
          );
        }
        for (const id of bIds) {
          for (const path of [`/api/dashboard/download-beautiful/${id}`, `/api/dashboard/packet/${id}`])
            expect((await rest(t, "GET", path, { cookie, org })).status, path).toBe(404);
          const copy = await rest(t, "POST", `/api/dashboard/report-copy/${id}`, { cookie, org });
          expect([403, 404]).toContain(copy.status);
          const pay = await customerTrpc(t, cookie, "accounts.checkoutToken", { id });
          expect([403, 404]).toContain(pay.status);
        }
        const list = await rest(t, "GET", "/api/dashboard/checks", { cookie, org });
        expect(
          list.json.checks.map((c: { id: number }) => c.id).filter((id: number) => !aIds.has(id)),
        ).toEqual([]);
      }
      // Naming Bravo outright is the same as naming no organization at all.
      expect((await rest(t, "GET", "/api/dashboard/checks", { cookie, org: b.team.id })).status).toBe(404);
      expect(
        (await rest(t, "GET", `/api/dashboard/download/${b.completedId}`, { cookie, org: b.team.id })).status,
      ).toBe(404);
      expect(
        (await customerTrpc(t, cookie, "organizations.actFor", { organizationId: b.team.id })).status,
      ).toBe(404);
      const bPaths: [string, string, unknown?][] = [
        ["GET", `/api/organizations/${b.team.id}/members`],
        ["POST", `/api/organizations/${b.team.id}/invitations`, { email: uniqueEmail(), role: "owner" }],
        ["PATCH", `/api/organizations/${b.team.id}/members/${b.team.owner.memberId}`, { role: "viewer" }],
        ["DELETE", `/api/organizations/${b.team.id}/members/${b.team.admin.memberId}`],
        // Bravo's member ids under Alpha's id do not reach them either.
        ["PATCH", `/api/organizations/${a.team.id}/members/${b.team.owner.memberId}`, { role: "viewer" }],
        ["DELETE", `/api/organizations/${a.team.id}/members/${b.team.viewer.memberId}`],
      ];
      for (const [method, path, body] of bPaths) {
        const r = await rest(t, method, path, { cookie, body });
        expect([403, 404], `${method} ${path} as Alpha ${role}`).toContain(r.status);
      }
      for (const [path, input, kind] of [
        ["organizations.audit", { organizationId: b.team.id }, "query"],
        ["organizations.invitations", { organizationId: b.team.id }, "query"],
        [
          "organizations.revokeInvitation",
          { organizationId: b.team.id, invitationId: bInvite.json.id },
          "mutation",
        ],
        ["organizations.moveMyChecks", { organizationId: b.team.id }, "mutation"],
        ["publicApi.keys.revoke", { id: bKey.id }, "mutation"],
      ] as const) {
        const r = await customerTrpc(t, cookie, path, input, kind);
        expect([403, 404], `${path} as Alpha ${role}`).toContain(r.status);
      }
      const keys = await customerTrpc<{ id: string }[]>(t, cookie, "publicApi.keys.list", undefined, "query");
      if (keys.status === 200) expect(keys.data.map((k) => k.id)).not.toContain(bKey.id);
    }

    // Alpha's API key reaches none of Bravo's checks or endpoints.
    const bPublic = await checkRow(
      (await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, b.completedId)))[0]!
        .publicId,
    );
    for (const [method, path] of [
      ["GET", `/api/v1/checks/${bPublic.publicId}`],
      ["GET", `/api/v1/checks/${bPublic.publicId}/report`],
      ["GET", `/api/v1/checks/${bPublic.publicId}/report.json`],
      ["POST", `/api/v1/checks/${bCheck.publicId}/cancel`],
      ["GET", `/api/v1/webhooks/${bEndpoint!.publicId}`],
      ["GET", `/api/v1/webhooks/${bEndpoint!.publicId}/deliveries`],
      ["POST", `/api/v1/webhooks/${bEndpoint!.publicId}/enable`],
      ["DELETE", `/api/v1/webhooks/${bEndpoint!.publicId}`],
    ]) {
      const r = await api(t, aKey.key, method!, path!);
      expect(r.status, `${method} ${path} with Alpha's key`).toBe(404);
    }
    const aList = await api(t, aKey.key, "GET", "/api/v1/checks");
    expect(aList.json.data.map((c: { id: string }) => c.id)).not.toContain(bCheck.publicId);
    expect((await api(t, aKey.key, "GET", "/api/v1/webhooks")).json.data).toEqual([]);

    // Nothing of Bravo's changed; its key and endpoint still work for Bravo alone.
    expect((await api(t, bKey.key, "GET", `/api/v1/checks/${bCheck.publicId}`)).status).toBe(200);
    expect((await api(t, bKey.key, "GET", `/api/v1/webhooks/${bEndpoint!.publicId}`)).status).toBe(200);
    const bMembers = await rest(t, "GET", `/api/organizations/${b.team.id}/members`, {
      cookie: b.team.owner.cookie,
    });
    expect(bMembers.json.members.map((m: { role: string }) => m.role).sort()).toEqual([
      "admin",
      "owner",
      "recruiter",
      "viewer",
    ]);

    // Bravo's endpoint hears of Bravo's new check and never of Alpha's.
    const heard = await t.deps.db
      .select({ checkId: outboundEvents.referenceCheckId })
      .from(webhookDeliveries)
      .innerJoin(outboundEvents, eq(outboundEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, bEndpoint!.id));
    expect(heard.map((h) => h.checkId)).toEqual([bCheck.id]);
    expect(
      await t.deps.db
        .select()
        .from(outboundEvents)
        .where(inArray(outboundEvents.referenceCheckId, [aCheck.id])),
    ).toEqual([]);
  });
});
