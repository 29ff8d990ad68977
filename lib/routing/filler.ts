// Filler (issue 34): words of a prompt that say how the user talks, not what the job is. Why-not's
// "missing words" list what a skill's text would need to win; an adverb ("mostly", "quickly") or a
// request verb ("만들어줘", "정리해줘") is no word a description should add. By rule, not by list:
// an English -ly adverb, a Korean word ending in a request ending, the stop words, and numbers and
// single syllables (a count is no topic).
import { EN_STOP, KO_STOP } from "./stop-words";

/** Korean request endings: 줘, 주세요, 줄래, 봐, 할래, 하자, 해봐 (만들어줘, 정리해 주세요). */
const KO_REQUEST = /(?:줘|주세요|줄래|줄래요|줄 수 있어|봐|봐요|할래|하자|해봐|해 봐)$/;

/** Adverbs in -ly of five letters or more ("mostly", "quickly"); "reply", "apply", "supply" are verbs. */
const EN_ADVERB = /^[a-z]{3,}ly$/;
const NOT_ADVERB = new Set([
  "apply",
  "reply",
  "supply",
  "family",
  "assembly",
  "anomaly",
  "monopoly",
  "italy",
  "rally",
  "tally",
  "jelly",
  "belly",
  "fly",
  "ally",
  "holly",
  "bully",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "hourly",
  "quarterly",
  "friendly",
  "early",
  "only",
  "ugly",
  "silly",
]);

/** A number or a single Hangul syllable (두, 개, 배: a count or a counter); two letters may be a topic (ci, db, ui). */
const TOO_SHORT = /^(?:\d+|[\uac00-\ud7a3])$/;

export function isFiller(word: string): boolean {
  const w = word.toLowerCase();
  if (EN_STOP.has(w) || KO_STOP.has(w) || TOO_SHORT.test(w)) return true;
  if (EN_ADVERB.test(w) && !NOT_ADVERB.has(w)) return true;
  return KO_REQUEST.test(w);
}
