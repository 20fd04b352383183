import { startInterview, step, type Action, type InterviewEvent } from "../../src/services/interview/machine";
import type { InterviewContext } from "../../src/services/interview/plan";

/** The interview unit tests' check: a French-Canadian reference for an analyst, in en, fr and es. */
export const base: InterviewContext = {
  productName: "RefLine",
  candidateName: "Marie Tremblay",
  referenceName: "Luc Gagnon",
  companyName: "Acme",
  role: "Analyst",
  relationship: "direct-manager",
  callbackNumber: "+15145550100",
};
export const fr: InterviewContext = { ...base, language: "fr" };
export const es: InterviewContext = { ...base, language: "es" };
/** A Monday afternoon in New York: inside calling hours. */
export const T0 = Date.parse("2026-11-23T15:00:00Z");

/** A move of the reference: words, time passing in silence, or a hang-up. */
export type Move = string | { tick: number } | { hangup: true };

/**
 * Runs the state machine from the start in a context (words every `gapMs`); returns the final
 * state, every action and every line said.
 */
export function runMachine(ctx: InterviewContext, moves: Move[], gapMs = 20_000) {
  let clock = T0;
  const opened = startInterview(ctx, clock);
  let state = opened.state;
  const all: Action[] = [...opened.actions];
  for (const m of moves) {
    let event: InterviewEvent;
    if (typeof m === "string") event = { kind: "utterance", text: m, at: (clock += gapMs) };
    else if ("tick" in m) event = { kind: "tick", at: (clock += m.tick) };
    else event = { kind: "hangup", at: (clock += 1_000) };
    const next = step(state, event, ctx);
    state = next.state;
    all.push(...next.actions);
  }
  const said = all.flatMap((a) => (a.kind === "say" ? [a.say.text] : []));
  return { state, all, said };
}
