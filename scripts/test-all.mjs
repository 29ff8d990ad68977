// `npm test`: every stage in order (type check, lint, the regex check, the code-size limits, unit
// tests, the build and the Playwright suite), each run even when one before it failed, so one run
// shows everything that is wrong. It ends with one line summing every stage: a stage that is not a
// test suite counts as one check; the suites count their tests from their JSON reports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { extraSkipLine, extraSkipped } from "../test-support/extra-skips.mjs";

const STAGES = [
  { name: "type check", cmd: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", cmd: ["npm", "run", "--silent", "lint"] },
  { name: "regex check", cmd: ["npm", "run", "--silent", "check:regex"] },
  { name: "code size", cmd: ["node", "scripts/code-size.mjs", "--check"] },
  { name: "unit tests", cmd: ["npm", "run", "--silent", "test:unit"], report: "reports/unit.json", counts: unitCounts },
  { name: "e2e tests", cmd: ["npm", "run", "--silent", "test:e2e"], report: "reports/e2e.json", counts: e2eCounts },
];

function unitCounts(r) {
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    extraSkipped: extraSkipped(r),
  };
}

function e2eCounts(r) {
  const s = r.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const total = { passed: 0, failed: 0, skipped: 0, extraSkipped: 0 };
const lines = [];
for (const st of STAGES) {
  if (st.report) fs.rmSync(st.report, { force: true });
  console.log(`\n== ${st.name}: ${st.cmd.join(" ")}`);
  const r = spawnSync(st.cmd[0], st.cmd.slice(1), { stdio: "inherit", shell: process.platform === "win32" });
  const ok = r.status === 0;
  let c = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (st.report) {
    const rep = readReport(st.report);
    // a suite that wrote no report (its build failed, say) is one failure; one that exited non-zero
    // with every test passing failed elsewhere, and counts one more
    c = rep ? st.counts(rep) : { passed: 0, failed: 1, skipped: 0 };
    if (rep && !ok && c.failed === 0) c.failed = 1;
  }
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
  total.extraSkipped += c.extraSkipped ?? 0;
  lines.push(`  ${st.name.padEnd(11)} ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`);
}

console.log(`\n${lines.join("\n")}`);
if (total.skipped) console.log(`  (${total.skipped} skipped)`);
// the tests on real catalogs never run in CI: say so every time, or they rot unseen
const extra = extraSkipLine(total.extraSkipped);
if (extra) console.log(`  ${extra}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
