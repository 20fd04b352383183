import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LINES } from "../../src/services/interview/plan";
import { CALL_LENGTH } from "../../src/shared/product-facts";
import { indefiniteArticle } from "../../src/shared/wording";

/** Roles as requesters type them, labelled with the article a person says before them. */
const ROLES: [string, "a" | "an"][] = [
  ["Account Executive", "an"],
  ["account manager", "an"],
  ["Engineer", "an"],
  ["Executive Assistant", "an"],
  ["Office Manager", "an"],
  ["Intern", "an"],
  ["UX Designer", "a"],
  ["UI Engineer", "a"],
  ["SRE", "an"],
  ["HR Business Partner", "an"],
  ["MBA Associate", "an"],
  ["RN", "an"],
  ["LPN", "an"],
  ["QA Analyst", "a"],
  ["CFO", "a"],
  ["University Recruiter", "a"],
  ["User Researcher", "a"],
  ["European Sales Lead", "a"],
  ["Hourly Supervisor", "an"],
  ["Honest Broker", "an"],
  ["Senior Engineer", "a"],
  ["Designer", "a"],
  ["Nurse", "a"],
  ["8th Grade Teacher", "an"],
  ["1st Line Support", "a"],
  ["one-person IT team lead", "a"],
  ["Underwriter", "an"],
  ["Analyst", "an"],
];

describe("a/an before a role", () => {
  it("matches how the role is spoken, over a labelled corpus", () => {
    const wrong = ROLES.filter(([role, want]) => indefiniteArticle(role) !== want);
    console.log(`article accuracy: ${ROLES.length - wrong.length}/${ROLES.length}`);
    expect(wrong).toEqual([]);
  });

  it("the interviewer says 'for an Account Executive role'", () => {
    const line = LINES.consent({
      productName: "RefLine",
      candidateName: "Sam Lee",
      referenceName: "Pat Kim",
      companyName: "Acme",
      role: "Account Executive",
      relationship: "direct-manager",
    } as Parameters<typeof LINES.consent>[0]);
    expect(line).toContain("being considered for an Account Executive role");
  });
});

describe("one call length", () => {
  it("the interviewer speaks the constant", () => {
    expect(CALL_LENGTH).toMatchObject({
      min: 5,
      max: 8,
      text: "5-8 minutes",
      spoken: "five to eight minutes",
    });
    expect(LINES.begin()).toContain("about five to eight minutes");
  });

  it("no page, message or line states another call length", () => {
    const roots = ["web/src", "src/services", "src/shared"].map((r) => path.resolve(__dirname, "../..", r));
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(tsx?|md)$/.test(e.name)) {
          const text = fs.readFileSync(p, "utf8");
          // "5-7 min", "8-12 minutes", "five to seven minutes": any call length written out.
          for (const m of text.matchAll(
            /\b(\d+\s*[-–]\s*\d+\s*min(ute)?s?|(one|two|three|four|five|six|seven|eight|nine|ten|twelve) to (one|two|three|four|five|six|seven|eight|nine|ten|twelve) minutes)\b/gi,
          ))
            found.push(`${path.relative(process.cwd(), p)}: ${m[0]}`);
        }
      }
    };
    roots.forEach(walk);
    // product-facts.ts derives the texts; nothing else may spell one out.
    expect(found.filter((f) => !f.includes("product-facts.ts"))).toEqual([]);
  });
});
