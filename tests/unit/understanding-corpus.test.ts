import { describe, expect, it } from "vitest";
import { protectedTopics, redactProtected, REDACTED } from "../../src/services/interview/guard";
import { lineProblem, SentenceGuard } from "../../src/services/interview/line-guard";
import type { InterviewContext } from "../../src/services/interview/plan";
import { understand, type Intent } from "../../src/services/interview/understand";
import { consentOf } from "../../src/services/interview/consent-reading";
import { wordsOf } from "../../src/services/interview/voice";
import { CONSENT_CORPUS } from "./corpora/consent-intents";
import { FORBIDDEN_MODEL_LINES, PROTECTED_LINES, WORK_PHRASES } from "./corpora/protected";

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Faith Young",
  referenceName: "Pat Kim",
  companyName: "Acme",
  role: "Engineer",
  relationship: "direct-manager",
};
const names = { names: [ctx.candidateName, ctx.referenceName, ctx.companyName, ctx.productName] };

/** Turns said during the questions: requests to us are recognised, answers that mention the words are not. */
const INTERVIEW_CORPUS: [string, Intent | "answer"][] = [
  ["Don't call me anymore.", "opt_out"],
  ["Stop. Please just stop.", "opt_out"],
  ["Call me back later.", "call_later"],
  ["Can you call me back tomorrow afternoon?", "call_later"],
  ["Sorry, I'm driving now.", "call_later"],
  ["say again", "repeat"],
  ["Sorry, what was the question?", "repeat"],
  ["Who is this again?", "identity_question"],
  ["Is this a robot?", "identity_question"],
  ["How did you get my number?", "identity_question"],
  ["She'd always call back later the same day when a client rang.", "answer"],
  ["He told the sales team to stop calling him at home, which was fair.", "answer"],
  [
    "It was not a good time for the company, we had a reorg, but she kept her team shipping every sprint.",
    "answer",
  ],
  ["No, I can't think of anything else.", "answer"],
  ["No.", "answer"],
  ["Yes, without hesitation.", "answer"],
  ["He never stopped learning new tools and he shipped the API redesign in a quarter.", "answer"],
  ["I managed her for three years on the payments team.", "answer"],
  ["She was busy with the launch most of that year but still mentored two juniors.", "answer"],
  ["Tomorrow's problems were her favourite thing to plan for; she ran our roadmap for two years.", "answer"],
];

describe("understanding: labelled consent and intent corpus", () => {
  it(`reads ${CONSENT_CORPUS.length} reference turns; never a yes from anything but a clear yes`, () => {
    expect(CONSENT_CORPUS.length).toBeGreaterThanOrEqual(300);
    let intentsRight = 0;
    let consentRight = 0;
    const towardYes: string[] = [];
    const wrong: string[] = [];
    for (const c of CONSENT_CORPUS) {
      const u = understand(c.text, "opening");
      const consent = consentOf(c.text);
      if (u.primary === c.intent) intentsRight++;
      else wrong.push(`${JSON.stringify(c.text)}: ${c.intent} read as ${u.primary}`);
      if (consent === c.consent) consentRight++;
      else wrong.push(`${JSON.stringify(c.text)}: consent ${c.consent} read as ${consent}`);
      if (consent === "given" && c.consent !== "given") towardYes.push(c.text);
    }
    const n = CONSENT_CORPUS.length;
    console.log(
      `understanding corpus: intents ${intentsRight}/${n} (${((100 * intentsRight) / n).toFixed(1)}%), ` +
        `consent ${consentRight}/${n} (${((100 * consentRight) / n).toFixed(1)}%), misread toward yes: ${towardYes.length}`,
    );
    if (wrong.length) console.log(wrong.join("\n"));
    expect(towardYes, "consent misread toward yes").toEqual([]);
    expect(intentsRight / n).toBeGreaterThanOrEqual(0.95);
    expect(consentRight / n).toBeGreaterThanOrEqual(0.95);
  });

  it("during the questions: requests are recognised, answers that share their words are not", () => {
    let right = 0;
    for (const [text, want] of INTERVIEW_CORPUS) {
      const u = understand(text, "interview");
      const got = ["opt_out", "call_later", "repeat", "identity_question"].includes(u.primary)
        ? u.primary
        : "answer";
      if (got === want) right++;
      else console.log(`interview turn ${JSON.stringify(text)}: ${want} read as ${got}`);
    }
    console.log(`interview-turn corpus: ${right}/${INTERVIEW_CORPUS.length}`);
    expect(right).toBe(INTERVIEW_CORPUS.length);
  });

  it("recognises Spanish replies as the intents they are", () => {
    expect(consentOf("Sí, claro")).toBe("given");
    expect(understand("¿Habla español?").primary).toBe("language");
    expect(understand("Sí, claro").language).toBe("es");
    expect(consentOf("No, gracias")).toBe("refused");
  });
});

describe("protected topics: paraphrases and tricks never spoken; work phrases kept", () => {
  it(`detects ${PROTECTED_LINES.length} protected paraphrases and tricks`, () => {
    expect(PROTECTED_LINES.length).toBeGreaterThanOrEqual(150);
    const missed = PROTECTED_LINES.filter((l) => protectedTopics(l, names).length === 0);
    console.log(
      `protected corpus: ${PROTECTED_LINES.length - missed.length}/${PROTECTED_LINES.length} caught`,
    );
    expect(missed).toEqual([]);
  });

  it("no protected line is spoken by the sentence guard, even streamed word by word after a clean one", () => {
    const spoken: string[] = [];
    for (const line of PROTECTED_LINES) {
      const g = new SentenceGuard("What are Faith Young's strengths?", ctx);
      let out = "";
      for (const token of wordsOf(`Thank you for that answer. ${line.replace(/\n/g, " ")} `))
        out += g.push(token);
      out += g.flush();
      if (out !== "Thank you for that answer. ")
        spoken.push(`${JSON.stringify(line)} → ${JSON.stringify(out)}`);
    }
    expect(spoken).toEqual([]);
  });

  it("blocks claims to be human, instructions and figures the plan did not give", () => {
    const spoken = FORBIDDEN_MODEL_LINES.filter(
      (l) => lineProblem(l, "What are Faith Young's strengths?", ctx) === null,
    );
    expect(spoken).toEqual([]);
    expect(
      lineProblem(
        "Roughly how many years did you work together?",
        "Roughly how many years did you work with Faith Young?",
        ctx,
      ),
    ).toBeNull();
  });

  it(`lets ${WORK_PHRASES.length} ordinary work phrases through, including the candidate's name`, () => {
    expect(WORK_PHRASES.length).toBeGreaterThanOrEqual(100);
    const refused = WORK_PHRASES.filter((l) => protectedTopics(l, names).length > 0);
    console.log(`work-phrase corpus: ${WORK_PHRASES.length - refused.length}/${WORK_PHRASES.length} pass`);
    expect(refused).toEqual([]);
  });

  it("redacts a protected remark and keeps the rest of the answer", () => {
    const r = redactProtected(
      "She's pregnant, you know. But she shipped the billing service two weeks early.",
      names,
    );
    expect(r).toEqual({
      text: `${REDACTED} But she shipped the billing service two weeks early.`,
      removed: 1,
    });
    expect(redactProtected("Faith Young led lead generation in good faith.", names).removed).toBe(0);
  });
});
