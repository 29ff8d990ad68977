// What the developer-documentation sources of the learned Korean lexicon share
// (scripts/make-korean-lexicon.ts; sphinx-po.ts, react-docs.ts): translated documentation comes in
// paragraphs, longer than the aligner takes (korean-lexicon-align.ts MAX_WORDS content words), so
// each paragraph is cut into sentences, paired in order only when both sides have as many; and prose
// is aligned apart from the UI strings, adding only Korean words their table lacks.
import { soundsLike } from "../../lib/routing/vocabulary";
import { align, type LexiconPair, type Parallel } from "../korean-lexicon-align";

/** a paragraph's sentences: cut after . ! ? (or 。) followed by a space */
export function sentences(s: string): string[] {
  return s
    .split(/(?<=[.!?。])\s+(?=\S)/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
}

/** a translated paragraph as pairs: sentence by sentence where both sides have as many, else whole */
export function sentencePairs(en: string, ko: string): Parallel[] {
  const es = sentences(en);
  const ks = sentences(ko);
  return es.length > 1 && es.length === ks.length ? es.map((e, i): Parallel => [e, ks[i]]) : [[en, ko]];
}

/**
 * The Korean word written as the sound of a part of the English word (멀티 multipart, 헤드 heading):
 * a loanword, which the loanword rule reads against the catalog's own spelling (vocabulary.ts), as
 * the lexicon script leaves out whole-word loanwords (파일 file).
 */
export function soundsLikePart(ko: string, en: string): boolean {
  for (let i = 3; i < en.length; i++) if (soundsLike(ko, en.slice(0, i)) || soundsLike(ko, en.slice(en.length - i))) return true;
  return false;
}

/**
 * The UI table's pairs, then the prose's for Korean words the UI table lacks. Prose is aligned apart:
 * its long sentences hold common words (설치, 추가, 닫기) unlinked so often that, aligned together
 * with the short UI strings, those words fall under the aligner's share of linked strings.
 */
export function withProse(ui: LexiconPair[], prose: Parallel[]): LexiconPair[] {
  const known = new Set(ui.map((p) => p.ko));
  const added = align(prose).filter((p) => !known.has(p.ko) && !soundsLikePart(p.ko, p.en));
  return [...ui, ...added].sort((a, b) => (a.ko < b.ko ? -1 : a.ko > b.ko ? 1 : 0));
}
