"use client";
// The routing view's state (rules.md#routing), one zustand store made of parts under state/:
// catalog.ts (which catalog the router indexes), query.ts (the prompt routed on /routing/, the
// inspector step's prompt, the router log), explain.ts (why not, what if), bench.ts (gold sets,
// bench, sweep, baseline), settings.ts (settings and dictionary), link.ts (routing links) and
// persistence.ts (what this browser keeps, and boot). Routing and the bench run in
// components/worker/routing.worker.ts; the rules are lib/routing's.
//
// For export (share links, the export menu): `useRouting.getState().log` is the router log as
// JSONL text, `.logLines` the same lines as objects, `.benchResult` the last bench report (plain
// JSON: lib/routing BenchReport) and `.benchExport()` that report with its catalog, gold set and
// settings as a JSON string.
//
// Every part imports lib/routing module by module, not the barrel: the inspector imports this
// store on its first page, and the barrel would pull the router and minisearch into that bundle.
import { create } from "zustand";
import { DEFAULT_SYNONYMS } from "@/lib/routing/synonyms";
import { DEFAULT_UI_SETTINGS } from "./ui-settings";
import { benchPart, NO_BENCH } from "./state/bench";
import { catalogPart, IDLE_CATALOG } from "./state/catalog";
import { createContext } from "./state/context";
import { explainPart } from "./state/explain";
import { registerRoutingExports } from "./state/exports";
import { linkPart } from "./state/link";
import { persistencePart } from "./state/persistence";
import { EMPTY_QUERY, queryPart } from "./state/query";
import { settingsPart } from "./state/settings";
import type { RoutingState } from "./state/types";

export type { BenchMeta, CatalogSourceKind, GoldSet, Routed, RoutingCatalog, RoutingState } from "./state/types";
export { BUNDLED_GOLD } from "./state/bench";
export { DEFAULT_UI_SETTINGS, routerSettings, type RoutingUiSettings } from "./ui-settings";

export const useRouting = create<RoutingState>()((set, get, api) => {
  const ctx = createContext(api);
  const catalog = catalogPart(ctx);
  return {
    booted: false,
    catalog: IDLE_CATALOG,
    settings: DEFAULT_UI_SETTINGS,
    pairs: DEFAULT_SYNONYMS,
    pairsDefault: true,
    storageError: null,
    error: null,
    ...EMPTY_QUERY,
    examples: null,
    examplesLabel: "",
    examplesLead: undefined,
    gold: null,
    ...NO_BENCH,
    benchBaseline: null,
    whyName: "",
    linkNote: null,
    ...catalog.actions,
    ...queryPart(ctx),
    ...explainPart(ctx),
    ...benchPart(ctx),
    ...settingsPart(ctx),
    ...linkPart(ctx),
    ...persistencePart(ctx, catalog),
    dismiss(what) {
      set({ [what]: null } as Partial<RoutingState>);
    },
  };
});

registerRoutingExports(useRouting);
