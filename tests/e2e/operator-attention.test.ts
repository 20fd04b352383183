import { and, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, operatorAuditLog } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { failureReasonFor } from "../../src/services/checks/failure-reasons";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { OPERATOR, shot, signInAsOperator, toast } from "../support/ui";

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

  it("sits at the top of /admin in the attention queue, where the operator records the follow-up", async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const german = await insertCheck(t.deps, { candidateName: "Queue German", status: "failed" }, [
      { name: "Greta Queue", status: "failed", attemptsMade: 1 },
    ]);
    await t.deps.db
      .update(checkReferences)
      .set({ operatorAttention: "language: German", updatedAt: minutesAgo(50) })
      .where(eq(checkReferences.referenceCheckId, german.id));
    const stuck = await insertCheck(t.deps, {
      candidateName: "Queue Stuck",
      paymentStatus: "paid",
      priceCharged: "29.00",
      lastProgressAt: minutesAgo(90),
    });
    // Many ordinary checks above them in the list: the queue does not depend on list position.
    for (let i = 0; i < 30; i++) await insertCheck(t.deps, { candidateName: `Ordinary ${i}` });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    const queue = page.getByTestId("attention-queue");
    const stuckItem = queue.getByTestId(`attention-stuck-${stuck.id}`);
    const germanItem = queue.getByTestId(`attention-needs_operator-${german.id}`);
    await stuckItem.waitFor();
    await germanItem.waitFor();
    // Oldest first: stuck for 90 minutes comes before the reference marked 50 minutes ago.
    const order = await queue
      .locator("li[data-testid^=attention-]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
    expect(order.indexOf(`attention-stuck-${stuck.id}`)).toBeLessThan(
      order.indexOf(`attention-needs_operator-${german.id}`),
    );
    // The count per reason filters the list.
    await queue.getByRole("button", { name: /^Needs an operator \d+$/ }).click();
    expect(await stuckItem.count()).toBe(0);
    await germanItem.waitFor();
    await shot(page, "operator-attention-queue");

    await germanItem.getByRole("button", { name: "Take" }).click();
    await germanItem.getByText(`Taken by ${OPERATOR.email}`).waitFor();
    await germanItem.getByRole("button", { name: "Resolve…" }).click();
    const note = "Reached her by e-mail in German; she sent a written reference.";
    await germanItem.getByLabel("What was done").fill(note);
    await germanItem.getByRole("button", { name: "Mark resolved" }).click();
    await toast(page, "Resolved: Needs an operator");
    await germanItem.waitFor({ state: "detached" });

    // The check's page keeps who resolved it and the note; the reference's mark is cleared.
    await page.goto(`${t.url}/admin/checks/${german.id}`);
    const notes = page.getByTestId("attention-notes");
    await notes.waitFor();
    expect(await notes.textContent()).toContain(note);
    expect(await notes.textContent()).toContain(OPERATOR.email);
    expect(await page.getByTestId("reference-1").getByTestId("operator-attention").count()).toBe(0);
    await shot(page, "operator-attention-resolved-detail");
    const entries = await t.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.referenceCheckId, german.id));
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ["attention-assigned", OPERATOR.email],
      ["attention-resolved", OPERATOR.email],
    ]);
    await context.close();
  }, 180_000);

  it("offers a call again in another language on the reference that needs one", async () => {
    const check = await insertCheck(t.deps, { candidateName: "Language Recall", status: "failed" }, [
      { name: "Ana Idioma", status: "failed", attemptsMade: 1 },
    ]);
    await t.deps.db
      .update(checkReferences)
      .set({
        operatorAttention: "language: Spanish",
        failureReason: failureReasonFor("language_unsupported", 1, "Spanish"),
      })
      .where(eq(checkReferences.referenceCheckId, check.id));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.url}/admin/checks/${check.id}`);
    await signInAsOperator(page);
    const form = page.getByTestId("reference-1").getByTestId("recall-in-language");
    await form.getByLabel("Language").selectOption("es");
    await form.getByLabel("Note (interpreter, arrangement)").fill("Call in Spanish; no interpreter needed.");
    await form.getByRole("button", { name: "Call again in this language" }).click();
    await toast(page, "Calling reference 1 again in Spanish");
    await page.getByTestId("reference-1").getByTestId("operator-attention").waitFor({ state: "detached" });
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, check.id));
    expect(ref!.language).toBe("es");
    await context.close();
  }, 120_000);
});

describe("/admin on a phone", () => {
  it("does not scroll sideways at 390 px, and a running reference's badge keeps its text steady", async () => {
    await insertCheck(t.deps, { candidateName: "Narrow Screen" }, [
      { name: "Ray Running", status: "in_progress" },
    ]);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    await page.getByTestId("attention-queue").waitFor();
    await page.getByText("Ray Running").first().waitFor();
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > width + 1)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`)
        .slice(0, 5);
      return { scroll: document.documentElement.scrollWidth - width, wide };
    });
    expect(overflow).toEqual({ scroll: 0, wide: [] });
    // Text never fades (a pulsing badge at half opacity fails contrast); only a dot beside it moves.
    const fading = await page.evaluate(
      () =>
        [...document.querySelectorAll(".animate-pulse")].filter((e) => (e.textContent ?? "").trim() !== "")
          .length,
    );
    expect(fading).toBe(0);
    await shot(page, "admin-390");
    await context.close();
  }, 120_000);

  it("gives focus back to the Refund button when the refund dialog closes with Escape", async () => {
    const check = await insertCheck(t.deps, {
      candidateName: "Focus Return",
      status: "completed",
      paymentStatus: "paid",
      priceCharged: "29.00",
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.url}/admin/checks/${check.id}`);
    await signInAsOperator(page);
    const open = page.getByRole("button", { name: "Refund", exact: true });
    await open.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === "Refund");
    await context.close();
  }, 120_000);
});
