import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { hydrateLanding } from "../support/ui";

/**
 * The landing page's banners at fixed clocks. The browser's clock is Playwright's (business hours
 * are the visitor's local time); the server's clock, which decides holidays, is injected.
 */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  // Christmas Day 2026, 10:00 in New York: a public holiday in the US and in Canada.
  // Real calling hours: a demo whose simulated calls ignore them says "calls go out at once" instead.
  t = await startTestApp({
    serveWeb: true,
    now: () => new Date("2026-12-25T15:00:00Z"),
    env: { SIM_IGNORE_CALLING_WINDOWS: "false" },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function landingAt(localIso: string, timezoneId = "America/New_York") {
  const context = await browser.newContext({ timezoneId });
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const page = await context.newPage();
  await page.clock.install({ time: new Date(localIso) });
  await page.goto(t.url + "/");
  await hydrateLanding(page);
  const banner = page.getByTestId("business-hours-banner");
  await banner.waitFor();
  return { page, banner, context };
}

describe("business-hours banner", () => {
  it("turns green at 9:00 on a weekday, refreshed within 30 s", async () => {
    const { page, banner, context } = await landingAt("2026-03-10T08:59:45-04:00"); // Tuesday
    expect(await banner.getAttribute("data-state")).toBe("closed");
    expect(await banner.textContent()).toContain("Outside calling hours");
    expect(await banner.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      "oklch(0.98 0.016 73.684)",
    );
    await page.clock.runFor(30_000);
    await expect.poll(() => banner.getAttribute("data-state")).toBe("open");
    expect(await banner.textContent()).toContain("We're calling now");
    expect(await banner.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      "oklch(0.979 0.021 166.113)",
    );
    await context.close();
  });

  it("turns orange at 18:00 on the West Coast and stays orange at the weekend", async () => {
    // Calls follow each reference's local time: the last references called are in Los Angeles.
    const friday = await landingAt("2026-03-13T17:59:40-07:00");
    expect(await friday.banner.getAttribute("data-state")).toBe("open");
    await friday.page.clock.runFor(30_000);
    await expect.poll(() => friday.banner.getAttribute("data-state")).toBe("closed");
    await friday.context.close();
    const saturday = await landingAt("2026-03-14T12:00:00-04:00");
    expect(await saturday.banner.getAttribute("data-state")).toBe("closed");
    await saturday.context.close();
  });

  it("judges by the references' local time, not the visitor's", async () => {
    // 07:00 for a visitor in Los Angeles is 10:00 in New York: East Coast references are called.
    const la = await landingAt("2026-03-10T07:00:00-07:00", "America/Los_Angeles");
    expect(await la.banner.getAttribute("data-state")).toBe("open");
    await la.context.close();
  });
});

describe("holiday banner", () => {
  it("shows the server's holiday status on the landing page and the FAQ", async () => {
    const h = await (await fetch(`${t.url}/api/holiday-status`)).json();
    expect(h).toMatchObject({ isHoliday: true, affectedCountries: ["US", "Canada"] });
    const { page, context } = await landingAt("2026-12-25T10:00:00-05:00");
    const banner = page.getByTestId("holiday-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("Holiday in US and Canada.");
    expect(await banner.textContent()).toContain(h.message);
    await page.goto(t.url + "/faq");
    await page.getByTestId("holiday-banner").waitFor();
    await context.close();
  });
});
