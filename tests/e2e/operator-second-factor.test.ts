import fs from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { OPERATOR, signInAsOperator } from "../support/ui";

/**
 * An operator enrols a TOTP second factor on /admin/security (QR code, key, first code, recovery
 * codes shown once) and then signs in with a code; after sign-in the page's main heading has focus,
 * and the Refund dialog closed with Escape gives focus back to the button that opened it.
 */
const SHOTS = process.env.SCREENSHOT_DIR;
let t: TestApp;
let browser: Browser;
let paidId: number;

beforeAll(async () => {
  t = await startTestApp({
    serveWeb: true,
    env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });
  await ensureConfiguredAdmin(t.deps);
  const paid = await insertCheck(
    t.deps,
    { candidateName: "Riley Paid", status: "completed", paymentStatus: "paid", priceCharged: "29.00" },
    [{ status: "completed" }],
  );
  paidId = paid.id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName} ${el.textContent?.trim() ?? ""}` : "";
  });

describe("operator second factor in the browser", () => {
  it("focus: the main heading after sign-in, the Refund button after Escape closes its dialog", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await focusedText(page)).toBe("H1 Admin Dashboard");

    const row = page.getByTestId(`check-row-${paidId}`);
    await row.getByRole("button", { name: "Refund" }).click();
    await page.getByRole("dialog", { name: `Refund check #${paidId}` }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // The dialog's focus scope hands focus back in a task after it unmounts: poll, never sample once.
    await expect.poll(() => focusedText(page), { timeout: 5000 }).toBe("BUTTON Refund");
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid"),
      ),
    ).toBe(`check-row-${paidId}`);
    await page.close();
  });

  it("enrols on the security page, then sign-in asks for a code and accepts only a right one", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(t.url + "/admin/security");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Security" }).waitFor();
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secretText = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(await page.getByTestId("totp-uri").textContent()).toContain(`secret=${secretText}`);
    const qr = page.getByAltText("QR code of the two-factor secret");
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    await shoot(page, "security-enrol");
    const totp = new TOTP({ secret: Secret.fromBase32(secretText), digits: 6, period: 30 });

    const code = page.getByLabel("2. Enter the 6-digit code the app shows");
    await code.fill(totp.generate() === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByText("That code does not match").waitFor();
    await code.fill(totp.generate());
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await shoot(page, "security-recovery-codes");
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await page.getByRole("heading", { name: "Two-factor sign-in is on" }).waitFor();
    expect(await page.getByTestId("totp-secret").count()).toBe(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Admin e-mail").waitFor();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    const codeField = page.getByLabel("Authentication code");
    await codeField.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe(
      "one-time-code",
    );
    await shoot(page, "sign-in-code");
    await codeField.fill(totp.generate() === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify code" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid code" }).waitFor();
    // Still on the sign-in form (its title is the page's), the code field emptied for another try.
    expect(await page.getByLabel("Admin e-mail").count()).toBe(1);
    expect(await codeField.inputValue()).toBe("");
    // The enrolment used this step's code: the next step's (accepted one step early) signs in.
    await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Verify code" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await focusedText(page)).toBe("H1 Admin Dashboard");
    await page.close();
  });

  it("with OPERATOR_TOTP_REQUIRED, an operator without it is sent to the security page to set it up", async () => {
    const required = await startTestApp({
      serveWeb: true,
      env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password, OPERATOR_TOTP_REQUIRED: "true" },
    });
    try {
      await ensureConfiguredAdmin(required.deps);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(required.url + "/admin/audit-log");
      await signInAsOperator(page);
      await page.getByText("Two-factor sign-in is required for operators.").waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/security");
      await page.waitForFunction(() => document.activeElement?.tagName === "H1");
      expect(await focusedText(page)).toBe("H1 Security");
      await shoot(page, "security-required");
      await page.close();
    } finally {
      await required.stop();
    }
  });
});
