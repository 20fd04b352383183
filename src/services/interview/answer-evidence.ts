import { normalizeText } from "./normalize";

/**
 * Evidence an answer carries: an example, a timeframe or a result. The follow-up asks for what is
 * missing, whatever the length: "Good worker, always has been" earns one; "She cut errors 40% in
 * her first year" does not.
 */
export function hasEvidence(text: string): boolean {
  const t = normalizeText(text);
  const example =
    /\b(for example|for instance|such as|one time|once|a time when|when (she|he|they|we|i)|like when|last (year|month|week|quarter|spring|summer|fall|autumn|winter)|remember)\b/;
  const timeframe =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|couple of) (years?|months?|weeks?|days?|quarters?)\b|\b(since|during|ago|in (19|20)\d\d|for (about |around |almost |over )?(a|an|\d+|one|two|three|four|five) (years?|months?))\b/;
  const result =
    /\b(led|shipped|built|delivered|launched|cut|reduced|increased|improved|saved|grew|won|doubled|halved|finished|completed|rebuilt|created|designed|resolved|fixed|mentored|trained|award|promoted|percent|early)\b|\d/;
  return (
    example.test(t) ||
    timeframe.test(t) ||
    result.test(t) ||
    EXAMPLE_FR_ES.test(t) ||
    TIMEFRAME_FR_ES.test(t) ||
    RESULT_FR_ES.test(t)
  );
}

/** Whole words in an answer. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

const EXAMPLE_FR_ES =
  /\b(par exemple|une fois|l'an dernier|l'annee derniere|je me souviens|quand (elle|il|nous|on)|por ejemplo|una vez|el ano pasado|recuerdo|cuando (ella|el|nosotros))\b/;
const TIMEFRAME_FR_ES =
  /\b(un|une|deux|trois|quatre|cinq|six|sept|huit|dix|plusieurs|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|varios) (ans|annees|mois|semaines|anos|meses|semanas)\b|\b(depuis|pendant|il y a|desde|durante|hace|(premiere|deuxieme|troisieme|derniere) annee|(primer|segundo|tercer|ultimo) ano)\b/;
const RESULT_FR_ES =
  /\b(dirige|livre|lance|reduit|augmente|ameliore|economise|cree|concu|resolu|forme|promu|pour cent|refait|automatise|lidero|entrego|lanzo|redujo|aumento|mejoro|ahorro|creo|diseno|resolvio|capacito|ascendido|por ciento|automatizo|rehizo)\b/;
