import protectedWeights from "./protected-reader-weights.json" with { type: "json" };
import optOutWeights from "./opt-out-reader-weights.json" with { type: "json" };
import newSpeakerWeights from "./new-speaker-reader-weights.json" with { type: "json" };
import { wordsOf } from "./normalize";

/**
 * Trained readers: small linear models (logistic regression over words, word pairs and 4-letter word
 * pieces) trained by `scripts/train-protected-reader.ts` on the labelled turns of the held-out sets
 * that have been joined (tests/unit/corpora/heldout/*) and the in-sample corpora. They read what the
 * rule lists never saw from the words around it, and from pieces of words (so "embarazadísima" reads
 * like "embarazada").
 *
 * Each may only add caution, never take it away:
 * - the protected-remark reader removes a sentence no cue caught ("she's got a lot on at home with the
 *   wee one"); it never clears a sentence a cue flagged. It judges the guard's own text (names masked,
 *   ordinary work phrases taken out), so a work idiom the allow-list knows stays kept.
 * - the opt-out reader adds an opt-out the families missed ("whatever list I'm on, I'm not on it any
 *   more"); it never removes one. It reads the normalized turn.
 * - the new-speaker reader adds a hand-over the families missed ("I do all his calls, go ahead", "it's
 *   his mum, I'll pass it on"): recording stops and the person on the line is asked for their own
 *   consent. It never takes one away. It reads the normalized turn.
 */

interface ReaderWeights {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

/** The features of a normalized text: words, word pairs, 4-letter pieces of words. */
export function readerFeatures(text: string): string[] {
  const words = text.split(" ").filter((w) => w && w !== "?");
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.push(`w:${w}`);
    if (i > 0) out.push(`b:${words[i - 1]} ${w}`);
    const padded = `<${w}>`;
    if (padded.length >= 5)
      for (let j = 0; j + 4 <= padded.length; j++) out.push(`c:${padded.slice(j, j + 4)}`);
  }
  return out;
}

export interface Reader {
  threshold: number;
  /** The model's probability (0 for empty text). */
  score: (text: string) => number;
  flags: (text: string) => boolean;
}

function linearReader(model: ReaderWeights): Reader {
  const w = new Map(Object.entries(model.weights));
  const score = (text: string) => {
    const features = readerFeatures(text);
    if (features.length === 0) return 0;
    let z = model.bias;
    for (const f of new Set(features)) z += w.get(f) ?? 0;
    return 1 / (1 + Math.exp(-z));
  };
  return { threshold: model.threshold, score, flags: (text) => score(text) >= model.threshold };
}

export const protectedReader = linearReader(protectedWeights as ReaderWeights);
const optOut = linearReader(optOutWeights as ReaderWeights);
/**
 * Short turns ("Top third.", "nada más", "déléguer plus", "Ja, it's Sam.") give a linear model too few
 * words to judge; the families read those. The turn readers act on normalized turns of six words or more.
 */
export const longEnoughToRead = (text: string) => wordsOf(text).length >= 6;
export const optOutReader: Reader = {
  ...optOut,
  flags: (text) => longEnoughToRead(text) && optOut.flags(text),
};

/** The protected-remark reader's probability for judged text (the guard's). */
export const readerScore = protectedReader.score;
/** True when the protected-remark reader, on its own, would remove this judged text. */
export const readerFlags = protectedReader.flags;
export const READER_THRESHOLD = protectedReader.threshold;

/** A consent taken back ("arrêtez d'enregistrer", "stop recording") is a refusal, not an opt-out. */
const RECORDING_WORD =
  /\b(record|recording|recorded|enregistr\w*|grab(a|e|en|ar|ando|acion|ado|ada|o|es)?)\b/;

/**
 * True when the opt-out reader adds an opt-out to a normalized turn. `blocked`: the turn is already a
 * refusal or a machine, or it opens on someone else ("he told them to stop calling him").
 */
export function readsAsOptOut(t: string, blocked: boolean): boolean {
  if (blocked || RECORDING_WORD.test(t) || !optOutReader.flags(t)) return false;
  // The opt-out key's number ("troisième sur neuf", "nine of us") is the families' to read as a key
  // press; for the reader it must read as an opt-out without it (held-out ZA).
  const withoutNine = t.replace(/\b(nine|neuf|nueve|9)\b/g, " ").replace(/\s+/g, " ");
  return withoutNine === t || optOutReader.flags(withoutNine);
}

/** The new-speaker reader (`scripts/train-new-speaker-reader.ts`). */
const newSpeaker = linearReader(newSpeakerWeights as ReaderWeights);
export const newSpeakerReader: Reader = {
  ...newSpeaker,
  flags: (text) => longEnoughToRead(text) && newSpeaker.flags(text),
};

/**
 * True when the new-speaker reader adds a hand-over to a normalized turn, unless `blocked` (see
 * `readerAdditions`).
 */
export function readsAsNewSpeaker(t: string, blocked: boolean): boolean {
  return !blocked && newSpeakerReader.flags(t);
}

/**
 * The reference's own answer to "how did you work together?" opens on their relation to the candidate
 * ("I managed Maria for two years", "J'ai dirigé Paul", "Fui su jefe"): the new-speaker reader, which
 * learns turns without names, reads a short first-person sentence about someone as a stand-in
 * introducing themselves, so it does not read these; the families still do.
 */
const RELATION_OPENING =
  /^((yes|yeah|so|well|oui|alors|bueno|pues|si) )*(i|yo|je|j'ai|j'etais) ?(managed|supervised|hired|led|line managed|directly managed|was (his|her|their|\w+'s) (manager|boss|supervisor|line manager|team lead)|ai (dirige|manage|supervise|encadre|recrute)|etais (son|sa) (manager|responsable|chef|superieur)|dirigeais|encadrais|fui (su|el|la) (jefe|jefa|supervisor|supervisora|gerente)|dirigi|supervise|contrate)\b/;

/**
 * What the trained readers add to a turn's intents (`found`, read by the families): an opt-out, never
 * over a refusal, a machine or a turn about someone else; a hand-over, never over a turn that already
 * closes the call its own way, is a hold, or is about someone else.
 */
export function readerAdditions(
  t: string,
  found: ReadonlySet<string>,
  aboutSomeoneElse: boolean,
): ("opt_out" | "handoff")[] {
  const out: ("opt_out" | "handoff")[] = [];
  const notOurs = ["refusal", "machine", "wrong_person"].some((i) => found.has(i));
  if (readsAsOptOut(t, notOurs || aboutSomeoneElse)) out.push("opt_out");
  // A hold ("Hang on, let me just step out of this room") is the families' to read: the reader never
  // saw one (they are neither side of its training).
  const closing = ["refusal", "machine", "opt_out", "wrong_person", "hold"].some((i) => found.has(i));
  // Mid-interview a turn that opens on "she / he / il / ella" describes the candidate ("She took over
  // the project and asked me to finish the report"): the families read a stand-in there.
  if (readsAsNewSpeaker(t, closing || aboutSomeoneElse || RELATION_OPENING.test(t) || out.length > 0))
    out.push("handoff");
  return out;
}
