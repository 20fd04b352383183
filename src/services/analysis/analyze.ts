import { eq } from "drizzle-orm";
import { callAnalytics, callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { analyzeOffline } from "./offline";

/** Analyzes one completed call, once: a call that already has its analysis is left alone. */
export async function analyzeReference(
  deps: Deps,
  job: { checkId: number; callLogId: number },
): Promise<void> {
  const [log] = await deps.db.select().from(callLogs).where(eq(callLogs.id, job.callLogId));
  if (!log) return;
  if (log.aiAnalysis) {
    await deps.queue.send(jobs.checkProgress, { checkId: job.checkId });
    return;
  }
  const analysis = analyzeOffline(log.transcriptTurns ?? []);
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, job.checkId));
  const [ref] = await deps.db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, job.checkId));
  await transaction(deps.database, async (tx, raw) => {
    const [locked] = await tx
      .select({ a: callLogs.aiAnalysis })
      .from(callLogs)
      .where(eq(callLogs.id, log.id))
      .for("update");
    if (locked?.a) return;
    await tx
      .update(callLogs)
      .set({
        aiAnalysis: analysis as unknown as Record<string, unknown>,
        sentiment: analysis.sentiment,
        rating: analysis.rating.toFixed(1),
        keyInsights: analysis.keyInsights,
        redFlags: analysis.redFlags,
        updatedAt: deps.now(),
      })
      .where(eq(callLogs.id, log.id));
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
          roleType: check?.role ?? null,
          referenceRelationship: ref?.relationship ?? null,
          callDurationSeconds: log.callDuration,
          sentimentScore: q.sentiment.toFixed(2),
          containsSpecificExample: q.specificExample,
          containsNumbers: q.containsNumbers,
          recommendationStrength: analysis.recommendationStrength,
        })),
      );
    await deps.queue.send(jobs.checkProgress, { checkId: job.checkId }, { tx: raw });
  });
}
