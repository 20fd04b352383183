import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { judgedText, protectedTopics, redactProtected, REDACTED } from "../../src/services/interview/guard";
import { READER_THRESHOLD, readerScore } from "../../src/services/interview/protected-reader";
import { allSets, score, trainReader } from "../../scripts/train-protected-reader";
import { optOutExamplesOf, trainOptOutReader, turnText } from "../../scripts/train-opt-out-reader";
import {
  calmCallNegativesOf,
  newSpeakerExamplesOf,
  trainNewSpeakerReader,
} from "../../scripts/train-new-speaker-reader";
import {
  longEnoughToRead,
  newSpeakerReader,
  readerAdditions,
} from "../../src/services/interview/protected-reader";
import { NEW_SPEAKER_FAMILY } from "../../src/services/interview/intent-families";
import { RELAY_FAMILY } from "../../src/services/interview/new-speaker-relay";
import { normalizeText } from "../../src/services/interview/normalize";
import { understand } from "../../src/services/interview/understand";

const NAMES = { names: ["Jordan Ellis", "Sam Patel", "Northwind"] };

interface Weights {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

/** The committed weights file equals a fresh training (no stale or hand-edited weights). */
function expectCommitted(file: string, model: Weights): void {
  const committed = JSON.parse(readFileSync(`src/services/interview/${file}`, "utf8")) as Weights;
  expect(committed.threshold).toBe(model.threshold);
  expect(Math.abs(committed.bias - model.bias)).toBeLessThanOrEqual(0.002);
  const keys = new Set([...Object.keys(committed.weights), ...Object.keys(model.weights)]);
  let off = 0;
  for (const k of keys) if (Math.abs((committed.weights[k] ?? 0) - (model.weights[k] ?? 0)) > 0.025) off++;
  expect(off, `${file}: features whose weight differs from a fresh training`).toBe(0);
}

/** How a reader does on examples it never saw: how many positives it flags, and how many others. */
function heldOut(examples: { text: string; positive: boolean }[], flagged: (text: string) => boolean) {
  const pos = examples.filter((e) => e.positive);
  const neg = examples.filter((e) => !e.positive);
  const caught = pos.filter((e) => flagged(e.text)).length;
  const wrong = neg.filter((e) => flagged(e.text)).length;
  return {
    caught,
    positives: pos.length,
    wrong,
    negatives: neg.length,
    recall: caught / pos.length,
    falseRate: wrong / neg.length,
  };
}

/** Each test trains a reader on every joined set (about a minute on an idle core): room for a busy machine. */
const TRAINING_MS = 360_000;

describe("the protected-remark reader", () => {
  it(
    "is what the trainer makes from the joined held-out sets (no stale or hand-edited weights)",
    () => {
      expectCommitted("protected-reader-weights.json", trainReader().model);
    },
    TRAINING_MS,
  );

  it(
    "on the newest set it never saw, catches protected sentences and leaves work sentences (figures printed)",
    () => {
      // Trained without the last set joined: its sentences are held out from the reader.
      const newest = allSets().at(-1)!;
      const { model, all } = trainReader([newest]);
      const w = all.filter((e) => e.set === newest && e.kind !== "model");
      const h = heldOut(w, (text) => score(model, text) >= model.threshold);
      console.log(
        `protected-remark reader held out on ${newest}: ${h.caught}/${h.positives} protected sentences caught` +
          ` (${(100 * h.recall).toFixed(1)}%), ${h.wrong}/${h.negatives} other sentences flagged (${(100 * h.falseRate).toFixed(1)}%)`,
      );
      // Measured 86.5% held out on W, 79.0% on X: a floor that catches a broken reader, not a tuned target.
      expect(h.recall).toBeGreaterThanOrEqual(0.75);
      expect(h.falseRate).toBeLessThanOrEqual(0.03);
    },
    TRAINING_MS,
  );

  it("only adds caution: what a cue catches stays caught, and a sentence it flags is removed like a cue's", () => {
    // A cue's catch is never cleared by a low score.
    expect(protectedTopics("She's pregnant.", NAMES)).not.toEqual([]);
    // Remarks no cue names, read by the words around them (scores printed for the reviewer).
    const unseen = [
      "Jordan's other half is deployed again, so some weeks were a juggle.",
      "Between us, Jordan spends every Friday afternoon at the mosque.",
    ];
    for (const s of unseen) {
      const p = readerScore(judgedText(s, NAMES).trim());
      console.log(`reader ${p.toFixed(2)} (threshold ${READER_THRESHOLD}): ${s}`);
      expect(p, s).toBeGreaterThanOrEqual(READER_THRESHOLD);
    }
    const r = redactProtected(`${unseen[0]} She closed the Acme renewal two weeks early.`, NAMES);
    expect(r.text).toBe(`${REDACTED} She closed the Acme renewal two weeks early.`);
  });
});

describe("the opt-out reader", () => {
  it(
    "is what the trainer makes from the joined held-out sets",
    () => {
      expectCommitted("opt-out-reader-weights.json", trainOptOutReader().model);
    },
    TRAINING_MS,
  );

  it(
    "on the newest set it never saw, reads opt-outs and leaves other turns alone (figures printed)",
    () => {
      const newest = allSets().at(-1)!;
      const { model } = trainOptOutReader([newest]);
      const h = heldOut(optOutExamplesOf(newest), (text) => score(model, text, turnText) >= model.threshold);
      console.log(
        `opt-out reader held out on ${newest}: ${h.caught}/${h.positives} opt-outs read, ${h.wrong}/${h.negatives} other turns flagged`,
      );
      // Measured 41/45 and 0/766 on X: floors that catch a broken reader, not tuned targets.
      expect(h.recall).toBeGreaterThanOrEqual(0.8);
      expect(h.falseRate).toBeLessThanOrEqual(0.01);
    },
    TRAINING_MS,
  );

  it("adds an opt-out the families did not list, and never takes one away", () => {
    const t = "Honestly I'd like to be struck off your calling list altogether, all of it.";
    expect(understand(t, "interview").intents).toContain("opt_out");
    expect(understand("9", "opening").primary).toBe("opt_out");
    expect(understand("Please don't ever call me again.", "opening").primary).toBe("opt_out");
  });
});

describe("the new-speaker reader", () => {
  it(
    "is what the trainer makes from the joined held-out sets",
    () => {
      expectCommitted("new-speaker-reader-weights.json", trainNewSpeakerReader().model);
    },
    TRAINING_MS,
  );

  it(
    "on the newest set it never saw, reads people speaking for the reference and leaves other turns alone (figures printed)",
    () => {
      const newest = allSets().at(-1)!;
      const { model } = trainNewSpeakerReader([newest]);
      const h = heldOut(
        [...newSpeakerExamplesOf(newest), ...calmCallNegativesOf(newest)],
        (text) => longEnoughToRead(normalizeText(text)) && score(model, text, turnText) >= model.threshold,
      );
      console.log(
        `new-speaker reader held out on ${newest}: ${h.caught}/${h.positives} new speakers read, ${h.wrong}/${h.negatives} other turns flagged`,
      );
      // Trained without the fixed names (threshold 0.9), measured 35/43 and 0/989 on X, 22/25 and 1/915 on Y,
      // 30/31 and 2/821 on Z, 22/36 and 2/858 on Z2 (whose writers were asked for indirect stand-ins), 26/36 and
      // 0/869 on Z3, 37/43 and 5/1287 on Z4 (38/43 and 3/1287 once the in-sample remarks and answers about a
      // candidate joined its negatives), 36/43 and 2/963 on Z5, 27/28 and 0/876 on Z6, 21/24 and 2/811 on Z7, 19/21 and 0/713 on Z8,
      // 21/22 and 4/803 on Z9, 20/20 and 1/777 on ZA,
      // 14/18 and 0/761 on ZB, 19/21 and 1/758 on ZC, 15/20 and 2/853 on ZD, 17/20 and 0/838 on ZE, 18/20 and 0/804 on ZF, 19/20 and 2/875 on ZG: floors that catch a broken reader,
      // not tuned targets.
      expect(h.recall).toBeGreaterThanOrEqual(0.5);
      expect(h.falseRate).toBeLessThanOrEqual(0.01);
    },
    TRAINING_MS,
  );

  it("adds a hand-over no family lists, and never over a turn that already closes the call", () => {
    const t = normalizeText(
      "Sam's mate here, he's gone to fetch the kids, I worked alongside Jordan as well.",
    );
    expect(NEW_SPEAKER_FAMILY.some((re) => re.test(t)) || RELAY_FAMILY.some((re) => re.test(t))).toBe(false);
    expect(newSpeakerReader.flags(t)).toBe(true);
    expect(readerAdditions(t, new Set(), false)).toContain("handoff");
    expect(readerAdditions(t, new Set(["opt_out"]), false)).not.toContain("handoff");
    expect(readerAdditions(t, new Set(["refusal"]), false)).not.toContain("handoff");
    // Short turns are the families' ("Ja, it's Sam." is the reference saying who they are).
    expect(newSpeakerReader.flags(normalizeText("Ja, it's Sam."))).toBe(false);
  });
});
