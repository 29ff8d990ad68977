// What a router holds for one catalog under one set of settings: the two indexes, the catalog by
// name, the slash targets, the listing it is set against, and the few things built on first use
// (the body index, the slash-only index, each body's tokens). router.ts assembles one; routing a
// prompt, explaining a score and changing settings all read it. It stands alone so that each of
// those reads the same record rather than the variables of one closure.
import type { CatalogEntry } from "../skills/catalog";
import { listingFor, summarizeListing, type ListingBasis, type ListingSummary } from "../skills/listing";
import type { TextCounter } from "../tokens/estimators";
import { textDf } from "./absent-word";
import { buildBodyIndex, type BodyIndex } from "./body";
import { buildIndex, type RouterIndex } from "./catalog-index";
import { catalogQueryTerms } from "./catalog-query-terms";
import type { PipelineContext } from "./pipeline";
import { buildSlashIndex, type SlashIndex, type SlashTarget } from "./prefilter";
import type { ParaphraseTable } from "./paraphrase";
import { routerSynonyms, type SynonymsFor } from "./router-synonyms";
import type { RouterSettings } from "./settings";
import type { AnalyzerOptions } from "./text";
import type { QueryTerm } from "./trace";
import type { Vocabulary } from "./vocabulary";

export interface RouterParts {
  /** every entry loaded, slash-only skills and subagents included */
  entries: CatalogEntry[];
  settings: RouterSettings;
  skills: RouterIndex;
  agents: RouterIndex;
  counter: TextCounter;
  vocabulary: Vocabulary;
  basis: ListingBasis;
  /** the same listing the Catalog screen builds: one rule, one preset, one window */
  listing: ListingSummary;
  /** the first entry of each name */
  byName: Map<string, CatalogEntry>;
  slashTargets: SlashIndex;
  synonymsFor: SynonymsFor;
  /** the skill index's document frequency, one function per router (query analysis memoises on it) */
  skillDf: (term: string) => number;
  /** the query's terms over one index, with what this catalog's vocabulary adds for skills */
  termsFor: (text: string, settings: RouterSettings, index: RouterIndex, df: (term: string) => number) => QueryTerm[];
  /** what the pipeline reads: the indexes, the body index and the slash-only index when first needed */
  pipeline: PipelineContext;
  bodyIndex: () => BodyIndex;
  /** tokens of a skill's body, loaded on invocation */
  bodyTokens: (name: string) => number;
  /** tokens of a subagent's body, read in its own context when the request is delegated to it */
  agentBodyTokens: (name: string) => number;
}

export interface PartsInput {
  entries: CatalogEntry[];
  settings: RouterSettings;
  skills: RouterIndex;
  agents: RouterIndex;
  counter: TextCounter;
  vocabulary: Vocabulary;
  basis: ListingBasis;
  /** kept from the router this one was derived from (settings do not change the listing) */
  listing?: ListingSummary;
  /** the English paraphrase table, when the caller loaded it (paraphrase.ts) */
  paraphrases?: ParaphraseTable;
}

const bodyIndexes = new WeakMap<RouterIndex, BodyIndex>();
/** Built on first use: only a router that reranks pays for reading every body. */
function bodyIndexOf(index: RouterIndex, opts: AnalyzerOptions): BodyIndex {
  let bodies = bodyIndexes.get(index);
  if (!bodies) bodyIndexes.set(index, (bodies = buildBodyIndex(index.entries, opts)));
  return bodies;
}

/** The disable-model-invocation skills' own index, built on the first prompt that asks; null when there are none. */
function lazySlashOnlyIndex(entries: CatalogEntry[], settings: RouterSettings): () => RouterIndex | null {
  let slashOnlyIndex: RouterIndex | null | undefined;
  return () => {
    if (slashOnlyIndex === undefined) {
      const own = entries.filter((e) => (e.kind === "skill" || e.kind === "command") && e.disableModelInvocation);
      slashOnlyIndex = own.length ? buildIndex("skills", own, settings) : null;
    }
    return slashOnlyIndex;
  };
}

/** The first entry of each name. */
function firstByName(entries: readonly CatalogEntry[]): Map<string, CatalogEntry> {
  const byName = new Map<string, CatalogEntry>();
  for (const e of entries) if (!byName.has(e.name)) byName.set(e.name, e);
  return byName;
}

/** Each body counted once, when a trace first names it as chosen. */
function bodyTokenCounter(byName: Map<string, CatalogEntry>, counter: TextCounter): (name: string) => number {
  const bodyCache = new Map<string, number>();
  return (name) => {
    let n = bodyCache.get(name);
    if (n === undefined) {
      const e = byName.get(name);
      bodyCache.set(name, (n = e ? counter.count(e.body) : 0));
    }
    return n;
  };
}

export function routerParts(input: PartsInput): RouterParts {
  const { entries, settings, skills, agents, counter, vocabulary, basis } = input;
  const synonymsFor = routerSynonyms(settings, vocabulary, input.paraphrases);
  const slashTargets = buildSlashIndex(entries.map((e): SlashTarget => ({ name: e.name, kind: e.kind, userInvocable: e.userInvocable })));
  const byName = firstByName(entries);
  const listing = input.listing ?? summarizeListing(listingFor(entries, basis, counter), basis);

  const skillDf = (t: string) => skills.df.get(t) ?? 0;
  // index-time settings are this router's own (querySettings keeps them), so one body index serves
  const bodyIndex = () => bodyIndexOf(skills, { koreanMode: settings.koreanMode, stemEnglish: settings.stemEnglish });
  const analyzerOpts: AnalyzerOptions = { koreanMode: settings.koreanMode, stemEnglish: settings.stemEnglish };
  const termsFor: RouterParts["termsFor"] = (text, q, index, df) =>
    catalogQueryTerms({
      text,
      settings: q,
      synonyms: synonymsFor(q),
      df,
      // names as slugs beside Korean descriptions are a skill catalog's (measured there only)
      textDf: index === skills ? textDf(index) : undefined,
      docs: index.entries.length,
      vocabulary: index === skills ? vocabulary : null,
      analyzerOpts,
    });
  const pipeline: PipelineContext = {
    skills,
    agents,
    skillDf,
    bodyIndex,
    slashOnly: lazySlashOnlyIndex(entries, settings),
    queryTerms: (text, q) => termsFor(text, q, skills, skillDf),
  };
  return {
    entries,
    settings,
    skills,
    agents,
    counter,
    vocabulary,
    basis,
    listing,
    byName,
    slashTargets,
    synonymsFor,
    skillDf,
    termsFor,
    pipeline,
    bodyIndex,
    bodyTokens: bodyTokenCounter(byName, counter),
    // apart from bodyTokens: a plugin's subagent may share its skill's name
    agentBodyTokens: bodyTokenCounter(firstByName(agents.entries), counter),
  };
}
