// The tests on real catalogs are skipped wherever CONTEXT_LAB_EXTRA_CATALOGS is unset, CI included,
// so they can fail for weeks and no run says so (three had). `npm test` (scripts/test-all.mjs) counts
// them from the unit report and says, on a line of its own, how many did not run and how to run them.
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

/** The line `npm test` prints, or null when nothing was skipped for want of them. */
export function extraSkipLine(n) {
  if (!n) return null;
  return `${n} tests skipped: they need ${EXTRA_CATALOGS_ENV} and no CI run has it; run them: set ${EXTRA_CATALOGS_ENV} to a folder holding ${NAMES.join(", ")}`;
}
