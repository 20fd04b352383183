import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateAuthorizations, referenceChecks, simCalls, smsMessages } from "../../src/db/schema";
import { WAITING_FOR_AUTHORIZATION } from "../../src/shared/authorization";
import { startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { fillRequestForm, shot, signInLinkFromOutbox, toast } from "../support/ui";

/**
 * The candidate-led check in Chromium: the requester invites the candidate from the form, the
 * candidate opens the e-mailed link from the outbox, reads the disclosure, authorizes, enters two
 * references, and the requester's status page moves from waiting to calling.
 */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  // Simulated calls at a tenth of real time: long enough to see a call under way.
  t = await startTestApp({ serveWeb: true, worker: true, env: { SIM_TIME_SCALE: "0.1" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** Clicks "Start FREE Check", waits for the toast, and returns the check row the form created. */
async function startFreeCheck(page: Page, requester: string) {
  await page.getByRole("button", { name: "Start FREE Check" }).click();
  await toast(page, "FREE Check Created!");
  return waitFor(
    async () =>
      (
        await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.requesterEmail, requester))
      )[0],
    20_000,
    "check row",
  );
}

/** Every request the browser context makes: what a server or proxy would see (path, query, Referer). */
function recordRequests(context: BrowserContext) {
  const seen: { url: string; sent: string; referer: string }[] = [];
  context.on("request", (r) => {
    const u = new URL(r.url());
    // A fragment is never sent: the server (and any proxy) sees the path and query only.
    seen.push({
      url: r.url(),
      sent: `${u.host}${u.pathname}${u.search}`,
      referer: r.headers()["referer"] ?? "",
    });
  });
  return seen;
}

/** The candidate's invitation link and the token in its fragment (the only place it appears). */
function invitationLink(text: string) {
  const m = /https?:\/\/\S+\/authorize#([A-Za-z0-9_-]{43})(?=\s|$)/.exec(text);
  expect(m, text).not.toBeNull();
  expect(text).not.toContain(`/authorize/${m![1]}`);
  return { link: m![0], token: m![1]! };
}

describe("candidate-led check", () => {
  it("invite from the form → the candidate authorizes and enters two references → calls start", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    const requester = uniqueEmail("requester");
    const candidateEmail = uniqueEmail("candidate");

    // The requester: their details, the candidate's name, e-mail and role; "Invite the candidate".
    await page.goto(`${t.url}/#reference-form`);
    await page.getByLabel("Your email").fill(requester);
    await page.getByLabel("Company name").fill("Northwind");
    await page.getByLabel("Candidate name").fill("Jordan Rivera");
    await page.getByLabel("Role", { exact: true }).fill("Operations Lead");
    await page.getByLabel("Candidate e-mail").fill(candidateEmail);
    expect(await page.getByLabel(/Ask the candidate to authorize \(recommended\)/).isChecked()).toBe(true);
    await page.getByLabel(/Invite the candidate/).check();
    await page.getByTestId("invite-note").waitFor();
    expect(await page.getByLabel("Reference 1 name").count()).toBe(0);
    await page.getByLabel(/I confirm I have permission/).check();
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByLabel(/I certify that this reference check is for employment purposes/).check();
    await page.getByLabel(/First time\?/).check();
    await page.getByText("You qualify: this check is FREE.").waitFor();
    await shot(page, "authorization-1-form-invite");
    const check = await startFreeCheck(page, requester);
    expect(check.referencesBy).toBe("candidate");
    expect(check.certifiedBy).toBe(requester);

    // The requester's status page: waiting for the candidate.
    const statusPage = await context.newPage();
    await statusPage.goto(`${t.url}/check-status/${check.publicId}`);
    await statusPage.locator('[data-testid="phase"][data-phase="awaiting_candidate"]').waitFor();
    expect(await statusPage.getByTestId("check-status").textContent()).toBe(WAITING_FOR_AUTHORIZATION);
    await shot(statusPage, "authorization-2-status-waiting");

    // The candidate: the link from the outbox.
    const outbox = await context.newPage();
    await outbox.goto(`${t.url}/dev/outbox`);
    const mail = await waitFor(
      async () => {
        const rows = (await (await fetch(`${t.url}/api/dev/outbox`)).json()) as {
          to: string;
          text: string;
        }[];
        return rows.find((r) => r.to === candidateEmail);
      },
      20_000,
      "invitation e-mail",
    );
    const { link, token } = invitationLink(mail.text);
    const requests = recordRequests(context);
    const candidate = await context.newPage();
    const opened = await candidate.goto(`${t.url}${new URL(link).pathname}${new URL(link).hash}`);
    // Nothing leaks by Referer from the candidate's page.
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await candidate.getByRole("heading", { name: "Disclosure regarding a reference check report" }).waitFor();
    // The token left the address bar (and so the history) as soon as the page read it.
    expect(candidate.url()).toBe(`${t.url}/authorize`);
    const disclosure = await candidate.getByTestId("disclosure").textContent();
    expect(disclosure).toContain("Northwind has asked RefLine");
    expect(disclosure).toContain("investigative consumer report");
    // The candidate's page is not a sales page, and shows nothing meant for the employer.
    expect(await candidate.getByRole("link", { name: "Start free check" }).count()).toBe(0);
    expect(await candidate.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await candidate.getByText("A summary of your rights").click();
    await candidate.getByText(/You have the right to dispute/).waitFor();
    await shot(candidate, "authorization-3-disclosure");
    const authorizeButton = candidate.getByRole("button", { name: "Authorize" });
    expect(await authorizeButton.isDisabled()).toBe(true);
    await candidate.getByLabel("Your full name").fill("Jordan Rivera");
    await candidate.getByLabel(/I have read the disclosure above and I authorize/).check();
    await authorizeButton.click();

    await candidate.getByRole("heading", { name: "Thank you. Now, your references" }).waitFor();
    await candidate.getByText(/calls each one \(up to 3 attempts\)/).waitFor();
    const phones = [uniquePhone(), uniquePhone()];
    // The form's phone rule, on the candidate's page too.
    await candidate.getByLabel("Reference 1 phone").fill("12");
    await candidate.getByLabel("Reference 1 name").click();
    await candidate.getByText("Please enter a valid phone number (10+ digits)").waitFor();
    await candidate.getByLabel("Reference 1 name").fill("Priya Raman");
    await candidate.getByLabel("Reference 1 phone").fill(phones[0]!.slice(2));
    await candidate.getByLabel("Reference 1 relationship").selectOption("direct-manager");
    await candidate.getByRole("button", { name: "Add Reference" }).click();
    await candidate.getByLabel("Reference 2 name").fill("Sam Okafor");
    await candidate.getByLabel("Reference 2 phone").fill(phones[1]!.slice(2));
    await candidate.getByLabel("Reference 2 relationship").selectOption("colleague");
    await shot(candidate, "authorization-4-references");

    // Until now nothing reached either number.
    for (const phone of phones)
      expect(await t.deps.db.select().from(simCalls).where(eq(simCalls.toNumber, phone))).toEqual([]);
    expect(
      await t.deps.db.select().from(smsMessages).where(eq(smsMessages.referenceCheckId, check.id)),
    ).toEqual([]);

    await candidate.getByRole("button", { name: "Send my references" }).click();
    await candidate.getByRole("heading", { name: "Thank you, Jordan Rivera" }).waitFor();
    await shot(candidate, "authorization-5-done");
    // The page asked the server for everything with the token in POST bodies only: no request the
    // browser made carries it in its path or query, nor in a Referer.
    expect(requests.filter((r) => r.sent.includes("/api/authorize")).length).toBeGreaterThanOrEqual(3);
    expect(requests.filter((r) => r.sent.includes(token) || r.referer.includes(token))).toEqual([]);

    // The requester's page moves from waiting to calling.
    await waitFor(
      async () => {
        await statusPage.reload();
        await statusPage.getByTestId("reference-row").first().waitFor();
        const badge = await statusPage.getByTestId("check-status").textContent();
        return (
          badge !== WAITING_FOR_AUTHORIZATION &&
          (await statusPage.locator('[data-phase="awaiting_candidate"]').count()) === 0
        );
      },
      30_000,
      "status page past the wait",
    );
    const rows = statusPage.getByTestId("reference-row");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Priya Raman");
    expect(await rows.nth(1).textContent()).toContain("Sam Okafor");
    await waitFor(
      async () => {
        await statusPage.reload();
        const text = (await statusPage.getByTestId("reference-row").first().textContent()) ?? "";
        return /In Progress|Completed/.test(text);
      },
      60_000,
      "a reference being called",
    );
    await shot(statusPage, "authorization-6-status-calling");
    await context.close();
  });

  it("the requester downloads the pre-adverse-action packet and approves the candidate's copy", async () => {
    const requester = uniqueEmail("requester");
    const candidateEmail = uniqueEmail("candidate");
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        requesterEmail: requester,
        candidateName: "Avery Stone",
        role: "Engineer",
        companyName: "Northwind",
        reference1: { name: "Pat Kim", phone: uniquePhone(), relationship: "direct-manager" },
        candidateEmail,
        purposeCertified: true,
        termsAccepted: true,
        consentGiven: true,
        freeCheck: true,
        isFirstTimeUser: true,
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; referenceCheckId: number };
    const mail = await waitFor(
      async () =>
        ((await (await fetch(`${t.url}/api/dev/outbox`)).json()) as { to: string; text: string }[]).find(
          (r) => r.to === candidateEmail,
        ),
      20_000,
      "invitation",
    );
    const { token } = invitationLink(mail.text);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const requests = recordRequests(context);
    const candidate = await context.newPage();
    // A link e-mailed in the old form (/authorize/<token>, valid 7 days) still works: the page moves
    // the token into the fragment and out of the address bar; only the HTML's request carried it.
    await candidate.goto(`${t.url}/authorize/${token}`);
    await candidate.getByRole("heading", { name: "Disclosure regarding a reference check report" }).waitFor();
    expect(candidate.url()).toBe(`${t.url}/authorize`);
    await candidate.getByLabel("Your full name").fill("Avery Stone");
    await candidate.getByLabel(/I have read the disclosure above and I authorize/).check();
    await candidate.getByRole("button", { name: "Authorize" }).click();
    await candidate.getByRole("heading", { name: "Thank you, Avery Stone" }).waitFor();
    await candidate.getByRole("button", { name: "Ask for a copy of my report" }).click();
    await candidate.getByText(/Asked\. We e-mail your copy as soon as Northwind approves it/).waitFor();
    expect(requests.filter((r) => r.sent.includes(token)).map((r) => r.sent)).toEqual([
      `${new URL(t.url).host}/authorize/${token}`,
    ]);
    expect(requests.filter((r) => r.referer.includes(token))).toEqual([]);
    // A reload in the same tab carries on (the token is kept for the tab), still with no token in
    // any request's URL; the address copied into another browser holds nothing.
    const before = requests.length;
    await candidate.reload();
    await candidate.getByRole("heading", { name: "Thank you, Avery Stone" }).waitFor();
    expect(candidate.url()).toBe(`${t.url}/authorize`);
    expect(requests.slice(before).filter((r) => r.sent.includes(token) || r.referer.includes(token))).toEqual(
      [],
    );
    await shot(candidate, "authorization-8-reloaded");
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto(candidate.url());
    await elsewhere.getByRole("heading", { name: "Link not valid" }).waitFor();
    await elsewhere.getByText("This page needs the full link from your e-mail").waitFor();

    await waitFor(
      async () =>
        ((await (await fetch(`${t.url}/api/status/${created.id}`)).json()) as { status: string }).status ===
        "completed",
      180_000,
      "check completed",
    );
    const page = await context.newPage();
    await page.goto(`${t.url}/login`);
    await page.getByLabel("Email address").fill(requester);
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.goto(await signInLinkFromOutbox(t, requester));
    await page.getByRole("button", { name: "Sign in" }).click();
    const [packet] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Pre-adverse-action packet (PDF)" }).click(),
    ]);
    expect(packet.suggestedFilename()).toBe(`Candidate_Packet_Avery_Stone_${created.referenceCheckId}.pdf`);
    expect(
      fs
        .readFileSync(await packet.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await shot(page, "authorization-7-dashboard");
    await page.getByRole("button", { name: "Send the candidate their copy" }).click();
    await toast(page, "Copy approved");
    await page.getByText("Candidate's copy sent").waitFor();
    await waitFor(
      async () =>
        ((await (await fetch(`${t.url}/api/dev/outbox`)).json()) as { to: string; subject: string }[]).find(
          (r) => r.to === candidateEmail && r.subject.startsWith("Your copy of the reference report"),
        ),
      30_000,
      "the candidate's copy",
    );
    await context.close();
  });

  it("references entered by the requester with 'Ask the candidate to authorize' ticked: the candidate is asked", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    const requester = uniqueEmail("requester");
    const candidateEmail = uniqueEmail("candidate");

    await page.goto(`${t.url}/#reference-form`);
    await fillRequestForm(page, { email: requester, references: [{ name: "Pat Kim" }], candidateEmail });
    expect(await page.getByLabel(/Ask the candidate to authorize \(recommended\)/).isChecked()).toBe(true);
    await page.getByLabel(/I certify that this reference check is for employment purposes/).check();
    await page.getByLabel(/First time\?/).check();
    await page.getByText("You qualify: this check is FREE.").waitFor();
    const check = await startFreeCheck(page, requester);
    expect(check.referencesBy).toBe("requester");
    // The candidate is asked: an authorization addressed to them, and their e-mail in the outbox.
    const [auth] = await t.deps.db
      .select()
      .from(candidateAuthorizations)
      .where(eq(candidateAuthorizations.referenceCheckId, check.id));
    expect(auth?.candidateEmail).toBe(candidateEmail);
    await waitFor(
      async () =>
        ((await (await fetch(`${t.url}/api/dev/outbox`)).json()) as { to: string }[]).find(
          (r) => r.to === candidateEmail,
        ),
      30_000,
      "the candidate's invitation",
    );
    await context.close();
  });
});
