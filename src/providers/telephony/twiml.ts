import twilio from "twilio";
import { CALL_LANGUAGES, type CallLanguage } from "../../shared/call-language";
import { DEFAULT_SPEED } from "../../shared/voices";
import { voiceFor } from "./language-voices";

const { VoiceResponse } = twilio.twiml;

export interface RelayTwimlOptions {
  /** wss:// address of the voice WebSocket. */
  relayUrl: string;
  /** Where Twilio reports that the <Connect> ended. */
  actionUrl?: string;
  callLogId: number;
  voice?: string;
  /** The language the call is held in (speech recognition and voice); English by default. */
  language?: CallLanguage;
  /** Extra parameters handed to the WebSocket's setup message. */
  parameters?: Record<string, string>;
}

/**
 * The answer to a connected call: hand it to ConversationRelay, which streams the reference's
 * speech to our WebSocket as text and speaks our text tokens as they arrive. DTMF is on (1 = yes,
 * 2 = no), and the reference may interrupt the agent at any time.
 */
export function conversationRelayTwiml(o: RelayTwimlOptions): string {
  const voice = voiceFor(o.language, o.voice);
  const response = new VoiceResponse();
  const connect = response.connect(o.actionUrl ? { action: o.actionUrl, method: "POST" } : {});
  const relay = connect.conversationRelay({
    url: o.relayUrl,
    ttsProvider: voice.provider,
    voice: voice.name,
    language: voice.locale,
    transcriptionProvider: "Deepgram",
    dtmfDetection: true,
    interruptible: "any",
  });
  // Every language the interview may move to, each with its own voice: a reference who answers in
  // another of them is offered it mid-call (a `language` message on the socket switches).
  for (const language of CALL_LANGUAGES) {
    const v = voiceFor(language, o.voice);
    relay.language({
      code: v.locale,
      ttsProvider: v.provider,
      voice: v.name,
      transcriptionProvider: "Deepgram",
    });
  }
  relay.parameter({ name: "callLogId", value: String(o.callLogId) });
  for (const [name, value] of Object.entries(o.parameters ?? {})) relay.parameter({ name, value });
  return response.toString();
}

/** A spoken message at a given voice and speed (SSML prosody), then hang up: voicemail, tests. */
export function sayTwiml(
  text: string,
  opts: { voice?: string; speed?: number; hangup?: boolean; language?: CallLanguage } = {},
): string {
  const voice = voiceFor(opts.language, opts.voice);
  const speed = opts.speed ?? DEFAULT_SPEED;
  const response = new VoiceResponse();
  const attrs = { voice: voice.sayId as never, language: voice.locale as never };
  if (speed === 100) response.say(attrs, text);
  else response.say(attrs, "").prosody({ rate: `${speed}%` }, text);
  if (opts.hangup !== false) response.hangup();
  return response.toString();
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * A text token for ConversationRelay at a speaking rate. Google and Amazon voices take SSML inside
 * text tokens, so the text is always escaped (nothing a model says can be read as markup) and,
 * below 100%, each spoken token is wrapped in <prosody rate>.
 */
export function relayToken(token: string, speed: number = DEFAULT_SPEED): string {
  const text = token.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
  return speed === 100 || token.trim() === "" ? text : `<prosody rate="${speed}%">${text}</prosody>`;
}

const XML_UNESCAPES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** What a text-to-speech engine speaks from a token: the text without SSML tags, entities decoded. */
export function spokenText(token: string): string {
  return token
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_UNESCAPES[e]!);
}
