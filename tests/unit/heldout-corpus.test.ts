import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Intent } from "../../src/services/interview/understand";
import { CONSENT_CORPUS } from "./corpora/consent-intents";
import { FRENCH_CORPUS, FR_ES_INTERVIEW_TURNS, SPANISH_CORPUS } from "./corpora/consent-intents-fr-es";
import { PROTECTED_LINES, WORK_PHRASES } from "./corpora/protected";
import { PROTECTED_FR_ES, WORK_FR_ES } from "./corpora/protected-fr-es";
import {
  figuresOf,
  judgeSet,
  loadSet,
  reportLines,
  type HeldSet,
  type HeldTurn,
  type Label,
  type SetReport,
} from "../support/heldout";

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

const HELD_DIR = join(import.meta.dirname, "corpora/heldout");
const heldSets = existsSync(HELD_DIR)
  ? readdirSync(HELD_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => loadSet(join(HELD_DIR, d.name), `held-out ${d.name}`))
      .filter((s): s is HeldSet => s !== null)
  : [];

function criticalOf(rep: SetReport) {
  const all = [...rep.turns, ...rep.conversations, ...rep.model.results];
  return all.filter((r) => r.critical).map((r) => `${r.id} ${r.critical}: ${r.detail}`);
}

describe("the interviewer on phrasings nobody wrote down", () => {
  it("in-sample: no consent toward yes, no opt-out missed, no protected line spoken", async () => {
    const rep = await judgeSet(inSample());
    console.log(["[in-sample figures]", ...reportLines(rep)].join("\n  "));
    expect(criticalOf(rep)).toEqual([]);
    expect(figuresOf(rep.turns).total).toBeGreaterThan(400);
  }, 120_000);

  it.each(heldSets.map((s) => [s.name, s] as const))(
    "%s: no consent toward yes, no opt-out missed, no protected remark kept, followed up or spoken",
    async (_name, set) => {
      const rep = await judgeSet(set);
      const disputed = set.disputed ?? {};
      const critical = criticalOf(rep);
      console.log(
        [
          `[${set.name} figures]`,
          ...reportLines(rep),
          ...Object.entries(disputed).map(([id, why]) => `disputed, counted as written: ${id} (${why})`),
        ].join("\n  "),
      );
      expect(critical.filter((c) => !(c.split(" ")[0]! in disputed))).toEqual([]);
    },
    300_000,
  );
});
