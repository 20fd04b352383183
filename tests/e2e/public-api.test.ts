import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
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

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe on the whole document (every rule, WCAG 2.x A/AA and best practice): serious and critical findings. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          c: unknown,
        ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(document);
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  });
}

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
    await shot(page, "developers");
    const text = await reference.innerText();
    // Every operation and webhook event of the document, with its parameters and schemas.
    const doc = (await (await fetch(`${t.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string }>>;
      webhooks: Record<string, unknown>;
    };
    const summaries = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.summary));
    expect(summaries.length).toBeGreaterThan(10);
    for (const part of [...summaries, ...Object.keys(doc.webhooks), "Checks", "Reports", "Webhook events"])
      expect(text, part).toContain(part);
    expect(Object.keys(doc.webhooks).length).toBeGreaterThan(5);
    // The create body's fields, the requester/candidate variants, and a parameter's description.
    for (const part of [
      "reference1",
      "referencesBy",
      "CheckRequestByCandidate",
      "Idempotency-Key",
      "webhook-signature",
    ])
      expect(text, part).toContain(part);
    // Each operation and event can be linked to.
    expect(await page.locator("article[id^=operation-]").count()).toBe(summaries.length);
    expect(await page.locator("article[id^=webhook-]").count()).toBe(Object.keys(doc.webhooks).length);
    expect(external).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
    await page.close();
  });

  it("/developers fits 390 px and 1280 px without horizontal scroll, shows the client beside curl, and the whole page has no serious or critical axe finding", async () => {
    for (const width of [390, 1280]) {
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${t.url}/developers`);
      await page.getByRole("heading", { name: "Quick start" }).waitFor();
      await waitFor(
        async () => (await page.getByTestId("api-reference").textContent())?.includes("Create a check"),
        30_000,
        "reference rendered",
      );
      await shot(page, `developers-${width}`);
      // Every collapsed response opened, so axe and the width check see all of the reference.
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
      expect(await page.getByRole("heading", { name: "TypeScript (official client)" }).isVisible()).toBe(
        true,
      );
      expect(await page.getByText("createRefLineClient").count()).toBeGreaterThan(0);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `scroll width at ${width}`).toBeLessThanOrEqual(width);
      const found = await axeFindings(page);
      expect(found, `axe at ${width}`).toEqual([]);
      await context.close();
    }
  }, 240_000);

  it("Settings → API fits 390 px and 1280 px without horizontal scroll and has no serious or critical axe finding", async () => {
    const cookie = await sessionFor(t, uniqueEmail("browser-keys-axe"));
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      await context.addCookies([{ name: SESSION_COOKIE, value: cookie.split("=")[1]!, url: t.url }]);
      const page = await context.newPage();
      await page.goto(`${t.url}/dashboard/settings/api`);
      await page.getByRole("heading", { name: "API keys" }).waitFor();
      // The page in full: a key just created (shown once) above the list of keys, one of them revoked.
      await page.getByLabel("Name").fill(`Sync ${width}`);
      await page.getByRole("button", { name: "Create key" }).click();
      await page.getByTestId("new-api-key").waitFor();
      const row = page.locator(`tr[data-key-name="Sync ${width}"]`);
      await row.waitFor();
      if (width === 390) {
        page.once("dialog", (d) => void d.accept());
        await row.getByRole("button", { name: "Revoke" }).click();
        await row.getByText("Revoked").waitFor();
      }
      await shot(page, `api-settings-${width}`);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `scroll width at ${width}`).toBeLessThanOrEqual(width);
      expect(await axeFindings(page), `axe at ${width}`).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
