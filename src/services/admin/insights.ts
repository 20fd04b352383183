import { asc, desc, isNotNull, sql } from "drizzle-orm";
import { callAnalytics } from "../../db/schema";
import type { Deps } from "../deps";
import { round } from "./dates";

export interface LearningStats {
  totalCalls: number;
  totalQuestions: number;
  /** Average answer length in words. */
  avgResponseLength: number;
  /** Average answer quality out of 5, one decimal. */
  avgQuality: number;
}

export interface QuestionAnalytics {
  questionType: string;
  question: string;
  avgQuality: number;
  totalAsked: number;
  avgResponseLength: number;
}

/** Learning insights over every analysed answer (call_analytics, one row per question asked). */
export async function learningStats(deps: Deps): Promise<LearningStats> {
  const [r] = await deps.db
    .select({
      calls: sql<number>`count(distinct coalesce(${callAnalytics.callId}::text, ${callAnalytics.referenceCheckId}::text || ':nocall'))::int`,
      questions: sql<number>`count(*)::int`,
      words: sql<string | null>`avg(${callAnalytics.responseWordCount})`,
      quality: sql<string | null>`avg(${callAnalytics.responseQuality})`,
    })
    .from(callAnalytics);
  return {
    totalCalls: r?.calls ?? 0,
    totalQuestions: r?.questions ?? 0,
    avgResponseLength: round(Number(r?.words ?? 0), 1),
    avgQuality: round(Number(r?.quality ?? 0), 1),
  };
}

/**
 * The best or worst questions by average answer quality. A question is its type and wording;
 * ties go to the question asked more often (more evidence).
 */
export async function rankedQuestions(
  deps: Deps,
  which: "best" | "worst",
  limit = 3,
): Promise<QuestionAnalytics[]> {
  const quality = sql<string>`avg(${callAnalytics.responseQuality})`;
  const rows = await deps.db
    .select({
      questionType: callAnalytics.questionType,
      question: callAnalytics.questionAsked,
      avgQuality: quality,
      totalAsked: sql<number>`count(*)::int`,
      avgResponseLength: sql<string>`avg(${callAnalytics.responseWordCount})`,
    })
    .from(callAnalytics)
    .where(isNotNull(callAnalytics.responseQuality))
    .groupBy(callAnalytics.questionType, callAnalytics.questionAsked)
    .orderBy(
      which === "best" ? desc(quality) : asc(quality),
      desc(sql`count(*)`),
      asc(callAnalytics.questionAsked),
    )
    .limit(limit);
  return rows.map((r) => ({
    questionType: r.questionType,
    question: r.question,
    avgQuality: round(Number(r.avgQuality), 1),
    totalAsked: r.totalAsked,
    avgResponseLength: round(Number(r.avgResponseLength), 1),
  }));
}
