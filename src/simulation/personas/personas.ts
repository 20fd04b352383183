import { COOPERATIVE_ANSWERS } from "../../services/analysis/phrasebook";
import { COOPERATIVE, cooperativeAnswer, difficultAnswer, FR_ES_REPLIES, GLOWING } from "./answers";
import { lineLanguage, topicOf, type Topic } from "./topics";

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
