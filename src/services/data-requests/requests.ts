import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { dataRequests } from "../../db/schema";
import type { Db } from "../../db/client";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { jobs } from "../../jobs/registry";
import {
  DATA_REQUEST_MESSAGES,
  requestAcceptedMessage,
  VERIFICATION,
  type DataRequestKind,
} from "../../shared/data-requests";
import { PRODUCT_FACTS } from "../../shared/product-facts";
import type { DataRequestState } from "../../shared/states";
import type { Deps } from "../deps";
import { codeMatches } from "./codes";
import { correctableInterviews, referencesForPhone } from "./matching";

/** Requests per client address per hour, and per phone number per day (REST adds a per-minute cap). */
export const REQUESTS_PER_IP_PER_HOUR = 10;
export const REQUESTS_PER_PHONE_PER_DAY = 5;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type DataRequestRow = typeof dataRequests.$inferSelect;

export interface DataRequestAnswer {
  /** The request's handle for the code step (unguessable). */
  id: string;
  kind: DataRequestKind;
  status: DataRequestState;
  message: string;
  dueAt: Date | null;
}

export const CORRECTION_TOO_LATE =
  `Corrections can be asked for within ${PRODUCT_FACTS.correctionWindowHours} hours of the call, and we found no ` +
  `call to this number in the ${PRODUCT_FACTS.correctionWindowHours} hours before your request, so we cannot ` +
  `correct it. You can still ask for your data to be deleted.`;

function longDate(d: Date): string {
  return d.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

export function statusMessage(row: Pick<DataRequestRow, "kind" | "status" | "dueAt" | "resolution">): string {
  switch (row.status) {
    case "pending_verification":
      return requestAcceptedMessage();
    case "verified":
      return row.kind === "deletion"
        ? `Confirmed. We will delete the data from your call by ${longDate(row.dueAt!)}.`
        : `Confirmed. We will review your correction and reply within ${PRODUCT_FACTS.supportReply.generalHours} hours.`;
    case "completed":
      return row.kind === "deletion"
        ? "Done: the data from your call has been deleted."
        : "Done: your correction has been handled.";
    default:
      return row.resolution ?? "This request was not carried out.";
  }
}

function answer(row: DataRequestRow): DataRequestAnswer {
  return {
    id: row.publicId,
    kind: row.kind as DataRequestKind,
    status: row.status,
    message: statusMessage(row),
    dueAt: row.dueAt,
  };
}

/**
 * POST /api/data-requests. Stores the request and queues its code in one transaction, and answers
 * the same whether or not we hold anything for the number: the code job decides, after the answer,
 * whether a text goes out. Limits apply per client address and per number, for every number alike.
 */
export async function createDataRequest(
  deps: Deps,
  input: {
    kind: DataRequestKind;
    phone: string;
    name: string;
    candidateName: string | null;
    email: string | null;
    details: string | null;
  },
  meta: { ip: string | null },
): Promise<DataRequestAnswer> {
  const now = deps.now();
  if (meta.ip) {
    const [byIp] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataRequests)
      .where(
        and(eq(dataRequests.ipAddress, meta.ip), gt(dataRequests.createdAt, new Date(now.getTime() - HOUR))),
      );
    if ((byIp?.n ?? 0) >= REQUESTS_PER_IP_PER_HOUR)
      throw new AppError("TOO_MANY_REQUESTS", "Too many requests from this network. Please try again later.");
  }
  const [byPhone] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRequests)
    .where(
      and(eq(dataRequests.phone, input.phone), gt(dataRequests.createdAt, new Date(now.getTime() - DAY))),
    );
  if ((byPhone?.n ?? 0) >= REQUESTS_PER_PHONE_PER_DAY)
    throw new AppError(
      "TOO_MANY_REQUESTS",
      "Too many requests for this number today. Please use the code already sent, or try again tomorrow.",
    );

  const row = await transaction(deps, async ({ db: tx, enqueue }) => {
    const [created] = await tx
      .insert(dataRequests)
      .values({
        publicId: randomBytes(16).toString("base64url"),
        kind: input.kind,
        phone: input.phone,
        name: input.name,
        email: input.email,
        candidateName: input.candidateName,
        details: input.details,
        codesSent: 1,
        dueAt: input.kind === "deletion" ? new Date(now.getTime() + PRODUCT_FACTS.deletionDays * DAY) : null,
        ipAddress: meta.ip?.slice(0, 45) ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await enqueue(
      jobs.dataRequestCode,
      { requestId: created!.id, round: 1 },
      { singletonKey: `data-request-code:${created!.id}:1` },
    );
    return created!;
  });
  return answer(row);
}

async function lockByPublicId(tx: Db, publicId: string): Promise<DataRequestRow> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(publicId)) throw new AppError("NOT_FOUND", "Request not found");
  const [row] = await tx.select().from(dataRequests).where(eq(dataRequests.publicId, publicId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Request not found");
  return row;
}

/**
 * The identity is confirmed (by code or by an operator): a deletion waits for its due date; a
 * correction goes ahead only if it was asked within 24 hours of an interview with this number,
 * and is otherwise refused (the row says why).
 */
export async function confirmIdentity(
  deps: Deps,
  tx: Db,
  row: DataRequestRow,
  by: string,
): Promise<DataRequestRow> {
  const now = deps.now();
  const base = { verifiedAt: now, verifiedBy: by, verificationCodeHash: null, updatedAt: now };
  if (row.kind === "deletion") {
    const [r] = await tx
      .update(dataRequests)
      .set({ ...base, status: "verified" })
      .where(eq(dataRequests.id, row.id))
      .returning();
    return r!;
  }
  const correctable = correctableInterviews(
    await referencesForPhone(tx, row.phone),
    row.createdAt,
    row.candidateName,
  );
  const [r] = await tx
    .update(dataRequests)
    .set(
      correctable.length
        ? {
            ...base,
            status: "verified",
            affected: correctable.map((m) => ({ checkId: m.checkId, referenceIndex: m.referenceIndex })),
            referenceCheckId: correctable.length === 1 ? correctable[0]!.checkId : null,
            dueAt: new Date(now.getTime() + PRODUCT_FACTS.supportReply.generalHours * HOUR),
          }
        : {
            ...base,
            status: "rejected",
            rejectedAt: now,
            resolution: CORRECTION_TOO_LATE,
            handledBy: "system",
          },
    )
    .where(eq(dataRequests.id, row.id))
    .returning();
  return r!;
}

/** The form's second step: the texted code. Wrong codes count the same for every number. */
export async function verifyDataRequest(
  deps: Deps,
  publicId: string,
  code: string,
): Promise<DataRequestAnswer> {
  const outcome = await transaction(deps, async ({ db: tx }) => {
    const row = await lockByPublicId(tx, publicId);
    if (row.status !== "pending_verification") return { row };
    if (row.verificationAttempts >= VERIFICATION.attemptsPerCode)
      return { error: new AppError("TOO_MANY_REQUESTS", tooManyTries(row)) };
    const secret = deps.config.encryptionKey;
    if (!codeMatches(secret, row.id, code, row.verificationCodeHash)) {
      const attempts = row.verificationAttempts + 1;
      await tx
        .update(dataRequests)
        .set({ verificationAttempts: attempts, updatedAt: deps.now() })
        .where(eq(dataRequests.id, row.id));
      const left = VERIFICATION.attemptsPerCode - attempts;
      if (left <= 0) return { error: new AppError("TOO_MANY_REQUESTS", tooManyTries(row)) };
      return {
        error: new AppError("BAD_REQUEST", "Code not accepted", {
          code: [`That code is not correct (${left} ${left === 1 ? "try" : "tries"} left)`],
        }),
      };
    }
    if (!row.verificationExpiresAt || row.verificationExpiresAt.getTime() <= deps.now().getTime())
      return {
        error: new AppError("BAD_REQUEST", "Code not accepted", {
          code: ["This code has expired. Ask for a new one."],
        }),
      };
    return { row: await confirmIdentity(deps, tx, row, "sms") };
  });
  if ("error" in outcome) throw outcome.error;
  const row = outcome.row;
  if (row.status === "rejected" && row.kind === "correction" && row.resolution === CORRECTION_TOO_LATE)
    throw new AppError("CONFLICT", CORRECTION_TOO_LATE);
  return answer(row);
}

function tooManyTries(row: DataRequestRow): string {
  return row.codesSent < VERIFICATION.codesPerRequest
    ? "Too many wrong codes. Ask for a new code."
    : `Too many wrong codes. Please write to us to confirm your request instead.`;
}

/** "Send a new code": the old code stops working at once; at most three codes per request. */
export async function resendDataRequestCode(deps: Deps, publicId: string): Promise<DataRequestAnswer> {
  const row = await transaction(deps, async ({ db: tx, enqueue }) => {
    const r = await lockByPublicId(tx, publicId);
    if (r.status !== "pending_verification") return r;
    if (r.codesSent >= VERIFICATION.codesPerRequest)
      throw new AppError(
        "TOO_MANY_REQUESTS",
        "No more codes can be sent for this request. Please write to us to confirm it instead.",
      );
    const round = r.codesSent + 1;
    const [updated] = await tx
      .update(dataRequests)
      .set({
        codesSent: round,
        verificationAttempts: 0,
        verificationCodeHash: null,
        verificationExpiresAt: null,
        updatedAt: deps.now(),
      })
      .where(eq(dataRequests.id, r.id))
      .returning();
    await enqueue(
      jobs.dataRequestCode,
      { requestId: r.id, round },
      { singletonKey: `data-request-code:${r.id}:${round}` },
    );
    return updated!;
  });
  return answer(row);
}

export { DATA_REQUEST_MESSAGES };
