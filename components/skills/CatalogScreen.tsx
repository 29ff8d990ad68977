"use client";
// The Catalog screen (/catalog/): load a skill catalog (a folder, a dropped folder or .zip, a
// bundled catalog, or the skills recorded in the inspector's session), then look at it three ways:
// its entries, the listing the model sees at every session start, and the linter's findings.
// Parsing, counting, linting and the listing run in components/worker/catalog.worker.ts.
// This file composes the screen; each concern is a hook or a component of its own beside it: the
// load (useCatalogLoad) and its sources (useCatalogSources, useCatalogDrop, useFilePickers), browser
// storage (useCatalogStorage), the lint (useCatalogLint), the count (useCatalogCount); the header,
// the banners, the tabs and the empty state.
import { useState } from "react";
import { DEFAULT_LISTING_PRESET } from "@/lib/skills/listing";
import { useInspector } from "@/components/state/store";
import type { ListingPreset } from "./catalog-protocol";
import { CatalogBanners } from "./CatalogBanners";
import { CatalogEmpty } from "./CatalogEmpty";
import { CatalogHeader } from "./CatalogHeader";
import { CatalogTabs, type CatalogTab } from "./CatalogTabs";
import { useCatalogCount } from "./useCatalogCount";
import { useCatalogDrop } from "./useCatalogDrop";
import { useCatalogLint } from "./useCatalogLint";
import { useCatalogLoad } from "./useCatalogLoad";
import { useCatalogSources } from "./useCatalogSources";
import { useCatalogStorage } from "./useCatalogStorage";
import { useFilePickers } from "./useFilePickers";
import c from "./catalog.module.css";
import s from "./skills.module.css";

// EntriesView takes the loaded catalog's type from here, where it was defined before catalog-loaded.ts.
export type { Loaded } from "./catalog-loaded";

/** How many distinct skills the inspector's session recorded with their bodies (0: no session). */
function useSessionSkills(): number {
  const session = useInspector((st) => st.views[0]?.session ?? null);
  return session ? new Set(session.skills.filter((x) => x.body !== undefined).map((x) => x.name)).size : 0;
}

export function CatalogScreen() {
  const [tab, setTab] = useState<CatalogTab>("entries");
  const [preset, setPreset] = useState<ListingPreset>(DEFAULT_LISTING_PRESET);
  const sessionSkills = useSessionSkills();
  const load = useCatalogLoad();
  const pickers = useFilePickers();
  const sources = useCatalogSources(load.loadFrom, setPreset);
  const dragging = useCatalogDrop(load.loadFrom, sources.loadZip, load.setError);
  useCatalogStorage({ load, loadBundled: sources.loadBundled, preset, setPreset, tab, setTab });
  useCatalogLint(load, preset);
  const count = useCatalogCount(load);
  const { loaded, busy } = load;

  return (
    <div className={`${s.vars} ${c.screen}`} data-testid="catalog-screen">
      <CatalogHeader pickers={pickers} sources={sources} sessionSkills={sessionSkills} loaded={loaded} busy={busy} onForget={load.forget} />
      <CatalogBanners
        error={load.error}
        onDismissError={() => load.setError(null)}
        storageError={load.storageError}
        onDismissStorageError={() => load.setStorageError(null)}
        loaded={loaded}
        showRefused={load.showRefused}
        onDismissRefused={() => load.setShowRefused(false)}
      />
      {loaded ? (
        <CatalogTabs
          loaded={loaded}
          tab={tab}
          setTab={setTab}
          preset={preset}
          setPreset={setPreset}
          counted={load.counted}
          onCount={count}
          busy={busy}
          client={load.client}
          onError={load.setError}
        />
      ) : (
        <CatalogEmpty openFolder={pickers.openFolder} openZip={pickers.openZip} sources={sources} sessionSkills={sessionSkills} />
      )}
      {dragging && (
        <div className="dropzone" data-testid="catalog-drop-overlay">
          Drop a skills folder or a .zip to load it as a catalog
        </div>
      )}
    </div>
  );
}
