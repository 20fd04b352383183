import type { ProtectedCategory } from "./protected-topics";

/**
 * Protected remarks held-out set Z6 (two writers who never read the rules, measured once before any
 * change for it) found kept: looks told as an asset ("very pretty, which helped in the room"), drink-
 * driving by its American initials ("a couple of DUIs in the States"), partial deafness in French ("sa
 * surdité partielle").
 *
 * Work meanings stay: "pretty much", "very pretty good numbers", "a pretty solid quarter".
 */
export const CUES_Z6: readonly [ProtectedCategory, RegExp][] = [
  [
    "appearance",
    /(?<!\b(it|that|this|deck|decks|slide|slides|dashboard|dashboards|chart|charts|report|reports|presentation|numbers|figures|design|website|site|office|layout|proposal|pitch|graph|graphs|logo|packaging|brochure|email|emails|spreadsheet|view|venue|town|city|stand|booth) (was|were|is|are|looked|looks|look|seemed) )\b(very|really|so|super|quite|rather) pretty\b(?! (much|good|well|decent|solid|strong|quick|quickly|fast|easy|hard|tough|clear|clearly|sure|sharp|reliable|organi[sz]ed|simple|straightforward|busy|big|high|low|tight|close|often|consistent|consistently|smart|bright|confident|calm|relaxed|cool|level|steady|standard|basic|normal|average|impressive|quiet|flat|fair|honest|direct|blunt|useful|helpful|effective|efficient|good at|handy|rough|bad|poor|slow|late|early|new|full|long|short|small|large|heavy|light)\b)|\b(her|his|their) looks (helped|opened|got|won|didn't hurt|did not hurt|sold)\b|\bbeing (pretty|attractive|good looking|handsome) (helped|opened|didn't hurt|did not hurt)\b/,
  ],
  [
    "criminal",
    /\b(a|one|two|three|couple of|a couple|several|some|his|her|their|multiple|few|\d+) (dui|duis|dwi|dwis|owi)\b|\b(duis|dwis)\b|\b(dui|dwi) (arrest|arrests|conviction|convictions|charge|charges|case|record)\b|\b(conducir|manejar|conduciendo|manejando) (ebri[oa]|borrach[oa]|tomad[oa]|pedo|pedod?a)\b|\bcontrol de alcoholemia\b|\b(alcoolemie|suspension de permis|retrait de permis)\b/,
  ],
  [
    "disability",
    /\bsurdite\b|\bsordera\b|\bhipoacusi(a|co|ca)\b|\bhard of hearing\b|\b(partially|profoundly|mostly) (deaf|sighted|blind)\b|\bdeaf in (one|his|her|their|the) (ear|left|right)\b|\bhearing aids?\b|\b(appareils?|protheses?) auditi(f|fs|ve|ves)\b|\baudifonos?\b|\bmalvoyante?\b/,
  ],
];
