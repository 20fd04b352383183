import { callLogs, checkReferences, consentLogs, referenceChecks } from "../../src/db/schema";
import { REDACTED } from "../../src/services/interview/guard";
import type { Deps } from "../../src/services/deps";
import type { ReferenceState } from "../../src/shared/states";
import { uniqueEmail, uniquePhone } from "./app";

let n = 0;

/** Inserts a check (and its references) directly, in whatever state a test needs. */
export async function insertCheck(
  deps: Deps,
  over: Partial<typeof referenceChecks.$inferInsert> = {},
  refs: { name?: string; status?: ReferenceState; attemptsMade?: number }[] = [{}],
) {
  const now = deps.now();
  const [row] = await deps.db
    .insert(referenceChecks)
    .values({
      publicId: `pub${Date.now().toString(36)}${(n++).toString(36)}xxxxxxxxxxxx`.slice(0, 22),
      requesterEmail: uniqueEmail(),
      candidateName: "Sam Lee",
      role: "Engineer",
      companyName: "Acme",
      reference1: { name: refs[0]?.name ?? "Pat Kim", phone: uniquePhone(), relationship: "direct-manager" },
      status: "processing",
      paymentStatus: "free",
      createdAt: now,
      updatedAt: now,
      lastProgressAt: now,
      ...over,
    })
    .returning();
  await deps.db.insert(checkReferences).values(
    refs.map((r, i) => ({
      referenceCheckId: row!.id,
      referenceIndex: i + 1,
      name: r.name ?? `Ref ${i + 1}`,
      phone: uniquePhone(),
      relationship: "colleague",
      status: r.status ?? "pending",
      attemptsMade: r.attemptsMade ?? 0,
    })),
  );
  return row!;
}

/** One interviewed call (reference 1) whose transcript kept a redaction, as the interviewer stores it. */
export async function insertInterview(deps: Deps, checkId: number) {
  const at = deps.now().toISOString();
  const phone = uniquePhone();
  const [log] = await deps.db
    .insert(callLogs)
    .values({
      referenceCheckId: checkId,
      referenceIndex: 1,
      attemptKey: `${checkId}:1:1`,
      phoneNumber: phone,
      referenceName: "Rae Ref",
      candidateName: "Sam Lee",
      status: "completed",
      outcome: "completed",
      callDuration: 312,
      timezone: "America/Chicago",
      callStartTime: deps.now(),
      transcriptTurns: [
        { speaker: "agent", text: "What are her main strengths?", at, questionType: "STRENGTHS" },
        {
          speaker: "reference",
          text: `She is a strong engineer. ${REDACTED} She ships on time.`,
          at,
          readings: { rules: "answer", model: ["protected_remark"], final: "answer" },
        },
      ],
    })
    .returning();
  await deps.db.insert(consentLogs).values({
    callLogId: log!.id,
    referencePhone: phone,
    consentGiven: true,
    consentResponse: "granted",
    rawResponse: "Yes, that's fine.",
    redactions: 1,
  });
}
