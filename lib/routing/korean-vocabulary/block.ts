// The vocabulary's text form: "한국어 = English; 한국어 = English" lines, one domain a block, so a
// file reads like a word list. Split apart from the lists so each domain file is only words.
import type { SynonymPair } from "../synonyms";

/** "a = b; c = d" lines -> pairs; anything not of that shape is skipped */
export function vocabularyBlock(text: string): SynonymPair[] {
  return text
    .split("\n")
    .flatMap((line) => line.split(";"))
    .map((p) => p.split("="))
    .filter((p) => p.length === 2 && p[0].trim() !== "" && p[1].trim() !== "")
    .map(([a, b]) => [a.trim(), b.trim()] as SynonymPair);
}
