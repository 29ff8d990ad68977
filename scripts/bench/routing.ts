// Child of the benchmark: router index build and query times at 1,200 and 26,000 skills, and a
// routed query against a bare minisearch search over the same index. Prints JSON rows.
import fs from "node:fs";
import path from "node:path";
import { loadCatalog } from "../../lib/skills/catalog";
import { buildBodyIndex, buildRouter, measureCost, parseGold } from "../../lib/routing";
import { makeCatalog } from "./gen";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const gold = parseGold(fs.readFileSync(path.resolve(__dirname, "../../fixtures/gold/devkit.jsonl"), "utf8"));
const prompts = gold.cases.map((c) => c.query);
const rows: { figure: string; value: string; budget?: string; ok?: boolean }[] = [];

// Real catalog text (the bundled devkit and, beside the repo, the shared catalogs), cloned under
// new names up to the size, so queries meet a realistic vocabulary; synthetic entries fill in
// when the shared catalogs are not there.
function walk(root: string, out: { path: string; text: string }[] = [], rel = ""): { path: string; text: string }[] {
  if (!fs.existsSync(root)) return out;
  for (const e of fs.readdirSync(root, { withFileTypes: true })) {
    const p = path.join(root, e.name);
    if (e.isDirectory()) walk(p, out, path.join(rel, e.name));
    else if (e.name.endsWith(".md")) out.push({ path: path.join(rel, e.name), text: fs.readFileSync(p, "utf8") });
  }
  return out;
}
const real = [
  ...walk(path.resolve(__dirname, "../../fixtures/catalogs/devkit")),
  ...["wshobson-agents", "alirezarezvani-claude-skills", "obra-superpowers", "voltagent-subagents"].flatMap((c) => walk(path.resolve(__dirname, "../../../shared/catalogs", c)).map((f) => ({ ...f, path: `${c}/${f.path}` }))),
];
function sized(n: number) {
  const files: { path: string; text: string }[] = [];
  for (let k = 0; files.length < n; k++) {
    for (const f of real) {
      if (files.length >= n) break;
      files.push(k === 0 ? f : { path: f.path.replace(/([^/]+)\/SKILL\.md$/, `$1-v${k}/SKILL.md`).replace(/agents\/([^/]+)\.md$/, `agents/$1-v${k}.md`), text: f.text.replace(/^name:\s*(\S+)/m, `name: $1-v${k}`) });
    }
    if (!real.length) return makeCatalog(n, n);
  }
  return files;
}

for (const n of [1_200, 26_000]) {
  const catalog = loadCatalog(sized(n));
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
  rows.push({ figure: `routing ${n.toLocaleString("en-US")} skills: index build`, value: `${median(builds).toFixed(0)} ms` });
  // the rerank's body index, built on the first prompt that reaches the rerank
  const bodyBuilds: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    buildBodyIndex(router.skills.entries, { koreanMode: router.settings.koreanMode, stemEnglish: router.settings.stemEnglish });
    bodyBuilds.push(performance.now() - t0);
  }
  rows.push({ figure: `routing ${n.toLocaleString("en-US")} skills: body index build (first rerank)`, value: `${median(bodyBuilds).toFixed(0)} ms` });
  rows.push({ figure: `routing ${n.toLocaleString("en-US")} skills: query p50 / p95`, value: `${pct(times, 0.5).toFixed(2)} / ${pct(times, 0.95).toFixed(2)} ms` });
  rows.push({ figure: `routing ${n.toLocaleString("en-US")} skills: routed / bare minisearch`, value: ratio.toFixed(2), budget: "≤ 1.5", ok: ratio <= 1.5 });
  rows.push({ figure: `routing ${n.toLocaleString("en-US")} skills: routed without the rerank (body weight 0) / bare`, value: plainRatio.toFixed(2), budget: "≤ 1.5", ok: plainRatio <= 1.5 });
}
process.stdout.write(JSON.stringify(rows));
