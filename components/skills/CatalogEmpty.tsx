"use client";
// The empty Catalog screen: what a catalog holds, the ways to load one, and what is refused.
import { BUNDLED_CATALOGS } from "./catalog-sources";
import type { CatalogSources } from "./useCatalogSources";
import c from "./catalog.module.css";

export function CatalogEmpty({
  openFolder,
  openZip,
  sources,
  sessionSkills,
}: {
  openFolder: () => void;
  openZip: () => void;
  sources: CatalogSources;
  sessionSkills: number;
}) {
  const { loadBundled, loadSession } = sources;
  return (
    <div className={c.empty} data-testid="catalog-empty">
      <div>
        <h2>Load a skill catalog</h2>
        <p>
          Drop a folder or a <span className="mono">.zip</span> anywhere on this page, or pick one. A catalog holds{" "}
          <span className="mono">&lt;name&gt;/SKILL.md</span> skills with YAML front matter, <span className="mono">agents/*.md</span>{" "}
          subagents and <span className="mono">commands/*.md</span>.
        </p>
        <p className={c.emptyActions}>
          <button className="btn" onClick={openFolder}>
            Open folder…
          </button>
          <button className="btn" onClick={openZip}>
            Open .zip…
          </button>
          {BUNDLED_CATALOGS.map((b) => (
            <button key={b.id} className="btn primary" onClick={() => void loadBundled(b.id)}>
              Load the bundled {b.title} catalog
            </button>
          ))}
          {sessionSkills > 0 && (
            <button className="btn" onClick={loadSession}>
              Skills of the loaded session ({sessionSkills})
            </button>
          )}
        </p>
        <p className="faint">
          Everything stays in this browser. Front matter is data: only YAML is read, never code. A .zip is checked before anything is
          inflated: paths with <span className="mono">..</span> or a leading <span className="mono">/</span> are refused, and so is any file
          over 5 MB or a catalog over 100 MB.
        </p>
      </div>
    </div>
  );
}
