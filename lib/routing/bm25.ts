// Classic BM25, the scoring rule of retrieval and of the SCORE_MIN gate (rules.md#routing): Lucene's
// IDF ln(1 + (N - n + 0.5) / (n + 0.5)) and the term weight tf (k1 + 1) / (tf + k1 (1 - b + b dl/avgdl)).
// The parameters are defined here once; settings, the index, the body rerank and every screen that
// prints them import them from here.

/** The BM25 parameters every index is built and scored with by default. */
export const BM25_PARAMS = { k1: 1.2, b: 0.75 } as const;

export type Bm25Params = { k1: number; b: number };

/** How the parameters read on screen: "k1 1.2, b 0.75". */
export const bm25Label = (p: Bm25Params = BM25_PARAMS) => `k1 ${p.k1}, b ${p.b}`;

/** Lucene's inverse document frequency of a term held by `df` of `n` documents. */
export const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** k1 (1 - b + b dl / avgdl): a document's length normalisation. */
export const lengthNorm = (p: Bm25Params, length: number, avgLength: number) => p.k1 * (1 - p.b + (p.b * length) / avgLength);

/** One term's contribution to a document's score, given its query weight × IDF and the document's norm. */
export const termScore = (weightedIdf: number, tf: number, k1: number, norm: number) => (weightedIdf * tf * (k1 + 1)) / (tf + norm);
