import { describe, expect, it } from "vitest";
import { codeHash, codeMatches, newCode } from "../../src/services/data-requests/codes";
import { correctableInterviews, type MatchedReference } from "../../src/services/data-requests/matching";
import { dataRequestSchema, verificationCodeSchema } from "../../src/shared/data-requests";

const H = 60 * 60 * 1000;
const asked = new Date("2026-03-03T12:00:00Z");
const ref = (
  hoursBefore: number | null,
  candidateName = "Sam Lee",
  referenceIndex = 1,
): MatchedReference => ({
  checkId: 1,
  referenceIndex,
  candidateName,
  interviewedAt: hoursBefore === null ? null : new Date(asked.getTime() - hoursBefore * H),
});

describe("the 24-hour correction window", () => {
  it("takes interviews that ended up to 24 hours before the request, and no others", () => {
    expect(correctableInterviews([ref(23.99)], asked, null)).toHaveLength(1);
    expect(correctableInterviews([ref(24)], asked, null)).toHaveLength(1);
    expect(correctableInterviews([ref(24.01)], asked, null)).toHaveLength(0);
    expect(correctableInterviews([ref(null)], asked, null)).toHaveLength(0);
    expect(correctableInterviews([ref(-1)], asked, null)).toHaveLength(0); // a call after the request
  });

  it("narrows to the candidate the reference named, however they typed it", () => {
    const both = [ref(2, "Sam Lee", 1), ref(3, "Jordan Rivera", 2)];
    expect(correctableInterviews(both, asked, "  sam   LEE ").map((m) => m.referenceIndex)).toEqual([1]);
    expect(correctableInterviews(both, asked, "Someone Else")).toHaveLength(0);
    expect(correctableInterviews(both, asked, null)).toHaveLength(2);
  });
});

describe("verification codes", () => {
  it("are six digits, and stored only as an HMAC bound to the secret and the request", () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
    const h = codeHash("secret-a", 7, "123456");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain("123456");
    expect(codeMatches("secret-a", 7, "123456", h)).toBe(true);
    expect(codeMatches("secret-a", 8, "123456", h)).toBe(false);
    expect(codeMatches("secret-b", 7, "123456", h)).toBe(false);
    expect(codeMatches("secret-a", 7, "123457", h)).toBe(false);
    expect(codeMatches("secret-a", 7, "123456", null)).toBe(false);
    expect(codeMatches("secret-a", 7, "123456", "short")).toBe(false);
  });

  it("accept a code typed with spaces or a dash, and name the field otherwise", () => {
    expect(verificationCodeSchema.parse({ code: "123 456" }).code).toBe("123456");
    expect(verificationCodeSchema.parse({ code: "123-456" }).code).toBe("123456");
    const bad = verificationCodeSchema.safeParse({ code: "12345" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({
      path: ["code"],
      message: "Enter the 6-digit code from the text message",
    });
  });
});

describe("the request form's schema", () => {
  it("normalizes the number and needs details only for a correction", () => {
    const ok = dataRequestSchema.parse({
      kind: "deletion",
      phone: "(415) 555-0100",
      name: " Pat ",
      email: "",
    });
    expect(ok).toMatchObject({
      phone: "+14155550100",
      name: "Pat",
      email: null,
      details: null,
      candidateName: null,
    });
    const noDetails = dataRequestSchema.safeParse({ kind: "correction", phone: "4155550100", name: "Pat" });
    expect(noDetails.error!.issues.map((i) => i.path.join("."))).toEqual(["details"]);
  });
});
