import { and, eq } from "drizzle-orm";
import { callLogs, checkReferences } from "../../db/schema";
import { CALL_LANGUAGES, type CallLanguage } from "../../shared/call-language";
import type { Deps } from "../deps";

/**
 * Languages the live interview can be held in: the whole spoken script (disclosure, consent,
 * questions, fixed answers) exists in each (interview/plan.ts, lines-fr-es.ts).
 */
export const INTERVIEW_LANGUAGES: readonly CallLanguage[] = ["en", "fr", "es"];

export function asCallLanguage(value: string | null | undefined): CallLanguage {
  return (CALL_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as CallLanguage) : "en";
}

/** The language of the reference a call log belongs to. */
export async function languageOfCall(deps: Pick<Deps, "db">, callLogId: number): Promise<CallLanguage> {
  const [row] = await deps.db
    .select({ language: checkReferences.language })
    .from(callLogs)
    .innerJoin(
      checkReferences,
      and(
        eq(checkReferences.referenceCheckId, callLogs.referenceCheckId),
        eq(checkReferences.referenceIndex, callLogs.referenceIndex),
      ),
    )
    .where(eq(callLogs.id, callLogId));
  return asCallLanguage(row?.language);
}

/** The language the live conversation is held in for a reference who asked for `language`. */
export function interviewLanguage(language: CallLanguage): CallLanguage {
  return INTERVIEW_LANGUAGES.includes(language) ? language : "en";
}
