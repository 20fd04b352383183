import { asc, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, consentLogs } from "../../src/db/schema";
import { retryDelayMinutes } from "../../src/services/checks/attempts";
import { fmtDateTime } from "../../src/services/reports/pdf/format";
import { getReportFile } from "../../src/services/reports/files";
import { callLength } from "../../src/shared/call-length";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { popplerText } from "../support/pdf-layout";

const TOKEN = "admin-token-simulated-clock-0123456789";
const ZONE = "America/Los_Angeles"; // uniquePhone() numbers are San Francisco lines
/** Reports show times in the requester's zone: the check's preferred window's, else New York's. */
const REPORT_ZONE = "America/New_York";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

/** Inside the calling hours: Monday–Friday, 9:00–18:00 where the reference is. */
function insideCallingHours(d: Date): boolean {
  const l = DateTime.fromJSDate(d, { zone: ZONE });
  return l.weekday <= 5 && l.hour >= 9 && l.toFormat("HH:mm:ss") <= "18:00:00";
}

async function createCheck(names: string[]): Promise<number> {
  const refs = Object.fromEntries(
    names.map((name, i) => [
      `reference${i + 1}`,
      { name, phone: uniquePhone(), relationship: i ? "colleague" : "direct-manager" },
    ]),
  );
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload(refs)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { referenceCheckId: number }).referenceCheckId;
}

async function operatorCheckDetail(id: number) {
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ id })));
  const res = await fetch(`${t.url}/trpc/admin.checkDetail?input=${input}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: { data: unknown } };
  return superjson.deserialize(body.result.data as never) as {
    references: { name: string; attempts: { attempt: number; durationSeconds: number | null }[] }[];
    timeline: { kind: string; text: string }[];
  };
}

describe("simulated calls on the simulated clock", () => {
  it("read as real calls: interviews of minutes inside calling hours, retries spaced by the scheduler's rule", async () => {
    const interviewed = ["Pat Kim", "Difficult Dana", "Glowing Gale"];
    const mixed = ["Keypad Kim", "Interrupt Ivan", "Voicemail Val"];
    const checks = [await createCheck(interviewed), await createCheck(mixed)];
    const reports = await Promise.all(
      checks.map((id) => waitFor(() => getReportFile(t.deps, id, "standard"), 120_000, `report of ${id}`)),
    );

    const logs = await t.deps.db
      .select()
      .from(callLogs)
      .where(inArray(callLogs.referenceCheckId, checks))
      .orderBy(asc(callLogs.referenceCheckId), asc(callLogs.referenceIndex), asc(callLogs.attemptNumber));
    const consents = await t.deps.db
      .select()
      .from(consentLogs)
      .where(
        inArray(
          consentLogs.callLogId,
          logs.map((l) => l.id),
        ),
      );
    const completed = logs.filter((l) => l.outcome === "completed");
    expect(completed.map((l) => l.referenceName).sort()).toEqual(
      ["Pat Kim", "Difficult Dana", "Glowing Gale", "Keypad Kim", "Interrupt Ivan"].sort(),
    );
    for (const l of logs) {
      expect(l.callStartTime, l.attemptKey).not.toBeNull();
      expect(insideCallingHours(l.callStartTime!), `${l.referenceName} dialled ${l.callStartTime}`).toBe(
        true,
      );
      expect(insideCallingHours(l.callEndTime!), `${l.referenceName} ended ${l.callEndTime}`).toBe(true);
    }
    for (const l of completed)
      console.log(
        `${l.referenceName}: ${DateTime.fromJSDate(l.callStartTime!, { zone: ZONE }).toFormat("ccc HH:mm:ss")}, ${callLength(l.callDuration!)}, ${l.transcriptTurns!.length} turns, ${
          l
            .transcriptTurns!.map((x) => x.text)
            .join(" ")
            .split(/\s+/).length
        } words`,
      );
    for (const l of completed) {
      expect(l.callDuration! / 60, l.referenceName).toBeGreaterThanOrEqual(5);
      expect(l.callDuration! / 60, l.referenceName).toBeLessThanOrEqual(8);
      // The transcript's times run in order inside the call; the consent record lies inside it too.
      const ats = l.transcriptTurns!.map((x) => Date.parse(x.at));
      expect(ats[0]!).toBeGreaterThan(l.callStartTime!.getTime());
      for (let i = 1; i < ats.length; i++) expect(ats[i]!, l.referenceName).toBeGreaterThan(ats[i - 1]!);
      expect(l.callEndTime!.getTime()).toBeGreaterThan(ats.at(-1)!);
      const consent = consents.find((c) => c.callLogId === l.id)!;
      for (const at of [consent.consentRequestedAt, consent.consentResponseAt, consent.recordingStartedAt]) {
        expect(at!.getTime()).toBeGreaterThanOrEqual(l.callStartTime!.getTime());
        expect(at!.getTime()).toBeLessThan(l.callEndTime!.getTime());
      }
      expect(consent.callEndedAt!.getTime()).toBe(l.callEndTime!.getTime());
    }
    // Three references of one check are not all called at the same second.
    const firstDials = new Set(completed.map((l) => l.callStartTime!.getTime()));
    expect(firstDials.size).toBe(completed.length);

    // The voicemail reference: three attempts, each after the scheduler's delay, each a short call.
    const vm = logs.filter((l) => l.referenceName === "Voicemail Val");
    expect(vm.map((l) => l.outcome)).toEqual(["voicemail", "voicemail", "voicemail"]);
    for (const [i, l] of vm.entries()) {
      expect(l.callDuration).toBeGreaterThanOrEqual(30);
      expect(l.callDuration).toBeLessThan(60);
      if (i === 0) continue;
      const gap = (l.callStartTime!.getTime() - vm[i - 1]!.callEndTime!.getTime()) / 60_000;
      expect(gap, `attempt ${i + 1}`).toBeGreaterThanOrEqual(retryDelayMinutes(i, false, "voicemail"));
    }

    // The report says when and how long, as the database holds it.
    for (const [n, id] of checks.entries()) {
      const text = await popplerText(reports[n]!.content);
      for (const l of completed.filter((c) => c.referenceCheckId === id)) {
        const said = `interviewed ${fmtDateTime(l.callStartTime, REPORT_ZONE)} (simulated demo call, on the simulated clock) · ${callLength(l.callDuration!)}`;
        expect(
          text,
          `${l.referenceName}: ${text.match(/interviewed [A-Z][a-z]{2} \d+, \d{4}.{0,90}/g)?.join(" / ")}`,
        ).toContain(said);
      }
      expect(text).not.toMatch(/· \d+ s\b/);
    }

    // The operator's check page shows the same lengths, in minutes.
    for (const id of checks) {
      const detail = await operatorCheckDetail(id);
      for (const r of detail.references)
        for (const a of r.attempts) {
          const log = logs.find(
            (l) => l.referenceCheckId === id && l.referenceName === r.name && l.attemptNumber === a.attempt,
          )!;
          expect(a.durationSeconds).toBe(log.callDuration);
        }
      for (const l of completed.filter((c) => c.referenceCheckId === id))
        expect(detail.timeline.map((e) => e.text)).toContain(
          `Reference ${l.referenceIndex} (${l.referenceName}), attempt 1: completed, ${callLength(l.callDuration!)}`,
        );
    }
  }, 180_000);
});
