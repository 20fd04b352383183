import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueEmail, uniquePhone, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";

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

describe("skeleton in the browser", () => {
  it("submits a free check and watches it complete, then finds the report in the outbox", async () => {
    const page = await browser.newPage();
    const email = uniqueEmail();
    await page.goto(t.url + "/?firstcheck=true");
    await page.getByText("Simulated providers").waitFor();
    await page.getByLabel("Your email").fill(email);
    await page.getByLabel("Candidate name").fill("Avery Stone");
    await page.getByLabel("Role", { exact: true }).fill("Designer");
    await page.getByLabel("Company name").fill("Globex");
    await page.getByLabel("Reference 1 name").fill("Robin Park");
    await page.getByLabel("Reference 1 phone").fill(uniquePhone().slice(2));
    await page.getByLabel("Reference 1 relationship").selectOption("direct-manager");
    await page.getByLabel(/Ask the candidate to authorize \(recommended\)/).uncheck();
    await page.getByLabel(/I confirm I have permission/).check();
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByText("You qualify: this check is FREE.").waitFor();
    await page.getByRole("button", { name: "Start FREE Check" }).click();
    await page.getByRole("link", { name: "Track your check" }).click();
    await page.waitForURL(/\/check-status\//);
    await page.getByRole("heading", { name: "Avery Stone" }).waitFor();
    // The status page polls every 30 s; reload until the worker has delivered.
    for (let i = 0; i < 30; i++) {
      if ((await page.getByTestId("check-status").textContent()) === "Completed") break;
      await page.waitForTimeout(1000);
      await page.reload();
    }
    expect(await page.getByTestId("check-status").textContent()).toBe("Completed");
    await page.goto(t.url + "/dev/outbox");
    await page.getByText(`To ${email}`).waitFor();
    // The attachment link (the e-mail text names the file too).
    expect(await page.getByRole("link", { name: /Reference_Report_Avery_Stone_\d+\.pdf/ }).count()).toBe(1);
    await page.goto(t.url + "/no-such-page");
    await page.getByText("Page not found").waitFor();
    await page.close();
  });
});
