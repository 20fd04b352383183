import { describe, expect, it } from "vitest";
import { namesAlike, requestSignals } from "../../src/services/fraud/signals";

describe("fraud signals", () => {
  it("matches names despite case, punctuation, order and one typo", () => {
    expect(namesAlike("Sam Lee", "sam  lee.")).toBe(true);
    expect(namesAlike("Sam Lee", "Lee Sam")).toBe(true);
    expect(namesAlike("Jordan Rivera", "Jordan Riviera")).toBe(true);
    expect(namesAlike("Sam Lee", "Pat Kim")).toBe(false);
    expect(namesAlike("Al Li", "Al Lu")).toBe(false);
  });
  it("flags a reused phone, a reference named like the candidate, twin references", () => {
    const s = requestSignals({
      candidateName: "Sam Lee",
      requesterEmail: "a@acme.com",
      requesterDisposable: false,
      references: [
        { name: "Sam Lee", phone: "+14155550100" },
        { name: "Pat Kim", phone: "+14155550100" },
        { name: "pat kim", phone: "+14155550101" },
      ],
    });
    expect(s.map((x) => x.type).sort()).toEqual([
      "duplicate_reference_name",
      "duplicate_reference_phone",
      "reference_named_like_candidate",
    ]);
    expect(s.find((x) => x.type === "duplicate_reference_phone")!.reason).toContain("ending 0100");
  });
  it("finds nothing in an ordinary check", () => {
    expect(
      requestSignals({
        candidateName: "Sam Lee",
        requesterEmail: "a@acme.com",
        requesterDisposable: false,
        references: [{ name: "Pat Kim", phone: "+14155550100" }],
      }),
    ).toEqual([]);
  });
});
