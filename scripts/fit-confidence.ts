// Fits the confidence rule's logistic weights (lib/routing/confidence.ts) on the project's own
// development gold sets: every load the router makes (confidence rule off) on a single or native
// case, labelled right when the loaded skill is a gold or acceptable name. Held-out and fresh sets
// are never read here. The sets that need the real third-party catalogs run only when
// CONTEXT_LAB_EXTRA_CATALOGS (or --extra DIR) points at them (test-support/extra-catalogs.ts).
// Usage: npx tsx scripts/fit-confidence.ts [--extra DIR]
import fs from "node:fs";
import path from "node:path";
import { loadCatalogs } from "../cli/route";
import { buildRouter, parseGold } from "../lib/routing";
import { EXTRA_CATALOG_NAMES, EXTRA_CATALOGS_ENV, extraCatalogsDir } from "../test-support/extra-catalogs";

const root = path.resolve(__dirname, "..");
const argExtra = process.argv.indexOf("--extra");
if (argExtra > 0) process.env[EXTRA_CATALOGS_ENV] = process.argv[argExtra + 1];
const extra = extraCatalogsDir();
// without the extras, the sets that need them are skipped below (their folders do not exist)
const sharedDirs = EXTRA_CATALOG_NAMES.map((d) => (extra ? path.join(extra, d) : `(${EXTRA_CATALOGS_ENV} unset) ${d}`));
const fx = (p: string) => path.join(root, "fixtures", p);
const SETS = [
  { gold: fx("gold/devkit.jsonl"), catalogs: [fx("catalogs/devkit")] },
  { gold: fx("gold/shared-catalogs.jsonl"), catalogs: sharedDirs },
  { gold: fx("gold/bilingual-1200.jsonl"), catalogs: [fx("catalogs/devkit"), fx("catalogs/packs"), ...sharedDirs] },
  { gold: fx("gold/blind-ko-en.jsonl"), catalogs: [fx("catalogs/blind-ko-en")] },
];
const FEATURES = ["margin", "coverage", "agreement", "specific", "unknown"] as const;

const rows: { x: number[]; y: number }[] = [];
for (const set of SETS) {
  if (set.catalogs.some((c) => !fs.existsSync(c))) {
    console.error(`skipped ${path.basename(set.gold)}: a catalog folder is missing`);
    continue;
  }
  const router = buildRouter(loadCatalogs(set.catalogs), { confidenceMin: 0 });
  let n = 0;
  for (const c of parseGold(fs.readFileSync(set.gold, "utf8")).cases) {
    if (c.kind !== "single" && c.kind !== "native") continue;
    const t = router.route(c.query);
    if (t.decision !== "skill" || !t.confidence || !t.chosen) continue;
    const right = [...c.gold, ...(c.acceptable ?? [])].includes(t.chosen);
    rows.push({ x: FEATURES.map((f) => t.confidence![f]), y: right ? 1 : 0 });
    n++;
  }
  console.log(`${path.basename(set.gold)}: ${n} loads`);
}

// logistic regression, light L2 (not on the bias), by Newton's method (a few steps converge)
const L2 = 0.001;
const k = FEATURES.length + 1;
const w = new Array(k).fill(0);
const sig = (z: number) => 1 / (1 + Math.exp(-z));
const xs = rows.map((r) => [1, ...r.x]);
const predict = (x: number[]) => sig(w[0] + x.reduce((a, v, i) => a + v * w[i + 1], 0));
for (let it = 0; it < 50; it++) {
  const g = new Array(k).fill(0);
  const h = Array.from({ length: k }, () => new Array(k).fill(0));
  rows.forEach((r, n) => {
    const x = xs[n];
    const p = predict(r.x);
    for (let i = 0; i < k; i++) {
      g[i] += (p - r.y) * x[i];
      for (let j = 0; j < k; j++) h[i][j] += p * (1 - p) * x[i] * x[j];
    }
  });
  for (let i = 1; i < k; i++) {
    g[i] += L2 * rows.length * w[i];
    h[i][i] += L2 * rows.length;
  }
  // solve h d = g (Gaussian elimination) and step
  const m = h.map((row, i) => [...row, g[i]]);
  for (let c = 0; c < k; c++) {
    let piv = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= k; j++) m[r][j] -= f * m[c][j];
    }
  }
  for (let i = 0; i < k; i++) w[i] -= m[i][k] / m[i][i];
}
const right = rows.filter((r) => r.y).length;
console.log(`${rows.length} loads: ${right} right, ${rows.length - right} wrong`);
console.log(`weights: bias ${w[0].toFixed(2)}, ${FEATURES.map((f, i) => `${f} ${w[i + 1].toFixed(2)}`).join(", ")}`);
const bins = [0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01];
let lo = 0;
for (const hi of bins) {
  const inBin = rows.filter((r) => predict(r.x) >= lo && predict(r.x) < hi);
  if (inBin.length) {
    const p = inBin.reduce((a, r) => a + predict(r.x), 0) / inBin.length;
    const o = inBin.filter((r) => r.y).length / inBin.length;
    console.log(
      `  [${lo.toFixed(1)}, ${Math.min(1, hi).toFixed(1)}): ${inBin.length} loads, predicted ${p.toFixed(2)}, observed ${o.toFixed(2)}`,
    );
  }
  lo = hi;
}
const logLoss = -rows.reduce((a, r) => a + Math.log(r.y ? predict(r.x) : 1 - predict(r.x)), 0) / rows.length;
console.log(`mean log-loss ${logLoss.toFixed(4)}`);
