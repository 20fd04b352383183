import { checkReferences, referenceChecks } from "../../src/db/schema";
import type { Deps } from "../../src/services/deps";
import { uniqueEmail, uniquePhone } from "./app";

let n = 0;

/** Inserts a check (and its references) directly, in whatever state a test needs. */
export async function insertCheck(
  deps: Deps,
  over: Partial<typeof referenceChecks.$inferInsert> = {},
  refs: { name?: string; status?: string; attemptsMade?: number }[] = [{}],
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
