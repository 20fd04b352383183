/**
 * Trains the opt-out reader (`optOutReader` in src/services/interview/protected-reader.ts) on the
 * labelled single turns of the joined held-out sets and the in-sample understanding corpora, and writes
 * its weights. Same model as the protected-remark reader, read on the normalized turn.
 *
 *   npx tsx scripts/train-opt-out-reader.ts                  # train on every joined set, write weights
 *   npx tsx scripts/train-opt-out-reader.ts --leave-out X    # train without X, report on X, write nothing
 *
 * A turn labelled opt_out is positive, every other turn (a refusal, a call-later, an answer…) negative.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { normalizeText } from "../src/services/interview/normalize";
import { understand } from "../src/services/interview/understand";
import { CONSENT_CORPUS } from "../tests/unit/corpora/consent-intents";
import {
  FRENCH_CORPUS,
  FR_ES_INTERVIEW_TURNS,
  SPANISH_CORPUS,
} from "../tests/unit/corpora/consent-intents-fr-es";
import { allSets, score, train } from "./train-protected-reader";

const ROOT = "tests/unit/corpora/heldout";
const OUT = "src/services/interview/opt-out-reader-weights.json";
export const OPT_OUT_THRESHOLD = 0.7;

export interface TurnExample {
  set: string;
  id: string;
  text: string;
  stage: string;
  label: string;
  positive: boolean;
  kind: "turn";
}

export function optOutExamplesOf(set: string): TurnExample[] {
  const file = join(ROOT, set, "turns.json");
  if (!existsSync(file)) return [];
  const turns = JSON.parse(readFileSync(file, "utf8")) as {
    id: string;
    text: string;
    stage: string;
    label: string;
  }[];
  return turns.map((t) => ({ set, ...t, positive: t.label === "opt_out", kind: "turn" }));
}

/** What was said on the set's whole calls that did not end in an opt-out: none of it is one. */
export function callNegativesOf(set: string): TurnExample[] {
  const file = join(ROOT, set, "conversations.json");
  if (!existsSync(file)) return [];
  const calls = JSON.parse(readFileSync(file, "utf8")) as {
    id: string;
    turns: { say?: string }[];
    expect: { end: string };
  }[];
  return calls
    .filter((c) => c.expect.end !== "opted_out")
    .flatMap((c) =>
      c.turns.flatMap((t, i) =>
        t.say
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
  return [...labelled, ...interview].map((c, i) => ({
    set: "corpus",
    id: `corpus-${i}`,
    text: c.text,
    stage: "corpus",
    label: c.label,
    positive: c.label === "opt_out",
    kind: "turn",
  }));
}

/** The opt-out reader trained as the committed weights are (or without `leaveOut`). */
export function trainOptOutReader(leaveOut: string[] = []) {
  const sets = allSets().filter((s) => !leaveOut.includes(s));
  const examples = [
    ...sets.flatMap((s) => [...optOutExamplesOf(s), ...callNegativesOf(s)]),
    ...corpusExamples(),
  ];
  const model = train(examples, 12, 1e-3, 0.3, normalizeText);
  model.threshold = OPT_OUT_THRESHOLD;
  return { model, sets };
}

function main() {
  const args = process.argv.slice(2);
  const leaveOut = args.includes("--leave-out") ? args[args.indexOf("--leave-out") + 1]!.split(",") : [];
  const { model, sets } = trainOptOutReader(leaveOut);
  console.log(`trained on ${sets.join("")} + corpora, ${Object.keys(model.weights).length} features`);
  if (!leaveOut.length) {
    writeFileSync(OUT, `${JSON.stringify(model)}\n`);
    console.log(`wrote ${OUT}`);
    return;
  }
  const test = leaveOut.flatMap((s) => [...optOutExamplesOf(s), ...callNegativesOf(s)]);
  const flagged = (e: TurnExample) => score(model, e.text, normalizeText) >= model.threshold;
  const rules = (e: TurnExample) =>
    understand(e.text, e.stage === "interview" ? "interview" : "opening", {
      referenceName: "Sam Patel",
    }).intents.includes("opt_out");
  const pos = test.filter((e) => e.positive);
  const neg = test.filter((e) => !e.positive);
  console.log(
    `left out ${leaveOut.join("")}: reader alone catches ${pos.filter(flagged).length}/${pos.length} opt-outs,` +
      ` flags ${neg.filter(flagged).length}/${neg.length} other turns (rules of today: ${pos.filter(rules).length}/${pos.length})`,
  );
  if (args.includes("--detail"))
    for (const e of test.filter((x) => flagged(x) !== x.positive))
      console.log(
        `  ${e.positive ? "missed" : `FP ${e.label}`} ${score(model, e.text, normalizeText).toFixed(2)} ${e.text}`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
