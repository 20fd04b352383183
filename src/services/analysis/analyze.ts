import { eq } from "drizzle-orm";
import { callAnalytics, callLogs } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import { asCallLanguage } from "../checks/call-language";
import type { Deps } from "../deps";
import { contextForCall } from "../interview/start";
import { analyzeWithClaude } from "./claude";
import { analyzeOffline } from "./offline";
import { analysisInput } from "./redact-input";
import { englishTurns, withTranslations } from "./translate";
import type { ReferenceAnalysis } from "./schema";
import { checkById, referenceAt } from "../checks/queries";

/**
 * Analyses one completed call, once: a call that already has its analysis is left alone, and the
 * analysis, its call_analytics rows and the next step are written in one transaction. Claude
 * analyses when the LLM provider is live; otherwise (or when the model is unreachable) the
 * deterministic offline analyzer does, and the analysis records which one ran.
 */
export async function analyzeReference(
  deps: Deps,
  job: { checkId: number; callLogId: number },
): Promise<"analysed" | "already-analysed" | "missing"> {
  const [log] = await deps.db.select().from(callLogs).where(eq(callLogs.id, job.callLogId));
  if (!log || log.referenceCheckId !== job.checkId) return "missing";
  // Erased (at the reference's request) before it was analysed: there is nothing to analyse.
  if (log.purgedAt) {
    await deps.queue.send(jobs.checkProgress, { checkId: job.checkId });
    return "missing";
  }
  if (log.aiAnalysis) {
    await deps.queue.send(jobs.checkProgress, { checkId: job.checkId });
    return "already-analysed";
  }
  const check = await checkById(deps.db, job.checkId);
  const ref = await referenceAt(deps.db, job.checkId, log.referenceIndex);
  // A French or Spanish interview is analysed (and reported) in English: each turn gets its
  // translation first, stored with the transcript.
  const original = log.transcriptTurns ?? [];
  const callLanguage = asCallLanguage(ref?.language);
  const foreign = callLanguage !== "en" || original.some((t) => t.lang && t.lang !== "en");
  const found = foreign ? await contextForCall(deps, log.id) : null;
  const translated = found
    ? await withTranslations(original, found.ctx, callLanguage, deps.providers.llm)
    : original;
  // Protected remarks never reach an analyzer, so they can move neither a flag nor the score.
  const turns = analysisInput(englishTurns(translated), [
    check?.candidateName ?? log.candidateName,
    log.referenceName,
    check?.companyName,
  ]);
  const analysis = await runAnalyzer(deps, turns, {
    candidateName: check?.candidateName ?? log.candidateName,
    role: check?.role ?? "",
    companyName: check?.companyName ?? "",
    relationship: ref?.relationship ?? "unknown",
  });

  return transaction(deps, async ({ db: tx, enqueue }) => {
    const [locked] = await tx
      .select({ a: callLogs.aiAnalysis, purgedAt: callLogs.purgedAt })
      .from(callLogs)
      .where(eq(callLogs.id, log.id))
      .for("update");
    if (locked?.a) return "already-analysed" as const;
    if (locked?.purgedAt) return "missing" as const;
    await tx
      .update(callLogs)
      .set({
        aiAnalysis: analysis as unknown as Record<string, unknown>,
        sentiment: analysis.sentiment,
        rating: analysis.rating.toFixed(1),
        keyInsights: analysis.keyInsights,
        redFlags: analysis.redFlags,
        ...(translated !== original ? { transcriptTurns: translated } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(callLogs.id, log.id));
    // The call pipeline records first measures per question when the call ends; the analysis
    // replaces them with its own, so there is exactly one row per question either way.
    await tx.delete(callAnalytics).where(eq(callAnalytics.callId, log.id));
    if (analysis.questions.length)
      await tx.insert(callAnalytics).values(
        analysis.questions.map((q) => ({
          referenceCheckId: job.checkId,
          callId: log.id,
          questionAsked: q.question,
          questionType: q.questionType,
          responseText: q.response,
          responseLength: q.response.length,
          responseWordCount: q.wordCount,
          responseQuality: q.quality,
          followUpUsed: q.followUpUsed,
          followUpQuestion: q.followUpQuestion,
          roleType: check?.role ?? null,
          seniorityLevel: check ? seniorityOf(check.role) : null,
          referenceRelationship: ref?.relationship ?? null,
          callDurationSeconds: log.callDuration,
          sentimentScore: q.sentiment.toFixed(2),
          containsSpecificExample: q.specificExample,
          containsNumbers: q.containsNumbers,
          recommendationStrength: analysis.recommendationStrength,
        })),
      );
    await enqueue(jobs.checkProgress, { checkId: job.checkId });
    return "analysed" as const;
  });
}

async function runAnalyzer(
  deps: Deps,
  turns: Parameters<typeof analyzeOffline>[0],
  ctx: Parameters<typeof analyzeWithClaude>[1],
): Promise<ReferenceAnalysis> {
  if (deps.providers.llm.mode !== "live") return analyzeOffline(turns);
  try {
    const { analysis, attempts } = await analyzeWithClaude(deps.providers.llm, ctx, turns);
    if (attempts > 1) deps.log.warn({ attempts }, "analysis needed more than one model answer");
    return analysis;
  } catch (err) {
    // The model is unreachable even after retries: the report must not wait on it.
    deps.log.error({ err }, "model analysis failed; using the offline analyzer");
    const fallback = analyzeOffline(turns);
    fallback.integrityNotes.push("The model could not be reached; the offline analysis was used instead.");
    return fallback;
  }
}

/** A coarse seniority band from the role title (call_analytics.seniorityLevel). */
export function seniorityOf(role: string): string {
  const r = role.toLowerCase();
  if (/\b(chief|c[a-z]o|vp|vice president|director|head of)\b/.test(r)) return "executive";
  if (/\b(manager|lead|principal|staff)\b/.test(r)) return "lead";
  if (/\b(senior|sr\.?)\b/.test(r)) return "senior";
  if (/\b(junior|jr\.?|intern|graduate|entry|trainee|apprentice)\b/.test(r)) return "junior";
  return "mid";
}
