import { describe, expect, it } from "vitest";
import { checkRequestSchema } from "../../src/shared/check-request";
import { enterpriseLeadSchema } from "../../src/shared/leads";
import { outboundText, SAFE_TEXT_MESSAGES, unsafeTextReason } from "../../src/shared/safe-text";

/**
 * Names, roles and company names are texted and read aloud to references. A labelled corpus:
 * ordinary names and companies (including dotted and punctuated ones) must pass; web addresses,
 * e-mail addresses and control characters must not.
 */
const ALLOWED = [
  "Sam Lee",
  "Zoë O'Brien-Ñúñez",
  "J.R. Smith",
  "Dr. A. B. Kowalski",
  "Mary-Jane St. Claire",
  "李小龙",
  "Acme Corp",
  "Acme, Inc.",
  "AT&T",
  "Procter & Gamble Co.",
  "Acme. URGENT",
  "U.S. Steel",
  "A.B. Dick Company",
  "Johnson & Johnson (EMEA)",
  "Yahoo!",
  "3M",
  "Senior Engineer, Platform",
  "VP Sales / Marketing",
  "C++ Developer",
  "Ph.D. Researcher",
  "Team Lead (R&D)",
  "Smith & Sons Ltd.",
  "Café Müller GmbH",
];
const REFUSED: [string, string][] = [
  ["Acme. URGENT: confirm your bank details at https://evil.example/x", SAFE_TEXT_MESSAGES.url],
  ["http://bit.ly/abc", SAFE_TEXT_MESSAGES.url],
  ["Visit www.evil-bank.com", SAFE_TEXT_MESSAGES.url],
  ["Acme evil-bank.com/login", SAFE_TEXT_MESSAGES.url],
  ["Pay at secure-pay.co", SAFE_TEXT_MESSAGES.url],
  ["paypal-verify.net", SAFE_TEXT_MESSAGES.url],
  ["login.microsoftonline.support now", SAFE_TEXT_MESSAGES.url],
  ["ftp://files.example.org", SAFE_TEXT_MESSAGES.url],
  ["Acme (acme-refunds.io)", SAFE_TEXT_MESSAGES.url],
  ["Reply to help@acme-payroll.com", SAFE_TEXT_MESSAGES.email],
  ["sam.lee@gmail.com", SAFE_TEXT_MESSAGES.email],
  ["Acme\r\nBcc: victim@example.com", SAFE_TEXT_MESSAGES.control],
  ["Sam\nLee", SAFE_TEXT_MESSAGES.control],
  ["Sam\tLee", SAFE_TEXT_MESSAGES.control],
  ["Acme\u0000Corp", SAFE_TEXT_MESSAGES.control],
  ["Acme\u202Emoc.live", SAFE_TEXT_MESSAGES.control],
  ["Acme\u2028Corp", SAFE_TEXT_MESSAGES.control],
  ["Acme\u0085Corp", SAFE_TEXT_MESSAGES.control],
  // Issue 34: lures that passed the old block-list (new top-level domains, bare IPs, phone numbers,
  // look-alike dots), and hosts in other scripts.
  ["acme-payroll.bond/verify", SAFE_TEXT_MESSAGES.url],
  ["Acme payroll.buzz", SAFE_TEXT_MESSAGES.url],
  ["Acme verify.lat", SAFE_TEXT_MESSAGES.url],
  ["Acme 203.0.113.9/pay", SAFE_TEXT_MESSAGES.url],
  ["Acme 10.0.0.1", SAFE_TEXT_MESSAGES.url],
  ["URGENT call 1-415-555-0199", SAFE_TEXT_MESSAGES.phone],
  ["Acme (415) 555 0199", SAFE_TEXT_MESSAGES.phone],
  ["Acme ４１５５５５０１９９", SAFE_TEXT_MESSAGES.phone],
  ["Acme ٤١٥٥٥٥٠١٩٩", SAFE_TEXT_MESSAGES.phone],
  ["acme-payroll\uff0ebond", SAFE_TEXT_MESSAGES.url],
  ["acme-payroll\u3002bond", SAFE_TEXT_MESSAGES.url],
  ["acme-payroll\uff61bond", SAFE_TEXT_MESSAGES.url],
  ["acme-payroll\u2024bond", SAFE_TEXT_MESSAGES.url],
  ["acme-payroll\ufe52bond", SAFE_TEXT_MESSAGES.url],
  ["пример.рф", SAFE_TEXT_MESSAGES.url],
  ["Node.js Engineer", SAFE_TEXT_MESSAGES.url],
  ["Acme <b>Corp</b>", SAFE_TEXT_MESSAGES.characters],
  ["Acme $$$ bonus", SAFE_TEXT_MESSAGES.characters],
  ["Acme\uff20evil", SAFE_TEXT_MESSAGES.email],
];

describe("text that may be sent to a stranger", () => {
  it("passes ordinary names and companies and refuses addresses and control characters", () => {
    const wronglyRefused = ALLOWED.filter((s) => unsafeTextReason(s) !== null);
    const wronglyPassed = REFUSED.filter(([s, why]) => unsafeTextReason(s) !== why);
    const correct = ALLOWED.length + REFUSED.length - wronglyRefused.length - wronglyPassed.length;
    console.log(
      `safe-text corpus: ${correct}/${ALLOWED.length + REFUSED.length} correct ` +
        `(${ALLOWED.length} allowed, ${REFUSED.length} refused)`,
    );
    expect(wronglyRefused).toEqual([]);
    expect(wronglyPassed).toEqual([]);
  });

  it("the shared form schema names the field and says why", () => {
    const r = checkRequestSchema.safeParse({
      requesterEmail: "jane@example.com",
      candidateName: "Sam\r\nLee",
      role: "Engineer",
      companyName: "Acme. URGENT: confirm your bank details at https://evil.example/x",
      reference1: { name: "Pat sam@evil.example", phone: "(415) 555-0100", relationship: "colleague" },
      termsAccepted: true,
      consentGiven: true,
    });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(fields).toEqual({
      candidateName: SAFE_TEXT_MESSAGES.control,
      companyName: SAFE_TEXT_MESSAGES.url,
      "reference1.name": SAFE_TEXT_MESSAGES.email,
    });
    const lead = enterpriseLeadSchema.safeParse({ email: "a@b.co", company: "Acme\r\nX", volume: "500+" });
    expect(lead.error?.issues[0]?.path).toEqual(["company"]);
  });

  it("outbound text falls back to a neutral stand-in, never the refused text", () => {
    expect(outboundText("Acme Corp", "a company")).toBe("Acme Corp");
    expect(outboundText("Acme https://evil.example", "a company")).toBe("a company");
    expect(outboundText("Acme\nCorp", "a company")).toBe("a company");
    expect(outboundText(null, "a company")).toBe("a company");
  });
});
