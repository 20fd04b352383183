import { describe, expect, it } from "vitest";
import type { Intent } from "../../src/services/interview/understand";
import { CONSENT_CORPUS } from "./corpora/consent-intents";
import { FRENCH_CORPUS, FR_ES_INTERVIEW_TURNS, SPANISH_CORPUS } from "./corpora/consent-intents-fr-es";
import { PROTECTED_LINES, WORK_PHRASES } from "./corpora/protected";
import { PROTECTED_FR_ES, WORK_FR_ES } from "./corpora/protected-fr-es";
import {
  figuresOf,
  judgeSet,
  reportLines,
  type HeldSet,
  type HeldTurn,
  type Label,
} from "../support/heldout";
import { criticalOf, gateHeldSets } from "../support/heldout-gate";

/**
 * The interviewer measured on what it was built from (in-sample) and on sets written by people
 * who never read its rules (held-out, tests/unit/corpora/heldout/<set>/). Both are printed
 * separately; in either, one consent read toward yes, one protected question spoken or remark
 * kept or followed up, or one opt-out missed fails the suite.
 */

const LABEL_OF: Partial<Record<Intent, Label>> = {
  yes: "consent_yes",
  refusal: "consent_no",
  unclear: "consent_unclear",
  opt_out: "opt_out",
  call_later: "call_later",
  machine: "machine",
  wrong_person: "wrong_person",
  handoff: "new_speaker",
  identity_question: "identity_question",
  repeat: "repeat",
  language: "language_request",
  hold: "hold",
};

/** The labelled corpora the rules were written from, in the held-out format. */
function inSample(): HeldSet {
  const turns: HeldTurn[] = [];
  const add = (lang: HeldTurn["lang"], list: { text: string; intent: Intent }[]) => {
    for (const c of list) {
      const label = LABEL_OF[c.intent];
      if (label) turns.push({ id: `in${turns.length}`, lang, stage: "consent", text: c.text, label });
    }
  };
  add("en", CONSENT_CORPUS);
  add("fr", FRENCH_CORPUS);
  add("es", SPANISH_CORPUS);
  for (const [i, [text, intent]] of FR_ES_INTERVIEW_TURNS.entries()) {
    const label = intent === "answer" ? "answer" : LABEL_OF[intent];
    const lang = i < 7 ? "fr" : "es";
    if (label && label !== "repeat")
      turns.push({ id: `in${turns.length}`, lang, stage: "interview", text, label });
  }
  const modelOutputs = [
    ...PROTECTED_LINES.map((text) => ({ lang: "en" as const, text, label: "protected" as const })),
    ...PROTECTED_FR_ES.map((text) => ({ lang: "fr" as const, text, label: "protected" as const })),
    ...WORK_PHRASES.map((text) => ({ lang: "en" as const, text, label: "safe" as const })),
    ...WORK_FR_ES.map((text) => ({ lang: "fr" as const, text, label: "safe" as const })),
  ].map((m, i) => ({ id: `im${i}`, ...m }));
  return { name: "in-sample", turns, conversations: [], modelOutputs };
}

describe("the interviewer on phrasings nobody wrote down", () => {
  it("in-sample: no consent toward yes, no opt-out missed, no protected line spoken", async () => {
    const rep = await judgeSet(inSample());
    console.log(["[in-sample figures]", ...reportLines(rep)].join("\n  "));
    expect(criticalOf(rep)).toEqual([]);
    expect(figuresOf(rep.turns).total).toBeGreaterThan(400);
  }, 120_000);

  // The joined sets, the first half here and the second in heldout-corpus-b.test.ts (two files run side by side).
  gateHeldSets(0);
});
