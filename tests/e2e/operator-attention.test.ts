import { and, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { failureReasonFor } from "../../src/services/calls/failure-reasons";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { OPERATOR, shot, signInAsOperator } from "../support/ui";

/**
 * A reference who needs a language the calls do not offer is marked for an operator: the operator
 * sees "Needs an operator" in the checks list and, in the check's detail, what to do about it.
 */
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

describe("a reference marked for an operator", () => {
  it("shows in the checks list and the check detail, and is not a refusal", async () => {
    const check = await insertCheck(t.deps, { candidateName: "Attention Example" }, [
      { name: "German Greta", status: "failed", attemptsMade: 1 },
      { name: "Pat Kim", status: "completed", attemptsMade: 1 },
    ]);
    await t.deps.db
      .update(checkReferences)
      .set({
        operatorAttention: "language: German",
        failureReason: failureReasonFor("language_unsupported", 1, "German"),
      })
      .where(and(eq(checkReferences.referenceCheckId, check.id), eq(checkReferences.referenceIndex, 1)));

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    const row = page.getByTestId(`check-row-${check.id}`);
    await row.getByText("Needs an operator").waitFor();
    expect(await row.textContent()).toContain("asked for German");
    await shot(page, "operator-attention-list");
    await row.getByRole("link", { name: "Details" }).click();
    await page.getByRole("heading", { name: new RegExp(`Check #${check.id}`) }).waitFor();
    const first = page.getByTestId("reference-1");
    await first.getByTestId("operator-attention").waitFor();
    expect(await first.textContent()).toContain(
      "Reach this reference another way (not a refusal): they need German.",
    );
    // Only the reference that needs it carries the mark.
    expect(await page.getByTestId("reference-2").getByTestId("operator-attention").count()).toBe(0);
    await shot(page, "operator-attention-detail");
    await context.close();
  }, 120_000);
});
