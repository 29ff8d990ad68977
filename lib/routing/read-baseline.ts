// A bench baseline (an earlier `bench --json --details`) read back as if a stranger wrote it:
// each case is kept only with the fields the comparison reads (diff.ts), each of its type; a case
// that lacks one is named and left out; metrics that are no fraction are read as "no figure".
import { kindOf } from "../input/check";
import { readNumber } from "../input/number";
import { own } from "../input/shape";
import type { BenchReport, CaseResult } from "./bench";
import { GOLD_KINDS } from "./bench";
import { DIFF_METRICS } from "./diff";

const COUNT = { min: 0, max: 1e9, integer: true };
const MAX_CASES = 1_000_000;

function readCase(c: unknown, i: number, problems: string[]): CaseResult | null {
  const where = `results[${i}]`;
  const id = own(c, "id");
  const query = own(c, "query");
  const decision = own(c, "decision");
  const chosen = own(c, "chosen");
  const kind = own(c, "kind");
  const triBool = (v: unknown) => v === null || typeof v === "boolean";
  const bad =
    typeof id !== "string" && typeof id !== "number"
      ? "id"
      : typeof query !== "string"
        ? "query"
        : typeof decision !== "string"
          ? "decision"
          : !(chosen === null || typeof chosen === "string")
            ? "chosen"
            : !GOLD_KINDS.includes(kind as CaseResult["kind"])
              ? "kind"
              : !triBool(own(c, "top1Hit"))
                ? "top1Hit"
                : typeof own(c, "hallucinated") !== "boolean"
                  ? "hallucinated"
                  : null;
  if (bad) {
    problems.push(`${where}: "${bad}" is ${kindOf(own(c, bad))}; the case is left out`);
    return null;
  }
  const gold = own(c, "gold");
  const steps = own(c, "steps");
  const decomposed = readNumber(own(steps, "decomposed"), { min: 0, max: 1 }, `${where}.steps.decomposed`);
  return {
    ...(c as CaseResult),
    id: String(id),
    gold: Array.isArray(gold) ? gold.filter((g): g is string => typeof g === "string") : [],
    lang: typeof own(c, "lang") === "string" ? (own(c, "lang") as string) : "",
    steps:
      steps === undefined || decomposed.value === undefined
        ? undefined
        : ({ ...(steps as object), decomposed: decomposed.value } as CaseResult["steps"]),
  };
}

/** The report, or a sentence saying why it is none. `where` names the file in every problem. */
export function readBaseline(raw: unknown, where: string): { report: BenchReport; problems: string[] } | { error: string } {
  const results = own(raw, "results");
  const counts = own(raw, "counts");
  if (!Array.isArray(results) || counts === null || typeof counts !== "object")
    return { error: `${where}: not a bench report with its cases (write one with bench --json --details)` };
  const problems: string[] = [];
  if (results.length > MAX_CASES) problems.push(`${where}: ${results.length} cases; only the first ${MAX_CASES} are read`);
  const kept: CaseResult[] = [];
  for (let i = 0; i < Math.min(results.length, MAX_CASES); i++) {
    const c = readCase(results[i], i, problems);
    if (c) kept.push(c);
  }
  const report = { ...(raw as BenchReport), results: kept };
  for (const k of DIFF_METRICS) {
    const v = own(raw, k);
    const r = v === null ? { value: null } : readNumber(v, { min: 0, max: 1 }, k);
    if (r.value === undefined) problems.push(`${where}: ${r.note}; read as no figure`);
    (report as unknown as Record<string, unknown>)[k] = r.value ?? null;
  }
  const c = { ...(counts as Record<string, unknown>) };
  for (const k of ["asked", "loadedOnNative"]) {
    const r = readNumber(own(counts, k), COUNT, `counts.${k}`);
    if (r.value === undefined) problems.push(`${where}: ${r.note}; read as 0`);
    c[k] = r.value ?? 0;
  }
  // a report written before asks were scored by their options has no askedRight: left out, not 0
  if (own(counts, "askedRight") !== undefined) {
    const r = readNumber(own(counts, "askedRight"), COUNT, "counts.askedRight");
    if (r.value === undefined) problems.push(`${where}: ${r.note}; left out`);
    if (r.value === undefined) delete c.askedRight;
    else c.askedRight = r.value;
  }
  report.counts = c as unknown as BenchReport["counts"];
  return { report, problems: problems.map((p) => (p.startsWith(where) ? p : `${where}: ${p}`)) };
}
