import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { createPaidCheck, holdPendingCheckout } from "../support/payments";
import { shot } from "../support/ui";

/** Paying for a check in the browser with the simulated card form and the simulated hosted page. */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ worker: true, serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const toast = (page: Page) => page.getByTestId("toast");

describe("checkout in the browser", () => {
  it("pays with the simulated card form, lands on the thank-you page and sees the check start", async () => {
    const c = await createPaidCheck(t, ["Pat Kim", "Lee Ray"]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await holdPendingCheckout(page, t, c);
    await page.goto(`${t.url}/checkout?referenceCheckId=${c.referenceCheckId}`);
    await page.getByText("Payments are simulated.").waitFor();
    expect(await page.getByTestId("order-total").textContent()).toBe("$58");
    expect(await page.getByTestId("hosted-total").textContent()).toBe("$58");
    await page.getByText("REFLINE REF CHECK").waitFor();
    await shot(page, "checkout-desktop");

    // A declined card: the provider's message in a "Payment Failed" toast, the form ready again.
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $58" }).click();
    await toast(page).getByText("Payment Failed").waitFor();
    await toast(page).getByText("Your card was declined.").waitFor();
    await page.getByRole("link", { name: "See common payment issues" }).waitFor();
    await shot(page, "checkout-declined");

    await page.getByRole("button", { name: "Use 4242 4242 4242 4242" }).click();
    await page.getByRole("button", { name: "Pay $58" }).click();
    await toast(page).getByText("Payment Successful!").waitFor();
    await page.waitForURL(/\/thank-you\?session_id=pi_sim_[0-9a-f]+&check_id=\d+/, { timeout: 10_000 });
    await page.getByText("Thank you! Your payment went through").waitFor();
    expect(await page.getByTestId("receipt-check-id").textContent()).toBe(`#${c.referenceCheckId}`);
    const sessionId = new URL(page.url()).searchParams.get("session_id")!;
    expect(await page.getByTestId("receipt-session").textContent()).toBe(`…${sessionId.slice(-8)}`);
    await page
      .getByTestId("receipt-status")
      .getByText(/^(In Progress|Preparing report|Completed|Scheduled)/)
      .waitFor({ timeout: 15_000 });
    await shot(page, "thank-you-desktop");
    expect((await c.check()).paymentStatus).toBe("paid");

    await page.getByRole("link", { name: "Track your check" }).click();
    await page.waitForURL(new RegExp(`/check-status/${c.id}$`));
    await page.close();
  });

  it("pays on the simulated hosted checkout and returns to the success page", async () => {
    const c = await createPaidCheck(t);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    // The hosted page returns to PUBLIC_BASE_URL, so the browser starts there (same local storage).
    const origin = t.config.publicBaseUrl;
    await holdPendingCheckout(page, t, c, {}, origin);
    await page.goto(`${origin}/checkout-legacy?referenceCheckId=${c.referenceCheckId}`);
    await page.waitForURL(/\/checkout\?referenceCheckId=\d+$/);
    await page.getByText("Payments are simulated.").waitFor();
    await shot(page, "checkout-mobile");
    await page.getByRole("button", { name: "Continue to secure checkout" }).click();
    await page.waitForURL(/\/checkout\/simulated\/cs_sim_/);
    await page.getByText("This page simulates a hosted checkout.").waitFor();
    await shot(page, "hosted-mobile");
    await page.getByRole("button", { name: "Pay $29" }).click();
    await page.waitForURL(/\/checkout-success\?session_id=cs_sim_[0-9a-f]+&ref_id=\d+/);
    await page.getByText("Payment successful").first().waitFor();
    await page
      .getByTestId("receipt-status")
      .getByText(/^(In Progress|Preparing report|Completed|Scheduled)/)
      .waitFor({ timeout: 15_000 });
    await shot(page, "checkout-success-mobile");
    await waitFor(async () => (await c.check()).paymentStatus === "paid", 10_000, "paid");
    await page.close();
  });

  it("shows the error cards: no check, invalid data, a check that cannot be paid", async () => {
    const page = await browser.newPage();
    await page.goto(`${t.url}/checkout`);
    expect(await page.getByTestId("checkout-error").textContent()).toBe(
      "No reference check found. Please submit the form first.",
    );
    await shot(page, "checkout-no-check");
    await page.goto(`${t.url}/checkout-simple?referenceCheckId=abc`);
    expect(await page.getByTestId("checkout-error").textContent()).toBe(
      "Invalid payment data. Please submit the form again.",
    );
    // Someone else's check, by its id, in a browser that did not create it: nothing to pay, nothing shown.
    const victim = await createPaidCheck(t);
    await page.goto(`${t.url}/checkout?referenceCheckId=${victim.referenceCheckId}`);
    await page.getByTestId("checkout-error").waitFor();
    expect(await page.getByTestId("checkout-error").textContent()).toBe(
      "No reference check found. Please submit the form first.",
    );
    // A browser holding another check's token and typing the victim's id: the server's generic answer.
    const own = await createPaidCheck(t);
    await holdPendingCheckout(page, t, { ...own, referenceCheckId: victim.referenceCheckId });
    await page.goto(`${t.url}/checkout?referenceCheckId=${victim.referenceCheckId}`);
    await page.getByTestId("checkout-error").waitFor();
    expect(await page.getByTestId("checkout-error").textContent()).toBe(
      "Failed to initialize payment: No payment found for this checkout. Please submit the form again.",
    );
    await toast(page).getByText("Failed to start payment process. Please try again.").waitFor();
    expect((await victim.check()).stripePaymentIntentId).toBeNull();

    // A card that needs an authentication step the simulation does not perform: status unclear.
    const c = await createPaidCheck(t);
    await holdPendingCheckout(page, t, c);
    await page.goto(`${t.url}/checkout?referenceCheckId=${c.referenceCheckId}`);
    await page.getByRole("button", { name: "Use 4000 0000 0000 3220" }).click();
    await page.getByRole("button", { name: "Pay $29" }).click();
    await toast(page).getByText("Payment Issue").waitFor();
    await toast(page)
      .getByText("Payment status unclear. Please check your email or contact support.")
      .waitFor();
    expect((await c.check()).paymentStatus).toBe("pending");
    await page.close();
  });
});
