import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { launchBrowser } from "../support/browser";
import { PHASE_CLOCK, PHASE_SEEDS, seedPhaseCheck } from "../support/phase-fixtures";
import { adminTrpc, createPaidCheck, holdPendingCheckout, payWithTestCard } from "../support/payments";

/**
 * A check in each phase, seen in Chromium on its status page and on the dashboard: the badge, the
 * headline and what happens next are the phase's words (the same as the status API's), and no
 * page says "calling" of a check that waits, "Completed" of one the candidate declined, or shows
 * a full progress bar for a check nobody was called for.
 */
const ADMIN_API_TOKEN = "operator-token-for-phase-pages";
let t: TestApp;
let browser: Browser;
let context: BrowserContext;
const email = `phase.pages.${Date.now()}@example.com`;
const ids: Record<string, string> = {};
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  t = await startTestApp({
    serveWeb: true,
    now: () => PHASE_CLOCK,
    env: { SIM_IGNORE_CALLING_WINDOWS: "false", ADMIN_API_TOKEN },
  });
  for (const name of Object.keys(PHASE_SEEDS)) ids[name] = await seedPhaseCheck(t.deps.db, email, name);
  browser = await launchBrowser();
  const cookie = await signIn(t, email);
  const [n, value] = cookie.split(/=(.*)/s) as [string, string];
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: "America/New_York",
  });
  await context.addCookies([{ name: n, value, url: t.url }]);
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  if (shots) fs.mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

interface Words {
  badge: string;
  headline: string;
  next: string;
  money: string | null;
  estimate: string;
}
const apiPhase = async (name: string) =>
  (
    (await (await fetch(`${t.url}/api/status/${ids[name]}`)).json()) as {
      phase: { kind: string; words: Words };
    }
  ).phase;

const WAITING = new Set([
  "awaiting_payment",
  "awaiting_candidate",
  "candidate_declined",
  "scheduled",
  "failed",
  "refunded",
]);
/** Refunded checks, whole and in part: their amounts are on the page. */
const REFUNDS: Record<string, string> = {
  refunded: "Your payment of $29.00 was refunded in full (Cancelled at the requester's request).",
  refunded_partial: "$20.00 of your $58.00 payment was refunded (Goodwill credit: the report arrived late).",
};
const CALLING_WORDS = /we're calling|calls started|has started|starting now|in progress|calling references/i;
const text = async (page: Page, id: string) =>
  ((await page.getByTestId(id).first().textContent()) ?? "").trim();

describe("each phase in the browser", () => {
  it.each(Object.keys(PHASE_SEEDS))("%s: the status page tells the phase's story", async (name) => {
    const p = await apiPhase(name);
    const page = await context.newPage();
    await page.goto(`${t.url}/check-status/${ids[name]}`);
    await page.getByTestId("phase").waitFor();
    expect(await page.getByTestId("phase").getAttribute("data-phase")).toBe(PHASE_SEEDS[name]!.kind);
    expect(await text(page, "check-status")).toBe(p.words.badge);
    expect(await text(page, "phase-headline")).toBe(p.words.headline);
    expect(await text(page, "phase-next")).toBe(p.words.next);
    expect(await text(page, "estimated-completion")).toBe(p.words.estimate);
    const main = (await page.locator("main").textContent())!;
    if (WAITING.has(p.kind)) expect(main).not.toMatch(CALLING_WORDS);
    if (p.kind === "candidate_declined") {
      expect(main).not.toMatch(/Completed|Unreachable/);
      expect(await page.getByTestId("reference-badge").allTextContents()).toEqual(["Not called"]);
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    }
    if (p.kind === "scheduled") expect(main).toContain("Thanksgiving Day");
    if (name === "awaiting_references") {
      // Authorized, references not entered yet: nothing on the page still waits for the authorization.
      expect(main).not.toMatch(/Waiting for the candidate's authorization|after authorizing/);
      expect(await text(page, "references-by-candidate")).toBe(
        "The candidate authorized the check and is entering their references.",
      );
    }
    if (REFUNDS[name]) {
      expect(p.words.money).toBe(REFUNDS[name]);
      expect(await text(page, "phase-money")).toBe(REFUNDS[name]);
    }
    if (p.kind === "refunded") {
      // Cancelled before any call: nothing says calling or completed, and the reference was not called.
      expect(main).not.toMatch(/Completed|Delivered|Unreachable/);
      expect(await page.getByTestId("reference-badge").allTextContents()).toEqual(["Not called"]);
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    }
    if (shots) await page.screenshot({ path: `${shots}/phase-status-${name}.png`, fullPage: true });
    await page.close();
  });

  it("the dashboard shows every check's phase in the same words", async () => {
    const page = await context.newPage();
    await page.goto(`${t.url}/dashboard`);
    await page.getByTestId("dashboard-check").first().waitFor();
    for (const name of Object.keys(PHASE_SEEDS)) {
      const p = await apiPhase(name);
      const card = page.getByTestId("dashboard-check").filter({ hasText: new RegExp(`Cand ${name}(?!_)`) });
      expect(await card.getByTestId("check-status-badge").textContent()).toBe(p.words.badge);
      const said = (await card.getByTestId("dashboard-phase").textContent())!;
      expect(said).toContain(p.words.headline);
      expect(said).toContain(p.words.next);
      if (p.words.money) expect(said).toContain(p.words.money);
      if (WAITING.has(p.kind)) expect((await card.textContent())!).not.toMatch(CALLING_WORDS);
      if (p.kind === "candidate_declined" || p.kind === "refunded")
        expect(await card.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
      if (REFUNDS[name]) expect(said).toContain(REFUNDS[name]);
      if (p.kind === "refunded") {
        expect((await card.textContent())!).not.toMatch(/Completed|Delivered|to call/);
        expect((await card.textContent())!).toContain("1 not called");
      }
    }
    // Scheduled, calling and analysing count as in progress; waiting for payment or the candidate do not.
    expect(await page.getByText("In Progress", { exact: true }).first().locator("..").textContent()).toBe(
      "In Progress3",
    );
    await page.getByTestId("awaiting-candidate-count").waitFor();
    if (shots) await page.screenshot({ path: `${shots}/phase-dashboard.png`, fullPage: true });
    await page.close();
  });

  it("the thank-you page after a payment and a partial refund: what was bought, what came back and why, what happens next", async () => {
    const c = await createPaidCheck(t, ["Pat Kim"]);
    const paid = await payWithTestCard(t, c.pay);
    const reason = "Goodwill credit: a call went out late";
    const r = await adminTrpc(
      t,
      ADMIN_API_TOKEN,
      "admin.refund",
      { checkId: c.referenceCheckId, reason, amount: 10 },
      "mutation",
    );
    expect(r.status).toBe(200);
    const p = (
      (await (await fetch(`${t.url}/api/status/${c.id}`)).json()) as { phase: { kind: string; words: Words } }
    ).phase;
    // Paid on Thanksgiving: the calls wait for the holiday to pass.
    expect(p.kind).toBe("scheduled");
    const page = await context.newPage();
    await holdPendingCheckout(page, t, c.pay);
    await page.goto(`${t.url}/thank-you?session_id=${paid.paymentIntentId}&check_id=${c.referenceCheckId}`);
    await page.getByText("Thank you! Your payment went through").waitFor();
    await page.getByTestId("receipt-lines").waitFor();
    expect(await text(page, "receipt-bought")).toBe("1 reference at $29.00 each$29.00");
    expect(await page.getByTestId("receipt-refund").allTextContents()).toEqual([
      `Refunded: ${reason}-$10.00`,
    ]);
    expect(await text(page, "receipt-net")).toBe("You paid in the end$19.00");
    expect(await text(page, "receipt-status")).toBe(p.words.badge);
    expect(await text(page, "phase-headline")).toBe(p.words.headline);
    expect(await text(page, "phase-next")).toBe(p.words.next);
    const main = (await page.locator("main").textContent())!;
    expect(main).toContain(p.words.money!);
    expect(main).not.toMatch(/Waiting for payment|In Progress|starting now|has started/i);
    if (shots) await page.screenshot({ path: `${shots}/phase-thank-you-refund.png`, fullPage: true });
    await page.close();
  });
});
