import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickEncoding, SITEMAP_PATHS } from "../../src/http/web";
import { startTestApp, type TestApp } from "../support/app";

/** /robots.txt and /sitemap.xml, on the configured public address. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_BASE_URL: "https://refline.example/" } });
});
afterAll(async () => t?.stop());

describe("crawler files", () => {
  it("serves robots.txt: public pages allowed, private ones not, and where the sitemap is", async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/api/", "/trpc/", "/dashboard", "/check-status/", "/checkout", "/dev/"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain("Sitemap: https://refline.example/sitemap.xml");
    // Nothing the sitemap lists is disallowed.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice(10));
    for (const p of SITEMAP_PATHS) expect(disallowed.some((d) => p.startsWith(d))).toBe(false);
  });

  it("serves sitemap.xml listing the public pages with absolute URLs", async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((p) => `https://refline.example${p}`));
    expect(locs).toContain("https://refline.example/");
    expect(locs).toContain("https://refline.example/faq");
  });
});

describe("content encoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("BR")).toBe("br");
    expect(pickEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
  });
});
