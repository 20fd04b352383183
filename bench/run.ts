import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BenchResult } from "./lib/report";

/**
 * Runs every bench/*.bench.ts (each in its own process, one after another so they do not compete
 * for the CPU), then prints a summary. `npm run bench -- status pdf` runs only files whose name
 * contains one of the words. Exits 1 when a bench fails or misses a target.
 */
const dir = import.meta.dirname;
const filters = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => !filters.length || filters.some((w) => f.includes(w)))
  .sort();

const results: { file: string; code: number | null; result?: BenchResult; seconds: number }[] = [];
for (const file of files) {
  console.log(`\n━━ ${file}`);
  const started = Date.now();
  let result: BenchResult | undefined;
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(dir, file)], {
      cwd: path.resolve(dir, ".."),
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "test" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buf = "";
    child.stdout!.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith("BENCH_RESULT ")) result = JSON.parse(line.slice(13)) as BenchResult;
        else process.stdout.write(line + "\n");
      }
    });
    child.on("exit", resolve);
  });
  results.push({ file, code, result, seconds: (Date.now() - started) / 1000 });
}

console.log("\n━━ summary");
let failed = 0;
for (const r of results) {
  const missed = r.result?.targets.filter((t) => !t.ok) ?? [];
  const ok = r.code === 0 && r.result && !missed.length;
  if (!ok) failed++;
  const ratio = r.result?.ratio !== undefined ? `ratio ${r.result.ratio.toFixed(3)}` : "";
  const why =
    r.code !== 0
      ? `exited ${r.code}`
      : !r.result
        ? "printed no result"
        : missed.map((t) => `missed ${t.name}`).join(", ");
  console.log(
    `${ok ? "ok  " : "FAIL"} ${r.file.padEnd(28)} ${ratio.padEnd(14)} ${why} (${r.seconds.toFixed(0)} s)`,
  );
}
console.log(`${results.length - failed} of ${results.length} benches met their targets`);
process.exit(failed ? 1 : 0);
