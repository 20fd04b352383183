import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { hydrateLanding } from "../support/ui";

/**
 * Third-party analytics (spec §7: "an analytics script is loaded"): only with ANALYTICS_ID, only
 * after the visitor accepts cookies, and fed the same events as first-party analytics. The script
 * host cannot be reached offline, so the browser answers it with a stand-in that records calls.
 */
const ID = "G-TEST12345";
let t: TestApp;
let plain: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true, env: { ANALYTICS_ID: ID } });
  plain = await startTestApp({ serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await plain?.stop();
});

async function visit(app: TestApp) {
  const context = await browser.newContext();
  const scriptRequests: Request[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    scriptRequests.push(route.request());
    return route.fulfill({ contentType: "text/javascript", body: "window.__gtagScriptRan = true;" });
  });
  const page = await context.newPage();
  await page.goto(app.url + "/");
  await hydrateLanding(page);
  await page.getByRole("button", { name: "Accept All" }).waitFor();
  return { context, page, scriptRequests };
}

const events = (page: import("playwright-core").Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)).filter((a) => a[0] === "event"),
  );

describe("third-party analytics", () => {
  it("loads gtag.js only after consent and forwards page views", async () => {
    const { context, page, scriptRequests } = await visit(t);
    await page.waitForTimeout(500);
    expect(scriptRequests).toHaveLength(0);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");

    await page.getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => scriptRequests.length).toBe(1);
    expect(scriptRequests[0]!.url()).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    await expect
      .poll(() => page.evaluate(() => (window as { __gtagScriptRan?: boolean }).__gtagScriptRan))
      .toBe(true);
    const config = await page.evaluate(() =>
      (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)).find((a) => a[0] === "config"),
    );
    expect(config).toEqual(["config", ID, { send_page_view: false, anonymize_ip: true }]);
    await expect.poll(() => events(page)).toContainEqual(["event", "page_view", { page_path: "/" }]);

    await page.getByRole("link", { name: "Privacy Policy" }).first().click();
    await expect.poll(() => events(page)).toContainEqual(["event", "page_view", { page_path: "/privacy" }]);
    expect(scriptRequests).toHaveLength(1);
    await context.close();
  });

  it("never loads it when the visitor declines, and allows its hosts in the CSP only when configured", async () => {
    const { context, page, scriptRequests } = await visit(t);
    await page.getByRole("button", { name: "Decline" }).click();
    await page.goto(t.url + "/faq");
    await page.waitForTimeout(500);
    expect(scriptRequests).toHaveLength(0);
    await context.close();

    const csp = (await fetch(t.url + "/")).headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    const plainCsp = (await fetch(plain.url + "/")).headers.get("content-security-policy")!;
    expect(plainCsp).not.toContain("googletagmanager");
  });

  it("stays first-party only without ANALYTICS_ID", async () => {
    const { context, page, scriptRequests } = await visit(plain);
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.waitForTimeout(1000);
    expect(scriptRequests).toHaveLength(0);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    await context.close();
  });
});
