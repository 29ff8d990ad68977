// The tests on real catalogs are skipped wherever CONTEXT_LAB_EXTRA_CATALOGS is unset, CI included,
// so they can fail for weeks and no run says so (three had). `npm test` (scripts/test-all.mjs) counts
// them from the unit report and says, on a line of its own, how many did not run and how to run them.
import fs from "node:fs";
import path from "node:path";

export const EXTRA_CATALOGS_ENV = "CONTEXT_LAB_EXTRA_CATALOGS";
const NAMES = ["alirezarezvani-claude-skills", "obra-superpowers", "voltagent-subagents", "wshobson-agents"];

/**
 * Tests of a vitest JSON report skipped for want of the real catalogs: each such test, or a describe
 * around it, carries the hint (test-support/extra-catalogs.ts), which names the variable.
 */
export function extraSkipped(report) {
  let n = 0;
  for (const file of report?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if ((t.status === "skipped" || t.status === "pending") && (t.fullName ?? "").includes(EXTRA_CATALOGS_ENV)) n++;
    }
  }
  return n;
}

/** A folder beside the checkout that holds the four catalogs, as their README places them, or null. */
export function sharedCatalogsBeside(cwd) {
  const dir = path.resolve(cwd, "../shared/catalogs");
  return NAMES.every((n) => fs.existsSync(path.join(dir, n))) ? "../shared/catalogs" : null;
}

/** The line `npm test` prints, or null when nothing was skipped for want of them. */
export function extraSkipLine(n, beside) {
  if (!n) return null;
  const how = beside ? `${EXTRA_CATALOGS_ENV}=${beside} npm test` : `set ${EXTRA_CATALOGS_ENV} to a folder holding ${NAMES.join(", ")}`;
  return `${n} tests skipped: they need ${EXTRA_CATALOGS_ENV} and no CI run has it; run them: ${how}`;
}
