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

/**
 * "english = 한국어, 한국어; english = 한국어" lines -> [Korean, English] pairs, the vocabulary's
 * order: a list written English first, one English word and every Korean rendering of it a row
 */
export function englishFirstBlock(text: string): SynonymPair[] {
  return vocabularyBlock(text).flatMap(([en, kos]) =>
    kos
      .split(",")
      .map((ko) => ko.trim())
      .filter(Boolean)
      .map((ko): SynonymPair => [ko, en]),
  );
}
