// The English stemmer the index and the query share: plural and tense suffixes, and the derivations
// that name the same action. Apart from the analyser because it is one rule with its own cases
// (text.test.ts), and the dictionary and the vocabulary key words with it too.

const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer: plural -s/-es/-ies, -ing, -ed, then a final -e and a doubled final
 * consonant, so "write", "writes", "writing" and "written"... meet at "writ" (not "written").
 * Deliberately small: it only has to be consistent between index and query.
 */
export function stemEn(w: string): string {
  if (w.length <= 3 || /\d/.test(w)) return w;
  let s = w;
  if (s.endsWith("ies") && s.length > 4) s = s.slice(0, -3) + "y";
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(ss|us|is|ys|as|os)$/.test(s)) s = s.slice(0, -1);
  let cut = false;
  if (s.endsWith("ing") && s.length > 5 && VOWEL.test(s.slice(0, -3))) {
    s = s.slice(0, -3);
    cut = true;
  } else if (s.endsWith("ed") && !s.endsWith("eed") && s.length > 4 && VOWEL.test(s.slice(0, -2))) {
    s = s.slice(0, -2);
    cut = true;
  }
  if (cut && s.length > 3 && /([bcdfghjkmnpqrtvwxz])\1$/.test(s)) s = s.slice(0, -1);
  // derivations that name the same action: containerize/containerization -> container,
  // migration/migrate -> migrat, validation/validate -> validat
  if (s.endsWith("ization") && s.length > 10) s = s.slice(0, -7);
  else if (s.endsWith("ize") && s.length > 7) s = s.slice(0, -3);
  else if (cut && s.endsWith("iz") && s.length > 6) s = s.slice(0, -2);
  else if (s.endsWith("ation") && s.length > 7) s = s.slice(0, -3);
  if (s.endsWith("e") && s.length > 4) s = s.slice(0, -1);
  return s;
}
