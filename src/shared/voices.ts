/**
 * The interviewer's voices (spec operator-side §9): Google Neural2 F, H, A, D and Amazon Polly
 * Neural Matthew, Joanna, Kendra, Joey; default Neural2-F. Speed 80–100 (percent), step 5,
 * default 95. Shared with the operator console's voice picker.
 */
export const VOICES = [
  { id: "Google.en-US-Neural2-F", label: "Google Neural2-F", provider: "Google", name: "en-US-Neural2-F" },
  { id: "Google.en-US-Neural2-H", label: "Google Neural2-H", provider: "Google", name: "en-US-Neural2-H" },
  { id: "Google.en-US-Neural2-A", label: "Google Neural2-A", provider: "Google", name: "en-US-Neural2-A" },
  { id: "Google.en-US-Neural2-D", label: "Google Neural2-D", provider: "Google", name: "en-US-Neural2-D" },
  { id: "Polly.Matthew-Neural", label: "Polly Matthew (Neural)", provider: "Amazon", name: "Matthew-Neural" },
  { id: "Polly.Joanna-Neural", label: "Polly Joanna (Neural)", provider: "Amazon", name: "Joanna-Neural" },
  { id: "Polly.Kendra-Neural", label: "Polly Kendra (Neural)", provider: "Amazon", name: "Kendra-Neural" },
  { id: "Polly.Joey-Neural", label: "Polly Joey (Neural)", provider: "Amazon", name: "Joey-Neural" },
] as const;

export type VoiceId = (typeof VOICES)[number]["id"];
export const DEFAULT_VOICE: VoiceId = "Google.en-US-Neural2-F";
export const SPEED_MIN = 80;
export const SPEED_MAX = 100;
export const SPEED_STEP = 5;
export const DEFAULT_SPEED = 95;

export function voiceById(id: string | undefined) {
  return VOICES.find((v) => v.id === id) ?? VOICES[0];
}

/** For zod enums over the voice ids. */
export const VOICE_IDS = VOICES.map((v) => v.id) as [VoiceId, ...VoiceId[]];
export const SPEED = { min: SPEED_MIN, max: SPEED_MAX, step: SPEED_STEP, default: DEFAULT_SPEED } as const;

/** The voice tester's starting scripts (operator-side §2.3). */
export const DEFAULT_SCRIPTS = {
  intro:
    "Hello, this is an automated assistant calling on behalf of a hiring team about a reference for a candidate. This call is recorded for the reference report. Do I have your consent to record?",
  followup:
    "Thank you. Could you give me a specific example of a time they handled a difficult situation, and what the result was?",
} as const;
export type TestScriptType = keyof typeof DEFAULT_SCRIPTS;

/** The phone field's display format: 10 digits as (XXX) XXX-XXXX (spec §2.2); other input unchanged. */
export function formatUsPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return input;
}
