// What `npm test` says of the tests on real catalogs it skipped (scripts/test-all.mjs).
import { describe, expect, it } from "vitest";
import { EXTRA_CATALOG_NAMES, EXTRA_CATALOGS_ENV, EXTRA_CATALOGS_HINT } from "./extra-catalogs";
// @ts-expect-error: a plain .mjs module, no declarations
import { EXTRA_CATALOGS_ENV as ENV_MJS, extraSkipLine, extraSkipped } from "./extra-skips.mjs";

// a vitest JSON report as `npm run test:unit` writes it, cut to the fields read
const report = (tests: { status: string; fullName: string }[]) => ({ testResults: [{ assertionResults: tests }] });

describe("tests skipped for want of the real catalogs", () => {
  it("counts the skipped tests whose name or describe carries the hint, not other skips or runs", () => {
    const r = report([
      { status: "skipped", fullName: `catalogs reads real third-party catalogs (${EXTRA_CATALOGS_HINT})` },
      { status: "skipped", fullName: `Korean requests (${EXTRA_CATALOGS_HINT}) an edited dictionary takes effect` },
      { status: "pending", fullName: `linter lints a real catalog (${EXTRA_CATALOGS_HINT})` },
      { status: "skipped", fullName: "a test skipped for another reason" },
      { status: "todo", fullName: "a test still to write" },
      { status: "passed", fullName: `catalogs reads real third-party catalogs` },
      { status: "failed", fullName: "one that ran and failed" },
    ]);
    expect(extraSkipped(r)).toBe(3);
    expect(extraSkipped({})).toBe(0);
    expect(extraSkipped(null)).toBe(0);
  });

  it("says nothing when none was skipped, and how to run them when some were", () => {
    expect(extraSkipLine(0)).toBeNull();
    expect(extraSkipLine(2)).toBe(
      `2 tests skipped: they need ${EXTRA_CATALOGS_ENV} and no CI run has it; run them: set ${EXTRA_CATALOGS_ENV} to a folder holding ${EXTRA_CATALOG_NAMES.join(", ")}`,
    );
  });

  it("reads the same variable the tests do", () => {
    expect(ENV_MJS).toBe(EXTRA_CATALOGS_ENV);
    expect(EXTRA_CATALOGS_HINT).toContain(EXTRA_CATALOGS_ENV);
  });
});
