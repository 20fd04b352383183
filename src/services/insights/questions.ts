import { and, asc, desc, isNotNull, sql } from "drizzle-orm";
import { callAnalytics } from "../../db/schema";
import type { Deps } from "../deps";
import { QUESTION_PLAN } from "../interview/plan";
import { questionLabel } from "../reports/pdf/format";
import { round } from "./dates";
import { customerAnswer } from "./figures";

export interface LearningStats {
  totalCalls: number;
  totalQuestions: number;
  /** Average answer length in words. */
  avgResponseLength: number;
  /** Average answer quality out of 5, one decimal. */
  avgQuality: number;
}

export interface QuestionAnalytics {
  /** The plan's question type, lower case ("anything_else"). */
  questionType: string;
  /** What the dashboard calls it ("Anything else"). */
  label: string;
  /** The plan's wording, for a generic candidate (each call personalises it). */
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
    .from(callAnalytics)
    .where(customerAnswer);
  return {
    totalCalls: r?.calls ?? 0,
    totalQuestions: r?.questions ?? 0,
    avgResponseLength: round(Number(r?.words ?? 0), 1),
    avgQuality: round(Number(r?.quality ?? 0), 1),
  };
}

/** The plan's wording of a question type, with a generic candidate; null for a type not in the plan. */
export function planWording(type: string): string | null {
  const planned = QUESTION_PLAN.find((q) => q.type === type);
  return planned
    ? planned.text({
        productName: "",
        candidateName: "the candidate",
        referenceName: "",
        companyName: "your company",
        role: "",
        relationship: "other",
      })
    : null;
}

/**
 * The best or worst question types by average answer quality. Every call words its questions for
 * its own candidate, so answers are grouped by the plan's question type (case-insensitively), not
 * by the personalised text; ties go to the type asked more often (more evidence).
 */
export async function rankedQuestions(
  deps: Deps,
  which: "best" | "worst",
  limit = 3,
): Promise<QuestionAnalytics[]> {
  const type = sql<string>`lower(${callAnalytics.questionType})`;
  const quality = sql<string>`avg(${callAnalytics.responseQuality})`;
  const rows = await deps.db
    .select({
      questionType: type,
      example: sql<string>`min(${callAnalytics.questionAsked})`,
      avgQuality: quality,
      totalAsked: sql<number>`count(*)::int`,
      avgResponseLength: sql<string>`avg(${callAnalytics.responseWordCount})`,
    })
    .from(callAnalytics)
    .where(and(isNotNull(callAnalytics.responseQuality), customerAnswer))
    .groupBy(type)
    .orderBy(which === "best" ? desc(quality) : asc(quality), desc(sql`count(*)`), asc(type))
    .limit(limit);
  return rows.map((r) => ({
    questionType: r.questionType,
    label: questionLabel(r.questionType),
    question: planWording(r.questionType) ?? r.example,
    avgQuality: round(Number(r.avgQuality), 1),
    totalAsked: r.totalAsked,
    avgResponseLength: round(Number(r.avgResponseLength), 1),
  }));
}
