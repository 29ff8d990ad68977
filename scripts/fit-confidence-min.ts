// Re-derives the confidence rule's threshold (settings.ts confidenceMin) on gold sets, with each
// catalog left out (docs/routing.md, "Round 12 tuning: the decision"): the threshold that loads the
// most right skills less wrong ones while no set loads more than MAX_RISE more wrong skills than at
// the current default and no more native or chitchat requests load one. Every case is routed at each
// threshold by the router itself, so the gate, near-tie, clear-leader and slash-only rules act as
// they do in use.
// Usage: npx tsx scripts/fit-confidence-min.ts SETS.json [FROM]
//   FROM: the threshold the bounds are measured from (default: the current default; round 12: 0.55)
//   SETS.json: [["name", ["catalog dir", ...], "gold.jsonl", "catalog group"?], ...]; sets that share
//   a catalog name the same group, and are left out together.
import fs from "node:fs";
import { loadCatalogs } from "../cli/route";
import { buildRouter, DEFAULT_ROUTER_SETTINGS, loadParaphrases, parseGold } from "../lib/routing";

const MAX_RISE = 2;
const FROM = Number(process.argv[3] ?? DEFAULT_ROUTER_SETTINGS.confidenceMin);
const THRESHOLDS = Array.from({ length: 31 }, (_, i) => Math.round((0.4 + i * 0.01) * 100) / 100);

type Tally = { right: number; wrong: number; native: number };
type SetSpec = [name: string, catalogs: string[], gold: string, group?: string];

async function tallies(sets: SetSpec[]): Promise<{ name: string; group: string; at: Map<number, Tally> }[]> {
  const paraphrases = await loadParaphrases();
  return sets.map(([name, catalogs, gold, group]) => {
    const router = buildRouter(loadCatalogs(catalogs), {}, { paraphrases });
    const cases = parseGold(fs.readFileSync(gold, "utf8")).cases.filter((c) => c.kind !== "compound");
    const at = new Map<number, Tally>();
    for (const t of [...THRESHOLDS, FROM]) {
      const r = router.withSettings({ confidenceMin: t });
      const tally = { right: 0, wrong: 0, native: 0 };
      for (const c of cases) {
        const trace = r.route(c.query);
        if (!trace.chosen || trace.decision === "ask" || trace.decision === "native") continue;
        const ok = [...c.gold, ...(c.acceptable ?? [])].includes(trace.chosen);
        if (c.kind === "native" || c.kind === "chitchat") tally.native++;
        else if (ok) tally.right++;
        else tally.wrong++;
      }
      at.set(t, tally);
    }
    console.error(`${name}: ${cases.length} cases`);
    return { name, group: group ?? name, at };
  });
}

/** The threshold for these sets: the most right - wrong loads within the bounds on every set. */
function choose(rows: Awaited<ReturnType<typeof tallies>>): number {
  const base = FROM;
  let best = { score: -Infinity, t: base };
  for (const t of THRESHOLDS) {
    const within = rows.every(
      (s) => s.at.get(t)!.wrong - s.at.get(base)!.wrong <= MAX_RISE && s.at.get(t)!.native <= s.at.get(base)!.native,
    );
    if (!within) continue;
    const score = rows.reduce((a, s) => a + s.at.get(t)!.right - s.at.get(t)!.wrong, 0);
    if (score > best.score) best = { score, t };
  }
  return best.t;
}

const sum = (xs: Tally[]) => xs.reduce((a, x) => ({ right: a.right + x.right, wrong: a.wrong + x.wrong, native: a.native + x.native }));

async function main() {
  const rows = await tallies(JSON.parse(fs.readFileSync(process.argv[2], "utf8")) as SetSpec[]);
  const all = choose(rows);
  console.log(`all sets: ${all}`, sum(rows.map((s) => s.at.get(all)!)), `at ${FROM}`, sum(rows.map((s) => s.at.get(FROM)!)));
  const held: Tally[] = [];
  for (const group of [...new Set(rows.map((s) => s.group))]) {
    const t = choose(rows.filter((s) => s.group !== group));
    const out = rows.filter((s) => s.group === group).map((s) => s.at.get(t)!);
    held.push(...out);
    console.log(`without ${group}: ${t}`, sum(out));
  }
  console.log("each catalog left out:", sum(held));
}

void main();
