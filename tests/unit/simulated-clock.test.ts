import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../src/db/schema";
import { simulatedCall, simulatedDialAt, type SimulatedCall } from "../../src/services/calls/simulated-clock";
import type { CallingWindow } from "../../src/services/scheduling/windows";

const LA: CallingWindow = { zones: ["America/Los_Angeles"], country: "US" };
const local = (d: Date) => DateTime.fromJSDate(d, { zone: "America/Los_Angeles" });
const insideHours = (d: Date) => {
  const l = local(d);
  return l.weekday <= 5 && l.hour >= 9 && (l.hour < 18 || (l.hour === 18 && l.minute === 0));
};

/** An interview as the engine transcribes it: ten questions, answers of one to three sentences. */
function interview(realStart: Date): TranscriptTurn[] {
  const q = (n: number) =>
    `Thank you. Question ${n}: could you tell me a little about how the candidate handled the work you saw, and what stood out to you about it?`;
  const a =
    "She was careful and quick at once. She led the migration of our billing system, kept everyone informed, and the error rate fell by about forty percent over that quarter.";
  const turns: TranscriptTurn[] = [
    {
      speaker: "agent",
      text: "Hello, this is an automated assistant calling on behalf of Acme Corp about a reference for Sam Lee. This call is recorded with your consent. Do you consent to record this call?",
      at: "",
    },
    { speaker: "reference", text: "Yes, that's fine, go ahead.", at: "" },
  ];
  for (let n = 1; n <= 10; n++) {
    turns.push({ speaker: "agent", text: q(n), at: "" });
    turns.push({ speaker: "reference", text: n % 3 ? a : "Yes, very much so.", at: "" });
    if (n % 3 === 0) {
      turns.push({ speaker: "agent", text: "Could you give me a specific example?", at: "" });
      turns.push({ speaker: "reference", text: a, at: "" });
    }
  }
  turns.push({ speaker: "agent", text: "Thank you for your time. Goodbye.", at: "" });
  // The real (fast) call: a few milliseconds between turns.
  return turns.map((t, i) => ({ ...t, at: new Date(realStart.getTime() + i * 30).toISOString() }));
}

describe("the simulated clock", () => {
  const created = new Date("2026-03-03T11:05:00Z"); // Tuesday 3:05 AM in Los Angeles

  it("dials a check created at 3 AM at the opening of the reference's calling hours", () => {
    const at = simulatedDialAt({
      seed: "7:1:1",
      window: LA,
      checkCreatedAt: created,
      noticeLeadSeconds: 180,
      attemptNumber: 1,
      previous: null,
    });
    expect(local(at).toFormat("ccc HH:mm")).toMatch(/^Tue 09:0[0-4]$/);
    // The same attempt always gets the same time; another attempt another.
    const again = simulatedDialAt({
      seed: "7:1:1",
      window: LA,
      checkCreatedAt: created,
      noticeLeadSeconds: 180,
      attemptNumber: 1,
      previous: null,
    });
    expect(again.getTime()).toBe(at.getTime());
  });

  it("dials a check created inside the hours a few minutes later (notice lead, queue pick-up)", () => {
    const midday = new Date("2026-03-03T19:30:00Z"); // 11:30 AM in Los Angeles
    const at = simulatedDialAt({
      seed: "8:1:1",
      window: LA,
      checkCreatedAt: midday,
      noticeLeadSeconds: 180,
      attemptNumber: 1,
      previous: null,
    });
    const minutes = (at.getTime() - midday.getTime()) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(3);
    expect(minutes).toBeLessThan(5);
  });

  it("spaces retries as the scheduler does: two hours, then the next business day, inside the hours", () => {
    const window: CallingWindow = {
      ...LA,
      preferred: { start: "13:00", end: "17:00", timezone: "America/Los_Angeles" },
    };
    let previous: { endedAt: Date; outcome: "voicemail" } | null = null;
    const calls: SimulatedCall[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const dialAt = simulatedDialAt({
        seed: `9:2:${attempt}`,
        window,
        checkCreatedAt: created,
        noticeLeadSeconds: 180,
        attemptNumber: attempt,
        previous,
      });
      const call = simulatedCall({
        seed: `9:2:${attempt}`,
        dialAt,
        outcome: "voicemail",
        transcript: [],
        realStart: new Date(),
        realEnd: new Date(),
      });
      calls.push(call);
      previous = { endedAt: call.endedAt, outcome: "voicemail" };
    }
    for (const c of calls) {
      expect(insideHours(c.startedAt)).toBe(true);
      expect(local(c.startedAt).hour).toBeGreaterThanOrEqual(13);
      expect(local(c.endedAt).hour).toBeLessThan(17);
      expect(c.durationSeconds).toBeGreaterThanOrEqual(38);
      expect(c.durationSeconds).toBeLessThanOrEqual(55);
    }
    expect(local(calls[0]!.startedAt).toFormat("ccc")).toBe("Tue");
    const gap1 = (calls[1]!.startedAt.getTime() - calls[0]!.endedAt.getTime()) / 60_000;
    expect(gap1).toBeGreaterThanOrEqual(120);
    expect(gap1).toBeLessThan(125);
    // 20 hours later is 10 AM Wednesday, before the preferred window: it opens at 1 PM.
    expect(local(calls[2]!.startedAt).toFormat("ccc")).toBe("Wed");
    expect(local(calls[2]!.startedAt).hour).toBe(13);
  });

  it("gives an interview the time its words take: minutes, turns in order, consent moved along", () => {
    const dialAt = new Date("2026-03-03T17:02:13Z");
    const realStart = new Date("2026-03-03T11:05:10Z");
    const transcript = interview(realStart);
    const realEnd = new Date(realStart.getTime() + transcript.length * 30 + 20);
    const call = simulatedCall({
      seed: "7:1:1",
      dialAt,
      outcome: "completed",
      transcript,
      realStart,
      realEnd,
    });
    const minutes = call.durationSeconds / 60;
    console.log(`simulated interview: ${transcript.length} turns, ${minutes.toFixed(2)} min`);
    expect(minutes).toBeGreaterThanOrEqual(4);
    expect(minutes).toBeLessThanOrEqual(8);
    const ats = call.transcript.map((t) => Date.parse(t.at));
    expect(ats[0]!).toBeGreaterThan(dialAt.getTime());
    for (let i = 1; i < ats.length; i++) expect(ats[i]!).toBeGreaterThan(ats[i - 1]!);
    expect(call.endedAt.getTime()).toBeGreaterThan(ats.at(-1)!);
    expect(call.transcript.map((t) => t.text)).toEqual(transcript.map((t) => t.text));
    // The consent answer (the second turn, in real time) lands on its simulated turn.
    expect(call.map(new Date(transcript[1]!.at)).getTime()).toBe(ats[1]);
    expect(call.map(new Date(Date.parse(transcript[1]!.at) + 5)).getTime()).toBe(ats[1]! + 5);
    expect(call.map(realEnd).getTime()).toBe(call.endedAt.getTime());
    // A long answer takes longer to give than a short one.
    const gaps = ats.slice(1).map((t, i) => t - ats[i]!);
    expect(gaps[2]! /* after a long question */).toBeGreaterThan(gaps[1]! /* after "Yes, that's fine" */);
  });

  it("ends a busy line at once and an unanswered one after it rang out, with no talk time", () => {
    const dialAt = new Date("2026-03-03T17:02:13Z");
    const now = new Date();
    const busy = simulatedCall({
      seed: "a",
      dialAt,
      outcome: "busy",
      transcript: [],
      realStart: now,
      realEnd: now,
    });
    expect(busy.durationSeconds).toBe(0);
    expect(busy.endedAt.getTime() - dialAt.getTime()).toBeLessThan(5000);
    const ring = simulatedCall({
      seed: "b",
      dialAt,
      outcome: "no-answer",
      transcript: [],
      realStart: now,
      realEnd: now,
    });
    expect(ring.durationSeconds).toBe(0);
    expect((ring.endedAt.getTime() - dialAt.getTime()) / 1000).toBeGreaterThanOrEqual(25);
  });
});
