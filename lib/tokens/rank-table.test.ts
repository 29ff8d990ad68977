// The rank table answers what a Map of binary strings to ranks answers, reads a range of a piece
// in place, and survives being written and read back; a buffer that is not a table is refused.
import o200k from "js-tiktoken/ranks/o200k_base";
import { describe, expect, it } from "vitest";
import { readBpeTables } from "./bpe-ranks";
import { RankTable } from "./rank-table";

const bytes = (...xs: number[]) => String.fromCharCode(...xs);

describe("RankTable", () => {
  const t = RankTable.fromEntries(
    [
      ["a", 0],
      ["b", 1],
      ["ab", 7],
      [bytes(0xe2, 0x80), 3],
      ["b", 9], // listed again: keeps this rank, at its first place
    ],
    "\\w+",
  );

  it("gives each sequence its rank and -1 for what is not a token", () => {
    expect(t.size).toBe(4);
    expect(t.get("a")).toBe(0);
    expect(t.get("ab")).toBe(7);
    expect(t.get(bytes(0xe2, 0x80))).toBe(3);
    expect(t.get("ba")).toBe(-1);
    expect(t.get("")).toBe(-1);
    expect(t.get("abc")).toBe(-1);
  });

  it("keeps a sequence listed twice once, with its last rank", () => {
    expect(t.get("b")).toBe(9);
    expect([...t.entries()]).toEqual([
      ["a", 0],
      ["b", 9],
      ["ab", 7],
      [bytes(0xe2, 0x80), 3],
    ]);
  });

  it("looks up a range of a longer string as the substring itself", () => {
    const s = "xxabyy";
    expect(t.get(s, 2, 4)).toBe(7);
    expect(t.get(s, 2, 3)).toBe(0);
    expect(t.get(s, 1, 3)).toBe(-1);
  });

  it("reads back what it wrote: o200k, every rank the same", () => {
    const built = readBpeTables(o200k).ranks;
    const back = RankTable.read(built.write().slice().buffer);
    expect(back).not.toBeNull();
    expect(back!.size).toBe(199_998);
    expect(back!.pattern).toBe(o200k.pat_str);
    let checked = 0;
    for (const [key, rank] of built.entries()) {
      if (rank % 13 !== 0) continue;
      expect(back!.get(key)).toBe(rank);
      checked++;
    }
    expect(checked).toBeGreaterThan(15_000);
  });

  it("refuses a buffer that is not a whole, consistent table", () => {
    const good = t.write();
    expect(RankTable.read(good.slice().buffer)?.get("ab")).toBe(7);
    expect(RankTable.read(new ArrayBuffer(0))).toBeNull();
    expect(RankTable.read(good.slice(0, good.length - 1).buffer)).toBeNull();
    const wrongMagic = good.slice();
    wrongMagic[0] ^= 0xff;
    expect(RankTable.read(wrongMagic.buffer)).toBeNull();
    // a slot pointing past the entries (header: 6 ints, then 5 starts, 4 ranks, then the slots)
    const badSlot = good.slice();
    new Int32Array(badSlot.buffer, 0, 20)[6 + 5 + 4] = 99;
    expect(RankTable.read(badSlot.buffer)).toBeNull();
    // a start past the pool
    const badStart = good.slice();
    new Int32Array(badStart.buffer, 0, 20)[6 + 2] = 1_000;
    expect(RankTable.read(badStart.buffer)).toBeNull();
  });
});
