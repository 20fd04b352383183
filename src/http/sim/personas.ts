import { COOPERATIVE_ANSWERS } from "../../services/analysis/phrasebook";
import { spokenLanguage } from "../../services/interview/language";
import { normalizeText } from "../../services/interview/normalize";

/**
 * Simulated references. The persona is picked from the reference's name as typed in the form, so
 * anyone can try each one from the browser. The first rule that matches wins (case-insensitive):
 *
 *   name contains            persona            what happens
 *   "voicemail"              voicemail          a machine answers; we leave a message
 *   "no answer"/"noanswer"   no-answer          it rings out
 *   "line busy"              line-busy          busy signal
 *   "busy"                   busy               answers, asks to be called later
 *   "refuse"                 refuses-consent    declines to be recorded
 *   "wrong"                  wrong-person       someone else; wrong number
 *   "difficult"/"short"      difficult          very short answers (earns follow-ups)
 *   "glowing"/"fan"          glowing            enthusiastic praise
 *   "protected"              protected          invites a question about family and age
 *   "interrupt"              interrupts         talks over the agent (barge-in)
 *   "keypad"                 keypad             answers yes/no with the keypad (DTMF)
 *   "stop"/"opt out"         opts-out           asks never to be called again
 *   "spanish"/"espanol"      speaks-spanish     answers an English call in Spanish; goes on in Spanish
 *   "german"/"deutsch"       speaks-german      asks for German, which we do not offer
 *   anyone else              cooperative        a helpful former manager
 *
 * A reference called in French or Spanish hears the interviewer in that language, and every
 * persona answers in the language it is spoken to (the cooperative answers, refusals, call-later,
 * wrong number and opt-out have their French and Spanish words; the rest answer cooperatively).
 */
export const PERSONAS = [
  "cooperative",
  "difficult",
  "busy",
  "glowing",
  "refuses-consent",
  "wrong-person",
  "voicemail",
  "no-answer",
  "line-busy",
  "protected",
  "interrupts",
  "keypad",
  "opts-out",
  "speaks-spanish",
  "speaks-german",
] as const;
export type PersonaKind = (typeof PERSONAS)[number];

const RULES: [RegExp, PersonaKind][] = [
  [/voicemail/, "voicemail"],
  [/no ?answer/, "no-answer"],
  [/line busy/, "line-busy"],
  [/busy/, "busy"],
  [/refuse/, "refuses-consent"],
  [/wrong/, "wrong-person"],
  [/difficult|short/, "difficult"],
  [/glowing|\bfan\b/, "glowing"],
  [/protected/, "protected"],
  [/interrupt/, "interrupts"],
  [/keypad/, "keypad"],
  [/\bstop\b|opt ?out/, "opts-out"],
  [/spanish|espa[nñ]ol/, "speaks-spanish"],
  [/german|deutsch/, "speaks-german"],
];

export function personaFor(name: string | undefined): PersonaKind {
  const n = (name ?? "").toLowerCase();
  if ((PERSONAS as readonly string[]).includes(n)) return n as PersonaKind;
  for (const [re, kind] of RULES) if (re.test(n)) return kind;
  return "cooperative";
}

/** Personas that never reach the interview: the carrier reports them as call statuses. */
export function carrierStatusFor(kind: PersonaKind): "voicemail" | "no-answer" | "busy" | null {
  if (kind === "voicemail") return "voicemail";
  if (kind === "no-answer") return "no-answer";
  if (kind === "line-busy") return "busy";
  return null;
}

export type PersonaMove =
  | { kind: "say"; text: string }
  | { kind: "dtmf"; digit: string }
  /** Talk over the agent after hearing this many words, then say `text`. */
  | { kind: "interrupt"; afterWords: number; text: string };

type Topic =
  | "consent"
  | "identity"
  | "fetch"
  | "relationship"
  | "strengths"
  | "growth"
  | "performance"
  | "teamwork"
  | "reliability"
  | "rehire"
  | "anything_else"
  | "followup"
  | "other";

/** What the agent's line is about, read from its words as a person would. */
export function topicOf(line: string): Topic {
  const l = line
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  const foreign = topicOfFrEs(l);
  if (foreign) return foreign;
  if (/consent to record/.test(l)) return "consent";
  if (/are they available/.test(l)) return "fetch";
  if (/am i speaking with/.test(l)) return "identity";
  if (
    /specific example|particular situation|what makes you say|how many years|results or accomplishments|a time they|a time a deadline|anything else at all/.test(
      l,
    )
  )
    return "followup";
  if (/how you worked together/.test(l)) return "relationship";
  if (/strengths/.test(l)) return "strengths";
  if (/develop further/.test(l)) return "growth";
  if (/performance/.test(l)) return "performance";
  if (/rest of the team/.test(l)) return "teamwork";
  if (/dependable/.test(l)) return "reliability";
  if (/again\?/.test(l) && /hire/.test(l)) return "rehire";
  if (/anything else/.test(l)) return "anything_else";
  return "other";
}

/** The topic of a French or Spanish line (accents removed), or null. */
function topicOfFrEs(l: string): Topic | null {
  if (
    /acceptez vous que j'enregistre|acceptez-vous que j'enregistre|puis-je enregistrer|me autoriza a grabar|puedo grabar esta llamada/.test(
      l,
    )
  )
    return "consent";
  if (/cette personne est-elle disponible|¿esta disponible/.test(l)) return "fetch";
  if (/est-ce que je parle bien a|¿hablo con/.test(l)) return "identity";
  if (
    /exemple precis|situation particuliere|qu'est-ce qui vous fait dire|combien d'annees|quels resultats|regler un conflit|echeance etait menacee|autre chose encore|ejemplo concreto|situacion concreta|por que lo dice|cuantos anos trabajo|que resultados o logros|resolver un conflicto|plazo en riesgo|¿algo mas\?$/.test(
      l,
    )
  )
    return "followup";
  if (/comment vous avez travaille ensemble|como trabajaban juntos/.test(l)) return "relationship";
  if (/grandes forces|mayores fortalezas/.test(l)) return "strengths";
  if (/points a ameliorer|podria crecer/.test(l)) return "growth";
  if (/rendement global|desempeno general/.test(l)) return "performance";
  if (/travail d'equipe|resto del equipo/.test(l)) return "teamwork";
  if (/compter sur|que tan confiable/.test(l)) return "reliability";
  if (/embaucheriez|volveria a contratar/.test(l)) return "rehire";
  if (/autre chose sur le travail|algo mas sobre el trabajo/.test(l)) return "anything_else";
  return null;
}

/** The language an interviewer line is spoken in. */
export function lineLanguage(line: string): "en" | "fr" | "es" {
  if (/[¿¡ñ]/.test(line)) return "es";
  if (/[àâçèêëîïôûœ]/i.test(line)) return "fr";
  return spokenLanguage(normalizeText(line)) ?? "en";
}

const FR_ES_REPLIES = {
  fr: {
    refuse: "Non, je ne veux pas être enregistré.",
    busy: "Désolé, je suis en réunion. Pouvez-vous me rappeler plus tard ?",
    wrong: "Je pense que vous avez le mauvais numéro. Il n'y a personne de ce nom ici.",
    stop: "Ne m'appelez plus et retirez mon numéro, s'il vous plaît.",
  },
  es: {
    refuse: "No, no quiero que me graben.",
    busy: "Perdón, estoy en una reunión. ¿Puede llamarme más tarde?",
    wrong: "Creo que tiene el número equivocado. No hay nadie aquí con ese nombre.",
    stop: "No me llame más y borre mi número, por favor.",
  },
};

/** A persona's reply to a French or Spanish line. */
function foreignMove(kind: PersonaKind, lang: "fr" | "es", topic: Topic, turn: number): PersonaMove {
  const r = FR_ES_REPLIES[lang];
  const answer = (t: Topic) => ({
    kind: "say" as const,
    text: (COOPERATIVE_ANSWERS[lang][t] ?? COOPERATIVE_ANSWERS[lang].consent!)[0],
  });
  switch (kind) {
    case "refuses-consent":
      return { kind: "say", text: topic === "consent" ? r.refuse : lang === "fr" ? "Non." : "No." };
    case "busy":
      return { kind: "say", text: r.busy };
    case "wrong-person":
      return topic === "consent" ? answer("consent") : { kind: "say", text: r.wrong };
    case "opts-out":
      return { kind: "say", text: r.stop };
    default:
      if (topic === "other" || topic === "fetch") return answer("identity");
      // Follow-ups alternate between two answers, so no sentence is said twice in a row.
      if (topic === "followup" && turn % 2) return answer("followup2" as Topic);
      return answer(topic);
  }
}

const COOPERATIVE: Partial<Record<Topic, string>> = {
  consent: "Yes, that's fine, go ahead.",
  identity: "Yes, speaking.",
  relationship:
    "I managed her directly for about three years at Northwind, on the payments platform team. I hired her, and we had a one-to-one every week the whole time.",
  strengths:
    "She is very organized and calm under pressure. She led our migration to the new billing system and cut invoice errors by about forty percent.",
  growth:
    "She could delegate more; early on she took too much on herself, though she improved a lot in her second year.",
  performance:
    "Top quarter of the team, easily. She shipped the reconciliation service two weeks early and it has run without an incident since.",
  teamwork:
    "Very good. When two of our engineers disagreed about the data model she set up a short design review and got them to a decision in a day. People on other teams asked for her code reviews.",
  reliability:
    "Extremely dependable. In three years I can remember one missed deadline, and she flagged it a week ahead with a plan.",
  rehire: "Absolutely, I would hire her again without hesitation.",
  anything_else: "No, I think that covers it. She will be missed on our team. Thanks for calling.",
  followup:
    "For example, last spring she rebuilt our on-call runbook over two weeks, and pages dropped by half the next quarter.",
};

/**
 * Follow-up answers, by what the follow-up asks, so a reference answers each one in its own words
 * instead of repeating one sentence at every follow-up. Two variants each, alternating by turn.
 */
const FOLLOWUPS: [RegExp, string[]][] = [
  [
    /a time a deadline/,
    [
      "The one I remember was the audit export: the data vendor slipped, she told me a week before the date, and we agreed a two-day extension with finance.",
      "When the vendor changed their file format she warned us early and rebuilt the import in three days, so the close still went out on time.",
    ],
  ],
  [
    /results or accomplishments/,
    [
      "The billing migration is the big one: invoice errors fell by about forty percent and finance got two days a month back.",
      "Her reconciliation service shipped two weeks early and has run without a single incident since.",
    ],
  ],
  [
    /how many years/,
    [
      "A bit over three years, from early 2021 until she left in the spring of 2024.",
      "Three years and a couple of months, the whole time on the same team.",
    ],
  ],
  [
    /what makes you say/,
    [
      "Her reviews, mostly. Every cycle the peer feedback put her near the top, and the product managers asked for her by name.",
      "The way the team leaned on her: when something broke at night, she was the one people called first.",
    ],
  ],
  [
    /a time they/,
    [
      "When two teams disagreed about the ledger design she ran a short workshop and got everyone to a decision that afternoon.",
      "She paired with a new hire for his first month, and he was shipping on his own by week five.",
    ],
  ],
  [
    /particular situation/,
    [
      "During the outage last November she coordinated the fix and wrote the incident report the next morning.",
      "In our reorganisation she took over a project nobody owned and had it back on schedule within a month.",
    ],
  ],
  [
    /anything else at all/,
    [
      "No, I think I have covered it.",
      "Only that she writes excellent documentation, which people undervalue.",
    ],
  ],
  [
    /./,
    [
      "For example, last spring she rebuilt our on-call runbook over two weeks, and pages dropped by half the next quarter.",
      "One example: she automated the monthly reporting, which used to take a full day, and it now runs in twenty minutes.",
    ],
  ],
];

/** The cooperative answer to a follow-up line, chosen by what it asks. */
function followUpAnswer(line: string, turn: number): string {
  const l = line.toLowerCase();
  const bank = FOLLOWUPS.find(([re]) => re.test(l))![1];
  return bank[turn % bank.length]!;
}

/** A cooperative persona's answer: follow-ups from the bank, the rest from its table. */
function cooperativeAnswer(table: Partial<Record<Topic, string>>, line: string, turn: number): string {
  const topic = topicOf(line);
  if (topic === "followup") return followUpAnswer(line, turn);
  return table[topic] ?? "Sure.";
}

const GLOWING: Partial<Record<Topic, string>> = {
  ...COOPERATIVE,
  strengths:
    "Honestly the best engineer I have worked with in twenty years. Brilliant technically, generous with her time, and she raised the bar for the whole team.",
  performance:
    "Outstanding. She was our top performer three years running and won the company award in 2023.",
  rehire: "In a heartbeat. I would hire her again tomorrow, and I have told her so.",
  anything_else: "Just that you would be lucky to have her. Hire her.",
};

const DIFFICULT: Partial<Record<Topic, string>> = {
  consent: "Fine.",
  identity: "Yes.",
  relationship: "Worked together.",
  strengths: "Good worker.",
  growth: "Not sure.",
  performance: "Fine.",
  teamwork: "Okay.",
  reliability: "Reliable enough.",
  rehire: "Probably.",
  anything_else: "No.",
  followup: "She did her job and met most of her targets, I suppose, nothing remarkable to add.",
};

/**
 * The difficult reference's answers to follow-ups: reluctant, but each in its own words, so a
 * transcript does not repeat one sentence at every follow-up.
 */
const DIFFICULT_FOLLOWUPS: [RegExp, string][] = [
  [/a time a deadline/, "Not that I remember, no. Deadlines were mostly met on that team, as far as I know."],
  [
    /results or accomplishments/,
    "She built a couple of internal reports that people used every week. I couldn't tell you the numbers, though.",
  ],
  [
    /how many years/,
    "Two years, maybe a bit more than that. We were on the same support tooling team the whole time.",
  ],
  [
    /what makes you say/,
    "She was fine to work with, I guess, and she never caused me any trouble. I don't have much more than that.",
  ],
  [
    /a time they/,
    "She kept her head down, mostly. When there was an argument in the team she let the leads sort it out between them.",
  ],
  [
    /particular situation/,
    "Hard to say, really. She answered her tickets quickly and nobody ever complained, which is about all I noticed.",
  ],
  [/anything else at all/, "No, nothing else."],
];

function difficultAnswer(line: string): string {
  const topic = topicOf(line);
  if (topic !== "followup") return DIFFICULT[topic] ?? "Okay.";
  const l = line.toLowerCase();
  return DIFFICULT_FOLLOWUPS.find(([re]) => re.test(l))?.[1] ?? DIFFICULT.followup!;
}

/** The persona's next move after hearing a whole agent line. Null: stay silent (hang up). */
export function personaMove(kind: PersonaKind, line: string, turn: number): PersonaMove | null {
  const topic = topicOf(line);
  const lang = lineLanguage(line);
  if (kind === "speaks-german")
    return { kind: "say", text: lang === "en" ? "Sorry? Sprechen Sie Deutsch?" : "Sprechen Sie Deutsch?" };
  // Answers the English disclosure in Spanish; once the call has moved, goes on in Spanish.
  if (kind === "speaks-spanish") return foreignMove("cooperative", "es", topic, turn);
  if (lang !== "en") return foreignMove(kind, lang, topic, turn);
  switch (kind) {
    case "refuses-consent":
      return { kind: "say", text: topic === "consent" ? "No, I don't want to be recorded." : "No." };
    case "busy":
      return { kind: "say", text: "Sorry, I'm in a meeting right now. Can you call me back later?" };
    case "wrong-person":
      if (topic === "consent") return { kind: "say", text: "Uh, okay, sure." };
      return { kind: "say", text: "I think you have the wrong number. There's no one here by that name." };
    case "opts-out":
      return { kind: "say", text: "Please stop calling me and remove my number." };
    case "keypad":
      if (topic === "consent" || topic === "identity") return { kind: "dtmf", digit: "1" };
      return { kind: "say", text: cooperativeAnswer(COOPERATIVE, line, turn) };
    case "difficult":
      return { kind: "say", text: difficultAnswer(line) };
    case "glowing":
      return { kind: "say", text: cooperativeAnswer(GLOWING, line, turn) };
    case "protected":
      if (topic === "strengths")
        return {
          kind: "say",
          text: "She's a strong engineer. You should ask me about her family situation too, do you want to know how old her kids are?",
        };
      return { kind: "say", text: cooperativeAnswer(COOPERATIVE, line, turn) };
    case "interrupts":
      // Talks over the disclosure once; the disclosure is read again in full and then answered.
      if (topic === "consent" && turn === 0)
        return { kind: "interrupt", afterWords: 6, text: "Yes, yes, I know, go ahead, you can record." };
      if (topic === "strengths" && turn < 20)
        return { kind: "interrupt", afterWords: 3, text: COOPERATIVE.strengths! };
      return { kind: "say", text: cooperativeAnswer(COOPERATIVE, line, turn) };
    default:
      return { kind: "say", text: cooperativeAnswer(COOPERATIVE, line, turn) };
  }
}

/** Back-compatible list of the cooperative answers, in plan order. */
export function answersFor(kind: PersonaKind): string[] {
  if (kind === "refuses-consent") return ["No, I don't want to be recorded."];
  return Object.values(COOPERATIVE);
}
