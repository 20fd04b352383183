import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, checkReferences, referenceChecks } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";

const ADMIN_EMAIL = "ops-lead@refline.example";
const ADMIN_PASSWORD = "correct horse battery staple";

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ worker: true, serveWeb: true, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  await ensureConfiguredAdmin(t.deps);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/**
 * Screenshots for people to look at, when SCREENSHOT_DIR is set: the page (desktop, then mobile)
 * and, close up, the part under test.
 */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-desktop.png`), fullPage: true });
  if (part) await part.screenshot({ path: path.join(dir, `${name}-part.png`) });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(dir, `${name}-mobile.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** The newest code texted to `phone`, read from /api/dev/sms as a person reads /dev/outbox. */
async function textedCode(phone: string): Promise<string> {
  const msg = await waitFor(
    async () => {
      const rows = (await (await fetch(`${t.url}/api/dev/sms`)).json()) as { to: string; body: string }[];
      return rows.find((r) => r.to === phone && /is your code/.test(r.body));
    },
    15_000,
    "texted code",
  );
  return /(\d{6}) is your code/.exec(msg.body)![1]!;
}

describe("a reference's deletion request in the browser", () => {
  it("asks on /what-to-expect, confirms with the texted code, and an operator erases the data", async () => {
    const phone = uniquePhone();
    const created = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({
          candidateName: "Avery Stone",
          reference1: { name: "Pat Kim", phone, relationship: "direct-manager" },
        }),
      ),
    });
    const { referenceCheckId: checkId } = (await created.json()) as { referenceCheckId: number };
    await waitFor(
      async () =>
        (await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId)))[0]?.status ===
        "completed",
      60_000,
      "check completed",
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.url}/what-to-expect`);
    // The page's own content is still there, with the form under "Your rights".
    await page.getByRole("heading", { name: "What to expect from your reference call" }).waitFor();
    await page.getByRole("heading", { name: "The script" }).waitFor();
    const form = page.getByTestId("data-request");
    await form.getByRole("heading", { name: "Correct or delete what you told us" }).waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot(page, "what-to-expect-form", form);

    // Nothing filled in: each field says what it needs.
    await form.getByRole("button", { name: "Text me a code" }).click();
    await form.getByText("Choose a correction or a deletion").waitFor();
    await form.getByText("Name is required").waitFor();
    await form.getByText("Phone number is required").waitFor();
    await shot(page, "what-to-expect-errors", form);

    await form.getByLabel("Delete my data").check();
    await form.getByLabel("Your name").fill("Pat Kim");
    const digits = phone.slice(2);
    await form
      .getByLabel("Phone number we called")
      .fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    await form.getByLabel("Candidate's name (optional)").fill("Avery Stone");
    await form.getByRole("button", { name: "Text me a code" }).click();
    await form.getByText("If we hold data linked to this number, we have texted it a 6-digit code").waitFor();
    await form.getByText("Text messages are simulated here").waitFor();
    await shot(page, "what-to-expect-code", form);

    const code = await textedCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    await form.getByLabel("6-digit code").fill(wrong);
    await form.getByRole("button", { name: "Confirm request" }).click();
    await form.getByText("That code is not correct (4 tries left)").waitFor();
    await form.getByLabel("6-digit code").fill(code);
    await form.getByRole("button", { name: "Confirm request" }).click();
    await form.getByText(/Confirmed\. We will delete the data from your call by \w+ \d+, \d{4}\./).waitFor();
    await shot(page, "what-to-expect-confirmed", form);
    await context.close();

    // The operator sees it verified on /admin and erases the data.
    const ops = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await ops.newPage();
    admin.on("dialog", (d) => void d.accept());
    await admin.goto(`${t.url}/admin`);
    await admin.getByLabel("Admin e-mail").fill(ADMIN_EMAIL);
    await admin.getByLabel("Password").fill(ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Sign in" }).click();
    const item = admin.getByTestId("data-request-item").filter({ hasText: "Pat Kim" });
    await item.getByText("verified", { exact: true }).waitFor();
    await item.getByText(`Holds 1 reference for this number (check #${checkId}).`).waitFor();
    await item.scrollIntoViewIfNeeded();
    await shot(admin, "admin-data-request", item);
    await item.getByRole("button", { name: "Erase data" }).click();
    await item.getByText("completed", { exact: true }).waitFor();
    await item.getByText(/Erased the interview data of 1 reference in 1 check/).waitFor();
    await ops.close();

    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(and(eq(checkReferences.referenceCheckId, checkId), eq(checkReferences.referenceIndex, 1)));
    expect(ref).toMatchObject({ name: "Erased reference", phone: "" });
    const logs = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));
    expect(logs.every((l) => l.transcript === null && l.aiAnalysis === null && l.recordingUrl === null)).toBe(
      true,
    );
  });
});
