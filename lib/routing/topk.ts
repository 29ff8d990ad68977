// TOP_K (rules.md#routing): at most TOP_K gated candidates, in rank order, are injected.
import type { StageTrace } from "./trace";

export type TopKStage = Extract<StageTrace, { stage: "topk" }>;

export function topKStage(kept: string[], passing: number, topK: number): TopKStage {
  return {
    stage: "topk",
    passed: true,
    detail: `kept ${kept.length} of ${passing} (TOP_K ${topK})`,
    topK,
    kept,
    dropped: passing - kept.length,
  };
}
