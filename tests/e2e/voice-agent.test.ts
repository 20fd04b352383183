import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { OPERATOR, signInAsOperator } from "../support/ui";

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({
    serveWeb: true,
    env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });
  await ensureConfiguredAdmin(t.deps);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe("/test-voice-agent on a phone", () => {
  it("loads at the top, stays put after scenarios, and honours a call-back request", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(t.url + "/test-voice-agent");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Voice Agent Testing" }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("button", { name: "Clear consent" }).click();
    const transcript = page.getByTestId("transcript");
    await transcript.locator("[data-kind=result]").first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Clicking scrolls the button into view; from there on the page must not move.
    await page.getByRole("button", { name: "Asks for a call back" }).click();
    const afterClick = await page.evaluate(() => window.scrollY);
    await transcript.locator("[data-kind=result]").nth(1).waitFor({ timeout: 30_000 });
    expect(await transcript.locator("[data-kind=result]").nth(1).textContent()).toMatch(
      /^PASS: Asks for a call back/,
    );
    expect(await transcript.locator("[data-kind=agent]").last().textContent()).toContain(
      "We'll call you back at a better time",
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(afterClick);
    await context.close();
  }, 90_000);
});
