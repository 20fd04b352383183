import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/postgres-js";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import postgres from "postgres";
import * as schema from "../../src/db/schema";
import { checkReferences, companyStats, referenceChecks, type ReferenceInput } from "../../src/db/schema";

/**
 * The creation bench's baseline: a bare Fastify route that stores the same rows as
 * POST /api/reference-checks does for a paid check (the check, its references, the company's
 * counter) with drizzle in one transaction, with no validation, no pricing or fraud rules, no
 * tRPC, no security headers, no rate limiter and no logging. Started as its own process.
 */
const client = postgres(process.env.DATABASE_URL!, {
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  onnotice: () => {},
});
const db = drizzle(client, { schema, casing: "snake_case" });
type Ref = ReferenceInput;
const app = Fastify();
app.post("/checks", async (req, reply) => {
  const b = req.body as Record<string, unknown> & { reference1: Ref; reference2?: Ref; reference3?: Ref };
  const refs = [b.reference1, b.reference2, b.reference3].filter((r): r is Ref => !!r);
  const email = String(b.requesterEmail).toLowerCase();
  const now = new Date();
  const check = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referenceChecks)
      .values({
        publicId: randomBytes(16).toString("hex"),
        requesterEmail: email,
        candidateName: String(b.candidateName),
        role: String(b.role),
        companyName: String(b.companyName),
        reference1: refs[0]!,
        reference2: refs[1] ?? null,
        reference3: refs[2] ?? null,
        status: "pending",
        paymentStatus: "pending",
        pricingTier: "regular",
        priceCharged: (29 * refs.length).toFixed(2),
        checksUsedByEmail: 1,
        submittedAt: now,
        lastProgressAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(checkReferences)
      .values(refs.map((r, i) => ({ referenceCheckId: row!.id, referenceIndex: i + 1, ...r })));
    await tx
      .insert(companyStats)
      .values({ emailDomain: email.split("@")[1]!, totalChecks: 1, firstCheckAt: now, lastCheckAt: now })
      .onConflictDoUpdate({
        target: companyStats.emailDomain,
        set: { totalChecks: sql`${companyStats.totalChecks} + 1`, lastCheckAt: now },
      });
    return row!;
  });
  return reply.code(201).send({ referenceCheckId: check.id, id: check.publicId });
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
