import { spokenLanguage } from "../../services/interview/language";
import { normalizeText } from "../../services/interview/normalize";
import type { QuestionType } from "../../shared/question-types";

/** What an interviewer line asks: one of the plan's question types, or a step around them. */
export type Topic = QuestionType | "consent" | "identity" | "fetch" | "followup" | "other";

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
