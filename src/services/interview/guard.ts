/**
 * The protected-characteristics guard. Employment law (Title VII, ADA, ADEA, GINA, PDA and their
 * Canadian counterparts) forbids basing a hiring decision on these, so the interviewer never asks
 * about them, never repeats them and declines when a reference offers to discuss them.
 *
 * Matching is on whole words and short phrases, case-insensitive. It errs on the side of refusing:
 * a question that is refused falls back to the fixed, reviewed wording of the question plan.
 */
export type ProtectedCategory =
  | "age"
  | "race"
  | "religion"
  | "national_origin"
  | "sex"
  | "sexual_orientation"
  | "pregnancy"
  | "disability"
  | "health"
  | "marital_family"
  | "genetic"
  | "politics"
  | "union"
  | "military"
  | "criminal"
  | "finances";

const PATTERNS: [ProtectedCategory, RegExp][] = [
  [
    "age",
    /\b(age|aged|ages|how old|years old|old(er)? (man|woman|person|worker|employee)|young(er)?|youthful|elderly|retire(d|ment)?|birth ?(date|day|year)|date of birth|born in|generation|millennial|boomer|gen z)\b/i,
  ],
  [
    "race",
    /\b(race|racial|ethnic(ity)?|skin|colou?r of (his|her|their) skin|black|white|asian|hispanic|latin[oax]|caucasian|african.american|indigenous|first nations)\b/i,
  ],
  [
    "religion",
    /\b(religio(n|us)|church|mosque|synagogue|temple|pray(s|ing|er)?|faith|christian|muslim|jewish|hindu|sikh|buddhist|atheist|sabbath|worship)\b/i,
  ],
  [
    "national_origin",
    /\b(national(ity)?|nation of origin|citizen(ship)?|immigra(nt|tion)|accent|native (country|language)|where (is|was) (he|she|they) (born|from)|country of origin|first language|ancestry|visa)\b/i,
  ],
  ["sex", /\b(gender|sex|male|female|man or (a )?woman|transgender|non.binary)\b/i],
  ["sexual_orientation", /\b(gay|lesbian|bisexual|straight|sexual orientation|sexuality)\b/i],
  ["pregnancy", /\b(pregnan(t|cy)|maternity|paternity|expecting a baby|having a baby|childbirth)\b/i],
  [
    "disability",
    /\b(disab(led|ility|ilities)|handicap(ped)?|wheelchair|blind|deaf|impairment|special needs|accommodations?)\b/i,
  ],
  [
    "health",
    /\b(health|illness|ill|sick(ness| days?| leave)?|medical|medication|diagnos(is|ed)|mental(ly)?|depress(ion|ed)|anxiety|therapy|cancer|surgery|injur(y|ies)|condition|drinks?|drug use|addiction|rehab|weight)\b/i,
  ],
  [
    "marital_family",
    /\b(marri(ed|age)|marital|spouse|husband|wife|divorced?|single|partner'?s?|boyfriend|girlfriend|kids?|child(ren)?|family plans|start(ing)? a family|childcare|daycare|caregiver|dependents?|relatives)\b/i,
  ],
  ["genetic", /\b(genetic|family (medical )?history|hereditary|dna)\b/i],
  ["politics", /\b(politic(s|al)|vot(e|ed|ing|er)|democrat|republican|liberal|conservative party)\b/i],
  ["union", /\b(union (member|membership|activit(y|ies))|unioni[sz](e|ed|ing)|labou?r union)\b/i],
  ["military", /\b(military (discharge|status)|veteran status|discharge status)\b/i],
  ["criminal", /\b(arrest(ed)?|criminal record|conviction|convicted|jail|prison)\b/i],
  ["finances", /\b(credit score|bankrupt(cy)?|debts?|garnish(ed|ment)|owns? a (home|house|car))\b/i],
];

/** Every protected category the text touches (empty when it is clean). */
export function protectedTopics(text: string): ProtectedCategory[] {
  const found: ProtectedCategory[] = [];
  for (const [category, re] of PATTERNS) if (re.test(text)) found.push(category);
  return found;
}

/** True when an agent line may be spoken: it touches no protected characteristic. */
export function questionIsSafe(text: string): boolean {
  return protectedTopics(text).length === 0;
}

/**
 * True when the reference asks or invites us to discuss a protected characteristic ("you should ask
 * about her age", "do you want to know if he has kids?"). Such an utterance gets a polite refusal.
 * An answer that merely mentions one in passing is not an invitation: we just do not follow it up.
 */
export function invitesProtectedQuestion(utterance: string): boolean {
  if (protectedTopics(utterance).length === 0) return false;
  return /\b(ask (me )?(about|whether|if)|want to know|should know|you should|do you need to know|shall i tell you|should i tell you|can i tell you|i can tell you about|let me tell you about|ask about)\b|\?\s*$/i.test(
    utterance,
  );
}

/**
 * A streaming guard for generated text: words are released only once complete and only while
 * everything released so far is clean, so a protected word is held back and never spoken.
 */
export class StreamingGuard {
  private pending = "";
  private released = "";
  tripped = false;

  /** Feeds a token; returns the text that may be spoken now ("" while a word is incomplete). */
  push(token: string): string {
    if (this.tripped) return "";
    this.pending += token;
    const cut = Math.max(this.pending.lastIndexOf(" "), this.pending.lastIndexOf("\n"));
    if (cut < 0) return "";
    const ready = this.pending.slice(0, cut + 1);
    // Judge the whole line so far: phrases ("how old") span tokens.
    if (!questionIsSafe(this.released + ready)) {
      this.tripped = true;
      return "";
    }
    this.pending = this.pending.slice(cut + 1);
    this.released += ready;
    return ready;
  }

  /** The rest at the end of the stream, if it is clean. */
  flush(): string {
    if (this.tripped) return "";
    const rest = this.pending;
    this.pending = "";
    if (!questionIsSafe(this.released + rest)) {
      this.tripped = true;
      return "";
    }
    this.released += rest;
    return rest;
  }

  get text(): string {
    return this.released;
  }
}
