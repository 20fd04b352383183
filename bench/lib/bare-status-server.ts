import Fastify from "fastify";
import postgres from "postgres";

/**
 * The status bench's baseline: a bare Fastify route running the same two queries as
 * GET /api/status/:id (the check by public id, then its references in order), with no tRPC,
 * no security headers, no rate limiter and no logging. Started as its own process.
 */
const sql = postgres(process.env.DATABASE_URL!, {
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  onnotice: () => {},
});
const app = Fastify();
app.get("/status/:id", async (req, reply) => {
  const { id } = req.params as { id: string };
  const [check] = await sql`select * from reference_checks where public_id = ${id}`;
  if (!check) return reply.code(404).send("Reference check not found");
  const refs =
    await sql`select * from check_references where reference_check_id = ${check.id} order by reference_index`;
  return {
    id: check.public_id,
    status: check.status,
    candidateName: check.candidate_name,
    references: refs.map((r) => ({ name: r.name, status: r.status })),
  };
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
