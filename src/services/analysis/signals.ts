import type { FlagLevel } from "./schema";

/**
 * The deterministic reading of a reference's words: which sentences are red, yellow or green
 * signals, and how positive an answer sounds. Transparent word lists, so an operator can see why
 * a flag was raised. Used on its own offline, and as a floor under the model's analysis.
 */
interface Signal {
  level: FlagLevel;
  title: string;
  re: RegExp;
}

const SIGNALS: Signal[] = [
  // Red: conduct, honesty, termination for cause, an explicit "would not rehire".
  {
    level: "red",
    title: "Dishonesty reported",
    re: /\b(dishonest\w*|lied|lying|lies|falsif\w+|fabricat\w+|fraud\w*)\b/i,
  },
  {
    level: "red",
    title: "Theft or misconduct reported",
    re: /\b(st[oe]le|stealing|theft|misconduct|embezzl\w+)\b/i,
  },
  {
    level: "red",
    title: "Harassment or violence reported",
    re: /\b(harass\w*|violent|violence|threaten\w*|assault\w*)\b/i,
  },
  {
    level: "red",
    title: "Dismissed or disciplined",
    re: /\b(fired|terminated|dismissed|let (him|her|them) go|written up|disciplin\w+|performance improvement plan|\bPIP\b)\b/i,
  },
  {
    level: "red",
    title: "Would not rehire",
    re: /\b(wouldn'?t|would not|won'?t|will not|never)\s+(re-?hire|hire (him|her|them) again|work with (him|her|them) again)\b|\bnot eligible for rehire\b|\bnever again\b/i,
  },
  {
    level: "red",
    title: "Attendance problems",
    re: /\b(no[- ]call,? no[- ]show|no[- ]shows?|abandoned (the|his|her|their) (job|post|shift))\b/i,
  },
  { level: "red", title: "Substance problems reported", re: /\b(drunk|intoxicated|under the influence)\b/i },
  // Yellow: a current, recurring concern, or a hedged endorsement.
  {
    level: "yellow",
    title: "Deadlines or punctuality",
    re: /\b(late|missed (a |the |some |several |many |a couple of |most )?(deadlines?|commitments?)|behind schedule|tardy|too optimistic)\b/i,
  },
  {
    level: "yellow",
    title: "Struggled at times",
    re: /\b(struggl\w+|overwhelmed|took too much on|too much on (him|her|them)self|needed a lot of supervision|miss(ed)? details)\b/i,
  },
  {
    level: "yellow",
    title: "Friction with others",
    re: /\b(conflicts?|clash\w*|friction|abrasive|defensive|difficult to work with|butted heads|took criticism personally)\b/i,
  },
  {
    level: "yellow",
    title: "Room to improve",
    re: /\b(could (be )?(better|improve|delegate|communicate)|needs? (to )?(improve|work on)|inconsistent|unreliable|uneven|not the strongest|not (his|her|their) strength|(was|were) not great|didn'?t always communicate|wasn'?t (always|the strongest)|rescue)\b/i,
  },
  {
    level: "yellow",
    title: "Hesitant endorsement",
    re: /\b(i'?m not sure|not sure (if|that|i|he|she|they)|i'?d have to think|i would have to think|it depends|depends on|hard to say|probably not|maybe(?! (once|twice|\d|a few times))|possibly|i guess so|with some reservations?|fine i suppose|nothing special|but only as)\b/i,
  },
  // Green: strong, concrete endorsement.
  {
    level: "green",
    title: "Would gladly rehire",
    re: /\b(absolutely|definitely|without (a )?hesitation|in a heartbeat|of course|certainly|tomorrow)\b.{0,60}\b(hire|rehire|work with)\b|\b(re-?hire|hire|work with) (him|her|them) (again )?(tomorrow|without (a )?hesitation|in a heartbeat)\b|\b(would|i'?d) (happily |gladly |definitely |absolutely |certainly )?(re-?hire|hire (him|her|them) again|work with (him|her|them) again)\b/i,
  },
  {
    level: "green",
    title: "Top performer",
    re: /\b(top performer|top (quarter|third|ten|\d+ ?%|of the team)|one of the best|best (\w+ )?(i'?ve|we'?ve|i have|we have|i ever)|exceptional|outstanding|excellent|superb|exceeded|promoted|strongest|go-to person)\b/i,
  },
  {
    level: "green",
    title: "Concrete achievement",
    re: /\b(led|built|launched|delivered|shipped|designed|cut|reduced|grew|increased|saved|improved)\b.{0,80}\b(\d+|percent|%|million|thousand|half|double\w*|twice|ten times|forty|fifty|thirty|twenty|weeks? ahead|ahead of schedule)\b/i,
  },
  {
    level: "green",
    title: "Reliable and trusted",
    re: /\b(reliable|dependable|trust(ed|worthy)?|calm under pressure|very organi[sz]ed)\b/i,
  },
];

const NEGATORS = /\b(never|not|no|wasn'?t|isn'?t|didn'?t|don'?t|without|hardly|rarely|n't)\b/i;

/**
 * A concern said to be resolved, rare or outweighed is context, not a flag: "one missed deadline
 * in three years, flagged a week ahead", "defensive early on, but he grew out of it".
 */
const MITIGATED =
  /\b(improved|got better|has since|since then|ever since|no longer|grew out of|worked on it|worked it out|learned to|resolved|fixed that|turned it around|stopped|a week ahead|well in advance|with a plan|only once|just once|one missed|only thing|the only|rarely|twice in|once in|can remember one|can'?t remember|cannot remember|if i had to pick|if anything|minor thing|a minor|which is normal|was never a problem|at first|early on|first (few )?(weeks|month|months|quarter)|because the vendor)\b/i;

/** Layoffs and restructuring are not a judgement of the person. */
const NOT_FOR_CAUSE =
  /\b(layoffs?|laid off|restructur\w+|redundan\w+|nothing to do with (his|her|their) work)\b/i;

export interface SentenceSignal {
  level: FlagLevel;
  title: string;
  sentence: string;
}

function negated(sentence: string, index: number, reach = 30): boolean {
  return NEGATORS.test(sentence.slice(Math.max(0, index - reach), index));
}

/**
 * The flag a sentence raises, judged with its polarity: red needs a clear negative (would not
 * rehire, integrity, conduct) that is not negated; a concern becomes yellow only when it is not
 * negated ("never late") nor resolved, rare or outweighed; praise is green unless negated.
 */
export function signalOf(sentence: string, following?: string): SentenceSignal | null {
  // "She could delegate more. Early on she took too much on, though she improved a lot.": the
  // resolution may come in the next sentence of the same answer.
  const mitigated = MITIGATED.test(sentence) || (!!following && MITIGATED.test(following));
  for (const level of ["red", "yellow", "green"] as const) {
    for (const s of SIGNALS) {
      if (s.level !== level) continue;
      const m = s.re.exec(sentence);
      if (!m) continue;
      if (level === "red" && s.title !== "Would not rehire" && negated(sentence, m.index)) continue;
      if (level === "red" && s.title === "Dismissed or disciplined" && NOT_FOR_CAUSE.test(sentence)) continue;
      if (
        level === "yellow" &&
        s.title !== "Hesitant endorsement" &&
        (mitigated || negated(sentence, m.index))
      )
        continue;
      if (level === "green" && negated(sentence, m.index, 12)) continue;
      return { level, title: s.title, sentence };
    }
  }
  return null;
}

const POSITIVE =
  /\b(great|excellent|strong|organi[sz]ed|calm|reliable|absolutely|outstanding|exceptional|improved|led|recommend|trust\w*|dependable|talented|smart|kind|helpful|proactive|thorough|best|fantastic|impressive|definitely|gladly|happily|love[d]?|enjoyed|yes)\b/gi;
const NEGATIVE =
  /\b(late|unreliable|conflicts?|poor|struggl\w+|difficult|fired|dishonest|lazy|rude|careless|sloppy|missed|problems?|issues?|concerns?|weak|terminated|never again|wouldn'?t|would not|no)\b/gi;

/**
 * -1 … 1: the tone of an answer, sentence by sentence. A sentence's flag sets its tone (green +1,
 * yellow -0.5, red -1); other sentences count positive and negative words, a negated word counting
 * for the other side, and a resolved or rare concern never counts against.
 */
export function sentimentOf(text: string): number {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((x) => x.trim());
  if (!sentences.length) return 0;
  let sum = 0;
  let counted = 0;
  for (const sentence of sentences) {
    const sig = signalOf(sentence);
    if (sig) {
      sum += sig.level === "green" ? 1 : sig.level === "yellow" ? -0.5 : -1;
      counted++;
      continue;
    }
    const w = wordTone(sentence);
    if (w === null) continue;
    sum += MITIGATED.test(sentence) ? Math.max(0, w) : w;
    counted++;
  }
  return counted ? Math.max(-1, Math.min(1, sum / counted)) : 0;
}

function wordTone(text: string): number | null {
  let pos = 0;
  let neg = 0;
  for (const m of text.matchAll(POSITIVE)) {
    if (NEGATORS.test(text.slice(Math.max(0, m.index! - 15), m.index))) neg++;
    else pos++;
  }
  for (const m of text.matchAll(NEGATIVE)) {
    if (/^no$/i.test(m[0]) && !/^no[.,!]?\s*$/i.test(text.trim())) continue; // "no" alone only as a full answer
    if (NEGATORS.test(text.slice(Math.max(0, m.index! - 15), m.index))) pos += 0.5;
    else neg++;
  }
  const total = pos + neg;
  if (total === 0) return null;
  return Math.max(-1, Math.min(1, (pos - neg) / Math.max(2, total)));
}

export const SPECIFIC =
  /\b(for example|for instance|one time|when (we|she|he|they)|project|led|built|launched|delivered|shipped|migrat\w+|cut|reduced|grew|increased|saved|\d+)\b/i;
export const NUMBERS =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|half|double|percent)\b/i;

/** How the reference answered "would you rehire": 1 yes, 0 unclear, -1 no, null not asked. */
export function rehireStance(answer: string | undefined): 1 | 0 | -1 | null {
  if (answer === undefined) return null;
  const a = answer.toLowerCase();
  if (/\b(wouldn'?t|would not|won'?t|will not|never|no way|not eligible|probably not|no,|^no\b)/.test(a))
    return -1;
  if (
    /\b(maybe|not sure|depends|hard to say|i guess|think about it|some reservations?|possibly|but only)\b/.test(
      a,
    )
  )
    return 0;
  if (
    /\b(yes|yeah|absolutely|definitely|without (a )?hesitation|of course|certainly|in a heartbeat|gladly|happily|would (re-?hire|hire|work with))\b/.test(
      a,
    )
  )
    return 1;
  return 0;
}
