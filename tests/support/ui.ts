import fs from "node:fs";
import path from "node:path";
import type { Download, Page } from "playwright-core";
import { uniquePhone, waitFor, type TestApp } from "./app";

/**
 * What the browser tests do the way a person does it, shared by the feature files and the
 * journeys (tests/e2e/journeys.test.ts).
 */

/** The operator the browser tests sign in as (pass as ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OPERATOR = { email: "ops-lead@refline.example", password: "correct horse battery staple" };

/** A screenshot for people to look at, when SCREENSHOT_DIR is set. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits for a spec toast (Radix also copies its text into a screen-reader announcer: look in the toast). */
export async function toast(page: Page, text: string, timeout?: number) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor({ timeout });
}

/** The sign-in link e-mailed to `email`, read from the outbox as GET /api/dev/outbox shows it, on this server. */
export async function signInLinkFromOutbox(t: TestApp, email: string): Promise<string> {
  const mail = await waitFor(
    async () => {
      const rows = (await (await fetch(`${t.url}/api/dev/outbox`)).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      return rows.find((r) => r.to === email && /sign-in link/.test(r.subject));
    },
    30_000,
    `sign-in e-mail to ${email}`,
  );
  const url = new URL(/https?:\/\/\S+\/login\/confirm#token=\S+/.exec(mail.text)![0]);
  return `${t.url}${url.pathname}${url.hash}`;
}

/** The request form's fields; references beyond the first are added with "Add Reference". */
export interface RequestFormValues {
  email: string;
  companyName?: string;
  candidateName?: string;
  role?: string;
  references?: { name: string; phone?: string; relationship?: string }[];
  /** The candidate's e-mail: asks them to authorize. Without it the "Ask the candidate" box is unticked. */
  candidateEmail?: string;
}

/**
 * The landing page hydrates on a visitor's first sign of life (web/src/main.tsx): this moves the
 * mouse, as a person at a computer does, and waits until React has the page.
 */
export async function hydrateLanding(page: Page) {
  await page.mouse.move(10, 10);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Scrolls the landing page to its request form, as a visitor does: the form's code loads only when
 * its section nears the viewport (or on a first interaction), then waits for it.
 */
export async function showRequestForm(page: Page) {
  const email = page.getByLabel("Your email");
  // A scroll made before the page was hydrated can land above the section once the page's own
  // parts render; a visitor then scrolls on, and so does this, a few times.
  for (let i = 0; i < 5; i++) {
    await page.locator("#reference-form").scrollIntoViewIfNeeded();
    if (
      await email.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    await page.mouse.wheel(0, 200);
  }
  await email.waitFor();
}

/** Fills the landing page's request form (and ticks consent and terms) the way a requester does. */
export async function fillRequestForm(page: Page, v: RequestFormValues) {
  await showRequestForm(page);
  await page.getByLabel("Your email").fill(v.email);
  await page.getByLabel("Company name").fill(v.companyName ?? "Acme Corp");
  await page.getByLabel("Candidate name").fill(v.candidateName ?? "Jordan Rivera");
  await page.getByLabel("Role", { exact: true }).fill(v.role ?? "Designer");
  const refs = v.references ?? [{ name: "Pat Kim" }];
  for (const [i, r] of refs.entries()) {
    const n = i + 1;
    if (n > 1) await page.getByRole("button", { name: "Add Reference" }).click();
    await page.getByLabel(`Reference ${n} name`).fill(r.name);
    await page.getByLabel(`Reference ${n} phone`).fill(r.phone ?? uniquePhone().slice(2));
    await page
      .getByLabel(`Reference ${n} relationship`)
      .selectOption(r.relationship ?? (n === 1 ? "direct-manager" : "colleague"));
  }
  if (v.candidateEmail) await page.getByLabel("Candidate e-mail").fill(v.candidateEmail);
  else await page.getByLabel(/Ask the candidate to authorize \(recommended\)/).uncheck();
  await page.getByLabel(/I confirm I have permission/).check();
  await page.getByLabel(/I agree to the terms/).check();
}

/** Signs the operator in on the console's sign-in form (shown on /admin and every operator page). */
export async function signInAsOperator(page: Page) {
  await page.getByLabel("Admin e-mail").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A finished download's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}
