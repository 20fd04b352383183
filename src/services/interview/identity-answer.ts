import { linesFor, type InterviewContext } from "./plan";
import type { Understanding } from "./understand";

/**
 * A fixed, honest answer to "who is this?", "is this a robot?", "how did you get my number?", "is
 * this a scam?", "are you recording this?" (`recording`: the recording is running now) and "can I
 * speak to a real person?".
 */
export function identityAnswer(u: Understanding, ctx: InterviewContext, recording = false): string {
  const lines = linesFor(ctx);
  if (u.identity === "robot") return lines.areYouARobot(ctx);
  if (u.identity === "number") return lines.howDidYouGetMyNumber(ctx);
  if (u.identity === "scam") return lines.isThisAScam(ctx);
  if (u.identity === "recording") return recording ? lines.recordingOn() : lines.recordingNow();
  if (u.identity === "human") return lines.realPerson(ctx);
  return lines.whoIsCalling(ctx);
}
