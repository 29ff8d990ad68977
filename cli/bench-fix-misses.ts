// `bench --fix-misses`: each missed case's words for the right skill, what the winner won on, and
// the bench again with those words in the descriptions (an upper bound: the same gold set). Its own
// file: the what-if and its printing are this mode's alone.
import type { CatalogEntry } from "../lib/skills/catalog";
import type { GoldCase } from "../lib/routing/bench";
import { fixMissesWhatIf, type FixWhatIf } from "../lib/routing/fix-miss";
import type { Router } from "../lib/routing/router";
import { HEADER, row, sign, strip, w } from "./bench-report";

/** Each miss's words for the right skill, what the winner won on, and the bench again with the edits. */
function printFixes(x: FixWhatIf): void {
  w(`${x.fixes.length} missed cases with words to add, ${x.edits.length} descriptions edited`);
  for (const f of x.fixes) {
    const won = f.winner
      ? `; "${f.winner}" ${f.winnerWins.length ? `wins on ${f.winnerWins.map((t) => `"${t}"`).join(", ")}` : "leads"}`
      : "";
    w(`  [${f.id}] ${f.query}\n    add to "${f.skill}": ${f.add.map((t) => `"${t}"`).join(", ")}${won}`);
  }
  const d = x.diff;
  w(`\nwhat if those words were in the descriptions (the same gold set, so an upper bound):`);
  w(HEADER);
  w(row("before", x.before));
  w(row("after", x.after));
  w(
    `Recall@5 ${sign(d.delta.recallAt5)}  Top-1 ${sign(d.delta.top1)}  wrong loads ${sign(d.delta.hallucinationRate)} (points); fixed ${d.fixed.length}, broken ${d.broken.length}, moved ${d.moved.length}`,
  );
  for (const c of d.broken)
    w(`  broken [${c.id}] ${c.query}: ${c.before.chosen ?? c.before.decision} -> ${c.after.chosen ?? c.after.decision}`);
}

export function fixMissesMode(router: Router, cases: GoldCase[], entries: CatalogEntry[], json: boolean): number {
  const x = fixMissesWhatIf(router, cases, entries);
  if (json) {
    const { before, after, ...rest } = x;
    process.stdout.write(JSON.stringify({ ...rest, before: strip(before, false), after: strip(after, false) }, null, 2) + "\n");
  } else printFixes(x);
  return 0;
}
