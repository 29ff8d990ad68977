// The bench's metric columns: what each figure is called, what it counts (the header's tooltip)
// and where a Metrics holds it. On their own because the table and the chart show the same figures
// and must call them by the same words.
import type { Metrics } from "@/lib/routing/bench";
import type { IntervalKey } from "@/lib/routing/rate-interval";
import { GLOSS } from "./glossary";

export interface BenchColumn {
  key: string;
  label: string;
  tip: string;
  get: (m: Metrics) => number | null;
  /** a rate counted case by case, whose 95% interval the cell's tooltip gives */
  interval?: IntervalKey;
}

export const BENCH_COLUMNS: BenchColumn[] = [
  {
    key: "recallAt5",
    label: "Recall@5",
    tip: "single + slash cases: a right skill is among the injected candidates",
    get: (m) => m.recallAt5,
    interval: "recallAt5",
  },
  {
    key: "top1",
    label: "Top-1",
    tip: "single + slash cases: the loaded skill is right (ask, native and skip count as misses)",
    get: (m) => m.top1,
    interval: "top1",
  },
  { key: "gatedRate", label: GLOSS.gated.term, tip: "all cases: at least one skill passed SCORE_MIN", get: (m) => m.gatedRate },
  {
    key: "hallucinationRate",
    label: GLOSS.wrong.term,
    tip: "all cases: a skill was loaded that is neither gold nor acceptable",
    get: (m) => m.hallucinationRate,
    interval: "hallucinationRate",
  },
  {
    key: "steps1",
    label: "Steps, single",
    tip: "compound cases: gold steps among the candidates of one retrieval",
    get: (m) => m.stepCoverage.single,
  },
  {
    key: "stepsD",
    label: "Steps, decomposed",
    tip: "compound cases: gold steps among the candidates of the sub-tasks",
    get: (m) => m.stepCoverage.decomposed,
  },
];
