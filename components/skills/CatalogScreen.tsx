"use client";
// The Catalog screen (/catalog/): load a skill catalog (a folder, a dropped folder or .zip, a
// bundled catalog, or the skills recorded in the inspector's session), then look at it three ways:
// its entries, the listing the model sees at every session start, and the linter's findings.
// Parsing, counting, linting and the listing run in components/worker/catalog.worker.ts.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { Estimator } from "@/lib/model";
import type { Catalog, CatalogFile } from "@/lib/skills/catalog";
import type { LintResult } from "@/lib/skills/lint";
import { ALL_LISTING_PRESETS, DEFAULT_LISTING_PRESET, isListingPresetId } from "@/lib/skills/listing";
import { listingPresetForSession } from "@/lib/skills/recorded-listing";
import { DEFAULT_REATTACH } from "@/lib/skills/reattach";
import { useInspector } from "@/components/state/store";
import { ScreenNav } from "@/components/inspector/TopBar";
import { dur } from "@/components/inspector/format";
import { attachBodies } from "@/components/worker/body-buffer";
import { loadCatalogSaved, saveCatalog, type SavedCatalogSource, type StoredTexts } from "@/components/state/persist";
import { CancelledError, CatalogClient } from "./catalog-client";
import type { ListingPreset, Phase, PhaseTimes } from "./catalog-protocol";
import { BUNDLED_CATALOGS, fetchBundled, fromDrop, fromSession, pickedFiles, type PathFile, type ReadFiles } from "./catalog-sources";
import type { Refusal } from "@/lib/skills/zip";
import { EntriesView } from "./EntriesView";
import { useLoadedCatalog } from "./loaded-catalog";
import { ListingView } from "./ListingView";
import { LintView } from "./LintView";
import c from "./catalog.module.css";
import s from "./skills.module.css";

export interface Loaded {
  catalog: Catalog;
  refused: Refusal[];
  ignored: number;
  /** the linter's findings, by entry; null until the lint, asked for once the table is drawn, answers */
  lint: LintResult[] | null;
  source: { kind: "folder" | "zip" | "bundled" | "session" | "files"; label: string };
  license?: string;
  invocations?: Record<string, number>;
  note?: string;
  /** the preset whose per-entry cap the lint results used (null: not linted yet) */
  lintPreset: ListingPreset | null;
  /** how long each phase took (ms): fetching or reading on the page or in the worker, then the worker's */
  phases: PhaseTimes & { fetch?: number };
  /** when the load started and when the worker answered (performance.now()), to time the drawing */
  started: number;
  answered: number;
}

type Tab = "entries" | "listing" | "lint";

const PHASE_LABEL: Record<Phase | "read" | "fetch", string> = {
  read: "reading files",
  fetch: "fetching",
  unzip: "unzipping",
  parse: "reading front matter",
  count: "counting",
  lint: "linting",
  listing: "building the listing",
};

export const lintOptionsFor = (preset: ListingPreset) => ({
  perEntryCap: ALL_LISTING_PRESETS[preset].perEntryCap,
  perSkillTokens: DEFAULT_REATTACH.perSkill,
});

export function CatalogScreen() {
  const clientRef = useRef<CatalogClient | null>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<{ phase: Phase | "read" | "fetch"; fraction: number; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [tab, setTab] = useState<Tab>("entries");
  const [preset, setPreset] = useState<ListingPreset>(DEFAULT_LISTING_PRESET);
  const [dragging, setDragging] = useState(false);
  const [counted, setCounted] = useState<Partial<Record<Estimator, number[]>>>({});
  const [showRefused, setShowRefused] = useState(true);
  const [storageError, setStorageError] = useState<string | null>(null);
  /** what a reload needs to load the same catalog again (kept in browser storage) */
  const savedSource = useRef<SavedCatalogSource | null>(null);
  /** bumped when savedSource changes after the load was drawn (a folder's texts, asked of the worker) */
  const [savedSeq, setSavedSeq] = useState(0);
  /** the load savedSource belongs to (its answer's time): a late answer for an older load is dropped */
  const savedFor = useRef<number | null>(null);
  /** the load whose texts the worker is storing: the record waits for them (a save meanwhile would race the worker's) */
  const storing = useRef<number | null>(null);
  const session = useInspector((st) => st.views[0]?.session ?? null);
  const sessionSkills = session ? new Set(session.skills.filter((x) => x.body !== undefined).map((x) => x.name)).size : 0;

  const client = useCallback(() => (clientRef.current ??= new CatalogClient()), []);
  // the worker starts with the screen: a folder picked then does not wait for its script
  useEffect(() => {
    client().warm();
    return () => clientRef.current?.dispose();
  }, [client]);

  // React does not know webkitdirectory: set it on the element.
  useEffect(() => {
    folderRef.current?.setAttribute("webkitdirectory", "");
    folderRef.current?.setAttribute("directory", "");
  }, []);

  const finish = useCallback(
    async (
      source: Loaded["source"],
      produce: (onProgress: (phase: Phase | "read" | "fetch", f: number) => void) => Promise<{
        /** texts already read (a bundled catalog, the session's skills, storage) */
        read?: ReadFiles;
        /** where storage holds those texts, when they came from there */
        stored?: StoredTexts;
        /** a folder's files, unread: the worker reads them */
        picked?: PathFile[];
        zip?: ArrayBuffer;
        name: string;
        label?: string;
        extra?: Partial<Loaded>;
      }>,
    ) => {
      const started = performance.now();
      setError(null);
      setBusy({ phase: "read", fraction: 0, label: source.label });
      const onProgress = (phase: Phase | "read" | "fetch", fraction: number) => setBusy({ phase, fraction, label: source.label });
      try {
        const got = await produce(onProgress);
        const produced = performance.now() - started;
        // a copy of the zip for browser storage: the worker takes the original
        const zipCopy = got.zip ? got.zip.slice(0) : null;
        let r: Awaited<ReturnType<ReturnType<CatalogClient["load"]>["end"]>>;
        if (got.zip) r = await client().request<"loaded">({ type: "load-zip", name: got.name, data: got.zip }, onProgress, [got.zip]);
        else if (got.picked) {
          // the catalog worker reads the folder's files, and parses each batch between its reads
          r = await client().loadFolder(got.picked, got.name, onProgress);
        } else {
          const load = client().load(onProgress);
          load.push(got.read!.files);
          r = await load.end(got.name, got.read!.refused, got.read!.ignored);
        }
        // each entry reads its body from the buffer the worker sent, when asked
        attachBodies(r.catalog.entries, r.bodies);
        const answered = performance.now();
        // what the page itself spent before the worker: fetching a bundled catalog
        const phases: Loaded["phases"] = { ...r.phases };
        if (source.kind === "bundled") phases.fetch = produced;
        if (!r.catalog.entries.length && !r.refused.length) {
          throw new Error(
            `${source.label} holds no skill catalog: no <name>/SKILL.md, agents/*.md or commands/*.md file was found${r.ignored ? ` (${r.ignored} other file${r.ignored === 1 ? "" : "s"} ignored)` : ""}.`,
          );
        }
        setLoaded({
          catalog: r.catalog,
          refused: r.refused,
          ignored: r.ignored,
          lint: null,
          source: { ...source, label: got.label ?? source.label },
          lintPreset: null,
          phases,
          started,
          answered,
          ...(got.extra ?? {}),
        });
        setCounted({});
        setShowRefused(true);
        setBusy(null);
        const label = got.label ?? source.label;
        const sourceKind = source.kind === "zip" || source.kind === "bundled" ? "files" : source.kind;
        const asFiles = (files: CatalogFile[], texts?: StoredTexts): SavedCatalogSource => ({
          kind: "files",
          sourceKind,
          label,
          name: got.name,
          // stored texts are not held here: the record names where they are
          files: texts ? [] : files,
          ...(texts ? { texts } : {}),
          refused: r.refused,
          ignored: r.ignored,
          ...(got.extra ? { extra: got.extra as Record<string, unknown> } : {}),
        });
        savedSource.current =
          source.kind === "bundled"
            ? { kind: "bundled", id: got.name }
            : zipCopy
              ? { kind: "zip", label, name: got.name, data: zipCopy }
              : got.read
                ? asFiles(got.read.files, got.stored)
                : null;
        if (got.picked) {
          // the texts the worker read, stored by the worker for a reload once the table is up
          const mine = answered;
          storing.current = mine;
          void client()
            .request<"stored-texts">({ type: "store-texts" })
            .then((t) => {
              if (savedFor.current !== mine) return;
              savedSource.current = asFiles([], t.texts);
            })
            .catch((e: Error) => !(e instanceof CancelledError) && setStorageError(e.message))
            .finally(() => {
              if (storing.current !== mine) return;
              storing.current = null;
              setSavedSeq((n) => n + 1);
            });
        }
        savedFor.current = answered;
        // the routing view can route over the catalog loaded here
        if (r.catalog.entries.length) useLoadedCatalog.getState().publish(r.catalog, got.label ?? source.label);
      } catch (e) {
        if (e instanceof CancelledError) return;
        setBusy(null);
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [client],
  );

  const loadZip = useCallback(
    (file: File) =>
      finish({ kind: "zip", label: file.name }, async () => ({ zip: await file.arrayBuffer(), name: file.name.replace(/\.zip$/i, "") })),
    [finish],
  );

  const loadBundled = useCallback(
    (id: string) =>
      finish({ kind: "bundled", label: `${id} (bundled)` }, async (p) => {
        const read = await fetchBundled(id, (f) => p("fetch", f));
        return { read, name: id, extra: read.license ? { license: read.license } : {} };
      }),
    [finish],
  );

  const loadSession = useCallback(() => {
    const st = useInspector.getState();
    const sess = st.views[0]?.session;
    if (!sess) return;
    const read = fromSession(sess);
    // the listing rule of the Claude Code version that wrote the session
    setPreset(listingPresetForSession(sess).preset);
    void finish({ kind: "session", label: read.name }, async () => ({
      read,
      name: read.name,
      extra: {
        invocations: read.invocations,
        note:
          read.withDescription < read.files.length
            ? "A transcript records each skill's body without its front matter: descriptions are unknown here, so the listing and the description rules have little to go on."
            : undefined,
      },
    }));
  }, [finish]);

  // Drop a folder, several files or a .zip anywhere on the page.
  useEffect(() => {
    let depth = 0;
    const carries = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes("Files");
    const enter = (e: DragEvent) => {
      if (!carries(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carries(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: DragEvent) => {
      if (!carries(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!e.dataTransfer || !carries(e)) return;
      e.preventDefault();
      const d = fromDrop(e.dataTransfer);
      if (d.kind === "none") return;
      if (d.kind === "zip") {
        void d.file().then(loadZip, (err: Error) => setError(`Could not read the dropped file: ${err.message}`));
        return;
      }
      // walked here (the entries are only readable from the page), then read and parsed in the worker
      void finish({ kind: "folder", label: "dropped folder" }, async () => {
        const c = await d.collect();
        return { picked: c.list, name: c.name, label: c.name };
      });
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, [finish, loadZip]);

  // What is loaded, its preset and tab are kept in browser storage; a reload loads it again.
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
  }, [loadedAt, savedSeq, preset, tab]);
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
          return finish({ kind: "zip", label: src.label }, async () => ({ zip: src.data, name: src.name, label: src.label }));
        return finish({ kind: src.sourceKind, label: src.label }, async () => ({
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

  const forget = useCallback(() => {
    savedSource.current = null;
    setLoaded(null);
    setError(null);
    setCounted({});
  }, []);

  // A catalog is linted once its table is drawn (this effect runs after that render), and again
  // when the preset changes: the description cap differs by preset.
  const needLint = loaded && loaded.lintPreset !== preset ? preset : null;
  useEffect(() => {
    if (!needLint) return;
    let live = true;
    client()
      .request<"linted">({ type: "lint", lint: lintOptionsFor(needLint) })
      .then((r) => live && setLoaded((l) => (l ? { ...l, lint: r.lint, lintPreset: needLint, phases: { ...l.phases, lint: r.ms } } : l)))
      .catch((e: Error) => live && !(e instanceof CancelledError) && setError(e.message));
    return () => {
      live = false;
    };
  }, [needLint, client]);

  const count = useCallback(
    (est: Estimator) => {
      setBusy({ phase: "count", fraction: 0, label: est });
      client()
        .request<"counted">({ type: "count", estimator: est }, (phase, f) => setBusy({ phase, fraction: f, label: est }))
        .then((r) => {
          setCounted((m) => ({ ...m, [r.estimator]: r.tokens }));
          setBusy(null);
        })
        .catch((e: Error) => {
          setBusy(null);
          if (!(e instanceof CancelledError)) setError(e.message);
        });
    },
    [client],
  );

  const cat = loaded?.catalog;
  const findings = loaded?.lint ? loaded.lint.reduce((a, r) => a + r.problems.length, 0) : null;
  const kinds = cat
    ? {
        skill: 0,
        agent: 0,
        command: 0,
        ...Object.fromEntries(["skill", "agent", "command"].map((k) => [k, cat.entries.filter((e) => e.kind === k).length])),
      }
    : null;

  return (
    <div className={`${s.vars} ${c.screen}`} data-testid="catalog-screen">
      <header className="topbar">
        <span className="brand">Context Lab</span>
        <ScreenNav />
        <div className="sep-v" />
        <span className={c.title}>Skill catalog</span>
        <button
          className="btn"
          onClick={() => folderRef.current?.click()}
          data-testid="catalog-open-folder"
          title="Pick a folder of skills (<name>/SKILL.md, agents/*.md, commands/*.md)"
        >
          Open folder…
        </button>
        <input
          ref={folderRef}
          type="file"
          multiple
          hidden
          data-testid="catalog-folder-input"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = "";
            if (!files.length) return;
            const single = files.length === 1 && /\.zip$/i.test(files[0].name);
            if (single) void loadZip(files[0]);
            else
              void finish({ kind: "folder", label: "folder" }, async () => {
                // unread: the worker reads them (components/worker/file-feed.ts says why)
                const p = pickedFiles(files);
                return { picked: p.list, name: p.name, label: p.name };
              });
          }}
        />
        <button className="btn" onClick={() => zipRef.current?.click()} data-testid="catalog-open-zip">
          Open .zip…
        </button>
        <input
          ref={zipRef}
          type="file"
          accept=".zip,application/zip"
          hidden
          data-testid="catalog-zip-input"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = "";
            if (f) void loadZip(f);
          }}
        />
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
        <div className="sep-v" />
        <div className="source">
          {loaded ? (
            <>
              <span className="source-name" data-testid="catalog-name">
                {loaded.source.label}
              </span>
              {kinds && (
                <span className="muted" data-testid="catalog-counts">
                  {kinds.skill} skill{kinds.skill === 1 ? "" : "s"} · {kinds.agent} agent{kinds.agent === 1 ? "" : "s"} · {kinds.command}{" "}
                  command{kinds.command === 1 ? "" : "s"}
                  {cat && cat.errors.length > 0 && <span className={s.tDropped}> · {cat.errors.length} unreadable front matter</span>}
                </span>
              )}
            </>
          ) : (
            <span className="muted">No catalog loaded</span>
          )}
        </div>
        {busy && (
          <span className="progress-label" data-testid="catalog-progress-label">
            {PHASE_LABEL[busy.phase]} {Math.round(busy.fraction * 100)}%
          </span>
        )}
        <button
          className="btn"
          onClick={forget}
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

      <div className="banners">
        {error && (
          <div className="banner error" role="alert" data-testid="catalog-error">
            <p>{error}</p>
            <button className="close" aria-label="Dismiss" onClick={() => setError(null)}>
              ✕
            </button>
          </div>
        )}
        {storageError && (
          <div className="banner warn" role="status" data-testid="catalog-storage-message">
            <p>{storageError}</p>
            <button className="close" aria-label="Dismiss" onClick={() => setStorageError(null)}>
              ✕
            </button>
          </div>
        )}
        {loaded && loaded.refused.length > 0 && showRefused && (
          <div className="banner warn" role="status" data-testid="catalog-refused">
            <div className={c.refused}>
              <p>
                <b>
                  {loaded.refused.length} file{loaded.refused.length === 1 ? " was" : "s were"} refused
                </b>{" "}
                and not read:
              </p>
              <ul>
                {loaded.refused.slice(0, 12).map((r, k) => (
                  <li key={k} data-testid="catalog-refused-item">
                    <span className="mono">{r.path}</span>: {r.reason}
                  </li>
                ))}
                {loaded.refused.length > 12 && <li>and {loaded.refused.length - 12} more</li>}
              </ul>
            </div>
            <button className="close" aria-label="Dismiss" onClick={() => setShowRefused(false)}>
              ✕
            </button>
          </div>
        )}
        {loaded?.note && (
          <div className="banner info" role="status">
            <p>{loaded.note}</p>
          </div>
        )}
      </div>

      {loaded ? (
        <>
          <div className={c.tabs} role="tablist">
            {(
              [
                ["entries", `Entries`, `${loaded.catalog.entries.length}`],
                ["listing", "Listing", null],
                ["lint", "Lint", findings === null ? "…" : `${findings}`],
              ] as [Tab, string, string | null][]
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
          <div className={c.content}>
            {tab === "entries" && (
              <EntriesView
                loaded={loaded}
                counted={counted}
                onCount={count}
                counting={busy?.phase === "count" ? (busy.label as Estimator) : null}
              />
            )}
            {tab === "listing" && <ListingView loaded={loaded} preset={preset} onPreset={setPreset} client={client} onError={setError} />}
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
      ) : (
        <div className={c.empty} data-testid="catalog-empty">
          <div>
            <h2>Load a skill catalog</h2>
            <p>
              Drop a folder or a <span className="mono">.zip</span> anywhere on this page, or pick one. A catalog holds{" "}
              <span className="mono">&lt;name&gt;/SKILL.md</span> skills with YAML front matter, <span className="mono">agents/*.md</span>{" "}
              subagents and <span className="mono">commands/*.md</span>.
            </p>
            <p className={c.emptyActions}>
              <button className="btn" onClick={() => folderRef.current?.click()}>
                Open folder…
              </button>
              <button className="btn" onClick={() => zipRef.current?.click()}>
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
              inflated: paths with <span className="mono">..</span> or a leading <span className="mono">/</span> are refused, and so is any
              file over 5 MB or a catalog over 100 MB.
            </p>
          </div>
        </div>
      )}
      {dragging && (
        <div className="dropzone" data-testid="catalog-drop-overlay">
          Drop a skills folder or a .zip to load it as a catalog
        </div>
      )}
    </div>
  );
}

const PHASE_NAMES: [keyof Loaded["phases"], string][] = [
  ["fetch", "fetched"],
  ["read", "read"],
  ["unzip", "unzipped"],
  ["parse", "parsed"],
  ["count", "counted"],
];

/**
 * Each phase of the load as it took, then the drawing of the table, timed from the worker's
 * answer to the frame after it was painted; the total runs from the pick to that frame. A folder
 * is parsed while it is read, so its parse time overlaps the reading. The lint runs after the
 * drawing and is told last.
 */
function PhaseLine({ loaded }: { loaded: Loaded }) {
  const [drawn, setDrawn] = useState<{ for: number; at: number } | null>(null);
  const key = loaded.answered;
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      // the frame callback runs before the paint; a task queued from it runs after
      const t = setTimeout(() => setDrawn({ for: key, at: performance.now() }), 0);
      frame = t as unknown as number;
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(frame);
    };
  }, [key]);
  const overlapped = loaded.phases.read !== undefined && loaded.phases.parse !== undefined;
  const parts = PHASE_NAMES.filter(([k]) => loaded.phases[k] !== undefined).map(
    ([k, label]) => `${label} ${dur(loaded.phases[k]!)}${k === "parse" && overlapped ? " while reading" : ""}`,
  );
  const d = drawn?.for === key ? drawn.at : null;
  if (d !== null) parts.push(`drawn ${dur(d - loaded.answered)} (${dur(d - loaded.started)} in all)`);
  if (loaded.phases.lint !== undefined) parts.push(`then linted ${dur(loaded.phases.lint)}`);
  return (
    <span data-testid="catalog-phases" data-total={d !== null ? Math.round(d - loaded.started) : undefined}>
      {parts.join(" · ").replace(/^./, (c) => c.toUpperCase())}.
    </span>
  );
}
