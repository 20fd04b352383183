import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";

/** Every public route renders its page; SCREENSHOTS=dir also saves each at 1280 px and 390 px. */
let t: TestApp;
let browser: Browser;
let checkId: string;
const shots = process.env.SCREENSHOTS;
beforeAll(async () => {
  // Real calling hours, so the status page shows a real estimate (a demo's "at once" has its own test).
  t = await startTestApp({ serveWeb: true, env: { SIM_IGNORE_CALLING_WINDOWS: "false" } });
  browser = await launchBrowser();
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      requesterEmail: "status.page@example.com",
      candidateName: "Casey Morgan",
      role: "Analyst",
      companyName: "Acme",
      reference1: { name: "Dana Reed", phone: "4155550123", relationship: "direct-manager" },
      reference2: { name: "Eli Stone", phone: "4155550124", relationship: "colleague" },
      termsAccepted: true,
      consentGiven: true,
      freeCheck: true,
      isFirstTimeUser: true,
    }),
  });
  checkId = ((await res.json()) as { id: string }).id;
  if (shots) fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const ROUTES: { path: () => string; name: string; heading: RegExp | string }[] = [
  { path: () => "/", name: "landing", heading: /Reference checks done by phone/ },
  { path: () => "/faq", name: "faq", heading: "Frequently asked questions" },
  { path: () => "/privacy", name: "privacy", heading: "Privacy Policy" },
  { path: () => "/terms", name: "terms", heading: "Terms of Service" },
  {
    path: () => "/what-to-expect",
    name: "what-to-expect",
    heading: "What to expect from your reference call",
  },
  { path: () => "/demo", name: "demo", heading: /Hear how RefLine/ },
  { path: () => "/demo-status", name: "demo-status", heading: "Check #RC-2024-0142" },
  { path: () => `/check-status/${checkId}`, name: "check-status", heading: "Casey Morgan" },
  { path: () => "/check-status/unknown-id", name: "status-not-found", heading: "Status Not Found" },
  { path: () => "/maintenance", name: "maintenance", heading: "Scheduled maintenance" },
  { path: () => "/payment-failed", name: "payment-failed", heading: "Payment didn't go through" },
  { path: () => "/no-such-page", name: "404", heading: "Page not found" },
];

describe("public routes", () => {
  for (const width of [1280, 390]) {
    it(`render at ${width} px with their heading, header, footer and no console errors`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => {
        if (m.type() === "error" && !/404 \(Not Found\)/.test(m.text())) errors.push(m.text());
      });
      for (const r of ROUTES) {
        await page.goto(t.url + r.path());
        await page.getByRole("heading", { level: 1, name: r.heading }).waitFor({ timeout: 15_000 });
        expect(await page.getByRole("contentinfo").getByText("All rights reserved").count()).toBe(1);
        if (shots) {
          await page.waitForTimeout(300);
          await page.screenshot({ path: path.join(shots, `${r.name}-${width}.png`), fullPage: true });
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows the status page's facts with masked phones", async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/check-status/${checkId}`);
    await page.getByRole("heading", { name: "Casey Morgan" }).waitFor();
    // The phase's badge: scheduled (calling hours, a holiday) or being called.
    expect(await page.getByTestId("check-status").textContent()).toMatch(
      /^(Scheduled|Scheduled \(holiday\)|In Progress)$/,
    );
    expect(await page.getByText(checkId).count()).toBe(1);
    expect(await page.getByText("0 of 2 references interviewed").count()).toBe(1);
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    expect(await page.getByTestId("estimated-completion").textContent()).toMatch(/\d{1,2}:\d{2}/);
    const rows = page.getByTestId("reference-row");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("•••-•••-0123");
    expect(await page.content()).not.toContain("4155550123");
    expect(await page.getByRole("link", { name: "Back to Home" }).count()).toBe(1);
    await page.goto(`${t.url}/check-status/nope`);
    await page.getByText("Reference check not found").waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(t.url + "/");
    await page.close();
  });

  it("plays a demo scenario with the spec's timings and the insight", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(t.url + "/demo");
    await page.getByRole("button", { name: /Busy Reference/ }).waitFor();
    // Time stands still except when the test moves it, so each step is measured exactly.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.getByRole("button", { name: /Busy Reference/ }).click();
    await page.waitForTimeout(300);
    const bubbles = page.locator("main ol li");
    await page.clock.runFor(900);
    expect(await bubbles.count()).toBe(0);
    await page.clock.runFor(200); // first message after 1 s
    await expect.poll(() => bubbles.count()).toBe(1);
    await page.clock.runFor(1900);
    expect(await bubbles.count()).toBe(1);
    await page.clock.runFor(200); // 2 s after an AI message
    await expect.poll(() => bubbles.count()).toBe(2);
    await page.clock.runFor(1400);
    expect(await bubbles.count()).toBe(2);
    await page.clock.runFor(200); // 1.5 s after a reference message
    await expect.poll(() => bubbles.count()).toBe(3);
    // Lines 4 and 5 (a reference's, then the AI's last): 2 s, then 1.5 s; the insight 1 s after that.
    await page.clock.runFor(2000);
    await expect.poll(() => bubbles.count()).toBe(4);
    await page.clock.runFor(1500);
    await expect.poll(() => bubbles.count()).toBe(5);
    await page.clock.runFor(800);
    expect(await page.getByTestId("demo-insight").count()).toBe(0);
    await page.clock.runFor(300); // insight 1 s after the end
    await page.getByRole("heading", { name: "What Just Happened?" }).waitFor();
    await context.close();
  });

  it("filters the FAQ by category and opens an answer", async () => {
    const page = await browser.newPage();
    await page.goto(t.url + "/faq");
    await page.getByRole("button", { name: "Privacy", exact: true }).click();
    expect(
      await page.getByRole("button", { name: "How long do you keep recordings and data?" }).count(),
    ).toBe(1);
    expect(await page.getByRole("button", { name: "How much does a check cost?" }).count()).toBe(0);
    await page.getByRole("button", { name: "How long do you keep recordings and data?" }).click();
    await page.getByText("Recordings and check data are deleted after 90 days.").waitFor();
    await page.close();
  });
});
