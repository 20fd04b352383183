import { desc, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAuditLog } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { OPERATOR, shot, signInAsOperator, toast } from "../support/ui";

/**
 * The basic test call page keeps the calling hours: at 19:30 in San Francisco the call is refused
 * with the next calling time; the operator ticks the override, gives a reason, and the call is
 * placed and audited. Calling windows are enforced here and the clock is set.
 */
let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  t = await startTestApp({
    serveWeb: true,
    now: () => new Date("2026-11-25T03:30:00Z"),
    env: {
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
      SIM_IGNORE_CALLING_WINDOWS: "false",
    },
  });
  await ensureConfiguredAdmin(t.deps);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe("/test-basic-call outside calling hours", () => {
  it("refuses, then calls on an explicit override with a reason, which is audited", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/test-basic-call");
    await signInAsOperator(page);
    await page.getByLabel("Phone number").fill("4155550146");
    await page.getByRole("button", { name: "Make Test Call" }).click();
    await toast(page, "Outside calling hours for +14155550146");
    await shot(page, "test-call-refused");

    await page.getByLabel(/Call outside calling hours/).check();
    await page.getByLabel("Reason").fill("verifying the new caller ID tonight");
    await page.getByRole("button", { name: "Make Test Call" }).click();
    await toast(page, "Call Test Successful");
    await page
      .getByTestId("call-result")
      .getByText(/called on the operator's override/)
      .waitFor();
    await shot(page, "test-call-override");
    const [entry] = await t.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, "test-call-outside-hours"))
      .orderBy(desc(operatorAuditLog.id));
    expect(entry).toMatchObject({ actorEmail: OPERATOR.email });
    expect(entry!.detail).toMatchObject({
      reason: "verifying the new caller ID tonight",
      phone: "+14155550146",
    });
    await context.close();
  }, 120_000);
});
