"use client";
// The loaded catalog's three views as tabs (its entries, the listing the model sees, the linter's
// findings) with their counts, the load's timing beside them, and the open view.
import type { Estimator } from "@/lib/model";
import type { CatalogClient } from "./catalog-client";
import type { ListingPreset } from "./catalog-protocol";
import type { Busy, Loaded } from "./catalog-loaded";
import { EntriesView } from "./EntriesView";
import { ListingView } from "./ListingView";
import { LintView } from "./LintView";
import { PhaseLine } from "./PhaseLine";
import c from "./catalog.module.css";

export type CatalogTab = "entries" | "listing" | "lint";

function TabBar({ loaded, tab, setTab }: { loaded: Loaded; tab: CatalogTab; setTab: (t: CatalogTab) => void }) {
  const findings = loaded.lint ? loaded.lint.reduce((a, r) => a + r.problems.length, 0) : null;
  return (
    <div className={c.tabs} role="tablist">
      {(
        [
          ["entries", `Entries`, `${loaded.catalog.entries.length}`],
          ["listing", "Listing", null],
          ["lint", "Lint", findings === null ? "…" : `${findings}`],
        ] as [CatalogTab, string, string | null][]
      ).map(([id, label, n]) => (
        <button
          key={id}
          role="tab"
          aria-selected={tab === id}
          className={`${c.tab} ${tab === id ? c.tabOn : ""}`}
          onClick={() => setTab(id)}
          data-testid={`catalog-tab-${id}`}
        >
          {label}
          {n !== null && <span className={c.tabCount}>{n}</span>}
        </button>
      ))}
      <span className="spacer" />
      <span className="faint" style={{ fontSize: "var(--fs-xs)" }}>
        Front matter is read as YAML data only, never run.{" "}
        {loaded.ignored > 0 && `${loaded.ignored} other file${loaded.ignored === 1 ? "" : "s"} ignored. `}
        <PhaseLine loaded={loaded} />
      </span>
    </div>
  );
}

export function CatalogTabs({
  loaded,
  tab,
  setTab,
  preset,
  setPreset,
  counted,
  onCount,
  busy,
  client,
  onError,
}: {
  loaded: Loaded;
  tab: CatalogTab;
  setTab: (t: CatalogTab) => void;
  preset: ListingPreset;
  setPreset: (p: ListingPreset) => void;
  counted: Partial<Record<Estimator, number[]>>;
  onCount: (est: Estimator) => void;
  busy: Busy | null;
  client: () => CatalogClient;
  onError: (m: string) => void;
}) {
  return (
    <>
      <TabBar loaded={loaded} tab={tab} setTab={setTab} />
      <div className={c.content}>
        {tab === "entries" && (
          <EntriesView
            loaded={loaded}
            counted={counted}
            onCount={onCount}
            counting={busy?.phase === "count" ? (busy.label as Estimator) : null}
          />
        )}
        {tab === "listing" && <ListingView loaded={loaded} preset={preset} onPreset={setPreset} client={client} onError={onError} />}
        {tab === "lint" &&
          (loaded.lint ? (
            <LintView lint={loaded.lint} preset={preset} onPreset={setPreset} />
          ) : (
            <p className={c.pending} data-testid="catalog-linting">
              Linting {loaded.catalog.entries.length.toLocaleString("en-US")} entries…
            </p>
          ))}
      </div>
    </>
  );
}
