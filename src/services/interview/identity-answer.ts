import { linesFor, type InterviewContext } from "./plan";
import type { Understanding } from "./understand";

/** A fixed, honest answer to "who is this?", "is this a robot?", "how did you get my number?". */
export function identityAnswer(u: Understanding, ctx: InterviewContext): string {
  if (u.identity === "robot") return linesFor(ctx).areYouARobot(ctx);
  if (u.identity === "number") return linesFor(ctx).howDidYouGetMyNumber(ctx);
  return linesFor(ctx).whoIsCalling(ctx);
}
