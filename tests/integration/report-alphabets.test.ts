import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportFiles } from "../../src/db/schema";
import { asciiFallback } from "../../src/services/reports/download-header";
import { signIn } from "../support/auth";
import { pdfText } from "../support/pdf";
import { checkPayload, startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";

/**
 * Names in any script: a check whose candidate and reference are named in Chinese, Cyrillic and
 * Polish letters is interviewed by the worker, and both report designs print those names so they
 * extract back exactly; the dashboard and the operator console download them (200, with an
 * RFC 6266 `filename*` and a plain-ASCII fallback).
 */
const TOKEN = "report-alphabets-admin-token-0123456789";
const CANDIDATE = "李雷 Сэм Ли";
const REFERENCE = "Łukasz Żółć 王伟 Дмитрий";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN } });
}, 60_000);
afterAll(async () => t?.stop());

describe("reports in every alphabet", () => {
  it("prints and serves the names exactly", async () => {
    const email = uniqueEmail("alphabets");
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({
          requesterEmail: email,
          candidateName: CANDIDATE,
          reference1: { name: REFERENCE, phone: uniquePhone(), relationship: "direct-manager" },
        }),
      ),
    });
    expect(res.status).toBe(201);
    const { referenceCheckId: id } = (await res.json()) as { referenceCheckId: number };
    await waitFor(
      async () =>
        (await t.deps.db.select().from(reportFiles).where(eq(reportFiles.referenceCheckId, id))).length === 2,
      120_000,
      "both report designs stored",
    );

    const cookie = await signIn(t, email);
    const downloads: { url: string; headers: Record<string, string>; name: string }[] = [
      {
        url: `/api/dashboard/download/${id}`,
        headers: { cookie },
        name: `Reference_Report_李雷_Сэм_Ли_${id}.pdf`,
      },
      {
        url: `/api/dashboard/download-beautiful/${id}`,
        headers: { cookie },
        name: `Beautiful_Report_李雷_Сэм_Ли_${id}.pdf`,
      },
      {
        url: `/api/download-report/${id}`,
        headers: { authorization: `Bearer ${TOKEN}` },
        name: `Reference_Report_李雷_Сэм_Ли_${id}.pdf`,
      },
    ];
    for (const d of downloads) {
      const r = await fetch(`${t.url}${d.url}`, { headers: d.headers });
      expect(r.status, d.url).toBe(200);
      const disposition = r.headers.get("content-disposition")!;
      // The exact name, percent-encoded UTF-8, and an ASCII-only fallback.
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(d.name)}`);
      const fallback = /filename="([^"]*)"/.exec(disposition)![1]!;
      expect(fallback).toMatch(/^[\x20-\x7e]+\.pdf$/);
      expect(fallback).toContain(String(id));
      const text = await pdfText(new Uint8Array(await r.arrayBuffer()));
      expect(text).toContain(CANDIDATE);
      expect(text).toContain(REFERENCE);
      expect(text).not.toMatch(/\?ukasz|\?\?/);
    }
  }, 180_000);
});

describe("the ASCII fallback name", () => {
  it("keeps what ASCII can say and never comes out empty", () => {
    expect(asciiFallback("Reference_Report_Łukasz_Żółć_王伟_42.pdf")).toBe(
      "Reference_Report_ukasz_Zoc_42.pdf",
    );
    expect(asciiFallback("Reference_Report_Zoë_Ng_7.pdf")).toBe("Reference_Report_Zoe_Ng_7.pdf");
    expect(asciiFallback('a"b\\c.csv')).toBe("abc.csv");
    expect(asciiFallback("李雷.pdf")).toBe("download.pdf");
  });
});
