import { conversationRelayTwiml } from "../../providers/telephony/twiml";
import { interviewLanguage, languageOfCall } from "../../services/checks/call-language";
import type { Deps } from "../../services/deps";
import { issueRelaySecret, relayUrl } from "./relay-auth";

/** The ConversationRelay parameter that carries the call's single-use secret to `setup`. */
export const RELAY_SECRET_PARAMETER = "relaySecret";

/**
 * The answer to a connected call, for Twilio's answer and inbound webhooks and for the simulated
 * carrier alike: ConversationRelay to our voice WebSocket (its URL carrying the call's nonce), with
 * the call log id and the call's single-use secret as parameters. Null when this call may not be interviewed (hang up).
 */
export async function answerCallTwiml(
  deps: Deps,
  callLogId: number,
  callSid: string,
  opts: { actionUrl?: string } = {},
): Promise<string | null> {
  const secret = await issueRelaySecret(deps, callLogId, callSid);
  if (!secret) return null;
  return conversationRelayTwiml({
    relayUrl: relayUrl(deps, { callLogId, callSid }),
    callLogId,
    voice: deps.config.env.VOICE,
    language: interviewLanguage(await languageOfCall(deps, callLogId)),
    actionUrl: opts.actionUrl,
    parameters: { [RELAY_SECRET_PARAMETER]: secret },
  });
}

/** Reads what a carrier takes from answer TwiML: the socket URL and its setup parameters. */
export function parseRelayTwiml(xml: string): { url: string; parameters: Record<string, string> } | null {
  const decode = (v: string) =>
    v.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!,
    );
  const url = xml.match(/<ConversationRelay\b[^>]*\burl="([^"]*)"/)?.[1];
  if (!url) return null;
  const parameters: Record<string, string> = {};
  for (const m of xml.matchAll(/<Parameter\b[^>]*\bname="([^"]*)"[^>]*\bvalue="([^"]*)"/g))
    parameters[decode(m[1]!)] = decode(m[2]!);
  return { url: decode(url), parameters };
}
