// The byte-pair ranks of a js-tiktoken table, read from the table's public data (TiktokenBPE:
// pat_str and bpe_ranks) rather than from the private fields of a Tiktoken instance. It also
// skips building the decoder map Tiktoken keeps beside the ranks, which counting never needs.
// A byte sequence is keyed by its bytes as a binary string (one character per byte, what atob
// returns): no array of bytes is built per token, and an ASCII piece is its own key. The ranks
// go into a RankTable (rank-table.ts), which a CLI keeps built beside itself.
// bpe-ranks.test.ts fails if the data format or the library's reading of it changes.
import type { TiktokenBPE } from "js-tiktoken/lite";
import { RankTable } from "./rank-table";

export interface BpeTables {
  /** the pre-token split pattern, as a RegExp source (needs the u flag) */
  pattern: string;
  /** rank of each mergeable byte sequence, keyed by its bytes as a binary string (char code = byte) */
  ranks: RankTable;
}

/**
 * bpe_ranks is one line per run: a name, the rank of the run's first token, then the run's
 * tokens in base64, space-separated; a token's rank is the first rank plus its place in the run.
 * A token listed twice keeps its last rank, as js-tiktoken's reader does.
 */
export function readBpeTables(table: Pick<TiktokenBPE, "pat_str" | "bpe_ranks">): BpeTables {
  function* entries(): Generator<[string, number]> {
    for (const line of table.bpe_ranks.split("\n")) {
      if (!line) continue;
      const [, offsetText, ...tokens] = line.split(" ");
      const offset = Number.parseInt(offsetText, 10);
      if (!Number.isFinite(offset)) throw new Error(`js-tiktoken ranks: a line without a first rank (${line.slice(0, 40)})`);
      for (let i = 0; i < tokens.length; i++) yield [atob(tokens[i]), offset + i];
    }
  }
  return { pattern: table.pat_str, ranks: RankTable.fromEntries(entries(), table.pat_str) };
}
