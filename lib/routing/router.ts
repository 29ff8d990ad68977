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
//   prefilter-stage.ts  the prefilter's answer as a stage, and how a stopped prompt ends
//   decompose-stage.ts  a compound prompt's steps, each through the pipeline
//   route-trace.ts      the trace: the decision, the injected text (injection.ts), its tokens
// pipeline.ts passes each stage's output to the next; route-prompt.ts runs one prompt through them;
// this file builds the indexes once per catalog (router-parts.ts: what a router holds) and answers
// the Router interface from them (router-explain.ts: retrieval and explain outside a route).
//
// Pure TypeScript, no Node or DOM APIs: runs in the CLI, the app and a Web Worker.
import type { CatalogEntry } from "../skills/catalog";
import { DEFAULT_LISTING_BASIS, type ListingBasis, type ListingSummary } from "../skills/listing";
import { chars4Counter, type TextCounter } from "../tokens/estimators";
import type { BodyContribution } from "./body";
import { buildIndex, type RouterIndex } from "./catalog-index";
import { routePrompt } from "./route-prompt";
import { explainEntry, explainEntryBody, retrieveAll, type LookupOptions } from "./router-explain";
import { routerParts, type PartsInput } from "./router-parts";
import type { ParaphraseTable } from "./paraphrase";
import { INDEX_SETTINGS, withDefaults, type RouterSettings } from "./settings";
import { learnVocabulary, type Vocabulary } from "./vocabulary";
import type { QueryTerm, RouteOptions, RouteTrace, ScoredName, TermContribution } from "./trace";

export type * from "./trace";
export type { RouterIndex, DocStats } from "./catalog-index";
export type { Hit } from "./retrieve";
export { buildIndex } from "./catalog-index";
export { indexText } from "./entry-terms";
export { analyzeQuery } from "./query-terms";
export { searchScores, scorePostings, retrieveScores, rescore } from "./retrieve";
export { explainTerms } from "./explain";
export { similarity } from "./similarity";

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
  /** the English paraphrase table it was built with (a router rebuilt from this one passes it on) */
  readonly paraphrases?: ParaphraseTable;
  route(prompt: string, opts?: RouteOptions): RouteTrace;
  /** retrieval only: every match, best first, classic BM25 */
  retrieve(text: string, opts?: LookupOptions): { terms: QueryTerm[]; hits: ScoredName[] };
  /** why an entry (by name, or by path when names collide) scores what it scores for a text */
  explain(text: string, nameOrPath: string, opts?: LookupOptions): { score: number; terms: TermContribution[]; path: string } | null;
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
  /** the English paraphrase table (paraphrase.ts loadParaphrases); without it, no paraphrases */
  paraphrases?: ParaphraseTable;
}

/** Build the indexes once per catalog; query them many times. */
export function buildRouter(entries: CatalogEntry[], settings?: Partial<RouterSettings>, opts: BuildOptions = {}): Router {
  const s = withDefaults(settings);
  const skillEntries = entries.filter((e) => (e.kind === "skill" || e.kind === "command") && !e.disableModelInvocation);
  const agentEntries = entries.filter((e) => e.kind === "agent" && !e.disableModelInvocation);
  const vocabulary = s.learnVocabulary ? learnVocabulary(skillEntries, s.synonymPairs) : NO_VOCABULARY;
  return assemble({
    entries,
    settings: s,
    skills: buildIndex("skills", skillEntries, s),
    agents: buildIndex("agents", agentEntries, s),
    counter: opts.counter ?? chars4Counter,
    vocabulary,
    basis: opts.listing ?? DEFAULT_LISTING_BASIS,
    paraphrases: opts.paraphrases,
  });
}

const NO_VOCABULARY: Vocabulary = { pairs: [], skeletons: new Map(), hangulShapes: new Map() };

/** The Router interface over one set of parts (router-parts.ts). */
function assemble(input: PartsInput): Router {
  const parts = routerParts(input);
  return {
    settings: parts.settings,
    skills: parts.skills,
    agents: parts.agents,
    vocabulary: parts.vocabulary,
    paraphrases: input.paraphrases,
    listingTokens: parts.listing.tokens,
    listing: parts.listing,
    counter: parts.counter,
    route: (prompt, ro) => routePrompt(parts, prompt, ro),
    retrieve: (text, o) => retrieveAll(parts, text, o),
    explain: (text, name, o) => explainEntry(parts, text, name, o),
    explainBody: (text, name, o) => explainEntryBody(parts, text, name, o),
    withSettings: (patch) => withSettings(input, parts.listing, patch),
    prepareRerank: () => void parts.bodyIndex(),
  };
}

/** Another router for new settings: the same indexes unless an index-time setting changed; the listing is kept. */
function withSettings(input: PartsInput, listing: ListingSummary, patch: Partial<RouterSettings>): Router {
  const s = input.settings;
  const next = withDefaults({ ...s, ...patch, prefilter: { ...s.prefilter, ...patch.prefilter } });
  const rebuild = INDEX_SETTINGS.some((k) => next[k] !== s[k]);
  const vocabulary =
    next.learnVocabulary === s.learnVocabulary
      ? input.vocabulary
      : next.learnVocabulary
        ? learnVocabulary(input.skills.entries, next.synonymPairs)
        : NO_VOCABULARY;
  const kept = { ...input, settings: next, vocabulary, listing };
  if (!rebuild) return assemble(kept);
  return assemble({
    ...kept,
    skills: buildIndex("skills", input.skills.entries, next),
    agents: buildIndex("agents", input.agents.entries, next),
  });
}
