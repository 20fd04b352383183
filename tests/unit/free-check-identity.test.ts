import { describe, expect, it } from "vitest";
import { emailIdentity, isDisposableDomain } from "../../src/services/free-check/email-identity";

describe("emailIdentity", () => {
  it("folds case and spaces", () => {
    const id = emailIdentity("  Jane.Doe@Acme.COM ");
    expect(id.normalized).toBe("jane.doe@acme.com");
    expect(id.fingerprint).toBe("jane.doe@acme.com");
    expect(id.techniques).toEqual(["case_or_whitespace"]);
  });
  it("sees through +tags on any domain", () => {
    expect(emailIdentity("jane+free2@acme.com")).toMatchObject({
      fingerprint: "jane@acme.com",
      techniques: ["plus_tag"],
    });
  });
  it("sees through Gmail dots and googlemail", () => {
    const id = emailIdentity("j.a.n.e+x@googlemail.com");
    expect(id.fingerprint).toBe("jane@gmail.com");
    expect(id.techniques).toEqual(["plus_tag", "gmail_dots", "googlemail_alias"]);
    // Dots matter outside Gmail.
    expect(emailIdentity("j.ane@acme.com").fingerprint).toBe("j.ane@acme.com");
  });
  it("flags disposable domains and their subdomains", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("x.mailinator.com")).toBe(true);
    expect(isDisposableDomain("acme.com")).toBe(false);
    expect(emailIdentity("a@mailinator.com").techniques).toContain("disposable_domain");
  });
});
