import type { ProtectedCategory } from "./protected-topics";

/**
 * Ethnic groups and peoples named of a person ("il est baoulé", "she's Igbo", "es mixteca"): origin,
 * whatever the country. Immigration status in its legal words ("indefinite leave to remain",
 * "titre de séjour", "papeles"), beyond "visa" and "papers".
 */
const ETHNIC_GROUPS =
  `baoule baoules bete dioula malinke senoufo wolof peul peule peuls fulani fula bambara soninke
  serere diola lebou lebu yoruba igbo ibo hausa haoussa akan ashanti asante ewe fante kikuyu luo luhya kalenjin maasai
  masai zulu xhosa sotho tswana shona ndebele amhara oromo tigrinya tigray somali tutsi hutu berbere berber
  amazigh kabyle chleuh rifain tamoul tamil sinhalese cingalais gujarati bengali bangladeshi sikh pashtun
  hazara kurde kurdish kurdo uighur ouighour hmong rohingya maori aborigine aboriginal inuit metis
  quechua aymara mapuche mixteco mixteca zapoteco zapoteca nahua otomi tzotzil guarani wayuu
  gitano gitana gitan gitane gitans romani tsigane manouche pikey`
    .split(/\s+/)
    .filter(Boolean);

export const ORIGIN_MORE_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "national_origin",
    new RegExp(
      `\\b(${ETHNIC_GROUPS.join("|")})\\b|\\b(indefinite leave|leave to remain|settled status|pre settled status|right to remain|residence permit|residency (permit|papers|card|status)|naturali[sz](ed|ation)|citizenship (test|application|ceremony)|asylum|refugee|titre de sejour|carte de sejour|sans papiers|naturalisation|regularisation|demandeur d'asile|refugiee?|papeles|permiso de (residencia|trabajo)|residencia (permanente|temporal)|nacionalidad|asilo|refugiad[oa]|green card)\\b`,
    ),
  ],
];

/**
 * Families found missing by held-out set G (a seventh and eighth writer): surgery in slang ("had
 * the op", "the knee thing", "s'est fait opérer", "lo operaron"), mood disorders and their pills,
 * looks and body ("pretty girl", "jolie fille", "guapa", "enrobé", "gordito"), orientation idioms
 * ("batting for the other team", "es de ambiente"), party activism ("milite chez les Verts",
 * "tracts"), arrests and custody ("garde à vue", "lo detuvieron", "trouble with the law"), credit
 * and debt ("CCJ", "bad credit", "interdit bancaire", "Datacrédito", "repossessed"), polygamy,
 * young age in slang ("chamaco"), a toddler at home ("un peque"), accent ("cantadito", "paisa"),
 * churchgoing ("the Mass of a Sunday").
 */
export const G_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "health",
    /\b((had|has|having|after|since|before|post|from) (the|an|his|her|their|a|major|minor|big) (op|operation|surgery|procedure)|(his|her|their) (op|operation|surgery)|(knee|hip|back|shoulder|eye|ear|heart|stomach|bowel|prostate|womb|breast|kidney) (thing|op|operation|surgery|problem|trouble)|(s'est|se sont|s'etait) fait operer|fait operer|operee? (du|de la|des|d'un|d'une)|operation (du|de la|des) (dos|genou|hanche|coeur|yeux|epaule)|(lo|la|los|las) operaron|se (opero|operaron)|operacion (de|del|de la) (rodilla|cadera|espalda|corazon|vesicula|columna)|bipolaire|schizophren\w*|esquizofren\w*|ansios[oa]|ansiedad|angoiss\w*|anxious (type|person|disposition)|pastillas para|toma pastillas|takes (pills|tablets|meds|medication) for|on (meds|medication|antidepressants|tablets)|sous (traitement|antidepresseurs|anxiolytiques)|cachets pour|antidepres\w*|anxiolyti\w*|cieguit[oa]|tuert[oa]|borgne|blind in (one|his|her|the)|half blind|legally blind|going blind|hard of hearing|sordit[oa]|cojea|cojo|coja|boite un peu|boiteux|walks with a (stick|cane|limp)|a limp|avc|accident vasculaire( cerebral)?|ictus|derrame cerebral|infarctus|infarto|crise cardiaque|ataque (al corazon|cardiaco)|embolie|embolia|tumeur|tumor|quimio|chimio|chemo|radiotherapie|radioterapia|discapacidad(es)?|discapacidad (auditiva|visual|motriz|intelectual)|audifonos?|aparato auditivo|protesis auditiva|appareil auditif|appareils auditifs|sonotone|implante coclear|implant cochleaire|cochlear implant)\b/,
  ],
  [
    "appearance",
    /\b((very|really|so|quite|super|a) pretty (girl|woman|lady|face|thing|young)|pretty (girl|young thing|face)|easy on the eye|a (real )?looker|good[ -]looking|handsome|gorgeous|sexy|(she's|he's|she is|he is|they're) (very |really |quite |so )?(attractive|hot|cute|pretty|beautiful|stunning|ugly|fat|chubby|skinny|short|bald)|attractive (girl|woman|lady|guy|man|young)|chubby|overweight|tubby|jolie (fille|femme|nana|blonde|brune)|(tres|super|assez|plutot) (jolie|belle|mignonne|canon)|(elle|il) est (canon|jolie|belle|mignonne|moche|gros|grosse|enrobee?|ronde)|belle (fille|femme|plante|gosse)|beau gosse|enrobee?|rondelette?|grassouillet\w*|bedonnant|un peu (fort|forte|gros|grosse|rond|ronde)|muy (guap[oa]|bonit[oa]|lind[oa]|fe[oa])|(es|esta) (guap[oa]|bonit[oa]|lind[oa]|fe[oa]|gord[oa]|gordit[oa]|flac[oa]|pelon[oa]|calv[oa])|guapisim[oa]|gordit[oa]|gordinflon[oa]?|rellenit[oa]|panzon[oa]?|desprolij[oa] con la ropa|(how|the way) (she|he|they) (dresses|looks)|(sa|son) (physique|look|tenue)|(su|el) (fisico|fisica|aspecto))\b/,
  ],
  [
    "sexual_orientation",
    /\b((batting|bats|bat|plays|playing) for the other (team|side)|on the other bus|(es|son) de ambiente|del otro equipo|de la acera de enfrente|batea (para|por) el otro lado|le gustan (los hombres|los chicos|las mujeres|las chicas)|(il|elle) aime les (hommes|femmes|mecs|filles)|de la jaquette|pede|tapette|gouine|marica|maricon|tortillera|dyke|poof|poofter)\b/,
  ],
  [
    "politics",
    /\b((milite|militait|militer|adherente?|encartee?|s'engage|engagee?) (chez|au|a la|aux|dans|pour)|les verts|europe ecologie|ecolos?|tracts?|distribuait des tracts|manifs?|manifestations?|(the )?protests|protesters?|las protestas|marchas|piquetes|el estallido)\b/,
  ],
  [
    "criminal",
    /\b(garde a vue|(placee?|mise?) en garde|interpellee?|arretee? par la police|embarquee? par (la police|les flics)|(souci|soucis|probleme|problemes|ennuis|histoire) (avec la|de) (justice|police)|ennuis judiciaires|casier judiciaire|conduite en etat d'ivresse|alcool au volant|drink[ -]driving|drunk driving|dwi|(lo|la|los|las) (detuvieron|arrestaron|agarraron|apresaron)|estuvo (detenid[oa]|pres[oa]|en la carcel|en el bote)|(problema|problemita|lio|lios|problemas) con la (ley|justicia|policia)|trouble with the (law|police|cops)|run[ -]ins? with the (law|police|cops|gardai|guards)|(brush|brushes) with the (law|police)|(a|his|her) (record|police caution)|got (nicked|arrested|lifted|pinched)|did time|done time|inside for|on probation|en libertad condicional|sous controle judiciaire)\b/,
  ],
  [
    "finances",
    /\b(ccjs?|county court judg(e)?ments?|bad credit|poor credit|credit (rating|file|score)|(car|house|home|flat) (got|was|were) repossessed|repossess(ed|ion)|money (trouble|troubles|worries|issues)|skint|broke all the time|in arrears|payday loans?|bankrupt\w*|(interdit|interdite) bancaire|fichee? (a la )?banque de france|fichage|surendett\w*|huissiers?|saisie sur salaire|datacredito|dicom|buro de credito|reportad[oa] en|endeudad[oa]|moros[oa]|lo embargaron|le embargaron|(muchas|tantas) deudas|quebrado|en la quiebra)\b/,
  ],
  [
    "marital_family",
    /\b(two wives|deux (epouses|femmes)|dos (esposas|mujeres)|polygam\w*|poligam\w*|second wife|seconde epouse|segunda esposa|(un|una|dos|tres|los|sus) peques?|un bebe en casa|a baby at home|un bebe a la maison|little ones? at home|petits? (bouts|loups)|(tiene|tengo|con) (un|una|dos) (nene|nena|crio|cria|crios|bebe))\b/,
  ],
  [
    "age",
    /\b(chamac[oa]s?|chamaquit[oa]|morrit[oa]|escuincle|jeunot|jeunette|petit jeune|minot|youngster|young (lad|lass|thing|whippersnapper)|whippersnapper|long in the tooth|no spring chicken|past (his|her|their) (prime|best)|getting on a bit|knocking on|(un|una) (veteran[oa]|viejit[oa]|viejo|vieja)|(le|la) (vieux|vieille)|un vieux de la vieille)\b/,
  ],
  [
    "national_origin",
    /\b(acento|cantadito|cantaito|bien paisa|(es|muy|bien) (paisa|costeno|chilango|rolo|cachaco)|(su|el) dejo|(his|her|their|thick|strong|heavy|funny|foreign) accent|(son|un fort|un petit|un drole d') accent|accent (du|de|d')|(english|french|spanish|anglais|francais|espanol|ingles) (is not|isn't|n'est pas|no es) (his|her|their|sa|su) (first|langue|lengua))\b/,
  ],
  [
    "religion",
    /\b((the )?mass (of a|on a|on|every) sunday|sunday mass|(never|rarely|doesn't|does not) (misses|miss) mass|goes to mass|at mass|to mass|church (on|every) sunday|churchgoer|goes to church|bible study|prayer (group|meeting)|mosque|mosquee|mezquita|synagogue|sinagoga|gurdwara|a la messe|va a la messe|(a|va a) misa|misa (del|de los|cada) domingo|reza (mucho|el rosario)|el rosario|le chapelet|tres croyante?|muy creyente|muy catolic[oa]|tres catholique|devout|born again|evangelical)\b/,
  ],
];

/**
 * Families found missing by held-out set H (a ninth and tenth writer), measured before this list:
 * named illnesses and their treatment ("Alzheimer", "Parkinson", "drépanocytose", "séropositive",
 * "il a le sucre", "padece de la presión", insulin, "PMA"), recovery ("AA", "twelve steps", "on the
 * wagon"), a relative cared for, race and ethnicity words ("coloured", "afrodescendiente",
 * "Bamiléké", "fang", "flamand", "serranito", "Rasta"), religious groups and observance ("adventista",
 * "chapel", "Orange Lodge", no work on the sabbath), generation markers ("grey hairs", "cucho"),
 * residency ("PR status"), military service ("la mili"), a missing limb and prostheses, a judicial
 * past, a civil partnership, credit ("his credit's shot").
 */
export const H_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "health",
    /\b(alzheimer\w*|parkinson\w*|dementia|demence|demencia|drepanocytose|sickle cell|anemia falciforme|drepanocitosis|seropositi\w*|hiv|vih|sida|(has|have|a|il a|elle a|tiene) (the )?(le )?(el )?sucre|has sugar|the sugar|azucar alta|el azucar|la azucar|diabet\w*|insulin\w*|insuline|se inyecta|(fait|faire) (de )?la tension|padece|padecia|la presion (alta)?|presion alta|hypertension|hipertension|high blood|blood sugar|in recovery|recovering (alcoholic|addict)|aa meetings?|alcoholics anonymous|twelve steps|12 steps|on the wagon|off the (grog|booze|drink|sauce)|the grog|the booze|dry now|sober|sobriety|rehab|desintox\w*|sevrage|pma|fiv|ivf|fertilit\w*|infertil\w*|fausse couche|miscarriage|perdio el bebe|aborto|protese|prothese|protesis|prosthe\w*|amput\w*|(missing|lost|le falta|il lui manque|perdio|a perdu) (a |an |one |une |un |una )?(leg|arm|hand|eye|foot|jambe|bras|main|oeil|pied|pierna|brazo|mano|ojo|pie)|lupus|crohn|coeliac|celiac|celiaqu\w*|celiac\w*|asthm\w*|asma|sclerose|esclerosis|sclerosis|dialys\w*|dialisis|thyroid\w*|tiroides|thyroide|arthrit\w*|arthrose|artritis|artrosis|fibromyalg\w*|fibromialgia|epilep\w*|crises? d'epilepsie|had (a )?(fit|fits|seizure)|chemotherapy|cancer|leucemi\w*|leukemia|leukaemia)\b/,
  ],
  [
    "marital_family",
    /\b((looks after|cares for|caring for|takes care of|s'occupe de|soigne|cuida a|cuida de|atiende a) (his|her|their|sa|son|ses|su|sus) (mother|father|mum|mom|dad|parents?|wife|husband|son|daughter|kid|child|mere|pere|parents|femme|mari|fils|fille|enfant|madre|padre|mama|papa|esposa|esposo|marido|hijo|hija|abuel[oa])|(sa|son|su) (mere|pere|madre|padre|mama|papa) (qui|que) (a|tiene|est|esta)|pacse\w*|pacs|civil partner\w*|union civil|union de hecho|conviviente|(married|casad[oa]|mariee?) (to|with|con|a|avec) (a |an |un |une |una )?(man|woman|homme|femme|hombre|mujer)|(with|avec|con) (a |an |un |une |una )?(man|homme|hombre) (?=,|\.|$))\b/,
  ],
  [
    "sex",
    /\b((il|elle|he|she|they) (est|is|are|'s) (en|in) transition|en transition|a change de (prenom|sexe|genre)|changed (his|her|their) (name|gender|pronouns)|cambio de (nombre|sexo|genero)|transgenre|transgender|trans (man|woman|guy|girl|femme|homme|mujer|hombre)|non binaire|non binary|nonbinary|no binari[oa])\b/,
  ],
  [
    "race",
    /\b(coloured|colored|afro\w*|afrodescendiente|afrodescendant\w*|mulat[oa]|mulatre|metis|metisse|mestiz[oa]|zambo|cholo|chola|negr[oa]|black (guy|girl|man|woman|lady|lad|fella)|white (guy|girl|man|woman|lady|lad|fella)|asian (guy|girl|man|woman|lady)|rasta|rastafari\w*|dreads|dreadlocks|cornrows)\b/,
  ],
  [
    "national_origin",
    /\b(bamileke|bamilekes|bassa|ewondo|douala|duala|beti|fang|fangs|bubi|annobones|flamand|flamande|wallon|wallonne|flemish|walloon|serranit[oa]|serran[oa]|de la sierra|costena|llaner[oa]|cachac[oa]|pr status|permanent resident\w*|residente permanente|resident permanent|citizenship|nationalite|nacionalidad)\b/,
  ],
  [
    "religion",
    /\b(adventist\w*|adventista|baptist\w*|bautista|methodist\w*|metodista|pentecost\w*|pentecotist\w*|evangelist\w*|protestant\w*|anglican\w*|(greek|russian|jewish) orthodox|orthodoxe|ortodox[oa]|jewish|juif|juive|judi[oa]|muslim|musulman\w*|hindu|hindou|sikh|buddhist|bouddhiste|budista|chapel|proper chapel|orange (lodge|order|man|men)|orangeman|marching season|the lodge|freemason|franc macon|masones|sabbath|sabado santo|(no|pas de|never|no) (work|travail|trabaja|trabajo) (on |le |el |los )?(a |the )?(sundays?|saturdays?|fridays?|sabbath|dimanches?|samedis?|vendredis?|domingos?|sabados?|viernes)|(doesn't|does not|won't|will not|ne travaille pas|no trabaja) (work )?(on |le |el |los )?(sundays?|saturdays?|fridays?|dimanches?|samedis?|domingos?|sabados?))\b/,
  ],
  [
    "age",
    /\b(grey hairs?|gray hairs?|cheveux gris|canas|canoso|cucho|cucha|ruco|ruca|veterano de guerra|old timer|old hand|oldest on the team|le plus vieux|la plus vieille|el mas viejo|la mas vieja|el mas grande del equipo|baby boomer|boomer|millennial|gen z|zoomer)\b/,
  ],
  [
    "military",
    /\b(la mili|hizo la mili|servicio militar|service militaire|national service|did (his|her|their) service|conscri\w*|the forces|the army|the navy|the air force|l'armee|el ejercito|la marina|the marines|tours? of duty|did two tours|reservist|reserviste|reservista)\b/,
  ],
  [
    "criminal",
    /\b(passe judiciaire|antecedents judiciaires|un passe|a (police|criminal) record|record with the police|antecedentes|fichado|fichee? par la police|did a stretch|been inside|was inside|en taule|a fait de la taule|a fait de la prison)\b/,
  ],
  [
    "finances",
    /\b((his|her|their) credit('s| is)? (shot|bad|poor|terrible|ruined|wrecked)|couldn't get (a|the) (company )?(card|credit card|loan|mortgage)|pas pu avoir (la|une) carte|no le dieron (la )?tarjeta)\b/,
  ],
];

/**
 * Families found missing by held-out set I (an eleventh and twelfth writer), measured before this
 * list, and a structural net beside them: a personal matter told in confidence, accommodated at
 * work or played down ("she told us she'd…", "we had to get a ramp put in for his chair", "never
 * brought it into work", "il nous l'avait dit", "on avait aménagé son poste", "pedía permisos"),
 * whatever the characteristic is called.
 */
export const I_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "religion",
    /\b(jummah|jumu'ah|friday prayers?|navratri|diwali|ramadan|ramadhan|eid|lent|careme|cuaresma|semana santa|yom kippur|passover|pesach|hanukkah|sukkot|kosher|halal|cacher|casher|kara|turban|kirpan|jehovah\w*|witnesses? (don't|do not) celebrate|doesn't celebrate birthdays|ne fete pas les anniversaires|no celebra (los )?cumpleanos|fasts|fasting|jeune|jeuner|ayuna|ayuno|goes to (church|mosque|temple|synagogue|mass|chapel))\b/,
  ],
  [
    "national_origin",
    /\b(opt|h ?1 ?b|h1b|green card|visa lottery|dreamer|daca|tps status|brp|biometric residence|pre settled|settled status|ilr|permis (b|c|g|l|f)|frontalier\w*|tie|nie|arraigo|extranjeria|residencia|titre de sejour|recepisse|prefecture|naturalis\w*|nacionaliz\w*|glaswegian|scouse|geordie|brummie|cockney|twang|(his|her|their|the|an?) (accent|brogue|drawl)|wiradjuri|noongar|yolngu|koori|murri|aboriginal|torres strait|gitano|gitana|traveller community|payee?s?|romanichal)\b/,
  ],
  [
    "health",
    /\b(sertraline|prozac|fluoxetine|citalopram|lithium|lithium|xanax|valium|ritalin|adderall|methadone|antidepress\w*|antipsych\w*|brca|huntington\w*|genetic test\w*|test genetique|prueba genetica|endo|endometriosis|endometriose|pacemaker|stimulateur cardiaque|marcapasos|gastric band|anneau gastrique|banda gastrica|bypass|dialyse|dialysis|dialisis|hearing loop|boucle magnetique|rqth|reconnaissance (de la )?qualite de travailleur handicape|travailleur handicape|ecran special|screen reader|lector de pantalla|ramp put in|a ramp|une rampe|una rampa|(his|her|their|sa|son|su) (wheel)?chair|chaise roulante|fauteuil|silla de ruedas|rough patch|mauvaise passe|mala racha|sin tomar|sans boire|without a drink|sober|sobre depuis|aa\b|echographies?|ecografias?|ultrasounds?|scans? every|tratamiento de fertilidad|traitement de fertilite|fertility treatment|inyecciones|injections)\b/,
  ],
  [
    "age",
    /\b(bus pass|freedom pass|(her|his|their) (sixtieth|seventieth|fiftieth|65th|60th|70th)|(sa|son) (soixantaine|cinquantaine)|retraite (dans|bientot)|pension (soon|in)|drawing (the|his|her) pension|rente avs|avs|jubilad[oa]|a punto de jubilarse|generation (qui|du|des|de la)|generacion (de la|del|de los)|egb|minitel|baby boom\w*|boomer|freshers|the young ones|les jeunes|los jovenes)\b/,
  ],
  [
    "politics",
    /\b(reform uk|reform party|gmb|unite the union|unison|rmt|teamsters|csn|ftq|cgt|sud (rail|sante|ptt|education|solidaires|industrie|chimie)|syndicat sud|fo|ccoo|ugt|pq|pequiste\w*|peq|bloc quebecois|independantiste|independentista|pip|morena|pan|pri|la campora|peronis\w*|psoe|pp|vox|podemos|dsa|democratic socialists|canvass\w*|pay claim|negociation salariale sindical|the (picket|strike) fund)\b/,
  ],
  [
    "sex",
    /\b(only (woman|girl|female|man|guy|male) (in|on)|seule (femme|fille)|unica mujer|unico hombre|the only woman|as a woman|as a man|en tant que femme|como mujer)\b/,
  ],
  [
    "appearance",
    /\b(toute menue|menue|petite de taille|(she's|he's|she is|he is|they're|so|really|quite|very) tiny|tiny (woman|girl|lady|man|guy|frame|build|little (woman|lady|thing))|petite|skinny|slim|thin|tall and|short and|bajit[oa]|chaparr[oa]|flaquit[oa])\b/,
  ],
  [
    "marital_family",
    /\b(garde alternee|shared custody|custodia compartida|son ex|sa ex|his ex|her ex|su ex|une semaine sur deux|every other week|semana si semana no|(son|sa|his|her|su) (frere|soeur|brother|sister|hermano|hermana) (qui|who|que) (est|is|esta)|s'occupe de son (frere|fils|pere)|s'occupe de sa (soeur|fille|mere))\b/,
  ],
  [
    "military",
    /\b(barkhane|serval|sangaris|afghanistan|iraq|irak|kosovo|helmand|served in|a servi (au|en|dans)|sirvio en|ex ?militaire|ex ?militar|veteran of the (army|forces|war|gulf)|the (army|marines|navy|raf|paras))\b/,
  ],
  [
    "personal",
    /\b((she|he|they) (told|tells|had told) (us|me|everyone)( that)? (she|he|they)('d| had| was| were| is| are| has| have)|(il|elle) (nous|me) l'(a|avait) (dit|confie|raconte|annonce)|(elle|il) (nous|m')a (confie|dit) qu|(me|nos) lo (conto|dijo|confeso|comento)|me (confio|conto|confeso) que|between (us|you and me|ourselves)|entre nous|entre nosotros|proud of it|not that it (matters|mattered)|pas que ca (compte|change quoi que ce soit)|no es que importe|never brought it (in)?to work|never let (it|that) (affect|get in the way)|(ca|cela) ne l'a jamais (empeche|gene)e?|nunca le (afecto|impidio)|we (had|have) to (get|put|book|move|shuffle|arrange|rearrange|adjust|adapt|accommodate|cover) .{0,30}\b(for|because|so) (him|her|them|his|her|their|he|she|they)\b|on (avait|a) (du |du )?(amenage|adapte|amenager|adapter|organise|decale|deplace) (son|sa|ses|le|les)|amenagement (de|du) (son |sa )?(poste|horaire)|pedia (permisos?|licencias?)|tuvimos que (adaptar|mover|cambiar|ajustar)( le)?|(leave|left|leaving|partait|salia) (early|tot|plus tot|temprano|antes) (for|pour|para|on|le|los|every)|(time|days?) off for)\b/,
  ],
];

/**
 * Families found missing by held-out set J (a thirteenth and fourteenth writer), measured before
 * this list: named conditions (cerebral palsy, colour blindness, immunosuppression, a transplant, an
 * artificial leg), asylum, the hijab, Garífuna, school-leaving exams as age (Leaving Cert), Lexapro,
 * a parent's chemo, union delegates by union (ASU, FGTB), the Greens, prison slang ("GP"), a loan the
 * bank chased at work, parental leave by its scheme (RQAP, fuero maternal), Expo 67, DICOM, party
 * activism ("milita en La Cámpora"), provisional residency ("la precaria").
 */
export const J_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "health",
    /\b(cerebral palsy|paralysie cerebrale|paralisis cerebral|daltoni\w*|colou?r ?blind\w*|inmunodeprimid[oa]|immunodeprime\w*|immunocompromised|immunosuppress\w*|trasplante|transplant\w*|greffe|jambe artificielle|pierna artificial|artificial (leg|arm)|lexapro|escitalopram|zoloft|effexor|the dose|la dose|la dosis|chemo|chimio|quimio|sloan kettering|oncolog\w*)\b/,
  ],
  [
    "national_origin",
    /\b(demande d'asile|demandeur d'asile|asylum seeker|solicitante de asilo|statut (n'etait |etait )?(pas )?regle|garifuna|la precaria|residencia precaria|migraciones|ppt|permiso por proteccion|skilled worker visa|tier 2)\b/,
  ],
  [
    "religion",
    /\b(hiyab|hijab|velo islamico|foulard|voile|kippa|deacon|diacono|diacre|bible study|estudio biblico|cofradia|hermandad)\b/,
  ],
  [
    "age",
    /\b(leaving cert|junior cert|a levels|gcse|bac|bachillerato|babby|only a baby|just a kid|expo 67|generation de|generacion de)\b/,
  ],
  [
    "union",
    /\b(asu|fgtb|csc|cgslb|acv|abvv|(union|asu|fgtb|csc|staff|shop|our) delegate|delegue (fgtb|csc|du personnel|cgt|syndical)|delegad[oa] (sindical|del personal|de (la )?(asu|ugt|ccoo))|shop ?stewards?|union meetings?|rep on (our|the) floor|branch meetings|reunions du personnel)\b/,
  ],
  [
    "politics",
    /\b(the greens|greens|how to vote cards|parti quebecois|porte a porte|milita|militaba|milite|la campora|los actos)\b/,
  ],
  [
    "criminal",
    /\b(time in gp|general penitentiary|spent (a little |some )?time in|turn (him|his|her) life around|turned (his|her|their) life around)\b/,
  ],
  [
    "finances",
    /\b(trouble with a loan|bank was calling|the bank (kept )?call(ing|ed) (the office|work)|cobranza|la llamaban de (la cobranza|el banco)|dicom|huissier|collections? agency|debt collectors?)\b/,
  ],
  [
    "pregnancy",
    /\b(rqap|maternity leave|conge (de )?maternite|conge parental|licencia (de|por) maternidad|fuero maternal|permiso de maternidad|quand le petit est arrive|when the baby (came|arrived)|cuando nacio (el|la) (bebe|nene|nena))\b/,
  ],
];

/**
 * Families found missing by held-out set K (a fifteenth and sixteenth writer), measured before this
 * list: RSI and dictation software, Tourette's and tics, a stammer and speech therapy, radiotherapy
 * ("séances de rayons", "las quimios"), a parent in a care home (EHPAD), a cane after an accident,
 * "pure laine", size and build ("a big lass", "rondouillard"), the veil and food rules, generation
 * markers (Gen X, fax machines, cassettes, rotary phones), pregnancy idioms ("la dulce espera",
 * "retrait préventif"), sick leave ("con licencia"), the National Guard, Sainte-Anne (a psychiatric
 * hospital).
 */
export const K_CUES: readonly [ProtectedCategory, RegExp][] = [
  [
    "health",
    /\b(rsi|repetitive strain|dictation software|logiciel de dictee|tourette\w*|tics?|begaie|begaye|begaiement|stammer\w*|stutter\w*|tartamud\w*|orthophonist\w*|speech therap\w*|logopeda|fonoaudiolog\w*|seances? de rayons|radiotherap\w*|radioterapia|quimios?|chimios?|chemos?|cane since|with a cane|avec une canne|une canne|un baston|con baston|walking stick|sainte anne|psychiatric|psychiatrique|psiquiatric[oa]|con licencia medica|estuvo( \w+){0,5} con licencia|de licencia (medica|por enfermedad)|licencia medica|arret maladie|sick leave|baja medica|incapacidad)\b/,
  ],
  [
    "marital_family",
    /\b(en ehpad|(sa|son|his|her|su) (mere|pere|mother|father|mum|mom|dad|madre|padre|mama|papa) (est|is|esta) (en|in|at)\b)/,
  ],
  [
    "appearance",
    /\b(big lass|big girl|big lad|big fella|big boy|rondouillard\w*|nounours|costaud|pas tres grand|pas tres grande|un peu rond\w*|grandote|gordo|gorda|tall lass|wee lass)\b/,
  ],
  [
    "national_origin",
    /\b(pure laine|de souche|quebecois pure laine|du lac saint jean|bleuet|indefinite leave|482 visa|permis ferme|windrush)\b/,
  ],
  [
    "religion",
    /\b(velo|voile|no come cerdo|ne mange pas de porc|doesn't eat pork|no pork|halal|kosher|pelerinage|peregrinacion|pilgrimage|virgen de guadalupe|(a|la) basilica de guadalupe)\b/,
  ],
  [
    "age",
    /\b(gen ?x(er|ers)?|generation x|generacion x|millennial\w*|gen ?z|boomers?|soixante huitard|fax machines?|walkman|casete|cassettes?|telefono de disco|rotary phone|de la epoca del|de l'epoque (du|des))\b/,
  ],
  [
    "pregnancy",
    /\b(dulce espera|estado de buena esperanza|retrait preventif|(was|is|she's) expecting (a baby|her first|his first|twins|again)|embarazad[oa])\b/,
  ],
  [
    "military",
    /\b(guardia nacional|national guard|garde nationale|la legion|legionnaire|the reserves|army reserve|reservist\w*|lo activaron|was called up|deployed (to|overseas)|desplegad[oa])\b/,
  ],
];
