// The list floor (rules.md#routing-gate; off by default): when fewer than TOP_K candidates pass
// the gate, the list the model is shown may carry, after them, the best hits that score at least
// `listFloor` × the gate the prompt met. They are listed, never loaded: the decision has been made
// on the gated candidates alone. Of the 277 Recall@5 misses on the 38 tune sets, 60 had the right
// entry among BM25's first five under the gate while fewer than five others passed it, 37 of them
// within 20% of the gate (docs/routing.md, "Round 13 tuning: retrieval"). Whether the list may
// hold what the gate kept out is the gate's meaning, so it is a setting.
import type { Hit } from "./retrieve";

/** The hits to list after `passing` gated ones: from `ranked` (best first), at least `floor` × `gateAt`, up to `room`. */
export function floorHits(ranked: readonly Hit[], passing: number, gateAt: number, floor: number, room: number): Hit[] {
  if (!(floor > 0) || room <= 0) return [];
  const out: Hit[] = [];
  for (let i = passing; i < ranked.length && out.length < room; i++) {
    if (ranked[i].score < floor * gateAt) break;
    out.push(ranked[i]);
  }
  return out;
}
