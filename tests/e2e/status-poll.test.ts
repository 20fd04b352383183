import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMERS } from "../../src/shared/product-facts";
import { checkPayload, startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";

/** The status page polls with the ETag it holds: an unchanged status costs a 304, the page stays. */
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe("status page polling", () => {
  it("asks again with If-None-Match and keeps showing the status on a 304", async () => {
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload({ candidateName: "Morgan Ellis" })),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // The creation's own change notice reaches the cache a moment after the 201; wait until two
    // answers in a row carry the same ETag, so the page starts from the cached answer.
    let previous: string | null = null;
    for (let i = 0; i < 50; i++) {
      const etag = (await fetch(`${t.url}/api/status/${id}`)).headers.get("etag");
      if (etag && etag === previous) break;
      previous = etag;
      await new Promise((r) => setTimeout(r, 200));
    }

    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    const polls: { ifNoneMatch: string | undefined; status: number; etag: string | undefined }[] = [];
    page.on("response", async (r) => {
      if (!new URL(r.url()).pathname.startsWith("/api/status/")) return;
      const headers = await r.request().allHeaders();
      polls.push({ ifNoneMatch: headers["if-none-match"], status: r.status(), etag: r.headers()["etag"] });
    });
    await page.clock.install();
    await page.goto(`${t.url}/check-status/${id}`);
    await page.getByText("Morgan Ellis").first().waitFor();
    expect(polls[0]).toMatchObject({ ifNoneMatch: undefined, status: 200 });
    const etag = polls[0]!.etag!;
    expect(etag).toMatch(/^"/);

    // The page's own poll timer comes due.
    await page.clock.fastForward(TIMERS.statusPollMs + 1_000);
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(1);
    expect(polls[1]).toMatchObject({ ifNoneMatch: etag, status: 304 });
    await page.getByText("Morgan Ellis").first().waitFor();
    expect(await page.getByText("Status Not Found").count()).toBe(0);
    await context.close();
  });
});
