import { CALL_LENGTH } from "@server/shared/product-facts";

/** Stands for the configured coverage ("the United States and Canada") in an answer. */
export const COVERAGE_TOKEN = "{coverage}";

/** The FAQ, shared by the landing page's short list and /faq. One set of facts (product-facts.ts). */
export type FaqCategory = "General" | "Pricing" | "Calls" | "Reports" | "Privacy" | "References";

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  featured?: boolean;
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  "General",
  "Pricing",
  "Calls",
  "Reports",
  "Privacy",
  "References",
];

export const FAQ: FaqItem[] = [
  {
    id: "what-is",
    category: "General",
    question: "What does RefLine do?",
    answer: `You enter a candidate and one to three references. Our AI caller phones each reference, asks for consent to record, runs a structured ${CALL_LENGTH.min}-${CALL_LENGTH.max} minute interview and e-mails you a PDF report with an executive summary, per-reference assessment, full transcripts, red/yellow/green flags and a hiring score out of 10.`,
    featured: true,
  },
  {
    id: "how-fast",
    category: "General",
    question: "How fast will I get my report?",
    answer:
      "Usually within about 2 hours during business hours. Calls run 9 AM - 6 PM, Monday-Friday, in each reference's local time; orders placed after 6 PM are completed the next business day.",
    featured: true,
  },
  {
    id: "coverage",
    category: "General",
    question: "Which countries do you call?",
    // COVERAGE decides; the page fills it in (FaqAccordion).
    answer: `References in ${COVERAGE_TOKEN}.`,
  },
  {
    id: "free",
    category: "Pricing",
    question: "Is the first check really free?",
    answer:
      "Yes. Your first reference check is free and needs no card: one free check per e-mail address and network. Tick “First time?” on the form.",
    featured: true,
  },
  {
    id: "price",
    category: "Pricing",
    question: "How much does a check cost?",
    answer:
      "You pay per reference: $14 at the early-adopter price (50% off for our first 100 customers, while the offer lasts), $29 regularly. An unlimited plan at $199 per month is coming soon, and we quote enterprise volumes above 50 checks a month.",
    featured: true,
  },
  {
    id: "refund",
    category: "Pricing",
    question: "What if a reference can't be reached?",
    answer:
      "We try each reference up to 3 times over 2 business days. If a call cannot be completed you are refunded for that reference. We also offer a 100% satisfaction refund within 30 days. Free checks need no refund.",
  },
  {
    id: "call-length",
    category: "Calls",
    question: "How long is each call?",
    answer: `About ${CALL_LENGTH.text}. References can skip any question or end the call at any time.`,
    featured: true,
  },
  {
    id: "recording",
    category: "Calls",
    question: "Are calls recorded?",
    answer:
      "Every call opens with a recording disclosure and asks for consent. If the reference declines, the call ends immediately and nothing further is recorded.",
  },
  {
    id: "questions",
    category: "Calls",
    question: "What does the AI ask?",
    answer:
      "Job-related questions only: the working relationship, strengths, areas to develop, reliability, teamwork, and whether they would work with the candidate again. It never asks about age, race, religion, health, family, pregnancy, national origin or any other protected characteristic.",
  },
  {
    id: "report-contents",
    category: "Reports",
    question: "What is in the report?",
    answer:
      "An executive summary, an assessment of each reference, full transcripts, AI insights, red/yellow/green flags and a hiring recommendation score out of 10. You receive it by e-mail and can download it from your dashboard.",
  },
  {
    id: "who-sees",
    category: "Reports",
    question: "Who receives the report?",
    answer: "Only the employer who commissioned the check. References and candidates do not receive it.",
  },
  {
    id: "retention",
    category: "Privacy",
    question: "How long do you keep recordings and data?",
    answer: "Recordings and check data are deleted after 90 days.",
    featured: true,
  },
  {
    id: "candidate-authorization",
    category: "Privacy",
    question: "Is the candidate told about the reference check?",
    answer:
      'Yes, when you give the candidate\'s e-mail (the form asks for it, with "Ask the candidate to authorize" ticked by default). We e-mail them a link to a short stand-alone disclosure and a summary of their rights; they authorize by typing their full name, or decline. No reference is texted or called before they authorize; if they decline or do not answer within 7 days (one reminder after 48 hours), nobody is called, you are told, and a paid check is refunded in full. You can also invite the candidate to enter their own references. Afterwards your dashboard offers a pre-adverse-action packet (the report and the summary of rights) to give the candidate before any adverse decision, and the candidate can ask for their copy of the report, which you approve.',
  },
  {
    id: "deletion",
    category: "Privacy",
    question: "Can a reference have their data deleted?",
    answer:
      "Yes. A reference may e-mail us to ask for corrections within 24 hours of the call, or for deletion at any time; deletion is completed within 30 days.",
  },
  {
    id: "ref-what",
    category: "References",
    question: "I was called by RefLine. What was that?",
    answer:
      "An employer you were listed as a reference for asked us to gather your feedback by phone. See What to expect for the script, your rights and how to reach us.",
  },
];
