/** The demo's four scripted conversations (spec §2) and what each one shows. */
export interface Line {
  from: "ai" | "reference";
  text: string;
}
export interface Scenario {
  id: string;
  title: string;
  blurb: string;
  lines: Line[];
  insight: string;
  flags: { color: "green" | "yellow" | "red"; text: string }[];
}

const OPEN: Line[] = [
  {
    from: "ai",
    text: "Hi, this is RefLine's automated assistant calling on behalf of Acme about Jordan Rivera, who listed you as a reference. This call is recorded for quality and verification. Do I have your consent to record?",
  },
];

export const SCENARIOS: Scenario[] = [
  {
    id: "standard",
    title: "Standard Reference",
    blurb: "A former manager gives balanced, specific feedback.",
    lines: [
      ...OPEN,
      { from: "reference", text: "Yes, that's fine." },
      { from: "ai", text: "Thank you. How do you know Jordan, and for how long did you work together?" },
      { from: "reference", text: "I was her manager at Northwind for about three years." },
      { from: "ai", text: "What would you say were her main strengths?" },
      { from: "reference", text: "Very organised, and she shipped our checkout redesign two weeks early." },
      { from: "ai", text: "That's helpful. Is there an area where she could grow?" },
      { from: "reference", text: "Delegating. She sometimes took on too much herself." },
      { from: "ai", text: "Would you work with her again?" },
      { from: "reference", text: "Without hesitation." },
    ],
    insight:
      "The AI asked open questions, followed up for specifics and captured a concrete achievement (an early launch) and a growth area (delegation).",
    flags: [
      { color: "green", text: "Would rehire without hesitation" },
      { color: "yellow", text: "Takes on too much; delegation to develop" },
    ],
  },
  {
    id: "difficult",
    title: "Difficult Reference",
    blurb: "A guarded reference who gives short answers.",
    lines: [
      ...OPEN,
      { from: "reference", text: "I suppose so. I don't have long." },
      { from: "ai", text: "I'll keep it brief. How did you work with Jordan?" },
      { from: "reference", text: "Same team. It was fine." },
      { from: "ai", text: "Could you give me one example of a project where she did well?" },
      { from: "reference", text: "The onboarding flow, I guess. Users liked it." },
      { from: "ai", text: "Thanks. Was there anything that made working together harder?" },
      { from: "reference", text: "Deadlines slipped a couple of times. I'd rather not say more." },
      { from: "ai", text: "That's completely fine. Would you work with her again?" },
      { from: "reference", text: "Probably, yes." },
    ],
    insight:
      "Faced with short answers, the AI asked for one example instead of pressing, respected the reference's wish not to elaborate, and still surfaced a signal to verify.",
    flags: [
      { color: "yellow", text: "Missed deadlines mentioned, not detailed" },
      { color: "green", text: "Positive user outcome on onboarding flow" },
    ],
  },
  {
    id: "busy",
    title: "Busy Reference",
    blurb: "The reference is driving and asks for a callback.",
    lines: [
      ...OPEN,
      { from: "reference", text: "Oh, I'm driving right now. Can you call back later?" },
      { from: "ai", text: "Of course. Would this afternoon after 2 PM work, or tomorrow morning?" },
      { from: "reference", text: "Tomorrow morning, around ten." },
      { from: "ai", text: "Thank you. We'll call tomorrow around 10 AM. Drive safely!" },
    ],
    insight:
      "The AI didn't push: it offered two slots and scheduled the callback inside calling hours. Each reference gets up to 3 attempts over 2 business days.",
    flags: [{ color: "green", text: "Callback scheduled for tomorrow 10 AM" }],
  },
  {
    id: "glowing",
    title: "Glowing Review",
    blurb: "An enthusiastic reference, and an AI that still probes.",
    lines: [
      ...OPEN,
      { from: "reference", text: "Absolutely. Jordan is the best designer I've ever worked with!" },
      { from: "ai", text: "That's great to hear. What makes her stand out compared with others?" },
      {
        from: "reference",
        text: "She runs user research herself and turns it into designs that engineers love.",
      },
      { from: "ai", text: "Everyone has something to develop. What would you suggest for her?" },
      { from: "reference", text: "Honestly, presenting to executives. She's getting better at it." },
      { from: "ai", text: "Thank you. On a scale of 1 to 10, how strongly would you recommend her?" },
      { from: "reference", text: "A ten." },
    ],
    insight:
      "Even with a glowing reference, the AI asked for comparisons and a development area, so the report is balanced rather than a testimonial.",
    flags: [
      { color: "green", text: "Strong research-to-design skills" },
      { color: "yellow", text: "Executive presentation still developing" },
    ],
  },
];

/** spec §4: first message after 1 s; then 2 s after an AI message, 1.5 s after a reference's; insight 1 s after the end. */
export const DEMO_TIMING = {
  firstMs: 1000,
  afterAiMs: 2000,
  afterReferenceMs: 1500,
  insightMs: 1000,
} as const;
