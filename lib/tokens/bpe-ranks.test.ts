// The ranks are read from js-tiktoken's public table data: this pins that reading to what the
// library itself decodes, so an upgrade that changes the format fails here, not in a count.
import { Tiktoken } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import o200k from "js-tiktoken/ranks/o200k_base";
import { describe, expect, it } from "vitest";
import { readBpeTables } from "./bpe-ranks";

describe("readBpeTables", () => {
  for (const [name, table, size] of [
    ["o200k", o200k, 199_998],
    ["cl100k", cl100k, 100_256],
  ] as const) {
    it(`${name}: every rank decodes to the bytes js-tiktoken decodes it to`, () => {
      const { pattern, ranks } = readBpeTables(table);
      expect(pattern).toBe(table.pat_str);
      expect(() => new RegExp(pattern, "u")).not.toThrow();
      // the published vocabulary sizes (special tokens are not byte-pair ranks)
      expect(ranks.size).toBe(size);
      const enc = new Tiktoken(table);
      const utf8 = new TextDecoder("utf-8", { fatal: true });
      let checked = 0;
      for (const [key, rank] of ranks.entries()) {
        if (rank % 97 !== 0) continue;
        const bytes = Uint8Array.from(key, (c) => c.charCodeAt(0));
        let text: string;
        try {
          text = utf8.decode(bytes);
        } catch {
          continue; // a partial UTF-8 sequence: decode() cannot return it as text
        }
        expect(enc.decode([rank]), `rank ${rank}`).toBe(text);
        checked++;
      }
      expect(checked).toBeGreaterThan(1_000);
    });
  }

  it("reads a hand-made table: the first rank plus the place in the run", () => {
    // "YQ==" is "a", "Yg==" is "b", "YWI=" is "ab"
    const t = readBpeTables({ pat_str: "\\w+", bpe_ranks: "x 0 YQ== Yg==\nx 10 YWI=\n" });
    // keyed by the bytes as a binary string: 0x61 0x62 is "ab"
    expect([...t.ranks.entries()]).toEqual([
      ["a", 0],
      ["b", 1],
      ["ab", 10],
    ]);
    expect(() => readBpeTables({ pat_str: "", bpe_ranks: "x notanumber YQ==" })).toThrow(/first rank/);
  });
});
