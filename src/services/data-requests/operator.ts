import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import { dataRequests } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { DATA_REQUEST_MESSAGES } from "../../shared/data-requests";
import { maskPhone } from "../../shared/phone";
import type { DataRequestState } from "../../shared/states";
import type { Deps } from "../deps";
import { refreshReportFiles } from "../reports/generate";
import { eraseReferences } from "./erase";
import { dataRequestNoticeEmail } from "./emails";
import { referencesForPhone, type MatchedReference } from "./matching";
import { confirmIdentity, statusMessage, type DataRequestRow } from "./requests";

export interface OperatorDataRequest {
  id: number;
  kind: string;
  status: DataRequestState;
  name: string | null;
  phone: string;
  email: string | null;
  candidateName: string | null;
  details: string | null;
  verifiedBy: string | null;
  verifiedAt: Date | null;
  dueAt: Date | null;
  resolution: string | null;
  handledBy: string | null;
  completedAt: Date | null;
  rejectedAt: Date | null;
  createdAt: Date;
  /** References held for the number (open requests only): what a deletion would erase. */
  matches: MatchedReference[];
  affected: { checkId: number; referenceIndex: number }[];
}

const OPEN: DataRequestState[] = ["pending_verification", "verified"];

/** Newest first, open requests with what they would touch. */
export async function listDataRequests(deps: Deps, limit = 50): Promise<OperatorDataRequest[]> {
  const rows = await deps.db
    .select()
    .from(dataRequests)
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(limit);
  const out: OperatorDataRequest[] = [];
  for (const r of rows)
    out.push({
      id: r.id,
      kind: r.kind,
      status: r.status,
      name: r.name,
      phone: r.phone,
      email: r.email,
      candidateName: r.candidateName,
      details: r.details,
      verifiedBy: r.verifiedBy,
      verifiedAt: r.verifiedAt,
      dueAt: r.dueAt,
      resolution: r.resolution,
      handledBy: r.handledBy,
      completedAt: r.completedAt,
      rejectedAt: r.rejectedAt,
      createdAt: r.createdAt,
      matches: OPEN.includes(r.status) ? await referencesForPhone(deps.db, r.phone) : [],
      affected: r.affected ?? [],
    });
  return out;
}

async function load(deps: Deps, id: number): Promise<DataRequestRow> {
  const [row] = await deps.db.select().from(dataRequests).where(eq(dataRequests.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Data request not found");
  return row;
}

function notOpen(row: DataRequestRow, action: string): AppError {
  return new AppError(
    "CONFLICT",
    `This request is ${row.status.replaceAll("_", " ")}: it cannot be ${action} any more`,
  );
}

/**
 * An operator confirmed who is asking (by phone or e-mail, outside the product). The same rules
 * as a texted code follow: a correction asked more than 24 hours after the call is refused.
 */
export async function verifyDataRequestByOperator(
  deps: Deps,
  id: number,
  operator: string,
): Promise<{ status: DataRequestState; message: string }> {
  const row = await transaction(deps, async ({ db: tx }) => {
    const [r] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for("update");
    if (!r) throw new AppError("NOT_FOUND", "Data request not found");
    if (r.status !== "pending_verification")
      throw new AppError("CONFLICT", `This request is already ${r.status.replaceAll("_", " ")}`);
    return confirmIdentity(deps, tx, r, `operator:${operator}`);
  });
  await notify(deps, row);
  return { status: row.status, message: statusMessage(row) };
}

/**
 * Carries out a verified request. A deletion erases every reference held for the number (and
 * masks the number on the request itself); a correction records what was corrected, which the
 * stored report then shows beside that reference.
 */
export async function completeDataRequest(
  deps: Deps,
  id: number,
  resolution: string | null,
  operator: string,
): Promise<{ status: DataRequestState; message: string; affected: number }> {
  const row = await load(deps, id);
  if (row.status !== "verified") {
    if (row.status === "pending_verification")
      throw new AppError("CONFLICT", "Verify the request first: the reference's identity is not confirmed");
    throw notOpen(row, "completed");
  }
  const now = deps.now();
  let done: DataRequestRow | undefined;
  if (row.kind === "deletion") {
    const targets = (await referencesForPhone(deps.db, row.phone)).map((m) => ({
      checkId: m.checkId,
      referenceIndex: m.referenceIndex,
    }));
    const { erased, recordingsDeleted } = await eraseReferences(deps, targets);
    const checks = new Set(erased.map((e) => e.checkId));
    const summary =
      `Erased the interview data of ${erased.length} reference${erased.length === 1 ? "" : "s"}` +
      ` in ${checks.size} check${checks.size === 1 ? "" : "s"}` +
      (recordingsDeleted ? `; ${recordingsDeleted} recording(s) deleted at the carrier.` : ".");
    [done] = await deps.db
      .update(dataRequests)
      .set({
        status: "completed",
        completedAt: now,
        handledBy: operator,
        resolution: resolution ? `${resolution} (${summary})` : summary,
        affected: [...(row.affected ?? []), ...erased],
        referenceCheckId: checks.size === 1 ? [...checks][0]! : null,
        phone: maskPhone(row.phone),
        verificationCodeHash: null,
        updatedAt: now,
      })
      .where(and(eq(dataRequests.id, row.id), eq(dataRequests.status, "verified")))
      .returning();
  } else {
    if (!resolution)
      throw new AppError("BAD_REQUEST", "A correction needs its resolution", {
        resolution: [DATA_REQUEST_MESSAGES.resolution],
      });
    [done] = await deps.db
      .update(dataRequests)
      .set({ status: "completed", completedAt: now, handledBy: operator, resolution, updatedAt: now })
      .where(and(eq(dataRequests.id, row.id), eq(dataRequests.status, "verified")))
      .returning();
    if (done)
      for (const checkId of new Set((done.affected ?? []).map((a) => a.checkId)))
        await refreshReportFiles(deps, checkId);
  }
  if (!done) throw notOpen(await load(deps, id), "completed");
  await notify(deps, done);
  return { status: done.status, message: statusMessage(done), affected: (done.affected ?? []).length };
}

export async function rejectDataRequest(
  deps: Deps,
  id: number,
  reason: string,
  operator: string,
): Promise<{ status: DataRequestState; message: string }> {
  const now = deps.now();
  const [done] = await deps.db
    .update(dataRequests)
    .set({
      status: "rejected",
      rejectedAt: now,
      handledBy: operator,
      resolution: reason,
      verificationCodeHash: null,
      updatedAt: now,
    })
    .where(and(eq(dataRequests.id, id), inArray(dataRequests.status, OPEN)))
    .returning();
  if (!done) throw notOpen(await load(deps, id), "rejected");
  await notify(deps, done);
  return { status: done.status, message: statusMessage(done) };
}

/**
 * The 30-day promise does not rest on an operator remembering: a verified deletion is carried
 * out by the daily job once it is within a day of its due date.
 */
export async function executeDueDeletions(deps: Deps): Promise<number> {
  const soon = new Date(deps.now().getTime() + 24 * 60 * 60 * 1000);
  const due = await deps.db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.kind, "deletion"),
        eq(dataRequests.status, "verified"),
        lte(dataRequests.dueAt, soon),
      ),
    )
    .orderBy(asc(dataRequests.dueAt))
    .limit(100);
  let n = 0;
  for (const d of due) {
    try {
      await completeDataRequest(deps, d.id, null, "system (due date)");
      n++;
    } catch (err) {
      deps.log.error({ err, requestId: d.id }, "due deletion failed; the next run retries it");
    }
  }
  return n;
}

/** Tells the reference by e-mail, when they gave an address, where their request now stands. */
async function notify(deps: Deps, row: DataRequestRow) {
  if (!row.email || row.status === "pending_verification") return;
  const { subject, text } = dataRequestNoticeEmail(
    row,
    deps.config.env.PRODUCT_NAME,
    deps.config.env.SUPPORT_EMAIL,
  );
  try {
    await deps.providers.email.send({
      to: row.email,
      subject,
      text,
      tag: "data-request",
      idempotencyKey: `data-request:${row.id}:${row.status}`,
    });
  } catch (err) {
    deps.log.warn({ err, requestId: row.id }, "data request e-mail failed");
  }
}
