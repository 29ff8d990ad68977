// Hangul syllable arithmetic: a precomposed syllable (U+AC00..U+D7A3) is initial x 588 + vowel x 28
// + final consonant, so its parts are read by division, not from a table. Apart from the stripper
// and the verb-stem rule because both read syllables this way, and the bench asks "is it Korean?".
import { HANGUL_CHAR } from "./words";

const HANGUL_RE = /[\uac00-\ud7a3]/;
export const hasHangul = (s: string) => HANGUL_RE.test(s);

/** the final consonants (jongseong) the rules name: ㄹ, and the past tense's ㅆ */
export const JONG_RIEUL = 8;
export const JONG_SS = 20;
/** the vowel ㅡ, which loanwords insert between consonants (스크립트 for "script") */
export const JUNG_EU = 18;

/** A syllable's initial consonant, vowel and final consonant (0: none), by their Unicode order. */
export function syllableParts(code: number): { cho: number; jung: number; jong: number } {
  const idx = code - 0xac00;
  return { cho: Math.floor(idx / 588), jung: Math.floor((idx % 588) / 28), jong: idx % 28 };
}

/** The syllable of an initial consonant and a vowel, no final consonant. */
export const composeSyllable = (cho: number, jung: number) => String.fromCharCode(0xac00 + cho * 588 + jung * 28);

/** True when a Hangul syllable has a final consonant (batchim). */
export function hasBatchim(syllable: string): boolean {
  const c = syllable.charCodeAt(0);
  return HANGUL_CHAR(c) && syllableParts(c).jong !== 0;
}
/** True when the final consonant is ㄹ (로/으로 follow it like a vowel). */
export function batchimIsRieul(syllable: string): boolean {
  const c = syllable.charCodeAt(0);
  return HANGUL_CHAR(c) && syllableParts(c).jong === JONG_RIEUL;
}
