import type { CallLanguage } from "../../shared/call-language";
import { followUpText, QUESTION_PLAN, questionText, type InterviewContext } from "./plan";

/**
 * THE VETTED BANK: every sentence the live model may choose for the interviewer to say during the
 * questions. The model never writes a sentence of its own: it picks one acknowledgement (or none)
 * and one line from the options this file offers for the step the interview is on, by id, and only
 * the text below is spoken, with its slots filled from the check's own fields (the candidate's name).
 *
 * A compliance reviewer reads this file top to bottom: the plan's questions and follow-ups
 * (plan.ts and lines-fr-es.ts, which the offline interviewer also speaks), three follow-ups by what
 * an answer lacks, and short acknowledgements. None touches a protected characteristic, so a
 * protected question is impossible by construction; the sentence guard still checks each line as
 * a second wall. Legal lines (disclosure, consent, closes, identity answers) are never chosen by
 * the model: the state machine speaks them as written.
 */

type Text = Record<CallLanguage, (c: InterviewContext) => string>;

/** What an answer lacks; the follow-up asks for it. */
export const FOLLOW_UPS = {
  "followup.example": {
    en: (c) => `Could you give me a specific example of that from your time working with ${c.candidateName}?`,
    fr: (c) => `Pourriez-vous me donner un exemple précis tiré de votre travail avec ${c.candidateName} ?`,
    es: (c) => `¿Podría darme un ejemplo concreto de su trabajo con ${c.candidateName}?`,
  },
  "followup.timeframe": {
    en: () => `Roughly when was that, and over what period?`,
    fr: () => `À peu près quand était-ce, et sur quelle période ?`,
    es: () => `¿Más o menos cuándo fue eso, y durante cuánto tiempo?`,
  },
  "followup.result": {
    en: () => `What was the result of that, for the team or the business?`,
    fr: () => `Quel en a été le résultat, pour l'équipe ou pour l'entreprise ?`,
    es: () => `¿Cuál fue el resultado de eso, para el equipo o para la empresa?`,
  },
} as const satisfies Record<string, Text>;

/** Short acknowledgements said before the next line. */
export const ACKNOWLEDGEMENTS = {
  "ack.thanks": { en: () => `Thank you.`, fr: () => `Merci.`, es: () => `Gracias.` },
  "ack.helpful": {
    en: () => `That's helpful, thank you.`,
    fr: () => `C'est utile, merci.`,
    es: () => `Eso es útil, gracias.`,
  },
  "ack.understood": { en: () => `Understood.`, fr: () => `Entendu.`, es: () => `Entendido.` },
  "ack.appreciate": {
    en: () => `I appreciate the detail.`,
    fr: () => `Merci pour ces précisions.`,
    es: () => `Le agradezco el detalle.`,
  },
} as const satisfies Record<string, Text>;

export type AckId = keyof typeof ACKNOWLEDGEMENTS;
export type FollowUpId = keyof typeof FOLLOW_UPS | `followup.plan.${string}`;
export type LineId = `question.${string}` | FollowUpId;

/** The lines the model may choose from for one step (a question, or the follow-up to one). */
export function optionsFor(questionType: string | undefined): LineId[] {
  if (!questionType) return [];
  const followUp = questionType.startsWith("followup:");
  const type = followUp ? questionType.slice("followup:".length) : questionType;
  if (!QUESTION_PLAN.some((q) => q.type === type)) return [];
  if (!followUp) return [`question.${type}`];
  return [`followup.plan.${type}`, ...(Object.keys(FOLLOW_UPS) as (keyof typeof FOLLOW_UPS)[])];
}

export const ACK_IDS = Object.keys(ACKNOWLEDGEMENTS) as AckId[];

/** The words of a bank line, in the call's language; null for an id the bank does not hold. */
export function bankText(id: string, ctx: InterviewContext): string | null {
  const lang = ctx.language ?? "en";
  const fixed = { ...ACKNOWLEDGEMENTS, ...FOLLOW_UPS } as Record<string, Text>;
  if (Object.hasOwn(fixed, id)) return fixed[id]![lang](ctx);
  const m = /^(question|followup\.plan)\.([a-z_]+)$/.exec(id);
  const planned = m ? QUESTION_PLAN.find((q) => q.type === m[2]) : undefined;
  if (!m || !planned) return null;
  return m[1] === "question" ? questionText(planned, ctx) : followUpText(planned, ctx);
}
