// Token estimators. Claude's tokenizer is not public, so every count is an estimate and says
// which estimator made it: chars/4 (Claude Code's own heuristic), or OpenAI's o200k / cl100k BPE
// through js-tiktoken as a reference tokenizer.
import type { Estimator } from "../model";
import { readBpeTables, type BpeTables } from "./bpe-ranks";
import type { RankTable } from "./rank-table";

export interface TextCounter {
  readonly estimator: Estimator;
  count(text: string): number;
}

/** Claude Code's roughTokenCountEstimation: characters / 4, rounded. */
export function chars4(text: string): number {
  return Math.round(text.length / 4);
}

/** Claude Code counts JSON files at two characters a token (roughTokenCountEstimationForFileType). */
export function chars2(text: string): number {
  return Math.round(text.length / 2);
}

export const chars4Counter: TextCounter = { estimator: "chars4", count: chars4 };

/**
 * BPE on one enormous pre-token (a base64 blob, a minified line of letters) is quadratic in the
 * merge loop: a 20 MB piece would hang the page. Pieces longer than this many characters are
 * counted in slices, which can differ from js-tiktoken by a token or two per slice. Every other
 * text counts exactly as js-tiktoken does (tested).
 */
export const MAX_RUN = 1_000;

/**
 * js-tiktoken's byte-pair merge, counting instead of collecting: the same loop over the same
 * ranks, so the count is the length js-tiktoken's encode() returns for the piece.
 */
function bpeCount(piece: string, ranks: RankTable): number {
  // piece: the bytes as a binary string (char code = byte), as the ranks are keyed; each pair is
  // looked up in place, without a substring
  if (piece.length === 1) return ranks.get(piece) !== -1 ? 1 : 0;
  const starts: number[] = [];
  for (let i = 0; i < piece.length; i++) starts.push(i);
  starts.push(piece.length);
  while (starts.length > 2) {
    let minRank = -1;
    let minAt = -1;
    for (let i = 0; i < starts.length - 2; i++) {
      const rank = ranks.get(piece, starts[i], starts[i + 2]);
      if (rank === -1) continue;
      if (minRank === -1 || rank < minRank) {
        minRank = rank;
        minAt = i;
      }
    }
    if (minAt === -1) break;
    starts.splice(minAt + 1, 1);
  }
  let n = 0;
  for (let i = 0; i < starts.length - 1; i++) if (ranks.get(piece, starts[i], starts[i + 1]) !== -1) n++;
  return n;
}

/** A piece's UTF-8 bytes as a binary string; an ASCII piece is its own. */
const ASCII = /^[\u0000-\u007f]*$/;
function utf8Binary(p: string, utf8: TextEncoder): string {
  if (ASCII.test(p)) return p;
  const bytes = utf8.encode(p);
  let s = "";
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return s;
}

/**
 * Counts exactly what js-tiktoken's encode(text, [], []) returns, faster: text is split with the
 * tokenizer's own pattern and each distinct piece is merged once. Words repeat, so most pieces
 * are cache hits (tiktoken's Rust core caches the same way). Special-token text such as
 * "<|endoftext|>" is ordinary text here, as encode(text, [], []) treats it.
 */
function bpeCounter(estimator: Estimator, tables: BpeTables): TextCounter {
  const pieces = new Map<string, number>();
  const utf8 = new TextEncoder();
  // sticky: each piece is tested where the last ended, and taken with a slice, so no match array
  // is made per piece (a third of a 20 MB session's counting went to exec's arrays and their GC)
  const pattern = new RegExp(tables.pattern, "uy");
  const ranks = tables.ranks;
  const countPiece = (p: string): number => {
    let n = pieces.get(p);
    if (n === undefined) {
      const bytes = utf8Binary(p, utf8);
      n = ranks.get(bytes) !== -1 ? 1 : bpeCount(bytes, ranks);
      if (pieces.size > 500_000) pieces.clear(); // bound memory on endless distinct pieces
      pieces.set(p, n);
    }
    return n;
  };
  const countText = (text: string): number => {
    let n = 0;
    let at = 0;
    while (at < text.length) {
      pattern.lastIndex = at;
      if (!pattern.test(text)) {
        // no piece starts here: step over this code point, as a global search would
        const c = text.charCodeAt(at);
        at += c >= 0xd800 && c <= 0xdbff && at + 1 < text.length ? 2 : 1;
        continue;
      }
      const end = pattern.lastIndex;
      if (end === at) {
        at++;
        continue;
      }
      const piece = text.slice(at, end);
      n += piece.length > MAX_RUN ? countLongPiece(piece) : countPiece(piece);
      at = end;
    }
    return n;
  };
  // BPE on one enormous pre-token is quadratic: such a piece is counted in slices (see MAX_RUN).
  const countLongPiece = (p: string): number => {
    let n = 0;
    for (let k = 0; k < p.length; k += MAX_RUN) n += countText(p.slice(k, k + MAX_RUN));
    return n;
  };
  return {
    estimator,
    count(text: string): number {
      return text.length === 0 ? 0 : countText(text);
    },
  };
}

const encoders = new Map<Estimator, Promise<BpeTables>>();

/**
 * Where a host keeps tables it built before (the CLI keeps them beside its build): asked first,
 * given each table built from js-tiktoken's data. Reading a kept table takes milliseconds where
 * building one takes a CLI run about 180 ms.
 */
export interface RankTableStore {
  read(estimator: Exclude<Estimator, "chars4">): RankTable | null;
  save(estimator: Exclude<Estimator, "chars4">, table: RankTable): void;
}

let store: RankTableStore | null = null;

export function useRankTableStore(s: RankTableStore | null): void {
  store = s;
}

/** The tokenizer tables are megabytes: they load on first use only (in the worker, in the app). */
function loadEncoder(estimator: Exclude<Estimator, "chars4">): Promise<BpeTables> {
  let p = encoders.get(estimator);
  if (!p) {
    p = (async () => {
      const kept = store?.read(estimator);
      if (kept) return { pattern: kept.pattern, ranks: kept };
      const table =
        estimator === "o200k"
          ? (await import("js-tiktoken/ranks/o200k_base")).default
          : (await import("js-tiktoken/ranks/cl100k_base")).default;
      const built = readBpeTables(table);
      store?.save(estimator, built.ranks);
      return built;
    })();
    encoders.set(estimator, p);
  }
  return p;
}

/** A counter of its own, with an empty piece cache (benchmarks measure cold counting with it). */
export async function createCounter(estimator: Estimator): Promise<TextCounter> {
  if (estimator === "chars4") return chars4Counter;
  return bpeCounter(estimator, await loadEncoder(estimator));
}

const shared = new Map<Estimator, Promise<TextCounter>>();

/** The shared counter of an estimator: its piece cache carries over between sessions. */
export function loadCounter(estimator: Estimator): Promise<TextCounter> {
  let p = shared.get(estimator);
  if (!p) {
    p = createCounter(estimator);
    shared.set(estimator, p);
  }
  return p;
}
