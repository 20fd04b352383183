import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, organizations, referenceChecks } from "../../src/db/schema";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import { startTestApp, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { launchBrowser } from "../support/browser";
import { orderCheck } from "../support/organizations";
import { shot, toast } from "../support/ui";

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

/** A browser signed in through the e-mailed link (so the address is verified), with its cookie. */
async function signedIn(email: string): Promise<{ page: Page; cookie: string }> {
  const cookie = await signIn(t, email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=")[1]!, url: t.url }]);
  return { page: await context.newPage(), cookie };
}

describe("an organization's life in the browser", () => {
  it("a colleague joins by verified domain with an admin's approval; deletion is refused while a check is in flight, then done", async () => {
    const domain = `globex${Date.now().toString(36)}.com`;
    const ownerEmail = `hank.scorpio@${domain}`;
    const colleagueEmail = `homer.simpson@${domain}`;
    const lookAlikeEmail = `mallory@evil-${domain}`;

    // The owner creates the organization with the company's domain.
    const owner = await signedIn(ownerEmail);
    await owner.page.goto(`${t.url}/dashboard/settings/organization`);
    await owner.page.locator('input[name="name"]').fill("Globex Hiring");
    await owner.page.locator('input[name="domain"]').fill("gmail.com");
    await owner.page.getByRole("button", { name: "Create organization" }).click();
    await owner.page
      .getByRole("alert")
      .getByText(/public e-mail provider/)
      .waitFor();
    await owner.page.locator('input[name="domain"]').fill(domain);
    await owner.page.getByRole("button", { name: "Create organization" }).click();
    await owner.page.getByTestId("my-role").getByText("You are owner of Globex Hiring.").waitFor();

    // Someone at a look-alike domain is offered nothing.
    const stranger = await signedIn(lookAlikeEmail);
    await stranger.page.goto(`${t.url}/dashboard/settings/organization`);
    await stranger.page.getByRole("button", { name: "Create organization" }).waitFor();
    expect(await stranger.page.getByTestId("join-by-domain").count()).toBe(0);

    // A colleague with a verified address there asks to join.
    const colleague = await signedIn(colleagueEmail);
    await colleague.page.goto(`${t.url}/dashboard/settings/organization`);
    await colleague.page.getByRole("button", { name: "Ask to join Globex Hiring" }).click();
    await colleague.page.getByText("Request sent: waiting for an admin").waitFor();
    await shot(colleague.page, "join-by-domain-requested");

    // The owner approves as recruiter; the colleague is a member.
    await owner.page.reload();
    const request = owner.page.getByTestId("join-requests").locator(`li[data-request="${colleagueEmail}"]`);
    await request.getByRole("combobox").selectOption("recruiter");
    await request.getByRole("button", { name: "Approve" }).click();
    await toast(owner.page, "Request approved");
    await owner.page.locator(`tr[data-member="${colleagueEmail}"]`).waitFor();
    await owner.page.getByTestId("audit-log").getByText("approved a request to join").waitFor();

    // The colleague switches to the organization and orders a check: it is the organization's.
    await colleague.page.goto(`${t.url}/dashboard`);
    await colleague.page.getByTestId("org-switcher").selectOption({ label: "Globex Hiring (recruiter)" });
    await colleague.page.getByTestId("dashboard-scope").getByText("Globex Hiring").waitFor();
    const ordered = await orderCheck(
      t,
      { email: colleagueEmail, cookie: colleague.cookie },
      {
        candidateName: "Frank Grimes",
      },
    );
    expect(ordered.status).toBe(201);
    const [check] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, ordered.json.id as string));
    expect(check!.organizationId).not.toBeNull();

    // The owner tries to delete the organization: refused while the check is in flight.
    await owner.page.reload();
    const danger = owner.page.getByTestId("delete-organization");
    const deleteButton = danger.getByRole("button", { name: "Delete organization" });
    await danger.locator('input[name="confirmName"]').fill("Globex");
    expect(await deleteButton.isDisabled()).toBe(true);
    await danger.locator('input[name="confirmName"]').fill("Globex Hiring");
    await deleteButton.click();
    await danger
      .getByRole("alert")
      .getByText(/1 check is still in flight \(Frank Grimes\)/)
      .waitFor();
    await shot(owner.page, "delete-refused-in-flight");
    const [still] = await t.deps.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, check!.organizationId!));
    expect(still!.deletedAt).toBeNull();

    // Once the check has finished, the deletion goes through and the page offers to create one again.
    await t.deps.db
      .update(checkReferences)
      .set({ status: "completed" })
      .where(eq(checkReferences.referenceCheckId, check!.id));
    await t.deps.db
      .update(referenceChecks)
      .set({ status: "completed" })
      .where(eq(referenceChecks.id, check!.id));
    await deleteButton.click();
    await toast(owner.page, "Organization deleted");
    await owner.page.getByRole("button", { name: "Create organization" }).waitFor();
    const [gone] = await t.deps.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, check!.organizationId!));
    expect(gone!.deletedAt).not.toBeNull();

    // The colleague's next look is their own, empty dashboard; the check is kept for accounting.
    await colleague.page.goto(`${t.url}/dashboard`);
    await colleague.page.getByText("No reference checks yet").waitFor();
    expect(await colleague.page.getByTestId("org-switcher").count()).toBe(0);
    const [kept] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, check!.id));
    expect(kept!.organizationId).toBe(check!.organizationId);
  });
});
