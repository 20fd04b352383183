import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callAnalytics,
  callLogs,
  checkReferences,
  consentLogs,
  dataRequests,
  referenceChecks,
  reportFiles,
  simRecordings,
} from "../../src/db/schema";
import { jobs } from "../../src/jobs/registry";
import { purgeExpiredData } from "../../src/services/data-requests/retention";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { postJson } from "../support/payments";
import { CARRIER_TOKEN_HEADER } from "../../src/simulation/carrier/telephony";

/**
 * The daily retention purge, against checks that really ran (calls, recordings at the simulated
 * carrier, analyses, reports), with the clock moved forward 91 days.
 */
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

/** A recording's media at the simulated carrier, fetched with the product's carrier credential. */
const fetchAtCarrier = (url: string) =>
  fetch(url, { headers: { [CARRIER_TOKEN_HEADER]: t.deps.providers.simulatedCarrierToken } });
let offset = 0;

beforeAll(async () => {
  t = await startTestApp({ worker: true, now: () => new Date(Date.now() + offset) });
}, 60_000);
afterAll(async () => t?.stop());

async function completedCheck(names: string[], requesterEmail?: string) {
  const refs = Object.fromEntries(
    names.map((name, i) => [`reference${i + 1}`, { name, phone: uniquePhone(), relationship: "colleague" }]),
  );
  const res = await postJson(
    t,
    "/api/reference-checks",
    checkPayload({ ...refs, ...(requesterEmail ? { requesterEmail } : {}) }),
  );
  expect(res.status).toBe(201);
  const { referenceCheckId: id } = (await res.json()) as { referenceCheckId: number };
  await waitFor(
    async () =>
      (await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id)))[0]?.status ===
      "completed",
    90_000,
    `check ${id} completed`,
  );
  return id;
}

const logsOf = (checkId: number) =>
  t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));

describe("retention purge", () => {
  it("purges calls 91 days old, keeps those 89 days old, keeps accounting and status, and runs idempotently in batches", async () => {
    const email = "retention-owner@example.com";
    const old = await completedCheck(["Pat Kim", "Lee Glowing"], email);
    const recent = await completedCheck(["Ana Diaz"]);
    const due = await completedCheck(["Val Moss"]);
    const oldLogs = await logsOf(old);
    const recordings = oldLogs.filter((l) => l.recordingUrl).map((l) => l.recordingUrl!);
    expect(recordings).toHaveLength(2);
    for (const url of recordings) expect((await fetchAtCarrier(url)).status).toBe(200);
    const [checkBefore] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, old));
    const cookie = await signIn(t, email);
    expect((await fetch(`${t.url}/api/dashboard/download/${old}`, { headers: { cookie } })).status).toBe(200);

    // Simulated calls carry the times the scheduler would have given them: on a holiday or a
    // weekend that is days after today. The clock is moved relative to the last call that ended,
    // not to today, so the test does not depend on the calendar day it runs.
    const lastEnd = Math.max(
      ...[...oldLogs, ...(await logsOf(due))].map((l) => (l.callEndTime ?? l.createdAt).getTime()),
      Date.now(),
    );
    offset = lastEnd + 91 * DAY - Date.now();
    const now = new Date(Date.now() + offset);
    // The recent check's calls ended 89 days before the moved clock: kept.
    const recentEnd = new Date(now.getTime() - 89 * DAY);
    await t.deps.db
      .update(callLogs)
      .set({ callEndTime: recentEnd, createdAt: recentEnd })
      .where(eq(callLogs.referenceCheckId, recent));
    // A deletion confirmed 29 days ago reaches its due date tomorrow; the job carries it out.
    const [dueRef] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, due));
    const [dueRequest] = await t.deps.db
      .insert(dataRequests)
      .values({
        kind: "deletion",
        phone: dueRef!.phone,
        name: "Val Moss",
        status: "verified",
        verifiedBy: "sms",
        verifiedAt: new Date(now.getTime() - 29 * DAY),
        dueAt: new Date(now.getTime() + DAY / 2),
        createdAt: new Date(now.getTime() - 29.5 * DAY),
      })
      .returning();
    // Requests nobody confirmed: dropped after 30 days, kept before.
    const unconfirmed = await t.deps.db
      .insert(dataRequests)
      .values([
        {
          kind: "deletion",
          phone: uniquePhone(),
          name: "Old",
          createdAt: new Date(now.getTime() - 31 * DAY),
        },
        {
          kind: "deletion",
          phone: uniquePhone(),
          name: "New",
          createdAt: new Date(now.getTime() - 29 * DAY),
        },
      ])
      .returning();

    // The daily job, through the queue and the worker, a row at a time.
    await t.deps.queue.send(jobs.retentionPurge, { batchSize: 1 });
    await waitFor(
      async () =>
        (await logsOf(old)).every((l) => l.purgedAt) && (await logsOf(due)).every((l) => l.purgedAt),
      30_000,
      "purge",
    );
    await waitFor(
      async () =>
        (await t.deps.db.select().from(dataRequests).where(eq(dataRequests.id, dueRequest!.id)))[0]
          ?.status === "completed",
      30_000,
      "due deletion",
    );

    for (const l of await logsOf(old)) {
      expect(l).toMatchObject({
        transcript: null,
        transcriptTurns: null,
        responses: null,
        aiAnalysis: null,
        rating: null,
        sentiment: null,
        recordingUrl: null,
        recordingSid: null,
        keyInsights: [],
        redFlags: [],
      });
      // What the call was stays: who was called, when, and how it ended.
      expect(l.outcome).toBe("completed");
      expect(l.referenceName).toMatch(/Pat Kim|Lee Glowing/);
    }
    for (const url of recordings) expect((await fetchAtCarrier(url)).status).toBe(404);
    const sids = oldLogs.map((l) => l.callRequestId!);
    expect(
      (await t.deps.db.select().from(simRecordings).where(inArray(simRecordings.callSid, sids))).every(
        (r) => r.deletedAt,
      ),
    ).toBe(true);
    const analytics = await t.deps.db
      .select()
      .from(callAnalytics)
      .where(
        inArray(
          callAnalytics.callId,
          oldLogs.map((l) => l.id),
        ),
      );
    expect(analytics.length).toBeGreaterThan(0);
    expect(analytics.every((a) => a.responseText === null)).toBe(true);
    expect(analytics.some((a) => a.responseQuality !== null)).toBe(true); // anonymous measures stay
    const consent = await t.deps.db
      .select()
      .from(consentLogs)
      .where(
        inArray(
          consentLogs.callLogId,
          oldLogs.map((l) => l.id),
        ),
      );
    expect(consent.every((c) => c.rawResponse === null && c.consentGiven)).toBe(true);
    expect(
      await t.deps.db.select().from(reportFiles).where(eq(reportFiles.referenceCheckId, old)),
    ).toHaveLength(0);
    const [checkAfter] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, old));
    expect(checkAfter).toMatchObject({
      status: "completed",
      paymentStatus: checkBefore!.paymentStatus,
      priceCharged: checkBefore!.priceCharged,
      pricingTier: checkBefore!.pricingTier,
      reference1: checkBefore!.reference1,
    });
    // (91 days on, the customer's session has long expired: they sign in again.)
    const fresh = await signIn(t, email);
    const download = await fetch(`${t.url}/api/dashboard/download/${old}`, { headers: { cookie: fresh } });
    expect(download.status).toBe(404);
    expect(await download.text()).toBe(
      "The report is no longer available (reports are deleted after 90 days)",
    );

    // 89 days old: untouched.
    for (const l of (await logsOf(recent)).filter((x) => x.outcome === "completed")) {
      expect(l.purgedAt).toBeNull();
      expect(l.transcript).toBeTruthy();
      expect(l.aiAnalysis).toBeTruthy();
      expect(l.recordingUrl).toBeTruthy();
      expect((await fetchAtCarrier(l.recordingUrl!)).status).toBe(200);
    }
    expect(
      (await t.deps.db.select().from(reportFiles).where(eq(reportFiles.referenceCheckId, recent))).length,
    ).toBe(2);

    // The due deletion ran: Val is erased, not only purged.
    const [val] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(and(eq(checkReferences.referenceCheckId, due), eq(checkReferences.referenceIndex, 1)));
    expect(val).toMatchObject({ name: "Erased reference", phone: "" });
    const [req] = await t.deps.db.select().from(dataRequests).where(eq(dataRequests.id, dueRequest!.id));
    expect(req!.handledBy).toBe("system (due date)");
    const left = await t.deps.db
      .select()
      .from(dataRequests)
      .where(
        inArray(
          dataRequests.id,
          unconfirmed.map((u) => u.id),
        ),
      );
    expect(left.map((r) => r.name)).toEqual(["New"]);

    // A second run finds nothing left to do.
    const again = await purgeExpiredData(t.deps, { batchSize: 1 });
    expect(again).toMatchObject({
      calls: 0,
      recordingsDeleted: 0,
      reports: 0,
      unconfirmedRequests: 0,
      dueDeletions: 0,
    });
  }, 240_000);

  it("is registered to run daily", async () => {
    const schedules = (await t.workerBoss!.getSchedules()) as { name: string; cron: string }[];
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: "retention-purge", cron: "30 3 * * *" }),
    );
  });

  it("every job whose definition carries a clock is scheduled by the worker, and only those", async () => {
    const schedules = (await t.workerBoss!.getSchedules()) as { name: string; cron: string }[];
    const timed = Object.values(jobs)
      .filter((j) => "cron" in j && j.cron)
      .map((j) => ({ name: j.name, cron: (j as { cron: { pattern: string } }).cron.pattern }));
    expect(timed.map((j) => j.name).sort()).toEqual(["admin-rollup", "retention-purge", "sweep"]);
    expect(
      schedules.map((s) => ({ name: s.name, cron: s.cron })).sort((x, y) => x.name.localeCompare(y.name)),
    ).toEqual(timed.sort((x, y) => x.name.localeCompare(y.name)));
  });
});
