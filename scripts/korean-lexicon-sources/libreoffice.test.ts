// The .mo reader (libreoffice.ts, gettext-parser's) on a catalogue built here byte by byte: the header entry (empty
// msgid) skipped, a message context dropped, a plural's first forms kept (worked out by hand).
import { describe, expect, it } from "vitest";
import type { Parallel } from "../korean-lexicon-align";
import { readMo } from "./libreoffice";

function mo(entries: [string, string][]): Buffer {
  const ids = entries.map(([id]) => Buffer.from(id, "utf8"));
  const strs = entries.map(([, s]) => Buffer.from(s, "utf8"));
  const head = Buffer.alloc(28 + entries.length * 16);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(entries.length, 8);
  head.writeUInt32LE(28, 12);
  head.writeUInt32LE(28 + entries.length * 8, 16);
  let offset = head.length;
  [ids, strs].forEach((list, t) =>
    list.forEach((b, i) => {
      head.writeUInt32LE(b.length, 28 + t * entries.length * 8 + i * 8);
      head.writeUInt32LE(offset, 32 + t * entries.length * 8 + i * 8);
      offset += b.length;
    }),
  );
  return Buffer.concat([head, ...ids, ...strs]);
}

describe("readMo", () => {
  it("reads msgid -> msgstr, less the header, the context and the further plural forms", () => {
    const b = mo([
      ["", "Content-Type: text/plain; charset=UTF-8"],
      ["Merge Cells", "셀 병합"],
      ["STR_SORT\u0004Sort", "정렬"],
      ["%1 row\u0000%1 rows", "%1행"],
    ]);
    // the order of the pairs is no part of what is read: the aligner counts them
    expect(readMo(b).sort()).toEqual<Parallel[]>([
      ["%1 row", "%1행"],
      ["Merge Cells", "셀 병합"],
      ["Sort", "정렬"],
    ]);
  });
});
