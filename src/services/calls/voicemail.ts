import type { Deps } from "../deps";
import { contextForCall } from "../interview/start";
import { languageOfCall } from "./call-language";
import { voicemailText } from "./voicemail-texts";

/**
 * What we leave on an answering machine, in the reference's language: who we are, for whom, and
 * the number to call back on. An inbound call to that number from a pending reference starts the
 * interview at once.
 */
export async function voicemailMessageFor(deps: Deps, callLogId: number): Promise<string | null> {
  const found = await contextForCall(deps, callLogId);
  return found ? voicemailText(found.ctx, await languageOfCall(deps, callLogId)) : null;
}
