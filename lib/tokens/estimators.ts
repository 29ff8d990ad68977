// Token estimators. Claude's tokenizer is not public, so every count is an estimate and says
// which estimator made it: chars/4 (Claude Code's own heuristic), or OpenAI's o200k / cl100k BPE
// through js-tiktoken as a reference tokenizer.
import type { Estimator } from "../model";

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
 * BPE on one enormous run without white space is quadratic in js-tiktoken (the run is a single
 * pre-token). Runs longer than this are counted in slices, which can differ from an unsliced count
 * by a token or two per slice but never hangs the page.
 */
export const MAX_RUN = 8_000;
const LONG_RUN = new RegExp(`\\S{${MAX_RUN + 1},}`);

interface Encoder {
  encode(text: string, allowedSpecial?: string[] | "all", disallowedSpecial?: string[] | "all"): number[];
}

function bpeCounter(estimator: Estimator, enc: Encoder): TextCounter {
  const cache = new Map<string, number>();
  // Special-token text such as "<|endoftext|>" in a transcript is plain text, not a control token.
  const encodeLen = (s: string) => enc.encode(s, [], []).length;
  const countSliced = (text: string): number => {
    if (!LONG_RUN.test(text)) return encodeLen(text);
    let n = 0;
    let rest = text;
    let m: RegExpExecArray | null;
    while ((m = LONG_RUN.exec(rest))) {
      if (m.index > 0) n += encodeLen(rest.slice(0, m.index));
      const run = m[0];
      for (let k = 0; k < run.length; k += MAX_RUN) n += encodeLen(run.slice(k, k + MAX_RUN));
      rest = rest.slice(m.index + run.length);
    }
    if (rest) n += encodeLen(rest);
    return n;
  };
  return {
    estimator,
    count(text: string): number {
      if (text.length === 0) return 0;
      // Repeated content (the same file read twice, identical tool results) is common: count once.
      if (text.length > 32) {
        const hit = cache.get(text);
        if (hit !== undefined) return hit;
      }
      const n = countSliced(text);
      if (text.length > 32) cache.set(text, n);
      return n;
    },
  };
}

const loaded = new Map<Estimator, Promise<TextCounter>>();

/** The tokenizer tables are megabytes: they load on first use only (in the worker, in the app). */
export function loadCounter(estimator: Estimator): Promise<TextCounter> {
  if (estimator === "chars4") return Promise.resolve(chars4Counter);
  let p = loaded.get(estimator);
  if (!p) {
    p = (async () => {
      const { Tiktoken } = await import("js-tiktoken/lite");
      const ranks =
        estimator === "o200k"
          ? (await import("js-tiktoken/ranks/o200k_base")).default
          : (await import("js-tiktoken/ranks/cl100k_base")).default;
      return bpeCounter(estimator, new Tiktoken(ranks));
    })();
    loaded.set(estimator, p);
  }
  return p;
}
