import type { CallLanguage } from "../../shared/call-language";
import { voiceById } from "../../shared/voices";

/**
 * The voice and locale a call speaks in. English uses the configured voice (VOICE). French is
 * Canadian French and Spanish is US Spanish, the varieties our references speak, each in the same
 * engine and the same register (female or male) as the configured English voice.
 */
export const CALL_LOCALES: Record<CallLanguage, string> = { en: "en-US", fr: "fr-CA", es: "es-US" };

const FEMALE = new Set([
  "Google.en-US-Neural2-F",
  "Google.en-US-Neural2-H",
  "Polly.Joanna-Neural",
  "Polly.Kendra-Neural",
]);

const OTHER_VOICES: Record<
  Exclude<CallLanguage, "en">,
  Record<"Google" | "Amazon", [female: string, male: string]>
> = {
  fr: { Google: ["fr-CA-Neural2-A", "fr-CA-Neural2-B"], Amazon: ["Gabrielle-Neural", "Liam-Neural"] },
  es: { Google: ["es-US-Neural2-A", "es-US-Neural2-B"], Amazon: ["Lupe-Neural", "Pedro-Neural"] },
};

export interface CallVoice {
  /** ConversationRelay's ttsProvider. */
  provider: "Google" | "Amazon";
  /** ConversationRelay's voice name. */
  name: string;
  /** <Say voice="…">: "Google.fr-CA-Neural2-A", "Polly.Gabrielle-Neural". */
  sayId: string;
  /** BCP 47 locale for ConversationRelay's language and <Say language>. */
  locale: string;
}

export function voiceFor(language: CallLanguage | undefined, configuredVoice?: string): CallVoice {
  const base = voiceById(configuredVoice);
  const lang = language ?? "en";
  if (lang === "en")
    return { provider: base.provider, name: base.name, sayId: base.id, locale: CALL_LOCALES.en };
  const [female, male] = OTHER_VOICES[lang][base.provider];
  const name = FEMALE.has(base.id) ? female : male;
  return {
    provider: base.provider,
    name,
    sayId: `${base.provider === "Google" ? "Google" : "Polly"}.${name}`,
    locale: CALL_LOCALES[lang],
  };
}
