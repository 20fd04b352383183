import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { showRequestForm } from "../support/ui";

/**
 * After a deploy, an open tab asks for chunks of the previous build that are gone. The page
 * reloads once to pick up the new build; if the chunk is still missing it shows the error
 * boundary (never a blank page) and reports the error to the server.
 */
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

describe("a chunk that fails to load", () => {
  it("reloads the page once, then shows the error boundary and reports the error", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    await page.goto(t.url + "/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // The heading is server-rendered: wait for what only the hydrated app shows (the form loads after
    // hydration), or the navigation below could happen before the router listens for it.
    await showRequestForm(page);

    // The FAQ page's chunk "disappears", as after a deploy.
    await page.route("**/assets/FaqPage-*.js", (route) => route.abort());
    const reports: { status: number; body: unknown }[] = [];
    page.on("response", async (res) => {
      if (res.url().endsWith("/api/client-errors"))
        reports.push({ status: res.status(), body: res.request().postDataJSON() });
    });
    let loads = 0;
    page.on("load", () => loads++);

    await page.evaluate(() => {
      window.history.pushState({}, "", "/faq");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });

    const alert = page.getByRole("alert").filter({ hasText: "Something went wrong on this page" });
    await alert.waitFor({ timeout: 30_000 });
    expect(loads).toBe(1); // the one reload that tried the new build
    expect(new URL(page.url()).pathname).toBe("/faq");
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(reports[0]).toMatchObject({ status: 204, body: { kind: "render" } });
    expect(await page.getByRole("button", { name: "Reload the page" }).isVisible()).toBe(true);

    // With the chunk back, the reload button recovers the page.
    await page.unroute("**/assets/FaqPage-*.js");
    await page.getByRole("button", { name: "Reload the page" }).click();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it("refuses a malformed report with a 400 naming the field", async () => {
    const res = await fetch(`${t.url}/api/client-errors`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "error", message: 42, url: "/" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("message");
  });
});
