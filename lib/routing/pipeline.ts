// The flow of one text past the prefilter (rules.md#routing):
//   query terms -> retrieve (BM25) -> gate (SCORE_MIN) -> rerank (body) -> TOP_K -> triage -> incorporate.
// Each stage is its own module with typed input and output; this file only passes one's output to
// the next and collects the stage records the flow diagram, the bench and "why not" all read.
import { bodyQuery, type BodyIndex } from "./body";
import type { RouterIndex } from "./catalog-index";
import { prepareTerms, toCandidate } from "./explain";
import { gate, gatePassedAt } from "./gate";
import { applyConfidence, confidenceOf, type Confidence } from "./confidence";
import { incorporate } from "./incorporate";
import { applySlashOnlyClaim, slashOnlyClaim } from "./slash-only";
import { planRerank, rerank } from "./rerank";
import { bestHits, rescore, retrieveScores, scorePostings, type Hit } from "./retrieve";
import type { RouterSettings } from "./settings";
import { topKStage } from "./topk";
import type { Candidate, Decision, QueryTerm, StageTrace } from "./trace";
import { triageStage } from "./triage-stage";
import { fmt } from "./format";
import { scaledScoreMin } from "./score-min-scale";
import { addBodyEvidence, bodyEvidenceWeight } from "./body-evidence";
import { belowScoreMinLoad } from "./clear-leader";
import { applyDelegation, delegation, nativeOrDelegate } from "./delegate";
import { floorHits } from "./list-floor";

export interface PipelineContext {
  skills: RouterIndex;
  agents: RouterIndex;
  /** the skill index's document frequency (one function per index: query analysis memoises on it) */
  skillDf: (term: string) => number;
  bodyIndex: () => BodyIndex;
  /** the slash-only skills' index (disable-model-invocation), built on first use; null when there are none */
  slashOnly: () => RouterIndex | null;
  /** the prompt's query terms (query-terms.ts, plus what the catalog's vocabulary adds) */
  queryTerms: (text: string, settings: RouterSettings) => QueryTerm[];
}

/** A compound prompt's sub-task is re-scored from the whole prompt's hits. */
export interface Within {
  hits: Hit[];
  terms: Set<string>;
}

export interface PipelineResult {
  stages: StageTrace[];
  terms: QueryTerm[];
  hits: Hit[];
  decision: Decision;
  reason: string;
  candidates: Candidate[];
  agents: Candidate[];
  chosen: string | null;
  options?: string[];
  confidence?: Confidence;
}

function retrieveWithin(ctx: PipelineContext, terms: QueryTerm[], settings: RouterSettings, within: Within): Hit[] {
  const hits = rescore(ctx.skills, within.hits, terms, settings);
  const extra = terms.filter((t) => !within.terms.has(t.term) && ctx.skills.df.has(t.term));
  if (!extra.length) return hits;
  // words the whole prompt did not yield (a synonym phrase cut by the split): search them too
  const byId = new Map(hits.map((h) => [h.id, h]));
  for (const h of retrieveScores(ctx.skills, extra, settings)) {
    const prev = byId.get(h.id);
    if (prev) prev.score += h.score;
    else hits.push(h);
  }
  return hits;
}

/** retrieval -> gate -> rerank -> top-K -> triage -> incorporation on one text. Only a whole prompt searches the subagent index. */
export function runPipeline(ctx: PipelineContext, text: string, settings: RouterSettings, within?: Within): PipelineResult {
  const { skills, agents } = ctx;
  const stages: StageTrace[] = [];
  const terms = ctx.queryTerms(text, settings);
  const plan = planRerank(terms, settings);
  const hits = within ? retrieveWithin(ctx, terms, settings, within) : retrieveScores(skills, terms, settings);
  // a sub-task re-scores the whole prompt's hits, which already hold it
  const evidence = within ? 0 : bodyEvidenceWeight(settings.bodyEvidence, plan.promptWords);
  // the body index's reading of the terms, shared with the rerank (the same terms, the same index)
  const bq = evidence > 0 ? bodyQuery(ctx.bodyIndex(), terms) : undefined;
  if (bq) addBodyEvidence(ctx.bodyIndex(), skills, hits, bq, evidence, settings.k1, settings.b);
  const searchAgents = settings.searchAgents && !within;
  const topAgents = searchAgents ? scorePostings(agents, terms, settings, { n: settings.topK, min: settings.scoreMin }) : [];
  const previewSize = Math.max(10, settings.topK * 2);
  const ranked = bestHits(skills, hits, plan.weight > 0 ? Math.max(previewSize, plan.depth) : previewSize);
  const preview = ranked.length > previewSize ? ranked.slice(0, previewSize) : ranked;
  const named = (ix: RouterIndex, hs: Hit[]) => hs.map((h) => ({ name: ix.entries[h.id].name, score: h.score }));
  stages.push({
    stage: "retrieval",
    passed: hits.length > 0,
    detail: hits.length
      ? `${terms.length} query terms matched ${hits.length} of ${skills.entries.length} skills; best ${fmt(preview[0].score)} (${skills.entries[preview[0].id].name})`
      : `${terms.length} query terms matched none of ${skills.entries.length} skills`,
    terms,
    matched: hits.length,
    top: named(skills, preview),
    ...(searchAgents ? { agents: named(agents, topAgents) } : {}),
  });

  const gated = gate({
    skills,
    hits,
    best: preview,
    scoreMin: settings.scoreMin,
    scaled: scaledScoreMin(settings.scoreMin, skills.docs.length, settings.scoreMinReference),
  });
  stages.push(gated.stage);
  // subagents are reported by score; router.explain(text, name, { index: "agents" }) breaks one down
  const agentsOut = topAgents.map((h, i) => toCandidate(agents, h, i + 1, null, settings));
  const out = { stages, terms, hits, agents: agentsOut };
  // a subagent the request is for (delegate.ts), weighed once the skills' outcome is known
  const handed = searchAgents ? delegation({ skills, agents, terms, settings, pool: ranked }) : null;
  if (gated.nativeReason !== undefined) return { ...out, ...nativeOrDelegate(text, handed, gated.nativeReason, stages, settings) };

  // the passing hits are the head of `ranked` (best first, previewSize >= TOP_K)
  const reranked = rerank({ skills, pool: ranked, passing: gated.passing, terms, plan, settings, bodyIndex: ctx.bodyIndex, bodyQuery: bq });
  stages.push(reranked.stage);
  const prepared = prepareTerms(skills, terms);
  const candidates = reranked.kept.map((h, i) => {
    const c = toCandidate(skills, h, i + 1, prepared, settings);
    if (reranked.body && reranked.rankScores) {
      c.bodyScore = reranked.body[i];
      c.rankScore = reranked.rankScores[i];
    }
    return c;
  });
  stages.push(
    topKStage(
      candidates.map((c) => c.name),
      gated.passing,
      settings.topK,
    ),
  );

  const triaged = triageStage(text, skills, candidates[0], reranked.kept[0], settings, gatePassedAt(gated.stage));
  stages.push(triaged.stage);
  let done = incorporate({ skills, candidates, kept: reranked.kept, triage: triaged.result, settings });
  let confidence: Confidence | undefined;
  if (done.decision === "skill") {
    confidence = confidenceOf({
      skills,
      candidates,
      kept: reranked.kept,
      terms,
      pool: reranked.stage.pool,
      retrieved: ranked,
      equivalentSimilarity: settings.equivalentSimilarity,
    });
    done = applyConfidence(done, confidence, candidates, settings.confidenceMin);
    if (gated.stage.belowScoreMin && done.decision === "skill")
      done = belowScoreMinLoad(done, candidates, confidence.margin, settings.scoreMin, gatePassedAt(gated.stage));
  }
  if (done.decision !== "native") {
    const claim = slashOnlyClaim(skills, ctx.slashOnly(), reranked.kept[0].id, terms);
    if (claim) done = applySlashOnlyClaim(done, claim, candidates[0].name);
  }
  const shown = new Set(candidates.map((c) => c.name));
  const d = handed && applyDelegation(text, handed, done, triaged.stage, settings, shown);
  if (d) [done, confidence] = [d.done, undefined]; // a delegation's confidence would be the skill's it replaced
  stages.push(done.stage);
  // under the gate, listed after the decision and never loaded (list-floor.ts; off by default)
  const floor = floorHits(ranked, gated.passing, gatePassedAt(gated.stage), settings.listFloor, settings.topK - candidates.length);
  for (const h of floor) candidates.push({ ...toCandidate(skills, h, candidates.length + 1, prepared, settings), belowGate: true });
  return { ...out, decision: done.decision, reason: done.reason, candidates, chosen: done.chosen, options: done.options, confidence };
}
