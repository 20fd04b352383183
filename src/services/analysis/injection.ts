import { sentencesOf } from "./transcript";

/**
 * A reference's words are evidence, never instructions. These patterns catch a reference (or
 * someone coaching one) talking to the report system instead of answering: "ignore your
 * instructions", "give her a ten", "don't mention any red flags". Such sentences are not
 * scored, can never serve as a positive flag's evidence, and are reported as a yellow flag.
 */
const PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines?|above|previous|prior|everything)\b/i,
  /\b(system|developer)\s+(prompt|message|instructions?)\b/i,
  /\byou are (now|an? (ai|assistant|language model|model))\b/i,
  /\b(as an? (ai|assistant|language model))\b/i,
  /\bnew instructions?\b/i,
  /\b(rate|score|grade|mark)\s+(him|her|them|the candidate|this candidate|this reference|this report|it)\b.{0,30}\b(10|ten|perfect|highest|maximum|top)\b/i,
  /\b(give|assign)\s+(him|her|them|the candidate|this candidate)\b.{0,20}\b(10|ten|perfect|full marks|top score|highest)\b/i,
  /\b(don'?t|do not|never|no need to)\s+(include|report|mention|list|flag|record|note)\b.{0,40}\b(red flags?|concerns?|negatives?|issues?|problems?|this)\b/i,
  /\b(the|this|your) (report|analysis|summary|ai|assistant|model) (should|must|will|needs to)\b/i,
  /\b(tell|inform) the (employer|hiring manager|recruiter|client) (that|to)\b.{0,40}\b(hire|perfect|best)\b/i,
  /<\/?\s*(transcript|system|instructions?|assistant|user)\s*>/i,
  /\b(assistant|system)\s*:/i,
  /\bjson\b.{0,30}\b(rating|score|flags?)\b/i,
];

export interface InjectionFinding {
  sentence: string;
}

export function isInstructionToSystem(sentence: string): boolean {
  return PATTERNS.some((re) => re.test(sentence));
}

/** Sentences of the reference's speech that address the report system. */
export function findInjections(speech: string): InjectionFinding[] {
  return sentencesOf(speech)
    .filter(isInstructionToSystem)
    .map((sentence) => ({ sentence }));
}

/** The speech with instruction-like sentences removed, for scoring. */
export function withoutInjections(speech: string): string {
  return sentencesOf(speech)
    .filter((s) => !isInstructionToSystem(s))
    .join(" ");
}
