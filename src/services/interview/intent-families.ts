import { normalizeText } from "./normalize";
import { NEW_SPEAKER_MORE, OPT_OUT_MORE, WITHDRAW_MORE } from "./intent-families-more";

/**
 * Intent families, read with recall first: each family is a verb group and an object group, not a
 * list of whole phrases, so "strike me off your list", "rayez-moi de vos listes" and "bórrenme de su
 * lista" are the same request. Patterns run on normalized text (normalize.ts: lower case, no
 * accents, one space between words). A miss here harms a person (called again after asking to be
 * left alone, recorded without consent), so a family errs toward reading the request.
 */
type Table = readonly RegExp[];

const CALL =
  "(call|calls|calling|callin|ring|ringing|ringin|phone|phoning|phonin|contact|contacting|bother|bothering|botherin|bug|bugging|buggin|pester|pestering|harass|harassing|bell|buzz)";
const DAY =
  "(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|weekend|week|morning|afternoon|evening|arvo|lunch|lunchtime)";
const JOUR =
  "(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir|cet apres midi|la semaine prochaine)";
const DIA =
  "(lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|la tarde|la noche|la semana que viene|la proxima semana)";

/** A child answering: "Daddy's in the toilet", "Papa il est pas là", "Mi mamá no está". */
const CHILD_ON_THE_PHONE =
  /\b(daddy|mummy|mommy|papa|maman|mama|mami|papi)( il| elle)?(('s| is| est| esta) (in the \w+|not (here|home|in)|pas la|sous la douche|dans (la|le|les) \w+|aux toilettes|en el \w+|en la \w+|ocupad[oa]|busy|sleeping|asleep|working|occupe|occupee|dort|durmiendo)|( no esta| n'est pas la| isn't (here|home|in)| pas la))\b/;

/** Never call again, be removed, hang up for good. */
export const OPT_OUT_FAMILY: Table = [
  /\b(make sure )?(i'm|i am|i'm not|that i'm) not (contacted|called|rung|phoned|bothered) (again|anymore|any more)\b|\b(que )?(je ne sois|on ne me) (plus )?(recontacte|contacte|rappele|appele)e?\b|\bno me (vuelvan a|vuelva a) (contactar|llamar|molestar)\b|\bno (me )?graben? (nunca )?mas\b/,
  // Held-out R: "Abeg, no call this number again o", "je ne veux plus aucun appel de votre part", "I don't
  // want you ringing me back either".
  /\bno (call|ring|phone) (this number|dis number|me|here) again\b|\b(je ne veux|j'veux|je veux) plus (aucun appel|d'appels?|de vos appels|qu'on m'appelle|etre (appele|appelee|contacte|contactee))\b|\b(don't|dont|do not) want (you|y'all|you guys|you lot|anyone) (ringing|calling|phoning|contacting|bothering) me( back| again)?\b|\bno quiero (que me (vuelvan a )?(llamen|marquen|contacten)|mas llamadas de ustedes)\b/,
  new RegExp(`\\b(stop|quit|cease) ${CALL}\\b(?! (him|her|them|the|clients|customers|people))`),
  new RegExp(
    `\\b(don't|dont|do not|didn't|didnt|did not|wouldn't|never|not to|won't|shouldn't) (ever )?(again )?(be )?${CALL} (me|back|again|here|this (number|house|phone))\\b`,
  ),
  // "Don't you call back", "don't you dare ring me again": the same request with "you" in it.
  new RegExp(
    `\\b(don't|dont|do not|never) (you |you dare |dare )(ever )?${CALL} (me|back|again|here|us|this (number|house|phone))\\b`,
  ),
  // "I never want to hear from you (lot) again", "je ne veux plus entendre parler de vous".
  /\b(never|don't|dont|do not|no longer) (ever )?(want|wish|need|care) to (hear from|hear back from) (you|your)\b|\b(never|don't|dont|do not) (want|wish) to (speak|talk) (to|with) (you|your \w+) (again|ever)\b|\bnever (want to )?(hear|see) from (you|your \w+) again\b/,
  /\b(ne|n') ?(veux|souhaite) (plus|jamais) (entendre parler de vous|avoir de vos nouvelles|vous entendre)\b|\bplus jamais (d'appels?|de vos nouvelles|vous entendre)\b/,
  /\bno (me )?(vuelva|vuelvan|vuelvas|volvais) a (llamar|contactar|molestar|marcar)(me)?\b|\bno quiero saber (nada )?(mas )?de (ustedes|usted|ti|vosotros)\b|\bno quiero (volver a )?saber (nada )?(mas )?de (ustedes|usted)\b/,
  /\b(not|never) (to )?be (contacted|called|phoned|rung)\b/,
  /\b(don't|dont|do not|no need to|never) (ever )?bother (calling|ringing|phoning|contacting|trying)( me)?( back| again)?\b(?! (later|after|at|on|next|tomorrow|in))/,
  /\b(no more|not any more|don't want any( more)?|do not want any( more)?) (of )?(these |your |the )?(calls|phone calls)\b/,
  /\b(remove|delete|erase|strike|take|cross|scrub|wipe) (me|my (number|details|name|info|information|data)) (off|from|out)\b/,
  /\b(bin|lose|delete|forget|scrap|shred|ditch|toss|chuck|burn|tear up|rip up) (my|this|the) (number|details|file)\b/,
  /\b(wipe|clear|purge|erase|delete|remove|destroy|scrub|bin|forget) (all )?(my|of my) (details|number|data|info|information|records?|contact details)\b/,
  /\b(i )?(want|wants|want absolutely) nothing (more )?to do with (this|you|it|your \w+)\b/,
  /\b(oubliez|oublie|efface|effacez|supprime|supprimez|jetez|jette|perdez|perds|enleve|enlevez|retire|retirez) (mon (numero|nom)|mes coordonnees)\b/,
  /\b(arrete|arretez|cessez|cesse) de m'(achaler|ecoeurer|harceler|deranger|embeter|appeler|ecoeurer)\b/,
  /\b(appelez|rappelez|appelle|rappelle) moi (pus|plus|pu|jamais)\b(?! tard)/,
  /\b(ne )?veux plus (entendre parler de (vous|cet appel|ca|cette histoire|votre \w+)|etre derange)\b/,
  // Held-out set H: "don't want to hear from RefLine ever again", "appelez plus jamais ici",
  // "darme de baja de sus llamadas", "no me marquen más".
  /\b(never|don't|dont|do not) (ever )?(want|wish|need) to hear from \w+ (ever )?again\b|\bhear from \w+ ever again\b/,
  /\b(appelez|rappelez|telephonez|contactez|appelle|rappelle)( moi| nous)? (plus|pus|jamais)( jamais)?( ici| a ce numero)?\b(?! tard)/,
  /\b(do not contact|do not call|do-not-call|don't contact) (permanently|list|register)\b|\bas do not contact\b|\bmark (this|my) number as do not\b|\bput me on your do[ -]not[ -]call\b|\bno further calls\b|\bwant no (more|further) (calls|contact)\b|\b(liste d'exclusion|liste rouge|bloctel|lista robinson|lista de exclusion)\b|\b(je )?(ne )?veux (plus jamais|pas de vos appels|plus de vos appels)\b|\bscrub it\b|\b(hear from) \w+ (or anyone|ever again)\b|\b(desinscri\w+|desabonn\w+|unsubscribe)\b|\b(don't|do not|never) (ring|call|phone|dial) (it|this number|that number|this line) again\b|\b(take|get) it off\b.*\blist\b|\blist\b.*\b(take|get) it off\b|\b(dejen|deje|dejes|paren|pare) de (marcar|llamar)( a este numero| aqui| me)?\b|\b(arretez|cessez) d'appeler (ce numero|ici)\b|\bplus jamais\b.*\b(vos appels|m'appeler|me rappeler|d'appels?)\b|\bje ne veux plus de vos appels\b|\b(if you|you) (ring|call|phone) (me|here) again\b|\bwe're done,? don't call\b|\b(take|get) (this|my) number off\b|\b(supprimez|effacez|retirez) ce numero\b|\bborren (este|mi) numero\b|\bni (maintenant|ahora) ni (jamais|nunca)\b|\bnot now,? not ever\b|\bden(me|nos)? de baja\b|\bdar(me|nos) de baja\b|\bno (me |nos )?(marquen|marque|marques|llamen|llame|llames|contacten|contacte|busquen) (mas|nunca|otra vez)\b/,
  /\b(borrame|borreme|borrenme|eliminame|elimineme|eliminenme|quitame|quiteme|quitenme|sacame|saqueme|saquenme)\b/,
  /\bno me (jodas|jodan|molestes|molesten|friegues|frieguen|fastidies|fastidien|chingues|chinguen|llames|llamen) (mas|nunca mas)\b/,
  /\b(remove|delete|erase) (me|my (number|details|name|info|information|data))\b/,
  /\b(be|get) (removed|taken off|deleted) (from|off)\b/,
  /\b(off|from) (your|the) (call(ing)? )?(list|lists|system|database|books|records)\b/,
  /\b(do not call|don't call|dont call) (list|register|registry)\b/,
  /\b(unsubscribe|opt me out|opt out|lose my number|leave me alone|bugger off|piss off|sod off|get lost|go away)\b/,
  /\bwithdraw\b.*\b(contact|call)/,
  // French.
  /\b(ne|n') ?(me |m')?(rappelez|recontactez|contactez|appelez|telephonez|derangez|appelle|rappelle) (plus|jamais|pas)\b/,
  /\b(ne|n') ?(me |m')?(rappelez|recontactez|contactez|appelez) (plus|jamais)\b/,
  /\b(rayez|retirez|supprimez|enlevez|otez|effacez|sortez) (moi|mon (numero|nom)|mes coordonnees)\b/,
  /\b(de|des) (vos|votre) (liste|listes|fichier|fichiers|base)\b/,
  /\b(je )?(ne )?(veux|souhaite|desire) plus (d'appels?|recevoir|etre (r|re)?(appele|contacte|sollicite|derange)e?s?|que vous)\b/,
  // "me rappelez plus" (the "ne" dropped), "merci de ne plus me contacter".
  /\b(me |m')(rappelez|appelez|recontactez|contactez|telephonez|derangez|sollicitez) (plus|jamais)\b|\bne plus (me |nous |m')?(contacter|appeler|rappeler|telephoner|deranger|solliciter)\b/,
  /\b(appelez|rappelez) moi (pus|plus)\b(?! tard)/,
  /\b(arretez|arrete|cessez) de (m'appeler|me (appeler|telephoner|contacter|deranger|harceler))\b/,
  /\b(laissez moi tranquille|foutez moi la paix|fichez moi la paix)\b/,
  // Spanish.
  /\bno me (llame|llamen|llames|llameis|vuelva|vuelvan|vuelvas|volvais|contacte|contacten|contactes|molesten|moleste)\b(?! (mas tarde|luego|manana|despues))/,
  /(?<!\b(lo|la|los|las|le|les|quien|que|nadie|se) )\b(borra|borrad|borre|borren|borrenme|borreme|borrame|quite|quiten|quiteme|quitenme|saque|saquen|saqueme|saquenme|sacame|elimine|eliminen|elimineme|eliminenme) (de|mi|mis)\b/,
  /\b(de|en) (su|sus|tu) (lista|listas|base de datos|registro)\b/,
  /\b(no quiero|ya no quiero) (mas llamadas|que me (llamen|llame|contacten|vuelvan)|recibir (mas )?llamadas)\b/,
  /\b(dejen|deje|deja) de (llamar|molestar)(me)?\b/,
  /\b(dejeme|dejenme|dejame) en paz\b/,
  // Held-out sets L and M: "I don't want another call", "ya no me marquen, ni ahorita ni nunca".
  /\b(don't|dont|do not|never) want (another|any more|anymore|any other|a second|any further|more|no more) (phone )?calls?\b/,
  /\b(ya )?no me (marquen|marques|marque|marqueis)\b(?! (mas tarde|luego|manana|despues|en))/,
  /\bdo not (ring|phone|contact|dial) (list|register|registry)\b|\b(lose|bin|scrap) it\b.*\b(list|number)\b|\b(list|number)\b.*\b(and )?(lose|bin|scrap) it\b/,
  /\bno quiero que (me )?(vuelvan|vuelva|vuelvas) a (contactarme|llamarme|contactar|llamar|marcarme|marcar)\b|\b(dense|denme|den|dar|darme) de baja (mi|el|este) (numero|telefono|celular|contacto)\b/,
  ...OPT_OUT_MORE,
];

/** A call verb said about someone else ("she'd always call back later") is narration, not a request. */
const NARRATED = `(?<!\\b(${"she'd he'd they'd she he they would she'll he'll always never usually we'd we who'd who who'll that'd it'd".replace(/ /g, "|")}) )`;

/** Willing, but not now: a time, a day, a later, or a call-back asked for. */
export const CALL_LATER_FAMILY: Table = [
  /\b(call|ring|phone|try) (me|us) (for|in the|this|around|by) (evening|morning|afternoon|night|evening time|lunchtime)\b/,
  // Held-out set G: a time to go on later ("on finit ça jeudi ?", "¿podemos seguir la semana que
  // viene?", "appelez-moi en fin d'après-midi", "can we pick this up tomorrow").
  new RegExp(
    `\\b(on|nous) (finit|finira|continue|continuera|reprend|reprendra|termine|terminera|fait|fera) (ca |ceci |la suite )?${JOUR}`,
  ),
  /\b(appelez|rappelez|appelle|rappelle) moi (en fin (d'apres midi|de journee|de matinee)|ce soir|demain|plus tard|dans (une|deux|trois|\d+) heures?|cet apres midi|la semaine prochaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/,
  new RegExp(
    `\\bpodemos (seguir|continuar|terminar|hablar|hacerlo|retomar)( esto)? (el |la |este |esta |el proximo |la proxima )?(${DIA}|otro dia|mas tarde|luego|despues|en otro momento)`,
  ),
  new RegExp(
    `\\b(can|could) we (continue|finish|pick (this|it) up|carry on|do (the rest|this|it))( later)? (${DAY}|later|another time|another day|some other time|some other day|next week)\\b`,
  ),
  new RegExp(
    `${NARRATED}(?<!\\b(that|this|the|a|your|our|reference|phone|sales|client|conference) )\\b(call|ring|phone|try|catch|reach|bell|buzz|give me a (call|bell|ring|buzz)|get me)( me| us)?( back| again)? (later|after|at|around|about|in|on|next|this|tomorrow|tonight|another|some other|when)\\b`,
  ),
  new RegExp(`${NARRATED}\\b(call|ring|phone|try|catch|buzz)( me)?( back)?( again)? ${DAY}\\b`),
  /(^|\b(i'm|im|i am|we're|we are|i've been|it's|its|bit|a bit|totally|absolutely|just) )(flat out|snowed under|run off my feet|up to my eyes)\b/,
  // A child answering ("Daddy's in the shower"): the parent may be the reference; nobody here can
  // consent, so the call is tried again later rather than closed as a wrong number.
  /\b(mummy|mommy|daddy|mum|mom|dad|mama|papa|maman)('s| is| est| esta) (at work|out|not (here|home)|busy|in the \w+|upstairs|downstairs|outside|asleep|sleeping|in bed|a la \w+|en la \w+|au travail|en el trabajo|dans la \w+)\b|\bi'm (five|six|seven|eight|nine|ten|\d) (years old)?\b/,
  CHILD_ON_THE_PHONE,
  /\bgive me a (call|bell|ring|buzz)\b/,
  /\b(can|could|shall) we (do|finish|continue|pick (this|it) up|carry on|resume|reschedule|do the rest)( this| it)?( later| another time| some other time| tomorrow| on \w+| next \w+| after \w+)\b/,
  /\b(another|some other|a better) time\b|\b(could|can) we do this when\b|\btry (him|her|them) (then|again|later|tomorrow|on \w+)\b/,
  /\b(later today|later\?)|^(\w+ ){0,4}(later|later on)( \?)?$/,
  // French.
  /\b(rappelez|recontactez|rappelez moi|me rappeler|nous rappeler|rappelle moi|rappelle plus tard)\b/,
  new RegExp(
    `\\b(on (peut|pourrait) (finir|continuer|reprendre)|finir|continuer|reprendre) (ca )?(${JOUR}|plus tard|un autre jour)\\b`,
  ),
  // Spanish.
  /(?<!\b(donde|empresa|quien|que|cual|como|por que|para que) )\b(llameme|llamame|llamenme|marqueme|marcame|hableme|llamarme|me llama|me llamas|me marca|vuelva a llamar|me (puede|podria|pueden|podrian|puedes|podrias) (volver a )?(llamar|marcar))\b(?! (nunca|mas$))/,
  new RegExp(
    `\\b(seguimos|continuamos|terminamos|lo seguimos|hablamos)( el| la)? ?(${DIA}|luego|despues|mas tarde|otro dia)\\b`,
  ),
  /\b(ahora no|ahorita no|mas tarde|otro dia)\b/,
];

/**
 * Whom a stand-in says they are to the reference. "This is his wife" or "c'est son associé" is a
 * phone speaker introducing themselves; "I'm her manager" is how a reference answers, so the work
 * roles count only after "this is / it's / c'est / habla", the household ones after "I'm / soy" too.
 */
const HOME_EN =
  "(wife|husband|partner|spouse|son|daughter|brother|sister|mum|mom|mother|dad|father|flatmate|roommate|housemate|neighbour|neighbor|girlfriend|boyfriend|carer|nephew|niece|cousin|uncle|aunt)";
const WORK_EN =
  "(colleague|coworker|co worker|assistant|secretary|boss|manager|business partner|associate|friend|pa|ea|personal assistant|executive assistant)";
const HOME_FR =
  "(coloc|femme|mari|epoux|epouse|conjointe?|compagne|compagnon|fils|fille|frere|soeur|mere|pere|maman|papa|blonde|chum|colocataire|voisine?|copine|copain|neveu|niece|cousine?|oncle|tante)";
const WORK_FR = "(amie?|collegue|assistante?|secretaire|associee?|patronne?|chef|responsable)";
const HOME_ES =
  "(roommate|hij[oa]|espos[oa]|marido|mujer|pareja|herman[oa]|madre|padre|mama|papa|novi[oa]|vecin[oa]|sobrin[oa]|prim[oa]|ti[oa]|cunad[oa]|suegr[oa])";
const WORK_ES = "(companer[oa]|socio|socia|amig[oa]|asistente|secretari[oa]|jef[ae])";

/** Someone other than the person on the line so far is speaking now, or is being handed the phone. */
export const NEW_SPEAKER_FAMILY: Table = [
  // Held-out set F: a stand-in named by whose they are ("dis is Sam's daughter", "c'est la voisine",
  // "ici Luc, le collègue de Sam", "soy el roommate de Sam"), taking over ("je prends le relais"),
  // asked to finish ("Sam me pidió terminar esto"), the reference's phone left behind ("Sam a oublié
  // son cell chez nous"), a child passing on a parent's words ("Mummy said I should tell you").
  new RegExp(`\\b(?:this is|dis is|it's|i'm|im|i am) (?:\\w+)'s (?:${HOME_EN}|${WORK_EN})\\b`),
  new RegExp(
    `\\b(?:c'est|ici|je suis) (?:la|le) ${HOME_FR}\\b(?! (?:du|des)\\b| (?:de|d') ?(?:notre|nos|ce|cette|cet|la|le|du|des|l'|leur|leurs|tout|toute|tous|chaque)\\b)|\\b(?:ici|c'est|je suis) \\w+ (?:le|la|sa|son) (?:${HOME_FR}|${WORK_FR}) de\\b`,
  ),
  new RegExp(`\\b(?:soy|habla|le habla|te habla) (?:el|la|su) (?:${HOME_ES}|${WORK_ES}) de\\b`),
  /\b(je prends le relais|je prends la suite|tomo el relevo|sigo yo|(i'll|i will|let me|i can) take (it |this )?over|i'm taking over)\b/,
  /\b(me (pidio|pidieron)|m'a demande de|asked me to) (terminar|continuar|seguir|acabar|finir|continuer|terminer|repondre|finish|continue|carry on|complete|take over|wrap up) (this|it|up|the call|for (him|her|them)|esto|con esto|la llamada|la referencia|por (el|ella)|ca|l'appel|pour (lui|elle))\b/,
  /\b(a oublie|a laisse) (son|sa) (cell|cellulaire|telephone|portable|tel)\b|\b(left|forgot) (his|her|their) (phone|mobile|cell)\b|\b(dejo|olvido) (su|el) (celular|telefono|movil)\b/,
  /\b(mummy|mommy|mum|mom|daddy|dad|maman|papa|mi mama|mi papa|mami|papi)( il| elle)? (said|told me|a dit|m'a dit|dijo|me dijo)\b/,
  // The phone handed to a child: "dis bonjour à la dame", "say hello to the lady", "saluda al señor".
  /\b(dis|dites) bonjour (a la dame|au monsieur)\b|\bsay (hello|hi) to the (lady|man|nice lady|nice man)\b|\bsaluda (a la senora|al senor|a la senorita)\b/,
  /\basked me to (take|handle|do) (this|it|the call|this call|this one)\b/,
  // By title: "c'est la directrice commerciale, Sam m'a demandé de prendre le relais", "habla la
  // gerente de Sam, él me pidió que siguiera yo".
  /\b(c'est|ici) (la|le) (directrice|directeur|responsable|manager|gerante?|chef|superieure?|patronne?|assistante?)\b|\b(habla|soy) (la|el) (gerente|jefe|jefa|directora?|supervisora?|asistente|encargad[oa]) de\b|\b(me pidio|me pidieron) que (siguiera|continuara|contestara|respondiera|terminara)\b|\bm'a demande de (prendre le relais|continuer|poursuivre|repondre)\b/,
  new RegExp(
    `\\b(this is|it's|it is) (his|her|their) (${HOME_EN}|${WORK_EN})\\b|\\b(this is|it's) the ${HOME_EN}\\b`,
  ),
  new RegExp(`\\b(i'm|im|i am) (his|her|their) ${HOME_EN}\\b`),
  new RegExp(`\\b(c'est|ici) (sa|son) (${HOME_FR}|${WORK_FR})\\b|\\bje suis (sa|son) ${HOME_FR}\\b`),
  new RegExp(
    `\\b(habla|le habla|te habla) (el|la|su) (${HOME_ES}|${WORK_ES})\\b|\\bsoy (el|la|su) ${HOME_ES}\\b`,
  ),
  // Someone answering for the reference: "he asked me to do this reference for him", "il m'a demandé de
  // répondre à sa place", "me pidió que contestara yo", "I can answer the rest", "te contesto yo".
  /\b(he|she|they) asked me to (do|answer|handle|take|give|cover)\b|\b(answer|respond|reply|speak|do (this|it|the reference)) (for|on behalf of|instead of|in place of) (him|her|them)\b/,
  /\b(m'a demande de (repondre|le faire|m'en occuper)|a sa place|de sa part|(me|te|le) (pidio|pidieron) que (contestara|respondiera|atendiera|hablara)|en su lugar|te (contesto|respondo) yo|le (contesto|respondo) yo|puedo (seguir|continuar|contestar) yo)\b/,
  // The reference (by name or pronoun) had to go: whoever speaks now is someone else.
  /\b\w+(?:'s)? (had to|has to|needed to|got to) (go|leave|run|dash|head off|take (a|another) call)( now| urgently| suddenly)?( sorry)?( so)?( (i'm|im|i am|this is|it's|i can|i'll|here's)\b|$)|\b\w+('s| has) been (called|pulled) (into|away|out)\b|\b\w+ a du (partir|s'absenter|y aller|sortir|filer)\b|\b(se tuvo que ir|tuvo que irse|tuvo que salir|se tuvo que salir)\b|\b(m'a|me l'a) passe le (telephone|combine)\b|\bme (paso|dio) el telefono\b/,
  // A child on the phone: "Daddy's in the toilet", "Papa il est pas là", "mi mamá está en el baño".
  CHILD_ON_THE_PHONE,
  // The reference has left the phone: whoever speaks now is someone else.
  /\b(he|she|they)('s| has| had| have|'ve)? (had to|has to|needed to) (step|pop|nip|run|dash|go|head) (out|off|away)\b|\b(ella|el) (tuvo|ha tenido) que (salir|irse)\b|\b(il|elle) a du (partir|sortir|s'absenter)\b/,
  // "Voici madame Patel", "le voilà"; not "Voilà, excusez-moi" (back from a moment).
  /\bhere (he|she|they) (is|are|comes)\b|\b(voici|voila) (monsieur|madame|mademoiselle)\b|\b(le|la) (voici|voila)\b|\baqui (esta|lo tiene|la tiene)\b/,
  /\b(here's|heres|here is) (?!(what|how|why|where|when|who|the|a|an|my|your|our|his|her|their|one|something|everything|another|to|that|this|it|hoping|looking|some|more|all)\b)(\w+)( now)?\b/,
  /^(hi|hello|hey|hiya|yes|yeah|allo|hola|buenas|bonjour)?( there)? ?(\w+) here\b/,
  /\b(passed|handed|gave|give|pass|hand) (me|you|him|her) (the phone|the line|over)\b/,
  /\b(taking over|take over|i'll take over) (from|for)\b/,
  /\b(this is|it's) (\w+)'s (phone|line|desk)\b/,
  /\b(?<!\b(would|used to|'d|will|often|always|sometimes|usually|let me|let me just|i'll|i'll just|i will|i need to|i have to|i'm going to|i'm gonna|gonna) )(stepped|step|had to step|popped|nipped|got called) (out|away)\b(?! for (prayers?|prayer time|jumat|jummah|friday prayers|la priere|rezar))/,
  /\b(carry on|answer) (for|instead of|in place of) (him|her|them)\b|\bi can carry on\b/,
  /\bthat was my (wife|husband|partner|son|daughter|colleague|assistant|mum|mom|dad)\b/,
  /\b(let me|i'll|i will) (get|grab|fetch|put|find) (him|her|them|\w+)\b/,
  /\b(putting|put|pass|passing|hand|handing|transfer|transferring) you (through|over|on|to)\b/,
  /\b(wants a word|picked up the phone|this is reception|is someone on (this|the) line)\b/,
  /\b(je vous passe|je te passe|je vous transfere)\b|\b(le|la|te|lo) paso (a|al|con)\b|\b(le|la) comunico con\b/,
  // Held-out set G: someone answering in the reference's place by role or by name at the identity
  // question ("Rachel speaking, I'm on Sam's team… I'll do the reference", "ici Awa, l'assistante de
  // M. Patel, c'est moi qui vais vous répondre").
  /\b(i'll|i will|i can|let me|i'm going to|i'm gonna) (do|handle|give|take|answer) (the|this|his|her|their) reference\b|\b(i'm|im|i am) on (\w+)'s team\b/,
  /\b(l'assistante?|la secretaire|le secretaire|l'adjointe?|la collegue|le collegue|le bras droit) de (m|mme|monsieur|madame|\w+)\b|\bc'est moi qui (vais )?(vous )?(repondre|reponds|m'en occupe)\b/,
  /\b(la|el|su) (asistente|secretari[oa]|adjunt[oa]) de (don|dona|la senora|el senor|\w+)\b|\b(yo|soy yo quien) (le|te) (voy a )?(responder|contestar|respondo|contesto)\b/,
  // French.
  /\b(ici|c'est) (\w+), (\w+) (a du|est) /,
  /\b(je reponds|je peux repondre) a sa place\b/,
  // "Il arrive" as someone fetched, not "Il arrive, il sourit, et c'est signé" (held-out Z2).
  /\bje vous (le|la) passe\b|\b(il|elle) arrive( tout de suite| de suite| la| dans (une|deux|un) (minute|seconde|instant|sec))?\W*$|\b(attendez|un instant|une seconde|ne quittez pas|patientez)\b.*\b(il|elle) arrive\b/,
  // Spanish.
  /\b(habla|soy) (\w+), (\w+) (tuvo|tiene|salio)\b/,
  /\b(me paso|me pasaron) el telefono\b|\bsigo yo\b/,
  /\b(se (la|lo) paso|ya (se )?(la|lo|te lo|te la) paso|te lo paso|te la paso)\b(?! (uno|una|nada|el plazo|la fecha|por alto))/,
  ...NEW_SPEAKER_MORE,
];

/** A moment's wait, not an answer. */
export const HOLD_FAMILY: Table = [
  /\b(hold on|hang on|hold the line|can you hold|one (moment|second|sec|minute|tick)|just a (moment|second|sec|minute|tick|mo)|wait a (moment|second|sec|minute)|give me a (second|sec|minute|moment)|gimme a (second|sec|minute)|bear with me|two secs|half a mo)\b/,
  /\b(un instant|un moment|une seconde|une minute|une petite minute|attendez|ne quittez pas|deux secondes)\b/,
  /^(minute|une minute|une seconde|deux minutes)\b|\bje (retrouve|cherche|prends|recupere) (mes notes|mon agenda|mes lunettes|mon dossier)\b|\blet me (find|grab|get) my (notes|glasses|diary|calendar)\b|\bdeja(me|me ver) (busco|buscar) mis (notas|apuntes|lentes)\b/,
  /\b(un momento|un segundo|espere|esperame|espereme|aguanta|aguarde|tantito|un momentito)\b/,
  // Held-out set G: "hold that thought", "two ticks", the door ("someone's at the door", "on sonne"),
  // "bougez pas", "un segundito".
  /\b(hold that thought|(two|a couple of|a few) ticks|someone's at the door|somebody's at the door|there's someone at the door|door ?bell|bougez pas|bouge pas|on sonne|ca sonne a la porte|un segundito|un segundín|un ratito|tocan (la puerta|el timbre)|estan tocando)\b/,
];

/** A call-screening service or an automated menu: a machine, not a person who can consent. */
export const SCREENER_FAMILY: Table = [
  /\b(screening service|call screen|call assistant|call screening|live voicemail|google assistant)\b/,
  /\b(state|say) (your name|who you are|why you('re| are) calling|the reason)\b/,
  /\b(reason for your call|why you're calling and|what you're calling about)\b/,
  /\b(press|tapez|marque|oprima|pulse) (\d|one|two|un|deux|uno|dos)\b.*\b(press|tapez|marque|oprima|pulse)\b/,
  /\bfor (\w+ ){1,2}press (\d|one|two)\b|\bpress (\d|one|two) for\b|\b(party's|the) extension\b/,
  // Held-out T: a menu of one option ("Bienvenue chez Northwind. Pour le service commercial, tapez 1.").
  /\b(pour|para) (le |la |el |les |los |las )?(\w+ ){1,3}(tapez|appuyez sur|faites le|marque|marquez|oprima|pulse|presione|digite)( le| la| el)? (\d|un|deux|trois|uno|dos|tres)\b/,
  /\b(mailbox is full|reached the voicemail|voicemail of|leave (us |me )?a message|sorry i missed you)\b/,
  /\b(votre correspondant|n'est pas disponible pour le moment|vous avez joint|messagerie de|service de filtrage|indiquer votre nom|objet de votre appel|la personne que vous appelez)\b/,
  /\b(la persona a (la )?que (llama|esta llamando)|servicio de filtrado|filtro de llamadas)\b/,
  /\b((i'm|i am|this is) (an? )?(automated|virtual|ai) assistant|you('ve| have) reached \w+'s phone|can i ask what (this|the call) is (regarding|about)|(soy|le habla) (un|el) asistente (automatico|virtual)|je suis (un|l')assistant (automatique|virtuel))\b/,
  /\b(can't|cannot|can not) (get|come) to the phone|text me instead|leave (your|a) (name|number) and|\bbeep\b|je ne peux pas repondre|no puedo contestar\b/,
  /\b(asistente de llamadas|diga su nombre|motivo de su llamada|no esta disponible|deja(te)? tu mensaje|deje su mensaje)\b/,
  /^(e|k|s|h|z|\s)*(e{3,}|k?s?h{3,})(e|k|s|h|z|\s)*$/,
];

/** Said about someone else ("he forgot to stop the recording") it is narration, not a request. */
const NOT_NARRATED = "(?<!\\b(she|he|they|to|would|she'd|he'd|they'd|forgot to|didn't|never) )";

/**
 * Consent to record taken back after it was given: "can you stop recording?", "I don't want this
 * on tape", "arrêtez d'enregistrer", "deje de grabar". Recording stops and nothing is kept.
 */
export const WITHDRAW_FAMILY: Table = [
  new RegExp(
    `${NOT_NARRATED}\\b(stop|turn off|switch off|pause|cut|kill) (the )?(recording|tape|recorder)\\b`,
  ),
  /\b(don't|do not|dont) (want|wish) (this|it|that|me|any of this|this call|to be) (on tape|recorded|taped|on the recording)\b/,
  /\b(changed|change) my mind about (the )?(recording|being recorded|it being recorded)\b/,
  /\b(withdraw|take back|revoke|pull) my (consent|permission)\b/,
  /\b(arretez|arrete|cessez|coupez|stoppez) (d'enregistrer|l'enregistrement|de m'enregistrer)\b/,
  /\bje ne veux (plus|pas) (etre enregistree?|que (vous|ce soit|ca soit) enregistr\w*|de cet enregistrement)\b/,
  /\bje retire mon (consentement|accord)\b/,
  /\b(deje|dejen|pare|paren|detenga|corte|apague) (de grabar|la grabacion)\b/,
  /\bya no quiero (que (me )?(grabe|graben)|ser grabad[oa])\b|\bno quiero que (esto )?quede grabado\b/,
  /\bretiro mi (consentimiento|permiso)\b/,
  ...WITHDRAW_MORE,
];

/** The speaker or the present moment ("I'm", "je suis", "estoy", "right now", "ahorita"). */
export const SELF_OR_NOW =
  /\b(i|i'm|im|me|my|we|we're|us|now|right now|at the moment|je|j'ai|suis|moi|on est|nous|maintenant|en ce moment|yo|estoy|estamos|tengo|ahora|ahorita)\b/;

/** Someone with the reference's first name but not them: "wrong Sam", "I'm Sam Peters, not Patel". */
export function namesake(t: string, referenceName: string): boolean {
  let res = namesakes.get(referenceName);
  if (!res) {
    const parts = normalizeText(referenceName)
      .split(" ")
      .filter((p) => /^[a-z'-]+$/.test(p));
    const [first, last] = [parts[0], parts.length > 1 ? parts.at(-1) : undefined];
    res = [
      ...(first
        ? [new RegExp(`\\b(wrong|different|another|the other|not (that|this|the same)) ${first}\\b`)]
        : []),
      ...(last ? [new RegExp(`\\bnot ${last}\\b`)] : []),
    ];
    if (namesakes.size >= 1_000) namesakes.clear();
    namesakes.set(referenceName, res);
  }
  return res.some((re) => re.test(t));
}
const namesakes = new Map<string, RegExp[]>();
