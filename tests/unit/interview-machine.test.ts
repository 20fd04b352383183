import { describe, expect, it } from "vitest";
import {
  protectedTopics,
  questionIsSafe,
  invitesProtectedQuestion,
} from "../../src/services/interview/guard";
import { SentenceGuard } from "../../src/services/interview/line-guard";
import {
  MAX_CALL_MS,
  startInterview,
  step,
  WRAP_UP_AT_MS,
  type Action,
  type InterviewEvent,
  type InterviewState,
} from "../../src/services/interview/machine";
import { LINES, QUESTION_PLAN, type InterviewContext } from "../../src/services/interview/plan";
import { hasEvidence } from "../../src/services/interview/understand";
import { consentOf } from "../../src/services/interview/consent-reading";

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Sam Lee",
  referenceName: "Pat Kim",
  companyName: "Acme",
  role: "Engineer",
  relationship: "direct-manager",
  callbackNumber: "+15005550006",
};

const T0 = Date.parse("2026-11-23T15:00:00Z");
let clock = T0;
const say = (text: string): InterviewEvent => ({ kind: "utterance", text, at: (clock += 20_000) });

/** Runs utterances from the start; returns the final state and every action. */
function run(...inputs: (string | InterviewEvent)[]) {
  clock = T0;
  const opened = startInterview(ctx, clock);
  let state = opened.state;
  const all: Action[] = [...opened.actions];
  for (const i of inputs) {
    const r = step(state, typeof i === "string" ? say(i) : i, ctx);
    state = r.state;
    all.push(...r.actions);
  }
  return { state, actions: all, lines: all.flatMap((a) => (a.kind === "say" ? [a.say] : [])) };
}

const LONG = "I managed Sam for three years on the payments team and we shipped two big projects together.";
const throughIdentity = ["Yes, go ahead.", "Yes, speaking."];
const fullInterview = [...throughIdentity, ...QUESTION_PLAN.map(() => LONG)];

describe("interview state machine", () => {
  it("opens with the disclosure and the consent question, and records nothing yet", () => {
    const { state, actions } = startInterview(ctx, T0);
    expect(actions).toEqual([
      { kind: "say", say: { text: LINES.consent(ctx), questionType: "consent", legal: true } },
    ]);
    expect(LINES.consent(ctx)).toMatch(/recorded/);
    expect(state.phase).toBe("consent");
    expect(state.consentGiven).toBe(false);
  });

  it("consent yes: starts the recording, then confirms identity", () => {
    const r = run("Yes, that's fine.");
    expect(r.actions.some((a) => a.kind === "start_recording")).toBe(true);
    expect(r.state.consentGiven).toBe(true);
    expect(r.state.phase).toBe("identity");
    expect(r.lines.at(-1)!.text).toBe("Thank you. Am I speaking with Pat Kim?");
  });

  it("consent refused: our goodbye, no recording, and the call ends after a short open line", () => {
    const r = run("No, I don't want to be recorded.");
    expect(r.state.outcome).toBe("consent_refused");
    expect(r.state.phase).toBe("closing");
    expect(r.actions.some((a) => a.kind === "start_recording")).toBe(false);
    expect(r.lines.at(-1)!.text).toBe(LINES.consentRefused());
    const said = clock;
    const early = run("No, I don't want to be recorded.", { kind: "tick", at: said + 3000, speaking: false });
    expect(early.state.phase).toBe("closing");
    const quiet = run("No, I don't want to be recorded.", { kind: "tick", at: said + 6000, speaking: false });
    expect(quiet.actions.at(-1)).toEqual({
      kind: "end",
      outcome: "consent_refused",
      reason: "consent refused",
    });
    expect(quiet.state.outcome).toBe("consent_refused");
    const hungUp = run("No, I don't want to be recorded.", { kind: "hangup", at: said + 1000 });
    expect(hungUp.state.phase).toBe("ended");
    expect(hungUp.state.outcome).toBe("consent_refused");
  });

  it("an opt-out said right after a refusal is heard and kept; anything else ends the call as refused", () => {
    const out = run("No, I don't want to be recorded.", "And take me off your list, don't call again.");
    expect(out.state.outcome).toBe("opted_out");
    expect(out.state.optedOut).toBe(true);
    expect(out.actions.some((a) => a.kind === "start_recording")).toBe(false);
    const other = run("No, I don't want to be recorded.", "Okay fine, go ahead then.");
    expect(other.state.phase).toBe("ended");
    expect(other.state.outcome).toBe("consent_refused");
    expect(other.state.consentGiven).toBe(false);
  });

  it("consent unclear: asks once more, then ends as no consent (retried later, never refused)", () => {
    const once = run("Hmm, maybe.");
    expect(once.state.phase).toBe("consent");
    expect(once.lines.at(-1)!.text).toBe(LINES.consentAgain());
    const twice = run("Hmm, maybe.", "I guess we'll see");
    expect(twice.state.outcome).toBe("no_consent");
    expect(twice.state.consent).toBe("unclear");
    expect(twice.actions.some((a) => a.kind === "start_recording")).toBe(false);
  });

  it("keypad: 1 is yes, 2 is no", () => {
    const yes = run({ kind: "dtmf", digit: "1", at: T0 + 5000 }, { kind: "dtmf", digit: "1", at: T0 + 9000 });
    expect(yes.state.phase).toBe("question");
    expect(run({ kind: "dtmf", digit: "2", at: T0 + 5000 }).state.outcome).toBe("consent_refused");
  });

  it("asks to be called later: ends politely with a callback", () => {
    expect(run("I'm driving, can you call me back later?").state.outcome).toBe("callback_requested");
    expect(run("Yes.", "Sorry, not a good time, call me tomorrow").state.outcome).toBe("callback_requested");
  });

  it("opt-out: never call again", () => {
    const r = run("Yes", "Stop calling me, remove my number");
    expect(r.state.outcome).toBe("opted_out");
    expect(r.lines.at(-1)!.text).toBe(LINES.optedOut());
  });

  it("wrong number: ends politely", () => {
    const r = run("Sure.", "You have the wrong number.");
    expect(r.state.outcome).toBe("wrong_person");
    expect(r.lines.at(-1)!.text).toBe(LINES.wrongPerson(ctx));
  });

  it("someone else answers: asks for the reference, waits, and re-asks consent from them", () => {
    const r = run("Yes okay.", "No, this is his assistant.");
    expect(r.lines.at(-1)!.text).toBe(LINES.askForReference(ctx));
    const fetched = run("Yes okay.", "No, this is his assistant.", "Hold on, let me get him.");
    expect(fetched.state.phase).toBe("awaiting_reference");
    const back = run(
      "Yes okay.",
      "No, this is his assistant.",
      "Hold on, let me get him.",
      "Hello, this is Pat speaking.",
    );
    expect(back.state.phase).toBe("consent");
    expect(back.lines.at(-1)!.text).toBe(LINES.consentHandoff(ctx));
    const consented = run(
      "Yes okay.",
      "No, this is his assistant.",
      "Hold on, let me get him.",
      "Hi, Pat speaking.",
      "Yes.",
    );
    // Whoever came to the phone confirms who they are before any question.
    expect(consented.state.phase).toBe("identity");
    expect(consented.lines.at(-1)!.questionType).toBe("identity");
    const confirmed = run(
      "Yes okay.",
      "No, this is his assistant.",
      "Hold on, let me get him.",
      "Hi, Pat speaking.",
      "Yes.",
      "Yes, that's me.",
    );
    expect(confirmed.state.phase).toBe("question");
    expect(confirmed.lines.at(-1)!.questionType).toBe("relationship");
  });

  it("a colleague who takes over mid-interview and agrees to be recorded is not interviewed as the reference", () => {
    const takeover = [
      "Yes, go ahead.",
      "Yes, speaking.",
      "I managed Jordan for two years.",
      "Hi, sorry, Pat had to go, I'm Anna, I worked with Jordan too, I can answer the rest.",
      "Yes fine, record it.",
      "Yes.",
    ];
    const consented = run(...takeover);
    // Not greeted as the reference, and asked who they are before any question.
    expect(consented.lines.some((l) => l.text.includes(`Hello ${ctx.referenceName}`))).toBe(false);
    expect(consented.state.phase).toBe("identity");
    expect(consented.lines.at(-1)!.questionType).toBe("identity");
    const r = run(...takeover, "No, I'm Anna.");
    expect(r.state.phase).not.toBe("question");
  });

  it("reference not available after asking: callback; still no: wrong person", () => {
    expect(run("Yes.", "No.", "No, she's not here today.").state.outcome).toBe("callback_requested");
    expect(run("Yes.", "No.", "No.").state.outcome).toBe("wrong_person");
  });

  it("asks the whole plan in order and closes: completed with every answer", () => {
    const r = run(...fullInterview);
    const types = r.lines.map((l) => l.questionType).filter((t) => t && !["consent", "identity"].includes(t));
    expect(types).toEqual([...QUESTION_PLAN.map((q) => q.type), "close"]);
    expect(r.state.outcome).toBe("completed");
    expect(Object.keys(r.state.responses)).toEqual(QUESTION_PLAN.map((q) => q.type));
    expect(r.actions.at(-1)).toMatchObject({ kind: "end", outcome: "completed" });
  });

  it("follows up once on a vague answer, then moves on", () => {
    const r = run(...throughIdentity, "Good.", "Still good.");
    const lastTwo = r.lines.slice(-2).map((l) => l.questionType);
    // "Good." carries no example, timeframe or result: one follow-up asks for one.
    expect(lastTwo).toEqual(["followup:relationship", "strengths"]);
    expect(r.state.responses).toMatchObject({
      relationship: "Good.",
      "followup:relationship": "Still good.",
    });
    expect(r.state.followUps).toEqual(["relationship"]);
  });

  it("skips on request without a follow-up", () => {
    const r = run(...throughIdentity, LONG, "I'd rather not answer that one.");
    expect(r.state.skipped).toEqual(["strengths"]);
    expect(r.lines.at(-1)!.questionType).toBe("growth");
    expect(r.lines.at(-1)!.text.startsWith(LINES.skipAck())).toBe(true);
  });

  it("repeats the last question when asked", () => {
    const r = run(...throughIdentity, "Sorry, could you repeat that?");
    // The question again, without the acknowledgement that came before it.
    expect(r.lines.at(-1)!.questionType).toBe("relationship");
    expect(r.lines.at(-2)!.text.endsWith(r.lines.at(-1)!.text)).toBe(true);
    expect(r.state.responses).toEqual({});
  });

  it("declines a protected question the reference invites, and moves on", () => {
    const r = run(
      ...throughIdentity,
      LONG,
      "You should ask me about her age, do you want to know how old she is?",
    );
    expect(r.state.protectedRefusals).toBe(1);
    expect(r.lines.at(-1)!.text).toContain("not able to discuss anything about personal characteristics");
    expect(r.state.responses.strengths).toBeUndefined();
    for (const l of r.lines) if (l.goal) expect(questionIsSafe(l.text), l.text).toBe(true);
  });

  it("wraps up near the cap and stops at 8 minutes", () => {
    clock = T0;
    let { state } = startInterview(ctx, T0);
    state = step(state, { kind: "utterance", text: "Yes", at: T0 + 1000 }, ctx).state;
    state = step(state, { kind: "utterance", text: "Yes speaking", at: T0 + 2000 }, ctx).state;
    // An answer after 7 minutes jumps to the last question (no follow-up).
    const late = step(state, { kind: "utterance", text: "Fine.", at: T0 + WRAP_UP_AT_MS + 1 }, ctx);
    const asked = late.actions.find((a) => a.kind === "say");
    expect(asked && asked.kind === "say" && asked.say.questionType).toBe("anything_else");
    const capped = step(late.state, { kind: "tick", at: T0 + MAX_CALL_MS }, ctx);
    expect(capped.state.outcome).toBe("completed");
    expect(capped.state.endReason).toBe("time cap");
  });

  it("hang-up: completed with enough answers, dropped otherwise", () => {
    const few = run(...throughIdentity, LONG, { kind: "hangup", at: T0 + 60_000 });
    expect(few.state.outcome).toBe("dropped");
    const many = run(...throughIdentity, LONG, LONG, LONG, LONG, { kind: "hangup", at: T0 + 200_000 });
    expect(many.state.outcome).toBe("completed");
  });

  it("ignores events after the end", () => {
    const done = run("No.", { kind: "hangup", at: T0 + 60_000 });
    expect(done.state.phase).toBe("ended");
    expect(step(done.state, say("Wait, yes!"), ctx)).toEqual({ state: done.state, actions: [] });
  });

  it("every planned question and follow-up passes the guard", () => {
    for (const q of QUESTION_PLAN) {
      expect(questionIsSafe(q.text(ctx)), q.text(ctx)).toBe(true);
      expect(questionIsSafe(q.followUp(ctx)), q.followUp(ctx)).toBe(true);
    }
    const s: InterviewState = run(...fullInterview).state;
    expect(s.phase).toBe("ended");
  });
});

describe("protected-characteristics guard", () => {
  it("refuses questions that touch a protected characteristic", () => {
    const bad = [
      "How old is Sam?",
      "Is she married?",
      "Does he have kids?",
      "What church does she go to?",
      "Where was he born?",
      "Did she take maternity leave?",
      "Does he have any health problems?",
      "Is she disabled?",
      "What is his nationality?",
      "Was she often out sick?",
      "Is he planning to start a family?",
    ];
    for (const q of bad) expect(protectedTopics(q).length, q).toBeGreaterThan(0);
  });

  it("lets ordinary work questions through", () => {
    for (const q of [
      "What are Sam's greatest strengths?",
      "How did Sam handle deadlines?",
      "Would you work with Sam again?",
      "I'll ask about teamwork next.",
    ])
      expect(questionIsSafe(q), q).toBe(true);
  });

  it("tells an invitation from a passing mention", () => {
    expect(invitesProtectedQuestion("Do you want to know if she has kids?")).toBe(true);
    expect(invitesProtectedQuestion("You should ask about his religion.")).toBe(true);
    expect(invitesProtectedQuestion("She was great with every client we had.")).toBe(false);
  });

  it("releases whole checked sentences only: no word of a protected sentence is spoken", () => {
    const g = new SentenceGuard("What are Sam's strengths?", ctx);
    const out =
      [
        "Thanks, ",
        "that ",
        "helps ",
        "a lot. ",
        "Could ",
        "you ",
        "tell ",
        "me ",
        "how ",
        "old ",
        "Sam ",
        "is?",
      ]
        .map((t) => g.push(t))
        .join("") + g.flush();
    expect(out).toBe("Thanks, that helps a lot. ");
    expect(g.tripped).toBe(true);
    const clean = new SentenceGuard("What are Sam's strengths?", ctx);
    expect(["What ", "are ", "Sam's ", "strengths?"].map((t) => clean.push(t)).join("") + clean.flush()).toBe(
      "What are Sam's strengths?",
    );
  });
});

describe("reading answers", () => {
  it("consent: given, refused and unclear", () => {
    expect(consentOf("Yeah sure")).toBe("given");
    expect(consentOf("No thanks")).toBe("refused");
    expect(consentOf("No problem, go ahead")).toBe("given");
    expect(consentOf("Who is this?")).toBe("unclear");
  });
  it("evidence: an example, a timeframe or a result", () => {
    expect(hasEvidence("Good.")).toBe(false);
    expect(hasEvidence(LONG)).toBe(true);
  });
});
