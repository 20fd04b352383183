import { topicOf, type Topic } from "./topics";

// What the personas say: the cooperative, glowing and difficult references' answers, by topic.

/** The refusals, call-later, wrong number and opt-out in French and Spanish. */
export const FR_ES_REPLIES = {
  fr: {
    refuse: "Non, je ne veux pas être enregistré.",
    busy: "Désolé, je suis en réunion. Pouvez-vous me rappeler plus tard ?",
    wrong: "Je pense que vous avez le mauvais numéro. Il n'y a personne de ce nom ici.",
    stop: "Ne m'appelez plus et retirez mon numéro, s'il vous plaît.",
  },
  es: {
    refuse: "No, no quiero que me graben.",
    busy: "Perdón, estoy en una reunión. ¿Puede llamarme más tarde?",
    wrong: "Creo que tiene el número equivocado. No hay nadie aquí con ese nombre.",
    stop: "No me llame más y borre mi número, por favor.",
  },
};

export const COOPERATIVE: Partial<Record<Topic, string>> = {
  consent: "Yes, that's fine, go ahead.",
  identity: "Yes, speaking.",
  relationship:
    "I managed her directly for about three years at Northwind, on the payments platform team. I hired her, and we had a one-to-one every week the whole time.",
  strengths:
    "She is very organized and calm under pressure. She led our migration to the new billing system and cut invoice errors by about forty percent.",
  growth:
    "She could delegate more; early on she took too much on herself, though she improved a lot in her second year.",
  performance:
    "Top quarter of the team, easily. She shipped the reconciliation service two weeks early and it has run without an incident since.",
  teamwork:
    "Very good. When two of our engineers disagreed about the data model she set up a short design review and got them to a decision in a day. People on other teams asked for her code reviews.",
  reliability:
    "Extremely dependable. In three years I can remember one missed deadline, and she flagged it a week ahead with a plan.",
  rehire: "Absolutely, I would hire her again without hesitation.",
  anything_else: "No, I think that covers it. She will be missed on our team. Thanks for calling.",
  followup:
    "For example, last spring she rebuilt our on-call runbook over two weeks, and pages dropped by half the next quarter.",
};

/**
 * Follow-up answers, by what the follow-up asks, so a reference answers each one in its own words
 * instead of repeating one sentence at every follow-up. Two variants each, alternating by turn.
 */
const FOLLOWUPS: [RegExp, string[]][] = [
  [
    /a time a deadline/,
    [
      "The one I remember was the audit export: the data vendor slipped, she told me a week before the date, and we agreed a two-day extension with finance.",
      "When the vendor changed their file format she warned us early and rebuilt the import in three days, so the close still went out on time.",
    ],
  ],
  [
    /results or accomplishments/,
    [
      "The billing migration is the big one: invoice errors fell by about forty percent and finance got two days a month back.",
      "Her reconciliation service shipped two weeks early and has run without a single incident since.",
    ],
  ],
  [
    /how many years/,
    [
      "A bit over three years, from early 2021 until she left in the spring of 2024.",
      "Three years and a couple of months, the whole time on the same team.",
    ],
  ],
  [
    /what makes you say/,
    [
      "Her reviews, mostly. Every cycle the peer feedback put her near the top, and the product managers asked for her by name.",
      "The way the team leaned on her: when something broke at night, she was the one people called first.",
    ],
  ],
  [
    /a time they/,
    [
      "When two teams disagreed about the ledger design she ran a short workshop and got everyone to a decision that afternoon.",
      "She paired with a new hire for his first month, and he was shipping on his own by week five.",
    ],
  ],
  [
    /particular situation/,
    [
      "During the outage last November she coordinated the fix and wrote the incident report the next morning.",
      "In our reorganisation she took over a project nobody owned and had it back on schedule within a month.",
    ],
  ],
  [
    /anything else at all/,
    [
      "No, I think I have covered it.",
      "Only that she writes excellent documentation, which people undervalue.",
    ],
  ],
  [
    /./,
    [
      "For example, last spring she rebuilt our on-call runbook over two weeks, and pages dropped by half the next quarter.",
      "One example: she automated the monthly reporting, which used to take a full day, and it now runs in twenty minutes.",
    ],
  ],
];

/** The cooperative answer to a follow-up line, chosen by what it asks. */
function followUpAnswer(line: string, turn: number): string {
  const l = line.toLowerCase();
  const bank = FOLLOWUPS.find(([re]) => re.test(l))![1];
  return bank[turn % bank.length]!;
}

/** A cooperative persona's answer: follow-ups from the bank, the rest from its table. */
export function cooperativeAnswer(table: Partial<Record<Topic, string>>, line: string, turn: number): string {
  const topic = topicOf(line);
  if (topic === "followup") return followUpAnswer(line, turn);
  return table[topic] ?? "Sure.";
}

export const GLOWING: Partial<Record<Topic, string>> = {
  ...COOPERATIVE,
  strengths:
    "Honestly the best engineer I have worked with in twenty years. Brilliant technically, generous with her time, and she raised the bar for the whole team.",
  performance:
    "Outstanding. She was our top performer three years running and won the company award in 2023.",
  rehire: "In a heartbeat. I would hire her again tomorrow, and I have told her so.",
  anything_else: "Just that you would be lucky to have her. Hire her.",
};

const DIFFICULT: Partial<Record<Topic, string>> = {
  consent: "Fine.",
  identity: "Yes.",
  relationship: "Worked together.",
  strengths: "Good worker.",
  growth: "Not sure.",
  performance: "Fine.",
  teamwork: "Okay.",
  reliability: "Reliable enough.",
  rehire: "Probably.",
  anything_else: "No.",
  followup: "She did her job and met most of her targets, I suppose, nothing remarkable to add.",
};

/**
 * The difficult reference's answers to follow-ups: reluctant, but each in its own words, so a
 * transcript does not repeat one sentence at every follow-up.
 */
const DIFFICULT_FOLLOWUPS: [RegExp, string][] = [
  [/a time a deadline/, "Not that I remember, no. Deadlines were mostly met on that team, as far as I know."],
  [
    /results or accomplishments/,
    "She built a couple of internal reports that people used every week. I couldn't tell you the numbers, though.",
  ],
  [
    /how many years/,
    "Two years, maybe a bit more than that. We were on the same support tooling team the whole time.",
  ],
  [
    /what makes you say/,
    "She was fine to work with, I guess, and she never caused me any trouble. I don't have much more than that.",
  ],
  [
    /a time they/,
    "She kept her head down, mostly. When there was an argument in the team she let the leads sort it out between them.",
  ],
  [
    /particular situation/,
    "Hard to say, really. She answered her tickets quickly and nobody ever complained, which is about all I noticed.",
  ],
  [/anything else at all/, "No, nothing else."],
];

export function difficultAnswer(line: string): string {
  const topic = topicOf(line);
  if (topic !== "followup") return DIFFICULT[topic] ?? "Okay.";
  const l = line.toLowerCase();
  return DIFFICULT_FOLLOWUPS.find(([re]) => re.test(l))?.[1] ?? DIFFICULT.followup!;
}

/** Every work answer the simulated references give (the protected-remark reader is trained never to remove them). */
export const SIMULATED_ANSWERS: readonly string[] = [
  ...Object.values(COOPERATIVE),
  ...Object.values(GLOWING),
  ...Object.values(DIFFICULT),
  ...FOLLOWUPS.flatMap(([, answers]) => answers),
  ...DIFFICULT_FOLLOWUPS.map(([, answer]) => answer),
].filter((t): t is string => typeof t === "string");
