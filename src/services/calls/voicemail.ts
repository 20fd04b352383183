import type { Deps } from "../deps";
import { contextForCall } from "../interview/start";
import { languageOfCall } from "../checks/call-language";
import { voicemailText } from "./voicemail-texts";

/**
 * What we leave on an answering machine, in the reference's language: who we are, for whom, and
 * the number to call back on. A call to that number from a pending reference's number brings their
 * next attempt forward: we call them back (caller ID alone never starts an interview).
 */
export async function voicemailMessageFor(deps: Deps, callLogId: number): Promise<string | null> {
  const found = await contextForCall(deps, callLogId);
  return found ? voicemailText(found.ctx, await languageOfCall(deps, callLogId)) : null;
}
