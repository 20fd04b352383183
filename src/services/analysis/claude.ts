import type { ZodError } from "zod";
import type { TranscriptTurn } from "../../db/schema";
import type { LlmMessage, LlmProvider } from "../../providers/llm/types";
import { guardModelOutput } from "./guard";
import { analyzeOffline } from "./offline";
import { extractJson, modelOutputSchema, SYSTEM_PROMPT, userPrompt, type PromptContext } from "./prompt";
import type { ReferenceAnalysis } from "./schema";
import { questionsOf } from "./transcript";

/** Answers that fail validation are sent back with the problems, this many times in all. */
export const MAX_ATTEMPTS = 3;
const TRANSPORT_RETRIES = 2;

export interface ClaudeAnalysisResult {
  analysis: ReferenceAnalysis;
  attempts: number;
}

/**
 * Claude's analysis of one reference: a structured answer validated by zod, asked again (with
 * the validation problems) when invalid, then held to the transcript by the guard. When the model
 * cannot give a valid answer, the offline analysis stands in and says so.
 */
export async function analyzeWithClaude(
  llm: LlmProvider,
  ctx: PromptContext,
  turns: TranscriptTurn[],
  opts: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<ClaudeAnalysisResult> {
  const sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const questions = questionsOf(turns);
  const messages: LlmMessage[] = [{ role: "user", content: userPrompt(ctx, questions, turns) }];
  let lastProblem = "";
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const reply = await completeWithRetry(llm, messages, sleep);
    let problem: string;
    try {
      const parsed = modelOutputSchema.safeParse(extractJson(reply));
      if (parsed.success) {
        const unknownIndex = parsed.data.questions.find((q) => q.index >= questions.length);
        if (!unknownIndex) return { analysis: guardModelOutput(turns, parsed.data), attempts: attempt };
        problem = `questions[].index ${unknownIndex.index} does not exist (there are ${questions.length} questions, numbered from 0)`;
      } else {
        problem = describeIssues(parsed.error);
      }
    } catch (err) {
      problem = `the reply was not valid JSON (${(err as Error).message})`;
    }
    lastProblem = problem;
    messages.push({ role: "assistant", content: reply });
    messages.push({
      role: "user",
      content: `That reply does not match the required format: ${problem}. Reply again with ONLY the corrected JSON object, following the same RULES.`,
    });
  }
  const fallback = analyzeOffline(turns);
  fallback.integrityNotes.push(
    `The model's analysis failed validation ${MAX_ATTEMPTS} times (last: ${lastProblem.slice(0, 200)}); the offline analysis was used instead.`,
  );
  return { analysis: fallback, attempts: MAX_ATTEMPTS };
}

async function completeWithRetry(
  llm: LlmProvider,
  messages: LlmMessage[],
  sleep: (ms: number) => Promise<void>,
): Promise<string> {
  for (let i = 0; ; i++) {
    try {
      return await llm.complete({ system: SYSTEM_PROMPT, messages, maxTokens: 4000, purpose: "analysis" });
    } catch (err) {
      if (i >= TRANSPORT_RETRIES) throw err;
      await sleep(500 * 2 ** i);
    }
  }
}

function describeIssues(error: ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}
