import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueEmail, uniquePhone, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { hydrateLanding } from "../support/ui";

/**
 * What a requester trips over on the public pages, walked in Chromium the way a person does it:
 * clicks that must not be lost, header anchors from another page, calling hours by one rule,
 * the configured coverage, 404s, and what axe finds.
 */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  // Real calling hours (a demo's "calls at once" has its own test file), coverage of three countries.
  t = await startTestApp({
    serveWeb: true,
    env: { SIM_IGNORE_CALLING_WINDOWS: "false", COVERAGE: "US,CA,GB" },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function newPage(
  opts: { timezoneId?: string; width?: number; height?: number; bypassCSP?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    timezoneId: opts.timezoneId,
    bypassCSP: opts.bypassCSP,
  });
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  return { context, page: await context.newPage() };
}

/**
 * A person's click: the pointer travels to the target, the button goes down, and comes up a
 * moment later. Whatever moves under the pointer in between (a message appearing on blur) makes
 * the browser drop the click, exactly as it does for a person.
 */
async function humanClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}
async function humanType(page: Page, target: Locator, text: string) {
  await humanClick(page, target);
  await page.keyboard.type(text, { delay: 5 });
}

describe("request form", () => {
  it("no click is lost filling the form top to bottom in a person's order", async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage({ width, height: 800 });
      await page.goto(t.url + "/#reference-form");
      const email = page.getByLabel("Your email");
      await email.waitFor();
      await humanType(page, email, uniqueEmail());
      await humanType(page, page.getByLabel("Company name"), "Acme Corp");
      await humanType(page, page.getByLabel("Candidate name"), "Jordan Rivera");
      await humanType(page, page.getByLabel("Role", { exact: true }), "Account Executive");
      await humanType(page, page.getByLabel("Reference 1 name"), "Pat Kim");
      await humanType(page, page.getByLabel("Reference 1 phone"), uniquePhone().slice(2));
      await page.getByLabel("Reference 1 relationship").selectOption("direct-manager");
      const consent = page.getByLabel(/I confirm I have permission/);
      const terms = page.getByLabel(/I agree to the terms/);
      await humanClick(page, page.getByText(/I confirm I have permission/));
      expect(await consent.isChecked(), `consent ticked by one click at ${width}px`).toBe(true);
      await humanClick(page, page.getByText("I agree to the terms and conditions"));
      expect(await terms.isChecked(), `terms ticked by one click at ${width}px`).toBe(true);
      await context.close();
    }
  });

  it("a field's message never moves what is below it", async () => {
    const { page, context } = await newPage();
    await page.goto(t.url + "/#reference-form");
    const email = page.getByLabel("Your email");
    await email.waitFor();
    const below = page.getByLabel("Candidate name");
    const consentBox = page.getByText(/I confirm I have permission/);
    // Positions in the document (focusing a field may scroll the window).
    const docTop = (l: Locator) => l.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    const before = [await docTop(below), await docTop(consentBox)];
    // Every required field touched and left empty (or wrong): all their messages show.
    await email.fill("not-an-email");
    for (const label of ["Company name", "Candidate name", "Role", "Reference 1 name", "Reference 1 phone"])
      await page.getByLabel(label, { exact: true }).focus();
    await page.getByLabel(/I confirm I have permission/).focus();
    await page.getByLabel(/I agree to the terms/).focus();
    await page.getByLabel(/I confirm I have permission/).focus();
    await page.getByText("Please enter a valid email address").waitFor();
    await page.getByText("Phone number is required").waitFor();
    await page.getByText("You must accept the terms and conditions").waitFor();
    const after = [await docTop(below), await docTop(consentBox)];
    expect(after).toEqual(before);
    await context.close();
  });
});

describe("header anchors from another page", () => {
  for (const [label, id] of [
    ["Pricing", "pricing"],
    ["Sample report", "example-report"],
    ["FAQ", "faq"],
    ["Enterprise", "enterprise-form"],
  ] as const) {
    it(`"${label}" on /faq lands on #${id} once the landing page has loaded`, async () => {
      const { page, context } = await newPage();
      await page.goto(t.url + "/faq");
      await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      await page.waitForURL(`**/#${id}`);
      // Everything lazy (form, sample report, pricing) has arrived and the page is still.
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1200);
      const top = await page.locator(`#${id}`).evaluate((e) => e.getBoundingClientRect().top);
      const header = await page.locator("header").evaluate((e) => e.getBoundingClientRect().height);
      expect(top, `#${id} top after landing`).toBeGreaterThanOrEqual(-2);
      expect(top, `#${id} top after landing`).toBeLessThanOrEqual(header + 110);
      await context.close();
    });
  }
});

describe("calling hours: one rule, the reference's local time", () => {
  async function bannerAt(iso: string, timezoneId: string) {
    const { page, context } = await newPage({ timezoneId });
    await page.clock.install({ time: new Date(iso) });
    await page.goto(t.url + "/");
    await hydrateLanding(page);
    const banner = page.getByTestId("business-hours-banner");
    await banner.waitFor();
    return { page, banner, context };
  }

  it("the banner does not judge by the visitor's clock", async () => {
    // 16:00 UTC on a Tuesday (summer time): noon in New York, 9 AM in Los Angeles. A visitor in Tokyo (1 AM
    // Wednesday there) and one in New York see the same thing: calls are going out.
    const tokyo = await bannerAt("2026-03-10T16:00:00Z", "Asia/Tokyo");
    const ny = await bannerAt("2026-03-10T16:00:00Z", "America/New_York");
    for (const b of [tokyo, ny]) {
      expect(await b.banner.getAttribute("data-state")).toBe("open");
      const text = await b.banner.textContent();
      expect(text).toContain("12:00 PM in New York, 9:00 AM in Los Angeles");
      expect(text).toContain("9 AM - 6 PM, Monday-Friday, in each reference's local time");
    }
    await tokyo.context.close();
    await ny.context.close();
    // 23:30 UTC Tuesday: 7:30 PM in New York, 4:30 PM in Los Angeles: West Coast references are called.
    const late = await bannerAt("2026-03-10T23:30:00Z", "Europe/Paris");
    expect(await late.banner.getAttribute("data-state")).toBe("open");
    await late.context.close();
    // 03:00 UTC Wednesday: 11 PM in New York, 8 PM in Los Angeles: closed everywhere.
    const night = await bannerAt("2026-03-11T03:00:00Z", "America/Los_Angeles");
    expect(await night.banner.getAttribute("data-state")).toBe("closed");
    expect(await night.banner.textContent()).toContain("from 9 AM their time on the next business day");
    await night.context.close();
  });
});

describe("coverage follows COVERAGE", () => {
  it("FAQ, hero, footer and terms name the configured countries and no stale plans", async () => {
    const { page, context } = await newPage();
    await page.goto(t.url + "/faq");
    await page.getByRole("button", { name: "Which countries do you call?" }).click();
    await page.getByText("References in the United States, Canada and the United Kingdom.").first().waitFor();
    const body = await page.locator("body").textContent();
    expect(body).not.toContain("2025");
    expect(await page.locator("footer").textContent()).toContain(
      "the United States, Canada and the United Kingdom",
    );
    await page.goto(t.url + "/");
    await page.getByText("AI phone reference checks · US, Canada & UK").waitFor();
    await page.goto(t.url + "/terms");
    await page
      .getByText(/We call references in the United States, Canada and the United Kingdom\./)
      .waitFor();
    await context.close();
  });
});

describe("unknown paths", () => {
  it("answer 404 with the 404 page; every page of the product still answers 200", async () => {
    for (const path of ["/no-such-page", "/faq/extra", "/check-status", "/dashboard/x"]) {
      const res = await fetch(t.url + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
    for (const path of [
      "/faq",
      "/faq/",
      "/check-status/abc",
      "/checkout?referenceCheckId=1",
      "/login/confirm",
    ])
      expect((await fetch(t.url + path)).status, path).toBe(200);
    const { page, context } = await newPage();
    const res = await page.goto(t.url + "/no-such-page");
    expect(res!.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.getByRole("link", { name: "Home" }).first().waitFor();
    await context.close();
  });
});

describe("accessibility (axe)", () => {
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  async function axe(page: Page, rules: string[]) {
    await page.addScriptTag({ content: axeSource });
    return page.evaluate(
      async (only) =>
        (
          await (
            window as unknown as {
              axe: {
                run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
              };
            }
          ).axe.run(document, { runOnly: { type: "rule", values: only } })
        ).violations.map((v) => `${v.id} (${v.nodes.length})`),
      rules,
    );
  }
  it("landing: the promo banner sits in a landmark; /faq: headings do not skip a level", async () => {
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    const { page, context }: { page: Page; context: BrowserContext } = await newPage({ bypassCSP: true });
    await page.goto(t.url + "/");
    await page
      .getByText(/Early-adopter pricing|Your first reference check is free|sold out/)
      .first()
      .waitFor();
    const promo = page.locator("text=Start now").first();
    expect(
      await promo.evaluate(
        (e) => !!e.closest("aside, header, main, nav, footer, [role=region], [role=complementary]"),
      ),
    ).toBe(true);
    expect(await axe(page, ["region"])).toEqual([]);
    await page.goto(t.url + "/faq");
    await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
    expect(await axe(page, ["heading-order", "region"])).toEqual([]);
    await context.close();
  });
});
