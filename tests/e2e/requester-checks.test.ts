import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { launchBrowser } from "../support/browser";
import { createPaidCheck, payWithTestCard, postJson } from "../support/payments";
import { hydrateLanding, toast } from "../support/ui";

/**
 * A requester's checks in Chromium: one that fails completely (status page and dashboard say so,
 * with the refund), one still waiting for payment (paid from the dashboard), the success pages'
 * receipt line, and a demo whose simulated calls go out at once. Real worker, simulated providers.
 */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true, worker: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function signedInPage(email: string): Promise<{ page: Page; context: BrowserContext }> {
  const cookie = await signIn(t, email);
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name, value, url: t.url }]);
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  return { context, page: await context.newPage() };
}

describe("a paid check that fails completely", () => {
  it("status page and dashboard say what happened and what was refunded; the header says Dashboard", async () => {
    const c = await createPaidCheck(t, ["Robin Refuse"]);
    await payWithTestCard(t, c.pay);
    await waitFor(
      async () => {
        const row = await c.check();
        return row.status === "failed" && row.paymentStatus === "refunded";
      },
      60_000,
      "failed and refunded",
    );
    const row = await c.check();
    const { page, context } = await signedInPage(row.requesterEmail);

    await page.goto(`${t.url}/check-status/${c.id}`);
    const notice = page.getByTestId("phase");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("no reference could be interviewed");
    expect(await notice.textContent()).toContain("Your payment of $29.00 was refunded in full");
    expect(await page.getByTestId("check-status").textContent()).not.toBe("Processing");
    expect(await page.getByTestId("reference-row").textContent()).toContain("Declined");
    expect(await page.getByTestId("reference-row").textContent()).not.toContain("Unreachable");
    const body = (await page.locator("main").textContent())!;
    expect(body).not.toMatch(/Calls start at 9 AM|Estimated completion/);

    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId("dashboard-check").first().waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign in" }).count()).toBe(0);
    const card = page.getByTestId("dashboard-phase");
    expect(await card.textContent()).toContain("refunded in full");
    expect(await page.getByTestId("dashboard-check").textContent()).toContain("1 not interviewed");
    await context.close();
  });
});

describe("a check awaiting payment", () => {
  it("is not In Progress on the dashboard, and Complete payment pays it", async () => {
    const c = await createPaidCheck(t, ["Pat Kim"]);
    const row = await c.check();
    const { page, context } = await signedInPage(row.requesterEmail);
    await page.goto(`${t.url}/dashboard`);
    await page.getByTestId("dashboard-check").waitFor();
    const inProgress = page.locator("p", { hasText: /^In Progress$/ }).locator("xpath=..");
    expect(await inProgress.textContent()).toBe("In Progress0");
    expect(await page.getByTestId("awaiting-payment-count").textContent()).toContain("1 check is waiting");
    await page.getByRole("button", { name: "Complete payment" }).click();
    await page.waitForURL(new RegExp(`/checkout\\?referenceCheckId=${c.referenceCheckId}$`));
    await page.getByRole("button", { name: "Use 4242 4242 4242 4242" }).click();
    await page.getByRole("button", { name: "Pay $29" }).click();
    await toast(page, "Payment Successful!");
    await waitFor(async () => (await c.check()).paymentStatus === "paid", 15_000, "paid");
    await context.close();
  });
});

describe("success pages", () => {
  it("say who sends the receipt, and claim nothing without a payment's details", async () => {
    const c = await createPaidCheck(t, ["Pat Kim"]);
    const intent = await payWithTestCard(t, c.pay);
    const row = await c.check();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${t.url}/thank-you?session_id=${intent.paymentIntentId}&check_id=${c.referenceCheckId}`);
    await page.getByTestId("receipt-sender").waitFor();
    expect(await page.getByTestId("receipt-sender").textContent()).toContain(
      "RefLine e-mails your receipt to the address on this check",
    );
    const receipt = await waitFor(
      async () =>
        ((await (await fetch(`${t.url}/api/dev/outbox`)).json()) as { to: string; subject: string }[]).find(
          (m) => m.to === row.requesterEmail && /receipt/.test(m.subject),
        ),
      30_000,
      "receipt in the outbox",
    );
    expect(receipt.subject).toContain("$29.00");
    for (const path of ["/thank-you", "/checkout-success"]) {
      await page.goto(t.url + path);
      await page.getByRole("heading", { name: "No payment details here" }).waitFor();
      const text = (await page.locator("main").textContent())!;
      expect(text).not.toContain("Payment successful");
      expect(text).not.toContain("#—");
    }
    await context.close();
  });
});

describe("a demo whose simulated calls ignore calling hours", () => {
  it("says calls go out at once, never 'Calls start at 9 AM' at 3 AM on a Sunday", async () => {
    // Sunday 03:00 in New York: outside every calling window.
    const demo = await startTestApp({ serveWeb: true, now: () => new Date("2026-03-15T07:00:00Z") });
    try {
      const created = (await (
        await postJson(
          demo,
          "/api/reference-checks",
          checkPayload({ requesterEmail: `demo.${Date.now()}@example.com` }),
        )
      ).json()) as { id: string };
      const context = await browser.newContext({ timezoneId: "America/New_York" });
      await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
      const page = await context.newPage();
      await page.clock.install({ time: new Date("2026-03-15T07:00:00Z") });
      await page.goto(demo.url + "/");
      // The landing hydrates on the visitor's first interaction (decision 0026); the banner comes with it.
      await hydrateLanding(page);
      const banner = page.getByTestId("business-hours-banner");
      await banner.waitFor();
      expect(await banner.getAttribute("data-state")).toBe("demo");
      expect(await banner.textContent()).toContain("calls go out at once");
      await page.goto(`${demo.url}/check-status/${created.id}`);
      await page.getByTestId("calling-hours-notice").waitFor();
      const text = (await page.locator("main").textContent())!;
      expect(text).toContain("calls go out at once");
      expect(text).not.toMatch(/Calls start at 9 AM|resume at 9 AM|outside business hours/i);
      expect(await page.getByTestId("estimated-completion").textContent()).toContain("Within minutes");
      await context.close();
    } finally {
      await demo.stop();
    }
  });
});
