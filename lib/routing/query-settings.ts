// A query's own settings: the router's, with the call's patch over them, except the index-time
// settings (INDEX_SETTINGS), which only a rebuilt index can change (router.withSettings). Apart from
// the router because route, retrieve, explain and why-not all read settings through this one rule.
import { INDEX_SETTINGS, type RouterSettings } from "./settings";

export function querySettings(base: RouterSettings, patch?: Partial<RouterSettings>): RouterSettings {
  if (!patch) return base;
  const q = { ...base, ...patch, prefilter: { ...base.prefilter, ...patch.prefilter } };
  for (const k of INDEX_SETTINGS) (q as Record<string, unknown>)[k] = base[k];
  return q;
}
