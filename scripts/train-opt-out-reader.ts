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
import { longEnoughToRead } from "../src/services/interview/protected-reader";
import { CONSENT_CORPUS } from "../tests/unit/corpora/consent-intents";
import {
  FRENCH_CORPUS,
  FR_ES_INTERVIEW_TURNS,
  SPANISH_CORPUS,
} from "../tests/unit/corpora/consent-intents-fr-es";
import { allSets, score, train, type Model } from "./train-protected-reader";

const ROOT = "tests/unit/corpora/heldout";

/**
 * A turn as the turn readers learn it: normalized, with the fixed names every held-out set uses
 * (candidate, reference, employer, product) taken out, so the readers learn how people speak and not
 * that "Jordan" or "Sam" was in the examples (a real call has other names, which carry no weight).
 */
export function turnText(text: string): string {
  return normalizeText(text)
    .replace(/\b(jordan|ellis|sam|patel|northwind|refline)('s)?\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
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

/** A set's labelled single turns; `positive` says which labels are the reader's, `skip` which are neither. */
export function labelledTurnsOf(
  set: string,
  positive: (label: string) => boolean,
  skip: ReadonlySet<string> = new Set(),
): TurnExample[] {
  const file = join(ROOT, set, "turns.json");
  if (!existsSync(file)) return [];
  const turns = JSON.parse(readFileSync(file, "utf8")) as {
    id: string;
    text: string;
    stage: string;
    label: string;
  }[];
  return turns
    .filter((t) => !skip.has(t.label))
    .map((t) => ({ set, ...t, positive: positive(t.label), kind: "turn" }));
}

export const optOutExamplesOf = (set: string) => labelledTurnsOf(set, (l) => l === "opt_out");

interface HeldCall {
  id: string;
  description?: string;
  turns: { say?: string }[];
  expect: { end: string; consent: string; note?: string };
}

/** What was said on a set's whole calls that `keep` selects (from turn `from` on), all negative. */
export function callSaysOf(set: string, keep: (c: HeldCall) => boolean, from = 0): TurnExample[] {
  const file = join(ROOT, set, "conversations.json");
  if (!existsSync(file)) return [];
  const calls = JSON.parse(readFileSync(file, "utf8")) as HeldCall[];
  return calls.filter(keep).flatMap((c) =>
    c.turns.flatMap((t, i) =>
      t.say && i >= from
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

/** What was said on the set's whole calls that did not end in an opt-out: none of it is one. */
export const callNegativesOf = (set: string) => callSaysOf(set, (c) => c.expect.end !== "opted_out");

/** The in-sample understanding corpora as turn examples; `skip` labels are neither side. */
export function corpusTurns(
  positive: (label: string) => boolean,
  skip: ReadonlySet<string> = new Set(),
): TurnExample[] {
  const labelled = [...CONSENT_CORPUS, ...FRENCH_CORPUS, ...SPANISH_CORPUS].map((c) => ({
    text: c.text,
    label: c.intent as string,
  }));
  const interview = FR_ES_INTERVIEW_TURNS.map(([text, label]) => ({ text, label: label as string }));
  return [...labelled, ...interview]
    .filter((c) => !skip.has(c.label))
    .map((c, i) => ({
      set: "corpus",
      id: `corpus-${i}`,
      text: c.text,
      stage: "corpus",
      label: c.label,
      positive: positive(c.label),
      kind: "turn",
    }));
}

/** The opt-out reader trained as the committed weights are (or without `leaveOut`). */
export function trainOptOutReader(leaveOut: string[] = []) {
  const sets = allSets().filter((s) => !leaveOut.includes(s));
  const examples = [
    ...sets.flatMap((s) => [...optOutExamplesOf(s), ...callNegativesOf(s)]),
    ...corpusTurns((l) => l === "opt_out"),
  ];
  const model = train(examples, 12, 1e-3, 0.3, turnText);
  model.threshold = OPT_OUT_THRESHOLD;
  return { model, sets };
}

/**
 * Trains a turn reader, writes its weights, or with `--leave-out X` trains without X and prints what the
 * reader alone does on X beside the rules of today (`intent`: what the reader adds in `understand`;
 * `shortTurnsAreFamilies`: count only the turns the reader reads at run time, `longEnoughToRead`).
 */
export function trainerMain(
  name: string,
  out: string,
  trainWithout: (leaveOut: string[]) => { model: Model; sets: string[] },
  testOf: (set: string) => TurnExample[],
  intent: string,
  shortTurnsAreFamilies = false,
) {
  const args = process.argv.slice(2);
  const leaveOut = args.includes("--leave-out") ? args[args.indexOf("--leave-out") + 1]!.split(",") : [];
  const { model, sets } = trainWithout(leaveOut);
  if (args.includes("--threshold")) model.threshold = Number(args[args.indexOf("--threshold") + 1]);
  console.log(`trained on ${sets.join("")} + corpora, ${Object.keys(model.weights).length} features`);
  if (!leaveOut.length) {
    writeFileSync(out, `${JSON.stringify(model)}\n`);
    console.log(`wrote ${out}`);
    return;
  }
  const test = leaveOut.flatMap(testOf);
  const flagged = (e: TurnExample) =>
    (!shortTurnsAreFamilies || longEnoughToRead(normalizeText(e.text))) &&
    score(model, e.text, turnText) >= model.threshold;
  const rules = (e: TurnExample) =>
    understand(e.text, e.stage === "interview" ? "interview" : "opening", {
      referenceName: "Sam Patel",
    }).intents.includes(intent as never);
  const pos = test.filter((e) => e.positive);
  const neg = test.filter((e) => !e.positive);
  console.log(
    `left out ${leaveOut.join("")}: reader alone catches ${pos.filter(flagged).length}/${pos.length} ${name},` +
      ` flags ${neg.filter(flagged).length}/${neg.length} other turns (rules of today: ${pos.filter(rules).length}/${pos.length})`,
  );
  if (args.includes("--detail"))
    for (const e of test.filter((x) => flagged(x) !== x.positive))
      console.log(
        `  ${e.positive ? "missed" : `FP ${e.label}`} ${score(model, e.text, turnText).toFixed(2)} [${e.stage}] ${e.text}`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`)
  trainerMain(
    "opt-outs",
    OUT,
    trainOptOutReader,
    (s) => [...optOutExamplesOf(s), ...callNegativesOf(s)],
    "opt_out",
  );
