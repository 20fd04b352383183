import type { Phase } from "./phase";

/**
 * What every e-mail about a check says of its state: the phase's headline, what happens next and
 * where the money stands, in the words the status page, dashboard and API print (phase-words).
 * An e-mail adds only what is its own (the report's summary, each reference's story, a receipt's
 * lines), never its own sentence about the stage the check is in.
 */
export function phaseEmailLines(p: Pick<Phase, "words">): string[] {
  const w = p.words;
  return [
    `Where it stands: ${sentence(w.headline)}`,
    `What happens next: ${sentence(w.next)}`,
    ...(w.money ? [w.money] : []),
  ];
}

const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
