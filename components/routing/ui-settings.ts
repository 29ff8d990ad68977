// The routing view's settings as the user sets them (the Route tab), read back from storage with
// every value checked against lib/routing's SETTING_RANGES, and turned into the router's settings.
import { readNumber } from "@/lib/input/number";
import { DEFAULT_ROUTER_SETTINGS, SETTING_RANGES, withDefaults, type RouterSettings } from "@/lib/routing/settings";
import type { SynonymPair } from "@/lib/routing/synonyms";
import { KOREAN_MODES, type KoreanMode } from "@/lib/routing/text";
import { ESTIMATORS, type Estimator } from "@/lib/model";

/** The settings the routing view lets a user change (the rest stay at lib/routing's defaults). */
export interface RoutingUiSettings {
  scoreMin: number;
  topK: number;
  koreanMode: KoreanMode;
  synonyms: boolean;
  decompose: boolean;
  nearTieRatio: number;
  equivalentSimilarity: number;
  confidenceMin: number;
  bodyWeight: number;
  estimator: Estimator;
}

export const DEFAULT_UI_SETTINGS: RoutingUiSettings = {
  scoreMin: DEFAULT_ROUTER_SETTINGS.scoreMin,
  topK: DEFAULT_ROUTER_SETTINGS.topK,
  koreanMode: DEFAULT_ROUTER_SETTINGS.koreanMode,
  synonyms: DEFAULT_ROUTER_SETTINGS.synonyms,
  decompose: DEFAULT_ROUTER_SETTINGS.decompose,
  nearTieRatio: DEFAULT_ROUTER_SETTINGS.nearTieRatio,
  equivalentSimilarity: DEFAULT_ROUTER_SETTINGS.equivalentSimilarity,
  confidenceMin: DEFAULT_ROUTER_SETTINGS.confidenceMin,
  bodyWeight: DEFAULT_ROUTER_SETTINGS.bodyWeight,
  estimator: "chars4",
};

export function routerSettings(ui: RoutingUiSettings, pairs: SynonymPair[]): RouterSettings {
  return withDefaults({
    scoreMin: ui.scoreMin,
    topK: ui.topK,
    koreanMode: ui.koreanMode,
    synonyms: ui.synonyms,
    decompose: ui.decompose,
    nearTieRatio: ui.nearTieRatio,
    equivalentSimilarity: ui.equivalentSimilarity,
    confidenceMin: ui.confidenceMin,
    bodyWeight: ui.bodyWeight,
    synonymPairs: pairs,
  });
}

/** Saved settings, validated: anything unreadable falls back to the default. */
export function readSettings(o: Record<string, unknown> | null): RoutingUiSettings {
  const d = DEFAULT_UI_SETTINGS;
  const R = SETTING_RANGES;
  if (!o) return d;
  // the one bounded reader; own properties only (a stored value is a stranger's)
  const num = (v: unknown, lo: number, hi: number, dflt: number) => readNumber(v, { min: lo, max: hi }, "").value ?? dflt;
  return {
    scoreMin: num(o.scoreMin, R.scoreMin.min, R.scoreMin.max, d.scoreMin),
    topK: Math.round(num(o.topK, R.topK.min, R.topK.max, d.topK)),
    koreanMode: KOREAN_MODES.includes(o.koreanMode as KoreanMode) ? (o.koreanMode as KoreanMode) : d.koreanMode,
    synonyms: typeof o.synonyms === "boolean" ? o.synonyms : d.synonyms,
    decompose: typeof o.decompose === "boolean" ? o.decompose : d.decompose,
    nearTieRatio: num(o.nearTieRatio, R.nearTieRatio.min, R.nearTieRatio.max, d.nearTieRatio),
    equivalentSimilarity: num(o.equivalentSimilarity, R.equivalentSimilarity.min, R.equivalentSimilarity.max, d.equivalentSimilarity),
    confidenceMin: num(o.confidenceMin, R.confidenceMin.min, R.confidenceMin.max, d.confidenceMin),
    bodyWeight: num(o.bodyWeight, R.bodyWeight.min, R.bodyWeight.max, d.bodyWeight),
    estimator: ESTIMATORS.includes(o.estimator as Estimator) ? (o.estimator as Estimator) : d.estimator,
  };
}
