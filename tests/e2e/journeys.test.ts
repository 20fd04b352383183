import { parse } from "csv-parse/sync";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { pdfText } from "../support/pdf";
import {
  downloadedBytes,
  fillRequestForm,
  hydrateLanding,
  OPERATOR,
  shot,
  signInAsOperator,
  signInLinkFromOutbox,
  toast,
} from "../support/ui";

/**
 * The product's journeys end to end, through the real UI in Chromium, one check flowing through
 * all of them: a requester starts a free check and watches it complete; the same requester pays
 * for a second check with the simulated card form and watches that one complete; the customer
 * signs in through the e-mailed link and downloads both reports of both checks; an operator signs
 * in, finds the checks and exports them as CSV. Each journey starts where the previous one left
 * off (the tests run in order and share `journey`).
 *
 * Built to survive a slow, shared 2-core machine: every wait is on something the page shows, with
 * generous limits; the status page is watched through its own 30-second polling, never reloaded.
 */
let t: TestApp;
let browser: Browser;
let requester: BrowserContext;

/** How long a check may take, from submission to "Completed" on a status page that polls every 30 s. */
const CHECK_DONE_MS = 240_000;
const JOURNEY_MS = 360_000;

const journey = {
  email: uniqueEmail("journey"),
  free: { candidate: "Marisol Okafor", publicId: "", id: 0 },
  paid: { candidate: "Theo Lindqvist", publicId: "", id: 0, amount: "" },
};

beforeAll(async () => {
  t = await startTestApp({
    worker: true,
    serveWeb: true,
    env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
  });
  await ensureConfiguredAdmin(t.deps);
  browser = await launchBrowser();
  requester = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  requester.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** Each journey goes on from the previous one: say so plainly when that one failed. */
function requires(check: "free" | "paid", previous: string) {
  expect(journey[check].publicId, `journey ${previous} must have passed first`).not.toBe("");
}

/** The status page, left open until it shows "Completed" (its own polling brings the news). */
async function watchUntilCompleted(page: Page, candidate: string) {
  await page.getByRole("heading", { name: candidate }).waitFor();
  expect(await page.getByTestId("reference-row").count()).toBeGreaterThan(0);
  await page.getByTestId("check-status").filter({ hasText: "Completed" }).waitFor({ timeout: CHECK_DONE_MS });
}

describe("journeys in the browser", () => {
  it(
    "1. a requester submits a free check on the landing page and watches it complete",
    async () => {
      const page = await requester.newPage();
      await page.goto(t.url + "/");
      await page.getByRole("heading", { name: /Reference checks done by phone/ }).waitFor();
      await hydrateLanding(page);
      // A first visit: the cookie banner asks; this person declines.
      await page
        .getByRole("region", { name: "Cookie consent" })
        .getByRole("button", { name: "Decline" })
        .click();
      await page.getByRole("banner").getByRole("link", { name: "Start free check", exact: true }).click();
      await page.waitForURL(/#reference-form$/);

      await fillRequestForm(page, {
        email: journey.email,
        candidateName: journey.free.candidate,
        role: "Operations Lead",
        companyName: "Northwind",
        references: [{ name: "Priya Raman" }],
      });
      await page.getByLabel(/First time\?/).check();
      await page.getByText("You qualify: this check is FREE.").waitFor();
      await shot(page, "journey-1-free-form");
      await page.getByRole("button", { name: "Start FREE Check" }).click();
      await toast(page, "FREE Check Started!");
      await page.getByRole("link", { name: "Track your check" }).click();
      await page.waitForURL(/\/check-status\/[A-Za-z0-9_-]{22}$/);
      journey.free.publicId = new URL(page.url()).pathname.split("/").pop()!;

      await watchUntilCompleted(page, journey.free.candidate);
      await shot(page, "journey-1-status-completed");
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "2. the same requester pays for a second check with the simulated card form and watches it complete",
    async () => {
      requires("free", "1");
      const page = await requester.newPage();
      await page.goto(t.url + "/#reference-form");
      await fillRequestForm(page, {
        email: journey.email,
        candidateName: journey.paid.candidate,
        role: "Staff Engineer",
        companyName: "Globex",
        references: [{ name: "Ines Duarte" }, { name: "Kofi Mensah" }],
      });
      // Not a first check any more: the form asks for payment, priced per reference.
      const pay = page.getByRole("button", { name: /^Pay \$\d+ & Start Check$/ });
      await pay.waitFor();
      const amount = /\$(\d+)/.exec((await pay.textContent())!)![1]!;
      journey.paid.amount = amount;
      await pay.click();
      await page.waitForURL(/\/checkout\?referenceCheckId=\d+$/);
      journey.paid.id = Number(new URL(page.url()).searchParams.get("referenceCheckId"));

      await page.getByText("Payments are simulated.").waitFor();
      expect(await page.getByTestId("order-total").textContent()).toBe(`$${amount}`);
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
      await page.getByLabel("CVC").fill("123");
      await shot(page, "journey-2-card-form");
      await page.getByRole("button", { name: `Pay $${amount}` }).click();
      await toast(page, "Payment Successful!");
      await page.waitForURL(/\/thank-you\?session_id=pi_sim_[0-9a-f]+&check_id=\d+/);
      expect(await page.getByTestId("receipt-check-id").textContent()).toBe(`#${journey.paid.id}`);
      await page
        .getByTestId("receipt-status")
        .getByText(/^(In Progress|Preparing report|Completed|Scheduled)/)
        .waitFor();

      await page.getByRole("link", { name: "Track your check" }).click();
      await page.waitForURL(/\/check-status\/[A-Za-z0-9_-]{22}$/);
      journey.paid.publicId = new URL(page.url()).pathname.split("/").pop()!;
      await watchUntilCompleted(page, journey.paid.candidate);
      expect(await page.getByTestId("reference-row").count()).toBe(2);
      await shot(page, "journey-2-status-completed");
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "3. the customer signs in through the e-mailed link and downloads both reports of both checks",
    async () => {
      requires("paid", "2");
      const page = await requester.newPage();
      await page.goto(t.url + "/");
      await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
      await page.waitForURL(/\/login$/);
      await page.getByLabel("Email address").fill(journey.email);
      await page.getByRole("button", { name: "Access Dashboard" }).click();
      await page.getByRole("heading", { name: "Check your email" }).waitFor();

      await page.goto(await signInLinkFromOutbox(t, journey.email));
      await page.getByText(`Signing in as ${journey.email}`).waitFor();
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.getByRole("heading", { name: `Welcome, ${journey.email}` }).waitFor();
      for (const check of [journey.free, journey.paid])
        await page.getByTestId("dashboard-check").filter({ hasText: check.candidate }).waitFor();
      expect(await page.getByTestId("dashboard-check").count()).toBe(2);
      await shot(page, "journey-3-dashboard");

      for (const check of [journey.free, journey.paid]) {
        const card = page.getByTestId("dashboard-check").filter({ hasText: check.candidate });
        await card.getByTestId("check-status-badge").filter({ hasText: "Completed" }).waitFor();
        const underscored = check.candidate.replace(/ /g, "_");
        for (const [button, prefix] of [
          ["Standard Report", "Reference_Report"],
          ["Enhanced Report", "Beautiful_Report"],
        ] as const) {
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            card.getByRole("button", { name: button }).click(),
          ]);
          const name = download.suggestedFilename();
          expect(name).toMatch(new RegExp(`^${prefix}_${underscored}_\\d+\\.pdf$`));
          const id = Number(/_(\d+)\.pdf$/.exec(name)![1]);
          if (check.id) expect(id).toBe(check.id);
          check.id = id;
          const pdf = await downloadedBytes(download);
          expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
          expect(await pdfText(pdf)).toContain(check.candidate);
        }
      }
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "4. an operator signs in to /admin, finds the checks by search and exports them as CSV",
    async () => {
      expect(journey.free.id && journey.paid.id, "journey 3 must have passed first").toBeTruthy();
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        acceptDownloads: true,
      });
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      await page.goto(t.url + "/admin");
      await signInAsOperator(page);
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

      // By candidate: the paid check alone, completed and paid.
      await page.getByLabel("Search").fill(journey.paid.candidate.split(" ")[1]!.toUpperCase());
      const paidRow = page.getByTestId(`check-row-${journey.paid.id}`);
      await paidRow.waitFor();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid^=check-row-]").length === 1);
      await paidRow.getByTestId("check-status").filter({ hasText: "completed" }).waitFor();

      // By the requester's e-mail: both of this journey's checks, and the export holds exactly them.
      await page.getByLabel("Search").fill(journey.email);
      await page.getByTestId(`check-row-${journey.free.id}`).waitFor();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid^=check-row-]").length === 2);
      await shot(page, "journey-4-admin-search");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export Reports" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^reference-checks-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = parse((await downloadedBytes(download)).toString("utf8"), {
        columns: true,
        bom: true,
      }) as Record<string, string>[];
      expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
        [journey.free.id, journey.paid.id].sort((a, b) => a - b),
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      expect(byId.get(journey.free.id)).toMatchObject({
        publicId: journey.free.publicId,
        candidateName: journey.free.candidate,
        requesterEmail: journey.email,
        status: "completed",
        paymentStatus: "free",
        references: "1",
        reportGenerated: "true",
      });
      expect(byId.get(journey.paid.id)).toMatchObject({
        publicId: journey.paid.publicId,
        candidateName: journey.paid.candidate,
        requesterEmail: journey.email,
        status: "completed",
        paymentStatus: "paid",
        amountPaid: `${journey.paid.amount}.00`,
        references: "2",
        reportGenerated: "true",
      });
      await context.close();
    },
    JOURNEY_MS,
  );
});
