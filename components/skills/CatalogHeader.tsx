"use client";
// The Catalog screen's top bar: the ways to load a catalog (folder, zip, bundled, the session's
// skills), what is loaded and how many of each kind, the load's progress, and Clear.
import { ScreenNav } from "@/components/inspector/TopBar";
import { plural } from "@/lib/routing/format";
import type { Loaded, Busy, LoadPhase } from "./catalog-loaded";
import { BUNDLED_CATALOGS } from "./catalog-sources";
import type { CatalogSources } from "./useCatalogSources";
import type { FilePickers } from "./useFilePickers";
import c from "./catalog.module.css";
import s from "./skills.module.css";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

const PHASE_LABEL: Record<LoadPhase, string> = {
  read: "reading files",
  fetch: "fetching",
  unzip: "unzipping",
  parse: "reading front matter",
  count: "counting",
  lint: "linting",
  listing: "building the listing",
};

/** The open buttons and the hidden inputs they click; the bundled catalogs; the session's skills when it has any. */
function OpenButtons({ pickers, sources, sessionSkills }: { pickers: FilePickers; sources: CatalogSources; sessionSkills: number }) {
  const { folderRef, zipRef, openFolder, openZip } = pickers;
  const { loadZip, loadBundled, loadSession, loadPicked } = sources;
  return (
    <>
      <button
        className="btn"
        onClick={openFolder}
        data-testid="catalog-open-folder"
        title="Pick a folder of skills (<name>/SKILL.md, agents/*.md, commands/*.md)"
      >
        Open folder…
      </button>
      <HiddenFileInput inputRef={folderRef} testid="catalog-folder-input" folder onFiles={loadPicked} />
      <button className="btn" onClick={openZip} data-testid="catalog-open-zip">
        Open .zip…
      </button>
      <HiddenFileInput inputRef={zipRef} testid="catalog-zip-input" accept=".zip,application/zip" onFiles={([f]) => void loadZip(f)} />
      {BUNDLED_CATALOGS.map((b) => (
        <button
          key={b.id}
          className="btn"
          onClick={() => void loadBundled(b.id)}
          data-testid="catalog-bundled"
          data-catalog={b.id}
          title={b.description}
        >
          Bundled: {b.title}
        </button>
      ))}
      {sessionSkills > 0 && (
        <button
          className="btn"
          onClick={loadSession}
          data-testid="catalog-session"
          title="The skill bodies recorded in the session the inspector has loaded"
        >
          Skills of the loaded session ({sessionSkills})
        </button>
      )}
    </>
  );
}

/** The kinds' counts as the line shows them: "3 skills · 1 subagent · 0 commands". */
const countsLine = (k: { skill: number; agent: number; command: number }): string =>
  [plural(k.skill, "skill"), plural(k.agent, "subagent"), plural(k.command, "command")].join(" · ");

/** What is loaded: its name, and its skills, subagents and commands (and front matter that could not be read). */
function LoadedSource({ loaded }: { loaded: Loaded | null }) {
  const cat = loaded?.catalog;
  const kinds = cat
    ? {
        skill: 0,
        agent: 0,
        command: 0,
        ...Object.fromEntries(["skill", "agent", "command"].map((k) => [k, cat.entries.filter((e) => e.kind === k).length])),
      }
    : null;
  return (
    <div className="source">
      {loaded ? (
        <>
          <span className="source-name" data-testid="catalog-name">
            {loaded.source.label}
          </span>
          {kinds && (
            // whole in its title: beside a full top bar the line ends in an ellipsis
            <span
              className="muted"
              data-testid="catalog-counts"
              title={`${countsLine(kinds)}${cat?.errors.length ? ` · ${cat.errors.length} with unreadable front matter` : ""}`}
            >
              {countsLine(kinds)}
              {cat && cat.errors.length > 0 && <span className={s.tDropped}> · {cat.errors.length} unreadable front matter</span>}
            </span>
          )}
        </>
      ) : (
        <span className="muted">No catalog loaded</span>
      )}
    </div>
  );
}

export function CatalogHeader({
  pickers,
  sources,
  sessionSkills,
  loaded,
  busy,
  onForget,
}: {
  pickers: FilePickers;
  sources: CatalogSources;
  sessionSkills: number;
  loaded: Loaded | null;
  busy: Busy | null;
  onForget: () => void;
}) {
  return (
    <header className="topbar">
      <span className="brand">Context Lab</span>
      <ScreenNav />
      <div className="sep-v" />
      <span className={c.title}>Skill catalog</span>
      <OpenButtons pickers={pickers} sources={sources} sessionSkills={sessionSkills} />
      <div className="sep-v" />
      <LoadedSource loaded={loaded} />
      {busy && (
        <span className="progress-label" data-testid="catalog-progress-label">
          {PHASE_LABEL[busy.phase]} {Math.round(busy.fraction * 100)}%
        </span>
      )}
      <button
        className="btn"
        onClick={onForget}
        disabled={!loaded}
        data-testid="catalog-clear"
        title="Forget this catalog, here and in this browser's storage"
      >
        Clear
      </button>
      <div
        className="progress"
        data-testid="catalog-progress"
        role="progressbar"
        aria-valuenow={busy ? Math.round(busy.fraction * 100) : 0}
        aria-hidden={!busy}
      >
        {busy && <div className="bar" style={{ width: `${Math.max(2, busy.fraction * 100)}%` }} />}
      </div>
    </header>
  );
}
