// The Korean stripper ("strip" mode, and the stem for "both"): particles and verb endings cut from
// a word's end (korean-endings.ts holds them), respecting which particles can follow a final
// consonant, then a conjugated last syllable taken back to its verb stem (korean-verb-stem.ts).
// Apart from the analyser because it is the one rule Korean words go through before they are terms.
import { batchimIsRieul, hasBatchim } from "./hangul";
import { KO_ENDINGS, KO_PARTICLES, VERBAL_ENDING, type Particle } from "./korean-endings";
import { wordMemo } from "./index-memo";
import { verbStem } from "./korean-verb-stem";
import { KO_STOP } from "./stop-words";

function particleFits(stem: string, p: Particle): boolean {
  const last = stem[stem.length - 1];
  switch (p.after) {
    case "any":
      return true;
    case "consonant":
      return hasBatchim(last);
    case "vowel":
      return !hasBatchim(last);
    case "vowel-or-rieul":
      return !hasBatchim(last) || batchimIsRieul(last);
  }
}

interface Cut {
  s: string;
  /** syllables that must remain */
  min: number;
  /** particles only: the final syllable it may follow */
  fits?: Particle;
}
/** Endings, then particles, grouped by their last syllable, longest first. */
function byLast(cuts: Cut[]): Map<string, Cut[]> {
  const m = new Map<string, Cut[]>();
  for (const c of cuts) {
    const k = c.s[c.s.length - 1];
    const list = m.get(k) ?? [];
    list.push(c);
    m.set(k, list);
  }
  for (const list of m.values()) list.sort((a, b) => b.s.length - a.s.length);
  return m;
}
const ENDING_CUTS = byLast(KO_ENDINGS.map((e) => ({ s: e, min: e.length === 1 || !VERBAL_ENDING.test(e) ? 2 : 1 })));
const PARTICLE_CUTS = byLast(KO_PARTICLES.map((p) => ({ s: p.s, min: p.s.length === 1 ? 2 : 1, fits: p })));

function cutOnce(w: string, cuts: Map<string, Cut[]>): string | null {
  for (const c of cuts.get(w[w.length - 1]) ?? []) {
    if (w.length - c.s.length >= c.min && w.endsWith(c.s)) {
      const stem = w.slice(0, -c.s.length);
      if (!c.fits || particleFits(stem, c.fits)) return stem;
    }
  }
  return null;
}

const stripCache = new Map<string, string>();

/**
 * Strip particles and endings from one Hangul word, at most three times, never leaving fewer
 * than two syllables after a one-syllable particle (so "광고" and "속도" keep their last syllable)
 * or fewer than one after a longer ending. Returns "" for a word that is only a particle.
 */
export function stripKorean(word: string): string {
  return wordMemo(stripCache, word, () => stripOnce(word));
}

function stripOnce(word: string): string {
  let w = KO_STOP.has(word) ? "" : word;
  for (let pass = 0; pass < 3 && w; pass++) {
    const next = cutOnce(w, ENDING_CUTS) ?? cutOnce(w, PARTICLE_CUTS);
    if (next === null) break;
    w = next;
  }
  if (w) w = verbStem(w, word);
  return KO_STOP.has(w) ? "" : w;
}
