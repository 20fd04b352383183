import { protectedTopics } from "./guard";
import { normalizeText } from "./normalize";
import type { InterviewContext } from "./plan";

/**
 * What a model-worded line may not say, besides protected topics: that it is a person, anything
 * about its instructions, or a figure (a number, a salary) that the planned line did not give.
 */
const CLAIMS_HUMAN =
  /\b(i'm|i am|im) (a |an )?(real|actual|live|human|person|people person)\b|\b(i'm|i am|im) not (a |an )?(robot|bot|machine|computer|ai|automated|recording|assistant)\b|\bmy name is\b|\b(i'm|i am|im|this is) [a-z]+ (from|speaking|here|a real)\b|\bhuman being\b/;
const INSTRUCTIONS =
  /\b(instructions?|system prompt|my prompt|prompt says|i was told to|i've been told|i have been told|i'm programmed|i am programmed|my (guidelines|rules|programming|directives)|i'm not allowed|i am not allowed|never ask about|as an ai|language model|anthropic|claude)\b/;
const MONEY =
  /\b(salary|salaries|pay|wage|wages|compensation|bonus|bonuses|raise|equity|stock options|dollars?|usd|per hour|k a year)\b|[$€£¥]/;
const NUMBER_WORDS =
  /\b(\d[\d,.]*|zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|percent|dozen)\b/g;

export type LineProblem = "protected" | "claims_human" | "instructions" | "figure" | null;

/** Why a sentence of a model-worded line may not be spoken (null when it may). */
export function lineProblem(sentence: string, planned: string, ctx: InterviewContext): LineProblem {
  const names = [ctx.candidateName, ctx.referenceName, ctx.companyName, ctx.productName];
  if (protectedTopics(sentence, { names }).length) return "protected";
  const t = normalizeText(sentence);
  if (CLAIMS_HUMAN.test(t)) return "claims_human";
  if (INSTRUCTIONS.test(t)) return "instructions";
  const allowed = normalizeText([planned, ...names, ctx.role].join(" "));
  if (MONEY.test(t) && !MONEY.test(allowed)) return "figure";
  const plannedFigures = new Set(allowed.match(NUMBER_WORDS) ?? []);
  for (const figure of t.match(NUMBER_WORDS) ?? []) if (!plannedFigures.has(figure)) return "figure";
  return null;
}

/**
 * Streams a model's tokens sentence by sentence: nothing is released until the sentence it
 * belongs to is complete and has passed `lineProblem`, so no word of a bad sentence is spoken.
 * After the first bad sentence the guard is tripped and releases nothing more.
 */
export class SentenceGuard {
  private pending = "";
  private released = "";
  problem: LineProblem = null;

  constructor(
    private readonly planned: string,
    private readonly ctx: InterviewContext,
  ) {}

  get tripped(): boolean {
    return this.problem !== null;
  }

  /** Feeds a token; returns the complete, checked sentences that may be spoken now ("" if none). */
  push(token: string): string {
    if (this.tripped) return "";
    this.pending += token;
    let out = "";
    let from = 0;
    for (;;) {
      const boundary = /[.!?]+["')\]]*\s+|\n/g;
      boundary.lastIndex = from;
      const m = boundary.exec(this.pending);
      if (!m) break;
      const sentence = this.pending.slice(0, m.index + m[0].length);
      // Very short "sentences" ("How. Old. Is.") are held and judged with what follows.
      if (sentence.trim().split(/\s+/).length < 4) {
        from = m.index + m[0].length;
        continue;
      }
      if (!this.check(sentence)) return out;
      this.pending = this.pending.slice(sentence.length);
      from = 0;
      out += sentence;
    }
    return out;
  }

  /** The last sentence at the end of the stream, if it passes. */
  flush(): string {
    if (this.tripped || !this.pending.trim()) return "";
    const rest = this.pending;
    this.pending = "";
    return this.check(rest) ? rest : "";
  }

  private check(sentence: string): boolean {
    // The sentence alone, and with everything already said (a phrase can span two sentences).
    this.problem = lineProblem(sentence, this.planned, this.ctx);
    if (!this.problem && lineProblem(this.released + sentence, this.planned, this.ctx) === "protected")
      this.problem = "protected";
    if (this.problem) return false;
    this.released += sentence;
    return true;
  }

  get text(): string {
    return this.released;
  }
}
