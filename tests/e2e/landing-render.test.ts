import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import zlib from "node:zlib";
import { startTestApp, type TestApp } from "../support/app";
import { launchBrowser } from "../support/browser";
import { showRequestForm } from "../support/ui";

/**
 * The landing page is rendered on the server and hydrated in the browser; the built assets are
 * served pre-compressed with long caching. (Fetched with node:http so the encoding the server
 * chose is visible, not undone by fetch.)
 */
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

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get(
        `${t.url}${path}`,
        { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const enc = res.headers["content-encoding"];
            const body =
              enc === "br" ? zlib.brotliDecompressSync(raw) : enc === "gzip" ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString("utf8") });
          });
        },
      );
      req.on("error", reject);
    },
  );
}

describe("the landing page rendered on the server", () => {
  it("arrives as HTML with the page, its styles and the data it was rendered with", async () => {
    const res = await get("/", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    const html = res.body;
    // (React separates adjacent text with <!-- -->; a failed check names what it looked for, not the page.)
    const has = (what: string | RegExp) =>
      typeof what === "string" ? html.replace(/<!-- -->/g, "").includes(what) : what.test(html);
    expect(has(/<h1[^>]*>Reference checks done by phone, <span[^>]*>while you work<\/span>/), "h1").toBe(
      true,
    );
    // What the server knows goes into the first paint: simulated providers, prices.
    expect(has("Simulated providers: payments, telephony, email, llm."), "simulated banner").toBe(true);
    expect(has("Simple, per-reference pricing"), "pricing").toBe(true);
    expect(has(/<script type="application\/json" id="refline-state">\{"mutations":/), "state").toBe(true);
    // The stylesheet is inline (one request to paint); the scripts load at low priority.
    expect(has(/<style>[^<]*\.bg-white/), "inline style").toBe(true);
    expect(has(/<link rel="stylesheet" href="[^"]+\.css">/), "enabled stylesheet link").toBe(false);
    expect(has(/<script type="module" fetchpriority="low"/), "low-priority script").toBe(true);
    // The rest of the scripts are fetched once the page has painted; the forms' are not among
    // them (they load when the visitor reaches a form: see "loads no form code" below).
    expect(has(/<link rel="modulepreload"/), "module preloads").toBe(false);
    const later = JSON.parse(
      /<script type="application\/json" id="refline-preload">([^<]*)</.exec(html)![1]!,
    ) as string[];
    expect(later.length, "scripts listed").toBeGreaterThan(0);
    expect(
      later.filter((f) => /\/(RequestForm|EnterpriseForm)-[\w-]+\.js$/.test(f)),
      "form chunks listed",
    ).toEqual([]);
    // Browser-only parts are left to the browser: the forms, the local clock, the cookie banner.
    expect(has("Loading form…"), "form placeholder").toBe(true);
    expect(has("Cookie consent"), "cookie banner").toBe(false);
    expect(has('data-testid="business-hours-banner"'), "business hours").toBe(false);

    expect((await get("/", "gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("/", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    const plain = await get("/", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body === html, "same page uncompressed").toBe(true);
  });

  it("serves other paths the SPA shell and the hashed assets compressed for a year", async () => {
    const faq = await get("/faq", "br");
    expect(faq.headers["content-encoding"]).toBe("br");
    expect(faq.headers["cache-control"]).toBe("no-cache");
    expect(faq.body.includes('<div id="root"></div>'), "empty root").toBe(true);
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(faq.body)![1]!;
    const js = await get(entry, "br, gzip");
    expect(js.status).toBe(200);
    expect(js.headers["content-encoding"]).toBe("br");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers["content-type"]).toMatch(/javascript/);
    expect(js.body.includes("import("), "the entry script").toBe(true);
    const gz = await get(entry, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body === js.body, "same script gzipped").toBe(true);
  });

  it("shows the page before any script has run", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(t.url + "/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Reference checks done by phone, while you work.",
    );
    expect(await page.getByRole("link", { name: "Start your FREE check" }).getAttribute("href")).toBe(
      "/#reference-form",
    );
    await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
    await context.close();
  });

  it("hydrates without a mismatch, then behaves as the SPA it is", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(t.url + "/");
    await showRequestForm(page);
    await page.getByRole("button", { name: /Start FREE Check|Pay \$\d+ & Start Check/ }).waitFor();
    // The inlined stylesheet is not fetched again when the forms' chunks load.
    expect(requested.filter((p) => p.endsWith(".css"))).toEqual([]);
    await page.getByRole("region", { name: "Cookie consent" }).waitFor();
    await page.getByTestId("business-hours-banner").waitFor();
    // A client-side navigation: the page (and this marker) survives the click.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a returning visitor no cookie banner once hydrated", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const page = await context.newPage();
    await page.goto(t.url + "/");
    await showRequestForm(page);
    expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
    await context.close();
  });

  it("loads no script but the entry, and no form, until the visitor scrolls to the form or first interacts", async () => {
    for (const how of ["scroll", "key"] as const) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(t.url + "/");
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      // Read, not touched: the page is the server's HTML and the entry script, nothing else (no
      // React, no hydration: only the app shows the cookie banner).
      expect(
        requested.filter((p) => p.endsWith(".js")),
        `${how}: scripts before`,
      ).toHaveLength(1);
      expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
      expect(await page.getByLabel("Your email").count()).toBe(0);
      expect(await page.getByText("Loading form…").count()).toBeGreaterThan(0);

      if (how === "scroll") await showRequestForm(page);
      else {
        await page.keyboard.press("Tab");
        await page.getByLabel("Your email").waitFor({ state: "attached" });
      }
      expect(
        requested.some((p) => /\/assets\/RequestForm-[\w-]+\.js$/.test(p)),
        `${how}: form chunk after`,
      ).toBe(true);
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();
      await context.close();
    }
  });

  it("keeps a button pressed before the page was hydrated, and acts on it once it is", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(t.url + "/");
    await page.waitForLoadState("networkidle");
    // The press itself starts the scripts; the menu opens once React has the page.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });
});
