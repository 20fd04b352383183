import type { CallLanguage } from "../../shared/call-language";
import { authorizedSentence, spokenNumber, type InterviewContext } from "../interview/plan";

/**
 * The answering-machine message in the reference's language: who we are, for whom, and the
 * number and hours to call back on. Written for the ear (no abbreviations, hours as spoken).
 */
const VOICEMAILS: Record<CallLanguage, (c: InterviewContext, number: string) => string> = {
  en: (c, n) =>
    `Hello ${c.referenceName}, this is an automated assistant from ${c.productName}, calling on behalf of ${c.companyName} for a short reference about ${c.candidateName}.${authorizedSentence(c, "en")} Please call us back at ${n} between 9 AM and 6 PM, Monday to Friday, and we'll call you straight back. Thank you.`,
  fr: (c, n) =>
    `Bonjour ${c.referenceName}, ici l'assistant automatisé de ${c.productName}. Nous vous appelons de la part de ${c.companyName} pour une courte référence au sujet de ${c.candidateName}.${authorizedSentence(c, "fr")} Rappelez-nous au ${n}, du lundi au vendredi entre 9 heures et 18 heures, et nous vous rappellerons aussitôt. Merci et bonne journée.`,
  es: (c, n) =>
    `Hola ${c.referenceName}, le habla el asistente automático de ${c.productName}. Le llamamos de parte de ${c.companyName} para pedirle una breve referencia sobre ${c.candidateName}.${authorizedSentence(c, "es")} Por favor, devuélvanos la llamada al ${n}, de lunes a viernes entre las 9 de la mañana y las 6 de la tarde, y le devolveremos la llamada enseguida. Muchas gracias.`,
};

export function voicemailText(c: InterviewContext, language: CallLanguage = "en"): string {
  return (VOICEMAILS[language] ?? VOICEMAILS.en)(c, spokenNumber(c.callbackNumber));
}
