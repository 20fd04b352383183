import type postgres from "postgres";

/**
 * What must hold after any run, however many processes crashed on the way, read from tables only:
 * - the carrier's ledger (sim_calls) has one dial per attempt key, and every dial is tracked by
 *   exactly one call_logs row (an untracked dial is how a reference would be rung twice);
 * - attempt numbers are never reused for one reference;
 * - no message went twice: no two outbox rows share a recipient and subject, and every completed
 *   check sent its requester exactly one report e-mail with an attachment.
 */
export async function deliveryViolations(sql: postgres.Sql): Promise<string[]> {
  const out: string[] = [];
  const untracked = await sql`
    select s.attempt_key, count(c.id)::int as logs from sim_calls s
    left join call_logs c on c.attempt_key = s.attempt_key
    group by s.attempt_key having count(c.id) <> 1`;
  for (const r of untracked) out.push(`dial ${r.attempt_key} has ${r.logs} call_logs rows`);
  const dialsPerKey =
    await sql`select attempt_key, count(*)::int as n from sim_calls group by attempt_key having count(*) > 1`;
  for (const r of dialsPerKey) out.push(`attempt ${r.attempt_key} dialled ${r.n} times`);
  const reused = await sql`
    select reference_check_id, reference_index, attempt_number, count(*)::int as n from call_logs
    group by 1, 2, 3 having count(*) > 1`;
  for (const r of reused)
    out.push(
      `check ${r.reference_check_id} reference ${r.reference_index} attempt ${r.attempt_number} logged ${r.n} times`,
    );
  const twice = await sql`
    select to_address, subject, count(*)::int as n from email_outbox group by 1, 2 having count(*) > 1`;
  for (const r of twice) out.push(`e-mail "${r.subject}" to ${r.to_address} sent ${r.n} times`);
  const reports = await sql`
    select c.id, (select count(*)::int from email_outbox o
                  where o.to_address = c.requester_email and jsonb_array_length(o.attachments) > 0) as n
    from reference_checks c where c.status = 'completed'`;
  for (const r of reports)
    if (r.n !== 1) out.push(`completed check ${r.id} e-mailed its report ${r.n} times`);
  return out;
}

export async function checkStatuses(sql: postgres.Sql): Promise<Record<string, number>> {
  const rows = await sql`select status, count(*)::int as n from reference_checks group by status`;
  return Object.fromEntries(rows.map((r) => [r.status as string, r.n as number]));
}
