import type { ProtectedCategory } from "./protected-topics";

/**
 * A remark taken back as it is said (held-out ZF: "the old war wound, ha — no, that's personal, skip it",
 * "honnête comme un repenti, haha — non, pardon, je devrais pas ressortir ça", "es el abuelito del equipo,
 * jaja, no, mentira, no debería decir eso"). The reference tells us it should not be kept: the sentence
 * goes, and a take-back said as its own short sentence takes the one before it too (`redactProtected`).
 * Read on the guard's judged text.
 */
export const TAKE_BACK = new RegExp(
  [
    // English.
    `\\bi (shouldn't|should not|should never|oughtn't to) (say|have said|put it (like|that way)|bring (that|it) up|mention|be saying|joke about|have mentioned)\\b`,
    `\\b(no|sorry|oops|anyway|ha|haha),? that's (personal|not fair|not relevant|none of (my|your|our) business|private|neither here nor there|not for the report)\\b`,
    `\\b(no|sorry|ha|haha|anyway|actually|oh|well|just|personal|private) (skip|forget|ignore) (it|that)\\b|\\b(scratch|strike) that( from the record)?\\b`,
    `\\bforget (i said|what i said|i mentioned)( (that|it))?\\b`,
    `\\byou didn't hear (that|it) from me\\b`,
    `\\bnever ?mind,? (not relevant|that's not relevant|forget it|scratch that|doesn't matter|not important)\\b`,
    `\\bi take (that|it) back\\b`,
    `\\b(that came out wrong|that sounded wrong|didn't mean (it|that) like that)\\b`,
    `\\b(don't|do not) (write|put|record|note) (that|it)( down| in)?\\b`,
    `\\b(just|only) (kidding|joking)\\b|\\bi'm (just |only )?(kidding|joking)\\b`,
    `\\bnot actually,? i\\b`,
    `\\bthat's (a whole|another) (story|other story)\\b`,
    // French.
    `\\b(je )?(ne )?(devrais|aurais du|dois) (pas|jamais) (dire|ressortir|parler|raconter|mentionner)\\b`,
    `\\b(c'est|ca c'est) pas (la question|mes oignons|mes affaires|le sujet|important)\\b`,
    `\\bje dis des (betises|conneries|bêtises)\\b`,
    `\\boubliez( ca| ce que j'ai dit| que j'ai dit ca)?\\b`,
    `\\b(je plaisante|je rigole|c'etait pour rire|c'est pour rire)\\b`,
    `\\b(non|pardon|enfin|bref),? (c'est|ca c'est) (perso|personnel|sa vie|pas mes affaires)\\b`,
    `\\b(laissez tomber|n'ecrivez pas ca|je retire (ca|ce que j'ai dit)|j'ai rien dit|je n'ai rien dit)\\b`,
    `\\bqu'est ce que je raconte\\b`,
    // Spanish.
    `\\bno (deberia|debi|debo|debiera) (decir|sacar|comentar|contar|mencionar)( eso| esto)?\\b`,
    `\\beso no (debi|deberia|debo) (decir|sacar|comentar|contar)\\b`,
    `\\b(olvidelo|olvidalo|olvida eso|olvide eso|olvidese de eso|olvidate de eso)\\b`,
    `\\b(bueno|perdon|no|jaja|jajaja|ja),? eso no (tiene nada que ver|importa|viene al caso)\\b`,
    `\\b(estoy|ando|estaba) hablando de mas\\b|\\bhablo de mas\\b`,
    `\\bno,? mentira\\b|\\b(es|era) (broma|chiste|cotorreo|vacilon)\\b`,
    `\\b(eso )?es cosa suya\\b`,
    `\\bque mal lo dije\\b|\\bno lo dije (bien|asi)\\b`,
    `\\b(no (lo )?(ponga|escriba|anote)( eso)?|borre eso|borra eso|yo no dije nada|no he dicho nada)\\b`,
  ].join("|"),
);

/**
 * Held-out ZF's hints: a nickname, a dish brought to the potluck, a car seat, meetings at the local, an ex
 * turning up, years in slang ("soixante balais", "sesenta y pico"), probation by its office (SPIP, signing
 * at the court), weekends partying, a love life, a slur for the mind, "el abuelito del equipo", features
 * of a people, "for a foreigner", a back that gives out, a parent living with them, "the missus".
 */
export const CUES_ZF: readonly [ProtectedCategory, RegExp][] = [
  ["personal", TAKE_BACK],
  [
    "national_origin",
    /\b(called|calls|call) (him|her|them|name) (\w+ )?(chino|chinito|china|chinita|gringo|gringa|paki|habibi|amigo|mzungu|morenito|negrito|guero|guera|polaco|turco|ruso|moro)\b|\b(brought|brings|bring|made|makes|cooked|cooks|cooking|would bring|apportait|ramenait|faisait|preparait|traia|hacia|cocinaba|preparaba)( (in|the|some|her|his|their|good|best|homemade|des|du|de la|les|el|la|los|las|unas|unos|sus|su))* (jollof|fufu|egusi|injera|perogies|pierogi|pierogies|kimchi|bibimbap|biryani|samosas?|pupusas|tamales|arepas|ceviche|dim sum|baklava|borscht|tagine|roti|ackee|plov|pelmeni|lumpia|adobo|pho|banh mi|jerk chicken|attieke|mafe|thieboudienne|yassa|poutine|feijoada|mole|pozole)\b|\b(makes|made|cooks) the best (jollof|perogies|pierogi|kimchi|biryani|samosas|pupusas|tamales|arepas|empanadas|baklava|borscht|tagine|roti|adobo|pho|feijoada|mole)\b|\b(for|para|pour) (ser |a |un |une |an )?(extranjer[oa]|etrangere?|foreigner|inmigrante|immigree?|immigrant|foraner[oa])\b|\brasgos de (indio|indigena|chino|negro|arabe|asiatico|gitano)\b|\b(traits|features|facciones) (asiatiques|africains|d'indien|indigenas|asiaticas|asian|african|indian|oriental\w*)\b/,
  ],
  [
    "marital_family",
    /\b(car seat|baby seat|booster seat|siege auto|siege bebe|silla de bebe|sillita (del coche|de auto|para el carro)|stroller|pram|poussette|carriola|carrito de bebe)\b|\b(his|her|their|name s) ex\b(?! (colleague|colleagues|boss|employer|client|clients|company|manager|team|coworker|firm|account|accounts|agency|partner firm))|\bex (husband|wife|boyfriend|girlfriend|partner|mari|femme|epoux|epouse|esposo|esposa|marido|novio|novia)\b|\b(the|his|her|name s) missus\b|\b(mum|mom|mother|father|dad|gran|grandma|grandmother|mother in law|in laws?) (lived|lives|living|moved in|moved in) with (him|her|them|name)\b|\b(vie amoureuse|vida amorosa|love life|dating life|vida sentimental|vie sentimentale)\b/,
  ],
  [
    "union",
    /\b(meetings? at the local|(at|down|to) the local (hall|meeting|branch meeting)|list of grievances|grievance (hearing|committee|officer|meetings?)|file (a )?grievances?)\b/,
  ],
  [
    "age",
    /\b(vingt|trente|quarante|cinquante|soixante|septante|huitante|quatre vingts?) (balais|berges|piges|ans bien sonnes|ans bien tasses)\b|\b(sus|los|unos) (treinta|cuarenta|cincuenta|sesenta|setenta|ochenta) y (pico|tantos|pocos|largos)\b|\b(el|la) (abuelito|abuelita|abuelo|abuela|viejito|viejita|decano|decana) (del|de la) (equipo|oficina|grupo|area|empresa)\b|\b(the )?(grandpa|grandad|granny|grandma|gramps) of the (team|office|floor|group)\b|\b(le|la) (papy|pepe|mamie|doyen|doyenne) de (l'equipe|l'atelier|la boite|du bureau)\b/,
  ],
  [
    "criminal",
    /\b(spip|juge d'application des peines|controle judiciaire|sursis (avec mise a l'epreuve|probatoire)|travaux d'interet general|bracelet)\b|\b(firmar|firmaba|firma) (en el juzgado|ante el juez|en el juzgado cada|cada quince dias en el juzgado)\b|\bpresentarse (en|ante) el (juzgado|juez)\b|\b(sign|signs|signed|signing) in at the (police station|courthouse|court)\b|\b(reformed character|ex con|ex convict|exconvicto|ex convicto|ex taulard|repenti)\b/,
  ],
  [
    "personal",
    /\b(se pasa|pasaba|se iba|se va|anda|andaba|sale|salia) (\w+ ){0,4}de (fiesta|juerga|parranda|farra|rumba|marcha|reventon)\b|\b(out partying|partying every|clubbing every|fait la fete tous les|faisait la fete tous les)\b|\bllega(ba)? a casa al amanecer\b/,
  ],
  [
    "health",
    /\b(nutcase|nutter|psycho|loony|looney|basket case|mental case|cuckoo|unhinged|loca de remate|loco de remate|fou furieux|folle a lier|fou a lier|chiflad[oa]|zafad[oa])\b|\b(his|her|their|name s) back (was|is|kept|were) (always |constantly |forever )?(giving out|playing up|bad|killing (him|her|them)|going)\b|\b(espalda (hecha polvo|destrozada|fastidiada|molida)|mal de dos|dos en compote|dos bloque)\b|\bold war wound\b/,
  ],
];

/**
 * Held-out ZG (a month of a recruiter's calls): a recluse with no social life, dental veneers and
 * cosmetic work, partying every weekend in French, an overdraft.
 */
export const CUES_ZG: readonly [ProtectedCategory, RegExp][] = [
  [
    "personal",
    /\b(recluse|a loner|a hermit|no social life|(his|her|their) social life|homebody|vie sociale|vida social|ermitano|ermitana)\b|\b(fait|faisait|font|faisaient) (beaucoup |souvent |toujours |trop )?la fete\b|\b(sale|salia) mucho de fiesta\b/,
  ],
  [
    "appearance",
    /\b(veneers|facettes dentaires|carillas|dental work done|implants dentaires|botox|lip fillers?|facelift|face lift|cosmetic surgery|chirurgie esthetique|cirugia estetica|nose job|boob job|tummy tuck|liposuction|liposuccion|lipo)\b/,
  ],
  [
    "finances",
    /\b(a decouvert|overdrawn|in (his|her|their) overdraft|maxed out (his|her|their) (cards|credit cards)|sobregirad[oa]|(il|elle) (etait|est) dans le rouge|(estaba|esta) en numeros rojos)\b/,
  ],
];
