// The English words skill catalogs use, by how many catalogs use them: the list the Korean renderings
// of lib/routing/korean-vocabulary/catalog-words.ts were written for (issue 34, round 12). Run at
// authoring time only, on catalog folders given as arguments; nothing at build or test time reads it.
//
//   npx tsx scripts/catalog-words.ts [--min-catalogs N] [--top N] <catalog folder>...
//
// Reads each entry's content words (catalog-text.ts: name, description and when_to_use, less stop
// words) and groups them by the router's English stem, so "tests" and "test" are one row. A row's catalogs
// is the number of catalog folders with an entry using it; rows used by fewer than --min-catalogs
// (default 5) are left out, then the --top (default 3000) by catalogs, then entries. Prints
// "stem<TAB>commonest spelling<TAB>catalogs<TAB>entries": counts only, no catalog text.
import { parseArgs } from "node:util";
import { catalogEntryWords } from "./catalog-text";

const { values, positionals: args } = parseArgs({
  allowPositionals: true,
  options: { "min-catalogs": { type: "string", default: "5" }, top: { type: "string", default: "3000" } },
});
const minCatalogs = Number(values["min-catalogs"]);
const top = Number(values.top);

interface Row {
  catalogs: Set<number>;
  entries: number;
  spellings: Map<string, number>;
}
const rows = new Map<string, Row>();
args.forEach((dir, ci) => {
  for (const entry of catalogEntryWords(dir)) {
    const seen = new Set<string>();
    for (const { word: w, stem: s } of entry) {
      let r = rows.get(s);
      if (!r) rows.set(s, (r = { catalogs: new Set(), entries: 0, spellings: new Map() }));
      r.spellings.set(w, (r.spellings.get(w) ?? 0) + 1);
      r.catalogs.add(ci);
      if (!seen.has(s)) {
        seen.add(s);
        r.entries++;
      }
    }
  }
});
const list = [...rows.entries()]
  .filter(([, r]) => r.catalogs.size >= minCatalogs)
  .sort((a, b) => b[1].catalogs.size - a[1].catalogs.size || b[1].entries - a[1].entries || (a[0] < b[0] ? -1 : 1))
  .slice(0, top);
for (const [s, r] of list) {
  const spelling = [...r.spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  process.stdout.write(`${s}\t${spelling}\t${r.catalogs.size}\t${r.entries}\n`);
}
