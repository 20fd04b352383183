import { DEMONYMS } from "./demonyms";
import type { ProtectedCategory } from "./protected-topics";

/**
 * Broad cue families for protected characteristics, beyond the plain words of protected-topics.ts:
 * the euphemisms people use on the phone ("a little one at home", "knocking on sixty", "after her
 * operation", "ex-army", "she's Polish"), in English, French and Spanish. Any cue in a sentence of
 * an answer removes that sentence and the interviewer moves on without a follow-up. Recall comes
 * first: an ordinary sentence redacted costs a little detail; a remark kept can cost a person a job.
 * Work phrases that merely share a word are taken out first (work-phrases.ts).
 */

const countries = (locale: string): string[] => {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const out: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      try {
        const n = names.of(code);
        if (n && n !== code) out.push(n);
      } catch {
        // not a region code
      }
    }
  return out;
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const alt = (list: string[]) =>
  [...new Set(list.map(fold).filter((x) => x.length > 2))].sort((a, b) => b.length - a.length).join("|");

const COUNTRY = alt([
  ...countries("en"),
  ...countries("fr"),
  ...countries("es"),
  "kerala",
  "punjab",
  "the philippines",
]);
/** Informal names for nationalities ("he's a Pom", "es un gringo"): origin all the same. */
const SLANG = "pom pommy pommie yank yankee aussie kiwi brit limey gringo gringa guiri".split(" ");
const DEMONYM = alt([...DEMONYMS, ...SLANG]);
const IS = "(he's|she's|they're|he is|she is|they are|he was|she was|being|as an?|es|era|est|etait|c'est)";
const NUM_WORDS =
  "(forty|fifty|sixty|seventy|quarante|cinquante|soixante|septante|cuarenta|cincuenta|sesenta|setenta|\\d\\d)";

export const PROTECTED_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "national_origin",
    new RegExp(
      [
        `\\b${IS} (a |an |un |une |una )?(proud |typical |hard working |real )?(${DEMONYM})\\b`,
        `\\b(being|is|was|comes?|came|originally|grew up|raised|born|he's|she's|es|viene|vino|est|vient|vit) (originally )?(from|de|du|des|d'|en) (the )?(${COUNTRY})\\b`,
        `\\bbeing from\\b|\\b(from|of) an? (\\w+ ){0,2}family\\b(?! (business|firm|company|run|owned))|\\b(like all|como todos|comme tous) (of )?(them|ellos|ellas|eux|les \\w+)\\b`,
        `\\b(his|her|their) (people|culture|community|roots|origins?)\\b(?! (skills|management|manager|leader|leadership|team|first|outreach))|\\b(those|these) people\\b`,
        `\\b(her|his|their) english\\b|\\bbroken english\\b|\\benglish (isn't|is not|wasn't)\\b`,
        `\\b(papeles|sans papiers|sin papeles|indocumentad[oa]|permiso de residencia|titre de sejour)\\b`,
        `\\b(traveller|gypsy|romani|aboriginal|torres strait|first nations|maori|native american|indigenous)\\b`,
        `\\b(${DEMONYM}) (family|background|origin|heritage|descent|roots)\\b`,
        // Descent and migration, whatever the country: "of Irish descent", "Nigerian-born", "fresh off
        // the boat", "d'origine maghrébine", "de origen peruano", "hijo de inmigrantes".
        `\\bof (\\w+ ){1,2}(descent|heritage|extraction|ancestry|stock|parentage|origins?)\\b|\\b(${DEMONYM}|${COUNTRY}|foreign|overseas|locally) born\\b|\\bborn (abroad|overseas|elsewhere|outside|in another country)\\b`,
        `\\b(fresh|just|straight|right) off the (boat|plane|banana boat)\\b|\\boff the boat\\b|\\bnative of\\b|\\b(new to|came to|moved to) (this|the) country\\b`,
        `\\b(im|e)migra(nt|nts|ted|tion)|\\b(refugees?|asylum|expats?|emigre|diaspora|newcomers? to (this|the) country)\\b|\\b(first|second|third) generation (\\w+ )?(immigrants?|${DEMONYM})\\b|\\b(he's|she's|they're|he is|she is|is|was) (a )?(first|second|third) generation\\b`,
        `\\b(est|etait|sont|etaient|c'est|une?|famille|parents) (\\w+ )?d'origine\\b|\\bd'origine (?!(du|de|des|la|le|les|et|pour|a|qui|que|sur|dans|en|controlee)\\b)\\w+|\\b(immigre|immigree|immigres|immigrees|refugiee?s?|expatriee?s?|de souche|issue? de l'immigration|primo arrivante?s?)\\b`,
        `\\bde (origen|ascendencia|descendencia|raices|sangre) (?!(del|de|la|el|los|las|y|para)\\b)\\w+|\\b(inmigrantes?|emigrantes?|refugiad[oa]s?|expatriad[oa]s?|emigro|emigraron|migrantes?)\\b`,
      ].join("|"),
    ),
  ],
  [
    "age",
    new RegExp(
      [
        `\\b(knocking on|pushing|nearly|almost|past|over|turning|turned|hitting) ${NUM_WORDS}\\b(?! (percent|people|clients|customers|accounts|projects|staff|employees|stores|sites|restaurants|hours|k|thousand|million|deals|calls|per|of|reports|engineers|midwives|agents))`,
        `\\b(not (as|so) young|not getting any younger|long in the tooth|getting on( a bit)?|no spring chicken|old timer|older gentleman|older lady|senior moment)\\b`,
        `\\b(near|close to|nearing|approaching|off|from|before) (his |her )?(retirement|pension|retiring)\\b`,
        `\\b(early|mid|late) (twenties|thirties|forties|fifties|sixties|20s|30s|40s|50s|60s)\\b`,
        `\\b(senor|senora) mayor\\b|\\bya es mayor\\b|\\bpasa de los\\b|\\b(de|a) (cierta|su) edad\\b|\\ble quedan pocos anos\\b|\\b(senor|senora) grande\\b|\\bsus anitos\\b|\\b(sixty|fifty|seventy|forty) odd\\b`,
        `\\b(tiene|tenia|cumple|cumplio) (\\w+ ){1,3}anos\\b(?! (de experiencia|en (la|el)|trabajando|con nosotros|como))`,
        `\\b(il|elle) a (\\w+ ){1,3}ans\\b(?! (d'experience|chez|dans|de metier))|\\b(un certain age|plus tout jeune|plus toute jeune)\\b`,
      ].join("|"),
    ),
  ],
  [
    "pregnancy",
    /\b(expecting( again| a baby| twins)?|due in|bun in the oven|baby on the way|morning sickness|mat leave|on maternity|fausse couche|enceinte|attend un (bebe|enfant)|esta esperando|espera un bebe|embarazo|perdio el bebe|aborto)\b/,
  ],
  [
    "marital_family",
    /\b(little (one|ones|un|uns)|(a|her|his|their) (little|young|wee) (one|ones|kid|kids|boy|girl|lad|lass|baby|bairn)|(dad|mum|mom|mother|father|parent) of (one|two|three|four|five|six|\w+)|single (mum|mom|dad|parent|mother|father)|(mum|mom|dad|mother|father|nan|gran|grandma|grandad) who|carer|caring for|look(s|ed)? after (his|her|their) (mum|mom|dad|mother|father|kids|children|son|daughter|nan|gran|parents)|school run|nursery|newlywed|honeymoon|(got|getting|just got) (married|divorced|engaged)|(un|une) (petit|petite|bebe|enfant) a la maison|ses enfants|sus hijos|sus nenes|se (acaba de )?(divorciar|divorcio|separo|caso)|divorciar(se)?|recien casad[oa]|se marier|vient de se marier|sa compagne|son compagnon|jumeaux|chiquitos|chiquitas|nenes|mellizos|gemelos|son (mari|epoux|conjoint)|sa (femme|conjointe)|la crianza|les enfants)\b/,
  ],
  [
    "health",
    /\b(operation|operacion|surgery|recovering from|recovered from|recovery from|(after|since) (his|her|their) (illness|treatment|accident|stroke|diagnosis|op)|dementia|alzheimer'?s|parkinson'?s|multiple sclerosis|stutter(s|ing)?|stammer(s|ing)?|prosthetic|amputee|(lost|missing) (a|an|his|her) (leg|arm|hand|eye)|eyesight|short sighted|long sighted|(going|gone) blind|partially sighted|visually impaired|malvoyante?|hard of hearing|hearing (loss|problems|aid)|lip ?read(s|ing)?|sign language|screen reader|lecteur d'ecran|psychiatri(c|que)|psiquiatric[oa]|internad[oa]|mental health|nervous breakdown|panic attacks?|going through the change|menopause|chemo(therapy)?|sick leave|signed off|off sick|long covid|(tema|problemas?) de salud|su (operacion|enfermedad)|son operation|malad(e|ie)|convalescen(ce|t)|wheelchair user|uses a wheelchair|bad back|knee replacement|hip replacement|surgeries|stress leave|(his|her) nerves|sober|alcoholics anonymous|goes to aa|malentendante?|appareils auditifs|diabetique|diabetic[oa]|epilepsi[ae]|epileptic[oa]|crisis en la oficina|piqures)\b/,
  ],
  [
    "military",
    /\b(army|navy|marines?|air force|raf|ex (army|military|forces|navy|marine|services)|served (in|with) the|tours? (in|of) (duty|afghanistan|iraq)|did (\w+ )?tours|tour of duty|afghanistan|iraq|the forces|soldier|reservist|ejercito|marina|armada|sirvio en|fuerzas armadas|armee|militaire|service militaire|soldat)\b/,
  ],
  [
    "sex",
    /\b((he|she|they) (transitioned|is transitioning|came out)|transitioned while|trans (man|woman|guy|girl)|pronouns?|changed (his|her|their) name|as a woman|as a man|for a woman|for a girl|for a lady|gender)\b/,
  ],
  [
    "religion",
    /\b(prays|praying|fasting|eid|diwali|passover|shabbat|sunday service|(his|her|their) faith|church|mass on|va a misa|a la messe|ramadan|devout|religious|evangelic[oa]|evangelique|testigo de jehova|temoin de jehovah|mormon)\b/,
  ],
];

/** Cues read on the written text: "MS" in capitals (multiple sclerosis, not Microsoft's products); "X-born". */
export const RAW_CUES: readonly [ProtectedCategory, RegExp][] = [
  // "Lagos-born", "Quebec-born": a place written as a name, then "-born".
  ["national_origin", /(?<![\p{L}])\p{Lu}\p{L}+-born\b/u],
  ["health", /\bMS\b(?! (Office|Word|Excel|Teams|Project|Access|Dynamics|SQL|Azure|Outlook|degree|in))/],
];
