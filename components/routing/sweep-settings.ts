// The settings a sweep can vary, in SWEEP_PARAMS's order: the controls offer them, and the note
// under a run names the ones it held still. Kept apart so both read the one list.
import { SWEEP_PARAMS, type SweepParam } from "@/lib/routing/sweep";
import type { RouterSettings } from "@/lib/routing/settings";

export const SWEEP_PARAM_LIST = Object.keys(SWEEP_PARAMS) as SweepParam[];

/** the settings a sweep of `param` ran under, as "TOP_K 5, …, Korean …, no synonyms" */
export function heldSettings(settings: RouterSettings, param: SweepParam): string {
  return [
    ...SWEEP_PARAM_LIST.filter((p) => p !== param).map((p) => `${SWEEP_PARAMS[p].label} ${settings[p]}`),
    `Korean ${settings.koreanMode}`,
    ...(settings.synonyms ? [] : ["no synonyms"]),
  ].join(", ");
}
