/**
 * Deterministic reading of what a reference said. Phone speech-to-text gives short, noisy text,
 * so these are deliberately simple keyword rules; they are tested case by case.
 */

const YES =
  /\b(yes|yeah|yep|yup|sure|ok|okay|fine|go ahead|i consent|i agree|that's fine|thats fine|of course|certainly|absolutely|correct|that's right|thats right|right|speaking|this is (he|she|him|her|me)|it's me|that's me|please do|no problem|alright|all right)\b/i;
const NO =
  /\b(no|nope|nah|don't|do not|not ok|not okay|i'd rather not|rather not|decline|refuse|not comfortable|no thanks|wrong|incorrect)\b/i;

export type YesNo = "yes" | "no" | "unclear";

/** Yes/no answers, also by keypad: 1 is yes, 2 is no. */
export function yesNo(text: string): YesNo {
  const t = text.trim();
  if (t === "1") return "yes";
  if (t === "2") return "no";
  const no = NO.test(t);
  const yes = YES.test(t);
  if (no && !/\b(no problem|not at all a problem)\b/i.test(t)) return "no";
  if (yes) return "yes";
  return "unclear";
}

/** "Not a good time", "call me back later", "I'm driving": the reference wants another time. */
export function wantsCallLater(text: string): boolean {
  return /\b(call (me )?(back )?later|call back|another time|not a good time|bad time|busy right now|i'?m busy|in a meeting|driving|can you call|try (me )?(again )?(later|tomorrow)|later today|tomorrow)\b/i.test(
    text,
  );
}

/** "Don't call me again", "remove my number", "stop": never call this reference again. */
export function wantsOptOut(text: string): boolean {
  return /\b(stop calling|don't call (me )?again|do not call|remove (me|my number)|take me off|unsubscribe|opt out|never call)\b/i.test(
    text,
  );
}

/** "Wrong number", "no one by that name": the number does not reach the reference. */
export function saysWrongNumber(text: string): boolean {
  return /\b(wrong number|no one (here )?(by|with) that name|nobody (here )?(by|with) that name|doesn't live here|does not live here|don't know (who|anyone)|never heard of)\b/i.test(
    text,
  );
}

/** "Let me get her", "hold on, I'll put him on": the reference is being fetched. */
export function saysFetchingReference(text: string): boolean {
  return /\b(hold on|one (moment|second|sec)|let me get|i'?ll get|i'?ll put|i will get|just a (moment|second|minute)|let me (find|grab|transfer)|transferring)\b/i.test(
    text,
  );
}

/** "Skip that one", "I'd rather not answer", "pass": move on without a follow-up. */
export function wantsToSkip(text: string): boolean {
  return /\b(skip|pass|next question|rather not (say|answer|comment|discuss)|prefer not to (say|answer|comment)|no comment|can't (comment|discuss|answer) (on )?that|not comfortable answering|move on)\b/i.test(
    text,
  );
}

/** "Sorry, what?", "could you repeat that?". */
export function wantsRepeat(text: string): boolean {
  return /\b(repeat|say (that|it) again|come again|pardon|didn't (catch|hear)|what was the question|sorry\?)\b|^\s*(what|huh|sorry)\??\s*$/i.test(
    text,
  );
}

/** "That's all", "I have to go", "goodbye": the reference wants to end now. */
export function wantsToEnd(text: string): boolean {
  return /\b(i have to go|i need to go|gotta go|got to go|have to run|goodbye|bye|hang up|end (the|this) call|that's all i have time for)\b/i.test(
    text,
  );
}

const VAGUE =
  /^(good|fine|great|ok(ay)?|yes|no|sure|not sure|i don't know|dunno|hard to say|nothing|no comment|he was fine|she was fine|they were fine|average|normal|nothing special|all good|can't think of anything|n\/?a)[.!]?$/i;

/** Answers too short or too empty to use: they earn one follow-up. */
export function isVague(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/).filter(Boolean).length;
  return words < 6 || VAGUE.test(t);
}

/** Whole words in an answer. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}
