// Why-not's reasons, one function each, in pipeline order: the later the reason, the closer the
// skill came to loading (whynot.ts picks which one holds). Each writes the verdict a user reads and
// the hints that would have changed the outcome. Apart from whynot.ts so that "why does it say
// outranked?" is answered by one function a newcomer can read alone.
import type { CatalogEntry } from "../skills/catalog";
import { fmt2 as fmt } from "./format";
import { gatePassedAt } from "./gate";
import { DELEGATE_LEAD } from "./delegate";
import { nearNames } from "./near-names";
import { askedBelowScoreMin } from "./score-min-scale";
import type { Candidate, StageTrace } from "./trace";
import type { WhyNot } from "./whynot";
import { stageOf, type Ranked, type Retrieved, type WhyNotQuestion } from "./whynot-evidence";
import { gateHints, outrankedHints, rankScore, topKHints } from "./whynot-hints";
import { listPlace } from "./list-interleave";

export function notInCatalog(name: string, catalog: readonly CatalogEntry[]): WhyNot {
  const suggestions = nearNames(
    name,
    catalog.map((e) => e.name),
  );
  return { name, stage: "unknown", verdict: `No entry named "${name}" is in the catalog.`, hints: [], suggestions };
}

export function slashOnly(name: string, entry: CatalogEntry): WhyNot {
  return {
    name,
    stage: "slash-only",
    path: entry.path,
    verdict: `"${name}" sets disable-model-invocation: the router never offers it; only "/${name}" triggers it.`,
    hints: [{ text: `type /${name} to force it` }],
  };
}

export function subagent({ router, trace, name, options, settings }: WhyNotQuestion, entry: CatalogEntry): WhyNot {
  const x = router.explain(trace.prompt, name, { index: "agents", settings: options.settings });
  const base = { name, path: entry.path, score: x?.score ?? 0, terms: x?.terms ?? [], hints: [] };
  if (trace.decision === "delegate" && trace.chosen === name)
    return { ...base, stage: "loaded", verdict: `"${name}" is the subagent the request is delegated to: ${trace.reason}` };
  const kept = trace.agents.some((c) => c.name === name);
  const other = trace.decision === "delegate" ? ` The request went to the subagent "${trace.chosen}".` : "";
  return {
    ...base,
    stage: "agent",
    verdict: `"${name}" is a subagent: it is ranked in the subagent index and is ${kept ? "among" : "not among"} the subagent candidates (score ${fmt(x?.score ?? 0)}, SCORE_MIN ${fmt(settings.scoreMin)}); the router delegates to a subagent that reaches SCORE_MIN on skills and subagents scored together and leads the best skill by ${DELEGATE_LEAD}×.${other}`,
  };
}

export function stoppedByPrefilter(name: string, entry: CatalogEntry, pre: Extract<StageTrace, { stage: "prefilter" }>): WhyNot {
  return {
    name,
    stage: "prefilter",
    path: entry.path,
    verdict: `The prefilter stopped the prompt before retrieval (${pre.detail}): no skill was searched.`,
    hints: [],
  };
}

export function neverRetrieved({ name }: WhyNotQuestion, found: Retrieved): WhyNot {
  return {
    ...found.base,
    stage: "no-match",
    verdict: `No word of the prompt occurs in "${name}"'s name, description or when_to_use, so retrieval never found it.${found.lacks}`,
    hints: [{ text: "a synonym pair in the dictionary, or the prompt's words in its description" }],
  };
}

/** ", and below the gate scaled to this catalog's size (4.97)" when nothing reached SCORE_MIN and a scaled gate applied */
function scaledGateToo({ trace }: WhyNotQuestion): string {
  const g = stageOf(trace, "gate");
  return g?.scaled !== undefined && (g.belowScoreMin || !g.passed) ? ` and the gate scaled to this catalog's size (${fmt(g.scaled)})` : "";
}

/** "scores 4.1, below SCORE_MIN 6 but at least the gate scaled to this catalog's size (3.9)" when only that gate let it through */
function passedScaledGate({ trace }: WhyNotQuestion, score: number): string | undefined {
  const g = stageOf(trace, "gate");
  if (!g?.belowScoreMin) return undefined;
  return `scores ${fmt(score)}, below SCORE_MIN ${fmt(g.scoreMin)} but at least the gate scaled to this catalog's size (${fmt(gatePassedAt(g))})`;
}

/** what the scaled gate's rule does with what passes only it (score-min-scale.ts) */
const SCALED_RULE = "and what passes only that gate is offered, never loaded, unless one skill leads it clearly or passes it alone";

export function belowScoreMin(asked: WhyNotQuestion, found: Retrieved): WhyNot {
  const { score, rank, matched, lacks, leader } = found;
  return {
    ...found.base,
    stage: "gate",
    leader,
    verdict: `"${asked.name}" scores ${fmt(score)}, below SCORE_MIN ${fmt(asked.settings.scoreMin)}${scaledGateToo(asked)}; ranked #${rank} of ${matched} retrieved.${lacks}`,
    hints: gateHints(asked, found),
  };
}

export function outsideTopK(asked: WhyNotQuestion, ranked: Ranked): WhyNot {
  const { pooled, rerankStage: rr, rank, score, rerank, leader, lacks } = ranked;
  const { name, settings } = asked;
  // the TOP_K that lists it: its place in the list the rerank's order makes (list-interleave.ts)
  const place = pooled && rr ? listPlace(rr.pool, pooled.from) : rank!;
  // the rerank's place and the list's differ from the third on: a rerank #5 the list puts 6th is cut by TOP_K 5
  const listed =
    pooled && place !== pooled.to ? `, the list #${place} (the rerank's first two, then BM25's best and the rerank's in turn)` : "";
  const how = pooled
    ? `the rerank placed it #${pooled.to} (BM25 #${pooled.from}; ${fmt(pooled.score)} + body ${fmt(pooled.body)} = ${fmt(pooled.rankScore)})${listed}`
    : rr?.applied
      ? `it ranks #${rank} by BM25, below the rerank's ${rr.depth}`
      : `it ranks #${rank} by BM25`;
  return {
    ...ranked.base,
    stage: "topk",
    rerank,
    leader,
    verdict: `"${name}" ${passedScaledGate(asked, score)?.concat(`, ${SCALED_RULE}`) ?? `passed the gate (${fmt(score)} ≥ ${fmt(settings.scoreMin)})`}, but TOP_K ${settings.topK} kept others: ${how}.${lacks}`,
    hints: topKHints(asked, place),
  };
}

export function judgedNative(
  { name, trace }: WhyNotQuestion,
  ranked: Ranked,
  keptAt: number,
  triage: Extract<StageTrace, { stage: "triage" }>,
): WhyNot {
  return {
    ...ranked.base,
    stage: "triage",
    rerank: ranked.rerank,
    leader: ranked.leader,
    verdict: `"${name}" was kept (#${keptAt + 1} of ${trace.candidates.length}), but triage judged the request native: ${triage.detail.replace(/^native:\s*/, "")}.`,
    hints: [{ text: "a request that asks for the structured work the skill does (triage reads the prompt, not the skill)" }],
  };
}

/** kept, but not loaded: the confidence rule made it native (a slash-only claim only ever asks) */
export function handledNatively({ name, trace }: WhyNotQuestion, ranked: Ranked, keptAt: number): WhyNot {
  return {
    ...ranked.base,
    stage: "unsure",
    rerank: ranked.rerank,
    leader: ranked.leader,
    verdict: `"${name}" was kept (#${keptAt + 1} of ${trace.candidates.length}), but the router handled the request natively: ${trace.reason.replace(/^Native:\s*/, "")}`,
    hints: [],
  };
}

export function askedAbout(asked: WhyNotQuestion, ranked: Ranked, keptAt: number): WhyNot {
  const { name, trace } = asked;
  const among = trace.options?.includes(name);
  const passed = passedScaledGate(asked, ranked.score);
  const inc = stageOf(trace, "incorporation");
  // the scaled gate's rule asked only when it turned a load into the question; a near tie past that gate asks as above it
  const byRule = !!inc && askedBelowScoreMin(stageOf(trace, "gate"), inc);
  const options = trace.options?.join(", ");
  const verdict =
    passed && byRule
      ? among
        ? `"${name}" ${passed}, ${SCALED_RULE}: the router asked the user to choose among ${options}.`
        : `"${name}" ${passed}, ${SCALED_RULE}: it was kept (#${keptAt + 1}), and the router asked about ${options} above it.`
      : among
        ? inc?.unsure
          ? `"${name}" ${passed ? `${passed}, and ` : ""}is one of the options the router asked the user to choose among (${options}), not confident enough of "${trace.candidates[0]?.name}" to load it.`
          : `"${name}" ${passed ? `${passed}, and ` : ""}is one of the near-tied options the router asked the user to choose among (${options}).`
        : `"${name}" ${passed ? `${passed}, and ` : ""}was kept (#${keptAt + 1}), but ${trace.options?.join(" and ")} near-tied above it and the router asked.`;
  return {
    ...ranked.base,
    stage: "ask",
    rerank: ranked.rerank,
    leader: ranked.leader,
    verdict,
    hints: [],
  };
}

/** kept, but the request went to a subagent (delegate.ts) */
export function passedToSubagent({ name, trace }: WhyNotQuestion, ranked: Ranked, keptAt: number): WhyNot {
  return {
    ...ranked.base,
    stage: "outranked",
    rerank: ranked.rerank,
    leader: ranked.leader,
    verdict: `"${name}" was kept (#${keptAt + 1} of ${trace.candidates.length}), but the request went to a subagent: ${trace.reason}`,
    hints: [],
  };
}

export function loaded({ name, trace }: WhyNotQuestion, ranked: Ranked): WhyNot {
  const { rerank, leader } = ranked;
  return { ...ranked.base, stage: "loaded", rerank, leader, verdict: `"${name}" is the skill loaded: ${trace.reason}`, hints: [] };
}

export function outranked(asked: WhyNotQuestion, ranked: Ranked, keptAt: number): WhyNot {
  const { name, trace } = asked;
  const me = trace.candidates[keptAt];
  const lead: Candidate = trace.candidates[0];
  const gap = rankScore(lead) - rankScore(me);
  return {
    ...ranked.base,
    stage: "outranked",
    rerank: ranked.rerank,
    leader: ranked.leader,
    verdict: `"${name}" was kept (#${keptAt + 1}) but "${lead.name}" ranked first by ${fmt(gap)} (${fmt(rankScore(lead))} vs ${fmt(rankScore(me))}) and loaded.${ranked.lacks}`,
    hints: outrankedHints(asked, ranked, me, lead),
  };
}
