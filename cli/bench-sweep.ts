// `bench --sweep PARAM=FROM:TO:STEP`: the gold set measured at each value of one query-time setting,
// as a table with the best value (best Top-1 with no skill loaded on a native prompt) and the
// current one marked. Its own file: the spec it reads and the table it prints are this mode's alone.
import { isSweepParam, runSweep, SWEEP_PARAMS, sweepValues, type SweepParam } from "../lib/routing/sweep";
import type { GoldCase } from "../lib/routing/bench";
import type { Router } from "../lib/routing/router";
import { UsageError } from "./io";
import { pct, w } from "./bench-report";

/** "scoreMin=2:12:0.5" (or "SCORE_MIN=..."; TO and STEP default to the setting's usual range) */
export function parseSweep(spec: string): { param: SweepParam; values: number[] } {
  const m = /^([\w-]+)(?:=([^:]*)(?::([^:]*))?(?::([^:]*))?)?$/.exec(spec.trim());
  const alias: Record<string, SweepParam> = {
    score_min: "scoreMin",
    "score-min": "scoreMin",
    top_k: "topK",
    "top-k": "topK",
    "near-tie": "nearTieRatio",
    "same-job": "equivalentSimilarity",
    "body-weight": "bodyWeight",
  };
  const name = m ? (alias[m[1].toLowerCase()] ?? m[1]) : "";
  if (!m || !isSweepParam(name))
    throw new UsageError(`--sweep takes PARAM=FROM:TO:STEP with PARAM one of ${Object.keys(SWEEP_PARAMS).join(", ")}`);
  const d = SWEEP_PARAMS[name].range;
  const num = (x: string | undefined, dflt: number) => (x === undefined || x === "" ? dflt : Number(x));
  const r = sweepValues(name, num(m[2], d.from), num(m[3], d.to), num(m[4], d.step));
  if (r.error) throw new UsageError(`--sweep ${spec}: ${r.error}`);
  return { param: name, values: r.values };
}

export function sweepMode(router: Router, cases: GoldCase[], spec: string, json: boolean): number {
  const { param, values: xs } = parseSweep(spec);
  const r = runSweep(router, cases, param, xs);
  if (json) {
    process.stdout.write(JSON.stringify(r, null, 2) + "\n");
    return 0;
  }
  const label = SWEEP_PARAMS[param].label;
  w(`${cases.length} cases, ${label} from ${xs[0]} to ${xs[xs.length - 1]} (now ${r.current})`);
  w(
    `${label.padStart(14)}  ${"R@5".padStart(6)}  ${"Top-1".padStart(6)}  ${"gated".padStart(6)}  ${"halluc".padStart(6)}  ${"asked".padStart(5)}  ${"native".padStart(6)}  ${"tokens".padStart(6)}`,
  );
  for (const p of r.points) {
    const m = p.metrics;
    const mark = [p.value === r.best?.value ? " best" : "", p.value === r.current ? " now" : ""].join("");
    w(
      `${String(p.value).padStart(14)}  ${pct(m.recallAt5)}  ${pct(m.top1)}  ${pct(m.gatedRate)}  ${pct(m.hallucinationRate)}  ${String(m.counts.asked).padStart(5)}  ${String(m.counts.loadedOnNative).padStart(6)}  ${(m.meanInjectedTokens?.toFixed(0) ?? "-").padStart(6)}${mark}`,
    );
  }
  w(
    r.best
      ? `best Top-1 with no skill loaded on a native prompt: ${pct(r.best.top1).trim()} at ${r.best.value}`
      : "every value loads a skill on some native prompt (or the set has no skill case)",
  );
  return 0;
}
