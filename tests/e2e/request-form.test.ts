import { hashCheckoutToken } from "../../src/services/payments/checkout-token";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, earlyAccessLeads, enterpriseLeads, referenceChecks } from "../../src/db/schema";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { fillRequestForm, showRequestForm } from "../support/ui";

/** The request form in Chromium: every message, phones, references, prices, free and paid paths. */
let t: TestApp;
let browser: Browser;
const ADMIN = "e2e-admin-token-0123456789";
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true, env: { ADMIN_API_TOKEN: ADMIN } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function open(path = "/") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "declined");
  });
  const page = await context.newPage();
  await page.goto(t.url + path);
  await showRequestForm(page);
  return page;
}
const submit = (page: Page) => page.locator("form[aria-label='Reference check request'] button[type=submit]");
const errorOf = async (page: Page, label: string) => {
  const id = await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
};

async function fillValid(page: Page, email = uniqueEmail()) {
  await fillRequestForm(page, { email });
  return email;
}

describe("request form", () => {
  it("shows every validation message of the spec, and keeps submit disabled until valid", async () => {
    const page = await open();
    expect(await submit(page).isDisabled()).toBe(true);
    await page.getByLabel("Your email").fill("not-an-email");
    await page.getByLabel("Your email").blur();
    expect(await errorOf(page, "Your email")).toBe("Please enter a valid email address");
    for (const [label, message] of [
      ["Company name", "Company name is required"],
      ["Candidate name", "Candidate name is required"],
      ["Role", "Role is required"],
      ["Reference 1 name", "Name is required"],
      ["Reference 1 phone", "Phone number is required"],
    ]) {
      await page.getByLabel(label!, { exact: true }).focus();
      await page.getByLabel(label!, { exact: true }).blur();
      expect(await errorOf(page, label!)).toBe(message);
    }
    await page.getByLabel("Reference 1 relationship").focus();
    await page.getByLabel("Reference 1 relationship").blur();
    expect(await errorOf(page, "Reference 1 relationship")).toBe("Please choose a relationship");
    await page.getByLabel("Reference 1 phone").fill("12345");
    await page.getByLabel("Reference 1 phone").blur();
    expect(await errorOf(page, "Reference 1 phone")).toBe("Please enter a valid phone number (10+ digits)");
    // Text texted and read aloud to references: no web or e-mail addresses (issue 13).
    for (const [label, value, message] of [
      [
        "Company name",
        "Acme. URGENT: confirm your bank details at https://evil.example/x",
        "Must not contain a web address",
      ],
      ["Candidate name", "Sam, write to sam@evil.example", "Must not contain an e-mail address"],
      ["Reference 1 name", "Pat www.evil.example", "Must not contain a web address"],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(label, { exact: true }).blur();
      expect(await errorOf(page, label)).toBe(message);
    }

    const consent = page.getByLabel(/I confirm I have permission/);
    await consent.check();
    await consent.uncheck();
    await consent.blur();
    await page.getByText("You must confirm consent to contact and record references").waitFor();
    const terms = page.getByLabel(/I agree to the terms/);
    await terms.check();
    await terms.uncheck();
    await terms.blur();
    await page.getByText("You must accept the terms and conditions").waitFor();

    await page.getByRole("button", { name: "Add Reference" }).click();
    await page.getByLabel("Reference 2 name").fill("Half Filled");
    await page.getByLabel("Reference 2 name").blur();
    await page.getByText("Incomplete reference info - please complete or remove").waitFor();
    expect(await submit(page).isDisabled()).toBe(true);

    await fillValid(page);
    await page.getByRole("button", { name: "Remove reference 2" }).click();
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    expect(
      await page
        .getByText(
          "This consent is required by law. All calls are recorded for quality and verification purposes.",
        )
        .count(),
    ).toBe(1);
    await page.context().close();
  });

  it("normalizes phone numbers by the spec's rule as the field is left", async () => {
    const page = await open();
    const phone = page.getByLabel("Reference 1 phone");
    for (const [typed, shown] of [
      ["(415) 555-0100", "+14155550100"],
      ["1 415 555 0100", "+14155550100"],
      ["+44 20 7946 0958", "+442079460958"],
      ["415.555.01", "415.555.01"],
    ]) {
      await phone.fill(typed!);
      await phone.blur();
      await expect.poll(() => phone.inputValue()).toBe(shown);
    }
    expect(await errorOf(page, "Reference 1 phone")).toBe("Please enter a valid phone number (10+ digits)");
    await page.context().close();
  });

  it("adds and removes references; complete ones raise the count and the price", async () => {
    const page = await open();
    await fillValid(page);
    await page.getByRole("button", { name: "Pay $29 & Start Check" }).waitFor();
    expect(await page.getByTestId("reference-count").textContent()).toBe("1 of 3 references");

    await page.getByRole("button", { name: "Add Reference" }).click();
    await page.getByLabel("Reference 2 name").fill("Second Ref");
    await page.getByLabel("Reference 2 phone").fill("(212) 555-0142");
    await page.getByLabel("Reference 2 relationship").selectOption("colleague");
    await page.getByRole("button", { name: "Add Reference" }).click();
    expect(await page.getByRole("button", { name: "Add Reference" }).count()).toBe(0);
    await page.getByLabel("Reference 3 name").fill("Third Ref");
    await page.getByLabel("Reference 3 phone").fill("3125550143");
    await page.getByLabel("Reference 3 relationship").selectOption("client");
    await expect.poll(() => page.getByTestId("reference-count").textContent()).toBe("3 of 3 references");
    await page.getByRole("button", { name: "Pay $87 & Start Check" }).waitFor();

    // Removing reference 2 moves reference 3 up into its place.
    await page.getByRole("button", { name: "Remove reference 2" }).click();
    expect(await page.getByLabel("Reference 2 name").inputValue()).toBe("Third Ref");
    expect(await page.getByLabel("Reference 3 name").count()).toBe(0);
    await expect.poll(() => page.getByTestId("reference-count").textContent()).toBe("2 of 3 references");
    await page.getByRole("button", { name: "Pay $58 & Start Check" }).waitFor();
    await page.getByRole("button", { name: "Remove reference 2" }).click();
    expect(await page.getByLabel("Reference 2 name").count()).toBe(0);
    await page.getByRole("button", { name: "Pay $29 & Start Check" }).waitFor();
    // Adding again starts from an empty reference 2.
    await page.getByRole("button", { name: "Add Reference" }).click();
    expect(await page.getByLabel("Reference 2 name").inputValue()).toBe("");
    await page.context().close();
  });

  it("submits a paid check: stores the pending checkout data and goes to /checkout", async () => {
    const page = await open("/?test");
    await page.getByText("Test mode").waitFor();
    const email = await fillValid(page);
    await page.getByRole("button", { name: "Pay $29 & Start Check" }).click();
    await page.waitForURL(/\/checkout\?referenceCheckId=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get("referenceCheckId"));
    await page.getByTestId("toast").getByText("Form Submitted Successfully").waitFor();
    const stored = await page.evaluate(
      (k) => [
        localStorage.getItem("pendingCheckout"),
        localStorage.getItem("pendingReferenceCheckId"),
        localStorage.getItem(k),
      ],
      `ref-check-${id}`,
    );
    const pending = JSON.parse(stored[0]!) as { checkoutToken: string };
    expect(pending).toEqual({ email, referenceCount: 1, amount: 29, checkoutToken: expect.any(String) });
    expect(stored[1]).toBe(String(id));
    expect(JSON.parse(stored[2]!)).toMatchObject({
      candidateName: "Jordan Rivera",
      referenceCount: 1,
      amount: 29,
      email,
      id,
      checkoutToken: pending.checkoutToken,
    });
    const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id));
    // The browser holds the checkout token; the server only its hash.
    expect(row!.checkoutTokenHash).toBe(hashCheckoutToken(pending.checkoutToken));
    expect(row).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      priceCharged: "29.00",
      testMode: true,
    });
    await page.context().close();
  });

  it("follows a free check from the form to its status page, then refuses a second one", async () => {
    const email = uniqueEmail("free");
    const page = await open("/?firstcheck=true");
    expect(await page.getByLabel(/First time\?/).isChecked()).toBe(true);
    await page.getByText("Enter your e-mail to check eligibility.").waitFor();
    await fillValid(page, email);
    await page.getByText("You qualify: this check is FREE.").waitFor();
    await page.getByRole("button", { name: "Start FREE Check" }).click();
    await page.getByTestId("toast").getByText("FREE Check Started!").waitFor();
    expect(
      await page.getByTestId("toast").getByText("Your reference calls will begin within minutes!").count(),
    ).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("link", { name: "Track your check" }).click();
    await page.waitForURL(/\/check-status\/[A-Za-z0-9_-]{22}$/);
    await page.getByRole("heading", { name: "Jordan Rivera" }).waitFor();
    expect(await page.getByTestId("check-status").textContent()).toMatch(
      /^(In Progress|Preparing report|Completed)$/,
    );
    expect(await page.getByTestId("reference-row").count()).toBe(1);

    // The same person again (an alias): the checkbox is refused and turned off.
    const again = await open();
    await again.getByLabel("Your email").fill(email.replace("@", "+again@"));
    // click, not check(): a fast refusal may untick the box before a check() could confirm it.
    await again.getByLabel(/First time\?/).click();
    await again.getByTestId("toast").getByText("Free check not available").waitFor();
    expect(
      await again
        .getByTestId("toast")
        .getByText("This email/IP has already used the free check offer.")
        .count(),
    ).toBe(1);
    await expect.poll(() => again.getByLabel(/First time\?/).isChecked()).toBe(false);
    await page.context().close();
    await again.context().close();
  });

  it("pre-fills from the query string", async () => {
    const page = await open(
      "/?email=hr%40acme.com&candidate=Sam%20Lee&position=CTO&company=Acme&ref1_name=Ann&ref1_phone=4155550100&ref1_relationship=client&ref2_name=Bo&ref2_phone=4155550101&ref2_relationship=colleague",
    );
    expect(await page.getByLabel("Your email").inputValue()).toBe("hr@acme.com");
    expect(await page.getByLabel("Candidate name").inputValue()).toBe("Sam Lee");
    expect(await page.getByLabel("Role", { exact: true }).inputValue()).toBe("CTO");
    expect(await page.getByLabel("Company name").inputValue()).toBe("Acme");
    expect(await page.getByLabel("Reference 2 name").inputValue()).toBe("Bo");
    expect(await page.getByLabel("Reference 1 relationship").inputValue()).toBe("client");
    await expect.poll(() => page.getByTestId("reference-count").textContent()).toBe("2 of 3 references");
    await page.context().close();
  });

  it("pauses the form while the maintenance switch is on", async () => {
    const auth = { "content-type": "application/json", authorization: `Bearer ${ADMIN}` };
    await fetch(`${t.url}/api/admin/maintenance`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ enabled: true }),
    });
    try {
      const page = await open();
      await page.getByText("New checks are paused for scheduled maintenance").waitFor();
      await fillValid(page);
      expect(await submit(page).isDisabled()).toBe(true);
      await page.getByRole("link", { name: "See maintenance details" }).click();
      await page.getByRole("heading", { name: "Scheduled maintenance" }).waitFor();
      await page.context().close();
    } finally {
      await fetch(`${t.url}/api/admin/maintenance`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ enabled: false }),
      });
    }
  });
});

describe("cookie banner and analytics", () => {
  it("Accept All stores accepted, hides the banner for good and starts first-party page views", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(t.url + "/faq");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.waitFor();
    expect(await banner.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    const before = (await t.deps.db.select().from(analyticsEvents)).length;
    await banner.getByRole("button", { name: "Accept All" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
    await banner.waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Privacy Policy" }).first().click();
    await page.waitForURL(/\/privacy$/);
    const events = await (async () => {
      for (let i = 0; i < 50; i++) {
        const rows = await t.deps.db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.name, "page_view"));
        if (rows.some((r) => r.path === "/privacy")) return rows;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    })();
    expect(events.some((e) => e.path === "/privacy")).toBe(true);
    expect((await t.deps.db.select().from(analyticsEvents)).length).toBeGreaterThan(before);
    await page.reload();
    await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
    expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
    await context.close();
  });

  it("Decline and the close icon store declined, and nothing is tracked", async () => {
    for (const how of ["Decline", "Close cookie banner"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(t.url + "/terms");
      const count = (await t.deps.db.select().from(analyticsEvents)).length;
      await page.getByRole("button", { name: how }).click();
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("declined");
      await page.getByRole("link", { name: "FAQ" }).first().click();
      await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
      await page.waitForTimeout(300);
      expect((await t.deps.db.select().from(analyticsEvents)).length).toBe(count);
      expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
      await context.close();
    }
  });
});

describe("landing page pieces", () => {
  it("has every section anchor in the spec's order", async () => {
    const page = await open();
    const ids = await page.evaluate(() =>
      ["reference-form", "example-report", "pricing", "faq", "enterprise-form"].map((id) => {
        const el = document.getElementById(id);
        return el ? el.getBoundingClientRect().top + window.scrollY : -1;
      }),
    );
    expect(ids.every((y) => y > 0)).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await page.context().close();
  });

  it("joins the waitlist from the unlimited plan; the modal closes 3 s after success", async () => {
    const page = await open();
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await dialog.getByText("Please enter a valid email address").waitFor();
    const email = uniqueEmail("wl");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Company (optional)").fill("Globex");
    await dialog.getByLabel(/How many checks/).fill("About 30");
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await dialog.getByText("You're on the list!").waitFor();
    await page.getByRole("dialog").waitFor({ state: "detached", timeout: 5000 });
    const [lead] = await t.deps.db.select().from(earlyAccessLeads).where(eq(earlyAccessLeads.email, email));
    expect(lead).toMatchObject({ company: "Globex", monthlyChecks: "About 30" });
    await page.context().close();
  });

  it("sends the enterprise form and stores the lead", async () => {
    const page = await open("/#enterprise-form");
    const form = page.getByRole("form", { name: "Enterprise quote" });
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await form.getByText("Company name is required").waitFor();
    await form.getByText("Please choose your monthly volume").waitFor();
    const email = uniqueEmail("ent");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Company").fill("Umbrella");
    await form.getByLabel("Monthly volume").selectOption("500+");
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await page.getByText("Thanks, we've got your request.").waitFor();
    const [lead] = await t.deps.db.select().from(enterpriseLeads).where(eq(enterpriseLeads.email, email));
    expect(lead).toMatchObject({ company: "Umbrella", volume: "500+" });
    await page.context().close();
  });
});
