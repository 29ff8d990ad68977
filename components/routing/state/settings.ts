// The router's settings and synonym dictionary as the user edits them: each change is saved in
// this browser and re-routes what is shown.
import { DEFAULT_SYNONYMS, type SynonymPair } from "@/lib/routing/synonyms";
import { DEFAULT_UI_SETTINGS, type RoutingUiSettings } from "../ui-settings";
import type { RoutingContext } from "./context";
import { persistPairs, persistSettings } from "./persistence";
import type { RoutingState } from "./types";

export function settingsPart(ctx: RoutingContext) {
  const { set, get } = ctx;
  return {
    setSettings(patch: Partial<RoutingUiSettings>) {
      const settings = { ...get().settings, ...patch };
      set({ settings });
      persistSettings(ctx, settings);
      ctx.refresh();
    },

    resetSettings() {
      get().setSettings(DEFAULT_UI_SETTINGS);
    },

    setPairs(pairs: SynonymPair[]) {
      set({ pairs, pairsDefault: false });
      persistPairs(ctx, pairs);
      ctx.refresh();
    },

    resetPairs() {
      set({ pairs: DEFAULT_SYNONYMS, pairsDefault: true });
      persistPairs(ctx, null);
      ctx.refresh();
    },
  } satisfies Partial<RoutingState>;
}
