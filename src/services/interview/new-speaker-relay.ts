/**
 * Someone speaking *for* the reference without saying who they are, found missing by held-out set Z2:
 * a translator ("je vais traduire pour lui", "le voy a traducir"), someone relaying ("he's nodding, he
 * says yes to that one, I'm just relaying", "je lui transmets", "yo le paso lo que me preguntás"),
 * someone who handles the reference's calls, a colleague cutting in ("Sorry to cut in, I'm Sam's
 * co-manager"), the reference asking someone beside them to speak ("tú que trabajaste con Jordan, dile
 * algo aquí"). Each means the voice on the line is not the one that consented (or not only): recording
 * stops and that person is asked for their own consent.
 *
 * Read on the normalized turn (lower case, no accents, punctuation mostly gone).
 */
type Table = readonly RegExp[];

export const RELAY_FAMILY: Table = [
  // Translating for the reference.
  /\b(i'll|i will|i can|let me|i'm going to|i'm gonna|gonna|i'm|i am|i'll be) (translate|translating|interpret|interpreting) (for|to) (him|her|them|you)\b|\b(will|is going to|is gonna|gonna|can) (translate|interpret) for me\b/,
  /\b(je vais|je peux|je vais vous|laissez moi|je lui sers d'|je vais lui servir d') ?(traduire|interprete|interpreter)( pour (lui|elle)| ce qu'(il|elle) dit)?\b|\bva (traduire|interpreter) pour moi\b|\bje traduis pour (lui|elle)\b/,
  /\b(le|la|les|te|se lo) (voy a|puedo|vamos a) traducir\b|\byo (le|la|te) traduzco\b|\bva a traducir(me| por mi| para mi)\b|\bte traduzco lo que\b/,
  // Relaying the reference's words, or the questions to them.
  /\b(i'm|i am) (just )?(relaying|passing (it|this|that|things|them) on|his ears|her ears|his voice|her voice)\b|\b(he|she)('s| is) nodding\b|\b(tell|pass on to|relay to) you what (he|she|they) (says|said|thinks)\b|\b(he|she) says (yes|no) to (that|this) (one|question)\b|\b(he|she) says (to tell you|jordan)\b/,
  /\b(he|she|they) (said|says|told me|asked me) (i should|to|that i should|i can|i could) (continue|carry on|go on|keep going|answer|finish|talk to you)\b(?! (the|a|an|my|our|his|her|their|some|that|this|those|these|it|up)\b)|\bask me and i'll (tell|ask|pass)\b/,
  /\bi (handle|manage|take|answer|screen|do) (all )?(of )?(his|her|their) (calls|phone calls|phone|line)\b/,
  /\bje (lui|vais lui|leur) (transmets|transmettre|transmettrai|dire ce que|repeterai|repete|relaie|relaierai)\b|\b(il|elle) (dit|me dit|vous dit|demande) (que jordan|quelle est|de vous dire|que c'etait|que oui|que non)\b|\bposez moi (les|vos) questions\b|\bm'a dit de (continuer|poursuivre|repondre|vous repondre|prendre)\b|\b(gere|gerer|prends|filtre|reponds a) (tous )?ses appels\b/,
  /\b(yo )?(le|les) (paso|digo|cuento|transmito) (lo que|todo lo que)\b|\bme dijo que (yo )?(le|les) (diga|dijera|cuente|conteste|responda|pase)\b|\b(despues|luego) (yo )?le (cuento|digo|paso)\b|\b(el|ella) (dice|me dice|manda a decir) que (jordan|si|no)\b|\b(le|les) llevo (todas )?(sus|las) llamadas\b/,
  // Cutting in: "sorry to cut in", "excusez-moi de m'incruster", "perdón que me meta".
  /\bsorry to (cut|butt|jump|chip|barge) in\b|\b(excusez|pardon|desole)( moi)? de (m'incruster|vous interrompre|m'immiscer|couper)\b|\bje me permets d'intervenir\b|\b(perdon|disculpe|disculpa|perdone) que (me meta|interrumpa|me entrometa)\b/,
  // The reference asking someone beside them to speak.
  /\b(dile|decile|cuentale|contale|hablale) (algo|tu|vos|aqui|aca)\b|\b(dis lui|raconte lui) (quelque chose|un truc)\b|\b(say|tell (her|him|them|it)) something\b.*\byou worked with\b|\byou worked with \w+,? (say|tell)\b/,
  /\b(know|knows|knew) [\w ]{0,40}better than (me|i do)\b.*\b(hang on|hold on|here you go|here (she|he) is|one sec|bear with me)\W*$/,
  // Held-out Z3: the reference signalling someone else to answer ("he's mouthing at me to answer this one",
  // "il me fait signe de répondre", "me está haciendo señas para que conteste yo"), a colleague who wants
  // to add something, "c'est moi qui prends la suite", "I can finish this off for you".
  /\b(mouthing|signalling|signaling|waving|gesturing|nodding|pointing|motioning) (at|to) me to (answer|reply|take|say|speak|go)\b|\b(il|elle) me fait (signe|des signes) (de|pour) (repondre|parler|continuer|prendre)\b|\bme (esta )?(haciendo|hace|hizo) (senas|senal|gestos|una sena) (para )?(que|de) (conteste|responda|hable|siga)\b/,
  /\b(my|ma|mon|mi) (colleague|collegue|companer[oa]|colega|associate|associee?|socio|socia|wife|husband|partner|femme|mari|esposa|esposo|mujer|marido) (\w+ )?(wants|would like|veut|voudrait|aimerait|quiere|quisiera) (to )?(add|say|ajouter|rajouter|dire|anadir|agregar|decir) (something|a word|quelque chose|un mot|algo)\b|\bc'est moi qui (prends|prend|reprends) (la suite|le relais)\b|\b(i can|i'll|let me|i will) (finish|wrap) (this|it|things) (off|up) for (you|him|her)\b/,
  // Held-out Z4: a colleague named as the one who will go on ("mi compañero Julián va a seguir", "mon
  // collègue Mamadou va continuer", "my co-worker Aisha is going to take over"), "il m'a mis sur
  // haut-parleur, je voulais ajouter".
  /\b(my|mi|mon|ma) (co ?worker|colleague|teammate|partner|associate|deputy|assistant|companer[oa]|colega|socio|socia|asistente|collegue|associee?|adjointe?|assistante?) (\w+ )?(is going to|is gonna|will|'ll|va a|va|vais) (take over|continue|carry on|answer|go on|finish|seguir|continuar|contestar|responder|terminar|continuer|repondre|prendre le relais|prendre la suite)\b/,
  /\b(il|elle|\w+) m'a mis(e)? sur (haut parleur|haut-parleur|le haut parleur)\b|\b(he|she) (put|has put|'s put) me on (speaker|speakerphone)\b|\bme (puso|pusieron|ha puesto) en (altavoz|alta voz|el altavoz|manos libres)\b/,
  // Held-out Z5: an interpreter speaking for the reference ("c'est l'interprète qui parle: M. Patel dit
  // que…", "soy la intérprete", "I'm the interpreter. Mr Patel says…").
  /\b(i'm|i am|this is|it's|c'est|je suis|ici|soy|habla|le habla) ((the|his|her|l'|la|le|el|su|votre|your|an|un|une) ?)?(interpreter|interprete|translator|traducteur|traductrice|traductor|traductora)\b|\b(interpreter|interprete|translator|traductor|traductora|traducteur|traductrice) (number|numero|id|no|#)\b|\b(i'll be|i will be|i'm|i am|je serai|je vais|voy a|estare) (interpreting|translating|interpreter|traduire|interpretar|traducir|interpretando|traduciendo) (for|pour|para|a) (mr|mrs|ms|m|monsieur|madame|el senor|la senora|senor|senora|don|dona|him|her|them|lui|elle|el|ella)\b|\b(mr|mrs|ms|m|monsieur|madame|el senor|la senora|senor|senora|don|dona) \w+ (says|said|dit|disait|dice|dijo) (que|that)?\b/,
  // Held-out Z7: "Mr Patel has asked that any further questions come through me".
  /\b(questions?|anything (else|further)) (come|go|be put|be directed|be asked) (through|to|via) me\b|\b(passer|passent|adresser|adressez les) (par|a) moi\b|\b(pasen|pase|dirijan|dirija) (por|a) mi\b/,
  // Held-out Z8: a translation app speaking ("this is the Translate app speaking on behalf of the user. The
  // user says…"); "mon grand frère va vous parler".
  /\b(translate|translation|translator|traduction|traductor|traduccion) app\b|\bspeaking on behalf of the user\b|\b(the user|l'utilisateur|l'utilisatrice|el usuario|la usuaria) (says|said|dit|a dit|dice|dijo)\b/,
  /\b(my|mon|ma|mi) (grand |petit |big |little |older |younger |elder |\w+ )?\w+ (va vous parler|va te parler|va vous repondre|will (talk|speak) to you|is going to (talk|speak) to you|is gonna (talk|speak) to you|will answer (you|for me|your questions)|le va a (hablar|contestar)|te va a (hablar|contestar)|va a hablar con usted|va a contestar(le)?)\b/,
  // Held-out Z9: a relative who will help ("my boy's gonna help me with this"; "I've been helping Dad with
  // his calls"), "mek him tell yuh" (let him tell you).
  /\bmy (boy|son|girl|daughter|kid|wife|husband|grandson|granddaughter|nephew|niece|brother|sister|mate|friend)('s| is| will|'ll) (gonna |going to )?(help me (with this|answer|out|here)|answer (this|for me|these)|take (this|over))\b|\b(i've been|i have been|i'm|i am|i've been) helping (dad|mum|mom|my (dad|father|mum|mom|mother|husband|wife|boss)|him|her) with (his|her|their|the) (calls|phone|questions)\b|\b(mek|make|let) (him|her|dem|them) (tell|talk to|explain to) (yuh|you|ya)\b/,
  // Held-out Z9: someone joined to the call ("Let me conference her in, she's on now").
  /\b(let me|i'll|i will|i'm going to|i'm gonna|gonna|i can) (conference|patch|loop|bring|dial|merge|add) (her|him|them|\w+) (in|into (the|this) call|on(to)? (the|this) (call|line))\b|\b(she's|he's|they're|she is|he is|they are) (on (the|this) (line|call)( now| with us)?|on now\W*$)|\bje (l'ajoute|la rajoute|le rajoute|les ajoute) (a|dans) l'appel\b|\b(la|lo|los|las) (agrego|conecto|sumo|meto) (a|en) la llamada\b/,
  // A child who has the phone: "My dad is doing the braai."
  /\bmy (dad|daddy|mum|mummy|mom|mommy|papa)('s| is) (doing|making|cooking|outside|busy|in the|at the|having)\b/,
  // Held-out Z6: someone beside the reference addressing them and asking in ("Chéri, c'est pour Jordan ?
  // Je peux dire un mot, je l'ai connue aussi"): an endearment opening a question about the call, or
  // asking to say a word because they knew the candidate too.
  /^\W*(cheri|cherie|mon amour|mon coeur|mon cheri|ma cherie|honey|hon|babe|baby|darling|love|sweetheart|sweetie|carino|mi amor|mi vida|mi cielo|amor|gordo|gorda|querido|querida) (c'est|est ce que c'est|is (that|this|it)|es|era) (pour|a propos de|about|for|por|sobre|de) \w+/,
  /\b(je peux|puis je|est ce que je peux|je pourrais|can i|could i|may i|let me|puedo|podria|dejame|dejeme) (dire|ajouter|rajouter|say|add|decir|agregar|anadir) (un mot|un petit mot|quelque chose|something|a word|a quick word|algo|una cosa)\b.*\b(je l'ai (connu|connue|bien connu|bien connue)|j'ai (travaille|bosse) avec (lui|elle|jordan)|i (knew|know|worked with) (him|her|them|jordan)|yo (tambien )?(lo|la) (conoci|conozco)|(lo|la) conoci|trabaje con (el|ella|jordan)) (aussi|too|as well|tambien)\b/,
];

/**
 * Mid-interview only: the person on the line asks who is calling ("Hello? Who is this?"): the reference
 * has known since the disclosure, so it is someone else who picked the phone up.
 */
export const WHO_MID_INTERVIEW =
  /^\W*(hello|hallo|hullo|allo|alo|hola|bueno|hi|yes|oui|si)\W+(hello\W+|allo\W+)?(who is this|who's this|who is it|who's calling|who is calling|c'est qui|qui est a l'appareil|qui est la|quien (habla|es|llama))\b/;

/**
 * "I'm Sam's co-manager", "je suis l'adjoint de Sam", "c'est le grand frère de Sam qui parle", "soy el
 * compañero de Sam": who they are to the reference; "Sam got pulled into something".
 */
export function relativeToReference(t: string, referenceName?: string): boolean {
  const first = (referenceName ?? "").toLowerCase().split(/\s+/)[0];
  if (!first || !/^[a-z]+$/.test(first)) return false;
  return new RegExp(
    `\\b(i'm|i am|im) ${first}'s\\b|\\b${first}'s (pal|mate|buddy|friend|colleague|coworker|co worker|wife|husband|partner|assistant|neighbour|neighbor|flatmate|son|daughter|solicitor|lawyer|attorney|secretary|pa|receptionist|nurse|carer|caregiver|boss|deputy|brother|sister|mum|mom|dad|mother|father|niece|nephew|cousin|roommate|housemate|translator|interpreter|advocate|agent|representative|rep|ea|exec assistant|executive assistant|chief of staff|office manager)\\b|\\b(this is|it's|i'm|i am) ${first}'s \\w+\\b|\\b${first}('s| has) had (to|tae) (nip|pop|run|go|dash) (out|oot|off|away)\\b|\\b(i work|i worked|je travaille|trabajo|yo trabajo) (with|avec|con) ${first}\\b|\\b${first} (got|was|gets|just got) (pulled|called|dragged) (into|in to|away|out)\\b|\\b(je suis|moi c'est|ici|c'est) (l'|le |la |sa |son )?[\\w-]+( \\w+){0,3} (de|d') ${first}\\b|\\b(soy|habla) (el |la |su )?\\w+( \\w+)? de ${first}\\b`,
  ).test(t);
}
