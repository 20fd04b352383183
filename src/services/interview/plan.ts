import type { CallLanguage } from "../../shared/call-language";
import type { QuestionType } from "../../shared/question-types";
import { CALL_LENGTH } from "../../shared/product-facts";
import { withArticle } from "../../shared/wording";
import { spokenNumber } from "./spoken-number";
import { LINES_ES, LINES_FR, QUESTIONS_ES, QUESTIONS_FR } from "./lines-fr-es";
import { authorizedSentence } from "./authorized-sentence";

/**
 * What the interviewer says, in fixed, reviewed wording. The live model may rephrase questions and
 * follow-ups (always passing the guard); the legal lines — disclosure, consent, refusal, voicemail
 * — are always spoken exactly as written here.
 */
export interface InterviewContext {
  productName: string;
  candidateName: string;
  referenceName: string;
  companyName: string;
  role: string;
  /** The relationship the requester gave: direct-manager, senior-manager, colleague, client, other. */
  relationship: string;
  /** The number a reference can call back on. */
  callbackNumber?: string;
  /** The language the interview is held in (English when absent). */
  language?: CallLanguage;
  /** The candidate's authorization is on file: the opening says so (one sentence). */
  candidateAuthorized?: boolean;
}

/** The plan's question types (src/shared/question-types). */
export type CoreQuestionType = QuestionType;

export interface PlannedQuestion {
  type: CoreQuestionType;
  /** What the question is for: the brief the model gets when it rephrases. */
  goal: string;
  text: (c: InterviewContext) => string;
  followUp: (c: InterviewContext) => string;
}

const RELATIONSHIP_LABEL: Record<string, string> = {
  "direct-manager": "direct manager",
  "senior-manager": "senior manager",
  colleague: "colleague",
  client: "client",
  other: "contact",
};

export function relationshipLabel(r: string): string {
  return RELATIONSHIP_LABEL[r] ?? "contact";
}

export const QUESTION_PLAN: readonly PlannedQuestion[] = [
  {
    type: "relationship",
    goal: "confirm the working relationship: in what capacity, where, and for how long they worked together",
    text: (c) =>
      `I understand you worked with ${c.candidateName} as their ${relationshipLabel(c.relationship)}. Could you tell me how you worked together, and for how long?`,
    followUp: (c) =>
      `Roughly how many years did you work with ${c.candidateName}, and what was their role at the time?`,
  },
  {
    type: "strengths",
    goal: "the candidate's greatest professional strengths, ideally with an example",
    text: (c) => `What would you say are ${c.candidateName}'s greatest strengths at work?`,
    followUp: () => `Could you give me a specific example of that strength in action?`,
  },
  {
    type: "growth",
    goal: "areas where the candidate could grow or improve professionally",
    text: (c) => `Every professional has room to grow. Where could ${c.candidateName} develop further?`,
    followUp: () => `Is there a particular situation where you saw that come up?`,
  },
  {
    type: "performance",
    goal: "overall job performance and the quality of their work, compared with peers",
    text: (c) =>
      `How would you describe ${c.candidateName}'s overall performance, compared with others in a similar role?`,
    followUp: () => `What results or accomplishments stand out to you?`,
  },
  {
    type: "teamwork",
    goal: "how the candidate works with colleagues, handles disagreement and communicates",
    text: (c) =>
      `How did ${c.candidateName} work with the rest of the team, and how did they handle disagreements?`,
    followUp: () => `Can you think of a time they had to resolve a conflict or a difference of opinion?`,
  },
  {
    type: "reliability",
    goal: "dependability: meeting deadlines, following through on commitments",
    text: (c) => `How dependable was ${c.candidateName} when it came to deadlines and commitments?`,
    followUp: () => `Was there a time a deadline was at risk? What did they do?`,
  },
  {
    type: "rehire",
    goal: "whether the reference would hire or work with the candidate again, and why",
    text: (c) => `If you had the chance, would you hire or work with ${c.candidateName} again?`,
    followUp: () => `What makes you say that?`,
  },
  {
    type: "anything_else",
    goal: "anything else the hiring team should know about the candidate's work",
    text: (c) =>
      `Is there anything else about ${c.candidateName}'s work that you think the hiring team at ${c.companyName} should know?`,
    followUp: () => `Thank you. Anything else at all?`,
  },
];

/** The fixed wording of one language: every line the interviewer may say outside the question plan. */
export type Lines = { [K in keyof typeof LINES_EN]: (typeof LINES_EN)[K] };

/** Question and follow-up wording of one language, by question type. */
export type QuestionWording = Record<
  CoreQuestionType,
  { text: (c: InterviewContext) => string; followUp: (c: InterviewContext) => string }
>;

const LINES_EN = {
  /** Disclosure and consent, word for word, before anything is recorded. */
  consent: (c: InterviewContext) =>
    `Hello, this is an automated assistant calling from ${c.productName} on behalf of ${c.companyName}, for a reference about ${c.candidateName}, who is being considered for ${withArticle(c.role)} role.${authorizedSentence(c)} This call is recorded to prepare the reference report, and only the hiring employer receives it. You can press 9 at any time to stop all calls from us. Do I have your consent to record? Please say yes or press 1, or say no or press 2.`,
  consentAgain: () =>
    `Sorry, I need a clear answer before we continue. May I record this call? Please say yes or press 1, or no or press 2.`,
  consentRefused: () =>
    `Understood. Nothing from this call will be recorded or kept. Thank you for your time, and goodbye.`,
  noConsent: (c: InterviewContext) =>
    `I'm sorry, I didn't get a clear answer, so I won't record anything. We may try you again another day; you can also call us back at ${spokenNumber(c.callbackNumber)}. Goodbye.`,
  /** Said before the disclosure is read again after someone spoke over it. */
  replayDisclosure: () => `Sorry, I need to read this in full before we start. `,
  whoIsCalling: (c: InterviewContext) =>
    `This is an automated assistant from ${c.productName}, calling on behalf of ${c.companyName} for a job reference about ${c.candidateName}.`,
  areYouARobot: (c: InterviewContext) =>
    `Yes, I'm an automated assistant, not a person. The hiring team at ${c.companyName} reads the report of this call.`,
  howDidYouGetMyNumber: (c: InterviewContext) =>
    `${c.candidateName}'s prospective employer, ${c.companyName}, gave us your number: ${c.candidateName} listed you as a reference.`,
  isThisAScam: (c: InterviewContext) =>
    `This is a genuine reference call: ${c.candidateName} gave your name as a reference to ${c.companyName}. If you'd like to check us first, call us back at ${spokenNumber(c.callbackNumber)}.`,
  recordingNow: () =>
    `Nothing is recorded unless you agree, and only the hiring employer receives the report.`,
  recordingOn: () =>
    `Yes, this call is recorded since you agreed, only to prepare the report for the hiring employer. You can skip any question, or press 9 to stop.`,
  realPerson: (c: InterviewContext) =>
    `I'm an automated assistant and can't transfer you, but you can reach our team at ${spokenNumber(c.callbackNumber)}.`,
  holdOn: () => `Of course, take your time.`,
  stillHolding: (c: InterviewContext) => `I'm still here, holding for ${c.referenceName}. `,
  newSpeaker: (c: InterviewContext) =>
    `Thank you. I can only continue this reference with ${c.referenceName}, so I've stopped the recording. If ${c.referenceName} can come back to the phone, I'll wait.`,
  /** Said when the call moves into this language (the disclosure or the question follows). */
  switchedLanguage: () => `Of course, let's continue in English. `,
  /** Offered when the reference says they do not speak the call's language. */
  offerLanguages: () =>
    `I can also speak French or Spanish. Je peux aussi parler français. También puedo hablar en español. `,
  /** The reference needs a language we do not offer: a polite close, and an operator follows up. */
  languageUnsupported: () =>
    `I'm sorry, we can only hold this call in English, French or Spanish for now. Someone from our team will follow up another way. Thank you, and goodbye.`,
  stillThere: () => `Are you still there? `,
  silenceClose: (c: InterviewContext) =>
    `I can't hear anything, so I'll let you go. We'll try again another time, or you can call us back at ${spokenNumber(c.callbackNumber)}. Goodbye.`,
  protectedRedirect: () => `Thank you. `,
  identity: (c: InterviewContext) => `Thank you. Am I speaking with ${c.referenceName}?`,
  identityPlain: (c: InterviewContext) => `Am I speaking with ${c.referenceName}?`,
  identityAgain: (c: InterviewContext) => `Sorry, am I speaking with ${c.referenceName}?`,
  consentHandoff: (c: InterviewContext) =>
    `Hello, thank you for coming to the phone. I'm an automated assistant from ${c.productName}, calling on behalf of ${c.companyName} for a reference about ${c.candidateName}.${authorizedSentence(c)} This call is recorded to prepare the reference report. Do I have your consent to record? Please say yes or press 1, or say no or press 2.`,
  begin: () => `Great. This takes about ${CALL_LENGTH.spoken}, and you can skip any question. `,
  askForReference: (c: InterviewContext) =>
    `I'm calling for ${c.referenceName}. Are they available to speak with me?`,
  waitForReference: () => `Of course, I'll hold.`,
  wrongPerson: (c: InterviewContext) =>
    `I'm sorry for the trouble. I'll make a note that this is not the number for ${c.referenceName}. Thank you, and goodbye.`,
  callLater: (c: InterviewContext) =>
    `No problem at all. We'll call you back at a better time. If you'd rather call us, our number is ${spokenNumber(c.callbackNumber)}. Goodbye.`,
  optedOut: () => `Understood. We won't call you again. Goodbye.`,
  protectedRefusal: () =>
    `Thank you, but I'm not able to discuss anything about personal characteristics like that, as it can't be part of a hiring decision. Let's move on.`,
  skipAck: () => `No problem, we'll skip that one.`,
  close: (c: InterviewContext) =>
    `That's everything I needed. Thank you very much for your time and for helping ${c.candidateName}. If you think of anything else, call us at ${spokenNumber(c.callbackNumber)}. Have a good day. Goodbye.`,
  timeUpClose: (c: InterviewContext) =>
    `I want to respect your time, so I'll stop here. Thank you very much for helping ${c.candidateName}. You can reach us at ${spokenNumber(c.callbackNumber)}. Goodbye.`,
  endEarly: (c: InterviewContext) =>
    `Of course. Thank you for the time you gave us on ${c.candidateName}. You can reach us at ${spokenNumber(c.callbackNumber)}. Goodbye.`,
  voicemail: (c: InterviewContext) =>
    `Hello ${c.referenceName}, this is an automated assistant from ${c.productName}, calling on behalf of ${c.companyName} for a short reference about ${c.candidateName}. Please call us back at ${spokenNumber(c.callbackNumber)} between 9 AM and 6 PM, Monday to Friday, and we'll start right away. Thank you.`,
} as const;

/** The English wording (the reference wording every other language is written from). */
export const LINES: Lines = LINES_EN;

const ALL_LINES: Record<CallLanguage, Lines> = { en: LINES_EN, fr: LINES_FR, es: LINES_ES };

/** The fixed wording in the interview's language. */
export function linesFor(c: Pick<InterviewContext, "language">): Lines {
  return ALL_LINES[c.language ?? "en"] ?? LINES_EN;
}

const ALL_QUESTIONS: Record<Exclude<CallLanguage, "en">, QuestionWording> = {
  fr: QUESTIONS_FR,
  es: QUESTIONS_ES,
};

/** A planned question in the interview's language. */
export function questionText(q: PlannedQuestion, c: InterviewContext): string {
  return !c.language || c.language === "en" ? q.text(c) : ALL_QUESTIONS[c.language][q.type].text(c);
}

/** A planned follow-up in the interview's language. */
export function followUpText(q: PlannedQuestion, c: InterviewContext): string {
  return !c.language || c.language === "en" ? q.followUp(c) : ALL_QUESTIONS[c.language][q.type].followUp(c);
}

export { spokenNumber } from "./spoken-number";

export { authorizedSentence, CANDIDATE_AUTHORIZED } from "./authorized-sentence";
