// Learns the Korean-English word table lib/routing/data/korean-lexicon.json from real parallel
// software UI text (issue 34: Korean requests on English catalogs; the router reads the table in
// lib/routing/korean-lexicon-reading.ts). Run by hand, never at test or build time:
//
//   npx tsx scripts/make-korean-lexicon.ts <folder> [--out FILE] [--show] [--docs]
//
// <folder> holds the unpacked sources (found anywhere under it):
// - VS Code's Korean language pack, npm @codingame/monaco-vscode-language-pack-ko (MIT):
//   translations/extensions/*.i18n.json, whose "bundle" sections map English strings to Korean, and
//   translations/main.i18n.json.js, the core's Korean strings by number;
// - the English of those numbers: the `localize(n, "English")` calls of VS Code's code as packaged
//   by npm @codingame/monaco-vscode-api (MIT; any further @codingame/monaco-vscode-* package of the
//   same version adds its own calls);
// - LibreOffice's Korean UI, Debian libreoffice-l10n-ko (MPL-2.0; `apt-get download`, then
//   `dpkg-deb -x`): program/resource/ko/LC_MESSAGES/*.mo, msgid English -> msgstr Korean.
// - with --docs, translated developer documentation (korean-lexicon-sources/docs.ts: the Python
//   documentation's Korean, PSF-2.0; React's, CC BY 4.0), aligned apart and adding only new Korean words.
// Only single word pairs are kept (scripts/korean-lexicon-align.ts says how they are chosen), with
// their counts, less loanwords; no string of either source is copied. Deterministic for the same inputs.
import fs from "node:fs";
import path from "node:path";
import { soundsLike } from "../lib/routing/vocabulary";
import { align, type Parallel } from "./korean-lexicon-align";
import { readDocSources } from "./korean-lexicon-sources/docs";
import { withProse } from "./korean-lexicon-sources/prose";

const TABLE = path.join(process.cwd(), "lib/routing/data/korean-lexicon.json");

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

/** a GNU .mo catalogue's (msgid, msgstr) pairs: singular forms, message context dropped */
function readMo(file: string): Parallel[] {
  const b = fs.readFileSync(file);
  const le = b.readUInt32LE(0) === 0x950412de;
  const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const n = u32(8);
  const str = (table: number, i: number) => {
    const len = u32(table + i * 8);
    const off = u32(table + i * 8 + 4);
    return b.toString("utf8", off, off + len);
  };
  const out: Parallel[] = [];
  for (let i = 0; i < n; i++) {
    const id = str(u32(12), i);
    const tr = str(u32(16), i);
    if (!id || !tr) continue;
    out.push([id.slice(id.indexOf("\u0004") + 1).split("\u0000")[0], tr.split("\u0000")[0]]);
  }
  return out;
}

/** a VS Code language pack file's bundle sections: English string -> Korean */
function readBundle(file: string): Parallel[] {
  const contents = JSON.parse(fs.readFileSync(file, "utf8")).contents ?? {};
  const bundle: Record<string, unknown> = contents.bundle ?? {};
  return Object.entries(bundle).filter((e): e is Parallel => typeof e[1] === "string");
}

/** the core's Korean strings by number (main.i18n.json.js: one array literal of strings) */
function readCoreKorean(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const body = text.slice(text.indexOf("["), text.lastIndexOf("]") + 1).replace(/^\s*undefined,/gm, "null,");
  return JSON.parse(body.replace(/,\s*\]$/, "]"));
}

/** the English of numbered strings: localize(n, "...") and localize2(n, '...') calls in packaged code */
function readCoreEnglish(files: string[]): Map<number, string> {
  const out = new Map<number, string>();
  const call = /localize2?\(\s*(\d+),\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;
  for (const f of files)
    for (const m of fs.readFileSync(f, "utf8").matchAll(call)) {
      const lit = m[2].startsWith("'") ? '"' + m[2].slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"') + '"' : m[2];
      try {
        out.set(Number(m[1]), JSON.parse(lit));
      } catch {
        // a literal JSON cannot read (an escape of JavaScript's own) is left out
      }
    }
  return out;
}

function main(): void {
  const folder = process.argv[2];
  if (!folder) throw new Error("usage: npx tsx scripts/make-korean-lexicon.ts <folder>");
  const files = walk(folder);
  const core = files.filter((f) => f.endsWith("main.i18n.json.js")).flatMap(readCoreKorean);
  const english = readCoreEnglish(files.filter((f) => f.endsWith(".js") && !f.endsWith("main.i18n.json.js")));
  const numbered: Parallel[] = [...english].filter(([i]) => typeof core[i] === "string").map(([i, en]) => [en, core[i]]);
  const vscode = [...files.filter((f) => f.endsWith(".i18n.json")).flatMap(readBundle), ...numbered];
  const office = files.filter((f) => f.endsWith(".mo")).flatMap(readMo);
  const docs = readDocSources(files, process.argv.includes("--docs"));
  // a loanword (파일 file, 폴더 folder) is left to the loanword rule, which reads it against the
  // catalog's own spelling at full weight (vocabulary.ts): the table would only read it again, lower
  const aligned = withProse(align([...vscode, ...office]), docs.pairs);
  // (a plural's Hangul is the singular's: 세그먼트 segments)
  const pairs = aligned.filter((p) => !soundsLike(p.ko, p.en) && !soundsLike(p.ko, p.en.replace(/s$/, "")));
  const table: Record<string, string[]> = {};
  for (const p of pairs) (table[p.ko] ??= []).push(p.en);
  const json = {
    about:
      "Korean word -> English word(s), aligned from English/Korean software UI strings by scripts/make-korean-lexicon.ts (docs/routing.md).",
    sources: [
      {
        name: "@codingame/monaco-vscode-language-pack-ko and @codingame/monaco-vscode-api (VS Code's Korean UI and its English)",
        licence: "MIT",
        strings: vscode.length,
      },
      { name: "Debian libreoffice-l10n-ko (LibreOffice Korean UI)", licence: "MPL-2.0", strings: office.length },
      ...docs.sources,
    ],
    pairs: pairs.length,
    loanwordsLeftOut: aligned.length - pairs.length,
    table,
  };
  const at = process.argv.indexOf("--out");
  fs.writeFileSync(at > 0 ? process.argv[at + 1] : TABLE, JSON.stringify(json, null, 0).replace(/\],"/g, '],\n"') + "\n");
  console.log(`${vscode.length} + ${office.length} strings -> ${pairs.length} pairs, ${Object.keys(table).length} Korean words`);
  if (process.argv.includes("--show")) for (const p of pairs) console.log(p.ko, p.en, p.links, p.dice);
}

main();
