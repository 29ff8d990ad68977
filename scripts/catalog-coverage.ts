// How much of the English that skill catalogs write a Korean request can reach through the shipped
// Korean-English tables (issue 34, round 14): the share of the catalogs' content-word occurrences
// whose stem is the English side of some Korean word in the dictionary, the domain vocabulary, the
// field words or the catalog-word table, and the words no table reaches, by how many catalogs and
// entries use them: the list Korean renderings are written for. Run at authoring time only, on
// catalog folders given as arguments; nothing at build or test time reads it.
//
//   npx tsx scripts/catalog-coverage.ts [--korean] [--top N] [--min-catalogs N] <catalog folder>...
//
// --korean: the other way, for catalogs written in Korean: the share of their Hangul content words
// (as dictionary keys, catalog-text.ts) that some table maps to English, and the keys none maps.
// Prints the pooled coverage (every occurrence of every catalog), the mean of the catalogs' own
// coverage (so one 1,800-entry catalog does not stand for all), each table's share, then
// "stem<TAB>commonest spelling<TAB>catalogs<TAB>entries<TAB>occurrences" for the --top (default 400)
// uncovered stems used by at least --min-catalogs (default 2) catalogs: counts only, no catalog text.
// Loanwords are not counted as covered: the sound rules (loanword.ts) reach a Hangul spelling of the
// English word, which this list cannot hold, so a word whose Korean is a loanword stays listed.
import { parseArgs } from "node:util";
import { stemEn } from "../lib/routing/english-stem";
import { hasHangul } from "../lib/routing/hangul";
import { CATALOG_WORDS, FIELD_WORDS, KOREAN_VOCABULARY } from "../lib/routing/korean-vocabulary";
import { EN_STOP } from "../lib/routing/stop-words";
import { compileSynonyms, DEFAULT_SYNONYMS, type SynonymPair } from "../lib/routing/synonyms";
import { catalogEntryKoreanWords, catalogEntryWords } from "./catalog-text";

const { values, positionals: args } = parseArgs({
  allowPositionals: true,
  options: {
    korean: { type: "boolean", default: false },
    top: { type: "string", default: "400" },
    "min-catalogs": { type: "string", default: "2" },
  },
});
const korean = values.korean;
const top = Number(values.top);
const minCatalogs = Number(values["min-catalogs"]);

/** the English words of a table's Korean words (a pair with one Hangul side and one Latin side) */
function englishOf(pairs: SynonymPair[]): string[] {
  return pairs
    .filter(([a, b]) => hasHangul(a) !== hasHangul(b))
    .flatMap(([a, b]) => (hasHangul(a) ? b : a).toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => !EN_STOP.has(w));
}
const reached = (pairs: SynonymPair[]) => new Set(englishOf(pairs).map(stemEn));
/** the Korean keys a table maps to English */
const keysOf = (pairs: SynonymPair[]) =>
  new Set(
    compileSynonyms(
      [],
      true,
      pairs.filter(([a, b]) => hasHangul(a) !== hasHangul(b)),
    ).map.keys(),
  );
const sets = (of: (pairs: SynonymPair[]) => Set<string>): [string, Set<string>][] => [
  ["dictionary", of(DEFAULT_SYNONYMS)],
  ["domain vocabulary", of(KOREAN_VOCABULARY)],
  ["field words", of(FIELD_WORDS)],
  ["catalog-word table", of(CATALOG_WORDS)],
];
const tables = sets(korean ? keysOf : reached);
const covered = new Set(tables.flatMap(([, s]) => [...s]));
const read = korean ? catalogEntryKoreanWords : catalogEntryWords;

interface Row {
  catalogs: Set<number>;
  entries: number;
  occurrences: number;
  spellings: Map<string, number>;
}
const rows = new Map<string, Row>();
const perCatalog: number[] = [];
let all = 0;
let hit = 0;
const byTable = tables.map(() => 0);
args.forEach((dir, ci) => {
  let n = 0;
  let h = 0;
  for (const entry of read(dir)) {
    const seen = new Set<string>();
    for (const { word, stem } of entry) {
      n++;
      if (covered.has(stem)) h++;
      tables.forEach(([, s], i) => s.has(stem) && byTable[i]++);
      let r = rows.get(stem);
      if (!r) rows.set(stem, (r = { catalogs: new Set(), entries: 0, occurrences: 0, spellings: new Map() }));
      r.occurrences++;
      r.spellings.set(word, (r.spellings.get(word) ?? 0) + 1);
      r.catalogs.add(ci);
      if (!seen.has(stem)) {
        seen.add(stem);
        r.entries++;
      }
    }
  }
  all += n;
  hit += h;
  if (n) perCatalog.push(h / n);
});
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const stems = [...rows.values()];
process.stdout.write(
  `# ${args.length} catalogs, ${all} content-word occurrences, ${rows.size} stems (${stems.filter((r) => r.catalogs.size >= minCatalogs).length} in ${minCatalogs}+ catalogs)\n` +
    `# covered: ${pct(hit / all)} of occurrences (${hit}), mean of catalogs ${pct(perCatalog.reduce((a, b) => a + b, 0) / perCatalog.length)}; ` +
    `stems in ${minCatalogs}+ catalogs covered ${[...rows.entries()].filter(([s, r]) => r.catalogs.size >= minCatalogs && covered.has(s)).length}\n` +
    tables.map(([name], i) => `#   ${name}: ${pct(byTable[i] / all)} of occurrences`).join("\n") +
    "\n",
);
const list = [...rows.entries()]
  .filter(([s, r]) => !covered.has(s) && r.catalogs.size >= minCatalogs)
  .sort((a, b) => b[1].catalogs.size - a[1].catalogs.size || b[1].entries - a[1].entries || (a[0] < b[0] ? -1 : 1))
  .slice(0, top);
for (const [s, r] of list) {
  const spelling = [...r.spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  process.stdout.write(`${s}\t${spelling}\t${r.catalogs.size}\t${r.entries}\t${r.occurrences}\n`);
}
