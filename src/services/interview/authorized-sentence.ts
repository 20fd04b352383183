import type { CallLanguage } from "../../shared/call-language";
import type { InterviewContext } from "./plan";

/** The one sentence that tells the reference the candidate authorized the check, per call language. */
export const CANDIDATE_AUTHORIZED: Record<CallLanguage, (c: InterviewContext) => string> = {
  en: (c) => `${c.candidateName} has authorized this reference check.`,
  fr: (c) => `${c.candidateName} a autorisé cette vérification de références.`,
  es: (c) => `${c.candidateName} ha autorizado esta verificación de referencias.`,
};

/** " <sentence>" when the candidate authorized the check, else "" (spliced into openings). */
export function authorizedSentence(c: InterviewContext, language: CallLanguage = "en"): string {
  return c.candidateAuthorized ? ` ${CANDIDATE_AUTHORIZED[language](c)}` : "";
}
