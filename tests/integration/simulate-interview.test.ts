import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";

const TOKEN = "admin-token-0123456789abcdef";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

const BASE = {
  candidateName: "Faith Young",
  role: "Engineer",
  companyName: "Acme",
  referenceName: "Pat Kim",
  relationship: "direct-manager",
};

async function post(body: unknown, auth = true) {
  const res = await fetch(`${t.url}/api/admin/simulate-interview`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${TOKEN}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })(),
  };
}

describe("POST /api/admin/simulate-interview", () => {
  it("runs the real engine over a scripted call and answers as specified", async () => {
    const r = await post({
      ...BASE,
      turns: [
        { interrupt: "Yes, yes, you can record." },
        { say: "Yes, go ahead." },
        { say: "Yes, speaking." },
        { say: "I managed Faith for three years on the payments team." },
        { say: "She's pregnant, you know." },
        { silence: 7 },
        { dtmf: "9" },
      ],
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(
      [
        "callbackRequested",
        "consent",
        "optedOut",
        "outcome",
        "recordingStartedAt",
        "redactions",
        "transcript",
      ].sort(),
    );
    expect(r.json).toMatchObject({
      consent: "given",
      outcome: "opted_out",
      optedOut: true,
      callbackRequested: false,
      redactions: 1,
    });
    expect(typeof r.json.recordingStartedAt).toBe("number");
    const texts = (r.json.transcript as { speaker: string; text: string; at: number }[]).map((x) => x.text);
    expect(texts.join(" ")).not.toContain("pregnant");
    expect(texts).toContain("[removed: protected characteristic]");
    expect(texts.some((x) => x.startsWith("Are you still there?"))).toBe(true);
    for (const turn of r.json.transcript) expect(typeof turn.at).toBe("number");
  });

  it("answers a machine with the voicemail message", async () => {
    const r = await post({ ...BASE, turns: [{ machine: true }] });
    expect([r.status, r.json.outcome, r.json.consent, r.json.recordingStartedAt]).toEqual([
      200,
      "voicemail",
      "none",
      null,
    ]);
  });

  it("holds the simulated call in Spanish when asked, and refuses an unknown language", async () => {
    const r = await post({
      ...BASE,
      language: "es",
      turns: [{ say: "Sí, adelante." }, { say: "Sí, soy yo." }, { say: "No me llame más." }],
    });
    expect(r.status).toBe(200);
    console.log(
      r.json.transcript.map((x: { speaker: string; text: string }) => `${x.speaker}: ${x.text}`).join("\n"),
    );
    expect(r.json.transcript[0].text).toMatch(/^Hola, le habla un asistente automático de RefLine/);
    expect([r.json.consent, r.json.outcome, r.json.optedOut]).toEqual(["given", "opted_out", true]);
    expect(r.json.transcript.at(-1).text).toBe("Entendido. No volveremos a llamarle. Hasta luego.");
    const bad = await post({ ...BASE, language: "de", turns: [] });
    expect([bad.status, bad.text]).toEqual([400, "language: must be one of en, fr, es"]);
  });

  it("rejects bad input with a 400 naming the field", async () => {
    const missing = await post({ ...BASE, candidateName: undefined, turns: [] });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("candidateName");
    const badTurn = await post({ ...BASE, turns: [{ dtmf: "12" }] });
    expect(badTurn.status).toBe(400);
    expect(badTurn.text).toMatch(/turns/);
    const notList = await post({ ...BASE, turns: "hello" });
    expect(notList.status).toBe(400);
    expect(notList.text).toContain("turns");
  });

  it("is for operators only", async () => {
    expect((await post({ ...BASE, turns: [] }, false)).status).toBe(401);
  });
});
