// Child of the benchmark: router index build and query times at 1,200 and 26,000 skills with
// real-size bodies, and a routed query against a bare minisearch search over the same index.
// Prints JSON rows.
import fs from "node:fs";
import path from "node:path";
import { loadCatalog } from "../../lib/skills/catalog";
import { buildBodyIndex, buildRouter, measureCost, parseGold } from "../../lib/routing";
import { bundledSources, makeRealSizeCatalog, sizeStats } from "./gen";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const gold = parseGold(fs.readFileSync(path.resolve(__dirname, "../../fixtures/gold/devkit.jsonl"), "utf8"));
const prompts = gold.cases.map((c) => c.query);
const rows: { figure: string; value: string; budget?: string; ok?: boolean }[] = [];
// each figure is printed to stderr the moment it lands, so a long run shows where it is
const add = (...xs: typeof rows) => {
  for (const r of xs) process.stderr.write(`  ${r.figure}: ${r.value}${r.budget ? ` (${r.budget} ${r.ok ? "met" : "NOT MET"})` : ""}\n`);
  rows.push(...xs);
};

// The bundled catalogs grown to the size distribution of a real catalog (gen.ts), so that the
// rerank meets real-size bodies.
const sources = bundledSources();
// 26,000 real-size skills would be 200 MB, twice what a catalog may hold: that size is scaled to 0.4 (93 MB)
const SIZES: [number, number][] = process.env.BENCH_QUICK
  ? [[1_200, 1]]
  : [
      [1_200, 1],
      [26_000, 0.4],
    ];

for (const [n, scale] of SIZES) {
  const files = makeRealSizeCatalog(n, sources, { scale });
  const st = sizeStats(files);
  const catalog = loadCatalog(files);
  const builds: number[] = [];
  let router = buildRouter(catalog.entries);
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    router = buildRouter(catalog.entries);
    builds.push(performance.now() - t0);
  }
  const times: number[] = [];
  for (let k = 0; k < 3; k++) for (const q of prompts) router.route(q); // warm (and build the rerank's body index)
  for (const q of prompts) {
    const t0 = performance.now();
    router.route(q);
    times.push(performance.now() - t0);
  }
  // the same without the rerank stage (body weight 0): the seed's pipeline, BM25 order only. The
  // two are measured in turn, so that collecting the garbage of the builds above lands on both.
  const plain = router.withSettings({ bodyWeight: 0 });
  const ratios: number[] = [];
  const plainRatios: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    plainRatios.push(measureCost(plain, prompts, 30).ratio);
    ratios.push(measureCost(router, prompts, 30).ratio);
  }
  const ratio = median(ratios);
  const plainRatio = median(plainRatios);
  add({
    figure: `routing ${n.toLocaleString("en-US")} skills (${(st.total / 1e6).toFixed(1)} MB, median ${(st.median / 1e3).toFixed(1)} KB, p90 ${(st.p90 / 1e3).toFixed(1)} KB): index build`,
    value: `${median(builds).toFixed(0)} ms`,
  });
  // the rerank's body index, built on the first prompt that reaches the rerank
  const bodyBuilds: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    buildBodyIndex(router.skills.entries, { koreanMode: router.settings.koreanMode, stemEnglish: router.settings.stemEnglish });
    bodyBuilds.push(performance.now() - t0);
  }
  add({
    figure: `routing ${n.toLocaleString("en-US")} skills: body index build (first rerank)`,
    value: `${median(bodyBuilds).toFixed(0)} ms`,
  });
  add({
    figure: `routing ${n.toLocaleString("en-US")} skills: query p50 / p95`,
    value: `${pct(times, 0.5).toFixed(2)} / ${pct(times, 0.95).toFixed(2)} ms`,
  });
  add({
    figure: `routing ${n.toLocaleString("en-US")} skills: routed / bare minisearch`,
    value: ratio.toFixed(2),
    budget: "≤ 1.5",
    ok: ratio <= 1.5,
  });
  add({
    figure: `routing ${n.toLocaleString("en-US")} skills: routed without the rerank (body weight 0) / bare`,
    value: plainRatio.toFixed(2),
    budget: "≤ 1.5",
    ok: plainRatio <= 1.5,
  });
}
process.stdout.write(JSON.stringify(rows));
