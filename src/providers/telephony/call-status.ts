import type { CallState } from "../../shared/states";

/**
 * The carrier's progress statuses (Twilio's CallStatus) in our spelling. Twilio writes a call in
 * progress `in-progress`; we write every state with an underscore, so it is translated here, where
 * the carrier's callback comes in, and nowhere else.
 */
const PROGRESS: Readonly<Record<string, CallState>> = {
  queued: "queued",
  initiated: "initiated",
  ringing: "ringing",
  "in-progress": "in_progress",
};

/** The call state a carrier's in-flight CallStatus means, or null for a final or unknown one. */
export function callStateOfCarrierProgress(callStatus: string): CallState | null {
  return Object.hasOwn(PROGRESS, callStatus) ? PROGRESS[callStatus]! : null;
}
