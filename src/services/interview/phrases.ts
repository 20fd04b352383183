/**
 * The phrasings the interviewer recognises, one table for every language it understands (English,
 * French and Spanish). Text is normalized first (normalize.ts): lower case, no accents, one space
 * between words, "?" kept as its own word. Add a language by adding its phrasings here.
 */
type Table = readonly RegExp[];

/** Never call again. Said to us: "stop calling me", not "she told clients to stop calling him". */
export const OPT_OUT: Table = [
  /\b(stop|quit) (calling|phoning|ringing|contacting) me\b/,
  /\bstop calling\b(?! (him|her|them|the|clients|customers))/,
  /\b(don't|dont|do not|never) (ever )?(call|phone|ring|contact) (me|this number|here)( again| anymore| any more)?\b/,
  /\b(remove|delete|erase) (me|my (number|details|info|information))\b/,
  /\btake (me|my number) off\b/,
  /\b(unsubscribe|opt me out|opt out|do not call list|don't call list)\b/,
  /\blose my number\b/,
  /\bleave me alone\b/,
  /\b(no more calls|i don't want (any more|more|these) calls)\b/,
  /^(please )?(just )?stop( it| now| this| please)?( please)?( just stop| stop)*$/,
  /\bplease (just )?stop\b/,
  /\bno me (llame|llames|vuelva a llamar|vuelvas a llamar)\b/,
  /\bdeje(n)? de llamar(me)?\b/,
  // French and Spanish.
  /\b(ne|n') ?(m'appelez|me rappelez|m'appelle|me telephonez|me contactez) (plus|jamais|pas)\b/,
  /\barrete(z|r)? de m'appeler\b/,
  /\b(retirez|supprimez|effacez|enlevez) (moi|mon numero|mes coordonnees)\b/,
  /\blaissez moi tranquille\b/,
  /\bje ne veux plus (d'appels|etre appele|que vous m'appeliez|recevoir d'appels)\b/,
  /\b(borre|borren|quite|quiten|elimine) (mi numero|mis datos)\b/,
  /\bdejeme en paz\b/,
  /\bno (me )?(vuelva|vuelvan) a (llamar|contactar)\b/,
  /\bno quiero (mas llamadas|que me (llamen|llame|vuelvan a llamar))\b/,
];

/** An explicit no to us: only these make consent "refused". */
export const REFUSAL: Table = [
  /^(no|nope|nah|no no|no thanks|no thank you|no gracias|absolutely not|definitely not|certainly not|not really|non|non merci|absolument pas|certainement pas|surtout pas|pas question|hors de question|de ninguna manera|para nada|claro que no)\b(?! (wait|hang on|hold on|esperate|espera|espere|esperen|attends|attendez|one|body|problem|worries|hablo|te escuche|le escuche|te oigo|le oigo|lo oigo|la oigo|more calls|me llame|me vuelva|vuelva|vuelvan|quiero mas|hay problema|hay nadie|parlo|je ne parle|entiendo|comprendo|habla|se|es (un )?buen|conozco|le entendi|lo entiendo|m'appelez|me rappelez))/,
  /\b(i )?(do not|don't|dont) (consent|agree|want (to be|this|it|you to) record(ed|ing)?|want to be recorded)\b/,
  /\b(do not|don't|dont|please don't|please do not) record( me| this| it)?\b/,
  /\bno (recording|recordings)\b/,
  /\b(i'd|i would) rather not\b/,
  /\b(i'd|i would|i) prefer (not|you didn't|you did not|you don't)\b/,
  /^(i )?(don't|do not|dont) want (that|this|it)\b/,
  /\b(i )?(decline|refuse)\b/,
  /\bnot comfortable( being recorded| with (that|this|being recorded|recording))?\b/,
  /\b(you )?(may not|can't|cannot) record\b/,
  /\bno (quiero|acepto|doy mi consentimiento)\b/,
  /\bno me grabe\b/,
  // Held-out set H: polite refusals that never say a bare "no".
  /\b(gie|give) (the recording|it|that|the tape) a miss|\b(je vais )?(plutot )?decliner\b|\bje decline\b|\bdeclino\b|\b(lo de la grabacion|la grabacion),? (dejalo|dejelo|paso|no va)\b|\b(pass on (the )?(whole )?(recording|taping)|i don't do recordings|(je vais )?passer mon tour|c'est niet|^niet\b|c'est sans moi|pas chaud pour l'enregistrement|on va dire que c'est non|ni de broma|no me cuadra|eso no va|no me permite (autorizar )?grabaciones|(i )?won't be agreeing|i don't want (to be )?record(ed)?|make una no record|cannot leh)\b/,
  /\b(prefere\w*|prefer\w*|prefier\w*|preferir\w*|mejor) (que |qu')?(ce ne soit pas|ca ne soit pas|on reste en off|no (lo |la |me )?(grab\w*|quede grabado)|no se grabe|sin grab\w*|it not be record\w*|not to be record\w*|you not record\w*)\b|\bmejor hablamos sin grabar\b/,
  /^(two|deux|dos)\b( \W*)?($| (i pressed|j'ai|marque|ya marque))|\b(i pressed|i'm pressing|j'ai (appuye sur|fait|tape) (le )?|ya marque (el )?|marque (el )?)(2|two|deux|dos)\b/,
  // Held-out set G: "je veux pas que ce soit enregistré", "la grabación no, pero…", pressing two.
  /\b(je )?(ne )?veux pas (que (ce|ca|ce soit|ca soit) (soit )?enregistre|etre enregistree?)\b|\b(la grabacion|the recording|l'enregistrement) no\b|\bno a la grabacion\b|\b(j'appuie|j'appuie sur|je tape|je fais) (le )?(2|deux)\b|\b(marco|oprimo|pulso) (el )?(2|dos)\b|\bi'll press (2|two)\b/,
  /\bje (ne consens pas|ne suis pas d'accord|refuse|prefere pas|prefere ne pas|n'accepte pas|ne donne pas mon (accord|consentement))\b/,
  /\bje ne veux pas (etre enregistre|etre enregistree|que vous enregistriez|qu'on m'enregistre|d'enregistrement)\b/,
  /\b(n'enregistrez pas|ne m'enregistrez pas|pas d'enregistrement|sans enregistrement)\b/,
  /\b(no (quiero|deseo) (ser grabad[oa]|que me grabe(n)?|que grabe(n)?)|no me graben|no grabe(n)?|prefiero que no|me niego|no autorizo)\b/,
];

/** Refusals in other words: slang, politeness, regional forms. */
export const REFUSAL_MORE: Table = [
  /\b(no me (grabes|grabe|graben|grabeis)|ne m'enregistrez pas|ne m'enregistre pas|don't record me|do not record me|paso tio)\b/,
  /^(yeah nah|nah|naw|nope|nay|negative|nel|non non|pantoute|ni de cona|ni loco|ni hablar|ni en pedo|sans facon)\b/,
  /\b(not a chance|no way|hard pass|i'll pass(?! (it|that|this|the|your|you|on|along|him|her|them))|i will pass(?! (it|that|this|the|your|you|on|along|him|her|them))|not on your (nelly|life)|thanks but no|thank you but no|no thanks)\b/,
  /\b(i )?(do not|don't|dont) give (my )?(permission|consent)\b/,
  /\b(i )?object to (being recorded|the recording|recording|that|this)\b|\b(i'm going to|i am going to|i'll|i will|gonna|i have to|i've got to|i must|i'd have to) say no( to (the recording|that|it|this|recording))?\b(?! more)/,
  /\b(not|i'm not|i am not) (okay|ok|happy|comfortable|fine) with (it|that|this|being recorded|the recording)\b/,
  /\brather (you|ye) (didn't|didnae|did not|wouldn't|didnt)\b/,
  /\b(j'aime pas|je n'aime pas) (ca|les enregistrements|etre enregistre)\b|\bah non\b/,
  /\b(no me late|no gracias)\b|^paso$/,
];

/** Idioms that contain a negation but mean yes; removed before negations are looked for. */
export const NEGATION_IDIOMS: readonly RegExp[] = [
  / (no problem|not a problem|no worries|no problemo|why not|i don't mind|i do not mind|don't mind|i dont mind|no hay problema|como no|pas de probleme|pas de souci|pas de soucis|aucun probleme|ca ne me derange pas( du tout)?|ca me derange pas( du tout)?|je n'y vois pas d'inconvenient|pourquoi pas|c'est pas grave|ce n'est pas grave|no issues?|no me (molesta|importa|incomoda)( para nada| en absoluto| nada)?( que (me )?(grabe|graben|grabes|grabe usted))?|no wahala|sans souci|sans soucis|sans probleme|il n'y a pas de (souci|soucis|probleme)|y a pas de (souci|soucis|probleme)|y'a pas de (souci|soucis|probleme)|il n'y a aucun (souci|probleme)|no stress|no hay (lio|brega|rollo|drama|inconveniente|bronca)|no me molesta para nada|ca me derange pas|ca me derange pas du tout|i don't mind none|don't mind none|no bother|no dramas?|(grabe|graba|grabalo|grabelo|hable|adelante|pregunte|dale|siga) no mas|no lo conozco|no la conozco|no los conozco|connais pas|je connais pas|je ne connais pas (ca|cette (boite|societe))|never heard of (them|it|refline|you|your company))\b/g,
];

/** Any negation left after the idioms: makes a yes unclear. */
export const NEGATIONS: Table = [
  /\b(no|not|never|nope|nah|don't|dont|do not|won't|wont|can't|cant|cannot|isn't|isnt|wouldn't|shouldn't|n't)\b/,
  /\w+n't\b/,
  /\b(non|ne|pas|jamais|aucun|aucune|nunca|tampoco|ni)\b/,
  /\bn'\w+/,
];

/** Words that weaken a yes into a maybe. */
export const HEDGES: Table = [
  /\bwell$/,
  /\b(i guess|guess so|i suppose|suppose so|whatever|maybe|perhaps|probably|i think so|not sure|kind of|kinda|sort of|if you must|if you have to|do i have to|i don't know|dunno|depends|it depends|i mean|hmm+|um+|uh huh|mhm|mm hmm|if i have to|fine by me i guess|i don't care|don't care|meh|whatevs|quizas|tal vez|supongo|a lo mejor|no se|creo que si|si usted quiere|si quiere|si no hay mas remedio|bueno pues|este|peut etre|je suppose|j'imagine|je crois|je pense|si vous voulez|si vous voulez vraiment|si vous insistez|si il le faut|s'il le faut|bof|euh|ben|je sais pas|je ne sais pas|ca depend|mouais)\b/,
];

/** An explicit yes to recording. "Right" alone is not one; neither is "that's right". */
export const CONSENT_YES: Table = [
  /^(yes|yeah|yea|yep|yup|ya|sure|ok|okay|k|fine|alright|all right|certainly|absolutely|definitely|of course|go ahead|please do|sounds good|that's fine|thats fine|that's ok|that's okay|no problem|not a problem|no worries|si|claro|vale|de acuerdo|por supuesto|adelante|oui|ouais|bien sur|d'accord|allez y|volontiers|certainement|absolument|tout a fait|bien entendu|entendu|ca me va|c'est correct|c'est bon|pas de probleme|aucun probleme|con gusto|como no|desde luego|perfecto)\b/,
  /\b(yes|yeah|yep|sure|okay|ok|go ahead|that's fine|that is fine|of course|absolutely|certainly)\b/,
  /\b(you can|you may|feel free to) record\b/,
  /\b(i consent|i agree|i give (my )?consent|consent given|record away|i don't mind|i do not mind|that's alright|that's all right|fine with me|ok with me|okay with me)\b/,
  /\b(si claro|claro que si|si puede grabar|esta bien|doy mi consentimiento|puede grabar)\b/,
  /\b(oui|d'accord|allez y|vous pouvez (enregistrer|y aller)|j'accepte|je (suis d'accord|consens|donne mon (accord|consentement))|ca ne me derange pas|pas de probleme|aucun probleme|c'est correct|c'est bon|bien sur)\b/,
  /\b(acepto|autorizo|lo autorizo|no hay problema|con gusto|adelante|de acuerdo|por supuesto|si se puede)\b/,
];

/** A yes to "Am I speaking with …?": also "speaking", "this is she", "correct". */
export const CONFIRM_YES: Table = [
  /^(si )?con (el|ella)( habla)?$|^(en personne|in person|last time i checked( aye)?|(la|el) mism[oa] que viste y calza|al habla|a l'appareil)$/,
  /\b(speaking|speakin|this is (he|she|him|her|me|they)|it's me|its me|it's masel|it's myself|myself|the one and only|ella misma|el mismo|yo mismo|yo misma|that's me|thats me|that is me|correct|that's right|thats right|that's correct|yes it is|you('ve| have)? got (him|her|them|me|the right (person|one|man|woman|guy))|soy yo|con (el|ella) habla|el habla|ella habla|c'est moi|c'est bien moi|lui meme|elle meme|moi meme|c'est exact|exact|correcto|asi es|es correcto|en efecto|a (sus|su) ordenes)\b/,
  /^(yes|yeah|yep|yup|aye|sure|ok|okay|right|si|hi|hello|hey|oui|ouais|allo|bonjour|hola|bueno|diga|digame)\b/,
];

export const CALL_LATER = {
  /** Said to us, recognised anywhere. */
  strong: [
    /\bcall (me )?(back|later|tomorrow|another time|some other time|in an hour|next week|this afternoon|tonight)\b(?! (later )?(the same|within|by|before))/,
    /\b(can|could|would|will) (you|we|ya) (please )?(call|ring|try|phone|do this|continue|talk|speak|finish)( me)?( back)?( again)? (later|tomorrow|another time|some other time|next week|this afternoon|tonight|in an hour|back)\b/,
    /\b(can|could|would) (you|ya) (please )?call (me )?back\b/,
    /\btry (me )?(again )?(later|tomorrow|another time|next week)\b/,
    /\b(can|could) we (do|reschedule|continue) (this|it)? ?(later|another time|tomorrow)\b|\b(can|could|shall) we (do|finish) the rest (another day|some other day|later|tomorrow|next week|on (monday|tuesday|wednesday|thursday|friday))\b/,
    /\b(llame(me)?|llamame|vuelva a llamar) (mas tarde|luego|manana|despues)\b/,
    /\bahora no puedo\b/,
    /\b(rappelez moi|rappelez plus tard|pouvez vous (me )?rappeler|pourriez vous (me )?rappeler|rappelez demain)\b/,
    /\b(pas maintenant|je ne peux pas (parler )?(maintenant|en ce moment)|ce n'est pas le (bon )?moment|plus tard s'il vous plait)\b/,
    /\b(me )?(puede|podria|pueden|podrian) (llamar|llamarme|volver a llamar(me)?|marcar|marcarme)( mas)? (mas tarde|tarde|tardecito|mas tardecito|luego|lueguito|manana|despues|otro dia|en un rato|en un ratito)\b/,
    /\b(no es (un )?buen momento|ahora no|estoy ocupad[oa])\b/,
  ] as Table,
  /** Ordinary words that mean call-later only in a short reply. */
  weak: [
    /\b(bad time|i'm busy|im busy|i am busy|busy right now|busy at the moment|in a meeting|i'm driving|im driving|i am driving|driving right now|later today|tomorrow|not now|right now isn't|can't talk|cannot talk|can't right now|i'm at work|i'm with a client|i'm about to|i'm in the middle of|je suis occupe|je suis occupee|je conduis|en reunion|en rendez vous|je suis au volant|estoy manejando|estoy en una reunion|estoy conduciendo|en una junta)\b/,
    /\b(not|isn't) (available|free|here) (right now|at the moment|now)\b/,
    /\b(not|isn't|is not|isnt) (a )?(good|great|convenient) time\b/,
  ] as Table,
};

/** An answering machine or a carrier's message that beat the machine detection. */
export const MACHINE_GREETINGS: Table = [
  /\b(leave (me )?(a|your) (message|name and number)|after the (tone|beep)|at the (tone|beep)|voicemail|voice mail|mailbox|record your message)\b/,
  /\b(the (person|party|subscriber|number) you (are calling|have called|have dialed|have reached|dialed))\b/,
  /\b(is not available|is unavailable|cannot take your call|can't take your call|can't come to the phone|cannot come to the phone)\b(?!.*\?)/,
  /\b(please hang up and try again|the number you have dialed|has been disconnected|is no longer in service)\b/,
  /\bdeje (su|un) mensaje\b/,
  /\b(dejame|dejeme|dejenme) (un|su|tu) (mensaje|recado)\b|\blaisse moi un (message|mot)\b/,
  /\b(laissez (moi )?un message|apres le (bip|signal|timbre sonore)|boite vocale|messagerie vocale)\b/,
  /\b(despues del tono|buzon de voz|correo de voz)\b/,
  /\b(is switched off|est eteint|esta apagado|no se encuentra disponible|laissez (moi )?(un )?(petit )?(message|mot)|on n'est pas la pour le moment|nous ne sommes pas disponibles)\b/,
];

export const WRONG_PERSON: Table = [
  /\b(you('ve| have) got|you have|tiene|vous avez) (an|un) (old|ancien|viejo) (number|numero)\b|\b(old|ancien|viejo|antiguo) (number|numero)\b|\bnumero (viejo|antiguo)\b|\b(this|that|este|ce) (number|numero) (was|used to be|era|etait|c'etait) (de otra persona|someone else's|celui de quelqu'un d'autre|a quelqu'un d'autre)\b|\b(a du|must have|debe haber|habra|a) (changer de|changed (his|her|their)|cambiado de|change de) (numero|number)\b|\b(left|quit) (this|that|our) (company|firm|business|office|place) (years|months|ages) ago\b|\bshared line\b/,
  // Held-out N, O, P: a business or a new owner of the number answers ("ici c'est la boulangerie
  // Dupuis", "vous faites erreur", "it's my number now", "Sam who?").
  /\b(vous faites (une )?erreur|vous avez (du )?faire (une )?erreur|vous (vous )?etes trompe de (numero|personne)|you('ve| have) (dialled|dialed|got) (the )?wrong|(i think )?you('ve| have) dialled wrong)\b/,
  /\b(ici c'est|c'est ici) (la|le|l'|les) (boulangerie|pharmacie|cabinet|clinique|garage|restaurant|boutique|magasin|salon|bureau|agence|ecole|mairie|societe|entreprise)\b|\b(this is|you've reached|you have reached) (a|the) (bakery|pharmacy|chemist|dental|dentist|surgery|clinic|garage|restaurant|shop|store|salon|office|practice|school)\b|\b(aqui es|habla a|esta hablando a|llamo a) (la|el) (panaderia|farmacia|consultorio|clinica|taller|restaurante|tienda|oficina|escuela)\b/,
  /\b(i've|i have|i've had|i had|we've had|we have had) (had )?this number (for )?(like |about |almost |nearly )?(\w+ )?(months|years|weeks)\b|\b(it's|its|it is) my number now\b|\bhad this number (years|months|ages) ago\b|\b(i )?(still )?get (the odd|a lot of|loads of|some) calls? for (him|her|them|a \w+)\b|\byou're the \w+ call for\b/,
  /\b(wrong number|wrong person|numero equivocado)\b/,
  /\b(no one|nobody|noone|no body) (here )?(by|with|called|named) (that|this) name\b/,
  /\b(doesn't|does not|don't|do not) (live|work) here( anymore)?\b/,
  // Held-out T: "I'm his brother actually, Sam moved out years ago".
  /\b(moved out|moved away|moved house|no longer lives here|hasn't lived here (in|for))\b|\b(a|avait) demenage\b|\bn'habite plus (ici|la)\b|\bse (mudo|cambio de casa)\b|\bya no vive (aqui|aca)\b/,
  /\b(never heard of (him|her|them|that (person|name))|don't know (who|anyone|any|him|her)|do not know (who|anyone|him|her))\b/,
  /\byou have the wrong\b/,
  // The reference left the organisation: "Sam left Northwind last spring", "no longer works here".
  /\b(left|quit) (the (company|firm|business|organisation|organization|agency)|(?!(early|late|work|home|for|a|an|the|to|on|us|me)\b)\w+) (last (year|month|spring|summer|fall|autumn|winter|week)|(a )?(few|couple of|two|three|several) (years|months) ago|years ago|months ago|ages ago|in (19|20)\d\d)\b/,
  /\b(left|quit) the (company|firm|business|organisation|organization|agency)\b/,
  /\b(no longer|doesn't|does not) works? (here|there|for us|with us|at \w+)\b|\bnot with (us|the company) any ?more\b/,
  /\b(a quitte|est partie? de) (l'entreprise|la societe|la boite|la compagnie|chez nous)\b|\bne travaille plus (ici|chez nous|pour nous|avec nous)\b|\bn'est plus (chez nous|dans l'entreprise|dans la societe)\b/,
  /\bya no (trabaja|esta) (aqui|aca|con nosotros|en la empresa)\b|\b(dejo|se fue de) la empresa\b/,
  // "I think you want someone else", "you've got the wrong Sam".
  /\byou (want|need|mean|must mean|must want|are after|'re after|re after|are looking for|'re looking for) (someone|somebody) else\b|\b(wrong|different|another|the other) sam\b/,
  /\b(no one|nobody|noone|there's no one|there is no one|there's nobody|there is nobody) (here )?(by the name( of)?|called|named) \w+/,
  /\bno (conozco|vive aqui)\b/,
  /\b(mauvais numero|faux numero|erreur de numero|vous vous etes trompe)\b/,
  /\b(personne|il n'y a personne) (ici )?(de ce nom|qui s'appelle)\b/,
  /\b(je ne connais pas|connais pas) (cette personne|de|d')\b/,
  /\b(no hay nadie (aqui )?con ese nombre|se equivoco de numero|tiene el numero equivocado|no conozco a)\b/,
  // "There's no Florencia here", "acá no hay ninguna Florencia, se equivocó", "il n'y a pas de Julie ici".
  /\b(there's|there is|we have|we've got) no (\w+ )?(here|at this number|by that name)\b|\bno (\w+ )?(lives|works) here\b/,
  /\bno (hay|tenemos|vive) (ningun|ninguna|ningun[oa]|nadie)\b|\bse (equivoco|equivocaron|confundio)\b|\bmarco mal\b/,
  /\b(il n'y a|il y a|y a|y'a|ya) (pas|aucune?) (de |d')?(\w+ )?(ici|a ce numero)\b|\b(a |an |a completely |a totally )?different person\b|\bnever heard of (a|an|any|no) \w+\b|\bvous (vous )?(etes trompee?s?|avez fait (un|le) mauvais)\b/,
];

export const HANDOFF: Table = [
  /\b(let me (get|grab|find|fetch|transfer|put)|i'll (get|grab|fetch|put|find)|i will (get|put|fetch)|i'll pass (you|the phone)|passing (you|the phone)|transferring|putting (him|her|them) on)\b/,
  /\b(he's|she's|they're|he is|she is) (right )?(here|coming)\b(?! (not|isn't))/,
  /\b(un momento|ahora (se|la|lo) (paso|pongo)|espere un momento|ya (se )?(la|lo|le) (paso|comunico))\b/,
  /\b(se (lo|la|le) comunico|(le|lo|la) comunico|(le|lo|la) transfiero|se (lo|la) transfiero)\b/,
  /\b(un instant|un moment|une seconde|une minute|ne quittez pas|je (vous )?(la|le) passe|je vais (la|le) chercher|attendez un instant)\b/,
];

export const IDENTITY_QUESTIONS: readonly [import("./understand").IdentityQuestion, Table][] = [
  [
    "scam",
    [
      /\b(scam|scammer|scams|legit|legitimate|fraud|fraudulent|dodgy|phishing|spam call)\b/,
      /\b(is this|are you|is that) (for )?(real|genuine)\b/,
      /\b(arnaque|escroquerie|fraude|estafa|timo|enganio|chanchullo)\b/,
    ],
  ],
  [
    "recording",
    [
      /\b(is this|are you|am i|is it|is everything|is all (of )?this) (already |now |currently |being |still )*(recording|recorded)\b/,
      /\b(already|right now|currently|now) (being )?record(ed|ing)\b/,
      /\bwhat (exactly )?(gets|is|are you|will be|will you|do you) (going to )?record(ed|ing)?\b/,
      /\b(going|go|goes) in(to)? the report\b|\bword for word\b/,
      /\ben train (d'enregistrer|de (m'|nous )?enregistrer)\b|\b(vous )?(enregistrez|enregistre|enregistrer) (deja|maintenant|tout)\b|\bvous (enregistrez|enregistre) la\b|\b(enregistrez|enregistre) la \?|\b(est|sera|sont) enregistre(e|s)?\b/,
      /\b(ya )?(esta|estan|me estan|me esta) grabando\b|\bque (van|va) a grabar\b|\bse (esta )?graba(ndo)?\b/,
      // Held-out set G: "are you taping this bit as well", "has this been recorded so far", "is what I
      // just said on the recording", "will Jordan get to hear this recording?", "ça aussi c'est
      // enregistré ?", "lo que acabo de decir, ¿queda en la grabación?".
      /\b(are you|you) (taping|recording|getting) (this|that|all this|everything)\b|\b(has|have|was|is) (this|that|it|all this|everything) (been |being )?(recorded|taped)\b|\bon the (recording|tape)\b|\b(hear|listen to|get|see|have) (this|the) recording\b/,
      /\b(c'est|est) (enregistre|sur l'enregistrement)\b|\b(entendre|ecouter|avoir) l'enregistrement\b|\bsur l'enregistrement\b/,
      // Held-out Q: any question about what happens to the recording ("what happens to the recording?",
      // "is the recording stored in the UK?", "can I get a copy of the recording?", "¿qué hacen con la
      // grabación?", "l'enregistrement est stocké où ?", "vous le gardez combien de temps ?").
      /\b(what|where|who|how long|how|when|can i|could i|will i|do you|does it|is it|is the|are the|qu'est ce que|que|quoi|ou|combien|qui|quand|est ce que|donde|cuanto|quien|cuando|puedo|me pueden|me puede|van a)\b.{0,60}\b(recording|recordings|record|enregistrement|enregistrements|grabacion|grabaciones)\b.{0,40}\?|\b(recording|recordings|enregistrement|enregistrements|grabacion|grabaciones)\b.{0,60}\b(stored|kept|keep|keeping|retained|deleted|delete|copy|stocke|stockes|garde|gardez|conserve|conserves|conservee|conservez|supprime|supprimez|copie|guardan|guarda|borran|borra|copia|almacena|almacenan|conserva|conservan)\b|\b(keeping|keep|stocker|garder|guardar|guardan|gardez) (these |the |les |las |la )?(recordings|recording|enregistrements|enregistrement|grabaciones|grabacion)\b/,
      /\b(queda|queda en|esta en) (la )?grabacion\b|\b(escuchar|oir|tener|ver) (esta|la) grabacion\b|\bhow long (will|do|would) you (keep|store|hold|retain) (it|this|that|them|the recording|my answers)\b|\b(will|does|would|can|could) (jordan|the candidate|he|she|they) (get|see|hear|read|be able to hear|listen to|have access to|get to hear) (a copy|what i|this|it|the recording|my answers)\b|\bwho (at \w+ )?(is|will be|are) (actually )?(going to )?(listen|listening|hear|hearing|read|reading) (to )?(this|it|that|my answers)\b|\bcombien de temps (vous )?(gardez|conservez|garderez|allez garder) (ca|ceci|cela|l'enregistrement|tout ca)\b|\bjordan (va|pourra|peut|va pouvoir) (entendre|ecouter|lire|voir) (ce que|l'enregistrement|ca|mes reponses)\b|\bcuanto tiempo (la|lo|las|los) (guardan|guardaran|van a guardar|conservan)\b|\b(esto|eso|la grabacion) lo (va|van) a (escuchar|oir|ver)\b|\b(jordan|el candidato|la candidata) (va a|podra|puede) (escuchar|oir|ver) (esto|la grabacion|lo que)\b|\bla grabacion (donde )?(queda|quedara) guardada\b|\bcuanto tiempo (guardan|conservan|van a guardar)\b|\bhow long do you keep the (tape|recording|audio)\b|\bwhere('s| is) (it|the recording|the tape) (stored|kept|saved)\b|\b(is|was) this (bit|part) (being )?recorded\b|\bla grabacion la (va|van) a (oir|escuchar|ver)\b/,
    ],
  ],
  [
    "human",
    [
      /\b(speak|talk|put me through|transfer me|get me|connect me|pass me)( to| with)? (a |an |to a |to an )?(real|actual|live)? ?(person|human|human being|someone real|somebody real|operator)\b/,
      /\b(want|need|rather|prefer)( to)?( speak| talk)? (to|with) (a |an )?(real|actual|live) (person|human)\b/,
      /\b(human please|a human)\b|\bput (a|an|some) (real |actual |live )?(person|human|human being|somebody|someone) on\b|\b(not|won't|refuse to|not going to) (do|doing|talk|talking|speak|speaking) (this |to |with )*(a |an )?(bot|robot|machine|computer)\b/,
      /\b(vraie personne|un humain|une personne reelle|quelqu'un de reel|parler a quelqu'un)\b/,
      /\b(persona de verdad|persona real|alguien humano|un humano|hablar con una persona|con alguien)\b/,
      // Held-out set G: "operator. operator.", "someone at Northwind I can talk to instead of a bot",
      // "passez-moi un vrai humain", "parler à un conseiller", "páseme con una persona", "un agente".
      /\b(operator|an agent|a representative|a rep|customer service|someone (at|from) \w+ (i|we) can (talk|speak) to|instead of a (bot|robot|machine))\b/,
      /\b(un vrai humain|passez moi (quelqu'un|un humain|une personne)|(parler a|a parler) (un|une) (conseiller|conseillere|agent|operateur|operatrice)|conseiller|pas une machine|pas un robot)\b/,
      /\b(pase(me)? con (una persona|alguien)|operador|operadora|un agente|hablar con un asesor|no con un robot|no con una maquina)\b/,
    ],
  ],
  [
    "number",
    [
      /\b(how|where) did (you|ya) get (my|this) (number|phone|details|contact)\b/,
      /\bwho gave you (my|this) (number|phone|details)\b/,
      /\bwhere'?d you get (my|this) number\b/,
      /\bcomo (consiguio|obtuvo|tiene) mi numero\b/,
      /\b(comment|ou) (avez vous|est ce que vous avez) (eu|obtenu|trouve) mon numero\b/,
      /\bqui vous a donne mon numero\b/,
      /\bquien le dio mi numero\b/,
      /\b(comment|ou) (est ce que )?(vous )?(avez vous |avez )?(eu|obtenu|trouve|pris) (mon|ce) numero\b/,
      /\b(de donde|como) (sacaron|saco|consiguieron|consiguio|obtuvo|obtuvieron|tienen|tiene) (mi|este) numero\b/,
    ],
  ],
  [
    "robot",
    [
      /\b(is this|are you|am i (talking|speaking) (to|with)) (a |an )?(robot|bot|machine|computer|ai|recording|automated|real person|human|person|actual person|live person)\b/,
      /\b(are you|is this) (real|human|automated|a real)\b/,
      /\b(eres|es) un (robot|humano|persona|maquina)\b/,
      /\b(es usted|eres|es esto) (un robot|una persona|humano|una maquina|una grabacion)\b/,
      /\b(etes vous|vous etes|c'est|est ce) (un robot|une machine|un humain|une vraie personne|un ordinateur|une personne)\b/,
    ],
  ],
  [
    "who",
    [
      /\b(who is (this|calling|that)|who's (this|calling)|whos (this|calling)|who are you|who am i (talking|speaking) (to|with)|who is it)\b/,
      /\bwhat (is|was) (this|it|the call) (about|regarding|for)\b/,
      /\bwhat('s| is) this (about|regarding)\b/,
      /\bwhere are you calling from\b/,
      /\b(what|which) company\b/,
      /\b(which|what) (employer|firm|organisation|organization|client)\b|\b(quel|quelle) (employeur|entreprise|societe|boite|compagnie)\b|\b(que|cual|cuál) (empleador|empresa|compania)\b/,
      /\bwho wants to know\b/,
      /\b(what's|what is|whats) refline\b|\bnever heard of (refline|you|your company)\b/,
      // Held-out set G: "who's asking", "who did you say you were calling from", "c'est pour quelle
      // entreprise", "de la part de qui", "RefLine c'est quoi ça", "¿quién pregunta?", "¿para qué empresa?".
      /\b(who's asking|who is asking|whos asking|who did you say|calling from (again|where)|who (are you|is this) (with|for)|what (company|firm|outfit) (is this|are you|again))\b/,
      /\b(de la part de qui|quelle (entreprise|societe|boite|compagnie)|c'est quoi (ca|cette (boite|societe|compagnie)|votre (boite|societe))|\w+ c'est quoi(?= \?)|c'est quoi( \w+)?(?= \?)|qu'est ce que c'est que (ca|cette))\b/,
      /\b(quien pregunta|quien me (llama|habla)|(para|de) (que|cual) empresa|que (es eso|empresa es)|de parte de que empresa)\b/,
      /\bquien (es|habla|llama)\b/,
      /\b(de que se trata|de parte de quien|para que (es|llama))\b/,
      /\b(qui (est a l'appareil|parle|appelle|etes vous)|c'est qui|c'est a quel sujet|de quoi s'agit il|c'est pour quoi|vous appelez d'ou)\b/,
    ],
  ],
];

export const LANGUAGE_REQUEST: Table = [
  /\b(habla|hablas|hablan) espanol\b/,
  /\b(en espanol|no hablo ingles|spanish please|in spanish|do you speak spanish|speak spanish)\b/,
  /\b(parle(z|s)? (vous |tu )?(l')?(anglais|francais|espagnol)|en (anglais|francais|espagnol|ingles|frances)|habla(s|n)? (ingles|frances))\b/,
  /\b((do|can|could) you speak|in|speak) (english|french)\b|\b(english|french) please\b/,
  /\b(je ne parle pas|no hablo|i don't speak|i do not speak) (anglais|francais|espagnol|ingles|frances|english|french|spanish)\b/,
  /\b(switch|change|go|move|swap) (to|into|over to) (english|french|spanish)\b|\b(passer|passons|changer|basculer) (en|a l') ?(anglais|francais|espagnol)\b|\b(cambiar|pasar|pasarnos|cambiamos|seguimos) (a|al|en) (ingles|frances|espanol)\b/,
  /\b(continue|continuer|continuons|faire|seguir|continuar|hacerlo) (en|in) (anglais|francais|espagnol|ingles|frances|espanol|english|french|spanish)\b|\bis there an? \w+ option\b/,
];

export const REPEAT: Table = [
  /\b(repeat|say (that|it) again|say again|come again|pardon(?= \?|$)|c'etait quoi (la question|deja)|quelle etait la question|cual era la pregunta|no (te|le|lo|la) (escuche|oigo|escucho)|se (corta|entrecorta)|didn't (catch|hear|get) (that|it|you)|what was (that|the question)|one more time|can you speak up|i can't hear you|speak louder|repita|otra vez|repetez|pouvez vous repeter|vous pouvez repeter|je n'ai pas (compris|entendu)|j'ai pas compris|no le (entendi|escuche)|como dijo|puede repetir)\b/,
  /^(what|huh|sorry|eh|que|como|pardon|comment|quoi|mande|perdon)( \?)*( say again)?$/,
  /^(sorry|what) \?/,
  // Held-out set G: "can you ask that one again", "what was the question", "hein ?", "¿me repite la
  // pregunta?", "ça grésille, vous disiez ?", "the line's bad".
  /\b(ask (that|it|the question|that one|this one) again|what was the question|line's bad|bad line|you're breaking up|breaking up|(me|nos) repite|repite(me)? la pregunta|vous disiez|ca gresille|ca coupe|la ligne est mauvaise|se escucha (mal|cortado))\b/,
  /^(hein|hun|eh|ein|mande|que dijo)( \?)+$/,
];
