import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Lists the ten slowest tests and the five slowest files at the end of a run, so a test that has
 * grown slow is seen (and made faster or given room) before it makes the suite slow.
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tests = modules.flatMap((m) =>
      [...m.children.allTests()].map((t) => ({
        name: `${path.relative(process.cwd(), m.moduleId)} > ${t.fullName}`,
        ms: t.diagnostic()?.duration ?? 0,
      })),
    );
    if (!tests.length) return;
    const files = modules.map((m) => ({
      name: path.relative(process.cwd(), m.moduleId),
      ms: m.diagnostic().duration,
    }));
    const show = (title: string, rows: { name: string; ms: number }[], n: number) => {
      console.log(`\n${title}`);
      for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, n))
        console.log(`  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.name}`);
    };
    show("Slowest 10 tests:", tests, 10);
    show("Slowest 5 files (setup included):", files, 5);
  }
}
