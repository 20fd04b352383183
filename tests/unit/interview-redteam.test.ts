import { describe, expect, it } from "vitest";
import { REDACTED } from "../../src/services/interview/guard";
import { startInterview, step } from "../../src/services/interview/machine";
import { LINES, type InterviewContext } from "../../src/services/interview/plan";
import { InterviewSession, SPEECH_MS_PER_WORD } from "../../src/services/interview/session";
import { runScriptedInterview, type ScriptTurn } from "../../src/simulation/interview/simulator";
import { scriptedInterviewer } from "../../src/services/interview/voice";

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Faith Young",
  referenceName: "Pat Kim",
  companyName: "Acme",
  role: "Engineer",
  relationship: "direct-manager",
  callbackNumber: "+14155550123",
};
const run = (...turns: ScriptTurn[]) => runScriptedInterview(ctx, scriptedInterviewer(), turns);
const say = (text: string): ScriptTurn => ({ say: text });
const agentLines = (r: Awaited<ReturnType<typeof run>>) =>
  r.transcript.filter((t) => t.speaker === "agent").map((t) => t.text);
const START = [say("Yes."), say("Yes, speaking.")];
const ANSWER = "I managed Faith for three years on the payments team and she shipped two big projects.";

describe("consent is never taken from non-consent (red-team cases)", () => {
  it.each([
    ["Right now isn't a good time.", "callback_requested"],
    ["No problem, but please don't record me.", "consent_refused"],
    ["I'm not available right now, please leave a message", "voicemail"],
    ["Wrong number.", "wrong_person"],
  ])("%s → %s, nothing recorded", async (text, outcome) => {
    const r = await run(say(text));
    expect(r.outcome).toBe(outcome);
    expect(r.recordingStartedAt).toBeNull();
    expect(r.consent).not.toBe("given");
  });

  it.each(["uh, sure I guess", "Fine, whatever."])(
    "%s is asked again, then ends as no consent",
    async (text) => {
      const r = await run(say(text), say(text));
      expect(r.outcome).toBe("no_consent");
      expect(r.consent).toBe("unclear");
      expect(r.recordingStartedAt).toBeNull();
    },
  );

  it("a yes spoken over the disclosure is not consent: the disclosure is read again in full", async () => {
    const r = await run({ interrupt: "Yes, yes, you can record." }, say("Yes, go ahead."));
    const lines = agentLines(r);
    expect(lines[0]).toBe(LINES.consent(ctx)); // not cut
    expect(lines[1]).toBe(LINES.replayDisclosure() + LINES.consent(ctx));
    expect(r.consent).toBe("given");
    // Recording starts only after the reply to the complete, replayed disclosure.
    const replayEnd = r.transcript.find((t) => t.text === "Yes, go ahead.")!.at;
    expect(r.recordingStartedAt).toBeGreaterThanOrEqual(replayEnd);
  });

  it("a spouse's yes: recording stops at the hand-off and restarts only on the reference's own yes", async () => {
    const step1 = await run(say("Sure."), say("No, this is his wife. Hold on, let me get him."));
    expect(step1.recordingStartedAt).toBeNull();
    const r = await run(
      say("Sure."),
      say("No, this is his wife. Hold on, let me get him."),
      say("Hello, Pat here."),
      say("Yes, that's fine."),
    );
    const lines = agentLines(r);
    expect(lines).toContain(LINES.consentHandoff(ctx));
    expect(r.consent).toBe("given");
    expect(r.recordingStartedAt).toBeGreaterThan(r.transcript.find((t) => t.text === "Hello, Pat here.")!.at);
    const refused = await run(say("Sure."), say("I'll get him, one moment."), say("Hello?"), say("No."));
    expect(refused.outcome).toBe("consent_refused");
    expect(refused.recordingStartedAt).toBeNull();
  });
});

describe("willing references are not lost", () => {
  it("'Sure, I don't mind.' is consent", async () => {
    expect((await run(say("Sure, I don't mind."))).consent).toBe("given");
  });
  it("'what? say again' twice replays the disclosure, then a yes is consent", async () => {
    const r = await run(say("what? say again"), say("what? say again"), say("Yes."));
    expect(agentLines(r).filter((l) => l === LINES.consent(ctx))).toHaveLength(3);
    expect(r.consent).toBe("given");
  });
  it("a carrier greeting is a voicemail (retried), not a refusal", async () => {
    const r = await run(say("The person you are calling is not available."));
    expect(r.outcome).toBe("voicemail");
  });
});

describe("identity questions, opt-out and call-later anywhere, keypad 9", () => {
  it.each([
    ["Who is this?", LINES.whoIsCalling(ctx)],
    ["Is this a robot?", LINES.areYouARobot(ctx)],
    ["How did you get my number?", LINES.howDidYouGetMyNumber(ctx)],
  ])("%s gets an honest fixed answer and the call goes on", async (q, answer) => {
    const r = await run(say(q), say("Okay, yes."));
    expect(agentLines(r)[1]).toContain(answer);
    expect(r.consent).toBe("given");
    const during = await run(...START, say(q));
    expect(agentLines(during).at(-1)).toContain(answer);
    expect(during.outcome).toBe("in_progress");
  });
  it.each(["Don't call me anymore.", "Stop. Please just stop."])(
    "'%s' during questions opts out",
    async (t) => {
      const r = await run(...START, say(ANSWER), say(t));
      expect([r.outcome, r.optedOut]).toEqual(["opted_out", true]);
    },
  );
  it("call me back later after the first answer is honoured", async () => {
    const r = await run(...START, say(ANSWER), say("Can you call me back tomorrow afternoon?"));
    expect([r.outcome, r.callbackRequested]).toEqual(["callback_requested", true]);
    expect(agentLines(r).at(-1)).toContain("4 1 5, 5 5 5, 0 1 2 3");
  });
  it("keypad 9 opts out at any time, and the disclosure says so", async () => {
    expect(LINES.consent(ctx)).toContain("press 9");
    const r = await run(...START, say(ANSWER), { dtmf: "9" });
    expect([r.outcome, r.optedOut]).toEqual(["opted_out", true]);
  });
  it("'say again' during questions repeats the question", async () => {
    const r = await run(...START, say("say again"));
    const lines = agentLines(r);
    expect(lines.at(-1)).toContain("Could you tell me how you worked together");
    expect(lines.at(-2)!.endsWith(lines.at(-1)!)).toBe(true);
  });
});

describe("protected remarks: no follow-up, redacted, neutral redirect", () => {
  it.each([
    "He's pretty old, near retirement.",
    "She's pregnant, you know.",
    "He's Muslim.",
    "Well, she's 62.",
    "He just had a baby.",
  ])("%s earns no follow-up and is removed from the transcript", async (remark) => {
    const r = await run(...START, say(ANSWER), say(remark));
    const lines = agentLines(r);
    expect(lines.join(" ")).not.toContain("particular situation");
    expect(lines.at(-1)).toMatch(/^Thank you\. Every professional has room to grow/);
    expect(r.transcript.map((t) => t.text).join(" ")).not.toContain(remark);
    expect(r.transcript.at(-2)!.text).toBe(REDACTED);
    expect(r.redactions).toBe(1);
  });
  it("a candidate named Faith Young never trips the guard, and work phrases are kept", async () => {
    const r = await run(...START, say("Faith ran lead generation and national accounts for three years."));
    expect(r.redactions).toBe(0);
    expect(agentLines(r).at(-1)).toContain("strengths");
  });
  it("follow-up asks for missing evidence, not word count", async () => {
    const short = await run(...START, say("Great worker, really great."));
    expect(agentLines(short).at(-1)).toContain("how many years");
    const evidenced = await run(...START, say("Managed her three years."));
    expect(agentLines(evidenced).at(-1)).toContain("strengths");
  });
});

describe("timers", () => {
  // Each re-prompt takes about ten seconds to say; silence is counted from the end of it.
  it("silence: re-prompt after 6 s, again after 12 s, then a polite close that is retried", async () => {
    const r = await run(...START, { silence: 5 });
    expect(agentLines(r).at(-1)).not.toContain("still there");
    const once = await run(...START, { silence: 7 });
    expect(agentLines(once).at(-1)).toMatch(/^Are you still there\?/);
    const twice = await run(...START, { silence: 7 + 11 + 13 });
    expect(agentLines(twice).filter((l) => l.startsWith("Are you still there"))).toHaveLength(2);
    const closed = await run(...START, { silence: 7 + 11 + 13 + 11 + 13 });
    expect(closed.outcome).toBe("dropped");
    expect(agentLines(closed).at(-1)).toBe(LINES.silenceClose(ctx));
  });
  it("a monologue past 8 minutes is closed at 8 minutes even without a next turn", async () => {
    const r = await run(...START, say(ANSWER), { wait: 9 * 60 });
    expect(r.outcome).toBe("completed");
    expect(agentLines(r).at(-1)).toBe(LINES.timeUpClose(ctx));
    const closedAt = r.transcript.at(-1)!.at;
    expect(closedAt).toBeLessThanOrEqual(8 * 60 + 1);
    expect(agentLines(r).join(" ")).not.toContain("still there");
  });
  it("a 9-minute spoken answer is closed at 8:00 while it is being said, not after it", async () => {
    // About 2.9 words a second: 1,540 words take nine minutes to say.
    const monologue = Array.from({ length: 154 }, () => "she kept the whole team on track every week").join(
      " ",
    );
    const r = await run(...START, say(monologue));
    expect(r.outcome).toBe("completed");
    expect(agentLines(r).at(-1)).toBe(LINES.timeUpClose(ctx));
    expect(r.transcript.at(-1)!.at).toBeLessThanOrEqual(8 * 60 + 1);
  });
  it("after 7 minutes the next question is the last one", async () => {
    const r = await run(...START, { wait: 7 * 60 }, say(ANSWER));
    expect(agentLines(r).at(-1)).toContain("anything else");
  });
});

describe("answering machine", () => {
  it("AMD saying machine ends with the voicemail message, no interview", async () => {
    const r = await run({ machine: true });
    expect(r.outcome).toBe("voicemail");
    expect(agentLines(r).at(-1)).toBe(LINES.voicemail(ctx));
  });
  it("no interview question starts until AMD says human", () => {
    let s = startInterview(ctx, 0, { amdPending: true }).state;
    s = step(s, { kind: "utterance", text: "Yes.", at: 1000 }, ctx).state;
    const held = step(s, { kind: "utterance", text: "Yes, speaking.", at: 2000 }, ctx);
    expect(held.state.phase).toBe("awaiting_amd");
    expect(held.actions.filter((a) => a.kind === "say")).toEqual([]);
    const human = step(held.state, { kind: "amd", result: "human", at: 3000 }, ctx);
    expect(human.actions[0]).toMatchObject({ kind: "say", say: { questionType: "relationship" } });
    const never = step(held.state, { kind: "tick", at: 2000 + 31_000 }, ctx);
    expect(never.state.outcome).toBe("dropped");
  });
});

describe("a whole call", () => {
  it("completes with consent, every answer and the callback number spoken at the close", async () => {
    const r = await run(...START, ...Array.from({ length: 8 }, () => say(ANSWER)));
    expect(r.outcome).toBe("completed");
    expect(r.consent).toBe("given");
    expect(agentLines(r).at(-1)).toContain("4 1 5, 5 5 5, 0 1 2 3");
  });
});

describe("silence on a live call is counted from when the line has been heard", () => {
  it("no re-prompt while text-to-speech is still reading a long line", async () => {
    let clock = 0;
    const session = new InterviewSession(ctx, scriptedInterviewer(), () => clock);
    await session.perform(() => true); // the disclosure: sent at once, heard over many seconds
    const words = LINES.consent(ctx).split(/\s+/).length;
    const heardAt = words * SPEECH_MS_PER_WORD;
    for (clock = 1000; clock < heardAt + 5000; clock += 1000) session.hear({ kind: "tick", at: clock });
    let said = "";
    await session.perform((token) => void (said += token));
    expect(said).toBe("");
    clock = heardAt + 6000;
    session.hear({ kind: "tick", at: clock });
    await session.perform((token) => void (said += token));
    expect(said).toMatch(/^Are you still there\?/);
  });
});
