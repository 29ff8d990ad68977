"use client";
// What is loaded, its preset and tab are kept in browser storage; a reload loads it again. The save
// follows each new load, a folder's stored texts, a preset or tab change; the restore runs once.
import { useEffect, useEffectEvent, useRef } from "react";
import { isListingPresetId } from "@/lib/skills/listing";
import { loadCatalogSaved, saveCatalog } from "@/components/state/persist";
import type { ListingPreset } from "./catalog-protocol";
import type { Loaded } from "./catalog-loaded";
import type { CatalogTab } from "./CatalogTabs";
import type { CatalogLoad } from "./useCatalogLoad";

export function useCatalogStorage({
  load,
  loadBundled,
  preset,
  setPreset,
  tab,
  setTab,
}: {
  load: CatalogLoad;
  loadBundled: (id: string) => Promise<void>;
  preset: ListingPreset;
  setPreset: (p: ListingPreset) => void;
  tab: CatalogTab;
  setTab: (t: CatalogTab) => void;
}) {
  const { loaded, loadFrom, setStorageError } = load;
  const { savedSource, savedSeq, storing } = load.saved;
  const restoring = useRef(true);
  // (keyed by the load, not the state object: the lint's answer must not store the catalog again)
  const loadedAt = loaded?.answered ?? null;
  useEffect(() => {
    if (restoring.current || (storing.current !== null && storing.current === loadedAt)) return;
    const source = loadedAt !== null ? savedSource.current : null;
    saveCatalog(source ? { source, preset, tab } : null).then(
      (saved) => {
        // texts stored by this save are not stored again by the next (a tab or preset change)
        if (saved && savedSource.current === source) savedSource.current = saved.source;
        setStorageError(null);
      },
      (e: Error) => setStorageError(e.message),
    );
  }, [loadedAt, savedSeq, preset, tab, savedSource, storing, setStorageError]);
  // Runs once, on mount: the loaders it calls are read at that moment, not tracked as dependencies.
  const restore = useEffectEvent((isLive: () => boolean) =>
    loadCatalogSaved()
      .then((saved) => {
        if (!isLive() || !saved) return;
        if (isListingPresetId(saved.preset)) setPreset(saved.preset);
        if (saved.tab === "entries" || saved.tab === "listing" || saved.tab === "lint") setTab(saved.tab);
        const src = saved.source;
        if (src.kind === "bundled") return loadBundled(src.id);
        if (src.kind === "zip")
          return loadFrom({ kind: "zip", label: src.label }, async () => ({ zip: src.data, name: src.name, label: src.label }));
        return loadFrom({ kind: src.sourceKind, label: src.label }, async () => ({
          read: { name: src.name, files: src.files, refused: src.refused, ignored: src.ignored },
          ...(src.texts ? { stored: src.texts } : {}),
          name: src.name,
          label: src.label,
          ...(src.extra ? { extra: src.extra as Partial<Loaded> } : {}),
        }));
      })
      .catch((e: Error) => isLive() && setStorageError(e.message))
      .finally(() => {
        restoring.current = false;
      }),
  );
  useEffect(() => {
    let live = true;
    void restore(() => live);
    return () => {
      live = false;
    };
  }, []);
}
