// The skill router (rules.md#routing, rules.md#routing): public API.
export { buildRouter, analyzeQuery, explainTerms, indexText, retrieveScores, searchScores, scorePostings } from "./router";
export type {
  Router,
  RouterIndex,
  RouteTrace,
  RouteOptions,
  StageTrace,
  StageName,
  Decision,
  Candidate,
  TermContribution,
  QueryTerm,
  ScoredName,
  SubtaskTrace,
  BuildOptions,
  Hit,
  Reranked,
} from "./router";
export { BM25_PARAMS, bm25Label, idf } from "./bm25";
export type { Bm25Params } from "./bm25";
export { bodyText, buildBodyIndex, bodyScore, bodyScorePool, bodyQuery } from "./body";
export type { BodyIndex, BodyContribution } from "./body";
export { DEFAULT_ROUTER_SETTINGS, INDEX_SETTINGS, SETTING_LABELS, SETTING_RANGES, withDefaults } from "./settings";
export type { RouterSettings } from "./settings";
export { DEFAULT_SYNONYMS, compileSynonyms } from "./synonyms";
export { loadParaphrases, compileParaphrases, type ParaphraseTable } from "./paraphrase";
export { KOREAN_VOCABULARY } from "./korean-vocabulary";
export type { SynonymPair } from "./synonyms";
export { KOREAN_MODES, analyze, bigrams } from "./text";
export { stripKorean } from "./korean-strip";
export { stemEn } from "./english-stem";
export { words } from "./words";
export type { KoreanMode } from "./text";
export { prefilter, resolveSlash, BUILTIN_COMMANDS } from "./prefilter";
export type { PrefilterResult, PrefilterRule } from "./prefilter";
export { triage } from "./triage";
export type { TriageResult, Signal } from "./triage";
export { decompose } from "./decompose";
export type { Subtask } from "./decompose";
export { createRouterSession, logLine, toJSONL, parseRouterLog } from "./log";
export type { RouterLogLine, RouterSession } from "./log";
export { learnVocabulary, transliterate, hangulSkeleton, latinSkeleton } from "./vocabulary";
export type { Vocabulary, LearnedPair, LearnedHow } from "./vocabulary";
export { CONFIDENCE_WEIGHTS, confidenceOf, coverage } from "./confidence";
export type { Confidence } from "./confidence";
export { nameBook, resolveName, resolveGoldNames } from "./names";
export type { NameBook, NameResolution, GoldNames, DuplicateName } from "./names";
export { GOLD_KINDS, parseGold, runBench, scoreCase, computeMetrics, summarize, langOf, measureCost } from "./bench";
export type { GoldCase, GoldKind, CaseResult, Metrics, BenchReport, CostReport } from "./bench";
export { SWEEP_PARAMS, SWEEP_MAX_POINTS, isSweepParam, sweepValues, measureAt, bestPoint, runSweep } from "./sweep";
export type { SweepParam, SweepParamInfo, SweepPoint, SweepReport } from "./sweep";
export { isFailure, diffBench, DIFF_METRICS } from "./diff";
export type { BenchDiff, CaseChange, Outcome, MetricKey } from "./diff";
export { fixMissesWhatIf, fixesForMisses, applyFixes, addedSentence } from "./fix-miss";
export type { MissFix, FixWhatIf } from "./fix-miss";
export { whyNot, dropout, WHYNOT_ORDER, STAGE_LABEL } from "./whynot";
export { nearNames } from "./near-names";
export { editEntry } from "./entry-edit";
export type { WhyNot, WhyNotStage, Hint, HintSetting } from "./whynot";
export type { EntryEdit } from "./entry-edit";
export { encodeRouteLink, decodeRouteLink, linkSettings, LINK_MAX_PROMPT, LINK_NUMBERS } from "./link";
export type { RouteLink, LinkSettings, LinkNumber } from "./link";
