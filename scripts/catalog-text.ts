// The English content words of a catalog's entries, as the authoring scripts count them
// (catalog-words.ts, catalog-coverage.ts): each entry's name, description and when_to_use (not
// bodies: routing reads those first and they are what a request meets), split into lower-case Latin
// words, less the router's English stop words, words under three letters and words with an
// apostrophe, each with the router's English stem (english-stem.ts), so "deploys" and "deploy" meet.
import { readCatalogDir } from "../cli/io";
import { parseEntry } from "../lib/skills/catalog";
import { stemEn } from "../lib/routing/english-stem";
import { EN_STOP } from "../lib/routing/stop-words";

export interface CatalogWord {
  word: string;
  stem: string;
}

/** one list of content words per entry of the catalog folder, in text order, repeats kept */
export function catalogEntryWords(dir: string): CatalogWord[][] {
  const out: CatalogWord[][] = [];
  for (const f of readCatalogDir(dir, () => {})) {
    const e = parseEntry(f.path, f.text);
    if (!e) continue;
    const text = [e.name.replace(/[-_]/g, " "), e.description, e.whenToUse ?? ""].join(" ").toLowerCase();
    out.push(
      (text.match(/[a-z]+(?:'[a-z]+)?/g) ?? [])
        .filter((w) => w.length >= 3 && !EN_STOP.has(w) && !w.includes("'"))
        .map((word) => ({ word, stem: stemEn(word) })),
    );
  }
  return out;
}
