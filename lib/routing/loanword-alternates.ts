// Letters English reads two ways (issue 34, rules.md#routing-retrieve): a g before e, i or y is
// hard in some words and soft in others (get, target; magic, agenda, registry, manager), and a ch
// is "ch" in most words but k in the Greek ones (tech, schema, chrome, architecture). English
// spelling does not say which, so a loanword may be either: Korean writes the soft g as ㅈ (매직,
// 어젠다, 레지스트리, 매니저) and the Greek ch as ㅋ (테크, 스키마, 크롬, 아키텍처). The sound shapes
// class g with k and ch with s (vocabulary.ts), so without this 매직 (MaSaK) never meets magic
// (MaKaK). Each reading is offered beside the word's own, never instead of it: 타겟 still meets
// target. The Hangul word must still agree with it consonant by consonant (loanword-consonants.ts):
// ㅈ writes j, ㅋ writes k.

/** A soft g: g before e, i or y, not doubled and not after n (ng is one sound), read as j. */
const softG = (w: string) => w.replace(/(?<![gn])g(?=[eiy])/g, "j");

/**
 * A Greek ch read as k: before r or l (chrome, synchronize, chlorine), after s (schema, schedule),
 * in "tech" before n or at the end (tech, fintech, technical), and in an initial "archi"
 * (architecture, archive). Elsewhere ch is ch (search, branch, cache, chart).
 */
const greekCh = (w: string) =>
  w
    .replace(/ch(?=[rl])/g, "k")
    .replace(/sch/g, "sk")
    .replace(/(?<=te)ch(?=n|s?$)/g, "k")
    .replace(/^archi/, "arki");

/** The other readings of a spelling's two-way letters, each one apart and both together; none when it has none. */
export function alternateReadings(spelling: string): string[] {
  const g = softG(spelling);
  const k = greekCh(spelling);
  const both = greekCh(g);
  return [...new Set([g, k, both])].filter((x) => x !== spelling);
}
