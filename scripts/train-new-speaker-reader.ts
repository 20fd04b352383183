/**
 * Trains the new-speaker reader (`newSpeakerReader` in src/services/interview/protected-reader.ts) on the
 * labelled single turns of the joined held-out sets and the in-sample understanding corpora, and writes
 * its weights. Same model as the other two readers, read on the normalized turn.
 *
 *   npx tsx scripts/train-new-speaker-reader.ts                  # train on every joined set, write weights
 *   npx tsx scripts/train-new-speaker-reader.ts --leave-out X    # train without X, report on X, write nothing
 *
 * A turn labelled new_speaker (someone other than the reference is speaking, or is about to answer in
 * their place) is positive. Wrong numbers and holds are left out on both sides (they are "not the
 * reference" or "someone is fetched" too, and read by their own families); every other turn, and what was
 * said on whole calls that ran to the end with nobody else coming on, is negative.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { normalizeText } from "../src/services/interview/normalize";
import { understand } from "../src/services/interview/understand";
import { wordCount } from "../src/services/interview/protected-reader";
import { CONSENT_CORPUS } from "../tests/unit/corpora/consent-intents";
import {
  FRENCH_CORPUS,
  FR_ES_INTERVIEW_TURNS,
  SPANISH_CORPUS,
} from "../tests/unit/corpora/consent-intents-fr-es";
import { allSets, score, train } from "./train-protected-reader";
import type { TurnExample } from "./train-opt-out-reader";

const ROOT = "tests/unit/corpora/heldout";
const OUT = "src/services/interview/new-speaker-reader-weights.json";
export const NEW_SPEAKER_THRESHOLD = 0.8;
const NEITHER = new Set(["wrong_person", "hold"]);

export function newSpeakerExamplesOf(set: string): TurnExample[] {
  const file = join(ROOT, set, "turns.json");
  if (!existsSync(file)) return [];
  const turns = JSON.parse(readFileSync(file, "utf8")) as {
    id: string;
    text: string;
    stage: string;
    label: string;
  }[];
  return turns
    .filter((t) => !NEITHER.has(t.label))
    .map((t) => ({ set, ...t, positive: t.label === "new_speaker", kind: "turn" }));
}

/**
 * The answers of whole calls that ran to their close with the reference's consent and whose writer
 * mentions nobody else on the line: none of them is a new speaker.
 */
export function calmCallNegativesOf(set: string): TurnExample[] {
  const file = join(ROOT, set, "conversations.json");
  if (!existsSync(file)) return [];
  const calls = JSON.parse(readFileSync(file, "utf8")) as {
    id: string;
    description?: string;
    turns: { say?: string }[];
    expect: { end: string; consent: string; note?: string };
  }[];
  const someoneElse =
    /speaker|someone|colleague|wife|husband|partner|son|daughter|child|kid|assistant|reception|secretar|translat|interpret|hand|pass|takes? over|mother|father|mum|mom|dad|friend|neighbou?r/i;
  return calls
    .filter((c) => c.expect.end === "completed" && c.expect.consent === "given")
    .filter((c) => !someoneElse.test(`${c.description ?? ""} ${c.expect.note ?? ""}`))
    .flatMap((c) =>
      c.turns.flatMap((t, i) =>
        t.say && i >= 2
          ? [
              {
                set,
                id: `${c.id}-${i}`,
                text: t.say,
                stage: "call",
                label: "call",
                positive: false,
                kind: "turn" as const,
              },
            ]
          : [],
      ),
    );
}

function corpusExamples(): TurnExample[] {
  const labelled = [...CONSENT_CORPUS, ...FRENCH_CORPUS, ...SPANISH_CORPUS].map((c) => ({
    text: c.text,
    label: c.intent as string,
  }));
  const interview = FR_ES_INTERVIEW_TURNS.map(([text, label]) => ({ text, label: label as string }));
  return [...labelled, ...interview]
    .filter((c) => !NEITHER.has(c.label))
    .map((c, i) => ({
      set: "corpus",
      id: `corpus-${i}`,
      text: c.text,
      stage: "corpus",
      label: c.label,
      positive: c.label === "handoff",
      kind: "turn",
    }));
}

/** The new-speaker reader trained as the committed weights are (or without `leaveOut`). */
export function trainNewSpeakerReader(leaveOut: string[] = []) {
  const sets = allSets().filter((s) => !leaveOut.includes(s));
  const examples = [
    ...sets.flatMap((s) => [...newSpeakerExamplesOf(s), ...calmCallNegativesOf(s)]),
    ...corpusExamples(),
  ];
  const model = train(examples, 12, 1e-3, 0.3, normalizeText);
  model.threshold = NEW_SPEAKER_THRESHOLD;
  return { model, sets };
}

function main() {
  const args = process.argv.slice(2);
  const leaveOut = args.includes("--leave-out") ? args[args.indexOf("--leave-out") + 1]!.split(",") : [];
  const { model, sets } = trainNewSpeakerReader(leaveOut);
  if (args.includes("--threshold")) model.threshold = Number(args[args.indexOf("--threshold") + 1]);
  console.log(`trained on ${sets.join("")} + corpora, ${Object.keys(model.weights).length} features`);
  if (!leaveOut.length) {
    writeFileSync(OUT, `${JSON.stringify(model)}\n`);
    console.log(`wrote ${OUT}`);
    return;
  }
  const test = leaveOut.flatMap((s) => [...newSpeakerExamplesOf(s), ...calmCallNegativesOf(s)]);
  const flagged = (e: TurnExample) =>
    wordCount(normalizeText(e.text)) >= 6 && score(model, e.text, normalizeText) >= model.threshold;
  const rules = (e: TurnExample) =>
    understand(e.text, e.stage === "interview" ? "interview" : "opening", {
      referenceName: "Sam Patel",
    }).intents.includes("handoff");
  const pos = test.filter((e) => e.positive);
  const neg = test.filter((e) => !e.positive);
  console.log(
    `left out ${leaveOut.join("")}: reader alone catches ${pos.filter(flagged).length}/${pos.length} new speakers,` +
      ` flags ${neg.filter(flagged).length}/${neg.length} other turns (rules of today: ${pos.filter(rules).length}/${pos.length};` +
      ` rules miss, reader catches: ${pos.filter((e) => !rules(e) && flagged(e)).length})`,
  );
  if (args.includes("--detail"))
    for (const e of test.filter((x) => flagged(x) !== x.positive))
      console.log(
        `  ${e.positive ? "missed" : `FP ${e.label}`} ${score(model, e.text, normalizeText).toFixed(2)} [${e.stage}] ${e.text}`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
