import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { judgeSet, loadSet, reportLines, type HeldSet, type SetReport } from "./heldout";

/** The critical misses of a judged set, one line each. */
export function criticalOf(rep: SetReport): string[] {
  const all = [...rep.turns, ...rep.conversations, ...rep.model.results];
  return all.filter((r) => r.critical).map((r) => `${r.id} ${r.critical}: ${r.detail}`);
}

const HELD_DIR = join(import.meta.dirname, "../unit/corpora/heldout");

/** The joined held-out sets, in name order. */
export function heldSets(): HeldSet[] {
  return existsSync(HELD_DIR)
    ? readdirSync(HELD_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
        .map((name) => loadSet(join(HELD_DIR, name), `held-out ${name}`))
        .filter((s): s is HeldSet => s !== null)
    : [];
}

/**
 * One test per joined set of half `part` (0: even places, 1: odd): any critical miss (consent toward
 * yes, opt-out missed, protected remark kept, followed up or spoken) fails, unless the set lists it as
 * disputed. Two test files each take a half, so they run side by side.
 */
export function gateHeldSets(part: 0 | 1): void {
  const sets = heldSets().filter((_, i) => i % 2 === part);
  it.each(sets.map((s) => [s.name, s] as const))(
    "%s: no consent toward yes, no opt-out missed, no protected remark kept, followed up or spoken",
    async (_name, set) => {
      const rep = await judgeSet(set);
      const disputed = set.disputed ?? {};
      const critical = criticalOf(rep);
      console.log(
        [
          `[${set.name} figures]`,
          ...reportLines(rep),
          ...Object.entries(disputed).map(([id, why]) => `disputed, counted as written: ${id} (${why})`),
        ].join("\n  "),
      );
      expect(critical.filter((c) => !(c.split(" ")[0]! in disputed))).toEqual([]);
    },
    300_000,
  );
}
