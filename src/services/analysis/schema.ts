import { z } from "zod";

/**
 * The analysis of one interviewed reference, as stored on call_logs.aiAnalysis and read by the
 * report. Both analyzers (Claude and the offline one) produce exactly this shape.
 */
export const flagLevelSchema = z.enum(["red", "yellow", "green"]);
export type FlagLevel = z.infer<typeof flagLevelSchema>;

export const flagSchema = z.object({
  level: flagLevelSchema,
  /** A short headline: "Missed deadlines on the Q3 launch". */
  title: z.string().trim().min(3).max(140),
  /** The reference's own words, quoted verbatim from the transcript. */
  evidence: z.string().trim().min(3).max(600),
  questionType: z.string().max(60).optional(),
});
export type Flag = z.infer<typeof flagSchema>;

export const sentimentSchema = z.enum(["positive", "neutral", "negative"]);
export const recommendationStrengthSchema = z.enum(["strong", "moderate", "weak", "none"]);
export type RecommendationStrength = z.infer<typeof recommendationStrengthSchema>;

/** One question of the interview with the reference's answer (one call_analytics row). */
export const questionAnalysisSchema = z.object({
  questionType: z.string(),
  question: z.string(),
  response: z.string(),
  wordCount: z.number().int().min(0),
  /** 1 (no real answer) … 5 (specific, detailed, with an example). */
  quality: z.number().int().min(1).max(5),
  specificExample: z.boolean(),
  containsNumbers: z.boolean(),
  /** -1 … 1 */
  sentiment: z.number().min(-1).max(1),
  followUpUsed: z.boolean(),
  followUpQuestion: z.string().nullable(),
});
export type QuestionAnalysis = z.infer<typeof questionAnalysisSchema>;

export const referenceAnalysisSchema = z.object({
  analyzer: z.enum(["claude", "offline"]),
  summary: z.string(),
  sentiment: sentimentSchema,
  /** 1 … 10, one decimal. */
  rating: z.number().min(1).max(10),
  keyInsights: z.array(z.string()),
  /** The red flags' headlines with their quotes (call_logs.redFlags). */
  redFlags: z.array(z.string()),
  flags: z.array(flagSchema),
  recommendationStrength: recommendationStrengthSchema,
  questions: z.array(questionAnalysisSchema),
  /**
   * Things the analysis noticed about the transcript itself, e.g. that the reference addressed
   * instructions to the report system, or that the model's answer had to be corrected.
   */
  integrityNotes: z.array(z.string()),
});
export type ReferenceAnalysis = z.infer<typeof referenceAnalysisSchema>;
