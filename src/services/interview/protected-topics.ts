/**
 * Protected characteristics in plain words and their paraphrases. Employment law (Title VII, ADA,
 * ADEA, GINA, PDA and their Canadian counterparts) forbids basing a hiring decision on these, so
 * the interviewer never asks about them, never follows them up, and redacts them when a reference
 * volunteers one. Patterns run on normalized text (normalize.ts), after the allow-list in
 * work-phrases.ts has removed ordinary work phrases that merely share a word ("lead generation",
 * "good faith").
 */
export type ProtectedCategory =
  | "age"
  | "race"
  | "religion"
  | "national_origin"
  | "sex"
  | "sexual_orientation"
  | "pregnancy"
  | "disability"
  | "health"
  | "marital_family"
  | "genetic"
  | "politics"
  | "union"
  | "military"
  | "criminal"
  | "finances"
  /** Looks and body ("pretty girl", "gordito"): not a legal category everywhere, never a hiring reason. */
  | "appearance"
  /** A personal matter told in confidence, accommodated at work or played down. */
  | "personal";

const P = "(he|she|they|him|her|them|his|hers|their)";
const IS = "(he's|she's|they're|he is|she is|they are|he was|she was|they were|hes|shes)";

export const PROTECTED_PATTERNS: readonly [ProtectedCategory, RegExp][] = [
  [
    "age",
    new RegExp(
      [
        `\\b((too|very|pretty|quite|so|getting|rather|kind of|a bit|little) old|old (man|woman|guy|lady|timer|timers|dog)|age|aged|ages|ageing|aging|how old|years old|year old|older (man|woman|person|worker|employee|guy|lady)|young(er|est)?|youthful|elderly|retire(d|ment|s)?|birth ?(date|day|year)|date of birth|born in|born (on|around)|what year (was )?${P} born|(his|her|their|that|older|younger) generation|millennials?|boomers?|gen z|gen x|over the hill|over (40|forty|50|fifty|60|sixty)(?! (days|day|percent|per cent|accounts|clients|customers|people|units|orders|invoices|k|thousand|million|grand|stores|sites|reps|deals|minutes|hours|weeks|countries|markets))|under (30|thirty|25)|senior citizen|gr[ae]y hair|digital native|high school|graduat(e|ed|ion) (year|from high school)|what year did ${P} graduate|when did ${P} graduate)\\b`,
        `\\b${IS} (\\d\\d|twenty|thirty|forty|fifty|sixty|seventy)\\b(?! (percent|people|projects|clients|accounts|reports|engineers|years with|hours|minutes))`,
        `\\b(in|into) ${P} (20s|30s|40s|50s|60s|70s|twenties|thirties|forties|fifties|sixties|seventies)\\b`,
        `\\b(twenties|thirties|forties|fifties|sixties|seventies)\\b`,
        `\\bturn(ed|ing|s)? (\\d\\d|thirty|forty|fifty|sixty)\\b`,
      ].join("|"),
    ),
  ],
  [
    "race",
    /\b(race|racial|races|ethnic(ity|ally)?|skin|colou?r of (his|her|their) skin|black|white|asian|hispanic|latin[oax]|caucasian|african american|indigenous|first nations|native american|arab|(cultural|ethnic) (background|heritage)|heritage|mixed race)\b/,
  ],
  [
    "religion",
    /\b(caste|castes|brahmin|dalit|kshatriya|vaishya|shudra|untouchable|upper caste|lower caste|religio(n|us|ns)|church|mosque|synagogue|temple|pray(s|ing|er|ers|ed)?|faith|christian|muslim|islam(ic)?|jewish|jew|hindu|sikh|buddhist|atheist|sabbath|worship|ramadan|kosher|halal|hijab|headscarf|turban|yarmulke|bible|quran|koran|religious holidays?|goes to (church|mass|services)|mass on sundays?)\b/,
  ],
  [
    "national_origin",
    /\b(national(ity|ities)?|nation of origin|citizen(ship)?|immigra(nt|nts|tion|ted)|accent|native (country|language|speaker|tongue)|mother tongue|where (is|was|are) (he|she|they) (born|from)|where (he|she|they) (is|was|are) from|originally from|country of origin|first language|ancestry|visa|green card|work permit status|foreign(er|ers)?|english is (not )?(his|her|their) (first|second)|speak(s)? english|deport(ed|ation)?)\b/,
  ],
  [
    "sex",
    /\b(gender|sex|sexes|male|female|man or (a )?woman|transgender|trans|non binary|as a (woman|man|girl|guy)|for a (woman|girl|lady|guy)|(women|woman) in (tech|engineering)|maiden name)\b/,
  ],
  [
    "sexual_orientation",
    /\b(gay|lesbian|bisexual|sexual orientation|sexuality|queer|homosexual|heterosexual|(is (he|she|they)|he's|she's|he is|she is|they're) straight)\b(?! (to|away|answer|answers|forward|talker|shooter|a|with|through|up|out|into|for|on|in))/,
  ],
  [
    "pregnancy",
    /\b(pregnan(t|cy|cies)|maternity|paternity|parental leave|expecting (a|her|his|their) (baby|child|first|second)|having a baby|had a baby|baby|babies|newborn|childbirth|due date|gave birth|giving birth|fertility|ivf|miscarriage|breast ?feeding|nursing mother)\b/,
  ],
  [
    "disability",
    /\b(disab(led|ility|ilities)|handicap(ped)?|wheelchair|blind|deaf|impairment|impaired|special needs|accommodations?|adhd|autis(m|tic)|dyslexi(a|c)|hearing aids?|crutches|on the spectrum)\b/,
  ],
  [
    "health",
    /\b(health|healthy|illness|ill|sick(ness| days?| leave)?|medical|medication|meds|diagnos(is|ed)|mental(ly)?|depress(ion|ed)|anxiety|therapy|therapist|cancer|surgery|injur(y|ies|ed)|condition|conditions|drink(s|ing|er)?|alcohol(ic)?|drug use|drugs|addict(ion|ed)?|rehab|weight|overweight|obese|chronic|diabetes|diabetic|hospital(ized)?|doctor'?s? (appointments?|visits?|notes?)|doctor|migraines?|ptsd|bipolar|burn ?out|breakdown|covid|stroke|heart attack|seizures?|epilep(sy|tic))\b/,
  ],
  [
    "marital_family",
    /\b(marri(ed|age)|marital|spouse|husband|wife|divorced?|widow(ed|er)?|(is|he's|she's|they're) single|single (mom|mother|dad|father|parent)|(his|her|their) partner|boyfriend|girlfriend|fiance|fiancee|kids?|child(ren)?|little ones|toddler|family (man|woman|plans|situation|life|obligations|commitments|responsibilities|reasons|issues)|has a family|start(ing)? a family|childcare|child care|daycare|nanny|school (pick ?up|run)|caregiver|caring for|takes care of (his|her|their)|dependents?|relatives|(his|her|their) (son|daughter|sons|daughters|mother|father|mom|dad|parents|family|in laws?))\b/,
  ],
  [
    "genetic",
    /\b(genetic(s)?|family (medical )?history|hereditary|dna|runs in (the|his|her|their) family)\b/,
  ],
  [
    "politics",
    /\b(politic(s|al)|(how|who) (did|does|do|would) (he|she|they) vote|voted for|votes for|voting for|(his|her|their) vote|voters?|democrats?|republicans?|liberals?|conservative party|left wing|right wing|trump|biden|maga)\b/,
  ],
  [
    "union",
    /\b(union (member|membership|activit(y|ies)|rep|steward)|unioni[sz](e|ed|ing)|labou?r union|in the union)\b/,
  ],
  [
    "military",
    /\b(military (discharge|status|service|leave)|veteran|veterans|discharge status|national guard|reservist|deployed|deployment overseas)\b/,
  ],
  [
    "criminal",
    /\b(arrest(ed|s)?|criminal (record|history|past)|(a|any|no|his|her|their|previous|prior|past|old|spent|criminal|drink driving|drug|dui|dwi|fraud|two|several|some) convictions?|convictions? for|convicted|jail|prison|felon(y|ies)?|police record|dui)\b/,
  ],
  // Families found missing by held-out set C (written by someone who never read these rules).
  [
    "national_origin",
    /\b(he's|she's|he is|she is|they're|they are|comes|came|moved (here|over)) (originally |over )?from (?!(the|our|your|a|an|this|that|another|head|accounts|sales|finance|hr|it|marketing|ops|operations|engineering|work|home|office|school|day|scratch|time|then|there|here|nowhere|experience)\b)[a-z]+|\bfrom \w+( \w+)? originally\b|\b(born and (raised|bred)|grew up (in|over|back)|raised (in|over|back)|back home in|over from)\b/,
  ],
  [
    "criminal",
    /\b(trouble with the (law|police|cops)|brush with the (law|police)|(police )?caution(ed)? (for|by)|a caution|in trouble with (the )?(police|law|courts)|record (for|with the police)|inside for|did time|served time|on probation|on parole|court case|charged with (assault|theft|fraud|a crime|an offence|an offense|possession|drink|drunk|dui|dwi|battery|affray|shoplifting|burglary|robbery)|was charged\b(?! (with (leading|running|managing|building|owning|the|a|setting|delivering|handling)))|tagged|community service)\b/,
  ],
  [
    "pregnancy",
    /\b(trying for (a|another) (baby|family|kid|child|little one)|trying to (have|get) (a baby|pregnant|a family)|start(ing)? a family|planning a family|family planning|fertility treatment|egg freezing|adopting|adoption)\b/,
  ],
  [
    "military",
    /\b(in the (reserves|reserve|guard|territorials|ta|army reserve|naval reserve|cadets)|the reserves|territorial army|called up|weekend warrior|drill weekends?|annual training|national service)\b/,
  ],
  [
    "finances",
    /\b(credit (score|history|check)|bankrupt(cy)?|debts?|garnish(ed|ment)|owns? a (home|house|car)|in debt|money problems|financial (problems|trouble|situation))\b/,
  ],
];

/**
 * The same categories in French and Spanish (normalized: no accents, lower case), so a reference
 * interviewed in either language gets the same guard: a remark is redacted, an invitation is
 * declined, and nothing about it is followed up or reported.
 */
export const PROTECTED_PATTERNS_FR_ES: readonly [ProtectedCategory, RegExp][] = [
  [
    "age",
    /\b(son age|quel age|(il|elle) a (\d\d|trente|quarante|cinquante|soixante) ans|trop (vieux|vieille|jeune)|jeune|jeunesse|vieux|vieille|age(e)?s?|retraite|date de naissance|ne(e)? en|quinquagenaire|sexagenaire|su edad|que edad|cuantos anos tiene|tiene (\d\d|treinta|cuarenta|cincuenta|sesenta) anos|demasiado (viej[oa]|joven)|joven|viej[oa]|mayor de edad|jubila(do|da|cion|r|rse)|fecha de nacimiento|nacio en|cuarentona?|cincuentona?)\b/,
  ],
  [
    "race",
    /\b(raciale?|ethni(e|que)|couleur de (sa|la) peau|noir(e)?|blanc(he)?|asiatique|latino|autochtone|raza|racial|etni(a|co|ca)|color de (su|la) piel|negr[oa]|blanc[oa]|asiatic[oa]|indigena|moren[oa])\b/,
  ],
  [
    "religion",
    /\b(religi(eux|euse|osa|oso)|eglise|iglesia|mosquee|mezquita|sinagoga|prier|priere|rezar|reza|sa foi|su fe|fe religiosa|chretien(ne)?|cristian[oa]|musulman(e|a)?|juif|juive|judi[oa]|catholique|catolic[oa]|hindou|ramadan|porte le voile|velo islamico|misa|messe|culto)\b/,
  ],
  [
    "national_origin",
    /\b(nationalite|nacionalidad|citoyen(nete)?|ciudadan(ia|o|a)|immigr(e|ee|ant|ante|ation)|inmigra(nte|cion|do|da)|acento|pays d'origine|pais de origen|d'ou (il|elle) vient|de donde es|ses origines|sus origenes|origine (ethnique|etrangere|culturelle)|origen (etnico|extranjero)|permis de travail|permiso de trabajo|es extranjer[oa]|(est|etait) (un |une )?etranger(e)?|langue maternelle|lengua materna|sans papiers|indocumentad[oa]|parle anglais|habla ingles)\b/,
  ],
  [
    "sex",
    /\b(identite de genre|sexe|homme ou (une )?femme|hombre o mujer|identidad de genero|su genero|transgenre|transgenero|en tant que femme|como mujer|pour une femme|para ser mujer)\b/,
  ],
  [
    "sexual_orientation",
    /\b(gai|gay|lesbienne|lesbiana|bisexuel(le)?|bisexual|homosexuel(le)?|homosexual|orientation sexuelle|orientacion sexual)\b/,
  ],
  [
    "pregnancy",
    /\b(enceinte|grossesse|embarazada|embarazo|conge de maternite|conge parental|baja por maternidad|licencia de maternidad|maternite|maternidad|paternite|paternidad|bebe|accouch(e|ement|er)|parto|dio a luz)\b/,
  ],
  [
    "disability",
    /\b(handicap(e|ee)?|invalidite|discapacita(d|do|da)|minusvalid[oa]|fauteuil roulant|silla de ruedas|aveugle|ciego|ciega|sourd(e)?|sord[oa]|autisme|autiste|autismo|autista|dyslexi(e|que)|dislexi(a|co|ca)|tdah)\b/,
  ],
  [
    "health",
    /\b(sante|salud|malad(e|ie)|enferm(o|a|edad)|medicale(s)?|medic(o|a)|medicament(s)?|medicamento(s)?|diagnostique(e)? (avec|d'un|d'une)|diagnosticad[oa]|depression|depresion|depressi(f|ve)|deprimid[oa]|anxiete|ansiedad|therapie|terapia|cancer|chirurgie|cirugia|operacion|blessure|alcool(ique)?|alcohol(ica|ico)?|drogue(s)?|droga(s)?|(son|su) (poids|peso)|(pris|perdu) du poids|sobrepeso|obese|obes[oa]|hopital|hospitalise(e)?|hospitalizad[oa]|arret maladie|baja medica|incapacidad)\b/,
  ],
  [
    "marital_family",
    /\b((est|etait|s'est) marie(e)?|mariage|casad[oa]|matrimonio|conjoint(e)?|conyuge|(son|mon|votre) mari|epouse|espos[oa]|marido|divorce(e)?|divorciad[oa]|veu(f|ve)|viud[oa]|celibataire|solter[oa]|enfant(s)?|hij[oa]s?|ninos?|ninas?|famille|familia|situation familiale|situacion familiar|garderie|guarderia|mere celibataire|madre soltera|ses parents|sus padres|novio|novia|petit ami|petite amie|planifie(r)? une famille|formar una familia)\b/,
  ],
  [
    "genetic",
    /\b(genetique|genetica|genetico|hereditaire|hereditari[oa]|antecedents familiaux|antecedentes familiares|adn)\b/,
  ],
  [
    "politics",
    /\b(politique|politica|politico|(il|elle) vote|vote pour|voter pour|vota por|votar por|su voto|parti (liberal|conservateur|quebecois)|partido politico|extreme (gauche|droite)|de (izquierda|derecha))\b/,
  ],
  ["union", /\b(syndicat|syndical(e)?|syndique(e)?|sindicato|sindical|sindicalizad[oa])\b/],
  ["military", /\b(militaire|militar|veterano|ancien combattant|service militaire|servicio militar)\b/],
  [
    "criminal",
    /\b(a ete arrete(e)?|arrestation|arrestad[oa]|detenid[oa]|casier judiciaire|antecedentes penales|condamne(e)?|condenad[oa]|prision|carcel|criminel(le)?|antecedentes penales|delito)\b/,
  ],
  // Families found missing by held-out set C.
  [
    "disability",
    /\b(en fauteuil|fauteuil roulant|en (silla|sillas)|silla de ruedas|bequilles|muletas|canne blanche|baston|malentendant(e)?|sourd(e)? d'une oreille|non voyant(e)?|invalide)\b/,
  ],
  [
    "health",
    /\b((lo|la|le|me|les) (operaron|intervinieron|internaron|hospitalizaron)|(fue|ha sido|estuvo) (operad[oa]|internad[oa]|hospitalizad[oa])|(a ete|il a ete|elle a ete|s'est fait) (opere(e)?|hospitalise(e)?)|intervention chirurgicale|intervencion|de baja|en arret|conge maladie|licencia medica|rehabilitacion|convalecencia|quimio|chimio)\b/,
  ],
  [
    "marital_family",
    /\b((a|s'est|se sont|va se|vont se|s'est fait) (marie|mariee|maries|mariees|marier)|a marie|son chum|sa blonde|lune de miel|noces|conge de paternite|(se|nos|va a) (caso|casaron|casar|casa)|boda|luna de miel|recien casad[oa]s?|su (marido|mujer|pareja|novio|novia))\b/,
  ],
  [
    "age",
    /\b((cerca|alrededor|rondando|pasando|pasado|encima) de los|ronda los|casi los|pasa los|mas de|frisant|pres de|presque|pas loin de|dans la) (cuarenta|cincuenta|sesenta|setenta|quarante|cinquante|soixante|soixante dix|\d\d)\b(?! (clientes|cuentas|proyectos|personas|empleados|clients|comptes|projets|personnes|employes|por ciento|pour cent|horas|heures|%))|\b(quarantaine|cinquantaine|soixantaine)\b|\b(senor|senora) (ya )?(grande|mayor|mayorcit[oa])\b|\bya (grande|mayor|mayorcit[oa]|viejit[oa]|entrad[oa] en anos)\b/,
  ],
  [
    "finances",
    /\b(dette(s)?|deuda(s)?|faillite|bancarrota|quiebra|credito personal|cote de credit|historial crediticio|probleme(s)? d'argent|problemas de dinero|situation financiere|situacion financiera)\b/,
  ],
];

export type Allow = { names?: readonly (string | undefined)[] };
