import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceChecks } from "../../src/db/schema";
import { DIRECT_LINE_MESSAGE } from "../../src/shared/phone";
import { checkPayload, startTestApp, type TestApp } from "../support/app";

/**
 * Coverage over real HTTP and Postgres: intake refuses numbers we cannot call with a field error
 * on that reference's phone, and the operator lookup answers the real calling rules.
 */
const TOKEN = "admin-token-coverage-0123456789";
const OUTSIDE = "We can only call references in the US and Canada for now";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

const post = (body: unknown) =>
  fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
const lookup = (
  params: Record<string, string>,
  headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` },
) => fetch(`${t.url}/api/admin/calling-window?${new URLSearchParams(params)}`, { headers });
const count = async () =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(referenceChecks))[0]!.n;

describe("intake over REST", () => {
  it("refuses out-of-coverage, toll-free and impossible numbers on the reference's phone field", async () => {
    const before = await count();
    const cases: [string, string][] = [
      ["+44 20 7946 0958", OUTSIDE],
      ["+1 876 234 5678", OUTSIDE],
      ["800 234 5678", DIRECT_LINE_MESSAGE],
      ["888 234 5678", DIRECT_LINE_MESSAGE],
      ["500 234 5678", DIRECT_LINE_MESSAGE],
      ["600 234 5678", DIRECT_LINE_MESSAGE],
      ["415 055 0100", "Please enter a valid phone number (10+ digits)"],
    ];
    for (const [phone, message] of cases) {
      const res = await post({
        ...checkPayload(),
        reference2: { name: "Kim Park", phone, relationship: "colleague" },
      });
      expect(res.status, phone).toBe(400);
      const body = await res.json();
      expect(body.fieldErrors["reference2.phone"], phone).toEqual([message]);
      expect(body.error).toBe(`reference2.phone: ${message}`);
    }
    expect(await count()).toBe(before);
  });

  it("accepts valid US and Canadian numbers", async () => {
    for (const phone of ["(415) 555-0142", "514 555 0142", "+1 867 667 5555"]) {
      const res = await post({
        ...checkPayload(),
        reference1: { name: "Pat Kim", phone, relationship: "colleague" },
      });
      expect(res.status, phone).toBe(201);
    }
  });
});

describe("GET /api/admin/calling-window", () => {
  it("is for operators only", async () => {
    expect((await lookup({ phone: "+14165550100" }, {})).status).toBe(401);
    expect(
      (await lookup({ phone: "+14165550100" }, { authorization: "Bearer wrong-token-0123456789" })).status,
    ).toBe(401);
  });

  it("answers an open window with the number's place and language", async () => {
    const res = await lookup({ phone: "+15145550100", at: "2026-11-23T15:00:00Z" }); // 10:00 Montreal
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      country: "CA",
      region: "CA-QC",
      zones: ["America/Toronto"],
      open: true,
      reason: "open",
      nextOpenAt: "2026-11-23T15:00:00.000Z",
      language: "fr",
    });
  });

  it("explains a closed window and gives the next opening", async () => {
    // Fête nationale, Wednesday 24 June 2026, in Quebec: open again Thursday 9:00.
    const qc = await (await lookup({ phone: "+14185550100", at: "2026-06-24T15:00:00Z" })).json();
    expect(qc.open).toBe(false);
    expect(qc.reason).toMatch(/public holiday .*National Holiday/);
    expect(qc.nextOpenAt).toBe("2026-06-25T13:00:00.000Z");
    // The same day in Ontario is a working day.
    expect((await (await lookup({ phone: "+14165550100", at: "2026-06-24T15:00:00Z" })).json()).open).toBe(
      true,
    );
    // An 812 exchange that may be Central: 9:30 Eastern is 8:30 Central; opens at 10:00 Eastern.
    const in812 = await (await lookup({ phone: "+18125550100", at: "2026-11-23T14:30:00Z" })).json();
    expect(in812).toMatchObject({ open: false, region: "US-IN", nextOpenAt: "2026-11-23T15:00:00.000Z" });
    expect(in812.reason).toMatch(/before 9:00 in America\/Chicago/);
    expect(in812.zones.sort()).toEqual(["America/Chicago", "America/New_York"]);
    // 17:55 in New York: past the last start (17:52).
    const late = await (await lookup({ phone: "+12125550100", at: "2026-11-23T22:55:00Z" })).json();
    expect(late.open).toBe(false);
    expect(late.reason).toMatch(/after the last start at 17:52/);
  });

  it("says a number outside coverage or toll-free is not called", async () => {
    const uk = await (await lookup({ phone: "+442079460958" })).json();
    expect(uk).toMatchObject({
      country: "GB",
      open: false,
      nextOpenAt: null,
      reason: `not called: ${OUTSIDE}`,
    });
    const free = await (await lookup({ phone: "+18002345678" })).json();
    expect(free).toMatchObject({
      open: false,
      nextOpenAt: null,
      reason: `not called: ${DIRECT_LINE_MESSAGE}`,
    });
  });

  it("answers bad input with 400 naming the field", async () => {
    const noPhone = await lookup({});
    expect(noPhone.status).toBe(400);
    expect(await noPhone.text()).toMatch(/^phone: phone is required/);
    const badAt = await lookup({ phone: "+14165550100", at: "tomorrow" });
    expect(badAt.status).toBe(400);
    expect(await badAt.text()).toMatch(/^at: must be an ISO-8601 date-time/);
  });

  it("answers hostile query strings with 4xx or a plain answer, never a 5xx", async () => {
    const raw = (qs: string) =>
      fetch(`${t.url}/api/admin/calling-window?${qs}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    for (const qs of [
      "phone=%00",
      "phone=a&phone=b",
      "phone[]=4165550100",
      `phone=${"9".repeat(500)}`,
      "phone=%2B14165550100&at=9999-99-99T99:99:99Z",
      "phone=%2B14165550100&at=%00",
      "phone=%2B14165550100&at=2026-11-23T10:00:00",
    ]) {
      const res = await raw(qs);
      expect(res.status, qs).toBe(400);
      expect(await res.text(), qs).toMatch(/^(phone|at)/);
    }
    // Far in the future the rules still answer (no holidays known for that year, weekdays open).
    const far = await raw("phone=%2B14165550100&at=2999-03-04T15:00:00Z");
    expect(far.status).toBe(200);
  });

  it("is the same procedure over tRPC", async () => {
    const input = encodeURIComponent(
      JSON.stringify({ json: { phone: "+16045550100", at: "2026-11-23T18:00:00Z" } }),
    );
    const res = await fetch(`${t.url}/trpc/admin.callingWindow?input=${input}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.data.json).toMatchObject({ region: "CA-BC", open: true, language: "en" });
  });
});
