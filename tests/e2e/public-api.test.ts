import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import { startTestApp, uniqueEmail, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { sessionFor } from "../support/public-api";
import { shot } from "../support/ui";

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

const listChecks = (key: string) =>
  fetch(`${t.url}/api/v1/checks`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);

describe("the public API in the browser", () => {
  it("creates a key on Settings → API (shown once, it works), lists it and revokes it (it stops working)", async () => {
    const email = uniqueEmail("browser-keys");
    const cookie = await sessionFor(t, email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=")[1]!, url: t.url }]);
    const page = await context.newPage();
    await page.goto(`${t.url}/dashboard`);
    await page.getByRole("link", { name: "Settings → API" }).click();
    await page.getByRole("heading", { name: "API keys" }).waitFor();
    await page.getByLabel("Name").fill("Workday sync");
    await page.getByLabel("Test (simulated, never charged)").check();
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByTestId("new-api-key");
    await shown.waitFor();
    const key = (await shown.locator("code").textContent())!.trim();
    expect(key).toMatch(/^rl_test_[A-Za-z0-9_-]{43}$/);
    const row = page.locator('tr[data-key-name="Workday sync"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 14));
    expect(await row.textContent()).not.toContain(key);
    expect(await listChecks(key)).toBe(200);
    await shot(page, "api-keys-created");

    // Reloading shows the key no more.
    await page.reload();
    await row.waitFor();
    expect(await page.getByTestId("new-api-key").count()).toBe(0);
    expect(await page.content()).not.toContain(key);

    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: "Revoke" }).click();
    await row.getByText("Revoked").waitFor();
    expect(await listChecks(key)).toBe(401);
    await context.close();
  });

  it("renders /developers: quick start, webhook recipe, and the reference from openapi.json, within the CSP", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(t.url) && !r.url().startsWith("data:") && !r.url().startsWith("blob:"))
        external.push(r.url());
    });
    await page.goto(`${t.url}/developers`);
    await page.getByRole("heading", { name: "Quick start" }).waitFor();
    expect(await page.getByText("webhook-signature").count()).toBeGreaterThan(0);
    expect(await page.getByText(`${t.url}/api/v1/checks`).count()).toBeGreaterThan(0);
    const reference = page.getByTestId("api-reference");
    await waitFor(
      async () => (await reference.textContent())?.includes("Create a check"),
      30_000,
      "reference rendered",
    );
    await page.waitForTimeout(1500);
    await shot(page, "developers");
    const text = await reference.innerText();
    // Scalar renders the first tag's operations and the other tags' headings (their operations on demand).
    for (const part of [
      "Create a check",
      "List checks",
      "Get a check",
      "Cancel a check",
      "Reports",
      "Webhooks",
    ])
      expect(text, part).toContain(part);
    expect(external).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
    await page.close();
  });
});
