"use client";
// Which catalog the router indexes: the bundled devkit (the default), the catalog loaded on the
// Catalog screen in this page session, or a folder or .zip picked here (read by catalog-sources,
// parsed and indexed in the routing worker). Says which one is in use and its size.
import { useRef } from "react";
import { dur, fmt } from "@/components/inspector/format";
import { useLoadedCatalog } from "@/components/skills/loaded-catalog";
import { BUNDLED_CATALOGS } from "@/components/skills/catalog-sources";
import { listingBasisText } from "@/lib/skills/listing";
import { useRouting } from "./store";
import s from "./routing.module.css";
import type { CatalogInfo } from "./routing-protocol";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

const PHASE: Record<string, string> = {
  fetch: "fetching",
  read: "reading",
  parse: "reading front matter",
  index: "indexing",
  bench: "bench",
};

export function CatalogPicker({ compact = false }: { compact?: boolean }) {
  const catalog = useRouting((x) => x.catalog);
  const loadBundled = useRouting((x) => x.loadBundled);
  const loadFromCatalogScreen = useRouting((x) => x.loadFromCatalogScreen);
  const loadFolder = useRouting((x) => x.loadFolder);
  const loadZip = useRouting((x) => x.loadZip);
  const screenLabel = useLoadedCatalog((x) => x.label);
  const hasScreen = useLoadedCatalog((x) => x.catalog !== null);
  const folderRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);

  const value = catalog.source === "bundled" ? `bundled:${catalog.label.replace(/ \(bundled\)$/, "")}` : (catalog.source ?? "");
  const info = catalog.info;
  // a folder being read has no name yet: it is a catalog, named by its folder once read
  const shownLabel = catalog.source === "folder" && catalog.label === "folder" ? "catalog" : catalog.label;
  return (
    <>
      {!compact && (
        <label className="field">
          Catalog
          <select
            className="select"
            value={value}
            data-testid="routing-catalog-select"
            onChange={(e) => {
              const v = e.target.value;
              if (v.startsWith("bundled:")) void loadBundled(v.slice(8));
              else if (v === "catalog-screen") void loadFromCatalogScreen();
              else if (v === "__folder") folderRef.current?.click();
              else if (v === "__zip") zipRef.current?.click();
            }}
          >
            {BUNDLED_CATALOGS.map((b) => (
              <option key={b.id} value={`bundled:${b.id}`}>
                {b.title} (bundled)
              </option>
            ))}
            {(hasScreen || catalog.source === "catalog-screen") && (
              <option value="catalog-screen">Skill catalog screen: {hasScreen ? screenLabel : catalog.label}</option>
            )}
            {(catalog.source === "folder" || catalog.source === "zip") && (
              <option value={catalog.source}>
                {shownLabel} ({catalog.source === "zip" ? "from a .zip" : "from a folder"})
              </option>
            )}
            <option value="__folder">Open folder…</option>
            <option value="__zip">Open .zip…</option>
          </select>
        </label>
      )}
      <HiddenFileInput
        inputRef={folderRef}
        testid="routing-folder-input"
        folder
        onFiles={(files) => void (files.length === 1 && /\.zip$/i.test(files[0].name) ? loadZip(files[0]) : loadFolder(files))}
      />
      <HiddenFileInput inputRef={zipRef} testid="routing-zip-input" accept=".zip,application/zip" onFiles={([f]) => void loadZip(f)} />
      <span className={s.catInfo} data-testid="routing-catalog" data-status={catalog.status}>
        {catalog.status === "loading" && (
          <>
            {shownLabel}: {PHASE[catalog.progress?.phase ?? "read"] ?? "loading"} {Math.round((catalog.progress?.fraction ?? 0) * 100)}%
          </>
        )}
        {catalog.status === "ready" && info && (
          <>
            <b className="mono" data-testid="routing-catalog-name">
              {shownLabel}
            </b>{" "}
            <span className="muted" data-testid="routing-catalog-size">
              {info.skills} skills{info.agents > 0 && ` + ${info.agents} subagents`} indexed
              {info.slashOnly > 0 && `, ${info.slashOnly} slash-only`}
              {!compact && (
                <span title={info.listing ? `The skill listing: ${listingBasisText(info.listing)}` : undefined}>
                  {" "}
                  · listing {fmt(info.listingTokens)} tokens (chars/4)
                </span>
              )}
            </span>
            {catalog.rerank === "building" && (
              <span
                className="muted"
                data-testid="routing-rerank-building"
                title="The rerank reads every skill's body; a prompt routed now waits for it"
              >
                {" "}
                · indexing bodies…
              </span>
            )}
          </>
        )}
        {catalog.status === "error" && <span className="is-error">{catalog.error}</span>}
        {catalog.status === "idle" && <span className="muted">No catalog loaded</span>}
      </span>
    </>
  );
}

/** How the catalog in use was loaded, phase by phase; null until one is ready. */
export function CatalogPhases() {
  const catalog = useRouting((x) => x.catalog);
  const phases = catalog.status === "ready" ? catalog.info?.phases : undefined;
  if (!phases) return null;
  return (
    <span data-testid="routing-catalog-phases">
      Loaded in the background: {phaseLine(phases, catalog.totalMs, catalog.rerank === "ready" ? catalog.rerankMs : undefined)}
    </span>
  );
}

/**
 * The worker's phases as they ran: a folder is parsed while it is read, then indexed; "in all"
 * is the page's time from the pick to the catalog shown; the body index follows on its own.
 */
function phaseLine(p: CatalogInfo["phases"], total: number | undefined, bodies: number | undefined): string {
  const parts: string[] = [];
  if (p.read !== undefined) parts.push(`read ${dur(p.read)}`);
  if (p.parse !== undefined) parts.push(`parsed ${dur(p.parse)}${p.read !== undefined ? " while reading" : ""}`);
  parts.push(`indexed ${dur(p.index)}${total !== undefined ? ` (${dur(total)} in all)` : ""}`);
  if (bodies !== undefined) parts.push(`then bodies indexed ${dur(bodies)}`);
  return parts.join(" · ");
}
