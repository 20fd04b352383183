// Prints one closing line over every vitest JSON report given: "N passed, N failed, N skipped".
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failed++;
    console.log(`missing report: ${file}`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + ((r.numFailedTestSuites ?? 0) ? 0 : 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (r.numTotalTests === 0) {
    failed++;
    console.log(`no tests ran: ${file}`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
