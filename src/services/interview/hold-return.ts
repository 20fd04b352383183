/**
 * A hold is one of two things. Someone fetching or putting on another person ("let me get him",
 * "it's for you", "je vous la passe", "se lo comunico") hands the phone over: whoever speaks next
 * hears the whole disclosure and gives their own consent. Someone who only asks for a moment ("hang
 * on, let me shut the door", "attendez deux secondes", "permítame tantito") keeps the phone: when
 * they come back saying so ("sorry about that", "I'm back", "me revoilà", "ya, perdón") without
 * greeting anyone new, their answer is read where the call stood before the wait.
 *
 * Text is normalized (normalize.ts). A reply that opens on a greeting ("Hello?", "Allô ?",
 * "¿Bueno?") or names someone else is never a return: the phone may have changed hands.
 */

/** Words that fetch or put on another person: the hold hands the phone over. */
const FETCH: readonly RegExp[] = [
  /\b(let me|i'll|i will|i'm going to|im going to|gonna|i'm gonna|i'll just|let me just) (go )?(get|grab|find|fetch|call|wake|shout|transfer|put|pass|see if)\b/,
  /\b(passing|pass|transferring|transfer|putting|put|handing|hand) (you|the phone|him|her|them)\b/,
  /\b(it's|its|it is) for (you|him|her)\b|\bhere (he|she|they) (is|are|comes)\b/,
  /\b(he's|she's|they're|he is|she is) (right )?(here|coming|on (his|her) way)\b/,
  /\b(je (vous |te )?(la|le|les)? ?(passe|transfere)|je vais (la|le|les) chercher|je (la|le) cherche|c'est pour (toi|vous|lui|elle)|(il|elle) arrive)\b/,
  /\b((se|te|le|la) )?(lo|la|le) (paso|comunico|pongo|transfiero)\b|\bvoy a buscar(lo|la)\b|\bes para (ti|usted)\b|\bya (viene|va)\b/,
];

/** True when a wait is the speaker's own moment, with nobody fetched or put on. */
export function ownMoment(raw: string, normalized: string): boolean {
  if (FETCH.some((re) => re.test(normalized))) return false;
  // A word shouted to someone else ("... SAM!") fetches them.
  if (/\b\p{Lu}{2,}\b\s*!/u.test(raw)) return false;
  return true;
}

const GREETING =
  /^(hello|hi|hey|hiya|allo|alo|bonjour|bonsoir|hola|bueno|diga|digame|buenas|buenos dias|oui allo)\b/;

/** Said by someone coming back to the phone they left a moment ago. */
const BACK =
  "sorry about that|sorry for the wait|sorry to keep you waiting|sorry to keep you|sorry|i'm back|im back|i am back|back again|there we go|thanks for waiting|thank you for waiting|excuse me|pardon|excusez moi|excuse moi|desole|desolee|me revoila|me voila|je suis de retour|je suis la|merci d'avoir patiente|merci de votre patience|voila|ya estoy|aqui estoy|ya|perdon|perdone|disculpe|disculpa|listo|lista|gracias por esperar";
/** Fillers that may come with it ("okay, sorry, I'm back"). */
const FILL = "okay|ok|right|alright|all right|so|oh|ah|um|uh|euh|bon|alors|eh|mm|pues|bueno";
const MARKERS = new RegExp(`^((${BACK}|${FILL})( |$))+`);
const STRONG = new RegExp(`(^| )(${BACK})( |$)`);

/**
 * The rest of a reply from someone back from their own moment ("Right, sorry about that, yes,
 * that's me" → "yes that's me"), or null when it does not say so (a greeting, no marker). Someone
 * who names a new person is read by the caller (understand's new-speaker family).
 */
export function backFromOwnMoment(normalized: string): string | null {
  const t = normalized.trim();
  if (GREETING.test(t)) return null;
  const m = MARKERS.exec(t);
  if (!m || !STRONG.test(m[0])) return null;
  return t.slice(m[0].length).trim();
}
