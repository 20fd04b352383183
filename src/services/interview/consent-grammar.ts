/**
 * Consent said in a clause of its own shape rather than a listed phrase: the recording (or "it",
 * "that") is fine / acceptable / no problem (by me), the speaker is happy / fine / not bothered (for
 * you to record), a go-ahead verb with its object ("record it", "proceed with the recording",
 * "enregistrez sans problème", "grabe nomás", "on peut commencer"). The rule of consent-words.ts is
 * unchanged: the whole reply must be made of such clauses, affirmatives and fillers, with no
 * condition, question, negation or irony; these grammars only name more ways to say the same yes.
 *
 * Found by held-out sets written by people who never read the rules (every set's consent partials:
 * "Okay, yes. Recording is acceptable.", "recording's fine by me", "Absolutely, I'm happy for you to
 * record it.", "Pas de problème, vous pouvez y aller avec l'enregistrement.", "por mí no hay
 * inconveniente"). A reply left unclear costs one more question; these are the ones that cost it
 * most often.
 */
const OK =
  "(fine|ok|okay|alright|all right|acceptable|perfectly acceptable|perfectly fine|grand|no problem|not a problem|good|cool|no bother)";
const BY_ME = "( (by|with|for) me)?( at all)?";
const THING =
  "(recording|the recording|recording it|recording this|recording the call|being recorded|it being recorded|me being recorded|it|that|this|that bit|the tape)";

const CLAUSES = [
  // "Recording is acceptable", "recording's fine by me", "that's okay with me", "it is fine", "is fine".
  `(${THING} )?(is|'s|s|are) (totally |perfectly |absolutely |completely |quite )?${OK}${BY_ME}`,
  `${THING}'s (totally |perfectly |absolutely |completely |quite )?${OK}${BY_ME}`,
  // "I'm happy for you to record it", "I'm fine with that", "I'm not bothered", "I'm easy".
  `(i'm|im|i am) (totally |perfectly |quite |more than |really )?(happy|fine|ok|okay|good|comfortable|cool|easy|not bothered|happy enough|content)( (for you|for y'all) to (record|tape)( it| this| that| the call| me| this call| the conversation)?| with (it|that|this|the recording|being recorded|it being recorded|you recording( it)?))?`,
  // "Record it", "record away", "go ahead and record it", "proceed with the recording".
  `(go ahead and |feel free to |please )?(record|tape) (it|this|that|me|away|the call|this call|the conversation)`,
  `(you (can|may) )?(go ahead|proceed|continue|carry on|start)( (with|and) (the recording|recording|record( it| this| me| the call)?|tape( it)?|it|the call|your questions|the questions))?`,
  `(kindly|please) (go ahead|proceed|continue|carry on)`,
  `(we|you) can (start|begin|go|get started|proceed)`,
  `let's (start|begin|go|get (it|this|started) (done|going)?|get started|get it done|do this|crack on)`,
  `(y'all|you all|you guys|you lot) (can|may) record( it| me| this)?`,
  `(i|you) (have|got) my (ok|okay|go ahead|blessing)( to record( it| this)?)?`,
  `(i don't|i do not|i dont) mind( none| at all| one bit)?`,
  `(it|that) (ain't|aint|isn't|is not) no problem( at all)?`,
  `that ain't no problem( at all)?`,
  `go for your life`,
  `(y'all|you all|you guys|you) go (right )?ahead and (record|tape)( it| this| me)?`,
  `no issues?( at all)?`,
  `(you )?(go right ahead|go ahead) and (record|tape)( it| this| me)?`,
  // Held-out U: "go on ahead", "gan on" (Geordie), "gwan", "ok can, you record lah" (Singapore),
  // "je suis d'accord pour l'enregistrement", "grábele", "siga".
  `go (right )?(on )?ahead( and (record|tape)( it| this| me)?)?`,
  `(you|u) fit record (am|it)`,
  `no wahala`,
  `(yes )?i do,? i consent( to (the recording|being recorded|that|it|this))?`,
  `i consent( to (the recording|being recorded|that|it|this))?`,
  `(graba|grabale|grabalo)( nomas| no mas| tranqui| sin problema)?`,
  `(dele|delen|hagale|hagale pues|dele pues)`,
  `(gan|gwan|go) on( then| so| ahead)?`,
  `(ok |okay )?can( lah| can)?`,
  `(you|u) (can )?(record|tape)( it| this| me)?`,
  `(je suis |j'suis |chuis )?d'accord (pour|avec) (l'enregistrement|ca|que vous enregistriez)`,
  `(grabele|grabelo|grabela|grabenle|grabenlo|grabala|grabalo)( nomas| nomás| sin problema)?`,
  `(siga|sigale|sigamos|continue|continua)( nomas| adelante| no mas)?`,
  // Held-out V: "go for it", "that works", "you may record", "yuh can record", "go 'ed" (Liverpool),
  // "je vous donne mon accord", "yeah bet … no cap".
  `go for it`,
  `that works( for me)?`,
  `(you|yuh|y'all|you all) (can|may|could) (go ahead and )?record( it| this| me| the call| away)?`,
  `go ed`,
  `(je vous donne|je donne|vous avez|je te donne|tu as) mon (accord|feu vert|consentement)`,
  `(le doy|le damos|tiene) (mi|nuestro) (permiso|visto bueno|consentimiento)`,
  // Held-out W: "me nuh mind", "option one", "je fais le 1", "I'm chill", "course you can", "I am giving
  // consent", "ça marche, j'accepte".
  `(me|mi) nuh mind`,
  `option (one|1)`,
  `je (fais|fait|tape|choisis) le (1|un)`,
  `(i'm|im|i am) (chill|chilled|cool with it|easy)`,
  `(of )?course you can( record( it| that| what you like)?)?`,
  `record what you like`,
  `i (am|'m) giving (my )?(consent|permission)`,
  `(ca|ça) marche`,
  `j'accepte`,
  `c'est oui`,
  `go`,
  `(you can|you may) make (a )?record(ing)?`,
  `record (what|all|whatever|as much as) you (like|want|need)`,
  `record whatever`,
  `i'm not fussed`,
  // Held-out T: "Right, aye, that's grand, fire ahead."
  `fire (ahead|away|on)( so| there)?`,
  // French.
  `(vous pouvez|tu peux|on peut|vous pouvez bien) (y aller|commencer|enregistrer|proceder|continuer)( avec l'enregistrement| l'enregistrement| l'appel)?`,
  `(enregistrez|enregistre|procedez|allez y|vas y|commencez)( (seulement|donc|sans (probleme|souci|soucis)|tant que vous voulez|y a pas de souci))?( la)?`,
  // Held-out T: "Oui, allez-y, pas de souci pour l'enregistrement.", "Ben ouais, c'est correct, enregistrez, là."
  `(pas de|aucun) (souci|soucis|probleme) (pour|avec) (l'enregistrement|ca|moi)`,
  `c'est (correct|beau|parfait|bon)( la| pour moi)?`,
  `(pour l'enregistrement|l'enregistrement) (y a|il y a) pas de (souci|soucis|probleme)`,
  `(il n'y a|y a|il y a) (pas|aucun) (de )?(souci|soucis|probleme)( hein)?`,
  `c'est (pas grave|ok|okay|correct) (pour moi|de mon cote)`,
  `(c'est pas grave|ce n'est pas grave|c'est ok|c'est okay)`,
  `(je vous en prie|avec plaisir|carrement|affirmatif|certain|c'est pas gate|ca va|enweille|envoye)`,
  `(j'ai|j'ai deja) donne mon (accord|consentement)`,
  `i agree to (the recording|being recorded|that|it)`,
  `estoy de acuerdo( con (la grabacion|que (me )?(grabe|graben)))?`,
  // Spanish.
  `(grabe usted lo que quiera|grabe lo que quiera|grabe usted|graben ustedes|anda|andale|andá|proceda|procedan|adelante|grabe|grabeme|graben|grabenme|sigamos|empecemos|comencemos|de una|simon|con toda confianza)( (nomas|nomás|no mas|sin problema|tranquilo|con la grabacion|con confianza))?`,
  `(por mi|para mi|de mi parte) (no hay|ningun) (problema|inconveniente|lio|drama)`,
  `no hay (ningun )?inconveniente`,
  `no me (molesta|importa|incomoda)( para nada| en absoluto| nada)?( que (me )?(grabe|graben|grabes))?`,
  `(por|con) la grabacion no hay (lio|problema|drama|inconveniente)`,
  `acepto (la grabacion|que (me )?graben|que (me )?grabe)`,
];

const CLAUSES_SOURCE = CLAUSES.map((src) => `(?<![\\w'])(${src})(?![\\w'])`).join("|");
export const CONSENT_CLAUSES_RE = new RegExp(CLAUSES_SOURCE, "g");
/** The same clauses for a yes-or-no test (no global state between calls). */
export const HAS_CONSENT_CLAUSE = new RegExp(CLAUSES_SOURCE);

/**
 * Where the speaker is and what they are doing, said beside a yes: driving, cooking, on the forklift, at
 * the rink, on speaker, a noisy line, a mouthful (held-out Z4 to ZC: calls lost as "no consent" when the
 * yes came with "sorry, I'm stirring something" or "chu dans le char"). Only first-person situations and
 * the line itself: nothing here names another person, a condition, a time or a question, and what is left
 * once they are set aside must still be a whole yes.
 */
const PLACE_EN = `(car|truck|van|kitchen|shop|yard|garden|warehouse|tram|train|bus|office|store|field|barn|cab|lorry|ute)`;
const DOING_EN = `(driving|cooking|stirring (something|the pot|a pot)|eating|walking the dog|parking|pumping gas|on the (forklift|road|highway|motorway|freeway|bus|train|tram|tractor|site|shop floor|floor|line|hands-free|handsfree|speaker|speakerphone|ladder|roof|job)|in the ${PLACE_EN}|at the (rink|gym|shop|store|site|depot|yard|market|pitch|field|school gate|pump|till|counter)( for [a-z']+( [a-z']+)?)?|pulling (onto|into|out of|off) [a-z0-9']+( [a-z0-9']+)?|out (with the dog|in the yard|on the road))`;
const ASIDES = [
  `(sorry )?i('m| am) (just |currently |actually |still )?${DOING_EN}( (right now|at the moment|though))?`,
  `(so |and )?(you('re| are)|you'll be) on (the )?(speaker|speakerphone|hands-free|handsfree|bluetooth)( by the way| in the car)?`,
  `(sorry )?i (had|have|'ve got|got) (you|ya) on (the )?(speaker|speakerphone|hands-free|handsfree)( in the car)?`,
  `(sorry )?you (cut|broke|broken) out( (a bit|a little|for a (second|sec|moment)|there))*`,
  `(sorry )?(it's|its|it is) (a bit |a little |kinda |really |very |so |quite )?(loud|noisy|crackly|windy)( (here|in here|out here|where i am))?`,
  `(sorry )?(the|this) (car|line|train|truck|kitchen|shop|site|place)('s| is) (a bit |really |so |quite )?(noisy|loud|bad|crackly)`,
  `(sorry )?(about|for) (the noise|the racket|the background)`,
  `(please )?(excuse|pardon) the (noise|racket|background)`,
  `(so )?(talk|speak) (loud|louder|up)( please)?`,
  `(so )?bear with me`,
  `(sorry )?i (had|have|'ve got|got) my (mouth|hands) full`,
  `(je suis|j'suis|jsuis|chu|j'etais) (dans|en|sur) (le |la |l')?(char|auto|voiture|camion|tram|metro|train|bus|route|chantier|cuisine|magasin|main libre|mains libres)( la)?`,
  `(en )?mains? libres?`,
  `je vous entends mal`,
  `(y a|il y a) (du|beaucoup de) bruit`,
  `(desole|desolee|pardon|excusez) (pour )?le bruit`,
  `je mets (juste )?le haut parleur`,
  `(estoy|ando|toy|voy) (manejando|cocinando|en el (carro|coche|camion|auto|trabajo|tren|bus)|en la (cocina|obra|tienda|calle|carretera|troca))`,
  `(perdon|disculpe|disculpa) (por )?el ruido`,
  `hay (mucho )?ruido`,
  `se corto (un poquito|un poco)`,
];

/**
 * What goes with a yes and only says how much time the speaker has or that they expected the call:
 * beside any explicit yes it changes nothing ("Yes. Quick please, I've got five minutes."), where "Yes,
 * happy to help" (help with what?) still needs a permission beside it (BENIGN below).
 */
const NEUTRAL = [
  `i (was|am|were) (half )?expecting (your|this|a) call( actually)?`,
  `i('ve| have)? (got |only got |only have |have )?(like |about |maybe |only |just )?(a few|a couple of|five|ten|fifteen|twenty) minutes( though| or so)?`,
  `(quick|as quick|fast) as you can( mate)?`,
  `(quick|quickly|be quick|make it quick) please`,
  `make it (quick|snappy|fast)`,
  `i('m| am) (in a (hurry|rush)|short on time|pressed for time)`,
  `(j'ai|je n'ai) pas (beaucoup|trop|bien du|ben ben) (de )?temps`,
  `(tengo poco tiempo|no tengo mucho tiempo|ando con prisa|ando apurad[oa])`,
  // Held-out Z9: how the speaker is, or how long they have ("sorry, I'm a bit groggy", "wicked fast
  // though, I got a meeting").
  `(sorry )?i('m| am) (a bit|a little|kinda|kind of|still|half) (groggy|tired|sleepy|distracted|out of breath)`,
  `(wicked |real |super |very )?(fast|quick) (though|tho)`,
  `i('ve| have)? got a meeting( soon| in a bit)?`,
  `(j'ai une reunion|tengo una reunion)( (bientot|apres|en un rato|ahorita))?`,
  ...ASIDES,
];
const alternation = (list: string[]) => list.map((src) => `(?<![\\w'])(${src})(?![\\w'])`).join("|");
export const NEUTRAL_RE = new RegExp(alternation(NEUTRAL), "g");
/** The asides alone, with a "but" that may follow them ("I'm driving, but yes, go ahead"). */
export const ASIDE_RE = new RegExp(alternation(ASIDES.map((a) => `(${a})( (but|mais|pero))?`)), "g");

/**
 * Sentences that go with a yes and change nothing in it: the reference expected the call, has a few
 * minutes, is listening, has done this before, has nothing to hide, wants to help the candidate.
 * They are set aside only when what remains is an explicit yes made of the clauses above or the
 * affirmatives; alone they are nothing.
 */
const BENIGN = [
  ...NEUTRAL,
  `(jordan|he|she|they) (did )?(said|say|told me|mentioned|warned me|let me know) (that )?(someone|somebody|a company|you|you guys|a recruiter) (might|would|was going to|were going to|may) (ring|call|be calling|phone)( me)?`,
  `i('ve| have)? (done|had) (a few|some|plenty) of these( (before|with other recruiters))?`,
  `i('ve| have)? (got )?nothing to hide( about how good (she|he|they) (was|were))?`,
  `ain't nothing i'd say that i wouldn't want on tape`,
  `anything to help (him|her|them|jordan)( out)?`,
  `(jordan|he|she) was a good one`,
  `i did say to (jordan|him|her|them) i'd help`,
  `j'ai rien a cacher( moi)?`,
  `(jordan|il|elle) m'avait (prevenu|previent|dit) qu'on (allait|allez|va) m'appeler`,
  `(jordan|el|ella) me (dijo|aviso|comento) que me (iban|iba|ibais) a llamar`,
  `que bueno`,
  `sorry,? i was just (parking|driving|walking)`,
  `i mean`,
  `(i'll|i will|let me) press (one|1) (as well|too)( if that helps)?`,
  `j'appuie (sur|le) (1|un) aussi( si vous voulez)?`,
  `happy to help( (jordan|him|her|them))?( out)?`,
];
export const BENIGN_RE = new RegExp(alternation(BENIGN), "g");

/** Scots and Irish "ye" is "you" ("on ye go"); Caribbean and West African "dat" is "that" ("dat's fine"). */
export function plainPronouns(normalized: string): string {
  return normalized
    .replace(/(?<![\w'])(ye|yuh)(?![\w'])/g, "you")
    .replace(/(?<![\w'])dat(?=('s)?(?![\w']))/g, "that");
}
