// Vowels of a loanword (issue 34), where the sound shapes say only "a vowel": a loanword keeps an
// English word's vowels too, so when both words have as many vowels each Korean one must be a way
// of writing the English one at its place (중간 and chunking share SaNKaN, but ㅏ never writes the
// i of -ing). ㅓ writes any unstressed vowel; ㅡ is the inserted no-vowel and is skipped.
//
// Diphthongs: Korean writes one English vowel as two where English says two sounds: a long a as
// 에이 (state 스테이트, crate 크레이트, simulator 시뮬레이터, interface 인터페이스), a long i as
// 아이 (type 타입, pipeline 파이프라인), oi/oy as 오이 (pointer 포인터), ou/ow as 아우 or 오우
// (cloud 클라우드). The second vowel is a syllable of its own with a silent ㅇ, so counted one by
// one the Korean word has a vowel more than the English and the vowels were never compared: the
// pair is also read as the one vowel it writes.
//
// ㅡ is the vowel Korean inserts between English consonants (스크립트), in a syllable of its own or
// before an l (구글, 타이틀); with another final consonant (는, 은, 든, 음) it is a native ending, so
// 가는데 is not "counter" and 하는데 not "hunter". And a loanword is written without the tense stops
// ㄲ ㄸ ㅃ (the loanword orthography's rule: 버그, not 버끄), so 바깥 (outside) is not "backward".
//
// A long u or o (the vowel, one consonant and a final silent e: module, cube, rule; code, node,
// remote) is written 유 or 우, and 오, never ㅏ or ㅓ, so 모달 is modal and not module, 카드 not code.
import { JONG_RIEUL, JUNG_EU, syllableParts } from "./hangul";
import { HANGUL_CHAR } from "./words";

const IEUNG = 11;

/** The English letters each Korean vowel may write, by jungseong index; "U" and "O" are a long u and o. */
const JUNG_VOWELS = [
  "aou", // ㅏ
  "ae", // ㅐ (a short a, an e; never i: 배경 is not bigin)
  "ia", // ㅑ
  "a", // ㅒ
  "aeiou", // ㅓ
  "ae", // ㅔ
  "eio", // ㅕ
  "e", // ㅖ
  "oaO", // ㅗ
  "w", // ㅘ
  "w", // ㅙ
  "w", // ㅚ
  "iuo", // ㅛ
  "uoU", // ㅜ
  "w", // ㅝ
  "w", // ㅞ
  "w", // ㅟ
  "uU", // ㅠ
  "", // ㅡ (skipped)
  "ui", // ㅢ
  "ieya", // ㅣ (-ate: 템플릿)
];

/** A vowel and the silent-ㅇ syllable after it that write one English vowel: first vowel, second, what they write. */
const DIPHTHONGS: readonly [number, number, string][] = [
  [5, 20, "ae"], // 에이: state, they
  [1, 20, "ae"], // 애이
  [0, 20, "iy"], // 아이: type, line
  [8, 20, "o"], // 오이: pointer, toy
  [0, 13, "o"], // 아우: cloud, download
  [8, 13, "oO"], // 오우: flow, show, code
];

/**
 * The Korean word's vowels (ㅡ skipped) as the English letters each may write: one reading one by
 * one, and, when the word has a diphthong, a second with each diphthong read as one vowel.
 * Empty when a character is not a Hangul syllable.
 */
export function hangulVowelReadings(word: string): string[][] {
  const parts: { jung: number; cho: number; jong: number }[] = [];
  for (const ch of word) {
    const c = ch.charCodeAt(0);
    if (!HANGUL_CHAR(c)) return [];
    parts.push(syllableParts(c));
  }
  const plain: string[] = [];
  const merged: string[] = [];
  let any = false;
  for (let i = 0; i < parts.length; i++) {
    const { jung, jong } = parts[i];
    if (jung === JUNG_EU) continue;
    plain.push(JUNG_VOWELS[jung]);
    const next = parts[i + 1];
    const pair = !jong && next?.cho === IEUNG ? DIPHTHONGS.find(([a, b]) => a === jung && b === next.jung) : undefined;
    if (pair) {
      merged.push(pair[2]);
      plain.push(JUNG_VOWELS[next.jung]);
      any = true;
      i++;
    } else merged.push(JUNG_VOWELS[jung]);
  }
  return any ? [plain, merged] : [plain];
}

/**
 * The English word's vowel groups, first letter of each (a silent final e dropped; a long u or o
 * before it as "U" or "O"): chunking -> u, i; module -> o, U; code -> O.
 */
export function latinVowels(word: string): string[] {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  const long = w.length > 3 ? /([ou])[^aeiouy]e$/.exec(w)?.[1] : undefined;
  if (w.length > 3 && /[^aeiouy]e$/.test(w)) w = w.slice(0, -1);
  const out = (w.match(/[aeiou]+|(?<=[^aeiou])y/g) ?? []).map((g) => g[0]);
  if (long && out[out.length - 1] === long) out[out.length - 1] = long.toUpperCase();
  return out;
}

/** Each Korean vowel writes the English one at its place (a w-glide, with `glide`, any vowel). */
export function vowelsFit(ko: readonly string[], en: readonly string[], glide: boolean): boolean {
  return (
    ko.length === en.length && ko.every((allowed, i) => allowed.includes(en[i]) || (glide && allowed === "w" && /[aeiouUO]/.test(en[i])))
  );
}

/** ㄲ ㄸ ㅃ, as initials, and ㄲ as a final. */
const TENSE_CHO = new Set([1, 4, 8]);
const TENSE_JONG = 2;

/**
 * Whether every syllable could be a loanword's: no ㅡ with a final consonant other than ㄹ, and no
 * ㄲ, ㄸ or ㅃ (loanwords are written without tense stops, so 바깥 is not backward and 딸 not doll).
 */
export function loanwordSyllables(word: string): boolean {
  for (const ch of word) {
    const c = ch.charCodeAt(0);
    if (!HANGUL_CHAR(c)) continue;
    const { cho, jung, jong } = syllableParts(c);
    if ((jung === JUNG_EU && jong && jong !== JONG_RIEUL) || TENSE_CHO.has(cho) || jong === TENSE_JONG) return false;
  }
  return true;
}
