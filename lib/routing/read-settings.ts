// Router settings read back from anywhere a stranger could have written them (a --settings file,
// browser storage): through the one validator (lib/input/shape.ts), each number in the range
// SETTING_RANGES gives it (or, for the settings no screen offers, a range that keeps BM25 and the
// rerank meaningful). Every value dropped is named; the router gets only values that pass.
import { readShape, type Fields, type Rule } from "../input/shape";
import type { NumberRange } from "../input/number";
import { SETTING_RANGES, type RouterSettings } from "./settings";
import { KOREAN_MODES } from "./text";

const num = (r: { min: number; max: number }, integer = false): Rule => ({ kind: "number", range: { ...r, integer } as NumberRange });
const bool: Rule = { kind: "bool" };

export const ROUTER_SETTING_RULES: Fields = {
  scoreMin: num(SETTING_RANGES.scoreMin),
  scoreMinReference: num({ min: 0, max: 1_000_000 }, true),
  topK: num(SETTING_RANGES.topK, true),
  nearTieRatio: num(SETTING_RANGES.nearTieRatio),
  equivalentSimilarity: num(SETTING_RANGES.equivalentSimilarity),
  confidenceMin: num(SETTING_RANGES.confidenceMin),
  bodyWeight: num(SETTING_RANGES.bodyWeight),
  // BM25's own: k1 >= 0, b in [0, 1] (Robertson & Zaragoza); past these the scores lose their meaning
  k1: num({ min: 0, max: 10 }),
  b: num({ min: 0, max: 1 }),
  koreanMode: { kind: "enum", values: KOREAN_MODES },
  stemEnglish: bool,
  dropBoundary: bool,
  nameRepeat: num({ min: 0, max: 10 }, true),
  synonyms: bool,
  synonymPairs: { kind: "list", max: 100_000, of: { kind: "list", max: 2, of: { kind: "string", max: 200 } } },
  learnVocabulary: bool,
  koreanVocabulary: bool,
  koreanLexiconWeight: num({ min: 0, max: 5 }),
  paraphraseWeight: num({ min: 0, max: 5 }),
  reverseVocabularyWeight: num({ min: 0, max: 5 }),
  synonymDirection: { kind: "enum", values: ["both", "ko-en"] },
  synonymWeight: num({ min: 0, max: 5 }),
  bigramWeight: { kind: "enum", values: ["per-word", "each"] },
  rerankDepth: num({ min: 1, max: 1_000 }, true),
  bodyEvidence: num({ min: 0, max: 5 }),
  listFloor: num({ min: 0, max: 1 }),
  strongRatio: num({ min: 1, max: 100 }),
  triageNativeWeight: num({ min: 0, max: 100 }),
  triage: bool,
  decompose: bool,
  searchAgents: bool,
  prefilter: { kind: "object", fields: { chitchat: bool, plainCommands: bool, slash: bool, repeat: bool } },
};

/** Router settings from an untrusted value: what passed, and one sentence per value dropped. */
export function readRouterSettings(raw: unknown, where: string): { settings: Partial<RouterSettings>; problems: string[]; ok: boolean } {
  const r = readShape(raw, ROUTER_SETTING_RULES, where);
  const s = r.value as Partial<RouterSettings> & { synonymPairs?: string[][] };
  if (s.synonymPairs) {
    const pairs = s.synonymPairs.filter((p) => p.length === 2);
    if (pairs.length !== s.synonymPairs.length)
      r.problems.push(`${where}: synonymPairs holds ${s.synonymPairs.length - pairs.length} value(s) that are not two words; ignored`);
    s.synonymPairs = pairs as [string, string][];
  }
  return { settings: s, problems: r.problems, ok: r.ok };
}
