import type { TranscriptTurn } from "../../db/schema";

export interface ReferenceAnalysis {
  summary: string;
  sentiment: "positive" | "neutral" | "negative";
  rating: number;
  keyInsights: string[];
  redFlags: string[];
  recommendationStrength: "strong" | "moderate" | "weak" | "none";
  questions: {
    questionType: string;
    question: string;
    response: string;
    wordCount: number;
    quality: number;
    specificExample: boolean;
    containsNumbers: boolean;
    sentiment: number;
  }[];
}

const POSITIVE =
  /\b(great|excellent|strong|organized|calm|reliable|absolutely|outstanding|improved|led|without hesitation|recommend|trust)\b/gi;
const NEGATIVE =
  /\b(late|unreliable|conflict|poor|struggled|wouldn't|would not|never again|difficult|fired|dishonest)\b/gi;

/**
 * The offline analyzer: deterministic, transparent heuristics over the transcript. It reads the
 * transcript as data only. (The analysis capability adds the Claude-backed analyzer.)
 */
export function analyzeOffline(turns: TranscriptTurn[]): ReferenceAnalysis {
  const questions: ReferenceAnalysis["questions"] = [];
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    if (t.speaker !== "agent" || !t.questionType || ["consent", "close"].includes(t.questionType)) continue;
    const answer = turns[i + 1]?.speaker === "reference" ? turns[i + 1]!.text : "";
    const words = answer.split(/\s+/).filter(Boolean).length;
    const pos = (answer.match(POSITIVE) ?? []).length;
    const neg = (answer.match(NEGATIVE) ?? []).length;
    const specific = /\b(led|built|cut|grew|when|project|percent|\d)/i.test(answer);
    questions.push({
      questionType: t.questionType,
      question: t.text,
      response: answer,
      wordCount: words,
      quality: Math.max(1, Math.min(5, 1 + Math.floor(words / 8) + (specific ? 1 : 0))),
      specificExample: specific,
      containsNumbers: /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|forty|fifty)\b/i.test(answer),
      sentiment: Math.max(-1, Math.min(1, (pos - neg) / 3)),
    });
  }
  const avg = questions.length ? questions.reduce((s, q) => s + q.sentiment, 0) / questions.length : 0;
  const rehire = questions.find((q) => q.questionType === "rehire")?.response ?? "";
  const rehireYes = /\b(yes|absolutely|definitely|without hesitation|of course)\b/i.test(rehire);
  const redFlags = questions
    .filter((q) => q.sentiment < 0)
    .map((q) => `On ${q.questionType}: "${q.response.slice(0, 160)}"`);
  const rating = Math.round(Math.max(1, Math.min(10, 6 + avg * 3 + (rehireYes ? 1 : -1))) * 10) / 10;
  const strengths = questions.find((q) => q.questionType === "strengths")?.response;
  return {
    summary: strengths
      ? `The reference described these strengths: ${strengths} ${rehireYes ? "They would hire the candidate again." : "They did not clearly say they would hire the candidate again."}`
      : "The reference gave little detail.",
    sentiment: avg > 0.15 ? "positive" : avg < -0.15 ? "negative" : "neutral",
    rating,
    keyInsights: questions.filter((q) => q.specificExample).map((q) => q.response.slice(0, 200)),
    redFlags,
    recommendationStrength: rehireYes ? (avg > 0.3 ? "strong" : "moderate") : avg < 0 ? "none" : "weak",
    questions,
  };
}
