// Learns the Korean-English word table lib/routing/data/korean-lexicon.json from real parallel
// software UI text (issue 34: Korean requests on English catalogs; the router reads the table in
// lib/routing/korean-lexicon-reading.ts). Run by hand, never at test or build time:
//
//   npx tsx scripts/make-korean-lexicon.ts <folder> [--out FILE] [--show] [--only A,B] [--with C,D] [--docs]
//
// <folder> holds the unpacked sources (found anywhere under it); each source's reader, with how to
// fetch and unpack it and its licence, is a module of scripts/korean-lexicon-sources/:
// - vscode.ts: VS Code's Korean language pack and its English (npm @codingame/monaco-vscode-*, MIT);
// - libreoffice.ts: LibreOffice's Korean UI (Debian libreoffice-l10n-ko, MPL-2.0);
// and two read only when asked for (`--with chromium,mozilla`): measured in round 15 and not kept, the
// table learned with them moved no Top-1 on the tune sets (docs/routing.md, "Round 15 tuning: more UI text"):
// - chromium.ts: Chromium's UI (Debian chromium and chromium-l10n, BSD-3-Clause);
// - mozilla.ts: Firefox's and Thunderbird's UI (Debian firefox-esr, thunderbird, their -l10n-ko, MPL-2.0);
// and with --docs, translated developer documentation (docs.ts: the Python documentation's Korean,
// PSF-2.0; React's, CC BY 4.0), aligned apart and adding only new Korean words (also measured, not kept).
// Only single word pairs are kept (scripts/korean-lexicon-align.ts says how they are chosen), with
// their counts, less loanwords; no string of any source is copied. Deterministic for the same inputs.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { soundsLike } from "../lib/routing/vocabulary";
import { align, type LexiconSource } from "./korean-lexicon-align";
import { chromium } from "./korean-lexicon-sources/chromium";
import { readDocSources } from "./korean-lexicon-sources/docs";
import { libreOffice } from "./korean-lexicon-sources/libreoffice";
import { mozilla } from "./korean-lexicon-sources/mozilla";
import { withProse } from "./korean-lexicon-sources/prose";
import { vscode } from "./korean-lexicon-sources/vscode";

const TABLE = path.join(process.cwd(), "lib/routing/data/korean-lexicon.json");

/** the table's sources, one a line; --only NAME,NAME keeps those listed (for measuring) */
const SOURCES: Record<string, LexiconSource> = {
  vscode,
  libreoffice: libreOffice,
};

/** sources measured and not kept, read only with --with NAME,NAME */
const MEASURED: Record<string, LexiconSource> = {
  chromium,
  mozilla,
};

// node's own argument parser: a flag given without its value is an error that names it
const ARGS = {
  out: { type: "string" },
  show: { type: "boolean" },
  only: { type: "string" },
  with: { type: "string" },
  docs: { type: "boolean" },
} as const;

function chosenSources(only: string | undefined, extra: string | undefined): [string, LexiconSource][] {
  const onlyList = only?.split(",");
  const extraList = extra?.split(",") ?? [];
  return [...Object.entries(SOURCES), ...Object.entries(MEASURED).filter(([k]) => extraList.includes(k))].filter(
    ([k]) => !onlyList || onlyList.includes(k),
  );
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

function main(): void {
  const { values: opt, positionals } = parseArgs({ options: ARGS, allowPositionals: true });
  const folder = positionals[0];
  if (!folder) throw new Error("usage: npx tsx scripts/make-korean-lexicon.ts <folder>");
  const files = walk(path.resolve(folder));
  const read = chosenSources(opt.only, opt.with).map(([, s]) => ({ source: s, strings: s.read(files) }));
  // a loanword (파일 file, 폴더 folder) is left to the loanword rule, which reads it against the
  // catalog's own spelling at full weight (vocabulary.ts): the table would only read it again, lower
  const docs = readDocSources(files, !!opt.docs);
  const aligned = withProse(align(read.flatMap((r) => r.strings)), docs.pairs);
  // (a plural's Hangul is the singular's: 세그먼트 segments)
  const pairs = aligned.filter((p) => !soundsLike(p.ko, p.en) && !soundsLike(p.ko, p.en.replace(/s$/, "")));
  const table: Record<string, string[]> = {};
  for (const p of pairs) (table[p.ko] ??= []).push(p.en);
  const json = {
    about:
      "Korean word -> English word(s), aligned from English/Korean software UI strings by scripts/make-korean-lexicon.ts (docs/routing.md).",
    sources: [...read.map((r) => ({ name: r.source.name, licence: r.source.licence, strings: r.strings.length })), ...docs.sources],
    pairs: pairs.length,
    loanwordsLeftOut: aligned.length - pairs.length,
    table,
  };
  fs.writeFileSync(opt.out ?? TABLE, JSON.stringify(json, null, 0).replace(/\],"/g, '],\n"') + "\n");
  const counts = read.map((r) => `${r.strings.length} (${r.source.licence})`).join(" + ");
  console.log(`${counts} strings -> ${pairs.length} pairs, ${Object.keys(table).length} Korean words`);
  if (opt.show) for (const p of pairs) console.log(p.ko, p.en, p.links, p.dice);
}

main();
