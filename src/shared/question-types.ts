/**
 * The interview's question plan: the AI caller tags each question turn with one of these, the
 * analysis reads answers by them, and call analytics counts them. Declared once, here.
 */
export const QUESTION_TYPES = [
  "relationship",
  "strengths",
  "growth",
  "performance",
  "teamwork",
  "reliability",
  "rehire",
  "anything_else",
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];
