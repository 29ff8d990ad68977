// Prints one closing line for CI from the unit (vitest) and e2e (Playwright) JSON reports:
// "tests: N passed, N failed, N skipped". Exits non-zero when a report is missing or counts a failure.
import fs from "node:fs";

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

const unit = read("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
} else missing.push("reports/unit.json");

const e2e = read("reports/e2e.json");
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
} else missing.push("reports/e2e.json");

if (missing.length) console.log(`test reports missing: ${missing.join(", ")}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed || missing.length ? 1 : 0);
