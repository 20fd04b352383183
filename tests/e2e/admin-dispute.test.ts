import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { OPERATOR, signInAsOperator } from "../support/ui";

/** An operator sees at a glance which check has a chargeback open, and why. */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({
    serveWeb: true,
    env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });
  await ensureConfiguredAdmin(t.deps);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

it("the checks table marks a disputed check with a Chargeback badge carrying the reason", async () => {
  const disputed = await insertCheck(t.deps, {
    candidateName: "Dana Disputed",
    paymentStatus: "paid",
    disputedAt: new Date(),
    disputeReason: "fraudulent, 58.00 USD",
  });
  const calm = await insertCheck(t.deps, { candidateName: "Quinn Calm", paymentStatus: "paid" });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(t.url + "/admin");
  await signInAsOperator(page);
  const row = page.getByTestId(`check-row-${disputed.id}`);
  await row.waitFor();
  const badge = row.getByTestId("check-dispute");
  expect(await badge.textContent()).toBe("Chargeback");
  expect(await badge.getAttribute("title")).toBe("fraudulent, 58.00 USD");
  await page.getByTestId(`check-row-${calm.id}`).waitFor();
  expect(await page.getByTestId(`check-row-${calm.id}`).getByTestId("check-dispute").count()).toBe(0);
  await page.close();
});
