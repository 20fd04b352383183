import { describe } from "vitest";
import { gateHeldSets } from "../support/heldout-gate";

// The second half of the joined held-out sets (the first half and the in-sample corpus: heldout-corpus.test.ts).
describe("the interviewer on phrasings nobody wrote down (second half of the held-out sets)", () => {
  gateHeldSets(1);
});
