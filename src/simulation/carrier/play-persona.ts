import WebSocket from "ws";
import { spokenText } from "../../providers/telephony/twiml";
import { personaMove, type PersonaKind } from "../personas/personas";

/**
 * Plays a persona against the voice WebSocket exactly as ConversationRelay would: setup, then a
 * final prompt after each complete agent line (or keypad digits, or an interrupt mid-line).
 * Resolves with what was heard, once the server ends the session or the turn budget runs out.
 */
export function playPersona(
  url: string,
  setup: { callSid: string; customParameters: Record<string, string> },
  persona: PersonaKind,
  wait: (ms: number) => Promise<unknown> = async () => {},
  /** Handshake headers: the carrier's X-Twilio-Signature. */
  headers: Record<string, string> = {},
): Promise<{
  lines: string[];
  ended: boolean;
  tokens: string[];
  closeCode: number | null;
  /** The languages the server moved the call to (ConversationRelay `language` messages), in order. */
  languages: string[];
}> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    const lines: string[] = [];
    const tokens: string[] = [];
    const languages: string[] = [];
    let line = "";
    let turn = 0;
    let interruptedThisLine = false;
    let ended = false;
    const send = (m: unknown) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m));
    ws.on("open", () => send({ type: "setup", ...setup }));
    ws.on("message", (raw) => {
      const msg = JSON.parse(String(raw)) as {
        type: string;
        token?: string;
        last?: boolean;
        ttsLanguage?: string;
      };
      if (msg.type === "language") languages.push(String(msg.ttsLanguage));
      if (msg.type === "end") {
        ended = true;
        ws.close();
        return;
      }
      if (msg.type !== "text") return;
      tokens.push(msg.token ?? "");
      // Like a TTS engine: SSML tags are not spoken.
      line += spokenText(msg.token ?? "");
      const move = personaMove(persona, line, turn);
      if (move?.kind === "interrupt" && !interruptedThisLine) {
        const words = line.trim().split(/\s+/);
        if (words.length >= move.afterWords) {
          interruptedThisLine = true;
          send({ type: "interrupt", utteranceUntilInterrupt: words.slice(0, move.afterWords).join(" ") });
          send({ type: "prompt", voicePrompt: move.text, last: true });
          turn++;
        }
      }
      if (!msg.last) return;
      const heard = line.trim();
      line = "";
      lines.push(heard);
      if (interruptedThisLine) {
        interruptedThisLine = false;
        return;
      }
      if (++turn > 60) return ws.close();
      const next = personaMove(persona, heard, turn);
      if (!next) return ws.close();
      // A person takes a moment before answering (`wait` is injected: no pause in tests).
      void wait(1500).then(() => {
        if (next.kind === "dtmf") send({ type: "dtmf", digit: next.digit });
        else send({ type: "prompt", voicePrompt: next.text, last: true });
      });
    });
    ws.on("close", (code) => resolve({ lines, ended, tokens, closeCode: code, languages }));
    ws.on("error", () => resolve({ lines, ended, tokens, closeCode: null, languages }));
  });
}
