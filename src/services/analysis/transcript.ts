import type { TranscriptTurn } from "../../db/schema";

/** Agent turns that are not interview questions: their answers are not analysed as answers. */
const NOT_QUESTIONS = new Set(["consent", "identity", "close", "intro", "greeting", "guard", "voicemail"]);

export interface AskedQuestion {
  questionType: string;
  question: string;
  /** Everything the reference said in answer, follow-up answers included. */
  response: string;
  followUpQuestion: string | null;
}

/**
 * Groups a transcript into the questions asked and the reference's answers. A follow-up
 * ("followup:<type>") belongs to the question it follows up: its answer is added to that
 * question's response, so there is one row per question with followUpUsed set.
 */
export function questionsOf(turns: TranscriptTurn[]): AskedQuestion[] {
  const out: AskedQuestion[] = [];
  let current: AskedQuestion | null = null;
  for (const turn of turns) {
    if (turn.speaker === "agent") {
      const type = turn.questionType;
      if (!type) continue; // a clarification or acknowledgement: answers still go to the open question
      if (type.startsWith("followup:")) {
        const base = type.slice("followup:".length);
        const parent: AskedQuestion | null =
          [...out].reverse().find((q) => q.questionType === base) ?? current;
        if (parent) {
          parent.followUpQuestion = parent.followUpQuestion
            ? `${parent.followUpQuestion} / ${turn.text}`
            : turn.text;
          current = parent;
        } else {
          current = { questionType: base, question: turn.text, response: "", followUpQuestion: null };
          out.push(current);
        }
        continue;
      }
      if (NOT_QUESTIONS.has(type)) {
        current = null;
        continue;
      }
      current = { questionType: type, question: turn.text, response: "", followUpQuestion: null };
      out.push(current);
      continue;
    }
    if (current) current.response = current.response ? `${current.response} ${turn.text}` : turn.text;
  }
  return out;
}

/** Every word the reference said, as one string (quotes are checked against it). */
export function referenceSpeech(turns: TranscriptTurn[]): string {
  return turns
    .filter((t) => t.speaker === "reference")
    .map((t) => t.text)
    .join(" ");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Splits speech into sentences for quoting. Keeps the reference's punctuation. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Lower-cased, with punctuation and whitespace normalised, so quotes compare by words. */
export function normalizeForQuote(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\p{L}\p{N}'%$]+/gu, " ")
    .trim();
}
