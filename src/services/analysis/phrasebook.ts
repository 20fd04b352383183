/**
 * French and Spanish sentences with their English, for the offline (deterministic) translator and
 * the simulated references who speak them: what a simulated French or Spanish reference says is
 * always translated the same way, so a simulated report reads the same every time. Sentences
 * outside this book are translated word by word from the glossary below, and the report says that
 * the translation is a machine's.
 */
export type Pair = readonly [said: string, english: string];

/** A cooperative former manager's answers, by what the interviewer asks. */
export const COOPERATIVE_ANSWERS: Record<"fr" | "es", Record<string, Pair>> = {
  fr: {
    consent: ["Oui, c'est correct, allez-y.", "Yes, that's fine, go ahead."],
    identity: ["Oui, c'est moi.", "Yes, speaking."],
    relationship: [
      "Je l'ai gérée directement pendant environ trois ans chez Northwind, dans l'équipe de la plateforme de paiements.",
      "I managed her directly for about three years at Northwind, on the payments platform team.",
    ],
    strengths: [
      "Elle est très organisée et calme sous pression. Elle a dirigé notre migration vers le nouveau système de facturation et réduit les erreurs de facturation d'environ quarante pour cent.",
      "She is very organized and calm under pressure. She led our migration to the new billing system and cut invoice errors by about forty percent.",
    ],
    growth: [
      "Elle pourrait déléguer davantage; au début elle prenait trop de choses sur elle, mais elle s'est beaucoup améliorée la deuxième année.",
      "She could delegate more; early on she took too much on herself, though she improved a lot in her second year.",
    ],
    performance: [
      "Facilement dans le premier quart de l'équipe. Elle a livré le service de rapprochement deux semaines en avance, et il tourne sans incident depuis.",
      "Easily in the top quarter of the team. She shipped the reconciliation service two weeks early, and it has run without an incident since.",
    ],
    teamwork: [
      "Très bien. Quand deux de nos ingénieurs n'étaient pas d'accord sur le modèle de données, elle a organisé une courte revue de conception et ils ont tranché en une journée.",
      "Very well. When two of our engineers disagreed about the data model, she set up a short design review and they reached a decision in a day.",
    ],
    reliability: [
      "Extrêmement fiable. En trois ans, je me souviens d'une seule échéance manquée, et elle l'avait signalée une semaine à l'avance avec un plan.",
      "Extremely dependable. In three years I remember one missed deadline, and she flagged it a week ahead with a plan.",
    ],
    rehire: [
      "Absolument, je la réembaucherais sans hésiter.",
      "Absolutely, I would hire her again without hesitation.",
    ],
    anything_else: ["Non, je pense que ça couvre tout. Merci.", "No, I think that covers it. Thank you."],
    followup: [
      "Par exemple, le printemps dernier, elle a refait notre guide de garde en deux semaines, et les alertes ont diminué de moitié le trimestre suivant.",
      "For example, last spring she rebuilt our on-call guide in two weeks, and alerts dropped by half the next quarter.",
    ],
    followup2: [
      "Un exemple : elle a automatisé le rapport mensuel, qui prenait une journée entière, et il se fait maintenant en vingt minutes.",
      "One example: she automated the monthly report, which used to take a full day, and it now runs in twenty minutes.",
    ],
  },
  es: {
    consent: ["Sí, está bien, adelante.", "Yes, that's fine, go ahead."],
    identity: ["Sí, soy yo.", "Yes, speaking."],
    relationship: [
      "Fui su jefe directo durante unos tres años en Northwind, en el equipo de la plataforma de pagos.",
      "I was her direct manager for about three years at Northwind, on the payments platform team.",
    ],
    strengths: [
      "Es muy organizada y mantiene la calma bajo presión. Dirigió nuestra migración al nuevo sistema de facturación y redujo los errores de facturación en un cuarenta por ciento.",
      "She is very organized and stays calm under pressure. She led our migration to the new billing system and cut invoice errors by forty percent.",
    ],
    growth: [
      "Podría delegar más; al principio cargaba con demasiado trabajo, aunque mejoró mucho en su segundo año.",
      "She could delegate more; at first she took on too much work, though she improved a lot in her second year.",
    ],
    performance: [
      "Sin duda en el mejor cuarto del equipo. Entregó el servicio de conciliación dos semanas antes de lo previsto y funciona sin incidentes desde entonces.",
      "Clearly in the top quarter of the team. She delivered the reconciliation service two weeks ahead of schedule and it has run without incidents since.",
    ],
    teamwork: [
      "Muy bien. Cuando dos de nuestros ingenieros no se ponían de acuerdo sobre el modelo de datos, organizó una revisión de diseño breve y llegaron a una decisión en un día.",
      "Very well. When two of our engineers could not agree on the data model, she organized a short design review and they reached a decision in a day.",
    ],
    reliability: [
      "Muy confiable. En tres años recuerdo un solo plazo incumplido, y lo avisó con una semana de anticipación y con un plan.",
      "Very dependable. In three years I remember a single missed deadline, and she warned us a week ahead with a plan.",
    ],
    rehire: [
      "Por supuesto, la volvería a contratar sin dudarlo.",
      "Of course, I would hire her again without hesitation.",
    ],
    anything_else: ["No, creo que eso es todo. Gracias.", "No, I think that is all. Thank you."],
    followup: [
      "Por ejemplo, la primavera pasada rehízo nuestra guía de guardias en dos semanas, y las alertas bajaron a la mitad el trimestre siguiente.",
      "For example, last spring she rebuilt our on-call guide in two weeks, and alerts fell by half the next quarter.",
    ],
    followup2: [
      "Un ejemplo: automatizó el informe mensual, que antes tomaba un día entero, y ahora se hace en veinte minutos.",
      "One example: she automated the monthly report, which used to take a whole day, and it now runs in twenty minutes.",
    ],
  },
};

/** Short replies people give in any call. */
const COMMON: Record<"fr" | "es", Pair[]> = {
  fr: [
    ["Oui.", "Yes."],
    ["Non.", "No."],
    ["Non merci.", "No thank you."],
    ["D'accord.", "Okay."],
    ["Allez-y.", "Go ahead."],
    ["Merci.", "Thank you."],
    ["Au revoir.", "Goodbye."],
    ["Bonjour.", "Hello."],
  ],
  es: [
    ["Sí.", "Yes."],
    ["No.", "No."],
    ["No, gracias.", "No, thank you."],
    ["De acuerdo.", "Okay."],
    ["Adelante.", "Go ahead."],
    ["Gracias.", "Thank you."],
    ["Hasta luego.", "Goodbye."],
    ["Hola.", "Hello."],
  ],
};

/** Every known sentence of a language with its English. */
export function phrasebook(language: "fr" | "es"): Pair[] {
  return [...Object.values(COOPERATIVE_ANSWERS[language]), ...COMMON[language]];
}

/** Word-for-word fallback: the commonest words of a reference's answer. */
export const GLOSSARY: Record<"fr" | "es", Record<string, string>> = {
  fr: Object.fromEntries(
    (
      "oui:yes non:no merci:thank-you elle:she il:he ils:they nous:we je:I j':I vous:you est:is était:was a:has avait:had " +
      "très:very bien:well bon:good bonne:good excellent:excellent excellente:excellent fiable:dependable équipe:team " +
      "travail:work travaillé:worked travaille:works ans:years années:years an:year mois:months semaines:weeks jours:days " +
      "projet:project projets:projects client:client clients:clients toujours:always jamais:never souvent:often " +
      "avec:with pour:for dans:in sur:on de:of du:of-the des:of-the le:the la:the les:the un:a une:a et:and mais:but ou:or " +
      "aussi:also plus:more moins:less beaucoup:a-lot trop:too sans:without chez:at comme:as quand:when " +
      "embaucherais:would-hire réembaucherais:would-rehire absolument:absolutely exemple:example fois:time " +
      "deux:two trois:three quatre:four cinq:five dix:ten responsable:manager gestionnaire:manager collègue:colleague " +
      "échéance:deadline échéances:deadlines délais:deadlines qualité:quality résultats:results dirigé:led livré:delivered " +
      "amélioré:improved réduit:reduced organisée:organized organisé:organized calme:calm rigoureuse:rigorous rigoureux:rigorous"
    )
      .split(" ")
      .map((p) => p.split(":") as [string, string]),
  ),
  es: Object.fromEntries(
    (
      "sí:yes si:yes no:no gracias:thank-you ella:she él:he ellos:they nosotros:we yo:I usted:you es:is era:was fue:was " +
      "muy:very bien:well buena:good bueno:good excelente:excellent confiable:dependable equipo:team trabajo:work " +
      "trabajamos:we-worked trabajó:worked años:years año:year meses:months semanas:weeks días:days proyecto:project " +
      "proyectos:projects cliente:client clientes:clients siempre:always nunca:never con:with para:for en:in de:of del:of-the " +
      "el:the la:the los:the las:the un:a una:a y:and pero:but o:or también:also más:more menos:less mucho:a-lot " +
      "demasiado:too sin:without como:as cuando:when contrataría:would-hire volvería:would-again absolutamente:absolutely " +
      "ejemplo:example vez:time dos:two tres:three cuatro:four cinco:five diez:ten jefe:manager jefa:manager colega:colleague " +
      "plazo:deadline plazos:deadlines calidad:quality resultados:results dirigió:led entregó:delivered mejoró:improved " +
      "redujo:reduced organizada:organized organizado:organized tranquila:calm rigurosa:rigorous riguroso:rigorous"
    )
      .split(" ")
      .map((p) => p.split(":") as [string, string]),
  ),
};
