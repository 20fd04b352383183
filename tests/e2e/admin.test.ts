import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, referenceChecks, refunds, smsMessages, users } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { handleInboundSms } from "../../src/services/calls/sms";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import { createSession } from "../../src/services/accounts/sessions";
import { insertCheck } from "../support/admin-fixtures";
import { checkPayload, startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { createPaidCheck, loadCheckRow, payWithTestCard } from "../support/payments";
import { OPERATOR, signInAsOperator } from "../support/ui";

const { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } = OPERATOR;
/** Set SCREENSHOT_DIR to keep desktop and mobile screenshots of every operator page. */
const SHOTS = process.env.SCREENSHOT_DIR;

let t: TestApp;
let browser: Browser;
let morganId: number;

beforeAll(async () => {
  t = await startTestApp({ worker: true, serveWeb: true, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  await ensureConfiguredAdmin(t.deps);
  const old = new Date(Date.now() - 3 * 3600_000);
  const morgan = await insertCheck(
    t.deps,
    { candidateName: "Morgan Example", requesterEmail: "hiring@initech.example", lastProgressAt: old },
    [
      { name: "Casey Ref", status: "in_progress" },
      { name: "Drew Ref", status: "pending" },
    ],
  );
  morganId = morgan.id;
  await insertCheck(
    t.deps,
    { candidateName: "Riley Other", status: "completed", paymentStatus: "paid", priceCharged: "29.00" },
    [{ status: "completed" }],
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-mobile.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("operator console in the browser", () => {
  it("signs in, finds a check by search, force-completes it and exports the CSV", async () => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await shoot(page, "admin-signin");
    await page.getByLabel("Admin e-mail").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid password" }).waitFor();
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByTestId(`check-row-${morganId}`).waitFor();
    await shoot(page, "admin-dashboard");

    await page.getByLabel("Search").fill("MORGAN ex");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid^=check-row-]").length === 1);
    const row = page.getByTestId(`check-row-${morganId}`);
    expect(await row.getByText("Stuck").isVisible()).toBe(true);
    expect(await row.getByRole("button", { name: "Retry" }).isVisible()).toBe(true);
    page.once("dialog", (d) => void d.accept());
    await row.getByRole("button", { name: "Force complete" }).click();
    // Nobody was interviewed: the check is closed as failed, never "completed".
    await page.getByTestId("toast").filter({ hasText: "Check closed as failed" }).waitFor();
    await row.getByTestId("check-status").filter({ hasText: "failed" }).waitFor();
    const [stored] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, morganId));
    expect(stored!.status).toBe("failed");

    await page.getByLabel("Search").fill("nobody-matches-this");
    await page.getByRole("cell", { name: "No reference checks found" }).waitFor();
    await page.getByLabel("Search").fill("morgan");
    await row.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Reports" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reference-checks-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: String(morganId),
      candidateName: "Morgan Example",
      requesterEmail: "hiring@initech.example",
      status: "failed",
      references: "2",
      referencesFailed: "2",
    });

    // Health says plainly what is simulated.
    for (const kind of ["payments", "telephony", "email", "llm"])
      expect(await page.getByTestId(`mode-${kind}`).textContent()).toBe("simulated");
    expect(await page.getByTestId("mode-database").textContent()).toBe("live");
    // Logout re-locks.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Admin e-mail").waitFor();
    await context.close();
  });

  it("refunds part of a paid check, then the rest, from the checks table", async () => {
    const paid = await createPaidCheck(t, ["Quinn Refundable"]);
    await payWithTestCard(t, paid);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    const row = page.getByTestId(`check-row-${paid.referenceCheckId}`);
    await row.waitFor();
    await row.getByRole("button", { name: "Refund" }).click();
    const dialog = page.getByRole("dialog", { name: `Refund check #${paid.referenceCheckId}` });
    expect(await dialog.getByLabel("Amount (USD)").inputValue()).toBe("29.00");
    await dialog.getByLabel("Amount (USD)").fill("40");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await dialog.getByText("At most $29.00 is left to refund").waitFor();
    await dialog.getByText("Say why the check is refunded").waitFor();
    await shoot(page, "admin-refund");
    await dialog.getByLabel("Amount (USD)").fill("10");
    await dialog.getByLabel("Reason").fill("One reference could not be reached");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await page.getByTestId("toast").filter({ hasText: "$10.00 refunded" }).waitFor();
    await dialog.waitFor({ state: "detached" });
    let stored = await loadCheckRow(t, paid.referenceCheckId);
    expect([stored.paymentStatus, stored.amountRefunded]).toEqual(["partially_refunded", "10.00"]);

    await row.getByRole("button", { name: "Refund" }).click();
    expect(await dialog.getByLabel("Amount (USD)").inputValue()).toBe("19.00");
    await dialog.getByLabel("Reason").fill("Customer cancelled");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await page.getByTestId("toast").filter({ hasText: "$19.00 refunded" }).waitFor();
    stored = await loadCheckRow(t, paid.referenceCheckId);
    expect([stored.paymentStatus, stored.amountRefunded]).toEqual(["refunded", "29.00"]);
    // Nothing is left to refund, so the action is gone.
    await row.getByRole("button", { name: "Refund" }).waitFor({ state: "detached" });
    const rows = await t.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.referenceCheckId, paid.referenceCheckId));
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      ["10.00", "succeeded"],
      ["19.00", "succeeded"],
    ]);
    await context.close();
  });

  it("opens a check's detail view, calls one reference again, refunds, and finds the audit entries", async () => {
    const paid = await createPaidCheck(t, ["No Answer Nia", "No Answer Ned"]);
    await payWithTestCard(t, paid.pay);
    const id = paid.referenceCheckId;
    // Between attempts, as in production (where the next attempt is hours away): Nia's next
    // attempt is pushed far out once her first went unanswered, so "Call again" is offered steadily.
    await waitFor(
      async () =>
        (
          await t.deps.db
            .update(checkReferences)
            .set({ nextAttemptAt: new Date(Date.now() + 6 * 3600_000) })
            .where(
              and(
                eq(checkReferences.referenceCheckId, id),
                eq(checkReferences.referenceIndex, 1),
                eq(checkReferences.status, "scheduled"),
                eq(checkReferences.attemptsMade, 1),
              ),
            )
            .returning()
        ).length > 0,
      30_000,
      "Nia waiting for her second attempt",
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    await page.getByTestId(`check-row-${id}`).getByRole("link", { name: "Details" }).click();
    await page.getByRole("heading", { name: new RegExp(`Check #${id}`) }).waitFor();
    const ref1 = page.getByTestId("reference-1");
    await ref1.getByRole("button", { name: "Call again" }).waitFor({ timeout: 20_000 });
    await ref1.getByRole("button", { name: "Call again" }).click();
    await page.getByTestId("toast").filter({ hasText: "Calling No Answer Nia again" }).waitFor();

    await page.getByRole("button", { name: "Refund" }).click();
    const dialog = page.getByRole("dialog", { name: `Refund check #${id}` });
    await dialog.getByLabel("Amount (USD)").fill("5");
    await dialog.getByLabel("Reason").fill("Goodwill for the delay");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await page.getByTestId("toast").filter({ hasText: "$5.00 refunded" }).waitFor();

    const audit = page.getByTestId("audit-entries");
    await audit.getByText("Called a reference again").waitFor();
    await audit.getByText("Refunded", { exact: false }).first().waitFor();
    expect(await audit.textContent()).toContain(ADMIN_EMAIL);
    await page.getByRole("list", { name: "Refunds" }).getByText("Goodwill for the delay").waitFor();
    const list = await (await page.request.get(`${t.url}/api/admin/audit-log?checkId=${id}`)).json();
    expect(list.map((e: { action: string }) => e.action).sort()).toEqual(["recall-reference", "refund"]);
    await context.close();
  });

  it("settles a reference's free-text SMS reply from the console", async () => {
    const from = uniquePhone();
    await handleInboundSms(t.deps, {
      from,
      to: "+15005550006",
      body: "Can you call my assistant instead?",
      messageSid: `SM${Date.now()}`,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    const item = page.getByTestId("sms-replies").locator("li").filter({ hasText: "call my assistant" });
    await item.waitFor();
    await item.getByRole("button", { name: "Mark handled" }).click();
    await page.getByTestId("toast").filter({ hasText: "Reply marked handled" }).waitFor();
    await item.getByText(/^handled /).waitFor();
    expect(await item.getByRole("button", { name: "Mark handled" }).count()).toBe(0);
    const [stored] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.fromNumber, from));
    expect(stored!.handledAt).toBeInstanceOf(Date);
    await context.close();
  });

  it("pauses new checks for maintenance and resumes them", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await signInAsOperator(page);
    const panel = page.getByTestId("maintenance-panel");
    await panel.getByText("off", { exact: true }).waitFor();
    await panel.getByLabel("Note for visitors (optional)").fill("Upgrading the phone system");
    page.once("dialog", (d) => void d.accept());
    await panel.getByRole("button", { name: "Start maintenance" }).click();
    await page.getByTestId("toast").filter({ hasText: "Maintenance started" }).waitFor();
    await panel.getByText("on: new checks paused").waitFor();
    await panel.getByText(/Upgrading the phone system/).waitFor();
    const refused = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload()),
    });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("scheduled maintenance");

    await panel.getByRole("button", { name: "End maintenance" }).click();
    await page.getByTestId("toast").filter({ hasText: "Maintenance ended" }).waitFor();
    await panel.getByText("off", { exact: true }).waitFor();
    const accepted = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload()),
    });
    expect(accepted.status).toBe(201);
    await context.close();
  });

  it("tells a signed-in customer the console is for operators", async () => {
    const [customer] = await t.deps.db
      .insert(users)
      .values({ email: uniqueEmail("customer") })
      .returning();
    const { token } = await createSession(t.deps, customer!.id);
    const context = await browser.newContext();
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: t.url }]);
    const page = await context.newPage();
    await page.goto(t.url + "/admin");
    await page.getByRole("heading", { name: "Operators only" }).waitFor();
    expect(await page.getByText("Morgan Example").count()).toBe(0);
    await context.close();
  });

  it("runs each test page against the simulated providers", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(t.url + "/test-basic-call");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Basic Call Test" }).waitFor();
    await page.getByRole("button", { name: "Check Configuration" }).click();
    await page.getByTestId("debug-info").getByText("simulated").waitFor();
    await page.getByLabel("Phone number").fill("4155550142");
    expect(await page.getByLabel("Phone number").inputValue()).toBe("(415) 555-0142");
    await page.getByRole("button", { name: "Make Test Call" }).click();
    await page.getByTestId("toast").filter({ hasText: "Call Test Successful" }).waitFor();
    await page
      .getByTestId("call-result")
      .getByText(/^CAsim/)
      .first()
      .waitFor();
    await shoot(page, "test-basic-call");

    await page.goto(t.url + "/test-voices");
    await page.getByRole("heading", { name: "Voice Tester" }).waitFor();
    expect(await page.getByLabel(/Speed/).inputValue()).toBe("95");
    await page.getByLabel("Voice").selectOption("Polly.Joanna-Neural");
    await page.getByRole("button", { name: "Call My Phone" }).first().click();
    await page.getByTestId("toast").filter({ hasText: "Phone Number Required" }).waitFor();
    await page.getByRole("button", { name: "Generate TwiML" }).nth(1).click();
    await page
      .getByTestId("twiml-preview")
      .getByText(/Polly\.Joanna-Neural/)
      .first()
      .waitFor();
    await page.getByLabel("Your phone number").fill("4165550100");
    await page.getByRole("button", { name: "Call My Phone" }).first().click();
    await page.getByTestId("toast").filter({ hasText: "Test call started" }).waitFor();
    await shoot(page, "test-voices");

    await page.goto(t.url + "/test-bland-ai");
    await page.getByRole("heading", { name: "AI Call Test Dashboard" }).waitFor();
    const run = page.getByRole("button", { name: "Run Quick Test" });
    expect(await run.isDisabled()).toBe(true);
    for (const i of [1, 2, 3]) await page.getByLabel(`Reference ${i} phone`).fill(uniquePhone());
    expect(await run.isDisabled()).toBe(false);
    await run.click();
    const results = page.getByTestId("initiation-results");
    await results.waitFor({ timeout: 30_000 });
    expect(await results.getByText("success").count()).toBe(3);
    expect(await results.getByText(/CAsim/).count()).toBe(3);
    await page.getByRole("button", { name: "Initiate Calls" }).click();
    await page.getByText("Please enter a reference check ID").waitFor();
    await shoot(page, "test-bland-ai");

    await page.goto(t.url + "/api-keys");
    await page.getByRole("heading", { name: "API Key Setup" }).waitFor();
    await page.getByRole("button", { name: "Save API Key" }).click();
    await page.getByText("Please enter your Bland.ai API key").waitFor();
    await page.getByLabel("API key", { exact: true }).fill("tok_test_secret_value_123");
    await page.getByRole("button", { name: "Save API Key" }).click();
    await page.getByRole("status").filter({ hasText: "Saved TWILIO_AUTH_TOKEN" }).waitFor();
    expect(await page.getByLabel("API key", { exact: true }).inputValue()).toBe("");
    await page.getByTestId("key-sources").getByText("saved", { exact: true }).waitFor();
    expect(await page.content()).not.toContain("tok_test_secret_value_123");
    await shoot(page, "api-keys");
    await context.close();
  });

  it("simulates a conversation on /test-voice-agent through the interview engine", async () => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(t.url + "/test-voice-agent");
    await signInAsOperator(page);
    await page.getByRole("heading", { name: "Voice Agent Testing" }).waitFor();
    expect(await page.getByLabel("Initial pause").inputValue()).toBe("1500");
    expect(await page.getByLabel("Pause time").inputValue()).toBe("2000");
    expect(await page.getByLabel("Wait time").inputValue()).toBe("5000");
    expect(await page.getByLabel("Speech rate").inputValue()).toBe("0.95");
    expect(await page.getByLabel("Interrupt sensitivity").inputValue()).toBe("500");
    for (const g of ["Consent", "Difficult", "Edge Cases", "Timing"])
      await page.getByRole("heading", { name: g, exact: true, level: 3 }).waitFor();
    // Only Clear consent works while idle, and it starts the conversation.
    expect(await page.getByRole("button", { name: "Refuses recording" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Test Voice" }).click();
    await page
      .getByTestId("toast")
      .filter({ hasText: 'Audio not enabled. Click "Enable Audio" first.' })
      .waitFor();
    await page.getByRole("button", { name: "Clear consent" }).click();
    await page.getByTestId("conversation-status").filter({ hasText: "running" }).waitFor();
    const transcript = page.getByTestId("transcript");
    await transcript.locator("[data-kind=result]").first().waitFor({ timeout: 30_000 });
    expect(await transcript.locator("[data-kind=result]").first().textContent()).toMatch(
      /^PASS: Clear consent/,
    );
    expect(await transcript.locator("[data-kind=agent]").first().textContent()).toMatch(/record/i);
    await page.getByText("1 of 1 scenarios passed").waitFor();
    // A typed reply goes on Enter and the engine answers.
    const agents = await transcript.locator("[data-kind=agent]").count();
    await page
      .getByPlaceholder(/Type what the reference says/)
      .fill("I managed her for three years at Northwind.");
    await page.getByPlaceholder(/Type what the reference says/).press("Enter");
    await transcript
      .locator("[data-kind=reference]")
      .filter({ hasText: "three years at Northwind" })
      .waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll("[data-testid=transcript] [data-kind=agent]").length > n,
      agents,
      { timeout: 30_000 },
    );
    await shoot(page, "test-voice-agent");
    const [conv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Conversation" }).click(),
    ]);
    const exported = JSON.parse(fs.readFileSync((await conv.path())!, "utf8"));
    expect(exported.lines.some((l: { kind: string }) => l.kind === "result")).toBe(true);
    const [metrics] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Metrics" }).click(),
    ]);
    const m = JSON.parse(fs.readFileSync((await metrics.path())!, "utf8"));
    expect(m.scenarios).toEqual({ run: 1, passed: 1, failed: 0 });
    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByLabel("Pause time").fill("4000");
    await page.getByRole("button", { name: "Reset All" }).click();
    expect(await transcript.locator("[data-kind]").count()).toBe(0);
    expect(await page.getByLabel("Pause time").inputValue()).toBe("2000");
    await context.close();
  });
});
