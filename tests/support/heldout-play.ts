/**
 * Plays whole calls of a held-out set through the simulator and prints what each side said, as the
 * reference would hear it: `npx tsx tests/support/heldout-play.ts <conversations.json> c001 c002`.
 */
import { readFileSync } from "node:fs";
import { heldCtx, type HeldConversation } from "./heldout";
import { playScriptedSession } from "../../src/simulation/interview/simulator";
import { scriptedInterviewer } from "../../src/services/interview/voice";

const [file, ...ids] = process.argv.slice(2);
if (!file) {
  console.error("usage: heldout-play.ts <conversations.json> <id>…");
  process.exit(2);
}
const all = JSON.parse(readFileSync(file, "utf8")) as HeldConversation[];
for (const c of all.filter((x) => ids.includes(x.id))) {
  const { session } = await playScriptedSession(heldCtx(c.lang), scriptedInterviewer(), c.turns);
  const s = session.state;
  console.log(
    `\n## ${c.id} → ${s.outcome}/${s.phase} consent=${s.consent} rec=${session.recordingRequested}`,
  );
  for (const t of session.transcript)
    console.log(
      `  ${t.speaker === "agent" ? "A" : "R"}${t.questionType ? `[${t.questionType}]` : ""}: ${t.text}`,
    );
}
