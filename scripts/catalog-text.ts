// The English content words of a catalog's entries, as the authoring scripts count them
// (catalog-words.ts, catalog-coverage.ts): each entry's name, description and when_to_use (not
// bodies: routing reads those first and they are what a request meets), split into lower-case Latin
// words, less the router's English stop words, words under three letters and words with an
// apostrophe, each with the router's English stem (english-stem.ts), so "tests" and "test" meet.
import { readCatalogDir } from "../cli/io";
import { parseEntry } from "../lib/skills/catalog";
import { stemEn } from "../lib/routing/english-stem";
import { stripKorean } from "../lib/routing/korean-strip";
import { EN_STOP, KO_STOP } from "../lib/routing/stop-words";
import { words } from "../lib/routing/words";

export interface CatalogWord {
  word: string;
  stem: string;
}

/** each entry's name, description and when_to_use */
function entryTexts(dir: string): string[] {
  return readCatalogDir(dir, () => {})
    .map((f) => parseEntry(f.path, f.text))
    .filter((e) => e !== null && e !== undefined)
    .map((e) => [e.name.replace(/[-_]/g, " "), e.description, e.whenToUse ?? ""].join(" "));
}

/** one list of content words per entry of the catalog folder, in text order, repeats kept */
export function catalogEntryWords(dir: string): CatalogWord[][] {
  const out: CatalogWord[][] = [];
  for (const entry of entryTexts(dir)) {
    const text = entry.toLowerCase();
    out.push(
      (text.match(/[a-z]+(?:'[a-z]+)?/g) ?? [])
        .filter((w) => w.length >= 3 && !EN_STOP.has(w) && !w.includes("'"))
        .map((word) => ({ word, stem: stemEn(word) })),
    );
  }
  return out;
}

/**
 * The Hangul content words of each entry, as dictionary keys (korean-strip.ts takes 검사해줘 to
 * 검사): less the router's Korean stop words and one-syllable keys; `stem` is the key, `word` as written.
 */
export function catalogEntryKoreanWords(dir: string): CatalogWord[][] {
  return entryTexts(dir).map((text) =>
    words(text)
      .filter((w) => w.hangul)
      .map((w) => ({ word: w.text, stem: stripKorean(w.text) || w.text }))
      .filter(({ word, stem }) => stem.length >= 2 && !KO_STOP.has(stem) && !KO_STOP.has(word)),
  );
}
