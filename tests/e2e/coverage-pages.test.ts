import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, referenceChecks } from "../../src/db/schema";
import { startCheck } from "../../src/services/calls/start";
import { DIRECT_LINE_MESSAGE } from "../../src/shared/phone";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { showRequestForm } from "../support/ui";

/**
 * Coverage where a person sees it: the form refuses numbers we cannot call on the phone field and
 * suggests French for Quebec numbers; the status page gives each reference's next call in the
 * reference's own local time (the browser here is in Tokyo, so nothing comes from its clock).
 */
let t: TestApp;
let browser: Browser;
// Saturday 21 November 2026, 15:00 UTC: every North American window is closed until Monday.
const NOW = new Date("2026-11-21T15:00:00Z");
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true, now: () => NOW, env: { SIM_IGNORE_CALLING_WINDOWS: "false" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** The short name of a zone at 9:00 local on Monday 23 November 2026, from this runtime's tz data. */
function zoneName(zone: string): string {
  return DateTime.fromObject({ year: 2026, month: 11, day: 23, hour: 9 }, { zone })
    .setLocale("en-US")
    .toFormat("ZZZZ");
}

async function open(path = "/") {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: "Asia/Tokyo",
  });
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const page = await context.newPage();
  await page.goto(t.url + path);
  return page;
}
const errorOf = async (page: Page, label: string) => {
  const id = await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

describe("coverage in the request form", () => {
  it("shows the field error for numbers outside coverage, toll-free and impossible ones", async () => {
    const page = await open();
    await showRequestForm(page);
    const phone = page.getByLabel("Reference 1 phone");
    for (const [typed, message] of [
      ["+44 20 7946 0958", "We can only call references in the US and Canada for now"],
      ["+1 876 234 5678", "We can only call references in the US and Canada for now"],
      ["800 234 5678", DIRECT_LINE_MESSAGE],
      ["415 055 0100", "Please enter a valid phone number (10+ digits)"],
    ]) {
      await phone.fill(typed!);
      await phone.blur();
      await expect.poll(() => errorOf(page, "Reference 1 phone"), { timeout: 5000 }).toBe(message);
    }
    await phone.fill("(415) 555-0142");
    await phone.blur();
    // No error: the field describes itself with its hint again.
    await expect
      .poll(() => errorOf(page, "Reference 1 phone"), { timeout: 5000 })
      .toBe("10 digits for US/Canada, or + and country code");
    await page.context().close();
  });

  it("suggests French for a Quebec number, keeps the requester's choice, and stores the language", async () => {
    const page = await open();
    await showRequestForm(page);
    const email = uniqueEmail();
    await page.getByLabel("Your email").fill(email);
    await page.getByLabel("Company name").fill("Acme Corp");
    await page.getByLabel("Candidate name").fill("Jordan Rivera");
    await page.getByLabel("Role", { exact: true }).fill("Designer");
    await page.getByLabel("Reference 1 name").fill("Élise Tremblay");
    await page.getByLabel("Reference 1 phone").fill("514 555 0142");
    await page.getByLabel("Reference 1 relationship").selectOption("direct-manager");
    await page.getByRole("button", { name: "Add Reference" }).click();
    await page.getByLabel("Reference 2 name").fill("Ana García");
    await page.getByLabel("Reference 2 phone").fill("415 555 0143");
    await page.getByLabel("Reference 2 relationship").selectOption("colleague");
    const lang1 = page.getByLabel("Reference 1 call language");
    const lang2 = page.getByLabel("Reference 2 call language");
    expect(await lang1.inputValue()).toBe("fr");
    expect(await lang2.inputValue()).toBe("en");
    await lang2.selectOption("es");
    // Leaving the phone again does not undo the requester's pick.
    await page.getByLabel("Reference 2 phone").focus();
    await page.getByLabel("Reference 2 phone").blur();
    expect(await lang2.inputValue()).toBe("es");
    // Ticked once the page has settled (the phones were normalized as they were left).
    await page.getByLabel(/Ask the candidate to authorize \(recommended\)/).uncheck();
    await page.getByLabel(/I confirm I have permission/).check();
    await page.getByLabel(/I agree to the terms/).check();
    await page.locator("form[aria-label='Reference check request'] button[type=submit]").click();
    await page.waitForURL(/\/checkout\?referenceCheckId=/);
    const rows = await t.deps.db
      .select({ language: checkReferences.language, index: checkReferences.referenceIndex })
      .from(checkReferences)
      .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
      .where(eq(referenceChecks.requesterEmail, email));
    expect(rows.sort((a, b) => a.index - b.index).map((r) => r.language)).toEqual(["fr", "es"]);
    await page.context().close();
  });
});

describe("the status page's next call", () => {
  it("shows each reference's next call in the reference's local time", async () => {
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        requesterEmail: uniqueEmail(),
        candidateName: "Robin Hale",
        role: "Analyst",
        companyName: "Acme",
        reference1: { name: "Dana Reed", phone: "604 555 0123", relationship: "direct-manager" },
        reference2: { name: "Luc Roy", phone: "514 555 0124", relationship: "colleague" },
        termsAccepted: true,
        consentGiven: true,
        freeCheck: true,
        isFirstTimeUser: true,
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [check] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, id));
    await startCheck(t.deps, check!.id);
    const page = await open(`/check-status/${id}`);
    await page.getByRole("heading", { name: "Robin Hale" }).waitFor();
    const lines = page.getByTestId("next-call");
    await expect.poll(() => lines.count(), { timeout: 10_000 }).toBe(2);
    // Monday 23 November, 9:00 where each reference is: Vancouver and Montreal. The zone's name
    // comes from the time-zone data this runtime carries, not from a constant: British Columbia
    // stays on UTC−7 from November 2026 in tzdata 2026 (PDT), while older data says PST.
    expect(await lines.nth(0).textContent()).toBe(
      `Next call: Mon 23 Nov, 09:00 ${zoneName("America/Vancouver")} (the reference's local time)`,
    );
    expect(await lines.nth(1).textContent()).toBe(
      `Next call: Mon 23 Nov, 09:00 ${zoneName("America/Toronto")} (the reference's local time)`,
    );
    await page.context().close();
  });
});
