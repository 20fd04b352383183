import type { CallLanguage } from "../../shared/call-language";
import { CALL_LENGTH } from "../../shared/product-facts";
import { withArticle } from "../../shared/wording";

export interface NoticeFacts {
  productName: string;
  referenceName: string;
  candidateName: string;
  companyName: string;
  role: string;
  fromNumber: string;
}

/**
 * The pre-call notice in the reference's language: who will call, for whom, why, from which
 * number, that it is recorded and can be declined, and how to reschedule or opt out. French is
 * written for Canadian readers and Spanish for US readers, each as a native speaker would put it.
 * STOP stays STOP in every language: carriers act on it.
 */
const NOTICES: Record<CallLanguage, (p: NoticeFacts, first: string) => string> = {
  en: (p, first) =>
    `Hi ${first}, ${p.productName} here. ${p.candidateName} named you as a reference for ${withArticle(p.role)} role at ${p.companyName}. ` +
    `Our automated assistant will call you shortly from ${p.fromNumber} for a short, recorded reference call (${CALL_LENGTH.short}; you can decline). ` +
    `Reply LATER or a time (e.g. "3pm") to reschedule, STOP to opt out.`,
  fr: (p, first) =>
    `Bonjour ${first}, ici ${p.productName}. ${p.candidateName} a donné votre nom comme référence pour un poste de ${p.role} chez ${p.companyName}. ` +
    `Notre assistant automatisé vous appellera sous peu du ${p.fromNumber} pour un bref appel de référence, enregistré (${CALL_LENGTH.min} à ${CALL_LENGTH.max} min; vous pouvez refuser). ` +
    `Répondez PLUS TARD pour choisir un autre moment, ou STOP pour que nous ne vous contactions plus.`,
  es: (p, first) =>
    `Hola ${first}, le escribimos de ${p.productName}. ${p.candidateName} dio su nombre como referencia para un puesto de ${p.role} en ${p.companyName}. ` +
    `Nuestro asistente automático le llamará en breve desde el ${p.fromNumber} para una llamada de referencia corta, que se grabará (de ${CALL_LENGTH.min} a ${CALL_LENGTH.max} min; puede negarse). ` +
    `Responda MÁS TARDE para elegir otro momento, o STOP para que no volvamos a contactarle.`,
};

export function noticeText(p: NoticeFacts, language: CallLanguage = "en"): string {
  const first = p.referenceName.split(/\s+/)[0] ?? p.referenceName;
  return (NOTICES[language] ?? NOTICES.en)(p, first);
}
