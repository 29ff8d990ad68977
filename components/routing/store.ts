"use client";
// The routing view's state (rules.md#routing): which catalog the router indexes, its settings and synonym
// dictionary, the prompt routed on /routing/ and the user prompt routed for the inspector's
// current step, the router log (one JSON line per decision) and the gold-set bench. Routing and
// the bench run in components/worker/routing.worker.ts; the rules are lib/routing's.
//
// For export (share links, the export menu): `useRouting.getState().log` is the router log as
// JSONL text, `.logLines` the same lines as objects, `.benchResult` the last bench report (plain
// JSON: lib/routing BenchReport) and `.benchExport()` that report with its catalog, gold set and
// settings as a JSON string.
import { create } from "zustand";
// Module by module, not the lib/routing barrel: the inspector imports this store on its first page,
// and the barrel would pull the router and minisearch into that page's bundle.
import { SETTING_LABELS, type RouterSettings } from "@/lib/routing/settings";
import { DEFAULT_SYNONYMS, type SynonymPair } from "@/lib/routing/synonyms";
import { logLine, toJSONL, type RouterLogLine } from "@/lib/routing/log";
import { parseGold, type BenchReport, type GoldCase } from "@/lib/routing/bench";
import type { SweepParam, SweepReport } from "@/lib/routing/sweep";
import type { EntryEdit, WhyNot } from "@/lib/routing/whynot";
import type { RouteLink } from "@/lib/routing/link";
import { BUNDLED_CATALOGS } from "@/components/skills/catalog-sources";
import type { RouteTrace } from "@/lib/routing/router";
import type { Estimator } from "@/lib/model";
import { fetchBundled, readPicked } from "@/components/skills/catalog-sources";
import { useLoadedCatalog } from "@/components/skills/loaded-catalog";
import { CancelledError, RoutingClient } from "./routing-client";
import type { CatalogInfo, PreviewHit, RoutingPhase } from "./routing-protocol";
import { DEFAULT_UI_SETTINGS, readSettings, routerSettings, type RoutingUiSettings } from "./ui-settings";
import { loadCatalogChoice, loadRouting, saveCatalogChoice, savePairs, saveSettings, type SavedCatalog } from "./persist";
import { registerExport } from "@/components/export/registry";
export { DEFAULT_UI_SETTINGS, routerSettings, type RoutingUiSettings } from "./ui-settings";
import { slug } from "@/components/share/build";

export type CatalogSourceKind = "bundled" | "catalog-screen" | "folder" | "zip";

export interface RoutingCatalog {
  status: "idle" | "loading" | "ready" | "error";
  source: CatalogSourceKind | null;
  label: string;
  info: CatalogInfo | null;
  progress: { phase: RoutingPhase | "fetch" | "read"; fraction: number } | null;
  error: string | null;
  /** bumps on every catalog loaded */
  seq: number;
}

/** One routed prompt: its trace, the hits before the gate, and its line in the log. */
export interface Routed {
  key: string;
  prompt: string;
  previousPrompt?: string;
  trace: RouteTrace;
  preview: PreviewHit[];
  /** index of its line in `logLines` */
  logIndex: number;
  ms: number;
  /** the inspector's step (0-based) */
  step?: number;
  /** the settings and catalog it was routed under */
  sig: string;
}

export interface GoldSet {
  label: string;
  source: "bundled" | "file";
  cases: GoldCase[];
  errors: { line: number; message: string }[];
}

export interface BenchMeta {
  catalog: string;
  gold: string;
  cases: number;
  settings: RouterSettings;
  estimator: Estimator;
  ms: number;
}

export interface RoutingState {
  booted: boolean;
  catalog: RoutingCatalog;
  settings: RoutingUiSettings;
  /** the editable Korean-English dictionary (RouterSettings.synonymPairs) */
  pairs: SynonymPair[];
  /** false once the user edited the dictionary */
  pairsDefault: boolean;
  storageError: string | null;
  error: string | null;

  /** /routing/: the prompt routed last, and whether a route is on its way */
  current: Routed | null;
  routing: boolean;
  /** the previous prompt of the /routing/ conversation (the repeat rule) */
  lastPrompt: string | undefined;
  /** the inspector: the user prompt routed last while stepping */
  inspector: Routed | null;

  logLines: RouterLogLine[];
  /** what each log line came from (an inspector step, or a prompt typed on /routing/) */
  logKeys: string[];
  /** the router log as JSONL text */
  log: string;

  /** gold cases of the bundled set, offered as example prompts */
  examples: GoldCase[] | null;
  /** what the examples are, in the menu's words (they follow the catalog in use) */
  examplesLabel: string;
  gold: GoldSet | null;
  bench: { status: "idle" | "running" | "done" | "error"; fraction: number; error: string | null };
  benchResult: BenchReport | null;
  benchMeta: BenchMeta | null;
  /** the bench at each value of one setting (Bench tab, "Sweep a setting") */
  sweep: { status: "idle" | "running" | "done" | "error"; fraction: number; error: string | null };
  sweepResult: SweepReport | null;
  sweepMeta: BenchMeta | null;
  /** a bench run pinned to compare later runs with, case by case */
  benchBaseline: { report: BenchReport; meta: BenchMeta } | null;

  boot(): Promise<void>;
  loadBundled(id: string): Promise<void>;
  loadFromCatalogScreen(): Promise<void>;
  loadFolder(files: File[]): Promise<void>;
  loadZip(file: File): Promise<void>;
  setSettings(patch: Partial<RoutingUiSettings>): void;
  resetSettings(): void;
  setPairs(pairs: SynonymPair[]): void;
  resetPairs(): void;
  /** routes a prompt of the /routing/ conversation and logs it */
  route(prompt: string): Promise<void>;
  /** routes the user prompt of an inspector step; a step already logged is not logged again */
  routeStep(key: string, prompt: string, previousPrompt: string | undefined, step: number, at?: string): Promise<void>;
  /** forgets the log and the previous prompt */
  newSession(): void;
  loadGoldBundled(id: string): Promise<void>;
  loadGoldText(text: string, label: string): void;
  runBench(): Promise<void>;
  runSweep(param: SweepParam, values: number[]): Promise<void>;
  /** the skill the "why not" panel asks about (a bench miss sets it to the case's gold) */
  whyName: string;
  setWhyName(name: string): void;
  /** where `name` dropped out of the route of `routed` (under the current settings) */
  explainWhyNot(routed: Routed, name: string): Promise<WhyNot>;
  /** routes `routed`'s prompt over the catalog with `name`'s description edited (nothing is kept) */
  whatIf(
    routed: Routed,
    name: string,
    edit: EntryEdit,
  ): Promise<{ decision: RouteTrace["decision"]; chosen: string | null; reason: string; result: WhyNot; ms: number }>;
  /** a routing link just opened: the settings it set (and the user's before), what it refused */
  linkNote: { applied: string[]; refused: string[]; previous: RoutingUiSettings; catalog: string | null } | null;
  /** applies a routing link's catalog, settings and skill (the caller routes its prompt) */
  openLink(link: RouteLink, refused: string[]): Promise<void>;
  /** puts back the settings the user had before the link, or only forgets the note */
  closeLinkNote(restore: boolean): void;
  /** pins the last bench run as the baseline (null: forgets it) */
  pinBaseline(pin: boolean): void;
  benchExport(): string;
  dismiss(what: "error" | "storageError"): void;
}

export const BUNDLED_GOLD = [
  {
    id: "devkit",
    title: "devkit.jsonl",
    catalog: "devkit",
    file: "/fixtures/gold/devkit.jsonl",
    description: "146 cases over the devkit catalog",
  },
];

const client = typeof window === "undefined" ? null : new RoutingClient();

/**
 * What a new catalog or gold set makes stale: the last bench and sweep. The baseline stays across
 * catalogs (how another catalog changes the same gold set's cases is a question worth asking) and
 * goes with its gold set.
 */
const NO_BENCH = {
  benchResult: null,
  benchMeta: null,
  bench: { status: "idle", fraction: 0, error: null },
  sweepResult: null,
  sweepMeta: null,
  sweep: { status: "idle", fraction: 0, error: null },
} satisfies Partial<RoutingState>;

let manualTurn = 0;
let currentSeq = 0;
let inspectorSeq = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let saving: Promise<void> = Promise.resolve();
let bootPromise: Promise<void> | null = null;

export const useRouting = create<RoutingState>()((set, get) => {
  const sig = () => {
    const s = get();
    return `${s.catalog.seq}|${JSON.stringify(s.settings)}|${s.pairsDefault ? "default" : JSON.stringify(s.pairs)}`;
  };

  const fail = (e: unknown) => {
    if (e instanceof CancelledError) return;
    set({ error: e instanceof Error ? e.message : String(e) });
  };

  async function routeOne(prompt: string, previousPrompt: string | undefined) {
    if (!client) throw new Error("Routing needs a browser.");
    await ensureCatalog();
    const s = get();
    if (s.catalog.status !== "ready") throw new Error(s.catalog.error ?? "No catalog is loaded for routing.");
    const r = await client.request<"routed">({
      type: "route",
      prompt,
      ...(previousPrompt !== undefined ? { previousPrompt } : {}),
      settings: routerSettings(s.settings, s.pairs),
      estimator: s.settings.estimator,
    });
    return r;
  }

  /** appends a log line, or replaces the line at `index` (a re-route under new settings) */
  function writeLog(trace: RouteTrace, key: string, at: string | undefined, index?: number): number {
    const lines = [...get().logLines];
    const keys = [...get().logKeys];
    if (index !== undefined && index < lines.length) {
      const old = lines[index];
      lines[index] = logLine(trace, old.turn, old.at);
    } else {
      index = lines.length;
      lines.push(logLine(trace, lines.length + 1, at));
      keys.push(key);
    }
    set({ logLines: lines, logKeys: keys, log: toJSONL(lines) });
    return index;
  }

  async function ensureCatalog() {
    const c = get().catalog;
    // the user's own catalog when there is one (the Catalog screen's), else the bundled one
    if (c.status === "idle") await (useLoadedCatalog.getState().catalog ? get().loadFromCatalogScreen() : get().loadBundled("devkit"));
    else if (c.status === "loading") {
      await new Promise<void>((resolve) => {
        const un = useRouting.subscribe((st) => {
          if (st.catalog.status !== "loading") {
            un();
            resolve();
          }
        });
      });
    }
  }

  /** re-routes what is shown under the current settings and catalog; their log lines are rewritten */
  let manualInFlight = 0;

  function refresh() {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      const s = get();
      if (s.catalog.status !== "ready") return;
      const now = sig();
      const cur = s.current;
      // a prompt being routed now wins: it will refresh itself if the settings moved under it
      if (cur && cur.sig !== now && !manualInFlight) {
        const seq = ++currentSeq;
        set({ routing: true });
        routeOne(cur.prompt, cur.previousPrompt)
          .then((r) => {
            if (seq !== currentSeq) return;
            const logIndex = writeLog(r.trace, cur.key, undefined, cur.logIndex);
            set({ current: { ...cur, trace: r.trace, preview: r.preview, ms: r.ms, logIndex, sig: now }, routing: false });
          })
          .catch((e) => {
            if (seq === currentSeq) set({ routing: false });
            fail(e);
          });
      }
      const ins = s.inspector;
      if (ins && ins.sig !== now) {
        const seq = ++inspectorSeq;
        routeOne(ins.prompt, ins.previousPrompt)
          .then((r) => {
            if (seq !== inspectorSeq) return;
            const logIndex = writeLog(r.trace, ins.key, undefined, ins.logIndex);
            set({ inspector: { ...ins, trace: r.trace, preview: r.preview, ms: r.ms, logIndex, sig: now } });
          })
          .catch(fail);
      }
    }, 60);
  }

  /**
   * Only the latest pick may land: a bundled catalog still being fetched (the first visit's default)
   * must neither reach the worker nor the screen after the user picked another one.
   */
  let loadSeq = 0;
  let bundledExamples: GoldCase[] | null = null;

  /** the names of the catalog in use, when this page holds its entries (the Catalog screen's) */
  let catalogNames: Set<string> | null = null;

  /**
   * The examples menu follows the catalog: the devkit gold prompts over devkit; over a catalog whose
   * names this page knows, the prompts whose skills it has; over any other only the prompts that
   * need no skill (greetings, native jobs), which hold for every catalog.
   */
  function refreshExamples() {
    if (!bundledExamples) return;
    const c = get().catalog;
    const own = c.source === "bundled" && c.label === `${BUNDLED_GOLD[0].catalog} (bundled)`;
    if (own || c.status !== "ready")
      return set({ examples: bundledExamples, examplesLabel: `${bundledExamples.length} prompts of the devkit gold set` });
    const names = c.source === "catalog-screen" ? catalogNames : null;
    const fits = bundledExamples.filter(
      (x) => x.kind === "native" || x.kind === "chitchat" || (names !== null && x.gold.length > 0 && x.gold.every((g) => names.has(g))),
    );
    const all = fits.length === bundledExamples.length;
    set({
      examples: fits,
      examplesLabel: all
        ? `${fits.length} prompts of the devkit gold set`
        : `${fits.length} prompts of the devkit gold set that fit this catalog`,
    });
  }
  class Superseded extends Error {}

  async function loadWith(
    source: CatalogSourceKind,
    label: string,
    produce: (current: () => void) => Promise<CatalogInfo>,
    save?: SavedCatalog,
  ) {
    const mine = ++loadSeq;
    const current = () => {
      if (mine !== loadSeq) throw new Superseded();
    };
    set({ catalog: { ...get().catalog, status: "loading", source, label, progress: { phase: "read", fraction: 0 }, error: null } });
    try {
      const info = await produce(current);
      current();
      if (!info.skills && !info.agents && !info.slashOnly) {
        throw new Error(`${label} holds no skill catalog: no <name>/SKILL.md, agents/*.md or commands/*.md file was found.`);
      }
      set({ catalog: { status: "ready", source, label, info, progress: null, error: null, seq: get().catalog.seq + 1 }, ...NO_BENCH });
      if (save) saveCatalogChoice(save).catch((e: Error) => set({ storageError: e.message }));
      refreshExamples();
      refresh();
    } catch (e) {
      if (e instanceof CancelledError || e instanceof Superseded) return;
      if (mine !== loadSeq) return;
      const message = e instanceof Error ? e.message : String(e);
      set({ catalog: { ...get().catalog, status: "error", progress: null, error: message, info: null } });
    }
  }

  const onProgress = (phase: RoutingPhase | "fetch" | "read", fraction: number) =>
    set({ catalog: { ...get().catalog, progress: { phase, fraction } } });

  /** a question about a routed prompt, asked under the current settings (why not, what if) */
  function askAbout(routed: Routed) {
    if (!client) throw new Error("Routing needs a browser.");
    const st = get();
    return {
      prompt: routed.prompt,
      ...(routed.previousPrompt !== undefined ? { previousPrompt: routed.previousPrompt } : {}),
      settings: routerSettings(st.settings, st.pairs),
      estimator: st.settings.estimator,
    };
  }

  /**
   * A run of the gold set in the worker (the bench, or a sweep): its status and progress under
   * `key`, its result stored by `done` with what it ran on.
   */
  async function goldRun<R extends { ms: number }>(
    key: "bench" | "sweep",
    request: (
      base: { cases: GoldCase[]; settings: RouterSettings; estimator: Estimator },
      onProgress: (p: RoutingPhase, fraction: number) => void,
    ) => Promise<R>,
    done: (r: R, meta: BenchMeta) => Partial<RoutingState>,
  ): Promise<void> {
    if (!client || !get().gold?.cases.length) return;
    set({ [key]: { status: "running", fraction: 0, error: null } });
    try {
      await ensureCatalog();
      const st = get();
      if (st.catalog.status !== "ready" || !st.catalog.info) throw new Error(st.catalog.error ?? "No catalog is loaded.");
      const settings = routerSettings(st.settings, st.pairs);
      const cases = st.gold!.cases;
      const r = await request({ cases, settings, estimator: st.settings.estimator }, (_p, fraction) =>
        set({ [key]: { status: "running", fraction, error: null } }),
      );
      set({
        [key]: { status: "done", fraction: 1, error: null },
        ...done(r, {
          catalog: st.catalog.label,
          gold: st.gold!.label,
          cases: cases.length,
          settings,
          estimator: st.settings.estimator,
          ms: r.ms,
        }),
      });
    } catch (e) {
      if (e instanceof CancelledError) return set({ [key]: { status: "idle", fraction: 0, error: null } });
      set({ [key]: { status: "error", fraction: 0, error: e instanceof Error ? e.message : String(e) } });
    }
  }

  return {
    booted: false,
    catalog: { status: "idle", source: null, label: "", info: null, progress: null, error: null, seq: 0 },
    settings: DEFAULT_UI_SETTINGS,
    pairs: DEFAULT_SYNONYMS,
    pairsDefault: true,
    storageError: null,
    error: null,
    current: null,
    routing: false,
    lastPrompt: undefined,
    inspector: null,
    logLines: [],
    logKeys: [],
    log: "",
    examples: null,
    examplesLabel: "",
    gold: null,
    ...NO_BENCH,
    benchBaseline: null,
    whyName: "",
    linkNote: null,

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
        if (saved && get().catalog.status === "idle") {
          if (saved.source === "bundled") {
            if (BUNDLED_CATALOGS.some((b) => b.id === saved.id)) await get().loadBundled(saved.id);
          } else {
            const entries = saved.entries;
            await loadWith(
              saved.source,
              saved.label,
              async () => {
                const r = await client!.request<"loaded">({ type: "load-entries", name: saved.label, entries }, onProgress);
                catalogNames = new Set(entries.map((e) => e.name));
                return r.info;
              },
              saved,
            );
          }
        }
        await ensureCatalog();
        if (!get().examples) {
          fetch(BUNDLED_GOLD[0].file, { cache: "no-cache" })
            .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
            .then((text) => {
              const { cases } = parseGold(text);
              bundledExamples = cases;
              refreshExamples();
              if (!get().gold) set({ gold: { label: BUNDLED_GOLD[0].title, source: "bundled", cases, errors: [] } });
            })
            .catch((e: Error) => set({ error: `Could not load the example prompts (${BUNDLED_GOLD[0].file}: ${e.message}).` }));
        }
      })();
      return bootPromise;
    },

    loadBundled(id) {
      return loadWith(
        "bundled",
        `${id} (bundled)`,
        async (current) => {
          const read = await fetchBundled(id, (f) => onProgress("fetch", f));
          current();
          const r = await client!.request<"loaded">({ type: "load", name: id, files: read.files, refused: read.refused }, onProgress);
          return r.info;
        },
        { source: "bundled", id },
      );
    },

    loadFromCatalogScreen() {
      const { catalog, label } = useLoadedCatalog.getState();
      if (!catalog) return Promise.resolve();
      const name = label ?? catalog.name;
      return loadWith(
        "catalog-screen",
        name,
        async () => {
          const r = await client!.request<"loaded">({ type: "load-entries", name, entries: catalog.entries }, onProgress);
          catalogNames = new Set(catalog.entries.map((e) => e.name));
          return { ...r.info, errors: catalog.errors.length };
        },
        { source: "catalog-screen", label: name, entries: catalog.entries },
      );
    },

    loadFolder(files) {
      return loadWith("folder", "folder", async () => {
        const read = await readPicked(files, (f) => onProgress("read", f));
        set({ catalog: { ...get().catalog, label: read.name } });
        const r = await client!.request<"loaded">({ type: "load", name: read.name, files: read.files, refused: read.refused }, onProgress);
        return r.info;
      });
    },

    loadZip(file) {
      return loadWith("zip", file.name, async () => {
        const data = await file.arrayBuffer();
        const r = await client!.request<"loaded">({ type: "load-zip", name: file.name.replace(/\.zip$/i, ""), data }, onProgress, [data]);
        return r.info;
      });
    },

    setSettings(patch) {
      const settings = { ...get().settings, ...patch };
      set({ settings });
      saveSettings({ ...settings }).catch((e: Error) => set({ storageError: e.message }));
      refresh();
    },

    resetSettings() {
      get().setSettings(DEFAULT_UI_SETTINGS);
    },

    setPairs(pairs) {
      set({ pairs, pairsDefault: false });
      // saved at once, in order (each edit is one put of a few hundred short pairs)
      saving = saving.then(() => savePairs(pairs)).catch((e: Error) => set({ storageError: e.message }));
      refresh();
    },

    resetPairs() {
      set({ pairs: DEFAULT_SYNONYMS, pairsDefault: true });
      saving = saving.then(() => savePairs(null)).catch((e: Error) => set({ storageError: e.message }));
      refresh();
    },

    async route(prompt) {
      const text = prompt.trim();
      if (!text) return;
      const seq = ++currentSeq;
      const previousPrompt = get().lastPrompt;
      const used = sig();
      manualInFlight++;
      set({ routing: true, error: null });
      try {
        const r = await routeOne(text, previousPrompt);
        if (seq !== currentSeq) return;
        const key = `prompt:${++manualTurn}`;
        const logIndex = writeLog(r.trace, key, new Date().toISOString());
        set({
          current: {
            key,
            prompt: text,
            ...(previousPrompt !== undefined ? { previousPrompt } : {}),
            trace: r.trace,
            preview: r.preview,
            logIndex,
            ms: r.ms,
            sig: used,
          },
          lastPrompt: text,
          routing: false,
        });
      } catch (e) {
        if (seq === currentSeq) set({ routing: false });
        fail(e);
      } finally {
        manualInFlight--;
        // settings changed while it ran: route the shown prompt again under them
        if (sig() !== used) refresh();
      }
    },

    async routeStep(key, prompt, previousPrompt, step, at) {
      const have = get().inspector;
      if (have && have.key === key && have.sig === sig()) return;
      const seq = ++inspectorSeq;
      try {
        const r = await routeOne(prompt, previousPrompt);
        if (seq !== inspectorSeq) return;
        // stepping back onto a logged step shows it again without a second line
        const known = get().logKeys.lastIndexOf(key);
        const logIndex = known >= 0 ? writeLog(r.trace, key, at, known) : writeLog(r.trace, key, at);
        set({
          inspector: {
            key,
            prompt,
            ...(previousPrompt !== undefined ? { previousPrompt } : {}),
            trace: r.trace,
            preview: r.preview,
            logIndex,
            ms: r.ms,
            step,
            sig: sig(),
          },
        });
      } catch (e) {
        fail(e);
      }
    },

    newSession() {
      currentSeq++;
      inspectorSeq++;
      set({ logLines: [], logKeys: [], log: "", lastPrompt: undefined, current: null, inspector: null, routing: false });
    },

    async loadGoldBundled(id) {
      const g = BUNDLED_GOLD.find((x) => x.id === id);
      if (!g) return;
      try {
        const res = await fetch(g.file, { cache: "no-cache" });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const { cases, errors } = parseGold(await res.text());
        set({ gold: { label: g.title, source: "bundled", cases, errors }, ...NO_BENCH, benchBaseline: null });
      } catch (e) {
        set({ error: `Could not load the gold set ${g.file} (${(e as Error).message}).` });
      }
    },

    loadGoldText(text, label) {
      const { cases, errors } = parseGold(text);
      set({ gold: { label, source: "file", cases, errors }, ...NO_BENCH, benchBaseline: null });
    },

    runBench() {
      return goldRun(
        "bench",
        (base, onProgress) => client!.request<"benched">({ type: "bench", ...base }, onProgress),
        (r, meta) => ({ benchResult: r.report, benchMeta: meta }),
      );
    },

    runSweep(param, values) {
      if (!values.length) return Promise.resolve();
      return goldRun(
        "sweep",
        (base, onProgress) => client!.request<"swept">({ type: "sweep", ...base, param, values }, onProgress),
        (r, meta) => ({ sweepResult: r.report, sweepMeta: meta }),
      );
    },

    setWhyName(name) {
      set({ whyName: name });
    },

    async explainWhyNot(routed, name) {
      const r = await client!.request<"explained">({ type: "whynot", ...askAbout(routed), name });
      return r.result;
    },

    async whatIf(routed, name, edit) {
      const r = await client!.request<"whatif-routed">({ type: "whatif", ...askAbout(routed), name, edit });
      return { decision: r.decision, chosen: r.chosen, reason: r.reason, result: r.result, ms: r.ms };
    },

    async openLink(link, refused) {
      await get().boot();
      const previous = get().settings;
      const bad = [...refused];
      if (link.catalog) {
        if (!BUNDLED_CATALOGS.some((b) => b.id === link.catalog)) bad.push(`cat=${link.catalog} (no bundled catalog of that name)`);
        else if (get().catalog.label !== `${link.catalog} (bundled)`) await get().loadBundled(link.catalog);
      }
      const patch: Partial<RoutingUiSettings> = { ...link.settings };
      const applied = Object.entries(patch)
        .filter(([k, v]) => previous[k as keyof RoutingUiSettings] !== v)
        .map(
          ([k, v]) => `${SETTING_LABELS[k as keyof typeof SETTING_LABELS] ?? k} ${typeof v === "boolean" ? (v ? "on" : "off") : String(v)}`,
        );
      if (Object.keys(patch).length) get().setSettings(patch);
      if (link.why) set({ whyName: link.why });
      set({
        linkNote: {
          applied,
          refused: bad,
          previous,
          catalog: link.catalog && !bad.some((x) => x.startsWith("cat=")) ? link.catalog : null,
        },
      });
    },

    closeLinkNote(restore) {
      const note = get().linkNote;
      if (restore && note) get().setSettings(note.previous);
      set({ linkNote: null });
    },

    pinBaseline(pin) {
      const { benchResult, benchMeta } = get();
      set({ benchBaseline: pin && benchResult && benchMeta ? { report: benchResult, meta: benchMeta } : null });
    },

    benchExport() {
      const { benchResult, benchMeta } = get();
      if (!benchResult || !benchMeta) return "";
      const settings = { ...benchMeta.settings, synonymPairs: benchMeta.settings.synonymPairs.length };
      return (
        JSON.stringify(
          {
            catalog: benchMeta.catalog,
            gold: benchMeta.gold,
            estimator: benchMeta.estimator,
            ms: Math.round(benchMeta.ms),
            ...benchResult,
            settings,
          },
          null,
          2,
        ) + "\n"
      );
    },

    dismiss(what) {
      set({ [what]: null } as Partial<RoutingState>);
    },
  };
});

// The top bar's Export menu lists these once this store has loaded (the Routing tab or /routing/).
registerExport({
  id: "router-log",
  group: "Routing",
  label: () => (useRouting.getState().log ? "Router log (.jsonl)" : "Router log (.jsonl): route a prompt first"),
  available: () => !!useRouting.getState().log,
  file: () => {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
    return { name: `skill-router-${stamp}.jsonl`, mime: "application/x-ndjson", data: useRouting.getState().log };
  },
});
registerExport({
  id: "bench",
  group: "Routing",
  label: () => (useRouting.getState().benchResult ? "Bench result (.json)" : "Bench result (.json): run the bench first"),
  available: () => !!useRouting.getState().benchResult,
  file: () => ({
    name: `bench-${slug(useRouting.getState().catalog.label || "catalog")}.json`,
    mime: "application/json",
    data: useRouting.getState().benchExport(),
  }),
});
