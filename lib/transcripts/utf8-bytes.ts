// Sizes are given in UTF-8 bytes, the unit of the file on disk, not in UTF-16 code units (a JS
// string's length), which are 1/3 short for CJK text and 1/2 for most emoji.

/**
 * UTF-8 length of a string without encoding it. A surrogate pair is four bytes, counted two per
 * half so that a pair split across two chunks still adds up; a lone surrogate counts two (the
 * encoder would write three for its replacement character, a difference no real file shows).
 */
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800 || (c >= 0xd800 && c <= 0xdfff)) n += 1;
    else n += 2;
  }
  return n;
}
