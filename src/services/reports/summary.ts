import type { Flag } from "../analysis/schema";
import { compareReferences } from "./compare";
import type { ReportReference } from "./data";
import { placeOf } from "./transcript-places";

export interface ReportFlag extends Flag {
  referenceName: string;
  referenceIndex: number;
}

export interface CheckSummary {
  interviewed: number;
  total: number;
  /** Hiring recommendation score out of 10, one decimal; null when nobody was interviewed. */
  score: number | null;
  verdict: string;
  confidence: "high" | "medium" | "low";
  /** Why the score is what it is, one plain sentence each. */
  reasoning: string[];
  executiveSummary: string;
  flags: ReportFlag[];
  counts: { red: number; yellow: number; green: number };
  /** Where the references agree and where they contradict each other (two or more interviewed). */
  comparison: string[];
  /**
   * Key insights in the references' own words, for the executive summary: those the transcript
   * holds verbatim (so each links to where it was said), at most two per reference.
   */
  keyQuotes: KeyQuote[];
}

export interface KeyQuote {
  referenceIndex: number;
  referenceName: string;
  quote: string;
}

/** At most this many key quotes per reference, and in all, in the executive summary. */
const QUOTES_PER_REFERENCE = 2;
const QUOTES_IN_ALL = 4;

/**
 * Each reference's key insights that its transcript holds word for word, in the analysis's order:
 * about the candidate's work, so not the answer on how they worked together, and never the
 * same words twice.
 */
export function keyQuotesOf(references: ReportReference[]): KeyQuote[] {
  const seen = new Set<string>();
  const perReference = references
    .filter((r) => r.analysis)
    .map((r) =>
      r
        .analysis!.keyInsights.filter((quote) => {
          const place = placeOf(quote, r.transcript, {
            index: r.index,
            callStart: null,
            recordingStart: null,
          });
          if (!place) return false;
          const asked = r.transcript[Number(place.anchor.split("-").at(-1))]?.questionType ?? "";
          const key = quote.toLowerCase().replace(/\W+/g, " ").trim();
          if (asked.replace(/^followup:/, "") === "relationship" || seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, QUOTES_PER_REFERENCE)
        .map((quote) => ({ referenceIndex: r.index, referenceName: r.name, quote })),
    );
  // Take them in turns so that every reference is heard before anyone's second quote.
  const out: KeyQuote[] = [];
  for (let i = 0; i < QUOTES_PER_REFERENCE; i++)
    for (const quotes of perReference) if (quotes[i]) out.push(quotes[i]!);
  return out.slice(0, QUOTES_IN_ALL);
}

/** Who knows the candidate's work best counts most. */
export const RELATIONSHIP_WEIGHT: Record<string, number> = {
  "direct-manager": 1.5,
  "senior-manager": 1.3,
  client: 1.0,
  colleague: 1.0,
  other: 0.8,
};

export const RELATIONSHIP_LABEL: Record<string, string> = {
  "direct-manager": "Direct manager",
  "senior-manager": "Senior manager",
  colleague: "Colleague",
  client: "Client",
  other: "Other",
};

export function verdictFor(score: number | null): string {
  if (score === null) return "No recommendation: no reference could be interviewed";
  if (score >= 8) return "Strong hire signal";
  if (score >= 6.5) return "Positive signal";
  if (score >= 4.5) return "Mixed signal: probe further before deciding";
  return "Significant concerns";
}

/**
 * The cross-reference view: a relationship-weighted score with its reasoning, every flag with
 * the reference who raised it, and a plain executive summary. Pure, so it is tested directly.
 */
export function summarizeCheck(data: {
  candidateName: string;
  role: string;
  companyName: string;
  references: ReportReference[];
}): CheckSummary {
  const analysed = data.references.filter((r) => r.analysis);
  const flags: ReportFlag[] = analysed.flatMap((r) =>
    r.analysis!.flags.map((f) => ({ ...f, referenceName: r.name, referenceIndex: r.index })),
  );
  const counts = {
    red: flags.filter((f) => f.level === "red").length,
    yellow: flags.filter((f) => f.level === "yellow").length,
    green: flags.filter((f) => f.level === "green").length,
  };
  const reasoning: string[] = [];
  let score: number | null = null;
  if (analysed.length) {
    let wsum = 0;
    let total = 0;
    for (const r of analysed) {
      const w = RELATIONSHIP_WEIGHT[r.relationship] ?? 1;
      wsum += w;
      total += w * r.analysis!.rating;
    }
    const weighted = total / wsum;
    // Red flags corroborated by more than one reference weigh more than one person's view.
    const redRefs = new Set(flags.filter((f) => f.level === "red").map((f) => f.referenceIndex)).size;
    const penalty = redRefs >= 2 ? 1 : 0;
    score = Math.round(Math.max(1, Math.min(10, weighted - penalty)) * 10) / 10;
    reasoning.push(
      `Based on ${analysed.length} interviewed reference${analysed.length === 1 ? "" : "s"} of ${data.references.length}; each reference's rating is weighted by how closely they worked with ${data.candidateName} (a direct manager counts most).`,
    );
    for (const r of analysed)
      reasoning.push(
        `${r.name} (${RELATIONSHIP_LABEL[r.relationship] ?? r.relationship}) rated ${r.analysis!.rating.toFixed(1)}/10 with a ${r.analysis!.recommendationStrength} recommendation.`,
      );
    if (counts.red)
      reasoning.push(
        `${counts.red} red flag${counts.red === 1 ? "" : "s"} lower${counts.red === 1 ? "s" : ""} the score${penalty ? "; raised by more than one reference, they cost a further point" : ""}.`,
      );
    else reasoning.push("No red flags were raised.");
    if (counts.yellow)
      reasoning.push(
        `${counts.yellow} yellow flag${counts.yellow === 1 ? "" : "s"} are worth discussing with the candidate.`,
      );
    const rehire = analysed.map((r) => r.analysis!.recommendationStrength);
    if (rehire.every((s) => s === "strong" || s === "moderate"))
      reasoning.push("Every interviewed reference recommends the candidate.");
  } else {
    reasoning.push("No reference could be interviewed, so there is no evidence to score.");
  }
  const removed = data.references.filter((r) => !r.analysis && r.erased);
  const missing = data.references.length - analysed.length - removed.length;
  if (missing)
    reasoning.push(
      `${missing} reference${missing === 1 ? " was" : "s were"} not reached, which lowers confidence in the score.`,
    );
  const byRequest = removed.filter((r) => r.erased!.why === "request").length;
  if (byRequest)
    reasoning.push(
      `${byRequest} reference${byRequest === 1 ? "'s interview was" : "s' interviews were"} erased at their request and ${byRequest === 1 ? "is" : "are"} not part of the score.`,
    );
  if (removed.length - byRequest)
    reasoning.push(
      `${removed.length - byRequest} interview${removed.length - byRequest === 1 ? " was" : "s were"} removed under the retention policy and no longer count.`,
    );
  const avgQuality = analysed.length
    ? analysed.reduce((s, r) => s + avg(r.analysis!.questions.map((q) => q.quality)), 0) / analysed.length
    : 0;
  const confidence: CheckSummary["confidence"] =
    analysed.length >= 2 && missing + removed.length === 0 && avgQuality >= 3
      ? "high"
      : analysed.length >= 2 || (analysed.length === 1 && avgQuality >= 3.5 && data.references.length === 1)
        ? "medium"
        : "low";

  return {
    interviewed: analysed.length,
    total: data.references.length,
    score,
    verdict: verdictFor(score),
    confidence,
    reasoning,
    executiveSummary: executiveSummary(data, analysed, counts, score),
    flags,
    counts,
    comparison: compareReferences(data.references),
    keyQuotes: keyQuotesOf(analysed),
  };
}

function executiveSummary(
  data: { candidateName: string; role: string; companyName: string; references: ReportReference[] },
  analysed: ReportReference[],
  counts: CheckSummary["counts"],
  score: number | null,
): string {
  const n = analysed.length;
  const m = data.references.length;
  const parts = [
    `${n} of ${m} reference${m === 1 ? "" : "s"} ${n === 1 ? "was" : "were"} interviewed by phone about ${data.candidateName} for the ${data.role} role at ${data.companyName}.`,
  ];
  if (!n) return parts.join(" ");
  const tones = analysed.map((r) => r.analysis!.sentiment);
  const positive = tones.filter((t) => t === "positive").length;
  const negative = tones.filter((t) => t === "negative").length;
  parts.push(
    positive === n
      ? "All of them spoke positively about the candidate's work."
      : negative === n
        ? "All of them raised serious reservations about the candidate's work."
        : `Tone of the references: ${positive} positive, ${n - positive - negative} neutral, ${negative} negative.`,
  );
  const greens = uniqueTitles(analysed, "green");
  if (greens.length) parts.push(`Strengths that came up: ${greens.slice(0, 3).join(", ").toLowerCase()}.`);
  if (counts.red)
    parts.push(
      `Concerns: ${uniqueTitles(analysed, "red").slice(0, 3).join(", ").toLowerCase()} (see the red flags and their quotes).`,
    );
  else if (counts.yellow)
    parts.push(`Points to probe: ${uniqueTitles(analysed, "yellow").slice(0, 3).join(", ").toLowerCase()}.`);
  parts.push(`Hiring recommendation score: ${score!.toFixed(1)}/10 (${verdictFor(score).toLowerCase()}).`);
  return parts.join(" ");
}

function uniqueTitles(refs: ReportReference[], level: Flag["level"]): string[] {
  return [
    ...new Set(refs.flatMap((r) => r.analysis!.flags.filter((f) => f.level === level).map((f) => f.title))),
  ];
}

function avg(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}
