import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { createAnthropicLlm } from "../../src/providers/llm/anthropic";
import { REDACTED } from "../../src/services/interview/guard";
import { questionIsSafe } from "../../src/services/interview/guard";
import { normalizeText } from "../../src/services/interview/normalize";
import {
  followUpText,
  linesFor,
  QUESTION_PLAN,
  questionText,
  type InterviewContext,
} from "../../src/services/interview/plan";
import type { InterviewSession } from "../../src/services/interview/session";
import { modelInterviewer } from "../../src/services/interview/chooser";
import { scriptedInterviewer } from "../../src/services/interview/voice";
import type { CallLanguage } from "../../src/shared/call-language";
import { playScriptedSession, type ScriptTurn } from "../../src/simulation/interview/simulator";
import { startFakeAnthropic } from "./fake-anthropic";

/**
 * The held-out judge: runs labelled sets written by people who never read the interviewer's rules
 * through the real code (the state machine and session for turns and whole calls, the model path
 * over a local fake Messages API for model outputs) and counts what a reference check must never
 * do. Set formats: tests/unit/corpora/heldout/README.md.
 */

export type Label =
  | "consent_yes"
  | "consent_no"
  | "consent_unclear"
  | "opt_out"
  | "call_later"
  | "machine"
  | "wrong_person"
  | "new_speaker"
  | "hold"
  | "identity_question"
  | "recording_question"
  | "human_request"
  | "repeat"
  | "language_request"
  | "identity_yes"
  | "answer"
  | "protected_remark";

export interface HeldTurn {
  id: string;
  lang: CallLanguage;
  stage: "consent" | "identity" | "interview";
  text: string;
  label: Label;
  protectedSentence?: string;
}

export interface HeldConversation {
  id: string;
  lang: CallLanguage;
  description?: string;
  turns: ScriptTurn[];
  expect: {
    consent: "given" | "not_given";
    end: string;
    protectedSentences?: string[];
    mustNotFollowUpAfterTurn?: number[];
  };
}

export interface HeldModelOutput {
  id: string;
  lang: CallLanguage;
  text: string;
  label: "protected" | "safe";
}

export type Critical =
  "consent_toward_yes" | "opt_out_missed" | "protected_kept" | "protected_followed_up" | "protected_spoken";

export interface CaseResult {
  id: string;
  verdict: "pass" | "partial" | "fail";
  critical?: Critical;
  detail: string;
}

export interface Figures {
  total: number;
  pass: number;
  partial: number;
  fail: number;
  critical: Record<Critical, number>;
}

export function figuresOf(results: CaseResult[]): Figures {
  const critical: Record<Critical, number> = {
    consent_toward_yes: 0,
    opt_out_missed: 0,
    protected_kept: 0,
    protected_followed_up: 0,
    protected_spoken: 0,
  };
  for (const r of results) if (r.critical) critical[r.critical]++;
  return {
    total: results.length,
    pass: results.filter((r) => r.verdict === "pass").length,
    partial: results.filter((r) => r.verdict === "partial").length,
    fail: results.filter((r) => r.verdict === "fail").length,
    critical,
  };
}

export function formatFigures(name: string, f: Figures): string {
  const c = f.critical;
  return (
    `${name}: ${f.total} cases, ${f.pass} pass / ${f.partial} partial (${pct(f.partial, f.total)}) / ${f.fail} fail` +
    ` | consent toward yes ${c.consent_toward_yes}, opt-out missed ${c.opt_out_missed},` +
    ` protected kept ${c.protected_kept}, followed up ${c.protected_followed_up}, spoken ${c.protected_spoken}`
  );
}

function pct(n: number, of: number): string {
  return of ? `${Math.round((1000 * n) / of) / 10}%` : "0%";
}

export interface HeldSet {
  name: string;
  turns: HeldTurn[];
  conversations: HeldConversation[];
  modelOutputs: HeldModelOutput[];
  /**
   * Cases whose written label the product disagrees with by design, each with the reason
   * (`disputed.json`): printed with the figures, counted as written, and not failing the suite.
   */
  disputed?: Record<string, string>;
}

export function loadSet(dir: string, name: string): HeldSet | null {
  const read = <T>(file: string): T[] =>
    existsSync(join(dir, file)) ? (JSON.parse(readFileSync(join(dir, file), "utf8")) as T[]) : [];
  if (!existsSync(join(dir, "turns.json"))) return null;
  const disputed = existsSync(join(dir, "disputed.json"))
    ? (JSON.parse(readFileSync(join(dir, "disputed.json"), "utf8")) as Record<string, string>)
    : {};
  return {
    name,
    turns: read<HeldTurn>("turns.json"),
    conversations: read<HeldConversation>("conversations.json"),
    modelOutputs: read<HeldModelOutput>("model-outputs.json"),
    disputed,
  };
}

export const heldCtx = (language: CallLanguage): InterviewContext => ({
  productName: "RefLine",
  candidateName: "Jordan Ellis",
  referenceName: "Sam Patel",
  companyName: "Northwind",
  role: "Account Manager",
  relationship: "direct-manager",
  callbackNumber: "+14155550123",
  language,
});

const YES: Record<CallLanguage, string> = { en: "Yes.", fr: "Oui.", es: "Sí." };
const SPEAKING: Record<CallLanguage, string> = {
  en: "Yes, speaking.",
  fr: "Oui, c'est moi.",
  es: "Sí, soy yo.",
};

/** What a case leaves behind: the kept words (transcript and answers) and the agent's last lines. */
function kept(session: InterviewSession): string {
  const said = session.transcript.filter((t) => t.speaker === "reference").map((t) => t.text);
  return normalizeText([...said, ...Object.values(session.state.responses)].join(" \n "));
}

/** True when the words of `sentence` survive anywhere in what was kept. */
export function keptSentence(session: InterviewSession, sentence: string): boolean {
  const s = normalizeText(sentence);
  return s.length > 0 && kept(session).includes(s);
}

/** The agent's lines after the last reference turn (what it said in reply). */
function reply(session: InterviewSession) {
  const t = session.transcript;
  let i = t.length - 1;
  while (i >= 0 && t[i]!.speaker === "agent") i--;
  return t.slice(i + 1).filter((x) => x.speaker === "agent");
}

const followedUp = (session: InterviewSession) =>
  reply(session).some((l) => (l.questionType ?? "").startsWith("followup:"));

/** The fixed answers to "who is this?" and its kin, in the call's language. */
function identityAnswers(ctx: InterviewContext): string[] {
  const lines = linesFor(ctx) as unknown as Record<string, (c: InterviewContext) => string>;
  const keys = [
    "whoIsCalling",
    "areYouARobot",
    "howDidYouGetMyNumber",
    "recordingNow",
    // The answer while the recording runs with their consent ("Yes, this call is recorded since you agreed…").
    "recordingOn",
    "realPerson",
    "isThisAScam",
  ];
  return keys.filter((k) => typeof lines[k] === "function").map((k) => lines[k]!(ctx));
}

/** Runs one turn at its stage of a call held in its language, and judges what the interview did. */
export async function judgeTurn(turn: HeldTurn): Promise<CaseResult> {
  const ctx = heldCtx(turn.lang);
  const before: ScriptTurn[] =
    turn.stage === "consent"
      ? []
      : turn.stage === "identity"
        ? [{ say: YES[turn.lang] }]
        : [{ say: YES[turn.lang] }, { say: SPEAKING[turn.lang] }];
  const prior = await playScriptedSession(ctx, scriptedInterviewer(), before);
  const priorResponses = Object.keys(prior.session.state.responses).length;
  const { session } = await playScriptedSession(ctx, scriptedInterviewer(), [...before, { say: turn.text }]);
  const s = session.state;
  const outcome = s.outcome ?? "in_progress";
  const lines = reply(session);
  const said = lines.map((l) => l.text).join(" ");
  const stored = Object.keys(s.responses).length > priorResponses;
  const recording = session.recordingRequested;
  const detail = `${outcome}/${s.phase} consent=${s.consent} rec=${recording} → ${said.slice(0, 90)}`;
  const r = (verdict: CaseResult["verdict"], critical?: Critical): CaseResult => ({
    id: turn.id,
    verdict,
    ...(critical ? { critical } : {}),
    detail,
  });

  if (turn.label === "opt_out") return outcome === "opted_out" ? r("pass") : r("fail", "opt_out_missed");
  // Anything but a clear yes at the consent question must leave nothing recorded.
  if (turn.stage === "consent" && turn.label !== "consent_yes" && (s.consentGiven || recording))
    return r("fail", "consent_toward_yes");
  if (turn.label === "new_speaker" && (recording || stored)) return r("fail", "consent_toward_yes");
  if (turn.label === "protected_remark" && turn.protectedSentence) {
    if (keptSentence(session, turn.protectedSentence)) return r("fail", "protected_kept");
    if (followedUp(session)) return r("fail", "protected_followed_up");
  }
  const going = s.phase !== "ended";
  // The disclosure read again in the language the person spoke is a careful reply to anything.
  if (turn.stage === "consent" && s.languageSwitches > 0 && !s.consentGiven) return r("pass");
  const ok = (() => {
    switch (turn.label) {
      case "consent_yes":
        return s.consentGiven;
      case "consent_no":
        return outcome === "consent_refused";
      case "consent_unclear":
        return !s.consentGiven && outcome !== "opted_out" && outcome !== "wrong_person";
      case "call_later":
        return outcome === "callback_requested" || s.callbackRequested;
      case "machine":
        return outcome === "voicemail";
      case "wrong_person":
        return outcome === "wrong_person";
      case "new_speaker":
        return (
          !recording && (s.phase === "awaiting_reference" || (s.phase === "consent" && s.handedOff) || !going)
        );
      case "hold":
        return going && !stored;
      case "identity_question":
      case "recording_question":
      case "human_request":
        return going && lines.some((l) => identityAnswers(ctx).some((a) => l.text.includes(a)));
      case "repeat":
        return going && !stored;
      case "language_request":
        // A language we do not offer ends the call politely for an operator to follow up.
        return s.languageSwitches > 0 || s.languageOffers > 0 || outcome === "language_unsupported";
      case "identity_yes":
        return s.phase === "question" || s.phase === "awaiting_amd";
      case "answer":
        return going && stored && !Object.values(s.responses).some((v) => v.includes(REDACTED));
      case "protected_remark":
        return going && Object.values(s.responses).some((v) => v.includes(REDACTED));
      default:
        return false;
    }
  })();
  return ok ? r("pass") : r("partial");
}

function endMatches(expected: string, session: InterviewSession): boolean {
  const s = session.state;
  const o = s.outcome ?? "in_progress";
  switch (expected) {
    case "completed":
      // A script may stop before the last question: an interview still going normally counts.
      return (
        o === "completed" || (o === "in_progress" && s.consentGiven && /question|followup/.test(s.phase))
      );
    case "refused":
      return o === "consent_refused";
    case "opted_out":
      return o === "opted_out";
    case "call_later":
      return o === "callback_requested" || s.callbackRequested;
    case "machine":
      return o === "voicemail";
    case "wrong_person":
      return o === "wrong_person";
    case "no_consent":
      // No clear consent, nothing recorded, tried again later: whichever of our outcomes says so.
      return (
        ["no_consent", "callback_requested", "dropped"].includes(o) ||
        (o === "in_progress" && !s.consentGiven && !session.recordingRequested)
      );
    case "new_speaker_needs_consent":
      return !s.consentGiven && s.handedOff && !session.recordingRequested;
    default:
      return false;
  }
}

/** Runs one whole call through the simulator and judges it against what a careful interviewer does. */
export async function judgeConversation(c: HeldConversation): Promise<CaseResult> {
  const ctx = heldCtx(c.lang);
  const { session } = await playScriptedSession(ctx, scriptedInterviewer(), c.turns);
  const s = session.state;
  const detail = `${s.outcome ?? "in_progress"}/${s.phase} consent=${s.consent} rec=${session.recordingRequested} (want ${c.expect.end}, ${c.expect.consent})`;
  const r = (verdict: CaseResult["verdict"], critical?: Critical, more = ""): CaseResult => ({
    id: c.id,
    verdict,
    ...(critical ? { critical } : {}),
    detail: detail + more,
  });
  if (c.expect.end === "opted_out" && s.outcome !== "opted_out" && !s.optedOut)
    return r("fail", "opt_out_missed");
  // Consent by the person who was then interviewed: a yes from someone who is not interviewed
  // (a wrong number, a substitute turned away) records nothing of the reference.
  const interviewed = s.outcome === "completed" || Object.keys(s.responses).length > 0;
  if (c.expect.consent === "not_given" && (interviewed || (s.consentGiven && s.phase !== "ended")))
    return r("fail", "consent_toward_yes");
  for (const p of c.expect.protectedSentences ?? [])
    if (keptSentence(session, p)) return r("fail", "protected_kept", ` kept: ${p}`);
  // No follow-up after a turn that carried a protected remark, or after the turns the writer named.
  const watch = new Set(c.expect.mustNotFollowUpAfterTurn ?? []);
  for (const [i, t] of c.turns.entries())
    if ("say" in t && (c.expect.protectedSentences ?? []).some((p) => t.say.includes(p))) watch.add(i);
  for (const i of watch) {
    if (i >= c.turns.length) continue;
    const prefix = await playScriptedSession(ctx, scriptedInterviewer(), c.turns.slice(0, i + 1));
    if (followedUp(prefix.session)) return r("fail", "protected_followed_up", ` after turn ${i}`);
  }
  // Someone new came to the phone: recording on their own consent only, never on the first person's.
  if (c.expect.end === "new_speaker_needs_consent" && session.recordingRequested && !s.handedOff)
    return r("fail", "consent_toward_yes");
  if (!endMatches(c.expect.end, session)) return r("partial");
  const newSpeaker = c.expect.end === "new_speaker_needs_consent";
  if (c.expect.consent === "given" && !newSpeaker && !s.consentGiven && s.outcome !== "completed")
    return r("partial");
  return r("pass");
}

/**
 * Model outputs on the model path: each text is what a fake Messages API streams back, for a
 * question of the call's language; a protected one spoken in any of its sentences is a failure.
 * The sentence guard's own reading is counted too (the second wall).
 */
export async function judgeModelOutputs(
  outputs: HeldModelOutput[],
): Promise<{ results: CaseResult[]; guardMissed: number; guardBlockedSafe: number }> {
  const fake = await startFakeAnthropic();
  let current = "";
  fake.respond = () => ({ text: current });
  const llm = createAnthropicLlm({
    apiKey: async () => "test-anthropic-key",
    baseURL: fake.url,
    modelTurns: "fake-fast",
    modelAnalysis: "fake-analysis",
  });
  const interviewer = modelInterviewer(llm);
  const results: CaseResult[] = [];
  let guardMissed = 0;
  let guardBlockedSafe = 0;
  try {
    for (const o of outputs) {
      const ctx = heldCtx(o.lang);
      const planned = QUESTION_PLAN[1]!;
      const line = { text: questionText(planned, ctx), questionType: planned.type, goal: planned.goal };
      // As the model's whole reply, and smuggled into a choice, for a question and for its follow-up.
      let out = "";
      const followUp = {
        text: followUpText(planned, ctx),
        questionType: `followup:${planned.type}`,
        goal: planned.goal,
      };
      for (const reply of [o.text, JSON.stringify({ ack: null, line: o.text })])
        for (const asked of [line, followUp]) {
          current = reply;
          for await (const token of interviewer.speak(asked, ctx, [])) out += token;
          out += " ";
        }
      const spoken = normalizeText(out);
      const sentences = o.text
        .split(/(?<=[.!?])\s+/)
        .map(normalizeText)
        .filter((x) => x.split(" ").length >= 3);
      const leaked = sentences.some((x) => spoken.includes(x)) || spoken.includes(normalizeText(o.text));
      const safe = questionIsSafe(o.text, { names: [ctx.candidateName, ctx.referenceName] });
      if (o.label === "protected" && safe) guardMissed++;
      if (o.label === "safe" && !safe) guardBlockedSafe++;
      const detail = `spoke: ${out.slice(0, 100)}`;
      if (o.label === "protected" && leaked)
        results.push({ id: o.id, verdict: "fail", critical: "protected_spoken", detail });
      else results.push({ id: o.id, verdict: "pass", detail });
    }
  } finally {
    await fake.close();
  }
  return { results, guardMissed, guardBlockedSafe };
}

export interface SetReport {
  name: string;
  turns: CaseResult[];
  conversations: CaseResult[];
  model: Awaited<ReturnType<typeof judgeModelOutputs>>;
}

export async function judgeSet(set: HeldSet): Promise<SetReport> {
  const turns: CaseResult[] = [];
  for (const t of set.turns) turns.push(await judgeTurn(t));
  const conversations: CaseResult[] = [];
  for (const c of set.conversations) conversations.push(await judgeConversation(c));
  const model = await judgeModelOutputs(set.modelOutputs);
  return { name: set.name, turns, conversations, model };
}

export function reportLines(rep: SetReport): string[] {
  const protectedCount = rep.model.results.length;
  return [
    formatFigures(`${rep.name} turns`, figuresOf(rep.turns)),
    formatFigures(`${rep.name} conversations`, figuresOf(rep.conversations)),
    `${rep.name} model outputs: ${protectedCount} streamed, protected spoken ${figuresOf(rep.model.results).critical.protected_spoken}; sentence guard (second wall) missed ${rep.model.guardMissed} protected, blocked ${rep.model.guardBlockedSafe} safe`,
  ];
}
