// Loanwords (issue 34): how Korean writes an English word, as rules on the English spelling, so a
// Hangul word meets its Latin form by sound shape (vocabulary.ts) without a list of pairs.
//   a silent r     a vowel and the r after it (before a consonant or at the end) are one unstressed
//                  vowel: docker 도커, server 서버, vercel 버셀, kubernetes 쿠버네티스
//   -tion, -sion   are written 션: notion 노션, session 세션
//   a final ch/sh  takes a vowel after it: search 서치, cash 캐시
//   ew, iew        are written 유/우: news 뉴스, review 리뷰, view 뷰
//   a final ow     is written 오우, two vowels: flow 플로우, window 윈도우, follow 팔로우 (spelt "owu":
//                  the shapes skip w, so the vowels count o and u)
//   an initial h   is written ㅎ (helm 헬름, hub 허브, host 호스트), and a word that starts with ㅎ
//                  starts with h or wh (white 화이트): sound shapes leave h out on both sides, so
//                  without this 이름 (name) read as helm
//   an initial w   before a vowel is written with a glide (워크 work, 웹 web, 위키 wiki, 와이어 wire,
//                  우드 wood): the shapes leave w out, so without this 이름 (name) read as warm
//   a base form     Korean writes an English noun without its plural and a verb without -ing
//                  (모달 for "modals", 포인터 for "pointers", 터널 for "tunneling"), so a catalog
//                  word is also found by its base form
//   a final th     is written ㅅ: monolith 모놀리스, path 패스, health 헬스
//   a final re     after a vowel, with three consonant sounds before it, is silent like the r
//                  before a consonant: cloudflare 클라우드플레어, software 소프트웨어 (a shorter word
//                  keeps it: before, measure)
//   igh            is a long i, its gh silent: insight 인사이트, highlight 하이라이트, weight 웨이트
//   two-way letters a soft g and a Greek ch are also read as j and k (loanword-alternates.ts):
//                  magic 매직, registry 레지스트리, fintech 핀테크, schema 스키마
// The word is found by its own spelling or by the one these rules give (vocabulary.ts `soundsLike`);
// a two-consonant shape (도커, 뉴스) only for a word with no ending the analyser would cut and every
// vowel agreeing, since short shapes meet native words with an ending (딸이 / daily).
import { alternateReadings } from "./loanword-alternates";
import { LETTER_CLASS, latinLetters } from "./loanword-consonants";

/**
 * The consonant sounds of a spelling (its sound shape's consonants): a final "re" is silent only
 * in a word with three of them before it (cloudflare, software, compare), since in a shorter one
 * the shape left (before -> befo, measure -> measu) meets native Korean words (배포, 매수).
 */
const consonantSounds = (w: string) =>
  [...latinLetters(w)]
    .map((c) => LETTER_CLASS[c] ?? "")
    .join("")
    .replace(/(.)\1+/g, "$1")
    .replace(/a/g, "").length;

/**
 * The spellings Korean may hear an English word as: the word itself, then as the rules write it,
 * then that with its two-way letters read the other way (loanword-alternates.ts).
 */
export function loanwordSpellings(word: string): string[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  const heard = heardSpelling(w);
  const out = heard && heard !== w ? [w, heard] : [w];
  // the other reading as written and as heard (manager -> manajer -> manaja, 매니저), with three
  // consonant sounds at least: charger read "chaja" has the shape of 찾아 (find), a verb and its ending
  for (const alt of alternateReadings(w))
    for (const x of [alt, heardSpelling(alt)]) if (x && !out.includes(x) && consonantSounds(x) >= 3) out.push(x);
  return out;
}

/** The word as the rules write it (the word itself when no rule applies): the one form a base form is registered under. */
export function heardSpelling(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  return w
    .replace(/[ts]ion(?=s?$)/, "shon")
    .replace(/igh/g, "i")
    .replace(/(?<=[aeiouy])re(?=s?$)/, (re, at: number, s: string) => (consonantSounds(s.slice(0, at)) >= 3 ? "r" : re))
    .replace(/[aeiouy]+r+(?=[^aeiouy]|$)/g, "a")
    .replace(/(?:tch|ch|sh)$/, "$&i")
    .replace(/i?ew/g, "u")
    .replace(/ow$/, "owu")
    .replace(/th(?=s?$)/, "s");
}

/** Whether a Hangul word and an English word agree on an initial h: ㅎ for h, no ㅎ for a vowel or another consonant. */
export function initialHAgrees(hangulWord: string, english: string): boolean {
  const c = hangulWord.charCodeAt(0) - 0xac00;
  if (c < 0 || c > 11171) return true;
  const hieut = Math.floor(c / 588) === 18;
  const w = english.toLowerCase();
  // (a silent h, hour 아워, is rare enough in catalogs to leave to the shapes' other checks)
  const h = w.startsWith("h");
  return hieut ? h || w.startsWith("wh") : !h;
}

/** ㅇ with a w-glide or ㅜ (와 왜 외 워 웨 위 우): how Korean writes an English w before a vowel. */
const W_GLIDES = new Set([9, 10, 11, 13, 14, 15, 16]);

/** Whether a Hangul word can write an English word's initial w: an English w before a vowel needs a glide. */
export function initialWAgrees(hangulWord: string, english: string): boolean {
  if (!/^w[aeiouy]/i.test(english)) return true;
  const c = hangulWord.charCodeAt(0) - 0xac00;
  if (c < 0 || c > 11171) return true;
  return Math.floor(c / 588) === 11 && W_GLIDES.has(Math.floor((c % 588) / 28));
}

/** Both initial rules: h and w. */
export const initialAgrees = (hangulWord: string, english: string) =>
  initialHAgrees(hangulWord, english) && initialWAgrees(hangulWord, english);

/**
 * The form Korean writes an English word in, when it differs from the word: a plural's singular
 * (modals -> modal, communities -> community, caches -> cache, branches -> branch), a verb's -ing form without it (tunneling -> tunnel).
 * Null for a word already in that form.
 */
export function loanwordBase(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 5 || /[^a-z]/.test(w)) return null;
  if (/[^aeiou]ies$/.test(w)) return w.slice(0, -3) + "y";
  if (/(?:[tnr]ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (/[^suiy]s$/.test(w)) return w.slice(0, -1);
  if (w.length >= 7 && w.endsWith("ing") && !w.endsWith("thing") && /[aeiouy]/.test(w.slice(0, -3))) {
    const b = w.slice(0, -3);
    return /([bdgmnprt])\1$/.test(b) ? b.slice(0, -1) : b;
  }
  return null;
}
