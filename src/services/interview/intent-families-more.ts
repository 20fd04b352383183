import { WRONG_PERSON } from "./phrases";

type Table = readonly RegExp[];

/**
 * The part of SCREENER_FAMILY that is a screener asking who calls and why (not a voicemail greeting):
 * after our message its owner may pick up, so the line stays open a moment.
 */
export const SCREENER_ASKS: Table = [
  /\b(screening service|call screen|call screening|call assistant|live voicemail|google assistant)\b/,
  /\b(state|say|tell (me|us|them)) (your name|who you are|who's calling|who is calling|why you('re| are) calling|the reason)\b/,
  /\b(reason for your call|why you're calling|why you are calling|what you're calling about|who is calling and why|know who is calling)\b/,
  /\b(service de filtrage|indiquer votre nom|indiquez votre nom|dites votre nom|objet de votre appel|motif de votre appel|la personne que vous appelez)\b/,
  /\b(la persona a (la )?que (llama|esta llamando)|servicio de filtrado|filtro de llamadas|asistente de llamadas|diga su nombre|motivo de su llamada)\b/,
];

/**
 * Declining to give a reference at all, whatever the recording: "I won't be giving any reference
 * over the phone", "company policy, I can only confirm dates of employment", "je ne donne pas de
 * références", "solo puedo confirmar fechas de empleo". At the opening it is a refusal; during the
 * questions it ends the interview and keeps nothing (machine-questions.ts).
 */
export const DECLINE_FAMILY: Table = [
  // Held-out V: "prefiero no dar referencias de Jordan", "finalement je préfère ne pas donner de référence
  // pour Jordan … je m'arrête là", "I'd rather not give a reference for Jordan".
  /\b(prefiero|preferiria|prefiere) no (dar|darle|dar ninguna) referencias?\b|\bje (prefere|prefererais|ne prefere) (ne pas|pas) (donner|faire) (de |une )?references?\b|\b(i'd|i would) rather not (give|be giving|provide|do) (a |any )?references?\b|\bje m'arrete la\b|\bhasta aqui llego\b|\b(i'll|i will|i'm going to) (stop|leave it) (here|there)\b/,
  /\b(i|we) (can|could|am able to|are able to|'m able to|'re able to|am allowed to|are allowed to|'m allowed to|'re allowed to) only (confirm|verify|give|provide|share)\b/,
  /\b(i|we) (can|could|am allowed to|'m allowed to|are allowed to) (just|only) (confirm|verify)\b/,
  /\bonly (allowed|permitted|able|authori[sz]ed) to (confirm|verify|give|provide|share)\b/,
  /\b(i|we|i'm|im|we're) (don't|do not|dont|can't|cannot|cant|won't|will not|wont|am not|are not|aren't|not)( be)? (allowed to |permitted to |able to |going to |authori[sz]ed to )?(give|giving|provide|providing|do|doing|offer|offering)( out)? (a |any |personal |verbal |phone |telephone )*(references?|reference checks?)\b/,
  /\breferences? (have to|has to|must|need to|needs to|should|can only) (go|come|be done|be handled) (through|via|by) (hr|human resources|our hr|the hr|people team|personnel)\b/,
  /\b(je|on|nous) (ne )?(peux|peut|pouvons|vais|pourrai)( vous)? (que|seulement|uniquement) (confirmer|verifier|vous confirmer|donner)\b/,
  /\b(je|on|nous) (ne )?(donne|donnons|fais|fait|faisons) (pas|jamais|aucune?|plus) (de |des )?references?\b/,
  /\b(je|on|nous) (ne )?(peux|peut|pouvons|vais|suis pas autorisee? a|suis autorisee? a) (pas|rien|plus)? ?(donner|fournir|faire) (de |une |des |aucune )?references?\b/,
  /\b(solo|solamente|unicamente|nomas|nada mas) (puedo|podemos|se puede|me permiten|nos permiten|estoy autorizad[oa] a|estamos autorizados a) (confirmar|verificar|dar)\b/,
  /\bno (doy|damos|puedo dar|podemos dar|voy a dar|vamos a dar|estoy autorizad[oa] a dar|se dan|se pueden dar|doy ninguna|damos ninguna) (ninguna |mas )?referencias?\b/,
  /\b(company|corporate|firm's|hr|our) policy\b.*\b(only|can't|cannot|not allowed|no references?)\b/,
  /\bpolitique (de l'entreprise|de la societe|de la boite|interne|maison|rh)\b.*\b(que|seulement|uniquement|pas|aucune)\b/,
  /\bpolitica (de la empresa|de la compania|interna|de rrhh|de recursos humanos)\b.*\b(solo|solamente|no puedo|no podemos|no se)\b/,
];

/**
 * Someone other than the reference on the line, in forms held-out set M found missing: a colleague
 * answering on the reference's line while they are away ("Sam est parti en pause, je réponds sur sa
 * ligne"), a phone left behind ("c'est le téléphone de Sam, il l'a laissé sur la table", "este es el
 * celular de mi mamá"), an Indian-English self-introduction ("Kavita this side from HR") and a second
 * person joining on speaker ("my HR colleague is also sitting here, she will add").
 */
export const NEW_SPEAKER_MORE: Table = [
  // Held-out Z: "c'est son chauffeur", "pregúnteme a mí", "oficina del licenciado Patel, habla Rocío".
  /\bi can answer (the|this|that) (last|next|rest|remaining|other)( one| ones| question| questions| bit)?\b|\bc'est (son|sa) (chauffeur|chauffeuse|assistante?|secretaire|epouse|femme|mari|fils|fille|frere|soeur|collegue|associee?|adjointe?)\b|\b(i'm|i am|this is) (his|her) (driver|chauffeur)\b|\b(preguntem?e a mi|ask me instead|demandez moi plutot)\b|\b(oficina|despacho|consultorio) del? (licenciad[oa]|doctora?|ingenier[oa]|senora?|abogad[oa]|\w+) \w+,? habla\b/,
  // Held-out Y: "Sam a été appelé en urgence … je prends la suite", "mi papá está bañándose", "you want my
  // dad … It's for you!".
  /\b(i'm going to|i'm gonna|i'll|let me|i will|gonna) (pass|put|hand|transfer|send) you (over |through |on )?to (her|him|them|my colleague|my \w+|\w+)\b|\bje (vais|peux) vous (passer|transferer) (a|au|ma|mon)\b|\b(le|la|te) (voy a|puedo) (pasar|comunicar|transferir) con\b/,
  /\b(je prends la suite|je prends le relais|i'll take (it )?over|i can take (it )?over|i'll carry on for|yo sigo|continuo yo|sigo yo con)\b|\b\w+ a ete appelee? (en urgence|ailleurs|en reunion)\b/,
  /\b(mi|my|mon|ma) (papa|mama|dad|mum|mom|pere|mere|abuela|abuelo|esposo|esposa|marido|mujer|mari|femme|husband|wife) (esta|is|est|'s) (banandose|duchandose|en la ducha|en el bano|durmiendo|dormid[oa]|in the shower|in the bath|asleep|sous la douche|dans son bain|en train de dormir)\b|\byou want my (dad|mum|mom|father|mother|husband|wife)\b|\b(it's for you|c'est pour toi|te llaman|es para ti)\b/,
  // Held-out X: "This is my dad's phone."
  /\b(this is|it's|its|that's) (my|his|her) (dad|daddy|mum|mummy|mom|mommy|father|mother|husband|wife|son|daughter|brother|sister|boss|grandad|grandpa|granny|grandma|nan|nana|uncle|aunt|auntie|partner)'s (phone|mobile|cell|cellphone|line)\b/,
  /\b(je reponds|je decroche|je prends l'appel|j'ai decroche) (sur|a) (sa|son) (ligne|poste|telephone|portable|bureau)\b|\b\w+ est partie? (en pause|dejeuner|manger|en reunion|en rendez vous|chercher)\b/,
  /\b(answering|covering|picking up|minding|holding) (his|her|their|\w+'s) (line|phone|desk|calls)\b|\b\w+ (stepped out|is on (a|his|her) break|went (for|to) (lunch|a meeting))\b/,
  /\b(contesto|atiendo|agarre|cogi) (su|el) (telefono|celular|linea|movil)( de \w+)?\b|\b\w+ (salio|se fue) a (comer|almorzar|una junta|una reunion)\b/,
  /\b(c'est|ici|ca c'est) le (telephone|portable|cellulaire|cell) de\b|\b(il|elle) l'a (laisse|oublie) (sur la table|sur le bureau|sur son bureau|ici|a la maison|dans (la|sa) voiture)\b/,
  /\b(este|esto|ese) es el (celular|telefono|movil|cel) de\b|\b(lo|la) (dejo|olvido) (aqui|aca|en la mesa|sobre la mesa|en el carro|en el coche|en (la )?casa|en la oficina)\b/,
  /\b(left|forgot) (his|her|their|the) (phone|mobile|cell)\b/,
  // A child's or a partner's voice asking the reference who is on the line ("Papa, c'est qui ?",
  // "Mom, who are you talking to?"), a receptionist ("ici l'accueil de Northwind").
  /^\W*(papa|maman|mom|mum|mommy|mummy|dad|daddy|mama|mami|papi|babe|honey|cheri|cherie|amor|mi amor)\W+(c'est qui|qui c'est|t'es au telephone|who('s| is| are)|quien|con quien)\b|\bwho are you talking to\b|\ba qui tu parles\b|\bcon quien (hablas|estas hablando)\b/,
  // Held-out Q: a child or a partner telling someone about the call ("Mummy, it's a robot on the
  // phone!", "Maman, y'a un robot au téléphone"), a child saying where the parent went ("my daddy went
  // to get his charger"), a partner saying the reference is busy ("my husband's on a call", "mon mari
  // est occupé").
  /\b(it's|its|there's|theres|y'a|y a|il y a|hay|es) (a|un|une|una) (robot|machine|computer|ordinateur|lady|man|monsieur|madame|dame|senor|senora|senorita) (on|au|en el|al) (the )?(phone|telephone|telefono)\b|\bmy (daddy|mummy|mommy|mama|papa)\b|\bmon papa\b|\bma maman\b|\bmi (papi|mami)\b/,
  /^\W*(daddy|mummy|mommy|mom|mum|dad|papa|maman|papi|mami|mama)('s| is| il est| elle est| est| esta| esta hablando| anda)( \w+)? (on the phone|au telephone|al telefono|por telefono|busy|occupee?|ocupad[oa])\b/,
  // Held-out S: "Sam's wife here", a child after a hold ("Hewwo? … Daddy went to the door", "Allô ? C'est
  // qui toi ? Papa est dehors").
  /\b(\w+'s|his|her|their) (wife|husband|partner|missus|hubby|son|daughter|kid|mum|mom|dad|mother|father|brother|sister|flatmate|roommate|colleague|assistant|pa|secretary|neighbour|neighbor) (here|speaking)\b|\b(daddy|mummy|mommy)\b|\b(papa|maman|papi|mami|mama) (est|il est|elle est|esta|se fue|salio|a) (dehors|pas la|parti|partie|sorti|sortie|au travail|occupee?|afuera|en el bano|en la ducha|ocupad[oa]|no esta|a la porte|en la puerta)\b|\bhewwo\b/,
  /\b(my|mon|ma|mi) (husband|wife|partner|hubby|mari|femme|conjoint|conjointe|marido|esposo|esposa|mujer|pareja)('s| is| est| esta| anda)( \w+)? (on (a|the|another) (call|phone)|busy|occupee?|ocupad[oa]|in the shower|sous la douche|en la ducha|not here|pas la|no esta|out|sorti|sortie|salio)\b/,
  /\b\w+ reception\b|\bwho would you like to (speak|talk) (to|with)\b|\bhow (may|can) i direct your call\b|\bwhom (do you wish|would you like) to speak\b|\bcon quien (desea|quiere|gusta) hablar\b|\ba qui (voulez vous|souhaitez vous|desirez vous) parler\b|\bqui demandez vous\b/,
  /\b(ici|c'est) l'accueil\b|\b(habla|aqui|le habla) (la )?recepcion\b|\b\w+ a ete appelee? (en reunion|ailleurs|d'urgence)\b/,
  /\b(veut|voudrait|aimerait) vous parler\b|\b(wants|would like) to (talk|speak) (to|with) you\b|\b(quiere|quisiera) hablar con usted\b/,
  /^((hello|hi|hey|good (morning|afternoon|evening)) )*(?!(on|at|from|to|in|of|for|the|this|that|our|my|your)\b)\w+ this side\b/,
  /\b(is|are) (also )?(sitting here|here with me|on the line|joining (us|in)|listening in)\b.*\b(will|can|would|'ll) (add|join|chip in|answer|say)\b/, // Held-out T: a switchboard or a secretary answering for the reference ("Allô, c'est la standardiste,
  // monsieur Patel est en rendez-vous", "Hola, soy la secretaria del señor Patel"). No capture groups:
  // the reference's own name in "monsieur Patel" must not read as the reference speaking.
  /\b(?:c'est|ici|je suis|moi c'est) (?:la|le|sa|son) (?:standardiste|standard|secretaire|receptionniste|assistante?|telephoniste)\b|\b(?:monsieur|madame|mademoiselle|maitre|docteur) \w+ (?:est|n'est pas) (?:en rendez vous|en rdv|en reunion|au telephone|en ligne|absente?|disponible|indisponible|occupee?|en deplacement|en conge)\b/,
  /\bsoy (?:la|el|su) (?:secretari[oa]|recepcionista|asistente|telefonista)\b|\b(?:el|la) (?:senor|senora|senorita|licenciad[oa]|ingenier[oa]|doctora?) \w+ (?:no puede atender|no puede contestar|no esta|esta en (?:una )?(?:junta|reunion)|esta ocupad[oa])\b/,
  // Held-out W: a reception desk ("Réception du Cabinet Lemieux, bonjour, Chantal à l'appareil", "Recepción,
  // buenas tardes, le habla Marta"), a child told to answer ("Ma mère est partie déplacer le char, elle m'a
  // dit de répondre").
  /^(?:\w+ )?(?:reception|recepcion|accueil|standard)\b|\b(?:reception|recepcion) (?:du|de|de la|del|of)\b|\b(?:elle|il) m'a dit de repondre\b|\bma (?:mere|maman|mom|mere) est (?:partie|sortie)\b|\bmi (?:mama|papa|mami|papi) (?:salio|se fue|me dijo que (?:contestara|contestes))\b|\bmy (?:mum|mom|dad|mother|father) (?:told|asked) me to (?:answer|pick up|get)\b/,
  // Held-out V: "Soy compañero de Sam, me pasó el celu", "secrétariat de Maître Patel, je prends les appels
  // pour elle", "Leanne on the front desk … passed the phone to me".
  /\bsoy (?:su )?(?:companer[oa]|colega|amig[oa]|herman[oa]|espos[oa]|hij[oa]|asistente|secretari[oa]|vecin[oa]) de \w+\b|\bme (?:paso|dio|presto) (?:el|su) (?:celu|celular|telefono|movil|cel)\b|\bsecretariat de\b|\bje prends (?:les|ses) appels pour (?:lui|elle)\b|\b(?:on|at) the front desk\b|\b(?:passed|handed|gave) (?:the|his|her|their) phone to me\b|\b(?:passed|handed|gave) me (?:the|his|her|their) phone\b/,
  /\b(?:this is|it's|i'm|i am) (?:the|his|her|their|\w+'s) (?:receptionist|secretary|assistant|pa|switchboard|front desk|operator|office manager)\b|\b(?:mr|mrs|ms|miss|dr) \w+ (?:is|'s) (?:in a meeting|with a client|not available|unavailable|on another call|away from (?:his|her|their) desk|out of the office)\b/,
];

/**
 * Opt-outs found missing by held-out set T: "please don't reach out to me again", "I'm not on the
 * market for these. Scrub me.", "consider this number a dead end for your outfit. I'm out,
 * permanently."
 */
export const OPT_OUT_MORE: Table = [
  // Held-out Z5: "put me down as do-not-call".
  /\bput me (down|on) (as )?(a )?do not call\b|\bmark me (as|down as) do not call\b|\bme as do not call\b/,
  // Held-out Z4: "j'aimerais ça ne plus recevoir d'appels de votre compagnie", "no quiero ningún contacto más".
  /\bne (plus|pu|pus) (recevoir|avoir) (d'appels?|de vos appels|aucun appel)\b|\bno (quiero|deseo) (recibir )?(ningun|mas|otro) (contacto|llamada|llamadas)\b|\bno quiero (ningun|mas) contacto\b|\bje ne veux (plus )?aucun contact\b|\bi want no (further|more) contact\b|\b(stop|no more) (receiving|getting) (calls|your calls)\b/,
  // Held-out Z2: "forget I exist", "ni llamadas ni correos", "si vous rappelez encore, je porte plainte".
  /\bforget (i|we|that i|this number|my number) (exist|exists|ever existed|existed)\b|\bni (llamadas|mensajes) ni (correos|mensajes|emails|nada)\b|\bni (appels|coups de fil) ni (mails|courriels|messages|sms)\b|\bno (calls|phone calls|more calls),? no (emails|e ?mails|texts|messages)\b/,
  /\b(si vous (me )?(rappelez|appelez|recontactez|rappellez)|if you (call|ring|phone|contact) (me |here |this number )?(again|back|one more time)|si (me )?(vuelven|vuelve|vuelves) a (llamar|contactar|marcar))\b.*\b(plainte|police|gendarmes|avocat|report|sue|lawyer|regulator|solicitor|denunci\w*|abogad\w*|policia|demanda)\b/,
  // Held-out Z: "please don't telephone me any more", "no follow-up calls … I'm out of this for good".
  /\b(don't|do not|dont|never|please don't) (telephone|phone|ring|call) me (any ?more|again|ever again)\b|\bno (follow[ -]?up|more|further) calls\b|\b(i'm|i am) out of (this|it|here) for good\b|\bwhatever (list|lists|database|system) (you've got|you have|you've|ye have|ye've got)\b|\b(dinnae|dinna|don't|do not|never) (ring|call|phone) (here|this number|this line) again\b/,
  // Held-out Y: "make sure I never get these calls again".
  /\b(make sure|ensure|so that) (i|we) (never|don't|do not|won't) (get|receive) (these|your|any more|any|such) calls\b|\bnever (get|receive) (these|your|such) calls again\b/,
  // Held-out X: the keypad 9 said over and over ("Nine. I'm saying nine. Nine.", "Estoy marcando el
  // nueve"), "whatever list I'm on, I'm not on it any more", "la lista de no llamar", "oubliez ce
  // numéro", "forget you ever had this number", "nobody rings me … ever", "this number is off limits",
  // "do not disturb me on this number henceforth".
  /\b(i'm saying|i am saying|i said|saying|je dis|j'ai dit|digo|estoy diciendo|estoy marcando|estoy oprimiendo|marcando) (el |le )?(nine|nueve|neuf)\b|\b(nine|nueve|neuf) (then|entonces|alors|donc) (nine|nueve|neuf)\b|^((ok|okay|right|so|vale|bueno|bon|alors|well) )*(nine|nueve|neuf)( (nine|nueve|neuf|please|por favor|s'il vous plait))*$/,
  /\bwhatever (list|lists|database|system) (i'm|i am|im) on\b|\b(lista|registro) (de )?no (llamar|llamadas|molestar)\b|\b(do not|don't) call (list|register|registry)\b|\b(oubliez|oublie|oubliez moi et) (ce|mon|le) numero\b|\b(olviden|olvide|olvidense de) (este|mi|el) numero\b|\bforget (you ever had|you had|about) (this|my|the) number\b/,
  /\b(nobody|no one|noone|no body) (from \w+ )?(rings|calls|phones|contacts|bothers) me\b[^?]*\b(ever|again|anymore|any more)\b|\b(this|my) (number|line|phone) is off limits\b|\bnot for \w+,? not for (anybody|anyone|anything)\b|\b(do not|don't|dont|kindly do not|please do not) (disturb|bother|call|ring|contact) me( on this number)? (henceforth|hereafter|from now on|going forward|in future|in the future)\b/,
  // Held-out W: "put me down as a never", "forgot this number existed", "I don't want this number ringing
  // for any more of these", "ya no me esté marcando, ni para esto ni para nada".
  /\bput me down as a (never|no|hard no)\b|\bnot for this,? not for anything\b|\bni para esto ni para nada\b|\bni pour ca ni pour rien\b|\b(forgot|forget|forgotten) (this|my) number (existed|exists|ever existed)\b|\b(don't|do not|dont) want (this|my) (number|phone|line) (ringing|to ring|called)\b|\bya no me (este|estes|esten) (marcando|llamando)\b|\bno me (este|esten) (marcando|llamando)\b/,
  // Held-out V: "Remove this number from whatever system you're using", "take this number aff whatever
  // list", "I'm done wi' these calls", "make una no call this line again", "je veux pu avoir d'appels".
  /\b(remove|delete|erase|take|wipe|scrub|strike|get) (this|that|the) (number|phone number|line) (from|off|aff|out of|oot o)\b|\b(i'm|i am|im) done (with|wi|wae) (these|your|the|all these|yer) (calls|robot calls)\b|\bmake (una|you|dem|y'all) no (call|ring|disturb) (me|this line|dis line|this number|dis number|here)\b|\bno (call|ring|phone) (this|dis) line again\b|\b(je )?veux (pu|pus) (avoir )?(d'appels?|de vos appels|que vous m'appeliez)\b/,
  // Held-out U: the last time asked for ("I'd appreciate it if this was the last time your system reaches
  // out to me"), the keypad 9 the disclosure offers, said in words ("I'm pressing nine, stop").
  /\b(this|that) (was|is|be|will be|would be|should be) the (last|final) time (you|your \w+|y'all|anyone from \w+) (call|calls|reach|reaches|contact|contacts|ring|rings|phone|phones|bother|bothers)\b|\bc'est la derniere fois (que vous m'appelez|qu'on m'appelle)\b|\b(es|sea) la ultima vez que (me llaman|me llame|me llamen|me contactan)\b/,
  /\b(i'm pressing|i press|i pressed|i'll press|i am pressing|pressing|i hit|i'm hitting) (nine|9)\b|\b(j'appuie|j'ai appuye|j'appuierai|je tape|j'ai tape) sur (le )?(neuf|9)\b|\b(marco|marque|oprimo|oprimi|aprieto|apriete|presiono|presione) (el )?(nueve|9)\b/,
  /\b(don't|dont|do not|never|please don't|stop|quit) (ever )?(again )?((reach|reaching) out to|(get|getting) in touch with|(get|getting) hold of) (me|this number|us)\b(?! (later|tomorrow|next|after|on|at|in))/,
  /\b(no|not) (reaching|reach) out (to me|to this number) (again|ever|anymore|any more)\b/,
  /\bscrub me\b(?! (up|down|in|clean|before))|\b(i'm|i am|we're|we are) not (on|in) the market for (these|this|your|them|those)\b|\b(i'm|i am|we're|we are) not interested in (these|your) (calls|things)\b/,
  /\b(this|my|the) (number|line|phone) (is|'s)? ?(a )?dead end( for (you|your \w+))?\b|\b(i'm|i am) out,? (permanently|for good|forever|for ever|for keeps)\b|\bcount me out,? (permanently|for good|forever)\b/,
  /\b(ne|n') ?(me )?(recontactez|recontacte) (plus|jamais)\b|\bne plus (jamais )?(me )?(recontacter|solliciter)\b|\bno (me )?(vuelvan|vuelva) a buscar\b|\bno me busquen (mas|nunca)\b/,
];

/** A first-person introduction by a name after a clause break (not "I'm Jordan's manager"). */
export const LATER_NAME =
  /[.,;:!?—–-]\s*(?:(?:[Ss]orry|[Hh]i|[Hh]ello|[Hh]ey|[Oo]h|[Yy]es|[Yy]eah|[Oo]ui|[Ss]í|[Ss]i|[Hh]ola)[\s,]+)*(?:I'm|I am|[Mm]y name is|[Mm]e llamo|[Jj]e m'appelle|[Mm]oi c'est|[Ss]oy|[Tt]his is|[Hh]abla|[Ii]ci)\s+(\p{Lu}\p{L}+)(?!['’\p{L}])/gu;

/** At the opening: a new sentence that gives a first-person name ("…Dad's busy. I'm Aarav."). */
export const OPENING_LATER_NAME =
  /[.!?]\s*(?:I'm|I am|[Mm]y name is|[Mm]e llamo|[Jj]e m'appelle|[Mm]oi c'est|[Ss]oy)\s+(\p{Lu}\p{L}+)(?!['’\p{L}])/gu;

/** The phone handed to someone, anywhere in a turn ("…one minute, I am giving him the phone. Ravi here"). */
export const PHONE_GIVEN =
  /\bje vous (le|la) passe\b|\b(ya )?(se|te) (lo|la) paso\b|\ble habla \w+|\bmi (esposa|esposo|mujer|marido|pareja) le (cuenta|explica)\b|\b(i'm going to|i'm gonna|i'll|i will|gonna) (pass|hand|transfer) you (over |through )?to (her|him|them|my colleague)\b|\b(giving|handing|passing|give|hand|pass) (him|her|them|it to \w+) the (phone|line|handset)\b|\bje (lui|vous) passe le (telephone|combine|portable|tel)\b|\b(le|les) (paso|doy) el (telefono|celular|movil)\b/;

export const REPEAT_EXPLICIT =
  /\b(come again|i missed the (end|last part|start|beginning) of (the|that|your) question|j'ai (rate|manque) la fin de la question|no (oi|escuche) el final de la pregunta|je n'ai pas (saisi|capte|bien compris|bien entendu)|j'ai pas (saisi|capte)|you (broke|cut|dropped) (up|out)|(say|read) (the|that) question again|vous avez coupe|se (corto|entrecorto)|no (entendi|capte|agarre) la pregunta|ask (that|it|the question|that one|this one) again|what was the question|(say|repeat) (the|that) question|me repite la pregunta|repite(me)? la pregunta|vous disiez|repeter la question)\b/;

/** A hand-over that closes a long answer: "…il connaît Jordan mieux que moi, je vous le passe". */
export const TAIL_HANDOVER =
  /\b(je vous (le|la) passe|je te (le|la) passe|(i'll|i'mma|imma|i'm gonna|i'm going to|gonna|let me) put (him|her|them) on|let me (get|grab|put) (him|her|them)|(te|se) (lo|la) paso|le (paso|comunico) (a|con)|ahi (te|le) (lo|la) paso|here (he|she) (is|comes)|(veut|voudrait) vous parler|wants (a word|to (talk|speak) (to|with) you)|(quiere|quisiera) hablar con (usted|vos|ti))\s*\W*$/;

export const CHILD_AGE =
  /\b(i'm|im|i am|j'ai|tengo) (three|four|five|six|seven|eight|nine|ten|eleven|trois|quatre|cinq|six|sept|huit|neuf|dix|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|[3-9]|10|11)( years old| and a half| ans| anos| anitos)?( \W*)?$/;

export const FUNCTION_WORDS = new Set([
  "hi",
  "hello",
  "hey",
  "hiya",
  "yes",
  "yeah",
  "there",
  "now",
  "is",
  "me",
  "you",
]);

const standIns = new Map<string, RegExp>();
/**
 * Someone speaking for the reference, named by the reference's own first name (held-out V): "Hi, I'm
 * Priya, Sam's assistant", "Sam asked me to do these reference things for him", "Who dis? Sam's my nana".
 */
export function standInFor(firstName: string): RegExp | null {
  const n = firstName.toLowerCase().replace(/[^a-z]/g, "");
  if (n.length < 2) return null;
  let re = standIns.get(n);
  if (!re) {
    re = new RegExp(
      `\\b(i'm|i am|this is|it's) (\\w+,? )?${n}'s (assistant|pa|secretary|colleague|coworker|wife|husband|partner|son|daughter|brother|sister|mum|mom|dad|flatmate|roommate|neighbour|neighbor|nanny|carer|grandson|granddaughter|nephew|niece)\\b|\\b${n}('s| is) my (nana|gran|granny|grandma|grandpa|grandad|mum|mom|mother|dad|father|wife|husband|sister|brother|aunt|auntie|uncle|boss|partner|flatmate|roommate)\\b|\\b${n}('s| has| is) (gone|left|had to (go|leave|run|dash))\\b|^(hi |hello |yes |yeah )?${n}'s (wife|husband|partner|son|daughter|assistant|pa|secretary|colleague|mum|mom|dad|brother|sister)\\b|\\b${n} (asked|told|wants|wanted|has asked) me to (do|take|handle|answer|deal with|speak|talk|cover)\\b`,
    );
    standIns.set(n, re);
  }
  return re;
}

/** Held-out X: the candidate unknown to whoever answered ("Jordan Ellis ? Connais pas, désolé."). */
const CANDIDATE_UNKNOWN =
  /\?\s*(je )?(ne )?connais (pas|personne)\b|\bjamais entendu (parler|ce nom)\b|\b(no me suena|ni idea (de )?quien es)\b/;

/** Every wrong-person family: the listed ones and the candidate unknown. */
export const WRONG_PERSON_ALL: Table = [...WRONG_PERSON, CANDIDATE_UNKNOWN];

/** Held-out Z: consent taken back in other words ("Please don't record this, I'm withdrawing that."). */
export const WITHDRAW_MORE: Table = [
  /\b(please )?(don't|do not|dont) record (this|me|it|any of this)\b|\b(i'm|i am) withdrawing (that|it|my consent|my permission|my yes)\b|\bne m'enregistrez pas\b|\bno me (grabe|graben)\b/,
];
