// What the routing view keeps in this browser (../persist.ts, its own IndexedDB database): the
// edited dictionary, the settings and the chosen catalog. Saves never block; a failure shows as
// the storage error. boot() restores them, loads a catalog and fetches the example prompts.
import { parseGold, type GoldCase } from "@/lib/routing/bench";
import type { SynonymPair } from "@/lib/routing/synonyms";
import { loadCatalogChoice, loadRouting, saveCatalogChoice, savePairs, saveSettings, type SavedCatalog } from "../persist";
import { readSettings, type RoutingUiSettings } from "../ui-settings";
import { BUNDLED_GOLD } from "./bench";
import type { RoutingContext } from "./context";
import type { RoutingState } from "./types";

const storageFailed = (ctx: RoutingContext) => (e: Error) => ctx.set({ storageError: e.message });

export function persistSettings(ctx: RoutingContext, settings: RoutingUiSettings) {
  saveSettings({ ...settings }).catch(storageFailed(ctx));
}

let saving: Promise<void> = Promise.resolve();

/** saved at once, in order (each edit is one put of a few hundred short pairs); null: the shipped dictionary */
export function persistPairs(ctx: RoutingContext, pairs: SynonymPair[] | null) {
  saving = saving.then(() => savePairs(pairs)).catch(storageFailed(ctx));
}

export function persistCatalogChoice(ctx: RoutingContext, choice: SavedCatalog) {
  saveCatalogChoice(choice).catch(storageFailed(ctx));
}

/** What boot() needs of the catalog part. */
export interface CatalogRestore {
  restore(saved: SavedCatalog): Promise<void>;
  setExamples(cases: GoldCase[]): void;
}

export function persistencePart(ctx: RoutingContext, catalog: CatalogRestore) {
  const { set, get } = ctx;
  let bootPromise: Promise<void> | null = null;
  return {
    boot() {
      if (bootPromise) return bootPromise;
      set({ booted: true });
      bootPromise = (async () => {
        try {
          const saved = await loadRouting();
          if (saved.pairs) set({ pairs: saved.pairs, pairsDefault: false });
          if (saved.settings) set({ settings: readSettings(saved.settings) });
        } catch (e) {
          set({ storageError: (e as Error).message });
        }
        // the catalog chosen before the reload, if it is still there to load
        let saved: SavedCatalog | null = null;
        try {
          saved = await loadCatalogChoice();
        } catch (e) {
          set({ storageError: (e as Error).message });
        }
        if (saved && get().catalog.status === "idle") await catalog.restore(saved);
        await ctx.ensureCatalog();
        if (!get().examples) {
          fetch(BUNDLED_GOLD[0].file, { cache: "no-cache" })
            .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
            .then((text) => {
              const { cases } = parseGold(text);
              catalog.setExamples(cases);
              if (!get().gold) set({ gold: { label: BUNDLED_GOLD[0].title, source: "bundled", cases, errors: [] } });
            })
            .catch((e: Error) => set({ error: `Could not load the example prompts (${BUNDLED_GOLD[0].file}: ${e.message}).` }));
        }
      })();
      return bootPromise;
    },
  } satisfies Partial<RoutingState>;
}
