import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAuditLog, simCalls } from "../../src/db/schema";
import { startTestApp, type TestApp } from "../support/app";

/**
 * Operator test calls ring real phones, so they keep the rules a reference's call keeps: coverage
 * and a direct line always; the calling hours of every zone the number may ring in, unless the
 * operator explicitly overrides them with a reason (audited); never outside 8:00–21:00 local.
 * Here calling windows are enforced (SIM_IGNORE_CALLING_WINDOWS=false) and the clock is set.
 */
const TOKEN = "test-call-rules-admin-token-0123456789";
let t: TestApp;
let now = new Date("2026-11-24T19:00:00Z"); // Tuesday 11:00 in San Francisco, 14:00 in Toronto

beforeAll(async () => {
  t = await startTestApp({
    env: { ADMIN_API_TOKEN: TOKEN, SIM_IGNORE_CALLING_WINDOWS: "false" },
    now: () => now,
  });
});
afterAll(async () => t?.stop());

async function post(path: string, body: unknown) {
  const res = await fetch(t.url + path, {
    method: "POST",
    headers: {
      authorization: `Bearer ${TOKEN}`,
      "content-type": "application/json",
      "user-agent": "rules-test",
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* plain-text error */
  }
  return { status: res.status, text, json };
}

const dialsTo = async (to: string) =>
  (await t.deps.db.select().from(simCalls).where(eq(simCalls.toNumber, to))).length;

describe("operator test calls keep coverage and calling hours", () => {
  it("refuses numbers outside coverage, toll-free numbers and invalid numbers, with the field", async () => {
    for (const phoneNumber of ["+44 20 7946 0958", "+1 876 555 0100", "+1 800 555 0199"]) {
      const r = await post("/api/test-basic-call", { phoneNumber });
      expect(r.status, phoneNumber).toBe(400);
      expect(r.text, phoneNumber).toMatch(/^Test call not placed: phoneNumber: /);
    }
    const v = await post("/api/test-voice-call", { script: "Hi", phoneNumber: "+44 20 7946 0958" });
    expect(v.status).toBe(400);
    expect(v.text).toMatch(/^Test call not placed: phoneNumber: We can only call references in/);
  });

  it("calls inside the calling hours, and refuses outside them with the next calling time", async () => {
    now = new Date("2026-11-24T19:00:00Z");
    const ok = await post("/api/test-basic-call", { phoneNumber: "(415) 555-0142" });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.logs).toContain("Inside calling hours for +14155550142 (America/Los_Angeles)");
    expect(await dialsTo("+14155550142")).toBe(1);

    // 19:30 in San Francisco: after the 17:52 last start, still inside the legal 8:00–21:00.
    now = new Date("2026-11-25T03:30:00Z");
    const late = await post("/api/test-basic-call", { phoneNumber: "(415) 555-0143" });
    expect(late.status).toBe(400);
    expect(late.text).toMatch(
      /^Test call not placed: phoneNumber: Outside calling hours for \+14155550143: after the last start/,
    );
    expect(late.text).toMatch(/The next calling time there is Wednesday 25 November 2026, 09:00/);
    expect(await dialsTo("+14155550143")).toBe(0);
  });

  it("an explicit override with a reason calls outside the calling hours and is audited", async () => {
    now = new Date("2026-11-25T03:30:00Z");
    const noReason = await post("/api/test-basic-call", {
      phoneNumber: "(415) 555-0144",
      overrideHours: true,
    });
    expect([noReason.status, noReason.text]).toEqual([
      400,
      "overrideReason: Please say why this test call must be placed outside calling hours",
    ]);
    const r = await post("/api/test-basic-call", {
      phoneNumber: "(415) 555-0144",
      overrideHours: true,
      overrideReason: "checking the new caller ID with the carrier tonight",
    });
    expect(r.status, r.text).toBe(200);
    expect(await dialsTo("+14155550144")).toBe(1);
    const [entry] = await t.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, "test-call-outside-hours"))
      .orderBy(desc(operatorAuditLog.id));
    expect(entry!.detail).toMatchObject({
      phone: "+14155550144",
      reason: "checking the new caller ID with the carrier tonight",
      zones: ["America/Los_Angeles"],
    });
  });

  it("nothing overrides the legal hours: 22:00 where the number rings", async () => {
    now = new Date("2026-11-25T06:00:00Z"); // 22:00 in San Francisco
    const r = await post("/api/test-voice-call", {
      script: "Hi",
      phoneNumber: "(415) 555-0145",
      overrideHours: true,
      overrideReason: "urgent carrier test",
    });
    expect(r.status).toBe(400);
    expect(r.text).toMatch(
      /^Test call not placed: phoneNumber: It is outside 8:00–21:00 where \+14155550145 may ring/,
    );
    expect(await dialsTo("+14155550145")).toBe(0);
  });
});
