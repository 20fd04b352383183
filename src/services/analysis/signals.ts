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
  // Red: conduct, honesty, termination, an explicit "would not rehire".
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
    re: /\b(wouldn'?t|would not|won'?t|will not|never|not)\s+(re-?hire|hire (him|her|them) again|work with (him|her|them) again)\b|\bnot eligible for rehire\b|\bnever again\b/i,
  },
  {
    level: "red",
    title: "Attendance problems",
    re: /\b(no[- ]call,? no[- ]show|no[- ]shows?|abandoned (the|his|her) (job|post|shift))\b/i,
  },
  { level: "red", title: "Substance problems reported", re: /\b(drunk|intoxicated|under the influence)\b/i },
  // Yellow: reservations, hesitation, recurring friction.
  {
    level: "yellow",
    title: "Deadlines or punctuality",
    re: /\b(late|missed (a |the |some |several |many )?deadlines?|behind schedule|tardy)\b/i,
  },
  {
    level: "yellow",
    title: "Struggled at times",
    re: /\b(struggl\w+|overwhelmed|took too much on|too much on (him|her|them)self)\b/i,
  },
  {
    level: "yellow",
    title: "Friction with others",
    re: /\b(conflicts?|clash\w*|friction|abrasive|defensive|difficult to work with|butted heads)\b/i,
  },
  {
    level: "yellow",
    title: "Room to improve",
    re: /\b(could (be )?(better|improve|delegate|communicate)|needs? (to )?(improve|work on)|inconsistent|unreliable|not the strongest|wasn'?t (always|the strongest))\b/i,
  },
  {
    level: "yellow",
    title: "Hesitant endorsement",
    re: /\b(i'?m not sure|not sure (if|that|i)|i'?d have to think|it depends|hard to say|probably not|maybe|i guess so|with some reservations?)\b/i,
  },
  // Green: strong, concrete endorsement.
  {
    level: "green",
    title: "Would gladly rehire",
    re: /\b(absolutely|definitely|without (a )?hesitation|in a heartbeat|of course|certainly)\b.{0,60}\b(hire|rehire|work with)\b|\b(would|i'?d) (happily |gladly |definitely |absolutely )?(re-?hire|hire (him|her|them) again|work with (him|her|them) again)\b/i,
  },
  {
    level: "green",
    title: "Top performer",
    re: /\b(top performer|one of the best|best (\w+ )?(i'?ve|we'?ve|i have|we have)|exceptional|outstanding|excellent|superb|exceeded|promoted)\b/i,
  },
  {
    level: "green",
    title: "Concrete achievement",
    re: /\b(led|built|launched|delivered|shipped|designed|cut|reduced|grew|increased|saved|improved)\b.{0,80}\b(\d+|percent|%|million|thousand|half|double\w*|twice|forty|fifty|thirty|twenty)\b/i,
  },
  {
    level: "green",
    title: "Reliable and trusted",
    re: /\b(reliable|dependable|trust(ed|worthy)?|calm under pressure|very organi[sz]ed)\b/i,
  },
];

const NEGATORS = /\b(never|not|no|wasn'?t|isn'?t|didn'?t|don'?t|without|hardly|rarely|n't)\b/i;

export interface SentenceSignal {
  level: FlagLevel;
  title: string;
  sentence: string;
}

/**
 * The strongest signal in a sentence (red over yellow over green). A yellow signal preceded by a
 * negation ("never late", "no conflicts") is not a reservation. Red "would not rehire" carries its
 * own negation in the pattern, so it is never negated away.
 */
export function signalOf(sentence: string): SentenceSignal | null {
  for (const level of ["red", "yellow", "green"] as const) {
    for (const s of SIGNALS) {
      if (s.level !== level) continue;
      const m = s.re.exec(sentence);
      if (!m) continue;
      if (level !== "green" && s.title !== "Would not rehire") {
        const before = sentence.slice(Math.max(0, m.index - 30), m.index);
        if (NEGATORS.test(before)) continue;
      }
      return { level, title: s.title, sentence };
    }
  }
  return null;
}

const POSITIVE =
  /\b(great|excellent|strong|organi[sz]ed|calm|reliable|absolutely|outstanding|exceptional|improved|led|recommend|trust\w*|dependable|talented|smart|kind|helpful|proactive|thorough|best|fantastic|impressive|definitely|gladly|happily|love[d]?|enjoyed|yes)\b/gi;
const NEGATIVE =
  /\b(late|unreliable|conflicts?|poor|struggl\w+|difficult|fired|dishonest|lazy|rude|careless|sloppy|missed|problems?|issues?|concerns?|weak|terminated|never again|wouldn'?t|would not|no)\b/gi;

/** -1 … 1: positive minus negative words, each negated word counting for the other side. */
export function sentimentOf(text: string): number {
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
  if (total === 0) return 0;
  return Math.max(-1, Math.min(1, (pos - neg) / Math.max(3, total)));
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
  if (/\b(maybe|not sure|depends|hard to say|i guess|think about it|some reservations?)\b/.test(a)) return 0;
  if (
    /\b(yes|yeah|absolutely|definitely|without (a )?hesitation|of course|certainly|in a heartbeat|gladly|happily|would (re-?hire|hire|work with))\b/.test(
      a,
    )
  )
    return 1;
  return 0;
}
