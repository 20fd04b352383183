// Prints one closing line over every vitest JSON report given: "N passed, N failed, N skipped",
// preceded by the name and first message line of every failed test, so the tail of a CI log says
// what failed and not only how many.
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failed++;
    failures.push(`missing report: ${file}`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (r.numTotalTests === 0) {
    failed++;
    failures.push(`no tests ran: ${file}`);
  }
  for (const suite of r.testResults ?? []) {
    const where = String(suite.name ?? "").replace(`${process.cwd()}/`, "");
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
    if (suite.status === "failed" && failedTests.length === 0) {
      // The file itself failed (an import, a hook): vitest reports it with a message, no test.
      failed++;
      failures.push(`${file}: ${where}: ${firstLine(suite.message)}`);
    }
    for (const t of failedTests) {
      failures.push(`${file}: ${where} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
}
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

function firstLine(message) {
  const text = String(message ?? "").trim();
  const line = text.split("\n")[0] ?? "";
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
