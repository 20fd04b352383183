import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, referenceChecks, reportFiles } from "../../src/db/schema";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import { startTestApp, uniqueEmail, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { latestInvitationToken, makeTeam } from "../support/organizations";
import { sessionFor } from "../support/public-api";
import { downloadedBytes, fillRequestForm, shot, toast } from "../support/ui";

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function signedInContext(email: string): Promise<BrowserContext> {
  const cookie = await sessionFor(t, email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=")[1]!, url: t.url }]);
  return context;
}

/** Finishes a check as the pipeline leaves it (report files stored, completed); the pipeline itself is tested elsewhere. */
async function finish(checkId: number) {
  await t.deps.db
    .update(checkReferences)
    .set({ status: "completed" })
    .where(eq(checkReferences.referenceCheckId, checkId));
  const content = Buffer.from(`%PDF-1.4\n% standard report for check ${checkId}\n%%EOF\n`);
  await t.deps.db.insert(reportFiles).values({
    referenceCheckId: checkId,
    design: "standard",
    fileName: "standard.pdf",
    content,
    sizeBytes: content.length,
  });
  await t.deps.db
    .update(referenceChecks)
    .set({ status: "completed", reportGenerated: true })
    .where(eq(referenceChecks.id, checkId));
}

const v1 = (key: string) =>
  fetch(`${t.url}/api/v1/checks`, { headers: { authorization: `Bearer ${key}` } }).then(async (r) => ({
    status: r.status,
    json: r.status === 200 ? ((await r.json()) as { data: { id: string }[] }) : null,
  }));

async function invite(page: Page, email: string, role: string) {
  await page.locator('input[name="inviteEmail"]').fill(email);
  await page.locator('select[name="inviteRole"]').selectOption(role);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.getByTestId("invitations").getByText(email).waitFor();
}

async function join(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const token = await waitFor(
    () => latestInvitationToken(t, email).catch(() => null),
    15_000,
    `invitation to ${email}`,
  );
  await page.goto(`${t.url}/invitations/accept#token=${token}`);
  await page.getByTestId("invitation-summary").waitFor();
  await page.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId("dashboard-scope").getByText("Hooli Hiring").waitFor();
  return page;
}

describe("a team of four in the browser", () => {
  it("owner, admin, recruiter and viewer run their checks together; a stranger gets nothing", async () => {
    const emails = {
      owner: uniqueEmail("owner"),
      admin: uniqueEmail("admin"),
      recruiter: uniqueEmail("recruiter"),
      viewer: uniqueEmail("viewer"),
    };
    // The owner creates the organization and invites three colleagues.
    const owner = await (await signedInContext(emails.owner)).newPage();
    await owner.goto(`${t.url}/dashboard`);
    await owner.getByRole("link", { name: "Settings → Organization" }).click();
    await owner.locator('input[name="name"]').fill("Hooli Hiring");
    await owner.getByRole("button", { name: "Create organization" }).click();
    await owner.getByTestId("my-role").getByText("You are owner of Hooli Hiring.").waitFor();
    await invite(owner, emails.admin, "admin");
    await invite(owner, emails.recruiter, "recruiter");
    await invite(owner, emails.viewer, "viewer");
    await shot(owner, "team-invited");

    const admin = await join(emails.admin);
    const recruiter = await join(emails.recruiter);
    const viewer = await join(emails.viewer);

    // The recruiter orders a check on the request form; it belongs to the organization.
    await recruiter.goto(`${t.url}/#reference-form`);
    await fillRequestForm(recruiter, { email: emails.recruiter, candidateName: "Dana Whitfield" });
    await recruiter.getByLabel(/First time\?/).check();
    await recruiter.getByText("You qualify: this check is FREE.").waitFor();
    await recruiter.getByRole("button", { name: "Start FREE Check" }).click();
    await toast(recruiter, "FREE Check Started!");
    const [check] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.candidateName, "Dana Whitfield"));
    expect(check!.organizationId).not.toBeNull();
    await finish(check!.id);

    // The viewer sees it, with who ordered it, and reads the report.
    await viewer.goto(`${t.url}/dashboard`);
    const card = viewer.getByTestId("dashboard-check").filter({ hasText: "Dana Whitfield" });
    await card.getByTestId("check-ordered-by").getByText(`Ordered by ${emails.recruiter}`).waitFor();
    await viewer.getByTestId("member-filter").selectOption(emails.recruiter);
    await card.waitFor();
    const downloading = viewer.waitForEvent("download");
    await card.getByRole("button", { name: "Standard Report" }).click();
    expect((await downloadedBytes(await downloading)).subarray(0, 5).toString()).toBe("%PDF-");
    await shot(viewer, "team-viewer-dashboard");

    // The admin rotates the team's API key: a new one works for the team, the old one stops.
    await admin.goto(`${t.url}/dashboard/settings/api`);
    const makeKey = async (name: string) => {
      await admin.getByLabel("Name").fill(name);
      await admin.getByRole("button", { name: "Create key" }).click();
      const shown = admin.getByTestId("new-api-key");
      await shown.getByText(name).waitFor();
      return (await shown.locator("code").textContent())!.trim();
    };
    const oldKey = await makeKey("Hooli ATS");
    const newKey = await makeKey("Hooli ATS 2026");
    admin.once("dialog", (d) => void d.accept());
    await admin.locator('tr[data-key-name="Hooli ATS"]').getByRole("button", { name: "Revoke" }).click();
    await admin.locator('tr[data-key-name="Hooli ATS"]').getByText("Revoked").waitFor();
    expect((await v1(oldKey)).status).toBe(401);
    // A test key lists the team's test checks: none yet, and no one else's.
    expect((await v1(newKey)).json!.data).toEqual([]);

    // The owner removes the recruiter; the check stays with the team.
    await owner.reload();
    owner.once("dialog", (d) => void d.accept());
    await owner
      .locator(`tr[data-member="${emails.recruiter}"]`)
      .getByRole("button", { name: "Remove" })
      .click();
    await owner.locator(`tr[data-member="${emails.recruiter}"]`).waitFor({ state: "detached" });
    await owner.goto(`${t.url}/dashboard`);
    await owner
      .getByTestId("dashboard-check")
      .filter({ hasText: "Dana Whitfield" })
      .getByText(`Ordered by ${emails.recruiter}`)
      .waitFor();
    // The recruiter's next look is their own, empty dashboard.
    await recruiter.goto(`${t.url}/dashboard`);
    await recruiter.getByText("No reference checks yet").waitFor();
    expect(await recruiter.getByTestId("org-switcher").count()).toBe(0);

    // A stranger from another organization, holding the team's ids, gets nothing.
    const other = await makeTeam(t, "Pied Piper");
    const stranger = await browser.newContext();
    await stranger.addCookies([
      { name: SESSION_COOKIE, value: other.owner.cookie.split("=")[1]!, url: t.url },
    ]);
    const page = await stranger.newPage();
    for (const path of [`/api/dashboard/download/${check!.id}`, `/api/dashboard/packet/${check!.id}`]) {
      const res = await page.request.get(`${t.url}${path}`);
      expect(res.status(), path).toBe(404);
    }
    const [hooli] = await t.deps.db
      .select({ id: referenceChecks.organizationId })
      .from(referenceChecks)
      .where(eq(referenceChecks.id, check!.id));
    expect(hooli!.id).not.toBeNull();
    const members = await owner.request.get(`${t.url}/api/dashboard/checks`);
    expect(members.status()).toBe(200);
    const orgId = (await (await owner.request.get(`${t.url}/trpc/organizations.mine`)).json()).result.data
      .json.actingFor as string;
    expect((await page.request.get(`${t.url}/api/organizations/${orgId}/members`)).status()).toBe(404);
    expect(
      (
        await page.request.get(`${t.url}/api/dashboard/checks`, { headers: { "x-organization": orgId } })
      ).status(),
    ).toBe(404);
    await page.goto(`${t.url}/dashboard`);
    await page.getByText("No reference checks yet").waitFor();
    expect(await page.getByText("Dana Whitfield").count()).toBe(0);
  });
});
