import { describe, expect, it } from "vitest";
import { personaMove, type PersonaKind } from "../../src/simulation/personas/personas";
import { QUESTION_PLAN } from "../../src/services/interview/plan";

/**
 * Simulated references answer each question and each follow-up in their own words: across a
 * whole interview with every follow-up asked, no answer repeats, so demo reports read like real
 * interviews.
 */
const ctx = {
  candidateName: "Jordan Rivera",
  role: "Senior Engineer",
  companyName: "Acme",
  relationship: "direct-manager",
  referenceName: "Pat Kim",
} as never;

describe.each(["cooperative", "glowing", "protected", "interrupts", "difficult"] as PersonaKind[])(
  "the %s persona",
  (persona) => {
    it("never gives the same answer twice in one interview", () => {
      const answers: string[] = [];
      let turn = 4;
      for (const q of QUESTION_PLAN) {
        for (const line of [q.text(ctx), q.followUp?.(ctx)].filter(Boolean) as string[]) {
          const move = personaMove(persona, line, turn++);
          if (move?.kind === "say" || move?.kind === "interrupt") answers.push(move.text);
        }
      }
      expect(answers.length).toBeGreaterThanOrEqual(QUESTION_PLAN.length * 2 - 1);
      const repeated = answers.filter((a, i) => answers.indexOf(a) !== i);
      expect(repeated).toEqual([]);
    });
  },
);
