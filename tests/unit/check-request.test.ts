import { describe, expect, it } from "vitest";
import { checkRequestSchema, MESSAGES } from "../../src/shared/check-request";
import { maskPhone, normalizePhone } from "../../src/shared/phone";

const valid = {
  requesterEmail: " Jane@Example.COM ",
  candidateName: "Sam Lee",
  role: "Engineer",
  companyName: "Acme",
  reference1: { name: "Pat", phone: "(415) 555-0100", relationship: "direct-manager" },
  termsAccepted: true,
  consentGiven: true,
};

function messages(input: unknown): Record<string, string[]> {
  const r = checkRequestSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join(".")] ??= []).push(i.message);
  return out;
}

describe("phone normalization", () => {
  it.each([
    ["(415) 555-0100", "+14155550100"],
    ["415.555.0100", "+14155550100"],
    ["1-415-555-0100", "+14155550100"],
    ["+1 415 555 0100", "+14155550100"],
    ["+44 20 7946 0958", "+442079460958"],
    ["123456789", null],
    ["1234567890123456", null],
    ["", null],
  ])("%s → %s", (input, out) => expect(normalizePhone(input)).toBe(out));

  it("masks all but the last four digits", () => expect(maskPhone("+14155550100")).toBe("•••-•••-0100"));
});

describe("check request schema", () => {
  it("accepts a valid request and normalizes it", () => {
    const r = checkRequestSchema.parse(valid);
    expect(r.requesterEmail).toBe("jane@example.com");
    expect(r.reference1.phone).toBe("+14155550100");
    expect(r.reference2).toBeUndefined();
  });

  it("uses the spec's messages for every field", () => {
    const m = messages({ reference1: {} });
    expect(m.requesterEmail).toEqual([MESSAGES.email]);
    expect(m.candidateName).toEqual([MESSAGES.candidateName]);
    expect(m.role).toEqual([MESSAGES.role]);
    expect(m.companyName).toEqual([MESSAGES.companyName]);
    expect(m["reference1.name"]).toEqual([MESSAGES.name]);
    expect(m["reference1.phone"]).toEqual([MESSAGES.phoneRequired]);
    expect(m.termsAccepted).toEqual([MESSAGES.terms]);
    expect(m.consentGiven).toEqual([MESSAGES.consent]);
    expect(
      messages({ ...valid, reference1: { ...valid.reference1, phone: "12345" } })["reference1.phone"],
    ).toEqual([MESSAGES.phone]);
  });

  it("treats optional references as all-or-nothing", () => {
    expect(messages({ ...valid, reference2: { name: "", phone: "", relationship: "" } })).toEqual({});
    expect(messages({ ...valid, reference2: { name: "Lee" } }).reference2).toContain(MESSAGES.incomplete);
    const r = checkRequestSchema.parse({
      ...valid,
      reference3: { name: "Kim", phone: "4155550199", relationship: "client" },
    });
    expect(r.reference3?.phone).toBe("+14155550199");
  });

  it("rejects wrong types without throwing", () => {
    expect(checkRequestSchema.safeParse(null).success).toBe(false);
    expect(checkRequestSchema.safeParse({ ...valid, reference1: "x" }).success).toBe(false);
    expect(checkRequestSchema.safeParse({ ...valid, candidateName: 42 }).success).toBe(false);
  });
});
