import { describe, expect, it } from "vitest";
import {
  invitesProtectedQuestion,
  protectedTopics,
  redactProtected,
} from "../../src/services/interview/guard";
import { languageSignal } from "../../src/services/interview/language";
import { understand } from "../../src/services/interview/understand";
import { consentOf } from "../../src/services/interview/consent-reading";
import {
  FR_ES_INTERVIEW_TURNS,
  FRENCH_CORPUS,
  LANGUAGE_TURNS,
  SPANISH_CORPUS,
} from "./corpora/consent-intents-fr-es";
import { INVITES_FR_ES, PROTECTED_FR_ES, WORK_FR_ES } from "./corpora/protected-fr-es";

const names = { names: ["Marie Tremblay", "Luc Gagnon", "Acme", "RefLine"] };

/** Reads a labelled corpus and prints its accuracy; never a yes from anything but a clear yes. */
function measure(label: string, corpus: typeof FRENCH_CORPUS) {
  let intentsRight = 0;
  let consentRight = 0;
  const towardYes: string[] = [];
  const wrong: string[] = [];
  for (const c of corpus) {
    const u = understand(c.text, "opening");
    const consent = consentOf(c.text);
    if (u.primary === c.intent) intentsRight++;
    else wrong.push(`${JSON.stringify(c.text)}: ${c.intent} read as ${u.primary}`);
    if (consent === c.consent) consentRight++;
    else wrong.push(`${JSON.stringify(c.text)}: consent ${c.consent} read as ${consent}`);
    if (consent === "given" && c.consent !== "given") towardYes.push(c.text);
  }
  const n = corpus.length;
  console.log(
    `${label} corpus: intents ${intentsRight}/${n} (${((100 * intentsRight) / n).toFixed(1)}%), ` +
      `consent ${consentRight}/${n} (${((100 * consentRight) / n).toFixed(1)}%), misread toward yes: ${towardYes.length}`,
  );
  if (wrong.length) console.log(wrong.join("\n"));
  return { intents: intentsRight / n, consent: consentRight / n, towardYes };
}

describe("understanding in French and Spanish: labelled corpora", () => {
  it(`reads ${FRENCH_CORPUS.length} French turns; never a yes from anything but a clear yes`, () => {
    expect(FRENCH_CORPUS.length).toBeGreaterThanOrEqual(90);
    const r = measure("French", FRENCH_CORPUS);
    expect(r.towardYes, "consent misread toward yes").toEqual([]);
    expect(r.intents).toBeGreaterThanOrEqual(0.95);
    expect(r.consent).toBeGreaterThanOrEqual(0.95);
  });

  it(`reads ${SPANISH_CORPUS.length} Spanish turns; never a yes from anything but a clear yes`, () => {
    expect(SPANISH_CORPUS.length).toBeGreaterThanOrEqual(85);
    const r = measure("Spanish", SPANISH_CORPUS);
    expect(r.towardYes, "consent misread toward yes").toEqual([]);
    expect(r.intents).toBeGreaterThanOrEqual(0.95);
    expect(r.consent).toBeGreaterThanOrEqual(0.95);
  });

  it("during the questions: requests are recognised, answers that share their words are not", () => {
    let right = 0;
    for (const [text, want] of FR_ES_INTERVIEW_TURNS) {
      const u = understand(text, "interview");
      const got = ["opt_out", "call_later", "repeat", "identity_question"].includes(u.primary)
        ? u.primary
        : "answer";
      if (got === want) right++;
      else console.log(`interview turn ${JSON.stringify(text)}: ${want} read as ${got}`);
    }
    console.log(`French/Spanish interview-turn corpus: ${right}/${FR_ES_INTERVIEW_TURNS.length}`);
    expect(right).toBe(FR_ES_INTERVIEW_TURNS.length);
  });

  it("tells which language a turn asks for or speaks, and a language we do not offer", () => {
    let right = 0;
    for (const { text, want } of LANGUAGE_TURNS) {
      const s = languageSignal(text);
      const got = s.unsupported
        ? "unsupported"
        : s.requested
          ? s.requested
          : s.notUnderstood
            ? "not_understood"
            : s.spoken
              ? `spoken:${s.spoken}`
              : "none";
      if (got === want) right++;
      else console.log(`language ${JSON.stringify(text)}: ${want} read as ${got}`);
    }
    console.log(`language corpus: ${right}/${LANGUAGE_TURNS.length}`);
    expect(right).toBe(LANGUAGE_TURNS.length);
  });
});

describe("protected topics in French and Spanish", () => {
  it(`catches ${PROTECTED_FR_ES.length} remarks, passes ${WORK_FR_ES.length} work answers, declines invitations`, () => {
    const missed = PROTECTED_FR_ES.filter((l) => protectedTopics(l, names).length === 0);
    const blocked = WORK_FR_ES.filter((l) => protectedTopics(l, names).length > 0);
    const notDeclined = INVITES_FR_ES.filter((l) => !invitesProtectedQuestion(l, names));
    console.log(
      `French/Spanish protected corpus: ${PROTECTED_FR_ES.length - missed.length}/${PROTECTED_FR_ES.length} caught, ` +
        `work answers ${WORK_FR_ES.length - blocked.length}/${WORK_FR_ES.length} kept, ` +
        `invitations ${INVITES_FR_ES.length - notDeclined.length}/${INVITES_FR_ES.length} declined`,
    );
    expect(missed).toEqual([]);
    expect(blocked).toEqual([]);
    expect(notDeclined).toEqual([]);
  });

  it("redacts a volunteered remark and keeps the rest of the answer", () => {
    const r = redactProtected(
      "Elle est excellente en gestion de projet. Elle est enceinte de son deuxième.",
      names,
    );
    expect(r.removed).toBe(1);
    expect(r.text).toContain("gestion de projet");
    expect(r.text).not.toMatch(/enceinte/);
  });
});
