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
import { allSets, train } from "./train-protected-reader";
import type { TurnExample } from "./train-opt-out-reader";
import { SIMULATED_ANSWERS } from "../src/simulation/personas/answers";
import { PROTECTED_LINES, WORK_PHRASES } from "../tests/unit/corpora/protected";
import { PROTECTED_FR_ES, WORK_FR_ES } from "../tests/unit/corpora/protected-fr-es";
import { VEILED, WALL_WORK, WORK } from "../tests/unit/corpora/veiled";
import { callSaysOf, corpusTurns, labelledTurnsOf, trainerMain, turnText } from "./train-opt-out-reader";

const OUT = "src/services/interview/new-speaker-reader-weights.json";
export const NEW_SPEAKER_THRESHOLD = 0.9;
const NEITHER = new Set(["wrong_person", "hold"]);

export const newSpeakerExamplesOf = (set: string) =>
  labelledTurnsOf(set, (l) => l === "new_speaker", NEITHER);

const SOMEONE_ELSE =
  /speaker|someone|colleague|wife|husband|partner|son|daughter|child|kid|assistant|reception|secretar|translat|interpret|hand|pass|takes? over|mother|father|mum|mom|dad|friend|neighbou?r/i;

/**
 * The answers of whole calls that ran to their close with the reference's consent and whose writer
 * mentions nobody else on the line: none of them is a new speaker.
 */
export const calmCallNegativesOf = (set: string) =>
  callSaysOf(
    set,
    (c) =>
      c.expect.end === "completed" &&
      c.expect.consent === "given" &&
      !SOMEONE_ELSE.test(`${c.description ?? ""} ${c.expect.note ?? ""}`),
    2,
  );

/**
 * The in-sample remarks and answers about a candidate (protected remarks, work look-alikes, the simulated
 * references' answers): what a reference says, never someone new on the line.
 */
function statementsAboutTheCandidate(): TurnExample[] {
  return [
    ...PROTECTED_LINES,
    ...PROTECTED_FR_ES,
    ...VEILED,
    ...WORK_PHRASES,
    ...WORK_FR_ES,
    ...WORK,
    ...WALL_WORK,
    ...SIMULATED_ANSWERS,
  ].map((text, i) => ({
    set: "corpus",
    id: `statement-${i}`,
    text,
    stage: "corpus",
    label: "answer",
    positive: false,
    kind: "turn",
  }));
}

/** The new-speaker reader trained as the committed weights are (or without `leaveOut`). */
export function trainNewSpeakerReader(leaveOut: string[] = []) {
  const sets = allSets().filter((s) => !leaveOut.includes(s));
  const examples = [
    ...sets.flatMap((s) => [...newSpeakerExamplesOf(s), ...calmCallNegativesOf(s)]),
    ...corpusTurns((l) => l === "handoff", NEITHER),
    ...statementsAboutTheCandidate(),
  ];
  const model = train(examples, 12, 1e-3, 0.3, turnText);
  model.threshold = NEW_SPEAKER_THRESHOLD;
  return { model, sets };
}

if (import.meta.url === `file://${process.argv[1]}`)
  trainerMain(
    "new speakers",
    OUT,
    trainNewSpeakerReader,
    (s) => [...newSpeakerExamplesOf(s), ...calmCallNegativesOf(s)],
    "handoff",
    true,
  );
