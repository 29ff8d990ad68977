// Lint severity (issue 34): what a finding costs, so the harmful ones come first. On a real
// 1,195-skill catalog the linter gave 3,386 findings on 1,193 skills, sorted by count: a body cut at
// 5,000 tokens, duplicate names and missing descriptions sat under thousands of style findings.
//   loses behaviour  the model or Claude Code loses part of the skill: it cannot be told apart,
//                    cannot be chosen, or its rules are gone after a compaction
//   misroutes        it is chosen wrongly or not at all: capped or title-only descriptions, near
//                    duplicates, a boundary pointing nowhere, a name the spec does not allow
//   style            the description discipline (rules.md#skills-lint): third person, triggers, boundary
//   language         triggers in both languages: only for a bilingual catalog, or when asked for
import type { Catalog } from "./catalog";
import type { LintRule } from "./lint";

export type LintSeverity = "loses-behaviour" | "misroutes" | "style" | "language";

export const SEVERITY_ORDER: readonly LintSeverity[] = ["loses-behaviour", "misroutes", "style", "language"];

export const SEVERITY_LABEL: Record<LintSeverity, string> = {
  "loses-behaviour": "loses behaviour",
  misroutes: "misroutes",
  style: "style",
  language: "language",
};

export const LINT_SEVERITY: Record<LintRule, LintSeverity> = {
  "front-matter": "loses-behaviour",
  "description-missing": "loses-behaviour",
  "duplicate-name": "loses-behaviour",
  "body-cut": "loses-behaviour",
  "description-title": "misroutes",
  "description-capped": "misroutes",
  "description-length": "misroutes",
  "near-duplicate": "misroutes",
  "boundary-unknown-skill": "misroutes",
  "name-format": "misroutes",
  "name-folder": "misroutes",
  "third-person": "style",
  "use-when": "style",
  boundary: "style",
  "bilingual-triggers": "language",
};

const rank = (r: LintRule) => SEVERITY_ORDER.indexOf(LINT_SEVERITY[r]);

/** Worst first; within a severity, the given tie-break. */
export function bySeverity(a: LintRule, b: LintRule): number {
  return rank(a) - rank(b);
}

/** Share of descriptions with Hangul at or above which a catalog is bilingual (Korean and English). */
export const BILINGUAL_SHARE = 0.1;

/** A catalog is bilingual when at least a tenth of its descriptions hold Hangul and some do not. */
export function isBilingual(catalog: Pick<Catalog, "entries">): boolean {
  const n = catalog.entries.length;
  if (!n) return false;
  const ko = catalog.entries.filter((e) => /[\uac00-\ud7a3]/.test(e.description)).length;
  return ko / n >= BILINGUAL_SHARE && ko < n;
}
