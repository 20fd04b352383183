/**
 * Simulated references. The persona is picked from the reference's name as typed in the form,
 * so anyone can try each one from the browser: a name containing "voicemail" reaches a machine,
 * "no answer" never picks up, "busy" is busy, "refuse" declines consent; anyone else cooperates.
 */
export type PersonaKind = "cooperative" | "voicemail" | "no-answer" | "busy" | "refuses-consent";

export function personaFor(name: string | undefined): PersonaKind {
  const n = (name ?? "").toLowerCase();
  if (n.includes("voicemail")) return "voicemail";
  if (n.includes("no answer") || n.includes("noanswer")) return "no-answer";
  if (n.includes("busy")) return "busy";
  if (n.includes("refuse")) return "refuses-consent";
  return "cooperative";
}

const COOPERATIVE_ANSWERS = [
  "Yes, that's fine, go ahead.",
  "I managed her directly for about three years at Northwind, on the payments platform team.",
  "She is very organized and calm under pressure. She led our migration to the new billing system and cut invoice errors by about forty percent.",
  "She could delegate more; early on she took too much on herself, though she improved a lot in her second year.",
  "Absolutely, I would hire her again without hesitation.",
  "No, I think that covers it. Thanks.",
];

export function answersFor(kind: PersonaKind): string[] {
  if (kind === "refuses-consent") return ["No, I don't want to be recorded."];
  return COOPERATIVE_ANSWERS;
}
