import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { checkRequestSchema, MESSAGES } from "../../src/shared/check-request";
import { activeCoverage, setCoverage } from "../../src/shared/coverage";
import { checkPhone, DIRECT_LINE_MESSAGE, outsideCoverageMessage } from "../../src/shared/phone";

/** The intake rule for a reference's phone: valid for its country, a direct line, inside coverage. */
const request = (phone: string) => ({
  requesterEmail: "jane@example.com",
  candidateName: "Sam Lee",
  role: "Engineer",
  companyName: "Acme",
  reference1: { name: "Pat Kim", phone: "4155550100", relationship: "direct-manager" },
  reference2: { name: "Kim Park", phone, relationship: "colleague" },
  termsAccepted: true,
  consentGiven: true,
});

function phoneErrors(phone: string): string[] {
  const r = checkRequestSchema.safeParse(request(phone));
  if (r.success) return [];
  return r.error.issues.filter((i) => i.path.join(".") === "reference2.phone").map((i) => i.message);
}

afterEach(() => setCoverage(["US", "CA"]));

describe("reference phone at intake", () => {
  const usCa = outsideCoverageMessage(["US", "CA"]);

  it("refuses numbers outside the default coverage (US and Canada), naming the field", () => {
    expect(usCa).toBe("We can only call references in the US and Canada for now");
    expect(phoneErrors("+44 20 7946 0958")).toEqual([usCa]); // London
    expect(phoneErrors("+1 876 234 5678")).toEqual([usCa]); // Jamaica, inside +1
    expect(phoneErrors("+61 2 9234 5678")).toEqual([usCa]); // Sydney
    expect(phoneErrors("+1 787 234 5678")).toEqual([usCa]); // Puerto Rico: its own plan country
  });

  it("refuses toll-free and non-geographic numbers, asking for a direct line", () => {
    for (const n of [
      "800 234 5678",
      "888 234 5678",
      "877 234 5678",
      "500 234 5678",
      "600 234 5678",
      "900 234 5678",
    ])
      expect(phoneErrors(n), n).toEqual([DIRECT_LINE_MESSAGE]);
  });

  it("refuses numbers the plan says cannot exist, not only wrong digit counts", () => {
    // Area codes and exchanges never start with 0 or 1; 555 is not an area code.
    for (const n of ["415 055 0100", "415 155 0100", "055 234 5678", "555 234 5678", "+1 999 234 5678"])
      expect(phoneErrors(n), n).toEqual([MESSAGES.phone]);
  });

  it("accepts valid US and Canadian numbers and normalizes them", () => {
    for (const [input, e164] of [
      ["(415) 555-0142", "+14155550142"],
      ["514-555-0142", "+15145550142"],
      ["+1 867 667 5555", "+18676675555"],
      ["1 (709) 555-0142", "+17095550142"],
      ["907 234 5678", "+19072345678"],
    ]) {
      const r = checkRequestSchema.safeParse(request(input!));
      expect(r.success, input).toBe(true);
      if (r.success) expect(r.data.reference2?.phone).toBe(e164);
    }
  });

  it("with COVERAGE=US,CA,GB,AU, UK and Australian numbers pass and others still fail", () => {
    loadConfig({ COVERAGE: "US,CA,GB,AU" });
    expect(activeCoverage()).toEqual(["US", "CA", "GB", "AU"]);
    for (const n of ["+44 20 7946 0958", "+44 7400 123456", "+61 2 9234 5678", "+61 412 345 678"])
      expect(phoneErrors(n), n).toEqual([]);
    const all = outsideCoverageMessage(["US", "CA", "GB", "AU"]);
    expect(phoneErrors("+1 876 234 5678")).toEqual([all]);
    expect(phoneErrors("+44 7911 123456")).toEqual([all]); // Guernsey: not the UK's plan
    expect(phoneErrors("+44 800 123 4567")).toEqual([DIRECT_LINE_MESSAGE]); // UK freephone
    expect(phoneErrors("+61 1800 123 456")).toEqual([DIRECT_LINE_MESSAGE]); // Australian freecall
  });

  it("COVERAGE names the variable when it is wrong", () => {
    expect(() => loadConfig({ COVERAGE: "US,FR" })).toThrow(/COVERAGE/);
    expect(() => loadConfig({ COVERAGE: " , " })).toThrow(/COVERAGE/);
    expect(checkPhone("+442079460958", ["GB"])).toEqual({ ok: true, e164: "+442079460958", country: "GB" });
  });
});
