// The skill router (rules.md#routing): prefilter -> retrieve (BM25) -> gate (SCORE_MIN) -> rerank ->
// TOP_K -> triage (native vs skill-worthy) -> incorporate (one skill, ask, or native).
//
// Each stage is a module named after its rule, with typed input and output:
//   prefilter.ts        greetings, repeats, slash triggers, plain commands
//   query-terms.ts      the prompt's weighted terms (own words, Korean pieces, synonyms)
//   catalog-index.ts    the catalog's index (text, statistics, postings, MiniSearch)
//   retrieve.ts         BM25 over that index (minisearch-adapter.ts isolates MiniSearch's internals)
//   gate.ts             SCORE_MIN
//   rerank.ts           body evidence among the gated candidates (body.ts: the body index)
//   topk.ts             TOP_K
//   triage-stage.ts     native vs skill-worthy (triage.ts: the signals)
//   incorporate.ts      load one, ask (near tie, similarity.ts: same job), or native
//   explain.ts          per-term contributions
// pipeline.ts passes each stage's output to the next; this file builds the indexes once per catalog
// and wraps the pipeline into a trace (the injected text, its tokens, compound sub-tasks).
//
// Pure TypeScript, no Node or DOM APIs: runs in the CLI, the app and a Web Worker.
import type { CatalogEntry } from "../skills/catalog";
import {
  DEFAULT_LISTING_BASIS,
  describe as describeEntry,
  listingFor,
  summarizeListing,
  type ListingBasis,
  type ListingSummary,
} from "../skills/listing";
import { chars4Counter, type TextCounter } from "../tokens/estimators";
import { bodyScore, buildBodyIndex, type BodyContribution, type BodyIndex } from "./body";
import { buildIndex, entryIds, type RouterIndex } from "./catalog-index";
import { decompose } from "./decompose";
import { explainTerms } from "./explain";
import { fmt } from "./format";
import { runPipeline, type PipelineContext } from "./pipeline";
import { buildSlashIndex, prefilter, type SlashTarget } from "./prefilter";
import { analyzeQuery } from "./query-terms";
import { byScore, retrieveScores } from "./retrieve";
import { INDEX_SETTINGS, withDefaults, type RouterSettings } from "./settings";
import { compileSynonyms, type SynonymIndex } from "./synonyms";
import { analyze, type AnalyzerOptions } from "./text";
import { learnVocabulary, transliterationTerms, type Vocabulary } from "./vocabulary";
import type {
  Candidate,
  Decision,
  QueryTerm,
  RouteOptions,
  RouteTrace,
  ScoredName,
  StageTrace,
  SubtaskTrace,
  TermContribution,
} from "./trace";

export type * from "./trace";
export type { RouterIndex, DocStats } from "./catalog-index";
export type { Hit } from "./retrieve";
export { buildIndex } from "./catalog-index";
export { indexText } from "./entry-terms";
export { analyzeQuery } from "./query-terms";
export { searchScores, scorePostings, retrieveScores, rescore } from "./retrieve";
export { explainTerms } from "./explain";
export { similarity } from "./similarity";

const bodyIndexes = new WeakMap<RouterIndex, BodyIndex>();
/** Built on first use: only a router that reranks pays for reading every body. */
function bodyIndexOf(ix: RouterIndex, opts: AnalyzerOptions): BodyIndex {
  let bi = bodyIndexes.get(ix);
  if (!bi) bodyIndexes.set(ix, (bi = buildBodyIndex(ix.entries, opts)));
  return bi;
}

export interface Router {
  readonly settings: RouterSettings;
  readonly skills: RouterIndex;
  readonly agents: RouterIndex;
  /**
   * tokens of the skill listing the model would carry instead: the one listing rule
   * (lib/skills/listing.ts buildListing) under `listing`'s preset and window, as the Catalog screen shows it
   */
  readonly listingTokens: number;
  /** that listing's preset, window, budget and figures */
  readonly listing: ListingSummary;
  readonly counter: TextCounter;
  /** what the router learned from this catalog (vocabulary.ts) */
  readonly vocabulary: Vocabulary;
  route(prompt: string, opts?: RouteOptions): RouteTrace;
  /** retrieval only: every match, best first, classic BM25 */
  retrieve(
    text: string,
    opts?: { index?: "skills" | "agents"; settings?: Partial<RouterSettings> },
  ): { terms: QueryTerm[]; hits: ScoredName[] };
  /** why an entry (by name, or by path when names collide) scores what it scores for a text */
  explain(
    text: string,
    nameOrPath: string,
    opts?: { index?: "skills" | "agents"; settings?: Partial<RouterSettings> },
  ): { score: number; terms: TermContribution[]; path: string } | null;
  /** a router with other settings; reuses the index unless an index-time setting changed */
  withSettings(patch: Partial<RouterSettings>): Router;
  /** the body's BM25 for a text, per term: what the rerank added to an entry's score (skills) */
  explainBody(
    text: string,
    nameOrPath: string,
    opts?: { settings?: Partial<RouterSettings> },
  ): { score: number; terms: BodyContribution[]; path: string } | null;
  /** build the rerank's body index now rather than on the first prompt that reaches the rerank */
  prepareRerank(): void;
}

export interface BuildOptions {
  /** token counter for injected text and the listing (default chars/4) */
  counter?: TextCounter;
  /** the listing the router is set against: which preset, which window (default cc-2.1.88 at 200k) */
  listing?: ListingBasis;
}

/** Build the indexes once per catalog; query them many times. */
export function buildRouter(entries: CatalogEntry[], settings?: Partial<RouterSettings>, opts: BuildOptions = {}): Router {
  const s = withDefaults(settings);
  const skillEntries = entries.filter((e) => (e.kind === "skill" || e.kind === "command") && !e.disableModelInvocation);
  const agentEntries = entries.filter((e) => e.kind === "agent" && !e.disableModelInvocation);
  const vocabulary = s.learnVocabulary ? learnVocabulary(skillEntries, s.synonymPairs) : NO_VOCABULARY;
  return assemble(
    entries,
    s,
    buildIndex("skills", skillEntries, s),
    buildIndex("agents", agentEntries, s),
    opts.counter ?? chars4Counter,
    vocabulary,
    opts.listing ?? DEFAULT_LISTING_BASIS,
  );
}

const NO_VOCABULARY: Vocabulary = { pairs: [], skeletons: new Map() };

function assemble(
  all: CatalogEntry[],
  s: RouterSettings,
  skills: RouterIndex,
  agents: RouterIndex,
  counter: TextCounter,
  vocabulary: Vocabulary,
  basis: ListingBasis,
  listingSummary?: ListingSummary,
): Router {
  // this catalog's own vocabulary joins the dictionary (vocabulary.ts)
  const learnedPairs = vocabulary.pairs.map((p) => p.pair);
  const compile = (pairs: RouterSettings["synonymPairs"], stem: boolean) =>
    compileSynonyms(learnedPairs.length ? [...pairs, ...learnedPairs] : pairs, stem);
  const syn = compile(s.synonymPairs, s.stemEnglish);
  const targets = buildSlashIndex(all.map((e): SlashTarget => ({ name: e.name, kind: e.kind, userInvocable: e.userInvocable })));
  const byName = new Map<string, CatalogEntry>();
  for (const e of all) if (!byName.has(e.name)) byName.set(e.name, e);
  // the same listing the Catalog screen builds: one rule, one preset, one window
  const listingInfo = listingSummary ?? summarizeListing(listingFor(all, basis, counter), basis);
  const listing = listingInfo.tokens;
  const synCache = new Map<string, SynonymIndex>();
  const synFor = (q: RouterSettings) => {
    if (q.synonymPairs === s.synonymPairs && q.stemEnglish === s.stemEnglish) return syn;
    const key = JSON.stringify(q.synonymPairs) + q.stemEnglish;
    let x = synCache.get(key);
    if (!x) synCache.set(key, (x = compile(q.synonymPairs, q.stemEnglish)));
    return x;
  };
  const querySettings = (patch?: Partial<RouterSettings>): RouterSettings => {
    if (!patch) return s;
    const q = { ...s, ...patch, prefilter: { ...s.prefilter, ...patch.prefilter } };
    for (const k of INDEX_SETTINGS) (q as Record<string, unknown>)[k] = s[k];
    return q;
  };

  const skillDf = (t: string) => skills.df.get(t) ?? 0;
  // index-time settings are this router's own (querySettings keeps them), so one body index serves
  const bodyIndex = () => bodyIndexOf(skills, { koreanMode: s.koreanMode, stemEnglish: s.stemEnglish });
  const analyzerOpts: AnalyzerOptions = { koreanMode: s.koreanMode, stemEnglish: s.stemEnglish };
  /** the query's terms over one index: query-terms.ts, then the Hangul words read as the English catalog words they transliterate */
  const termsFor = (text: string, q: RouterSettings, ix: RouterIndex, df: (t: string) => number): QueryTerm[] => {
    const terms = analyzeQuery(text, q, synFor(q), df);
    if (!q.synonyms || ix !== skills) return terms;
    const extra = transliterationTerms(vocabulary, text, new Set(terms.map((t) => t.term)), df, (en) => analyze(en, analyzerOpts));
    for (const x of extra) terms.push({ term: x.term, weight: 1, origin: "synonym", from: x.from, unit: "word" });
    return terms;
  };
  const queryTerms = (text: string, q: RouterSettings) => termsFor(text, q, skills, skillDf);
  let slashOnlyIndex: RouterIndex | null | undefined;
  const slashOnly = () => {
    if (slashOnlyIndex === undefined) {
      const own = all.filter((e) => (e.kind === "skill" || e.kind === "command") && e.disableModelInvocation);
      slashOnlyIndex = own.length ? buildIndex("skills", own, s) : null;
    }
    return slashOnlyIndex;
  };
  const context = (_q: RouterSettings): PipelineContext => ({ skills, agents, skillDf, bodyIndex, slashOnly, queryTerms });
  const bodyCache = new Map<string, number>();
  const bodyTokens = (name: string) => {
    let n = bodyCache.get(name);
    if (n === undefined) {
      const e = byName.get(name);
      bodyCache.set(name, (n = e ? counter.count(e.body) : 0));
    }
    return n;
  };

  const injection = (q: RouterSettings, candidates: Candidate[], agentsOut: Candidate[]) => {
    if (!candidates.length && !agentsOut.length) return "";
    const lines = [`Skill candidates for this prompt (BM25 ≥ ${fmt(q.scoreMin)}, top ${q.topK}):`];
    for (const c of candidates) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
    if (agentsOut.length) {
      lines.push("Subagent candidates:");
      for (const c of agentsOut) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
    }
    return lines.join("\n");
  };

  const trace = (
    prompt: string,
    stages: StageTrace[],
    decision: Decision,
    reason: string,
    candidates: Candidate[],
    agentsOut: Candidate[],
    chosen: string | null,
    q: RouterSettings,
    options?: string[],
    subtasks?: SubtaskTrace[],
  ): RouteTrace => {
    const injectedText = decision === "skip" || decision === "forced" ? "" : injection(q, candidates, agentsOut);
    const t: RouteTrace = {
      prompt,
      stages,
      stageReached: stages[stages.length - 1].stage,
      decision,
      reason,
      candidates,
      agents: agentsOut,
      chosen,
      injectedText,
      injectedTokens: injectedText ? counter.count(injectedText) : 0,
      listingTokens: listing,
      listing: listingInfo,
      chosenBodyTokens: chosen ? bodyTokens(chosen) : 0,
      estimator: counter.estimator,
    };
    if (chosen) {
      const kind = byName.get(chosen)?.kind;
      if (kind) t.chosenKind = kind;
    }
    if (options) t.options = options;
    if (subtasks) t.subtasks = subtasks;
    return t;
  };

  const route = (prompt: string, ro: RouteOptions = {}): RouteTrace => {
    const q = querySettings(ro.settings);
    const pf = prefilter(prompt, { previousPrompt: ro.previousPrompt, targets, enabled: q.prefilter });
    const pfStage: StageTrace = { stage: "prefilter", passed: pf.proceed, rule: pf.rule, detail: pf.reason };
    if (!pf.proceed) {
      if (pf.forced) {
        const e = byName.get(pf.forced.name);
        const c: Candidate = {
          name: pf.forced.name,
          kind: pf.forced.kind,
          path: e?.path ?? "",
          score: 0,
          rank: 1,
          description: e ? describeEntry(e) : "",
          terms: [],
          forced: true,
        };
        return trace(prompt, [pfStage], "forced", `Forced: ${pf.reason}.`, [c], [], c.name, q);
      }
      if (pf.options) return trace(prompt, [pfStage], "ask", `Ask the user: ${pf.reason}.`, [], [], null, q, pf.options);
      return trace(prompt, [pfStage], "skip", `Skipped: ${pf.reason}.`, [], [], null, q);
    }

    const whole = runPipeline(context(q), prompt, q);
    let reason = whole.reason;
    let subtasks: SubtaskTrace[] | undefined;
    if (q.decompose) {
      const parts = decompose(prompt);
      if (parts.length >= 2) {
        const within = { hits: whole.hits, terms: new Set(whole.terms.map((t) => t.term)) };
        subtasks = parts.map((p) => {
          const r = runPipeline(context(q), p.text, q, within);
          const st: SubtaskTrace = {
            text: p.text,
            start: p.start,
            decision: r.decision,
            reason: r.reason,
            chosen: r.chosen,
            candidates: r.candidates.map((c) => ({ name: c.name, score: c.score })),
            stages: r.stages,
          };
          if (r.options) st.options = r.options;
          return st;
        });
        // the decision stays the whole prompt's (one skill now, never a forced match); the steps
        // are the plan, each with its own candidates, shown beside it
        const plan = subtasks.map((x, i) => `${i + 1}. ${x.chosen ?? x.decision}`).join(", ");
        reason = `${reason.replace(/\.$/, "")}; compound request, per step: ${plan}.`;
      }
    }
    const t = trace(
      prompt,
      [pfStage, ...whole.stages],
      whole.decision,
      reason,
      whole.candidates,
      whole.agents,
      whole.chosen,
      q,
      whole.options,
      subtasks,
    );
    if (whole.confidence) t.confidence = whole.confidence;
    return t;
  };

  const retrieve: Router["retrieve"] = (text, o = {}) => {
    const q = querySettings(o.settings);
    const ix = o.index === "agents" ? agents : skills;
    const terms = termsFor(text, q, ix, (t) => ix.df.get(t) ?? 0);
    return {
      terms,
      hits: retrieveScores(ix, terms, q)
        .sort(byScore(ix))
        .map((h) => ({ name: ix.entries[h.id].name, score: h.score })),
    };
  };

  const explain: Router["explain"] = (text, name, o = {}) => {
    const q = querySettings(o.settings);
    const ix = o.index === "agents" ? agents : skills;
    const ids = entryIds(ix, name);
    if (!ids.length) return null;
    const terms = termsFor(text, q, ix, (t) => ix.df.get(t) ?? 0);
    let out: { score: number; terms: TermContribution[]; path: string } | null = null;
    for (const id of ids) {
      const parts = explainTerms(ix, id, terms, q);
      const score = parts.reduce((a, t) => a + t.contribution, 0);
      if (!out || score > out.score) out = { score, terms: parts, path: ix.entries[id].path };
    }
    return out;
  };

  const explainBody: Router["explainBody"] = (text, name, o = {}) => {
    const q = querySettings(o.settings);
    const ids = entryIds(skills, name);
    if (!ids.length) return null;
    const terms = queryTerms(text, q);
    const bi = bodyIndex();
    let out: { score: number; terms: BodyContribution[]; path: string } | null = null;
    for (const id of ids) {
      const b = bodyScore(bi, id, terms, q.k1, q.b);
      if (!out || b.score > out.score) out = { ...b, path: skills.entries[id].path };
    }
    return out;
  };

  const withSettings = (patch: Partial<RouterSettings>): Router => {
    const next = withDefaults({ ...s, ...patch, prefilter: { ...s.prefilter, ...patch.prefilter } });
    const rebuild = INDEX_SETTINGS.some((k) => next[k] !== s[k]);
    const vocab =
      next.learnVocabulary === s.learnVocabulary
        ? vocabulary
        : next.learnVocabulary
          ? learnVocabulary(skills.entries, next.synonymPairs)
          : NO_VOCABULARY;
    if (!rebuild) return assemble(all, next, skills, agents, counter, vocab, basis, listingInfo);
    return assemble(
      all,
      next,
      buildIndex("skills", skills.entries, next),
      buildIndex("agents", agents.entries, next),
      counter,
      vocab,
      basis,
      listingInfo,
    );
  };

  const prepareRerank = () => void bodyIndex();

  return {
    settings: s,
    skills,
    agents,
    vocabulary,
    listingTokens: listing,
    listing: listingInfo,
    counter,
    route,
    retrieve,
    explain,
    explainBody,
    withSettings,
    prepareRerank,
  };
}
