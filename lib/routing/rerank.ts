// The body rerank (rules.md#routing): among the best `rerankDepth` gated candidates, rank by
// BM25 + weight × the BM25 of the skill's body for the same terms. The weight ramps in with the
// prompt's own words (body.ts, bodyRamp): a short prompt names its task in the words descriptions
// are matched by. The gate and the scores shown stay BM25. A clear description lead is not
// overturned: the prompt then keeps BM25 order (description-lead.ts).
import { BODY_RAMP, bodyQuery, bodyRamp, bodyScorePool, type BodyIndex, type BodyQuery } from "./body";
import type { RouterIndex } from "./catalog-index";
import { DESCRIPTION_LEAD, descriptionLeads } from "./description-lead";
import { fmt, plural } from "./format";
import { interleavedList } from "./list-interleave";
import type { Hit } from "./retrieve";
import type { RouterSettings } from "./settings";
import type { QueryTerm, Reranked, StageTrace } from "./trace";

export type RerankStage = Extract<StageTrace, { stage: "rerank" }>;

export interface RerankPlan {
  /** the prompt's own words (terms), which set `weight` */
  promptWords: number;
  /** the body weight this prompt gets (0: the stage is off for it) */
  weight: number;
  /** how many gated candidates are reranked */
  depth: number;
}

/** The rerank's weight for a prompt, known before ranking, so one pass over the hits serves both. */
export function planRerank(terms: QueryTerm[], settings: Pick<RouterSettings, "bodyWeight" | "rerankDepth" | "topK">): RerankPlan {
  let promptWords = 0;
  // a compound the prompt wrote counts once, as the word it is, not once per part (part-evidence.ts)
  const own = new Set<string>();
  const split = new Set<string>();
  for (const t of terms) {
    if (t.unit !== "word") continue;
    if (t.origin === "query") {
      promptWords++;
      own.add(t.from);
    } else if (t.origin === "part") split.add(t.from);
  }
  for (const w of split) if (!own.has(w)) promptWords++;
  return { promptWords, weight: settings.bodyWeight * bodyRamp(promptWords), depth: Math.max(settings.rerankDepth, settings.topK) };
}

export interface RerankInput {
  skills: RouterIndex;
  /** the gated candidates' pool, best BM25 first */
  pool: Hit[];
  /** how many of the pool passed the gate */
  passing: number;
  terms: QueryTerm[];
  plan: RerankPlan;
  settings: RouterSettings;
  bodyIndex: () => BodyIndex;
  /** the prompt's terms as the body index weighs them, when retrieval already worked them out */
  bodyQuery?: BodyQuery;
}

export interface RerankResult {
  /** the TOP_K candidates in their new order, and (reranked) each one's body score and rank score */
  kept: Hit[];
  body: number[] | null;
  rankScores: number[] | null;
  stage: RerankStage;
}

/** The rerank did not reorder (short prompt, body weight 0, or a clear description lead): BM25 order, with why. */
function heldOrder(pool: Hit[], passing: number, settings: RouterSettings, detail: string, weight: number, promptWords: number) {
  const stage: RerankStage = {
    stage: "rerank",
    passed: true,
    applied: false,
    detail,
    bodyWeight: settings.bodyWeight,
    weight,
    promptWords,
    depth: 0,
    pool: [],
    moved: 0,
  };
  return bm25Order(pool, passing, settings, stage);
}

export function rerank({ skills, pool, passing, terms, plan, settings, bodyIndex, bodyQuery: given }: RerankInput): RerankResult {
  const { weight, promptWords, depth } = plan;
  if (!(weight > 0)) {
    const detail =
      settings.bodyWeight > 0
        ? `BM25 order: a prompt of ${plural(promptWords, "word")} names its task in the words descriptions are matched by; body evidence counts from ${BODY_RAMP.from + 1} words`
        : "rerank off (body weight 0): BM25 order";
    return heldOrder(pool, passing, settings, detail, 0, promptWords);
  }
  const n = Math.min(depth, passing);
  const bi = bodyIndex();
  const body = bodyScorePool(
    bi,
    pool.slice(0, n).map((h) => h.id),
    given ?? bodyQuery(bi, terms),
    settings.k1,
    settings.b,
  );
  const rankScore: number[] = [];
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    rankScore.push(pool[i].score + weight * body[i]);
    order.push(i);
  }
  // insertion sort: the pool is small (rerankDepth) and already in BM25 order; ties by name order
  const after = (x: number, y: number) =>
    rankScore[x] < rankScore[y] || (rankScore[x] === rankScore[y] && skills.order[pool[x].id] > skills.order[pool[y].id]);
  for (let i = 1; i < n; i++) {
    const x = order[i];
    let j = i;
    while (j > 0 && after(order[j - 1], x)) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = x;
  }
  if (order[0] !== 0 && descriptionLeads(pool[0].score, pool[order[0]].score)) {
    const pick = pool[order[0]];
    const detail = `BM25 order: "${skills.entries[pool[0].id].name}" leads on its description (${fmt(pool[0].score)}) by ${DESCRIPTION_LEAD} times or more over "${skills.entries[pick.id].name}" (${fmt(pick.score)}), which its body would have put first`;
    return heldOrder(pool, passing, settings, detail, weight, promptWords);
  }
  // the list: the rerank's first two, then BM25's and the rerank's best in turn (list-interleave.ts)
  const head = interleavedList(order, settings.topK);
  let moved = 0;
  const reranked: Reranked[] = order.map((i, k) => {
    if (i !== k) moved++;
    return { name: skills.entries[pool[i].id].name, score: pool[i].score, body: body[i], rankScore: rankScore[i], from: i + 1, to: k + 1 };
  });
  const lead = reranked[0];
  const how =
    weight === settings.bodyWeight
      ? `BM25 + ${fmt(weight)} × body BM25`
      : `BM25 + ${weight.toFixed(2)} × body BM25 (${plural(promptWords, "prompt word")}: ${Math.round((100 * weight) / settings.bodyWeight)}% of the body weight)`;
  const stage: RerankStage = {
    stage: "rerank",
    passed: true,
    applied: true,
    detail:
      lead.from === 1
        ? `reranked ${plural(reranked.length, "gated candidate")} by ${how}; "${lead.name}" stays first (${fmt(lead.rankScore)})`
        : `reranked ${plural(reranked.length, "gated candidate")} by ${how}; "${lead.name}" rises from #${lead.from} to first (${fmt(lead.score)} + ${weight.toFixed(2)} × ${fmt(lead.body)} = ${fmt(lead.rankScore)})`,
    bodyWeight: settings.bodyWeight,
    weight,
    promptWords,
    depth,
    pool: reranked,
    moved,
  };
  return { kept: head.map((i) => pool[i]), body: head.map((i) => body[i]), rankScores: head.map((i) => rankScore[i]), stage };
}

/** The first TOP_K gated candidates in BM25 order, without body or rank scores. */
function bm25Order(pool: Hit[], passing: number, settings: RouterSettings, stage: RerankStage): RerankResult {
  return { kept: pool.slice(0, Math.min(settings.topK, passing)), body: null, rankScores: null, stage };
}
