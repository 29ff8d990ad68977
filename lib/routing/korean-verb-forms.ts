// A Korean request verb in a form the stripper leaves whole, read as the verb a word table writes
// (rules.md#routing-retrieve; issue 34: Korean requests on English catalogs). Users type verbs
// casually: 고칠, 만들어, 만든, 만드는, 눌러줘, 써줘 (쓰+어+줘). The stripper (korean-strip.ts) keeps
// what it cannot safely cut, because it also reads descriptions and a cut that makes an odd form
// meet a common word cost Top-1 (docs/routing.md, round 14: word forms). This rule runs on a
// prompt word only, and only when no table maps the word's key: it undoes one request ending and
// the vowel contraction or attributive -ㄹ before it (-ㄴ only where it took a ㄹ verb's ㄹ), and
// keeps a restored stem only when a table maps it: as itself or its -기 noun at two syllables or
// more (고치, 만들), as its dictionary form (-다) at one. A one-syllable stem is never a key by
// itself: 달, 쓰, 짜 alone are nouns or several verbs (docs/routing.md, round 15: casual verb forms).
import { composeSyllable, JONG_RIEUL, JUNG_EU, syllableParts } from "./hangul";
import { HANGUL_CHAR } from "./words";

/** request and connective endings after a verb's -아/-어 form or stem, longest first ("" = none) */
const ENDINGS = [
  "주세요",
  "줄래요",
  "봐줘요",
  "줄래",
  "줘요",
  "봐줘",
  "주고",
  "주면",
  "봐요",
  "보자",
  "야지",
  "서요",
  "고요",
  "는데",
  "는지",
  "려고",
  "려면",
  "줘",
  "봐",
  "야",
  "서",
  "고",
  "는",
  "면",
  "게",
  "지",
  "",
];

const JUNG = { A: 0, AE: 1, EO: 4, E: 5, YEO: 6, O: 8, WA: 9, WAE: 10, OE: 11, U: 13, WO: 14, I: 20 };
const CHO_IEUNG = 11;
const CHO_RIEUL = 5;
const CHO_NIEUN = 2;
const JONG_NIEUN = 4;
/** contracted vowels and the stem vowel before -아/-어: 써 <- 쓰, 고쳐 <- 고치, 줘 <- 주, 봐 <- 보, 돼 <- 되 */
const UNCONTRACT: Record<number, number[]> = {
  [JUNG.EO]: [JUNG_EU],
  [JUNG.A]: [JUNG_EU],
  [JUNG.YEO]: [JUNG.I],
  [JUNG.WO]: [JUNG.U],
  [JUNG.WA]: [JUNG.O],
  [JUNG.WAE]: [JUNG.OE],
};

const withJong = (cho: number, jung: number, jong: number) => String.fromCharCode(composeSyllable(cho, jung).charCodeAt(0) + jong);

/** The verb stems `form` (a word less `ending`, "" for none) may be conjugated from. */
function stems(form: string, ending: string): string[] {
  const cut = ending !== "";
  const last = form.charCodeAt(form.length - 1);
  if (!HANGUL_CHAR(last)) return [];
  const head = form.slice(0, -1);
  const { cho, jung, jong } = syllableParts(last);
  const out: string[] = [];
  if (jong === 0) {
    // the form is the stem (쓰는, 올리려고), or it swallowed -아/-어 whole (짜+아 = 짜줘)
    if (cut) out.push(form);
    const prev = head.charCodeAt(head.length - 1);
    if (head && HANGUL_CHAR(prev)) {
      const p = syllableParts(prev);
      // -어/-아 written apart after a stem's final consonant: 만들어 <- 만들, 넣어 <- 넣, 막아 <- 막
      if (cho === CHO_IEUNG && (jung === JUNG.EO || jung === JUNG.A) && p.jong !== 0) out.push(head);
      // 르 verbs: 골라 <- 고르, 눌러 <- 누르
      if (cho === CHO_RIEUL && (jung === JUNG.EO || jung === JUNG.A) && p.jong === JONG_RIEUL)
        out.push(head.slice(0, -1) + composeSyllable(p.cho, p.jung) + composeSyllable(CHO_RIEUL, JUNG_EU));
    }
    // with no ending, only a separate -어/-아 says "verb": a contracted vowel ends nouns too (사과, 정도)
    if (cut) {
      for (const v of UNCONTRACT[jung] ?? []) out.push(head + composeSyllable(cho, v));
      // ㄹ verbs lose their ㄹ before -는, -니, -세: 만드는 <- 만들
      if (ending.startsWith("는")) out.push(head + withJong(cho, jung, JONG_RIEUL));
    }
  } else if (!cut && (jong === JONG_NIEUN || jong === JONG_RIEUL) && !(jung === JUNG_EU && (cho === CHO_IEUNG || cho === CHO_NIEUN))) {
    // attributive -ㄹ: 올릴, 고칠 <- 올리, 고치; -ㄴ only in place of a ㄹ verb's ㄹ (만든 <- 만들): a
    // syllable in -ㄴ with its ㄴ dropped reads nouns in -ㄴ as other nouns (기한 as 기하, geometry).
    // Not 는/은/을/늘: those are endings or nouns.
    out.push(jong === JONG_RIEUL ? head + composeSyllable(cho, jung) : head + withJong(cho, jung, JONG_RIEUL));
  } else if (cut) out.push(form); // a stem ending in a consonant: 넣는, 막고
  return out.filter((s, i) => s && out.indexOf(s) === i);
}

/**
 * The table key a prompt word's verb form restores to, or null: `has` says whether a table maps a
 * key. Tried in order: the longest ending first, each stem as itself and as its -기 noun (two
 * syllables or more), and as its dictionary form (-다).
 */
export function restoredVerbKey(word: string, has: (key: string) => boolean): string | null {
  for (const e of ENDINGS) {
    if (!word.endsWith(e)) continue;
    const form = word.slice(0, word.length - e.length);
    // a lone syllable with no ending (달, 써, 짜) says too little to be read as a verb
    if (!form || (!e && form.length < 2)) continue;
    for (const s of stems(form, e)) {
      // a one-syllable stem's -기 noun is often another word (주기 cycle, 정기 regular)
      for (const key of s.length >= 2 ? [s, s + "다", s + "기"] : [s + "다"]) if (has(key)) return key;
    }
  }
  return null;
}
