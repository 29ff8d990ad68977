import path from "node:path";
import { loadCatalog } from "../lib/skills/catalog";
import { lintCatalog, type LintRule } from "../lib/skills/lint";
import { LINT_SEVERITY, SEVERITY_LABEL, SEVERITY_ORDER } from "../lib/skills/lint-severity";
import { LISTING_PRESETS } from "../lib/skills/listing";
import { loadCounter } from "../lib/tokens/estimators";
import type { Estimator } from "../lib/model";
import { parseArgs, readCatalogDir, UsageError } from "./io";

export async function lintCommand(args: string[]): Promise<number> {
  const { positional, values, flags } = parseArgs(args, ["preset", "estimator", "language"], ["json"]);
  const usage = "usage: lint DIR [--preset cc-2.1.88|seed|docs-2026] [--estimator chars4|o200k|cl100k] [--language auto|on|off] [--json]";
  if (positional.length !== 1) throw new UsageError(usage);
  const languageRules = (values.language ?? "auto") as "auto" | "on" | "off";
  if (!["auto", "on", "off"].includes(languageRules))
    throw new UsageError(`--language is auto, on or off, not ${values.language}\n${usage}`);
  const preset = (values.preset ?? "cc-2.1.88") as keyof typeof LISTING_PRESETS;
  // own properties only: `--preset constructor` names no preset
  if (!Object.hasOwn(LISTING_PRESETS, preset)) throw new UsageError(`unknown preset ${preset}`);
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!["chars4", "o200k", "cl100k"].includes(estimator)) throw new UsageError(`unknown estimator ${estimator}`);
  const dir = positional[0];
  const catalog = loadCatalog(readCatalogDir(dir), path.basename(path.resolve(dir)));
  const results = lintCatalog(catalog, {
    perEntryCap: LISTING_PRESETS[preset].perEntryCap,
    counter: await loadCounter(estimator),
    languageRules,
  });
  if (flags.has("json")) {
    process.stdout.write(JSON.stringify(results, null, 2) + "\n");
    return 0;
  }
  // worst first: entries by their worst finding, each entry's findings by severity (lintCatalog sorts those)
  const worst = (r: (typeof results)[number]) =>
    r.problems.length ? SEVERITY_ORDER.indexOf(r.problems[0].severity) : SEVERITY_ORDER.length;
  const ordered = results.map((r, i) => [r, i] as const).sort(([a, i], [b, j]) => worst(a) - worst(b) || i - j);
  const byRule = new Map<LintRule, number>();
  for (const [r] of ordered) {
    for (const p of r.problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
    if (!r.problems.length) continue;
    process.stdout.write(`${r.path}  (${r.kind} ${r.skill})\n`);
    for (const p of r.problems)
      process.stdout.write(`  ${p.line ? `line ${p.line}` : "       "}  ${SEVERITY_LABEL[p.severity]}  ${p.rule}: ${p.message}\n`);
  }
  const clean = results.filter((r) => !r.problems.length).length;
  process.stdout.write(`\n${results.length} entries, ${clean} without findings.\n`);
  for (const sev of SEVERITY_ORDER) {
    const rules = [...byRule].filter(([k]) => LINT_SEVERITY[k] === sev).sort((a, b) => b[1] - a[1]);
    if (rules.length) process.stdout.write(`${SEVERITY_LABEL[sev]}: ${rules.map(([k, v]) => `${k} ${v}`).join(", ")}\n`);
  }
  return 0;
}
