/**
 * Plays one held-out call and prints its transcript, both sides, with the state at the end:
 * `npx tsx tests/support/heldout-trace.ts tests/unit/corpora/heldout/Z9 c014`.
 */
import { heldCtx, loadSet } from "./heldout";
import { playScriptedSession } from "../../src/simulation/interview/simulator";
import { scriptedInterviewer } from "../../src/services/interview/voice";

const [dir, ...ids] = process.argv.slice(2);
const set = dir ? loadSet(dir, dir.split("/").filter(Boolean).at(-1)!) : null;
if (!set || !ids.length) {
  console.error("usage: heldout-trace.ts <set dir> <call id>…");
  process.exit(2);
}
for (const id of ids) {
  const c = set.conversations.find((x) => x.id === id);
  if (!c) {
    console.error(`${id}: no such call`);
    continue;
  }
  const { session } = await playScriptedSession(heldCtx(c.lang), scriptedInterviewer(), c.turns);
  console.log(`== ${id} (want ${c.expect.end}, ${c.expect.consent})`);
  for (const t of session.transcript) console.log(`  ${t.speaker.padEnd(9)} ${t.text}`);
  const s = session.state;
  console.log(
    `  -> ${s.outcome ?? "in_progress"}/${s.phase} consent=${s.consent} rec=${session.recordingRequested}`,
  );
}
