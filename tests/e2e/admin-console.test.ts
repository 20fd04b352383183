import fs from "node:fs";
import { createRequire } from "node:module";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, operatorAuditLog } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { insertCheck, insertInterview } from "../support/admin-fixtures";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { createPaidCheck, loadCheckRow, payWithTestCard } from "../support/payments";
import { OPERATOR, shot, signInAsOperator, toast } from "../support/ui";

/**
 * Issue 22 in the browser: the operator layout, the dashboard refreshing itself while visible,
 * the pending filter and the 2-hour figure, and a check's detail view (re-call a failed
 * reference, refund) whose audit entries are then found on the audit log page.
 */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({
    worker: true,
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

async function signedIn(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(t.url + path);
  await signInAsOperator(page);
  return { context, page };
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** WCAG 2 A and AA rules, as "rule (nodes): first target". */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          c: unknown,
          o: unknown,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
    return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
  });
}

/** No marketing header, footer, cookie banner or call to action; the operator bar instead. */
async function expectOperatorLayout(page: Page) {
  const bar = page.getByTestId("operator-bar");
  await bar.getByRole("link", { name: "RefLine Admin" }).waitFor();
  expect(await page.getByText("Start free check").count()).toBe(0);
  expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
  expect(await page.getByText("All rights reserved").count()).toBe(0);
  expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
  expect(await page.getByText("Times in UTC").count()).toBe(1);
}

describe("operator console", { timeout: 180_000 }, () => {
  it("every operator page has the operator layout, never the marketing one", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await page.getByLabel("Admin e-mail").waitFor();
    await expectOperatorLayout(page);
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    const bar = page.getByTestId("operator-bar");
    await bar.getByText(`Signed in as ${OPERATOR.email}`).waitFor();
    await shot(page, "operator-layout-mobile");
    for (const [link, heading] of [
      ["Audit log", "Audit log"],
      ["Basic call", "Basic Call Test"],
      ["API keys", "API Key Setup"],
      ["Dashboard", "Admin Dashboard"],
    ] as const) {
      await bar.getByRole("link", { name: link }).click();
      await page.getByRole("heading", { name: heading, exact: false }).first().waitFor();
      await expectOperatorLayout(page);
    }
    // A customer page keeps the marketing layout.
    await page.goto(t.url + "/faq");
    await page.getByText("Start free check").first().waitFor();
    expect(await page.getByTestId("operator-bar").count()).toBe(0);
    await context.close();
  });

  it("opens the detail view by status id (as operator e-mails link it): redactions marked, reasons in plain text", async () => {
    const c = await insertCheck(t.deps, { status: "completed", candidateName: "Sam Lee" }, [
      { status: "completed", name: "Rae Ref" },
      { status: "failed", name: "Wes Wrong" },
    ]);
    await t.deps.db
      .update(checkReferences)
      .set({ failureReason: "The number did not reach the named reference." })
      .where(and(eq(checkReferences.referenceCheckId, c.id), eq(checkReferences.referenceIndex, 2)));
    await insertInterview(t.deps, c.id);
    const { context, page } = await signedIn(`/admin/checks/${c.publicId}`);
    await page.getByRole("heading", { name: `Check #${c.id}: Sam Lee` }).waitFor();
    await expectOperatorLayout(page);
    // The failure reason is text on the page, and no re-call is offered to a wrong number.
    const ref2 = page.getByTestId("reference-2");
    await ref2.getByText("Why it failed: The number did not reach the named reference.").waitFor();
    expect(await ref2.getByRole("button", { name: "Call again" }).count()).toBe(0);
    // The transcript opens from the keyboard; the redaction is marked, never shown as words.
    const transcript = page.getByTestId("transcript");
    await transcript.getByText("Transcript (2 turns, 1 redaction)").focus();
    await page.keyboard.press("Enter");
    const mark = transcript.getByTestId("redaction");
    await mark.waitFor({ state: "visible" });
    expect(await mark.textContent()).toBe("[redacted: protected characteristic removed]");
    await transcript.getByText("She ships on time.").waitFor();
    // Each reference turn shows how it was read: the rules, the model's caution, what was acted on.
    expect(await transcript.getByTestId("turn-readings").textContent()).toBe(
      "Read as: rules answer · model protected remark · acted on answer",
    );
    await page
      .getByTestId("reference-1")
      .getByText("1 protected remark removed from what was kept")
      .waitFor();
    await page
      .getByTestId("reference-1")
      .getByText(/Attempt 1: .* \(America\/Chicago\) · completed · 5 min 12 s/)
      .waitFor();
    await shot(page, "admin-check-transcript");
    await context.close();
  });

  it("axe finds no WCAG A/AA violation on the dashboard, a detail view and the audit log", async () => {
    const c = await insertCheck(t.deps, { status: "completed" }, [{ status: "completed" }]);
    await insertInterview(t.deps, c.id);
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByTestId(`check-row-${c.id}`).waitFor();
    const found: Record<string, string[]> = {};
    found.dashboard = await axe(page);
    await page.goto(`${t.url}/admin/checks/${c.id}`);
    await page.getByTestId("transcript").waitFor();
    found.detail = await axe(page);
    await page.goto(`${t.url}/admin/audit-log`);
    await page.getByTestId("audit-row").first().waitFor();
    found.auditLog = await axe(page);
    expect(found).toEqual({ dashboard: [], detail: [], auditLog: [] });
    await context.close();
  });

  it("refreshes the dashboard every 30 s while the tab is visible, filters pending, shows the 2-hour figure", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

    const first = await insertCheck(t.deps, { candidateName: "Avery Autorefresh" });
    await page.clock.runFor(5_000);
    expect(await page.getByTestId(`check-row-${first.id}`).count()).toBe(0);
    await page.clock.runFor(30_000);
    await page.getByTestId(`check-row-${first.id}`).waitFor();

    // Hidden: no polling. Visible again: it resumes.
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((s) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
        Object.defineProperty(document, "hidden", { configurable: true, get: () => s === "hidden" });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await setVisibility("hidden");
    const second = await insertCheck(t.deps, { candidateName: "Blake Background" });
    await page.clock.runFor(95_000);
    await page.waitForTimeout(1500);
    expect(await page.getByTestId(`check-row-${second.id}`).count()).toBe(0);
    await setVisibility("visible");
    await page.clock.runFor(31_000);
    await page.getByTestId(`check-row-${second.id}`).waitFor();

    // The pending filter shows checks waiting for payment only.
    const waiting = await insertCheck(t.deps, {
      candidateName: "Casey Pending",
      status: "pending",
      paymentStatus: "pending",
    });
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByLabel("Status").selectOption("pending");
    await page.getByTestId(`check-row-${waiting.id}`).waitFor();
    await page.getByTestId(`check-row-${second.id}`).waitFor({ state: "detached" });
    const statuses = await page.getByTestId("check-status").allTextContents();
    expect(new Set(statuses)).toEqual(new Set(["pending"]));

    // The 2-hour figure, its definition on keyboard focus.
    const card = page.getByTestId("stat").filter({ hasText: "Delivered within 2 hours" });
    await card.waitFor();
    const tip = card.getByRole("tooltip");
    expect(await tip.isVisible()).toBe(false);
    await card.focus();
    await tip.waitFor({ state: "visible" });
    expect(await tip.textContent()).toContain("within 120 minutes of submission");
    await shot(page, "admin-dashboard-turnaround");
    await context.close();
  });

  it("opens a check's detail view, refunds, calls a failed reference again, and finds both on the audit log page", async () => {
    const paid = await createPaidCheck(t, ["No Answer Nia", "No Answer Ned"]);
    await payWithTestCard(t, paid.pay);
    const id = paid.referenceCheckId;
    const { context, page } = await signedIn("/admin");
    await page.getByTestId(`check-row-${id}`).getByRole("link", { name: "Details" }).click();
    await page.getByRole("heading", { name: new RegExp(`Check #${id}`) }).waitFor();
    await expectOperatorLayout(page);

    await page.getByRole("button", { name: "Refund" }).click();
    const dialog = page.getByRole("dialog", { name: `Refund check #${id}` });
    await dialog.getByLabel("Amount (USD)").fill("5");
    await dialog.getByLabel("Reason").fill("Goodwill for the delay");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await toast(page, "$5.00 refunded");

    // Nobody answers three times: the check fails and the shares are refunded (the payment in full).
    await waitFor(
      async () => {
        const c = await loadCheckRow(t, id);
        return c.status === "failed" && c.paymentStatus === "refunded";
      },
      60_000,
      "check failed",
    );
    await page.reload();
    const ref1 = page.getByTestId("reference-1");
    // The failure reason is on the page as text, not only on hover.
    await ref1.getByTestId("failure-reason").getByText("Unreachable after 3 attempts").waitFor();
    await t.deps.db
      .update(checkReferences)
      .set({ name: "Nia Answers Now" })
      .where(and(eq(checkReferences.referenceCheckId, id), eq(checkReferences.referenceIndex, 1)));
    await page.reload();
    let confirmText = "";
    page.once("dialog", (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await page.getByTestId("reference-1").getByRole("button", { name: "Call again" }).click();
    await toast(page, "The check is running again");
    expect(confirmText).toContain(
      "The payment was already refunded in full; nothing is charged for this call",
    );
    await page.getByTestId("detail-status").filter({ hasText: "processing" }).waitFor();
    await page.getByTestId("audit-entries").getByText("Called a reference again").waitFor();
    await page
      .getByTestId("timeline")
      .getByText(/Operator .*Refunded/)
      .waitFor();
    await shot(page, "admin-check-detail");

    await page.getByRole("link", { name: "In the audit log" }).click();
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    await expectOperatorLayout(page);
    const rows = page.getByTestId("audit-row");
    await page.getByTestId("audit-count").getByText("2 of 2").waitFor();
    expect((await rows.allTextContents()).join("\n")).toMatch(/Called a reference again[\s\S]*Refunded/);
    await page.getByLabel("Action", { exact: true }).selectOption("refund");
    await page.getByTestId("audit-count").getByText("1 of 1").waitFor();
    expect(await rows.first().textContent()).toContain("Goodwill for the delay");
    await page.getByLabel("Check", { exact: true }).fill("");
    await page.getByLabel("Operator", { exact: true }).fill(OPERATOR.email);
    await rows.first().waitFor();
    // The sign-in of this very session is on the list with its address.
    await page.getByLabel("Action", { exact: true }).selectOption("sign-in");
    await rows.filter({ hasText: "127.0.0.1" }).first().waitFor();
    await shot(page, "admin-audit-log");
    const stored = await t.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.referenceCheckId, id));
    expect(stored.map((e) => e.action).sort()).toEqual(["recall-reference", "refund"]);
    await context.close();
  });
});
