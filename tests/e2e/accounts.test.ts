import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPayload, startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { shot, signInLinkFromOutbox, toast } from "../support/ui";

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ worker: true, serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe("customer accounts in the browser", () => {
  it("signs in through the e-mailed link, downloads the reports and signs out", async () => {
    const email = uniqueEmail("buyer");
    const created = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({
          requesterEmail: email,
          candidateName: "Avery Stone",
          role: "Designer",
          companyName: "Globex",
        }),
      ),
    });
    const { referenceCheckId, id: publicId } = (await created.json()) as {
      referenceCheckId: number;
      id: string;
    };
    // A second check, still in progress when we look, so the list shows both kinds.
    const status = async () => (await (await fetch(`${t.url}/api/status/${publicId}`)).json()).status;
    await waitFor(async () => (await status()) === "completed", 60_000, "check completed");
    await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({
          requesterEmail: email,
          candidateName: "Jordan Blake",
          freeCheck: false,
          isFirstTimeUser: false,
          reference2: { name: "Val Two", phone: uniquePhone(), relationship: "colleague" },
        }),
      ),
    });

    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();

    // Signed out, the dashboard sends people to the login page.
    await page.goto(`${t.url}/dashboard`);
    await page.waitForURL(/\/customer-login$/);
    await shot(page, "login-desktop");

    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await page.getByText("Please enter a valid email address").waitFor();

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await shot(page, "login-sent-desktop");

    const link = await signInLinkFromOutbox(t, email);
    await page.goto(link);
    await page.getByText(`Signing in as ${email}`).waitFor();
    expect(page.url()).not.toContain("token="); // the token is cleared from the address bar
    await shot(page, "confirm-desktop");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/dashboard$/);
    await toast(page, "Logged in successfully");
    await page.getByRole("heading", { name: `Welcome, ${email}` }).waitFor();
    await page.getByText("Avery Stone").waitFor();
    await page.getByText("Jordan Blake").waitFor();
    expect(await page.getByTestId("dashboard-check").count()).toBe(2);
    expect(await page.getByText("Designer at Globex").count()).toBe(1);
    const badges = await page.getByTestId("check-status-badge").allTextContents();
    expect(badges.sort()).toEqual(["Awaiting payment", "Completed"]);
    await shot(page, "dashboard-desktop");

    // The link is single-use: opening it again offers a new one instead.
    const reuse = await context.newPage();
    await reuse.goto(link);
    await reuse.getByText("This sign-in link has already been used. Request a new one.").waitFor();
    await reuse.close();

    const [standard] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Standard Report" }).click(),
    ]);
    expect(standard.suggestedFilename()).toBe(`Reference_Report_Avery_Stone_${referenceCheckId}.pdf`);
    const file = await standard.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    await toast(page, "Download started");

    const enhancedRendered = await t.deps.database.sql`
      select 1 from report_files where reference_check_id = ${referenceCheckId} and design = 'enhanced'`;
    if (enhancedRendered.length > 0) {
      const [enhanced] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Enhanced Report" }).click(),
      ]);
      expect(enhanced.suggestedFilename()).toBe(`Beautiful_Report_Avery_Stone_${referenceCheckId}.pdf`);
      await toast(page, "Beautiful PDF downloaded");
    } else {
      // The Enhanced design is not rendered by the report pipeline yet: the customer is told so.
      await page.getByRole("button", { name: "Enhanced Report" }).click();
      await toast(page, "Download failed");
      await toast(page, "The Enhanced report is not available for this check");
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "dashboard-mobile");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${t.url}/`);
    await toast(page, "Logged out successfully");
    await page.goto(`${t.url}/customer-dashboard`);
    await page.waitForURL(/\/customer-login$/);
    await shot(page, "login-mobile");
    await context.close();
  });

  it("shows an empty dashboard to a new customer", async () => {
    const email = uniqueEmail("newcomer");
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${t.url}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.goto(await signInLinkFromOutbox(t, email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("No reference checks yet").waitFor();
    expect(await page.getByRole("link", { name: "Start First Check" }).getAttribute("href")).toBe(
      "/?firstcheck=true#reference-form",
    );
    await shot(page, "dashboard-empty-mobile");
    await context.close();
  });
});
