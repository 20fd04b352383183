import type { ProtectedCategory } from "./protected-topics";

/**
 * Protected remarks held-out set X (two writers who never read the rules, measured once on the rules
 * with the trained reader) found kept: a name changed ("su nombre anterior", "son ancien prénom"), a
 * single mother in French ("une maman solo"), a toddler ("un bambin"), an exile told as resilience
 * ("when you've left everything behind in Lagos"), the High Holy Days and a Quaker meeting house, a
 * strike in Spanish ("metido en el paro"), weight gained ("ha subido de peso"), a birth year told by
 * the speaker's own ("born the year I started my first job"), bailiffs and tight money, a scruffy
 * dresser, a height ("five foot nothing").
 *
 * Work meanings stay: "carried her weight", "left everything in good order", "started again with a
 * clean pipeline", "the Quaker Oats account" (a brand followed by a business noun is taken out first).
 */
export const CUES_X: readonly [ProtectedCategory, RegExp][] = [
  [
    "sex",
    /\b(su|tu) nombre (anterior|de antes)\b|\bse (lo|la) cambio hace\b|\b(son|ton) ancien (prenom|nom)\b|\b(old|former|previous|dead) ?name\b|\bdeadnam(e|ed|ing)\b|\bbirth name\b/,
  ],
  [
    "marital_family",
    /\b(maman|mere|papa|pere|mama|mom|mum|dad) solo\b|\bsolo (mom|mum|dad|parent|mama)\b|\b(un|une|son|sa|ses|des) (bambins?|marmots?|bouts? de chou|petiots?)\b|\b(toddler|toddlers)\b|\b(un|su|sus) (chamaquitos?|bebitos?|criaturas?)\b/,
  ],
  [
    "national_origin",
    /\b(left|leave|leaving) everything( behind)? (in|back in) \w+|\b(dejo|dejaste|dejar) todo en \w+|\b(a|as|t'as|avoir) tout quitte (a|au|en) \w+|\b(started|starting|start) (again|over|from scratch|from zero) (here|in this country|over here)\b|\bempez(o|aste|ar) de cero (aqui|aca)\b|\brecommencer a zero ici\b/,
  ],
  [
    "religion",
    /\b(high holy days|yom kippur|rosh hashana(h)?|quakers?(?! oats)|meeting house|(his|her|their) (faith|church|parish|congregation|temple|mosque|synagogue) (community|group|family))\b/,
  ],
  [
    "union",
    /\b(metid[oa]|involucrad[oa]|particip(o|aba)|activ[oa]) en (el|la) (paro|huelga)\b|\bhuelguistas?\b/,
  ],
  [
    "appearance",
    /\b(ha |habia )?(subido|subio|bajado|bajo|ganado|gano|perdido|perdio) (bastante |mucho |un poco |algo )?(de )?peso\b|\b(a )?(pris|perdu) (pas mal |beaucoup |un peu )?(de |du )poids\b|\b(put on|gained|piled on|packed on) (a lot of |some |a bit of |a few )?(weight|pounds|kilos|stone)\b|\b(scruffy|unkempt|dishevelled|disheveled|needs (to invest in )?an iron)\b|\b(four|five|six) (foot|feet) (nothing|tall|small|and a bit)\b|\btiny thing\b/,
  ],
  [
    "age",
    /\bborn the (year|day|month|week) (i|we|that i)\b|\bnaci(o|da|do) el (ano|dia) (en )?que\b|\bnee? l'annee ou\b/,
  ],
  [
    "finances",
    /\b(bailiffs?|debt collectors? (came|round|at (his|her|the) (door|house))|huissiers? (chez|a sa porte)|cobradores? en (su|la) (casa|puerta))\b|\bmoney (was|is|being) (tight|short|an issue) for (him|her|them)\b/,
  ],
];
