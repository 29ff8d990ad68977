// How `bench` prints a report for a terminal: one row of metrics per slice (all, per kind, per
// language), where the right skill of each miss dropped out, and the gold names it had to resolve.
// Apart from the modes (bench.ts, bench-sweep.ts, bench-baseline.ts, bench-fix-misses.ts), which
// all print these same rows.
import { STAGE_LABEL, WHYNOT_ORDER } from "../lib/routing/whynot";
import { askedRightPhrase, type BenchReport, type Metrics } from "../lib/routing/bench";
import { intervalText, metricIntervals } from "../lib/routing/rate-interval";

/** one line of text to stdout */
export const w = (s: string) => process.stdout.write(s + "\n");

export const pct = (x: number | null) => (x === null ? "   -  " : `${(x * 100).toFixed(1).padStart(5)}%`);

/** a rate's change in points, signed */
export const sign = (v: number | null) => (v === null ? "-" : `${v > 0 ? "+" : ""}${(v * 100).toFixed(1)}`);

export function row(label: string, m: Metrics): string {
  return `${label.padEnd(12)} ${String(m.cases).padStart(5)}  ${pct(m.recallAt5)}  ${pct(m.top1)}  ${pct(m.gatedRate)}  ${pct(m.hallucinationRate)}  ${pct(m.askedRate)}  ${String(m.counts.loadedOnNative).padStart(6)}  ${pct(m.stepCoverage.single)}  ${pct(m.stepCoverage.decomposed)}`;
}
export const HEADER = `${"".padEnd(12)} ${"cases".padStart(5)}  ${"R@5".padStart(6)}  ${"Top-1".padStart(6)}  ${"gated".padStart(6)}  ${"wrong".padStart(6)}  ${"asked".padStart(6)}  ${"native".padStart(6)}  ${"steps1".padStart(6)}  ${"stepsD".padStart(6)}`;

/** the report without every case's result, unless --details asked for them */
export function strip(r: BenchReport, details: boolean) {
  const { results, ...rest } = r;
  return details ? r : rest;
}

export function printReport(r: BenchReport, title: string): void {
  w(title);
  w(HEADER);
  w(row("all", r));
  for (const [k, m] of Object.entries(r.byKind)) w(row(`  ${k}`, m!));
  for (const [l, m] of Object.entries(r.byLang)) w(row(`  lang ${l}`, m));
  printIntervals(r);
  w(
    `asked on ${r.counts.asked} of ${r.counts.skillCases} skill cases${askedRightPhrase(r.counts)}; skill loaded on ${r.counts.loadedOnNative} native/chitchat cases; mean injected ${r.meanInjectedTokens?.toFixed(0) ?? "-"} tokens vs listing ${r.listingTokens}`,
  );
  const drops = WHYNOT_ORDER.filter((k) => r.dropouts[k]).map((k) => `${STAGE_LABEL[k]} ${r.dropouts[k]}`);
  if (drops.length) w(`where the right skill of a missed case dropped out: ${drops.join(", ")}`);
  w("wrong = a skill loaded where none or another was right; native = skills loaded on native/chitchat cases");
  printNames(r);
}

/** How far the rates can be trusted: 95% Wilson intervals of all cases and of each language. */
function printIntervals(r: BenchReport): void {
  const cell = (s: string) => s.padStart(13);
  w(`${"95% interval".padEnd(12)} ${"".padStart(5)}  ${cell("R@5")}  ${cell("Top-1")}  ${cell("wrong")}`);
  const line = (label: string, m: Metrics) => {
    const iv = metricIntervals(m);
    w(
      `${label.padEnd(12)} ${String(m.cases).padStart(5)}  ${cell(intervalText(iv.recallAt5))}  ${cell(intervalText(iv.top1))}  ${cell(intervalText(iv.hallucinationRate))}`,
    );
  };
  line("all", r);
  for (const [l, m] of Object.entries(r.byLang)) line(`  lang ${l}`, m);
}

/** Gold names given as folders (resolved), names the catalog does not have, names two entries share. */
function printNames(r: BenchReport): void {
  const n = r.names;
  if (!n) return;
  if (n.resolved.length) {
    const pairs = [...new Map(n.resolved.map((x) => [x.given, x.name])).entries()];
    w(
      `gold names given as folders, read as the skill's name: ${pairs.length} (${pairs
        .slice(0, 6)
        .map(([g, to]) => `${g} -> ${to}`)
        .join(", ")}${pairs.length > 6 ? ", ..." : ""})`,
    );
  }
  if (n.unknown.length) {
    const names = [...new Set(n.unknown.map((x) => x.given))];
    w(
      `gold names no entry has (by name or folder), counted as they are: ${names.length} (${names.slice(0, 8).join(", ")}${names.length > 8 ? ", ..." : ""}; cases ${[...new Set(n.unknown.map((x) => x.id))].slice(0, 6).join(", ")})`,
    );
  }
  if (n.duplicates.length)
    w(
      `names shared by two or more entries: ${n.duplicates.length} (${n.duplicates
        .slice(0, 5)
        .map((d) => `${d.name} x${d.paths.length}`)
        .join(", ")}${n.duplicates.length > 5 ? ", ..." : ""})`,
    );
}
