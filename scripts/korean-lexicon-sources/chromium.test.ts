// The Chromium .pak reader (chromium.ts) on resource tables built here byte by byte, each expectation
// worked out by hand from the format: ids paired across the two files, aliases read, ICU branches
// and untranslated or non-text resources left out.
import { describe, expect, it } from "vitest";
import type { Parallel } from "../korean-lexicon-align";
import { pakPairs, readPak } from "./chromium";

/** a version-5 .pak of UTF-8 strings by id, with aliases [id, index of the entry it shares] */
function pak5(strings: [number, string][], aliases: [number, number][] = []): Buffer {
  const data = strings.map(([, s]) => Buffer.from(s, "utf8"));
  const head = Buffer.alloc(12 + (strings.length + 1) * 6 + aliases.length * 4);
  head.writeUInt32LE(5, 0);
  head.writeUInt8(1, 4);
  head.writeUInt16LE(strings.length, 8);
  head.writeUInt16LE(aliases.length, 10);
  let offset = head.length;
  strings.forEach(([id], i) => {
    head.writeUInt16LE(id, 12 + i * 6);
    head.writeUInt32LE(offset, 14 + i * 6);
    offset += data[i].length;
  });
  head.writeUInt32LE(offset, 14 + strings.length * 6); // the end entry: where the last one stops
  const at = 12 + (strings.length + 1) * 6;
  aliases.forEach(([id, index], i) => {
    head.writeUInt16LE(id, at + i * 4);
    head.writeUInt16LE(index, at + i * 4 + 2);
  });
  return Buffer.concat([head, ...data]);
}

describe("readPak", () => {
  it("reads each id's string up to the next entry's offset, and an alias as the entry it shares", () => {
    const strings = readPak(
      pak5(
        [
          [10, "Save page"],
          [12, "Print…"],
          [40, "Bookmarks"],
        ],
        [[41, 2]],
      ),
    );
    expect([...strings]).toEqual([
      [10, "Save page"],
      [12, "Print…"],
      [40, "Bookmarks"],
      [41, "Bookmarks"],
    ]);
  });

  it("reads version 4 (a 9-byte header, no aliases) and UTF-16 strings", () => {
    const s = Buffer.from("창 닫기", "utf16le");
    const b = Buffer.alloc(9 + 12);
    b.writeUInt32LE(4, 0);
    b.writeUInt32LE(1, 4);
    b.writeUInt8(2, 8);
    b.writeUInt16LE(7, 9);
    b.writeUInt32LE(21, 11);
    b.writeUInt16LE(0, 15);
    b.writeUInt32LE(21 + s.length, 17);
    expect([...readPak(Buffer.concat([b, s]))]).toEqual([[7, "창 닫기"]]);
  });

  it("refuses a version it does not know", () => {
    const b = pak5([[1, "x"]]);
    b.writeUInt32LE(6, 0);
    expect(() => readPak(b)).toThrow(/version 6/);
  });
});

describe("pakPairs", () => {
  it("pairs the same id; drops untranslated or non-Hangul resources and ICU branches; placeholders become spaces", () => {
    const en = new Map([
      [1, "Save page"],
      [2, "Open $1 in new window"],
      [3, "{COUNT, plural, =1 {1 tab} other {# tabs}}"],
      [4, "<html></html>"],
      [5, "Downloads"],
    ]);
    const ko = new Map([
      [1, "페이지 저장"],
      [2, "새 창에서 $1 열기"],
      [3, "{COUNT, plural, other {탭 #개}}"],
      [4, "<html></html>"],
    ]);
    expect(pakPairs(en, ko)).toEqual<Parallel[]>([
      ["Save page", "페이지 저장"],
      ["Open   in new window", "새 창에서   열기"],
    ]);
  });
});
