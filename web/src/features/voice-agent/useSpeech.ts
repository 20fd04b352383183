import { useCallback, useEffect, useRef, useState } from "react";

export const AUDIO_NOT_ENABLED = 'Audio not enabled. Click "Enable Audio" first.';
export const TTS_UNSUPPORTED =
  "Text-to-speech not supported in this browser. Try Chrome, Firefox, or Safari.";

/**
 * The browser's speech engine behind an explicit Enable Audio step (browsers only speak after a
 * user gesture). speak() resolves when the line has been spoken, cancelled or failed.
 */
export function useSpeech(onError: (message: string) => void) {
  const supported = typeof window !== "undefined" && "speechSynthesis" in window;
  const [enabled, setEnabled] = useState(false);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [voiceName, setVoiceName] = useState<string>("");
  const speaking = useRef(false);

  useEffect(() => {
    if (!supported) return;
    const load = () => setVoices(window.speechSynthesis.getVoices().filter((v) => v.lang.startsWith("en")));
    load();
    window.speechSynthesis.addEventListener("voiceschanged", load);
    return () => window.speechSynthesis.removeEventListener("voiceschanged", load);
  }, [supported]);

  const enable = useCallback(() => {
    if (!supported) return onError(TTS_UNSUPPORTED);
    // A silent utterance inside the click unlocks speech for the page.
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(""));
    setEnabled(true);
  }, [supported, onError]);

  const cancel = useCallback(() => {
    if (supported) window.speechSynthesis.cancel();
    speaking.current = false;
  }, [supported]);

  const speak = useCallback(
    (text: string, rate: number): Promise<void> =>
      new Promise((resolve) => {
        if (!supported || !enabled) return resolve();
        const u = new SpeechSynthesisUtterance(text);
        u.rate = rate;
        const voice = voices.find((v) => v.name === voiceName);
        if (voice) u.voice = voice;
        u.onend = () => {
          speaking.current = false;
          resolve();
        };
        u.onerror = (e) => {
          speaking.current = false;
          if (e.error !== "interrupted" && e.error !== "canceled")
            onError(`Voice synthesis error: ${e.error}`);
          resolve();
        };
        speaking.current = true;
        window.speechSynthesis.speak(u);
      }),
    [supported, enabled, voices, voiceName, onError],
  );

  return { supported, enabled, enable, voices, voiceName, setVoiceName, speak, cancel, speaking };
}
