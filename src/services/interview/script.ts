/**
 * The skeleton's interview: disclosure and consent, a fixed question plan, a close. The AI-caller
 * capability replaces this with the full state machine (identity, follow-ups, guard, time cap).
 */
export interface InterviewContext {
  productName: string;
  candidateName: string;
  referenceName: string;
  companyName: string;
  role: string;
}

export interface Turn {
  say: string;
  done: boolean;
  outcome?: "completed" | "consent_refused";
  questionType?: string;
}

export const QUESTION_PLAN: { type: string; text: (c: InterviewContext) => string }[] = [
  { type: "relationship", text: (c) => `How did you work with ${c.candidateName}, and for how long?` },
  { type: "strengths", text: (c) => `What would you say are ${c.candidateName}'s greatest strengths?` },
  { type: "growth", text: () => `What areas for growth would you point out?` },
  { type: "rehire", text: (c) => `Would you work with or hire ${c.candidateName} again?` },
];

const YES = /\b(yes|yeah|yep|sure|ok|okay|fine|go ahead|i consent|that's fine|of course)\b/i;

export class ScriptedInterview {
  private step = -1;
  readonly consentRequestedAt = new Date();
  consentRespondedAt: Date | null = null;
  consentGiven = false;
  consentRaw: string | null = null;

  constructor(private readonly ctx: InterviewContext) {}

  opening(): Turn {
    return {
      say: `Hello ${this.ctx.referenceName}, this is an automated assistant calling from ${this.ctx.productName} on behalf of ${this.ctx.companyName}, about ${this.ctx.candidateName}, who is being considered for a ${this.ctx.role} role. This call is recorded for the reference report. Do I have your consent to record?`,
      done: false,
      questionType: "consent",
    };
  }

  reply(text: string): Turn {
    if (this.step === -1) {
      this.consentRespondedAt = new Date();
      this.consentRaw = text;
      if (!YES.test(text)) {
        return {
          say: "Understood. I won't record anything. Thank you for your time. Goodbye.",
          done: true,
          outcome: "consent_refused",
        };
      }
      this.consentGiven = true;
    }
    this.step++;
    const q = QUESTION_PLAN[this.step];
    if (!q)
      return {
        say: `Thank you, that's everything. Have a good day.`,
        done: true,
        outcome: "completed",
        questionType: "close",
      };
    return { say: q.text(this.ctx), done: false, questionType: q.type };
  }
}
