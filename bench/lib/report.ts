/**
 * What every bench prints last: its figures, the baseline measured in the same run, the ratio
 * and whether each target holds. bench/run.ts reads the BENCH_RESULT line.
 */
export interface BenchResult {
  name: string;
  figures: Record<string, number | string>;
  baseline?: Record<string, number | string>;
  /** measured ÷ baseline (higher is better unless the bench says otherwise). */
  ratio?: number;
  targets: { name: string; ok: boolean; detail: string }[];
}

export function report(result: BenchResult): void {
  console.log(`\n${result.name}`);
  for (const [k, v] of Object.entries(result.figures)) console.log(`  ${k.padEnd(34)} ${fmt(v)}`);
  if (result.baseline)
    for (const [k, v] of Object.entries(result.baseline)) console.log(`  baseline ${k.padEnd(25)} ${fmt(v)}`);
  if (result.ratio !== undefined) console.log(`  ${"ratio".padEnd(34)} ${result.ratio.toFixed(3)}`);
  for (const t of result.targets)
    console.log(`  target ${t.ok ? "met   " : "MISSED"} ${t.name}: ${t.detail}`);
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
}

function fmt(v: number | string): string {
  return typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v;
}
