import path from "node:path";
import { loadCatalog } from "../lib/skills/catalog";
import { lintCatalog } from "../lib/skills/lint";
import { LISTING_PRESETS } from "../lib/skills/listing";
import { loadCounter } from "../lib/tokens/estimators";
import type { Estimator } from "../lib/model";
import { parseArgs, readCatalogDir, UsageError } from "./io";

export async function lintCommand(args: string[]): Promise<number> {
  const { positional, values, flags } = parseArgs(args, ["preset", "estimator"], ["json"]);
  if (positional.length !== 1)
    throw new UsageError("usage: lint DIR [--preset cc-2.1.88|seed|docs-2026] [--estimator chars4|o200k|cl100k] [--json]");
  const preset = (values.preset ?? "cc-2.1.88") as keyof typeof LISTING_PRESETS;
  // own properties only: `--preset constructor` names no preset
  if (!Object.hasOwn(LISTING_PRESETS, preset)) throw new UsageError(`unknown preset ${preset}`);
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!["chars4", "o200k", "cl100k"].includes(estimator)) throw new UsageError(`unknown estimator ${estimator}`);
  const dir = positional[0];
  const catalog = loadCatalog(readCatalogDir(dir), path.basename(path.resolve(dir)));
  const results = lintCatalog(catalog, { perEntryCap: LISTING_PRESETS[preset].perEntryCap, counter: await loadCounter(estimator) });
  if (flags.has("json")) {
    process.stdout.write(JSON.stringify(results, null, 2) + "\n");
    return 0;
  }
  const byRule = new Map<string, number>();
  for (const r of results) {
    for (const p of r.problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
    if (!r.problems.length) continue;
    process.stdout.write(`${r.path}  (${r.kind} ${r.skill})\n`);
    for (const p of r.problems) process.stdout.write(`  ${p.line ? `line ${p.line}` : "       "}  ${p.rule}: ${p.message}\n`);
  }
  const clean = results.filter((r) => !r.problems.length).length;
  process.stdout.write(`\n${results.length} entries, ${clean} without findings. ${[...byRule].map(([k, v]) => `${k} ${v}`).join(", ")}\n`);
  return 0;
}
