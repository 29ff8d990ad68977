// Every knob of the skill router (rules.md#routing) in one plain, JSON-serialisable object.
// Settings marked (index) change the index itself: `router.withSettings` rebuilds it, and a per-call
// override of them is ignored. The others apply per query (`router.route(p, { settings })`).
//
// Defaults were tuned on the two gold sets (fixtures/gold/devkit.jsonl on fixtures/catalogs/devkit,
// 146 cases; fixtures/gold/shared-catalogs.jsonl on the union of four real third-party catalogs, an optional
// extra that CONTEXT_LAB_EXTRA_CATALOGS points at (test-support/extra-catalogs.ts), 73 cases).
// The per-setting figures below are "devkit / shared" (Recall@5, Top-1, hallucination rate) as
// measured when each setting was chosen, with the 401-pair dictionary and no rerank. With every
// default now (1,457-pair dictionary, the rerank on): 89.4/77.7/6.2 and 93.8/83.3/5.5; on the
// ~1,200-skill union (fixtures/gold/bilingual-1200.jsonl, 349 cases) 90.5/64.7/18.1; on the
// blind held-out set written after all this tuning (fixtures/gold/blind-holdout.jsonl, 120 cases
// over the same union) 79.0/62.0/22.5. No skill is loaded for a native or chitchat prompt in any
// of them.
import { BM25_PARAMS } from "./bm25";
import { DEFAULT_SYNONYMS, type SynonymPair } from "./synonyms";
import type { KoreanMode } from "./text";

export interface RouterSettings {
  /**
   * Gate: keep candidates scoring at least this, in classic BM25 units (Lucene IDF, k1 1.2,
   * b 0.75, the summed contributions of the query terms). The seed's SCORE_MIN, kept at its 6.0:
   * 5.0 gives 86.2/78.7/7.5 and 91.7/72.9/9.6 (a point or two of recall for more hallucination),
   * 4.0 gives 89.4/78.7/9.6 and 91.7/72.9/11.0 and loads a skill for a native prompt in the union
   * of both catalogs, 7.0 gives 80.9/75.5/6.2 and 83.3/70.8/9.6. Not clearly better either way.
   * Scores grow with the catalog (IDF), so a 120-skill catalog sits lower than the seed's 1,620.
   */
  scoreMin: number;
  /**
   * Gate on small catalogs (score-min-scale.ts): the catalog size at which SCORE_MIN is the number
   * above; a smaller catalog's gate is scaled down by the ratio of its largest IDF to this size's.
   * 0: SCORE_MIN is absolute.
   */
  scoreMinReference: number;
  /** Keep at most this many candidates after the gate. The seed's TOP_K. */
  topK: number;
  /** BM25 parameters (bm25.ts, BM25_PARAMS: classic k1 1.2, b 0.75). */
  k1: number;
  b: number;
  /**
   * (index) How Korean words become terms. "strip": particles and endings stripped ("코드리뷰를" ->
   * 코드리뷰); "bigram": syllable bigrams of each word (코드 드리 리뷰 뷰를); "both": the index holds
   * stems and their bigrams, a query uses a word's stem when the index knows it and its bigrams
   * when it does not. Measured (all cases; Korean cases only): strip 84.0/76.6 (86.5/80.8),
   * bigram 84.0/75.5 (84.6/78.8), both 85.1/78.7 (86.5/80.8) on devkit; the English-only shared
   * catalogs do not depend on it.
   */
  koreanMode: KoreanMode;
  /** (index) Light English suffix stemming ("reviews", "reviewing" -> "review"). Off: 83.0/73.4, 87.5/64.6. */
  stemEnglish: boolean;
  /**
   * (index) Leave the "Do NOT use for ... (use other-skill)" sentence out of the indexed text: it
   * names what the skill is NOT for, so its words would pull the skill up for exactly those
   * requests. Kept in: Top-1 71.3 instead of 78.7 on devkit.
   */
  dropBoundary: boolean;
  /**
   * (index) Read "Do NOT use for X (use Y)" as a pointer: X's words are indexed as the sibling Y's
   * (boundary-pointer.ts). Off: on the dev sets it cost devkit Recall@5 89.4 -> 87.2 and Top-1
   * 73.4 -> 72.3, the union Recall@5 90.1 -> 88.9, and moved no blind-ko-en set.
   */
  boundaryPointer: boolean;
  /**
   * (index) How many times the name's words are written into the indexed text (one BM25 field, so
   * this is how the name weighs more than a word of the description). 1: 84.0/76.6, 85.4/75.0.
   */
  nameRepeat: number;
  /** Expand the query with the Korean-English synonym dictionary. Off: 72.3/66.0, 64.6/50.0. */
  synonyms: boolean;
  /**
   * (index) Learn this catalog's own vocabulary at index time (vocabulary.ts): Korean and English
   * words of the same descriptions, transliterations, names written as one word. They join the
   * dictionary for this catalog only.
   */
  learnVocabulary: boolean;
  /** The editable dictionary: pairs of words or phrases, matched both ways. */
  synonymPairs: SynonymPair[];
  /**
   * Join the shipped Korean-English vocabulary (korean-vocabulary/: everyday and technical words by
   * domain) to the dictionary, Korean into English (and English into Korean at
   * reverseVocabularyWeight). Not part of synonymPairs, so the editable
   * list stays short. Off: devkit 89.4/73.4 wrong 5.5%, blind-ko-en 76.4/60.4 wrong 9.3%
   * (docs/routing.md, "Vocabulary").
   */
  koreanVocabulary: boolean;
  /**
   * Query weight of an English word the learned Korean lexicon gives (korean-lexicon-reading.ts:
   * word pairs aligned from VS Code's and LibreOffice's Korean UI, for a Korean word no written
   * table maps and the catalog does not use); 0 turns it off. Needs koreanVocabulary. On the 41 tune
   * sets: 0.8 Top-1 +1, Recall@5 +1, wrong loads -1; (first table) 0.6 Top-1 +0, 1.0 Top-1 +1 with a
   * right load turned into an ask (docs/routing.md, "a Korean-English word table learned from UI text").
   */
  koreanLexiconWeight: number;
  /**
   * Query weight of an English paraphrase (paraphrase.ts: WordNet's synonyms of a prompt word's
   * common senses, for a prompt word the catalog never uses, loaded with the router); 0 turns it
   * off. 0.35 and 1 measured alike on the dev sets; a paraphrase counts less than the word itself.
   */
  paraphraseWeight: number;
  /**
   * Query weight of a Korean word the shipped vocabulary gives for an English prompt word
   * (reverse-vocabulary.ts: the vocabulary read English into Korean, for English requests on
   * Korean descriptions); 0 turns it off. Needs koreanVocabulary and synonymDirection "both".
   */
  reverseVocabularyWeight: number;
  /**
   * Which way the dictionary expands: "both", or "ko-en" (Korean words add English ones, English
   * words add no Korean). "ko-en" measured 83.0/74.5 on devkit: the Korean trigger sentences of a
   * bilingual catalog help English requests too.
   */
  synonymDirection: "both" | "ko-en";
  /**
   * Query weight of a term a synonym adds (the prompt's own words weigh 1). A synonym of a word the
   * catalog never uses stands in at full weight (a Korean request on an English catalog).
   * 0.3: 83.0/75.5; 1.0: 87.2/76.6 with hallucination 8.9.
   */
  synonymWeight: number;
  /**
   * Query weight of each Korean syllable bigram: "per-word" splits a weight of 1 among the
   * bigrams of one word (a word counts about as much as an English word), "each" gives every
   * bigram weight 1.
   */
  bigramWeight: "per-word" | "each";
  /**
   * Incorporation: a runner-up scoring at least this share of the top score is a near tie: ask the
   * user. 0.90: Top-1 73.4/68.8 (8 and 9 asks); 0.98: 80.9/77.1 but hallucination 6.8/13.7.
   */
  nearTieRatio: number;
  /**
   * Incorporation: a near-tied runner-up whose description is at least this similar to the top's
   * (cosine of TF-IDF vectors, 0-1) does the same job, so the tie is no question for the user and
   * the top loads. 1 turns this off (every near tie asks).
   */
  equivalentSimilarity: number;
  /**
   * Incorporation: below this confidence (confidence.ts, 0-1) the router does not load the winner:
   * it asks among the leading candidates, or handles the prompt natively when the winner covers
   * too little of it. 0 turns the rule off. Re-derived in round 12 on the 35 tune gold sets (2,080
   * skill cases; docs/routing.md, "Round 12 tuning: the decision"): the threshold that loads the most
   * right skills less wrong ones while no set loads more than 2 more wrong skills and no more native
   * or chitchat requests load one. Chosen the same way with each catalog left out, 29 of 30 folds chose
   * 0.52 (the bilingual union's chose 0.50). 0.55 before: Top-1 1,385 -> 1,404 of 2,080, wrong loads
   * 179 -> 190 of 2,728, native or chitchat loads 2 both. The value itself was not refitted: held out a
   * catalog at a time, neither a logistic of its parts and four more (score over the gate, the
   * runner-up's score, catalog size, request length) nor boosted trees on sixteen loaded more than 4
   * more right skills than it at the same number of wrong loads.
   * `bench --sweep confidenceMin=0:0.9:0.05` draws the whole curve.
   */
  confidenceMin: number;
  /**
   * Rerank: each gated candidate ranks by its BM25 plus this times the BM25 of its body (SKILL.md
   * below the front matter, without its when-not-to-use sections) for the same query terms; the
   * gate and the scores shown stay BM25. The weight ramps in from 3 to 6 of the prompt's own words
   * (lib/routing/body.ts, bodyRamp). 0 turns the stage off. On the union: 0 gives 86.1/60.7/20.6,
   * 0.5 89.7/63.1/18.1, 1 90.5/63.5/17.8, 1.5 90.1/62.7/18.1; devkit 89.4/79.8 at 0 and 89.4/77.7
   * at 1 (its bodies repeat the Korean trigger line in some skills and not others).
   */
  bodyWeight: number;
  /**
   * Rerank: how many of the best gated candidates are reranked (the pool TOP_K is then taken from).
   * 10: union 89.3/63.1, 20: 90.5/63.5, 30: 90.9/63.5.
   */
  rerankDepth: number;
  /**
   * Retrieval: every entry's score before the gate adds this times its body's BM25 for the prompt's
   * terms its indexed text lacks, ramping in from 3 to 6 of the prompt's own words
   * (body-evidence.ts). 0 turns it off. Chosen by leave-one-catalog-out over the 32 tune sets
   * (docs/routing.md, "Round 11 tuning: retrieval").
   */
  bodyEvidence: number;
  /**
   * The list floor (list-floor.ts): when fewer than TOP_K pass the gate, the list the model is shown
   * adds the best hits scoring at least this share of the gate the prompt met, listed and never
   * loaded. 0 (the default) lists only what passed. 0.8 on the 38 tune sets: Recall@5 +38 of 2,236,
   * 0.43 more listed entries a prompt, no load changed (docs/routing.md, "Round 13 tuning: retrieval").
   */
  listFloor: number;
  /**
   * Triage: a top candidate scoring at least this many times SCORE_MIN is a strong match, one of
   * the skill-side signals.
   */
  strongRatio: number;
  /**
   * Triage: the weight of one native signal against skill-side evidence worth 1 each (the gate,
   * a kind of skill-worthy work, a strong score, naming the skill). 3: one native signal ("git
   * status", "오타", "보여줘", "what does X return?") outweighs a gated, strong, name-matching
   * candidate; ties are ambiguous, hence native. 2 loads skills for 3 native prompts of the union.
   */
  triageNativeWeight: number;
  /** Triage on: native vs skill-worthy. Off: every gated prompt is skill-worthy (10 and 5 native prompts then load a skill). */
  triage: boolean;
  /**
   * Split compound requests into sub-tasks and retrieve per sub-task as well (the bench measures
   * step coverage both ways whatever this says). Off by default: the steps are a plan shown
   * beside the decision, not part of it, and cost an analysis each.
   */
  decompose: boolean;
  /** Search the subagent index (agents/*.md) too; its candidates are reported apart from the skills. */
  searchAgents: boolean;
  /** Prefilter rules, each can be switched off. */
  prefilter: {
    chitchat: boolean;
    plainCommands: boolean;
    slash: boolean;
    repeat: boolean;
  };
}

export const DEFAULT_ROUTER_SETTINGS: RouterSettings = {
  scoreMin: 6.0,
  scoreMinReference: 300,
  topK: 5,
  k1: BM25_PARAMS.k1,
  b: BM25_PARAMS.b,
  koreanMode: "both",
  stemEnglish: true,
  dropBoundary: true,
  boundaryPointer: false,
  nameRepeat: 2,
  synonyms: true,
  synonymPairs: DEFAULT_SYNONYMS,
  koreanVocabulary: true,
  koreanLexiconWeight: 0.8,
  paraphraseWeight: 0.35,
  reverseVocabularyWeight: 0.25,
  learnVocabulary: true,
  synonymDirection: "both",
  synonymWeight: 0.5,
  bigramWeight: "per-word",
  nearTieRatio: 0.95,
  equivalentSimilarity: 0.3,
  confidenceMin: 0.52,
  bodyWeight: 1,
  rerankDepth: 20,
  bodyEvidence: 0.5,
  listFloor: 0,
  strongRatio: 1.5,
  triageNativeWeight: 3,
  triage: true,
  decompose: false,
  searchAgents: true,
  prefilter: { chitchat: true, plainCommands: true, slash: true, repeat: true },
};

/**
 * What the numeric query-time settings may be, wherever they are set: the Route tab, a sweep, a
 * "why not" hint, a setting saved in the browser.
 */
export const SETTING_RANGES = {
  scoreMin: { min: 0, max: 1000 },
  topK: { min: 1, max: 50 },
  nearTieRatio: { min: 0.5, max: 1 },
  equivalentSimilarity: { min: 0, max: 1 },
  confidenceMin: { min: 0, max: 1 },
  bodyWeight: { min: 0, max: 5 },
} as const;

/** The names the settings a user can change go by, wherever a screen or message names one. */
export const SETTING_LABELS = {
  scoreMin: "SCORE_MIN",
  topK: "TOP_K",
  nearTieRatio: "near-tie ratio",
  equivalentSimilarity: "same-job similarity",
  confidenceMin: "confidence",
  bodyWeight: "body weight",
  koreanMode: "Korean mode",
  synonyms: "synonyms",
  decompose: "split compound requests",
} as const satisfies Partial<Record<keyof RouterSettings, string>>;

/** Settings that change the index itself: a change rebuilds it. */
export const INDEX_SETTINGS = ["koreanMode", "stemEnglish", "dropBoundary", "boundaryPointer", "nameRepeat", "learnVocabulary"] as const;

export function withDefaults(s?: Partial<RouterSettings>): RouterSettings {
  return {
    ...DEFAULT_ROUTER_SETTINGS,
    ...s,
    prefilter: { ...DEFAULT_ROUTER_SETTINGS.prefilter, ...s?.prefilter },
  };
}
