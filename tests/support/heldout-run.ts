/**
 * Runs one held-out set through the judge and prints its figures (and, with --detail, every case
 * that did not pass): `npx tsx tests/support/heldout-run.ts tests/unit/corpora/heldout/A --detail`.
 */
import { judgeSet, loadSet, reportLines } from "./heldout";

const [dir, flag] = process.argv.slice(2);
const set = dir ? loadSet(dir, dir.split("/").filter(Boolean).at(-1)!) : null;
if (!set) {
  console.error("usage: heldout-run.ts <dir with turns.json> [--detail]");
  process.exit(2);
}
const rep = await judgeSet(set);
if (flag === "--detail") {
  const byId = new Map(set.turns.map((t) => [t.id, t]));
  for (const r of rep.turns.filter((x) => x.verdict !== "pass")) {
    const t = byId.get(r.id)!;
    console.log(
      `${r.verdict.toUpperCase()} ${r.critical ?? ""} ${t.id} [${t.lang}/${t.stage}/${t.label}] ${JSON.stringify(t.text)} :: ${r.detail}`,
    );
  }
  for (const r of rep.conversations.filter((x) => x.verdict !== "pass"))
    console.log(`${r.verdict.toUpperCase()} ${r.critical ?? ""} ${r.id} :: ${r.detail}`);
  const texts = new Map(set.modelOutputs.map((m) => [m.id, m]));
  for (const r of rep.model.results.filter((x) => x.verdict !== "pass"))
    console.log(`MODEL ${r.id} ${JSON.stringify(texts.get(r.id)?.text)} :: ${r.detail}`);
}
for (const line of reportLines(rep)) console.log(line);
