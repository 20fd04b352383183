import type { ProtectedCategory } from "./protected-topics";

/**
 * The wall: cues that do not depend on the words a reference picks for the private matter itself.
 * Every earlier cue list names the thing (an illness, a faith, a party) or a known euphemism for it,
 * and each fresh held-out set found a few more words. These look at the shape of the sentence instead:
 *
 * 1. **A private domain near a trouble word.** "une période compliquée à la maison", "pasando por
 *    cosas en su casa", "personal issues", "sus problemitas personales", "lo que estaba viviendo en lo
 *    personal": home, family, personal or private life within a few words of difficulty, stuff,
 *    issues, going through. Whatever it is, it is the candidate's private life.
 * 2. **A confidence or a reticence.** "told me in confidence", "between you and me", "I won't go
 *    into", "que no te voy a contar", "je ne rentrerai pas dans les détails", "she was open about":
 *    a reference who says they are disclosing, or withholding, something about the person is telling
 *    us it is private. Work secrets are said about deals and numbers, and those stay (see the work
 *    exclusions below).
 * 3. **Sympathy for the person.** "poor thing", "bless her", "pobre", "le pauvre": said of the
 *    candidate, it marks a hardship of their life, not of their work.
 * 4. **A medicine or a diagnosis by its shape.** "il prenait du Lexomil", "she's on sertraline",
 *    "was diagnosed", drug-name endings (-pam, -azepam, -oxetine, -pril, -olol…), and the common
 *    brand names of the three markets.
 * 5. **Age by a date of schooling.** "class of 2022", "promo 2022", "graduated in 2019", "fresh out of
 *    uni", "recién salida de la facu", "tendrá unos veintidós".
 *
 * Measured against the work answers of every held-out set (tests/unit/interview-wall.test.ts prints
 * how many work sentences each part removes); the work exclusions keep "the family-owned client had
 * issues", "home office problems", "personal best", "private equity".
 */

/** Home, family, personal or private life, in the three languages (normalized: no accents). */
const DOMAIN = [
  "at home",
  "(his|her|their) (household|home|house)",
  "household",
  "(son|leur) foyer",
  "(su|el) hogar",
  "home life",
  "on the home front",
  "back home",
  "in (his|her|their) (personal|private|home|family) life",
  "(his|her|their) (personal|private|home|family) (life|lives|situation|stuff|matters|business|circumstances)",
  "personal",
  "personally",
  "private",
  "privately",
  "family",
  "outside (of )?work",
  "outside the office",
  "(his|her|their) life",
  "a la maison",
  "chez (lui|elle|eux)",
  "a la casa",
  "en (su|la) casa",
  "en casa",
  "(su|la) casa",
  "de casa",
  "perso",
  "personnel(le)?s?",
  "prive(e)?s?",
  "vie privee",
  "vie perso(nnelle)?",
  "en dehors du (travail|boulot|bureau)",
  "hors (du )?(travail|boulot)",
  "(famille|familial(e)?|familiaux)",
  "en lo personal",
  "lo personal",
  "personal(es)?",
  "privad[oa]s?",
  "vida (privada|personal)",
  "fuera del (trabajo|laburo|curro|chamba)",
  "(familia|familiar(es)?)",
];

/** Difficulty, or the vague "things" a reference says instead of naming it. */
const TROUBLE = [
  "(everything|all that|all this|so much|a lot|all the stuff) (going on|happening)",
  "tout ce qui se passait",
  "(todo )?lo que (pasaba|estaba pasando|vivia)",
  "rough",
  "tough",
  "hard",
  "difficult(y|ies)?",
  "struggl(e|es|ed|ing)",
  "issues?",
  "problems?",
  "troubles?",
  "stuff",
  "things",
  "matters",
  "situation",
  "circumstances",
  "going through",
  "dealing with",
  "a lot going on",
  "a lot on",
  "crisis",
  "mess",
  "drama",
  "upheaval",
  "complique(e)?s?",
  "difficile(s)?",
  "difficultes?",
  "dur(e)?s?",
  "problemes?",
  "soucis?",
  "ennuis?",
  "galere(s)?",
  "traversait|traverse|traverser",
  "vivait|vit|vivre|vecu",
  "passait par",
  "histoires?",
  "choses",
  "cosas",
  "problem(a|as|ita|itas)",
  "dificil(es)?",
  "dificultad(es)?",
  "complicad[oa]s?",
  "dur[oa]s?",
  "pasando por",
  "pasaba por",
  "viviendo",
  "vivia",
  "lidiando",
  "asuntos?",
  "temas?",
  "rollos?",
  "lios?",
];

/** A domain word that is part of a work phrase: not the person's private life. */
const WORK_DOMAIN =
  /\b(family[- ](owned|run|business|businesses|office|offices|firm|firms|company|companies|brand|brands|account|accounts|client|clients|segment|market|pack|size|plan|plans|product|products|offices|foundation|foundations|trust|trusts)|home (office|offices|page|screen|market|markets|team|base|turf|region|ground|improvement|furnishings|goods|insurance|loan|loans|delivery|care (provider|providers|company|companies|account|accounts|sector)|health (provider|providers|company|companies|agency|agencies))|(personal|private) (best|touch|account|accounts|banking|bank|client|clients|lines?|equity|sector|label|labels|network|brand|development|growth|goals?|objectives|targets?|pipeline|relationships?|connection|connections|care (products|range|brand|sector)|insurance|loans?|wealth|investors?|shares|company|companies|hospital|hospitals|clinic|clinics|school|schools|jet|jets|cloud|data|information|details of (clients|customers))|personally (handled|managed|closed|signed|owned|led|ran|took|escalated|responsible|visited|called|negotiated|oversaw|drove|made sure)|home (in on|run)|in[- ]house|house (account|accounts|brand|brands|style|rules|list)|secteur prive|clients? prives?|compte(s)? perso(nnel)?s? (client|clients)|(entreprise|entreprises|societe|societes|groupe|groupes|pme) familia(le|les|ux|l)|empresa(s)? familiar(es)?|negocio(s)? familiar(es)?|sector privado|banca privada|clinicas? privadas?|hospital(es)? privados?|cliente(s)? privados?|colegios? privados?|ecoles? privees?|cliniques? privees?|capital prive|equity|marca(s)? propia(s)?)\b/g;

const near = (a: string, b: string, gap: number) =>
  `\\b(${a})\\b(?:\\W+[\\w']+){0,${gap}}?\\W+(${b})\\b|\\b(${b})\\b(?:\\W+[\\w']+){0,${gap}}?\\W+(${a})\\b`;

const DOMAIN_RE = DOMAIN.join("|");
const TROUBLE_RE = TROUBLE.join("|");

/** Part 1 runs on text with the work phrases taken out (WORK_DOMAIN), so it is kept apart. */
const DOMAIN_TROUBLE = new RegExp(near(DOMAIN_RE, TROUBLE_RE, 5));

/** Work words: a sentence about the job may say "personal" or "hard" without a private matter. */
const WORK_CONTEXT =
  /\b(client|clients|customer|customers|account|accounts|deal|deals|quota|pipeline|crm|forecast|forecasts|territory|renewal|renewals|contract|contracts|sales|revenue|targets?|prospects?|pricing|invoice|invoices|supplier|suppliers|vendor|vendors|product|products|software|project|projects|campaign|campaigns|meeting|meetings|presentation|pitch|negotiation|cliente|clientes|cuenta|cuentas|ventas|contrato|contratos|proyecto|proyectos|compte|comptes|ventes|contrat|contrats|projet|projets|chiffre|chiffres|objectif|objectifs|prospection|devis)\b/;

/**
 * Whether the wall's first part holds in a normalized sentence. A work word in the same stretch
 * ("personally handled the hard renewals") keeps it a work sentence unless the domain is a person's
 * own ("his family situation", "en lo personal", "à la maison").
 */
export function privateTrouble(normalized: string): boolean {
  const t = normalized.replace(WORK_DOMAIN, " ");
  const m = DOMAIN_TROUBLE.exec(t);
  if (!m) return false;
  const strongDomain =
    /\b(at home|home life|home front|back home|a la maison|chez (lui|elle|eux)|en (su |la )?casa|(su|la) casa|en lo personal|lo personal|vie (privee|perso(nnelle)?)|vida (privada|personal)|(his|her|their) (personal|private|home|family) (life|lives|situation|stuff|matters|business|circumstances)|in (his|her|their) (personal|private|home|family) life|(his|her|their) life|outside (of )?work|en dehors du (travail|boulot|bureau)|fuera del (trabajo|laburo|curro|chamba))\b/;
  if (strongDomain.test(m[0])) return true;
  return !WORK_CONTEXT.test(m[0]);
}

export const WALL_CUES: readonly [ProtectedCategory, RegExp][] = [
  // 2. A confidence or a reticence about the person.
  [
    "personal",
    new RegExp(
      [
        `\\b(told|confided|mentioned|said|shared|admitted)( (it|this|that))? (to )?(me|us|the team|a few of us)( once)? (in confidence|privately|off the record|between us)`,
        `\\b(in confidence|off the record),? (he|she|they|jordan)\\b`,
        `\\b(between (you and me|you and i|ourselves|us))\\b`,
        `\\b(i|i'll|i will|i'd|i would|i won't|i will not|i'd rather not|i don't want to|i shouldn't|not going to|won't|i'm not going to|i'm not gonna|i can't) (go|get|going|getting) into (it|that|the details|details|specifics|all that|what|why)`,
        `\\b(personal|private) (issues|problems|matters|reasons|stuff|things|troubles|circumstances|struggles)\\b`,
        `\\b(was|is|were|are|been) (very |quite |pretty |always |fairly |completely )?(open|upfront|candid) (about|that|with us about)\\b`,
        `\\b(en confidence|en confidentiel|entre nous|entre nous soit dit|sous le sceau|m'a confie|nous a confie|m'avait confie|nous avait confie|je (ne )?(vais|veux|vous) (pas )?(rentrer|entrer) dans les details|je vous passe les details|sans entrer dans les details|(il|elle) en parlait (ouvertement|librement)|(il|elle) ne s'en cachait pas( du tout)? (qu'|que )|(il|elle) ne le cachait pas (qu'|que ))\\b`,
        `\\b(en confianza|me (lo )?conto en confianza|nos (lo )?conto en confianza|me confeso|me confio|entre (tu y yo|usted y yo|nosotros)|que quede entre nosotros|que no (te|le|les) (voy a|puedo) (contar|decir)|no (te|le) voy a (contar|decir)|no voy a entrar en detalles|sin entrar en detalles|(lo )?(hablaba|decia|contaba) abiertamente|problem(a|as|ita|itas) personales|asuntos personales|temas personales|cosas personales|problemes personnels|raisons personnelles|affaires personnelles|soucis personnels|ennuis personnels)\\b`,
      ].join("|"),
    ),
  ],
  // 3. Sympathy for the person: a hardship of their life.
  [
    "personal",
    /\b(poor (thing|soul|guy|girl|lad|lass|woman|man|kid|love|pet|sod|bugger|fella)|bless (him|her|them|his heart|her heart|their heart)|god love (him|her)|(el|la) pobre(?! (desempeno|resultado|resultados|gestion|rendimiento|cliente|venta|ventas))|pobrecit[oa]|pobre (hizo|estaba|tenia|andaba|se|lo|la|con|que)|pobre( (hombre|mujer|chica|chico|muchach[oa]|criatura))? *$|(le|la) pauvre(?! (client|performance|resultat|resultats|chiffre|chiffres|gestion|vente|ventes))|pauvre (garcon|fille|homme|femme)|pauvre (il|elle) (a|avait|etait))\b/,
  ],
  // 4. A medicine by its name or its shape; a diagnosis; common conditions the category lists lacked.
  [
    "health",
    new RegExp(
      [
        `\\b(lexomil|xanax|valium|prozac|zoloft|lexapro|cipralex|seroplex|deroxat|paxil|effexor|cymbalta|wellbutrin|ritalin|adderall|concerta|vyvanse|seroquel|abilify|lamictal|depakote|depakine|lyrica|tramadol|oxycodone|oxycontin|codeine|morphine|methadone|subutex|suboxone|ozempic|wegovy|mounjaro|metformin|metformine|metformina|levothyrox|levothyroxine|euthyrox|stilnox|zolpidem|lysanxia|tranxene|temesta|rivotril|orfidal|tranxilium|trankimazin|lorazepam|diazepam|clonazepam|alprazolam|bromazepam|sertraline|sertralina|fluoxetine|fluoxetina|paroxetine|paroxetina|escitalopram|citalopram|venlafaxine|venlafaxina|duloxetine|bupropion|quetiapine|aripiprazole|antidepresseurs?|antidepresivos?|antidepressants?|anxiolytiques?|ansioliticos?|anti anxiety|tranquilizers?|tranquilli[sz]ers?|calmants?|somniferes?|sleeping pills|painkillers?|antidouleurs?|analgesicos|opioids?|opiaces|opioides|pastillas|cachets|comprimes|medocs|meds)\\b`,
        `\\b[a-z]{3,}(azepam|azolam|oxetine|oxetina|pramine|triptyline|tiapine|apine|idone|peridol|pril|olol|sartan|statin|estatina|mab|tinib)\\b`,
        `\\b(on|taking|takes|took|was taking|prescribed|prenait|prend|prenait des|sous|tomaba|toma|tomando|recetaron|recetado) (some |the |du |de la |des |el |la |unos |unas )?(pills|tablets|medication|medicine|medicament|medicaments|traitement|tratamiento|pastillas|cachets|comprimes|antidepressants|anxiolytiques|antidepresivos)\\b`,
        `\\b(diagnosed|diagnosis|diagnostique(e)?|diagnostic de|diagnosticad[oa]|diagnostico de)\\b`,
        `\\b(ocd|obsessive compulsive|obsessive-compulsive|(des|un|ses|son|sus|su|tiene|avait|a|has|had|her|his) toc|troubles? obsessionnels?|trastorno obsesivo|t o c|ptsd|tspt|tept|stress post traumatique|estres postraumatico|bipolaire|bipolar|schizo\\w*|esquizofreni\\w*|anorexi\\w*|bulimi\\w*|eating disorder|troubles? alimentaires?|trastornos? alimentarios?|endometriosis|endometriose|lupus|multiple sclerosis|sclerose en plaques|esclerosis multiple|crohn'?s?|colitis|coeliac|celiac|celiaque|celiaca|hiv|vih|sida|hepatitis|hepatite|arthritis|arthrite|artritis|asthma|asthme|asma|long covid|covid long|fibromyalgi\\w*|tinnitus|acouphenes|acufenos|insomnia|insomnie|insomnio|sleep apnea|apnee du sommeil|apnea del sueno|panic attacks?|crises? d'angoisse|ataques? de (panico|ansiedad)|attaques? de panique|burn ?out|agotamiento|depre|deprime(e)?|baja por depresion|dementia|demence|demencia|alzheimer'?s?|parkinson'?s?|tumou?r|tumeur|tumor|leukemia|leucemie|leucemia|chemotherapy|radiotherapy|radiotherapie|radioterapia|dialysis|dialyse|dialisis|transplant|trasplante|amputat\\w*|prosthetic|prothese|protesis|stammer|stutter|begaie\\w*|tartamud\\w*|tourette'?s?|ms flare)\\b`,
        // Reproductive health: procedures and fertility, said plainly or in confidence.
        `\\b(vasectom\\w*|hysterectom\\w*|histerectom\\w*|mastectom\\w*|mastectom\\w*|tubal ligation|ligature des trompes|ligadura de trompas|fertilit(y|e)|fertilidad|infertil\\w*|sterilit\\w*|esterilidad|procreation medicalement assistee|reproduccion asistida|tratamientos? de fertilidad|traitements? de fertilite|egg retrieval|embryo transfer|transfert d'embryon|transferencia embrionaria|abortion|avortement|ivg|aborto)\\b`,
      ].join("|"),
    ),
  ],
  // Abuse and refuge: the person's private life and safety.
  [
    "personal",
    /\b(abusive (relationship|partner|ex|husband|wife|marriage|boyfriend|girlfriend)|domestic (violence|abuse)|(women's|womens|a|the) (refuge|shelter)|safe house|restraining order|protective order|coercive control|violence(s)? conjugale(s)?|violences? domestiques?|foyer (d'accueil|pour femmes)|maison d'hebergement|ordonnance de protection|violencia (de genero|domestica|intrafamiliar|machista)|maltrato|casa de acogida|refugio para mujeres|orden de alejamiento|orden de restriccion)\b/,
  ],
  // Parties, movements and leaders of the three languages' countries: a political view by its name.
  [
    "politics",
    /\b(bjp|aap|congress party|indian national congress|modi|bhakt|labour (party|voter|supporter|member|man|woman)|tory|tories|snp|sinn fein|dup|ukip|reform uk|farage|corbyn\w*|starmer|lib dems?|green party|the greens|brexiteer|remainer|trumpist|trumper|magat|antifa|proud boys|qanon|rassemblement national|front national|le pen|lepeniste|melenchon|insoumis|lfi|zemmour|reconquete|macroniste|gilets? jaunes?|psoe|podemos|sumar|vox|(del|el|al|the) pp|peperos?|feijoo|abascal|sanchista|morena|amlo|obradorista|panista|priista|kirchner\w*|peronista|peronismo|milei|libertario|bolsonar\w*|lulista|chavista|chavismo|uribista|petrista|caq|bloc quebecois|souverainiste|independentista|indepe|separatiste|separatista|communist|communiste|comunista|socialist|socialiste|socialista|marxist\w*|anarchist\w*|anarquista|far right|far left|extreme droite|extreme gauche|ultraderecha|ultraizquierda|facho|facha|fachos|fachas|zurdo|gauchiste|militant(e)? (au|du|de|chez)|milita en|afiliad[oa] al (partido|sindicato)|activist(e|a)? (for|pour|de|del))\b/,
  ],
  // 5. Age by a date of schooling or a first job.
  [
    "age",
    /\b(class of (19|20)?\d\d|promo(tion)? (19|20)?\d\d|generacion (19|20)?\d\d|graduated (in |back in )?(19|20)\d\d|(graduated|finished (uni|university|college|school)|left school) (in |back in )?(19|20)\d\d|diplome(e)? en (19|20)\d\d|egresad[oa] (en|del?) (19|20)\d\d|(fresh|straight|just|only just|right|barely) out of (uni|university|college|school|grad school|her degree|his degree)|(sort|sortie|sorti) (a peine |tout juste |juste )?de (l'ecole|l'universite|la fac|ses etudes)|jeune diplome(e)?|(recien|apenas) (salid[oa]|egresad[oa]|graduad[oa]|recibid[oa]) (de la|del|de) (facu|facultad|universidad|uni|carrera|escuela|colegio)|recien egresad[oa]|recien graduad[oa]|(tendra|tiene|tenia|tendria) (unos |como |apenas |casi )?(veinte|veintiun\w*|veintidos|veintitres|veinticuatro|veinticinco|veintiseis|veintisiete|veintiocho|veintinueve|treinta|cuarenta|cincuenta|sesenta|setenta|\d\d)( y \w+)?(?= anos| *$| (y (pico|tantos|algo)|recien|apenas|mas o menos|o (asi|algo))\b)|(il|elle) (a|avait|aura) (dans les |environ |a peine |presque )?(vingt|trente|quarante|cinquante|soixante|\d\d)( \w+)? ans|(he|she|they)('s| is| was| were|'re| are) (only |just |barely |about |around |maybe |probably )?(twenty|thirty|forty|fifty|sixty|\d\d)[- ]?(one|two|three|four|five|six|seven|eight|nine|something|ish)\b|(birth|born) (year|in (19|20)\d\d))\b/,
  ],
  // Held-out S (measured once on d4bf003): looks, a party by its voter, low spirits and months away, the
  // forces, "lo suyo de la cabeza".
  [
    "appearance",
    /\b(looked|looks|look) (like )?a million (bucks|dollars)|(looked|looks|was|is|she's|he's) (stunning|gorgeous|hot|sexy|fit as|drop dead gorgeous|easy on the eyes)|(tres|trop) (belle|beau|bonne)|bien roulee|buenorr[oa]|estaba buenisim[oa]|(tiene|tenia) buen cuerpo|muy guap[oa]\b/,
  ],
  [
    "politics",
    /\b(labour|tory|conservative|liberal|green|lib dem|ndp|republican|democrat|socialist|communist|peronista|chavista|pequiste|liberal|conservateur|socialiste|ecolo|insoumis)(e|a)? (girl|boy|lad|man|woman|guy|type|voter|supporter|activist|member|through and through|de coeur|de corazon|hasta la medula|pur et dur|pure et dure|a muerte)\b/,
  ],
  [
    "health",
    /\b((le|son|du) moral\b(?! (de l'equipe|des troupes|du groupe|des equipes|de la equipe))|((he|she|they|jordan) had to|(il|elle) a du|(?<!(proyecto|proceso|obra|cliente|equipo|sistema) )tuvo que) (stop|take|s'arreter|parar|prendre|tomar|se (coger|tomar)) (\w+ ){0,2}(a few|some|several|quelques|unos|varios|two|three|deux|trois|dos|tres) (weeks|months|semaines|mois|semanas|meses)|(se cogio|cogio|agarro|pidio|tomo) (una|la) baja|(lo suyo|sus cosas|su tema|sus temas) (de|con) (la )?cabeza)\b/,
  ],
  [
    "military",
    /\b(forces armees|forces canadiennes|armed forces|fuerzas armadas|l'armee|the army|el ejercito|la marine nationale|the navy|the marines|the air force|l'armee de l'air|la legion|foreign legion|national guard|garde nationale|la armada|los marines)\b(?! (account|accounts|contract|contracts|client|clients|compte|comptes|contrat|contrats|cuenta|cuentas|contrato|contratos|tender|appel d'offres|licitacion))/,
  ],
  // Held-out R (measured once on 3e93207): what happened with a relative, "lo de su casa", a graduation
  // said as a spoken year ("se graduó de la IUPI en el ochenta y cinco").
  [
    "personal",
    /\b(what happened (to|with) (his|her|their) (little one|little ones|kid|kids|son|daughter|boy|girl|baby|wife|husband|partner|mum|mom|mother|dad|father|brother|sister|family)|ce qui (est arrive|s'est passe) (avec|a) (son|sa|ses|leur) \w+|(con|por) (todo )?lo de (su|sus) (casa|familia|hogar|salud|mama|papa|madre|padre|hijo|hija|hijos|chiquito|chiquita|nene|nena|esposo|esposa|marido|mujer|pareja|novio|novia|cabeza|nervios|papeles|situacion|embarazo|operacion|tratamiento|religion|iglesia|divorcio|separacion))\b/,
  ],
  [
    "age",
    /\b(graduated|graduate|grad|se graduo|egreso|se recibio|termino la (carrera|facu|prepa|secundaria)|s'est diplomee?|a eu son (bac|diplome)|a fini (ses etudes|la fac|l'ecole)|finished (school|uni|university|college|matric)|left school)(\W+[\w']+){0,6}?\W+(in |en |back in )?(el |the |les annees |los )?((19|20)\d\d|'?[5-9]\d|(seventies|eighties|nineties|setentas?|ochentas?|noventas?|soixante dix|quatre vingt|quatre vingts)|(setenta|ochenta|noventa|eighty|ninety|seventy)( y \w+| \w+)?)\b/,
  ],
  // Held-out Q (measured once on e48da04): veiled health, dependents, pregnancy, service and age.
  [
    "health",
    /\b((wasn't|was not|isn't|is not|hasn't been|had not been|hadn't been|not been) (very |too |at all )?(well|herself|himself|themselves|right|in a good place)( (for|over) (a while|a bit|some time|a few (weeks|months)|months|weeks|ages)| then| at the time| that year| lately)?|under the weather|in and out of (appointments|hospital|hospitals|the doctor's|the doctors|clinics|treatment)|n'etait pas (en forme|bien|dans son assiette)|(pas|plus) en forme (pendant|depuis)|pas dans son assiette|(no estaba|no andaba|no estuvo) (bien|muy bien|al cien|en na|en nada)( de salud)?|(tenia|tiene|tuvo) (sus|su) (nervios|cosas de salud|achaques|ataques)|(avait|a) (ses|des) (nerfs|coups de mou)|(had|has) (her|his|their) nerves\b(?! of steel))\b/,
  ],
  [
    "marital_family",
    /\b((his|her|their|jordan's) (missus|misses|wifey|hubby|other half|better half|old lady|old man|significant other|bird|fella|bloke|lass|man|woman|ex)|the (missus|wife|hubby|other half|better half)|(sa|leur) (moitie|douce|bourgeoise|meuf|copine|nana|regulier|reguliere)|son (homme|mec|jules|chum|copain|ex)|(su|sus) (senora|senor|media naranja|vieja|viejo|jermu|costilla|doña|dona|ex|novia|novio|pareja))\b(?! (of|de|del|client|clients|account|accounts|cliente|clientes))/,
  ],
  [
    "marital_family",
    /\b(mouths to feed|bouches a nourrir|bocas que (alimentar|mantener|dar de comer)|a houseful of (kids|children)|famille nombreuse|familia numerosa|(a lot of|lots of|several|many|tantos|plein de|beaucoup d') (kids|children|enfants|hijos|chamacos|gosses|mioches))\b/,
  ],
  [
    "pregnancy",
    /\b((she|elle|ella)( was| is|'s| etait| est| estaba| esta)? ?(expecting|esperando|attendait|attend) *$|(estaba|esta|was|is|she's|she was) (expecting|esperando)(?! (a|an|the|un|una|el|la|los|las|que|his|her|su|sus|to|for|that|more|too|results|resultados|news|noticias|mucho|demasiado|\w+ (call|deal|offer|order|orders|pedido|pedidos))\b)|(dans une|en) position interessante|en estado( interesante)?\b(?! (de|del) (cuenta|resultados|pago))|in the family way|bun in the oven|polichinelle|en cinta|encinta|embarazadita|panzona|con panza|(her|sa|su) (bump|ventre|panza|pancita|barriguita))\b/,
  ],
  [
    "military",
    /\b(in uniform|en uniforme|de uniforme|(two|three|four|several|multiple|a couple of|\d) tours\b(?! of (the|our|a|their))|tours? of duty|did (a|two|three|his|her) tours?\b|served (his|her|their) country|servi (son|sa) pays|sirvio a (la patria|su pais)|(in|joined|left) the (forces|armed forces|army|navy|air force|marines|raf|paras)|(dans|a rejoint|a quitte) (l'armee|la marine|les forces)|(en|entro a|salio de) (el ejercito|la marina|las fuerzas armadas|la armada)|enlisted|s'est engage|se enlisto|se alisto)\b/,
  ],
  [
    "age",
    /\b((school|matric|high school|a levels|gcses?|o levels|uni|university|college|bac|baccalaureat|lycee|fac|bachillerato|prepa|secundaria|preparatoria|la carrera|la facu)( \w+){0,3} (in |en |back in )?(19|20)\d\d|(19|20)\d\d (grad|graduate|graduates|diplome|egresad[oa]|promo)|miles on the clock|kilometres au compteur|(des|pas mal de) kilometres|kilometros encima|not getting any younger|(a|avait) de la bouteille|(peina|peinaba) canas|ya tiene sus (anos|anitos)|long in the tooth|no es ningun(a)? (nin[oa]|chaval(a)?|pollito|pollita))\b/,
  ],
];

/** Part 1 as a cue (the caller runs it on the judged text; see privateTrouble). */
export const WALL_PRIVATE_TROUBLE: ProtectedCategory = "personal";
