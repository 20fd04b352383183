import { CALL_LENGTH } from "../../shared/product-facts";
import type { InterviewContext, Lines, QuestionWording } from "./plan";
import { authorizedSentence } from "./authorized-sentence";
import { spokenNumber } from "./spoken-number";

/**
 * The interviewer's fixed wording in French (Canadian usage: "appuyer sur le 1", "courriel" is not
 * needed) and Spanish (neutral Latin American, "usted" throughout). Written as a native speaker
 * says it on the phone, not word for word from the English. The disclosure and the consent
 * question keep every element of the English legal wording: an automated assistant, on whose
 * behalf, about whom, that the call is recorded, why, who receives it, 9 to stop all calls, and
 * the yes/1 or no/2 answer. They are spoken exactly as written here, like the English.
 */

const FR_NUMBERS = ["zéro", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"];
const ES_NUMBERS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
];
const MINUTES_FR = `${FR_NUMBERS[CALL_LENGTH.min]} à ${FR_NUMBERS[CALL_LENGTH.max]} minutes`;
const MINUTES_ES = `entre ${ES_NUMBERS[CALL_LENGTH.min]} y ${ES_NUMBERS[CALL_LENGTH.max]} minutos`;

const RELATIONSHIP_FR: Record<string, string> = {
  "direct-manager": "gestionnaire direct",
  "senior-manager": "cadre supérieur",
  colleague: "collègue",
  client: "client",
  other: "contact",
};
const RELATIONSHIP_ES: Record<string, string> = {
  "direct-manager": "jefe directo",
  "senior-manager": "gerente de nivel superior",
  colleague: "colega",
  client: "cliente",
  other: "contacto",
};

/** French elision: "de Acme" is said "d'Acme". */
export function de(word: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûü]/i.test(word.trim()) ? `d'${word}` : `de ${word}`;
}

const nFr = (c: InterviewContext) => spokenNumber(c.callbackNumber, "ce numéro");
const nEs = (c: InterviewContext) => spokenNumber(c.callbackNumber, "este número");

export const LINES_FR: Lines = {
  consent: (c) =>
    `Bonjour, ici un assistant automatisé ${de(c.productName)}. J'appelle au nom ${de(c.companyName)} pour une référence au sujet ${de(c.candidateName)}, dont la candidature est à l'étude pour un poste ${de(c.role)}.${authorizedSentence(c, "fr")} Cet appel est enregistré pour préparer le rapport de référence, et seul l'employeur qui recrute le reçoit. Vous pouvez appuyer sur le 9 à tout moment pour ne plus recevoir aucun appel de notre part. Acceptez-vous que j'enregistre cet appel ? Dites oui ou appuyez sur le 1, ou dites non ou appuyez sur le 2.`,
  consentAgain: () =>
    `Désolé, j'ai besoin d'une réponse claire avant de continuer. Puis-je enregistrer cet appel ? Dites oui ou appuyez sur le 1, ou dites non ou appuyez sur le 2.`,
  consentRefused: () =>
    `C'est noté. Rien de cet appel ne sera enregistré ni conservé. Merci de votre temps, au revoir.`,
  noConsent: (c) =>
    `Je suis désolé, je n'ai pas eu de réponse claire, alors je n'enregistrerai rien. Nous pourrions vous rappeler un autre jour; vous pouvez aussi nous joindre au ${nFr(c)}. Au revoir.`,
  replayDisclosure: () => `Désolé, je dois d'abord lire ce message en entier. `,
  switchedLanguage: () => `Bien sûr, continuons en français. `,
  offerLanguages: () =>
    `Je peux aussi parler anglais ou espagnol. I can also speak English. También puedo hablar en español. `,
  languageUnsupported: () =>
    `Je suis désolé, pour l'instant nous ne pouvons tenir cet appel qu'en français, en anglais ou en espagnol. Quelqu'un de notre équipe fera un suivi autrement. Merci et au revoir.`,
  whoIsCalling: (c) =>
    `Ici un assistant automatisé ${de(c.productName)}, qui appelle au nom ${de(c.companyName)} pour une référence d'emploi au sujet ${de(c.candidateName)}.`,
  areYouARobot: (c) =>
    `Oui, je suis un assistant automatisé, pas une personne. L'équipe de recrutement ${de(c.companyName)} lira le rapport de cet appel.`,
  howDidYouGetMyNumber: (c) =>
    `C'est ${c.companyName}, le futur employeur ${de(c.candidateName)}, qui nous a donné votre numéro : ${c.candidateName} vous a indiqué comme référence.`,
  isThisAScam: (c) =>
    `C'est un véritable appel de référence : ${c.candidateName} a donné votre nom comme référence à ${c.companyName}. Si vous préférez vérifier d'abord, rappelez-nous au ${nFr(c)}.`,
  recordingNow: () =>
    `Rien n'est enregistré sans votre accord, et seul l'employeur qui recrute reçoit le rapport.`,
  recordingOn: () =>
    `Oui, cet appel est enregistré puisque vous l'avez accepté, uniquement pour préparer le rapport destiné à l'employeur. Vous pouvez passer une question, ou appuyer sur 9 pour arrêter.`,
  realPerson: (c) =>
    `Je suis un assistant automatisé et je ne peux pas vous transférer, mais vous pouvez joindre notre équipe au ${nFr(c)}.`,
  holdOn: () => `Bien sûr, prenez votre temps.`,
  stillHolding: (c) => `Je suis toujours là, j'attends ${c.referenceName}. `,
  newSpeaker: (c) =>
    `Merci. Je ne peux poursuivre cette référence qu'avec ${c.referenceName}, j'ai donc arrêté l'enregistrement. Si ${c.referenceName} peut revenir au téléphone, je patiente.`,
  stillThere: () => `Êtes-vous toujours là ? `,
  silenceClose: (c) =>
    `Je n'entends plus rien, je vais donc vous laisser. Nous réessaierons une autre fois, ou vous pouvez nous rappeler au ${nFr(c)}. Au revoir.`,
  protectedRedirect: () => `Merci. `,
  identity: (c) => `Merci. Est-ce que je parle bien à ${c.referenceName} ?`,
  identityPlain: (c) => `Est-ce que je parle bien à ${c.referenceName} ?`,
  identityAgain: (c) => `Pardon, est-ce que je parle bien à ${c.referenceName} ?`,
  consentHandoff: (c) =>
    `Bonjour, merci d'avoir pris l'appel. Je suis un assistant automatisé ${de(c.productName)} et j'appelle au nom ${de(c.companyName)} pour une référence au sujet ${de(c.candidateName)}.${authorizedSentence(c, "fr")} Cet appel est enregistré pour préparer le rapport de référence. Acceptez-vous que j'enregistre cet appel ? Dites oui ou appuyez sur le 1, ou dites non ou appuyez sur le 2.`,
  begin: () => `Parfait. Ça prend environ ${MINUTES_FR}, et vous pouvez passer n'importe quelle question. `,
  askForReference: (c) => `J'appelle pour parler à ${c.referenceName}. Cette personne est-elle disponible ?`,
  waitForReference: () => `Bien sûr, je patiente.`,
  wrongPerson: (c) =>
    `Toutes mes excuses pour le dérangement. Je vais noter que ce n'est pas le numéro ${de(c.referenceName)}. Merci et au revoir.`,
  callLater: (c) =>
    `Aucun problème. Nous vous rappellerons à un meilleur moment. Si vous préférez nous appeler, notre numéro est le ${nFr(c)}. Au revoir.`,
  optedOut: () => `C'est compris. Nous ne vous appellerons plus. Au revoir.`,
  protectedRefusal: () =>
    `Merci, mais je ne peux pas parler de caractéristiques personnelles comme celle-là, puisqu'elles ne peuvent pas entrer dans une décision d'embauche. Passons à la suite.`,
  skipAck: () => `Pas de problème, on passe à la suivante.`,
  close: (c) =>
    `C'est tout ce dont j'avais besoin. Merci beaucoup de votre temps et de votre aide pour ${c.candidateName}. Si autre chose vous revient, appelez-nous au ${nFr(c)}. Bonne journée, au revoir.`,
  timeUpClose: (c) =>
    `Je tiens à respecter votre temps, je vais donc m'arrêter ici. Merci beaucoup de votre aide pour ${c.candidateName}. Vous pouvez nous joindre au ${nFr(c)}. Au revoir.`,
  endEarly: (c) =>
    `Bien sûr. Merci du temps que vous nous avez accordé au sujet ${de(c.candidateName)}. Vous pouvez nous joindre au ${nFr(c)}. Au revoir.`,
  voicemail: (c) =>
    `Bonjour ${c.referenceName}, ici l'assistant automatisé ${de(c.productName)}. Nous vous appelons de la part ${de(c.companyName)} pour une courte référence au sujet ${de(c.candidateName)}. Rappelez-nous au ${nFr(c)}, du lundi au vendredi entre 9 heures et 18 heures, et nous commencerons tout de suite. Merci et bonne journée.`,
};

export const LINES_ES: Lines = {
  consent: (c) =>
    `Hola, le habla un asistente automático de ${c.productName}. Llamo en nombre de ${c.companyName} para pedirle una referencia sobre ${c.candidateName}, a quien están considerando para un puesto de ${c.role}.${authorizedSentence(c, "es")} Esta llamada se graba para preparar el informe de referencia, y solo lo recibe la empresa que está contratando. Puede marcar el 9 en cualquier momento para que no volvamos a llamarle. ¿Me autoriza a grabar esta llamada? Diga sí o marque 1, o diga no o marque 2.`,
  consentAgain: () =>
    `Disculpe, necesito una respuesta clara antes de continuar. ¿Puedo grabar esta llamada? Diga sí o marque 1, o diga no o marque 2.`,
  consentRefused: () =>
    `Entendido. No se grabará ni se guardará nada de esta llamada. Gracias por su tiempo, hasta luego.`,
  noConsent: (c) =>
    `Lo siento, no obtuve una respuesta clara, así que no grabaré nada. Es posible que le llamemos otro día; también puede llamarnos al ${nEs(c)}. Hasta luego.`,
  replayDisclosure: () => `Disculpe, primero tengo que leerle este mensaje completo. `,
  switchedLanguage: () => `Claro que sí, sigamos en español. `,
  offerLanguages: () =>
    `También puedo hablar en inglés o en francés. I can also speak English. Je peux aussi parler français. `,
  languageUnsupported: () =>
    `Lo siento, por ahora solo podemos hacer esta llamada en español, inglés o francés. Alguien de nuestro equipo se pondrá en contacto de otra manera. Gracias y hasta luego.`,
  whoIsCalling: (c) =>
    `Le habla un asistente automático de ${c.productName}, que llama en nombre de ${c.companyName} para una referencia laboral sobre ${c.candidateName}.`,
  areYouARobot: (c) =>
    `Sí, soy un asistente automático, no una persona. El equipo de selección de ${c.companyName} leerá el informe de esta llamada.`,
  howDidYouGetMyNumber: (c) =>
    `${c.companyName}, la empresa que está considerando a ${c.candidateName}, nos dio su número: ${c.candidateName} le indicó a usted como referencia.`,
  isThisAScam: (c) =>
    `Es una llamada de referencia real: ${c.candidateName} dio su nombre como referencia a ${c.companyName}. Si prefiere comprobarlo antes, llámenos al ${nEs(c)}.`,
  recordingNow: () =>
    `No se graba nada sin su consentimiento, y solo la empresa que contrata recibe el informe.`,
  recordingOn: () =>
    `Sí, esta llamada se graba porque usted lo aceptó, solo para preparar el informe para la empresa. Puede saltar cualquier pregunta, o marcar 9 para terminar.`,
  realPerson: (c) =>
    `Soy un asistente automático y no puedo transferirle, pero puede comunicarse con nuestro equipo al ${nEs(c)}.`,
  holdOn: () => `Claro, tómese su tiempo.`,
  stillHolding: (c) => `Sigo aquí, esperando a ${c.referenceName}. `,
  newSpeaker: (c) =>
    `Gracias. Solo puedo continuar esta referencia con ${c.referenceName}, así que he detenido la grabación. Si ${c.referenceName} puede volver al teléfono, espero.`,
  stillThere: () => `¿Sigue ahí? `,
  silenceClose: (c) =>
    `No escucho nada, así que le dejo. Volveremos a intentarlo en otro momento, o puede llamarnos al ${nEs(c)}. Hasta luego.`,
  protectedRedirect: () => `Gracias. `,
  identity: (c) => `Gracias. ¿Hablo con ${c.referenceName}?`,
  identityPlain: (c) => `¿Hablo con ${c.referenceName}?`,
  identityAgain: (c) => `Disculpe, ¿hablo con ${c.referenceName}?`,
  consentHandoff: (c) =>
    `Hola, gracias por ponerse al teléfono. Soy un asistente automático de ${c.productName} y llamo en nombre de ${c.companyName} para una referencia sobre ${c.candidateName}.${authorizedSentence(c, "es")} Esta llamada se graba para preparar el informe de referencia. ¿Me autoriza a grabar esta llamada? Diga sí o marque 1, o diga no o marque 2.`,
  begin: () => `Perfecto. Esto toma ${MINUTES_ES}, y puede saltarse cualquier pregunta. `,
  askForReference: (c) => `Llamo para hablar con ${c.referenceName}. ¿Está disponible?`,
  waitForReference: () => `Claro, espero.`,
  wrongPerson: (c) =>
    `Disculpe la molestia. Tomaré nota de que este no es el número de ${c.referenceName}. Gracias y hasta luego.`,
  callLater: (c) =>
    `No hay problema. Le llamaremos en un mejor momento. Si prefiere llamarnos usted, nuestro número es el ${nEs(c)}. Hasta luego.`,
  optedOut: () => `Entendido. No volveremos a llamarle. Hasta luego.`,
  protectedRefusal: () =>
    `Gracias, pero no puedo hablar de características personales como esa, porque no pueden formar parte de una decisión de contratación. Sigamos.`,
  skipAck: () => `No hay problema, pasamos a la siguiente.`,
  close: (c) =>
    `Eso es todo lo que necesitaba. Muchas gracias por su tiempo y por ayudar a ${c.candidateName}. Si recuerda algo más, llámenos al ${nEs(c)}. Que tenga un buen día. Hasta luego.`,
  timeUpClose: (c) =>
    `Quiero respetar su tiempo, así que lo dejamos aquí. Muchas gracias por ayudar a ${c.candidateName}. Puede comunicarse con nosotros al ${nEs(c)}. Hasta luego.`,
  endEarly: (c) =>
    `Por supuesto. Gracias por el tiempo que nos dedicó para hablar de ${c.candidateName}. Puede comunicarse con nosotros al ${nEs(c)}. Hasta luego.`,
  voicemail: (c) =>
    `Hola ${c.referenceName}, le habla el asistente automático de ${c.productName}. Le llamamos de parte de ${c.companyName} para pedirle una breve referencia sobre ${c.candidateName}. Por favor, devuélvanos la llamada al ${nEs(c)}, de lunes a viernes entre las 9 de la mañana y las 6 de la tarde, y empezaremos enseguida. Muchas gracias.`,
};

export const QUESTIONS_FR: QuestionWording = {
  relationship: {
    text: (c) =>
      `Si je comprends bien, vous avez travaillé avec ${c.candidateName} en tant que ${RELATIONSHIP_FR[c.relationship] ?? "contact"}. Pouvez-vous me dire comment vous avez travaillé ensemble, et pendant combien de temps ?`,
    followUp: (c) =>
      `Pendant combien d'années environ avez-vous travaillé avec ${c.candidateName}, et quel poste occupait cette personne à l'époque ?`,
  },
  strengths: {
    text: (c) => `Selon vous, quelles sont les plus grandes forces ${de(c.candidateName)} au travail ?`,
    followUp: () => `Pourriez-vous me donner un exemple précis de cette force en action ?`,
  },
  growth: {
    text: (c) =>
      `Tout professionnel a une marge de progression. Quels seraient, selon vous, les points à améliorer chez ${c.candidateName} ?`,
    followUp: () => `Y a-t-il une situation particulière où vous l'avez constaté ?`,
  },
  performance: {
    text: (c) =>
      `Comment décririez-vous le rendement global ${de(c.candidateName)}, par rapport à d'autres personnes dans un poste semblable ?`,
    followUp: () => `Quels résultats ou quelles réalisations vous ont marqué ?`,
  },
  teamwork: {
    text: (c) =>
      `Comment se passait le travail d'équipe avec ${c.candidateName}, et comment les désaccords étaient-ils gérés ?`,
    followUp: () =>
      `Avez-vous en tête un moment où il a fallu régler un conflit ou une divergence d'opinions ?`,
  },
  reliability: {
    text: (c) =>
      `Dans quelle mesure pouvait-on compter sur ${c.candidateName} pour respecter les échéances et les engagements ?`,
    followUp: (c) =>
      `Y a-t-il eu un moment où une échéance était menacée ? Qu'a fait ${c.candidateName} alors ?`,
  },
  rehire: {
    text: (c) =>
      `Si l'occasion se présentait, embaucheriez-vous de nouveau ${c.candidateName}, ou travailleriez-vous encore avec cette personne ?`,
    followUp: () => `Qu'est-ce qui vous fait dire cela ?`,
  },
  anything_else: {
    text: (c) =>
      `Y a-t-il autre chose sur le travail ${de(c.candidateName)} que l'équipe de recrutement ${de(c.companyName)} devrait savoir, selon vous ?`,
    followUp: () => `Merci. Autre chose encore ?`,
  },
};

export const QUESTIONS_ES: QuestionWording = {
  relationship: {
    text: (c) =>
      `Entiendo que usted trabajó con ${c.candidateName} como ${RELATIONSHIP_ES[c.relationship] ?? "contacto"}. ¿Podría contarme cómo trabajaban juntos y durante cuánto tiempo?`,
    followUp: (c) =>
      `¿Más o menos cuántos años trabajó con ${c.candidateName}, y qué puesto tenía en ese momento?`,
  },
  strengths: {
    text: (c) => `¿Cuáles diría usted que son las mayores fortalezas de ${c.candidateName} en el trabajo?`,
    followUp: () => `¿Podría darme un ejemplo concreto de esa fortaleza en acción?`,
  },
  growth: {
    text: (c) =>
      `Todo profesional tiene algo que mejorar. ¿En qué aspectos podría crecer ${c.candidateName}?`,
    followUp: () => `¿Recuerda alguna situación concreta en la que lo haya notado?`,
  },
  performance: {
    text: (c) =>
      `¿Cómo describiría el desempeño general de ${c.candidateName}, en comparación con otras personas en un puesto similar?`,
    followUp: () => `¿Qué resultados o logros le llaman la atención?`,
  },
  teamwork: {
    text: (c) =>
      `¿Cómo trabajaba ${c.candidateName} con el resto del equipo, y cómo manejaba los desacuerdos?`,
    followUp: () =>
      `¿Recuerda alguna ocasión en que tuvo que resolver un conflicto o una diferencia de opinión?`,
  },
  reliability: {
    text: (c) => `¿Qué tan confiable era ${c.candidateName} con los plazos y los compromisos?`,
    followUp: () => `¿Hubo alguna vez un plazo en riesgo? ¿Qué hizo en ese caso?`,
  },
  rehire: {
    text: (c) =>
      `Si tuviera la oportunidad, ¿volvería a contratar a ${c.candidateName} o a trabajar con esa persona?`,
    followUp: () => `¿Por qué lo dice?`,
  },
  anything_else: {
    text: (c) =>
      `¿Hay algo más sobre el trabajo de ${c.candidateName} que, en su opinión, el equipo de selección de ${c.companyName} debería saber?`,
    followUp: () => `Gracias. ¿Algo más?`,
  },
};
