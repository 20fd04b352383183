import type { ProtectedCategory } from "./protected-topics";

/**
 * Held-out ZD (two writers asked for protected remarks said sideways: through a schedule, a place, an
 * object, a relative, a document, a joke). Read on the guard's judged text (lower case, no accents, names
 * masked as "name"). Each family is a kind of remark, not the sentence that found it.
 */
export const CUES_ZD: readonly [ProtectedCategory, RegExp][] = [
  [
    // Single, dating, two households to run, children raised alone, kids by their slang names.
    "marital_family",
    /\b(is|s|was|were|are|still) (still )?single\b(?! (handed|handedly|biggest|best|most|largest|point|source|account|digit|sign|customer|client|day|item|order|line|unit|site|location|store|contract|deal|vendor|supplier|sale|person|rep|seat|licen[cs]e))|\b(elle|il) est (toujours )?(celibataire|divorcee?|veuve?)\b|\b(es|esta|sigue) (solter[oa]|divorciad[oa]|viud[oa])\b|\b(was|is|were|been) (dating|seeing) (a|an|one|someone|somebody|the|one of)\b|\b(dated|hooked up with|had a thing (with|going with)|was an item with)\b|\b(sortait|sortaient|sort|sortir) (ensemble|avec (un|une) (des|de nos|de ses|du|de la) )|\b(salia|sale|andaba|anda) con (un|una|uno) (de los|de las|del|de la)\b|\b(ses|his|her|their|sus|su) (deux|trois|two|three|dos|tres) (foyers|households|hogares|familias|families|maisons|homes)\b|\b(cria|crio|criaba|criando|raises|raising|raised|eleve|elevait|elever) (\w+ )?(sola|solo|alone|on (her|his|their) own|seule?|toute seule|tout seul)\b|\b(tiene|tenia|con|sus|tres|dos|cuatro|cinco) (\w+ )?(muchachitos|chamacos|chamaquitos|escuincles|chiquillos|chiquitines|gurises|pibitos|pibes|cipotes|chiguines|carajitos|pelaos|peladitos|chavitos|morritos|plebes|huercos|guercos|nenes|crios|chamos|chamitos|bebes)\b/,
  ],
  [
    // A pregnancy seen: the bump, "se le notaba la panza", "son ventre s'arrondissait".
    "pregnancy",
    /\b(the|her|baby|a) bump\b(?! (in|on|to|up|of|from))|\bbump (was|is|had|started)( \w+)? (showing|to show)\b|\bse le (notaba|nota|empezaba a notar|veia) (la|el) (panza|barriga|pancita|barriguita|embarazo|bombo)\b|\b(son|le) ventre (s'arrondissait|s'arrondit|commencait a se voir|se voyait|pointait)\b/,
  ],
  [
    // LGBT named, a rainbow lanyard, "the only straight guy", a same-sex partner by name.
    "sexual_orientation",
    /\b(lgbt\w*|lgbtq\w*|lgtb\w*|queer)\b(?! (accounts?|clients?|market|markets|customers|segment|magazine|brand|venue|venues|bars?))|\brainbow (lanyard|flag|pin|badge|lace)\b|\b(only|the|a|one) straight (guy|man|bloke|woman|girl|one|dude|lad)\b/,
  ],
  [
    "marital_family",
    /\b(his|her|their|name s) (partner|other half|significant other|fiance|fiancee|boyfriend|girlfriend) (name|[a-z]+) (came|comes|brought|picked|was|is|and|used|would|showed)\b(?<!partner (agency|company|firm|network|program|programme|portal|channel|manager|team|business|brand|store|clinic|success) \w+)/,
  ],
  [
    // Parole and probation, an ankle monitor, a charge expunged or sealed.
    "criminal",
    /\b(parole|probation) (officer|officers|agent|meeting|meetings|check ins?|appointments?|hearing|board)\b|\b(ankle|electronic) (monitor|tag|bracelet)\b|\bbracelet electronique\b|\bbrazalete electronico\b|\bgrillete\b|\b(agent|conseiller) de probation\b|\b(oficial|agente) de (libertad condicional|probatoria)\b|\blibertad condicional\b|\b(expunged|sealed|struck off his record|wiped from (his|her|their) record)\b|\bshoplifting\b/,
  ],
  [
    // Gambling: weekends at the casino, the bookies, the slots.
    "finances",
    /\b(casino|casinos|bookies|betting shop|bookmakers|slot machines|slots|pokies|tragamonedas|tragaperras|machines a sous)\b(?! (account|accounts|client|clients|contract|contracts|resort|group|chain|operator|operators|industry|sector|floor staff|hotel|vertical))|\b(au|en el|al|at the) (casino|pmu|hipodromo|bingo|track)\b/,
  ],
  [
    // Prayer beads and the place in church: ushering at St. Brigid's of a Sunday.
    "religion",
    /\b(misbaha|misbah|tasbih|tasbeeh|prayer beads|rosary|rosaries|rosaire|chapelet|rosario|mala beads|worry beads|komboloi|japa mala)\b|\b(ushering|usher at|in the pew|passing the (plate|collection)|altar (boy|server)|monaguillo|enfant de choeur)\b|\bsundays?( mornings?)?\b[a-z' ]{0,40}\b(at|to) (st|saint|san|santa|ste|sainte) [a-z]+\b/,
  ],
  [
    // A transition told by its paperwork: "when she came back after the name change".
    "sex",
    /\b(after|since|before|with) (the|her|his|their) name change\b(?! (of|for|to) (the|our|their) (company|firm|brand|business|store|client|account|product))|\b(her|his|their) name change\b|\b(apres|depuis) (son|le) changement de (nom|prenom)\b|\b(despues de|desde) (su|el) cambio de (nombre|sexo)\b/,
  ],
  [
    // Diabetes told by its lows: "des jus dans l'auto pour ses hypos".
    "health",
    /\b(ses|his|her|sus|their) (hypos|hypers|sugar lows|bajones de azucar)\b|\bhypoglyc\w*|\bhipoglucem\w*|\b(blood sugar|glycemie|glucemia|azucar) (was|went|got|dropped|crashed|baissait|bajaba|se le bajaba|low|high)\b/,
  ],
];
