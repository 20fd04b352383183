import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";

/** Issue 34: /developers (the API reference) has a content policy that allows only our origin. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true });
});
afterAll(async () => t?.stop());

const policy = async (path: string) =>
  (await fetch(`${t.url}${path}`)).headers.get("content-security-policy") ?? "";
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("the API reference's content policy", () => {
  it("allows scripts from our own origin only, no payment frames or outside connections", async () => {
    const csp = await policy("/developers");
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(csp).not.toContain("stripe.com");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    // The rest of the site keeps what checkout needs.
    expect(await policy("/")).toContain("https://js.stripe.com");
  });
});
