import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { WordTable, words } from "./words";

// The table must read exactly the words words() reads, in order: the body index is built with one
// and prompts are analysed with the other.
const read = (table: WordTable, text: string) => {
  const out: string[] = [];
  table.scan(text, (id) => out.push(table.words[id].text));
  return out;
};

describe("words", () => {
  it("splits at script boundaries and lower-cases, by hand", () => {
    expect(words("PR을 Code-Review 해줘, docx로!")).toEqual([
      { text: "pr", hangul: false },
      { text: "을", hangul: true },
      { text: "code", hangul: false },
      { text: "review", hangul: false },
      { text: "해줘", hangul: true },
      { text: "docx", hangul: false },
      { text: "로", hangul: true },
    ]);
    // full-width letters are NFKC-normalised into ASCII words
    expect(words("ＡＰＩ key").map((w) => w.text)).toEqual(["api", "key"]);
  });

  it("a WordTable reads the same words as words(), and one id per distinct word", () => {
    const alphabet = fc.constantFrom(..."ab AB-_.\n리뷰를 é ß ＡＢ 1 2 😀 中".split(""));
    fc.assert(
      fc.property(fc.array(fc.string({ unit: alphabet, maxLength: 60 }), { maxLength: 8 }), (texts) => {
        const table = new WordTable();
        for (const t of texts) expect(read(table, t)).toEqual(words(t).map((w) => w.text));
        const all = texts.flatMap((t) => words(t).map((w) => w.text));
        expect(table.words.map((w) => w.text).sort()).toEqual([...new Set(all)].sort());
        // the Hangul flag is the word's own
        for (const w of table.words) expect(w.hangul).toBe(/^[\uac00-\ud7a3]+$/.test(w.text));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps ids stable while the table grows past its first size", () => {
    const table = new WordTable();
    const text = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(" ");
    const first = read(table, text);
    const ids: number[] = [];
    table.scan(text, (id) => ids.push(id));
    expect(first).toHaveLength(5000);
    expect(ids).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });
});
