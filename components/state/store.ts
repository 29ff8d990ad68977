"use client";
// The inspector's state. Heavy work (reading, counting, the timeline, the simulation) happens in
// the engine worker; this store holds its results and what the user is looking at. Rules live in
// lib/, not here.
import { create } from "zustand";
import { ESTIMATORS, type Estimator, type Session, type ToolPair } from "@/lib/model";
import type { TokenTable } from "@/lib/tokens/count";
import type { RecordedTimeline } from "@/lib/context/recorded";
import type { Settings } from "@/lib/context/settings";
import type { Simulation } from "@/lib/context/simulate";
import { CancelledError, EngineClient } from "@/components/worker/client";
import { BLOB_INPUT_BYTES, DEFAULT_SIM_CHOICE, type CompareResult, type InputFile, type Phase, type SimChoice, type ViewKind } from "@/components/worker/protocol";
import { isPresetName } from "@/lib/context/settings";
import type { ShareState } from "@/lib/share/link";
import { SNAPSHOT_FORMAT } from "@/lib/share/snapshot";
import { parseContextUsage } from "@/lib/transcripts/context-usage";
// The link decoder (fflate, lib/share) loads only when the address has a fragment to read.
const readShareHash = async () => (typeof window !== "undefined" && window.location.hash.length > 1 ? (await import("@/components/share/fragment")).readShareHash() : null);
import { cutRow } from "@/components/sim/cut";
import { clearSaved, loadSaved, saveInputs, saveView, type SavedView } from "./persist";
import { baseName, parseExamples, type ExampleEntry } from "./examples";

/** One list the inspector can show: the main chain, its sidechain records, or a subagent. */
export interface View {
  key: string;
  kind: ViewKind;
  label: string;
  session: Session;
  table: TokenTable;
  timeline: RecordedTimeline;
  /** tool pairs by tool_use id, for the call <-> result links */
  pairById: Map<string, ToolPair>;
  /** the simulation under `settings` (null when the simulator failed: `simError`) */
  sim: Simulation | null;
  settings: Settings;
  /** what resolveSettings() ignored or changed */
  settingsProblems: string[];
  simError: string | null;
  /** compare mode: the main view under the second choice (B); null when compare mode is off */
  compare: CompareResult | null;
}

export type SideTab = "context" | "compaction" | "skills" | "compare" | "routing";

/** The side-panel tabs a share link or a saved view may name. */
export const SIDE_TABS: readonly SideTab[] = ["context", "compaction", "skills", "compare", "routing"];

export interface Busy {
  phase: Phase | "fetch";
  fraction: number;
  label: string;
}

export type Origin = { kind: "default" | "example" | "file" | "paste" | "restored" | "shared"; label: string };

interface PendingLoad {
  inputs: InputFile[];
  key: string;
  step?: number;
  persist: boolean;
  origin: Origin;
  sim: SimChoice;
}

export interface InspectorState {
  inputs: InputFile[];
  inputsKey: string | null;
  origin: Origin | null;
  /** whether the loaded inputs are in IndexedDB (the auto-loaded default example is not) */
  persisted: boolean;
  views: View[];
  viewKey: string;
  steps: Record<string, number>;
  playing: boolean;
  /** steps a second while playing */
  speed: number;
  estimator: Estimator;
  busy: Busy | null;
  pending: PendingLoad | null;
  error: string | null;
  notice: string | null;
  storageError: string | null;
  examples: ExampleEntry[] | null;
  examplesError: string | null;
  panels: { problems: boolean; paste: boolean; examples: boolean; settings: boolean; shortcuts: boolean };
  /** the simulator's preset and overrides, kept with the loaded inputs */
  simChoice: SimChoice;
  sideTab: SideTab;
  /** compare mode: the second simulator choice (B), beside simChoice (A); null = off */
  compare: SimChoice | null;
  /** a compaction picked on the chart or in a list; it stays selected while the step is its step */
  selected: { view: string; compaction: number; step: number } | null;
  /** a request to scroll the message list to an event without changing the step */
  scrollTo: { index: number; seq: number } | null;
  /** expanded/collapsed blocks that differ from their default, by `${view}:${event}:${block}` */
  toggled: Record<string, boolean>;
  booted: boolean;

  boot(): Promise<void>;
  load(inputs: InputFile[], opts: { origin: Origin; step?: number; persist?: boolean; sim?: SimChoice }): Promise<void>;
  loadFiles(files: File[]): Promise<void>;
  loadText(text: string, name?: string): Promise<void>;
  loadExample(e: ExampleEntry, opts?: { persist?: boolean; origin?: Origin }): Promise<void>;
  fetchExamples(): Promise<ExampleEntry[]>;
  setEstimator(e: Estimator): void;
  setStep(step: number): void;
  stepBy(delta: number): void;
  setPlaying(p: boolean): void;
  setSpeed(s: number): void;
  selectView(key: string): void;
  toggle(key: string, defaultOpen: boolean): void;
  setPanel(p: keyof InspectorState["panels"], open: boolean): void;
  /** re-simulates the loaded inputs at once, keeping every step */
  setSimChoice(choice: SimChoice): void;
  setSideTab(tab: SideTab): void;
  /** compare mode on with B = `choice` (and A = `opts.sim` when given), or off with null; re-simulates once */
  setCompare(choice: SimChoice | null, opts?: { sim?: SimChoice }): void;
  /** loads the scenario of a share link and applies its preset, overrides, estimator, step and panel */
  openShared(state: ShareState): Promise<void>;
  /** makes a compaction of the current view the selected one and its step the current step */
  selectCompaction(index: number, opts?: { tab?: boolean }): void;
  scrollToEvent(index: number): void;
  dismiss(what: "error" | "notice" | "storageError"): void;
  clear(): Promise<void>;
}

const engine = typeof window === "undefined" ? null : new EngineClient();
let keySeq = 0;

function indexPairs(s: Session): Map<string, ToolPair> {
  const m = new Map<string, ToolPair>();
  for (const p of s.toolPairs) if (p.id) m.set(p.id, p);
  return m;
}

const AGENT_FILE = /(^|\/)agent-[^/]*\.jsonl$/i;

/** Counts load requests, so a slow example fetch can tell that a newer load has started. */
let loadSeq = 0;

export const useInspector = create<InspectorState>()((set, get) => {
  /**
   * An edit (settings, compare mode) of inputs that are not saved yet, such as the default example
   * shown at the first visit: they are saved now, so a reload does not lose the edit.
   */
  function keepEdited(): void {
    const st = get();
    if (st.persisted || !st.inputsKey || !st.inputs.length) return;
    const key = st.inputsKey;
    const label = st.origin?.label ?? st.inputs[0].name;
    set({ persisted: true, ...(st.origin?.kind === "default" ? { origin: { kind: "example", label } } : {}) });
    saveInputs(st.inputs, label)
      .then(() => saveView(viewToSave(get())))
      .then(() => set({ storageError: null }))
      .catch((e: Error) => {
        if (get().inputsKey === key) set({ persisted: false });
        set({ storageError: e.message });
      });
  }

  /**
   * Runs the worker for `p`: a new load, a re-count of the loaded inputs (new estimator) or a
   * re-simulation (new settings: the worker keeps its sessions and tables, so it is not restarted).
   */
  async function run(p: PendingLoad, mode: "load" | "recount" | "resim"): Promise<void> {
    if (!engine) return;
    const st = get();
    const recount = mode !== "load";
    const phase0 = mode === "resim" ? "simulate" : "parse";
    set({ pending: recount ? st.pending : p, busy: { phase: phase0, fraction: 0, label: p.origin.label }, error: null });
    try {
      const held = get().views[0]?.table.estimator ?? null;
      const r = await engine.run(
        {
          inputsKey: p.key,
          inputs: p.inputs,
          estimator: get().estimator,
          clientHas: get().inputsKey,
          clientTables: get().inputsKey === p.key ? held : null,
          sim: p.sim,
          compare: get().compare,
        },
        (phase, fraction) => set({ busy: { phase, fraction, label: p.origin.label } }),
        { keepWorker: mode === "resim" },
      );
      const prev = new Map(get().views.map((v) => [v.key, v]));
      const views: View[] = [];
      for (const v of r.views) {
        const old = prev.get(v.key);
        const session = v.session ?? old?.session;
        const table = v.table ?? old?.table;
        const timeline = v.timeline ?? old?.timeline;
        if (!session || !table || !timeline) throw new Error("The engine returned a re-count for a session that is no longer loaded.");
        views.push({
          key: v.key,
          kind: v.kind,
          label: v.label,
          session,
          table,
          timeline,
          pairById: v.session || !old ? indexPairs(session) : old.pairById,
          sim: v.sim,
          settings: v.settings,
          settingsProblems: v.problems,
          simError: v.simError,
          compare: v.compare ?? null,
        });
      }
      if (recount && get().inputsKey === p.key) {
        // The steps stay: the sessions are the same, only their counts or simulation changed.
        const sel = get().selected;
        const selView = sel ? views.find((v) => v.key === sel.view) : undefined;
        const keepSel = sel && selView?.sim?.compactions[sel.compaction]?.step === sel.step;
        set({ views, busy: null, pending: null, estimator: r.estimator, ...(keepSel ? {} : { selected: null }) });
        return;
      }
      const main = views[0];
      const last = Math.max(0, main.session.events.length - 1);
      // a new input opens at its first step, where the guide says what to press; a restored or shared one where it was
      const step = p.step === undefined ? 0 : Math.max(0, Math.min(last, p.step));
      set({
        inputs: p.inputs,
        inputsKey: p.key,
        origin: p.origin,
        persisted: p.persist,
        views,
        viewKey: "main",
        steps: { main: step },
        playing: false,
        busy: null,
        pending: null,
        estimator: r.estimator,
        toggled: {},
        simChoice: p.sim,
        selected: null,
        scrollTo: null,
      });
      if (p.persist && p.origin.kind !== "restored") {
        saveInputs(p.inputs, p.origin.label)
          .then(() => saveView(viewToSave(get())))
          .then(() => set({ storageError: null }))
          .catch((e: Error) => {
            if (get().inputsKey === p.key) set({ persisted: false });
            set({ storageError: e.message });
          });
      }
    } catch (e) {
      if (e instanceof CancelledError) return;
      // The previous state stays: only the message changes.
      const tableEstimator = get().views[0]?.table.estimator;
      set({
        busy: null,
        pending: null,
        error: e instanceof Error ? e.message : String(e),
        ...(recount && tableEstimator ? { estimator: tableEstimator } : {}),
      });
    }
  }

  return {
    inputs: [],
    inputsKey: null,
    origin: null,
    persisted: false,
    views: [],
    viewKey: "main",
    steps: {},
    playing: false,
    speed: 4,
    estimator: "chars4",
    busy: null,
    pending: null,
    error: null,
    notice: null,
    storageError: null,
    examples: null,
    examplesError: null,
    panels: { problems: false, paste: false, examples: false, settings: false, shortcuts: false },
    simChoice: DEFAULT_SIM_CHOICE,
    sideTab: "context",
    compare: null,
    selected: null,
    scrollTo: null,
    toggled: {},
    booted: false,

    async boot() {
      if (get().booted) return;
      set({ booted: true });
      // A share link (#s=...) opens its scenario; a damaged one says why and the saved state loads.
      const shared = await readShareHash();
      if (shared?.ok) {
        await get().openShared(shared.state);
        if (get().inputsKey || get().pending) return;
      }
      const shareError = shared && !shared.ok ? shared.error : null;
      let saved = null;
      try {
        saved = await loadSaved();
      } catch (e) {
        set({ storageError: (e as Error).message });
      }
      if (saved) {
        if (saved.view && ESTIMATORS.includes(saved.view.estimator)) set({ estimator: saved.view.estimator });
        const main = saved.inputs.find((f) => f.role === "main") ?? saved.inputs[0];
        const v = saved.view;
        if (v?.compare !== undefined) set({ compare: v.compare });
        await get().load(saved.inputs, {
          origin: { kind: "restored", label: saved.label ?? main.name },
          step: v?.step,
          persist: true,
          ...(v?.sim ? { sim: v.sim } : {}),
        });
        if (get().inputsKey) {
          set({
            ...(v?.tab && (SIDE_TABS as readonly string[]).includes(v.tab) ? { sideTab: v.tab as SideTab } : {}),
            ...(v?.settingsOpen ? { panels: { ...get().panels, settings: true } } : {}),
            ...(shareError ? { error: shareError } : {}),
          });
        }
        // A saved file this version cannot read any more: its error stays shown, the default example loads.
        if (get().inputsKey || get().pending) return;
      }
      const restoreError = saved ? get().error : null;
      try {
        const list = await get().fetchExamples();
        if (list[0] && !get().inputsKey && !get().pending) {
          await get().loadExample(list[0], { persist: false, origin: { kind: "default", label: list[0].title } });
        }
        if (restoreError) set({ error: `The saved session could not be restored, so the first example is shown: ${restoreError}` });
        else if (shareError) set({ error: shareError });
      } catch {
        /* fetchExamples already recorded the message */
      }
    },

    async load(inputs, opts) {
      loadSeq++;
      const key = `in${++keySeq}`;
      // A new input starts from its own settings (a scenario's preset applies); a restored one keeps the saved choice.
      await run({ inputs, key, step: opts.step, persist: opts.persist ?? true, origin: opts.origin, sim: opts.sim ?? DEFAULT_SIM_CHOICE }, "load");
    },

    async loadFiles(files) {
      if (!files.length) return;
      let texts: { name: string; text: string | Blob }[];
      try {
        // a large file goes to the worker (and to storage) as the File itself, read there in slices
        texts = await Promise.all(files.map(async (f) => ({ name: f.name, text: f.size > BLOB_INPUT_BYTES ? f : await f.text() })));
      } catch (e) {
        set({ error: `Could not read the file: ${(e as Error).message}.` });
        return;
      }
      const isReport = (t: { text: string | Blob }) => typeof t.text === "string" && parseContextUsage(t.text) !== null;
      const reports = texts.length > 1 ? texts.filter(isReport) : [];
      const agents = texts.filter((t) => AGENT_FILE.test(t.name));
      const others = texts.filter((t) => !AGENT_FILE.test(t.name) && !reports.includes(t));
      const main = others[0] ?? agents[0] ?? reports.shift()!;
      const subs = agents.filter((t) => t !== main);
      const ignored = others.slice(1);
      set({
        notice: ignored.length
          ? `One main session at a time: ${main.name} was loaded; ${ignored.map((t) => t.name).join(", ")} ${ignored.length === 1 ? "was" : "were"} ignored (subagent files must be named agent-*.jsonl).`
          : null,
      });
      const inputs: InputFile[] = [
        { name: main.name, text: main.text, role: "main" },
        ...subs.map((t) => ({ name: t.name, text: t.text, role: "subagent" as const })),
        ...reports.slice(0, 1).map((t) => ({ name: t.name, text: t.text, role: "context" as const })),
      ];
      await get().load(inputs, { origin: { kind: "file", label: main.name } });
    },

    async loadText(text, name = "pasted text") {
      set({ notice: null });
      // a /context report pasted beside a loaded session gives it its real startup split
      const st = get();
      if (st.inputsKey && st.views[0]?.session.format !== "scenario" && parseContextUsage(text)) {
        const inputs = [...st.inputs.filter((f) => f.role !== "context"), { name: "/context report", text, role: "context" as const }];
        set({ notice: "The /context report replaces the inferred system prompt + tools with its split." });
        await get().load(inputs, { origin: st.origin ?? { kind: "paste", label: name }, step: st.steps.main, sim: st.simChoice });
        return;
      }
      await get().load([{ name, text, role: "main" }], { origin: { kind: "paste", label: parseContextUsage(text) ? "/context report" : name } });
    },

    async fetchExamples() {
      const have = get().examples;
      if (have) return have;
      try {
        const res = await fetch("/fixtures/examples.json", { cache: "no-cache" });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const list = parseExamples(await res.json());
        set({ examples: list, examplesError: list.length ? null : "fixtures/examples.json lists no examples." });
        return list;
      } catch (e) {
        const msg = `Could not load the examples list (/fixtures/examples.json: ${(e as Error).message}).`;
        set({ examplesError: msg });
        throw new Error(msg);
      }
    },

    async loadExample(e, opts = {}) {
      // A load the user starts while this example is still being fetched wins: the example must
      // not replace it when its fetch finishes (the default example is fetched at start-up).
      const seq = ++loadSeq;
      set({ busy: { phase: "fetch", fraction: 0, label: e.title }, error: null, notice: null });
      let inputs: InputFile[];
      try {
        const get1 = async (url: string) => {
          const res = await fetch(url, { cache: "no-cache" });
          if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
          return res.text();
        };
        const [main, ...subs] = await Promise.all([e.file, ...e.subagents].map(get1));
        inputs = [
          { name: baseName(e.file), text: main, role: "main" },
          ...subs.map((text, k) => ({ name: baseName(e.subagents[k]), text, role: "subagent" as const })),
        ];
      } catch (err) {
        set({ busy: null, error: `Could not fetch the example "${e.title}" (${(err as Error).message}).` });
        return;
      }
      if (seq !== loadSeq) return;
      await get().load(inputs, { origin: opts.origin ?? { kind: "example", label: e.title }, persist: opts.persist ?? true });
    },

    setEstimator(e) {
      const st = get();
      if (e === st.estimator && !st.busy) return;
      set({ estimator: e });
      if (st.pending) {
        void run(st.pending, "load");
      } else if (st.inputsKey) {
        void run({ inputs: st.inputs, key: st.inputsKey, persist: st.persisted, origin: st.origin ?? { kind: "file", label: "" }, sim: st.simChoice }, "recount");
      }
    },

    setSimChoice(choice) {
      const st = get();
      set({ simChoice: choice });
      keepEdited();
      if (st.pending) {
        void run({ ...st.pending, sim: choice }, "load");
      } else if (st.inputsKey) {
        const key = st.inputsKey;
        const origin = st.origin ?? { kind: "file" as const, label: "" };
        void run({ inputs: st.inputs, key, persist: st.persisted, origin, sim: choice }, st.busy?.phase === "count" ? "recount" : "resim");
      }
    },

    setSideTab(tab) {
      set({ sideTab: tab });
    },

    setCompare(choice, opts = {}) {
      const st = get();
      const sim = opts.sim ?? st.simChoice;
      const same = JSON.stringify(choice) === JSON.stringify(st.compare) && JSON.stringify(sim) === JSON.stringify(st.simChoice);
      if (same && !st.pending) return;
      set({ compare: choice, simChoice: sim });
      keepEdited();
      if (!choice) {
        // Off: no re-simulation, B's results are dropped.
        set({ views: get().views.map((v) => (v.compare ? { ...v, compare: null } : v)) });
        if (JSON.stringify(sim) === JSON.stringify(st.simChoice)) return;
      }
      if (st.pending) {
        void run({ ...st.pending, sim }, "load");
      } else if (st.inputsKey) {
        const origin = st.origin ?? { kind: "file" as const, label: "" };
        void run({ inputs: st.inputs, key: st.inputsKey, persist: get().persisted, origin, sim }, st.busy?.phase === "count" ? "recount" : "resim");
      }
    },

    async openShared(state) {
      const est = state.estimator && (ESTIMATORS as readonly string[]).includes(state.estimator) ? (state.estimator as Estimator) : get().estimator;
      const choice = (c: { preset?: string | null; overrides?: Record<string, unknown> }): SimChoice => ({
        preset: c.preset && isPresetName(c.preset) ? c.preset : null,
        overrides: c.overrides ?? {},
      });
      set({ estimator: est, compare: state.compare ? choice(state.compare) : null, panels: { ...get().panels, settings: false } });
      const title = typeof state.scenario.title === "string" && state.scenario.title.trim() ? state.scenario.title : null;
      const snapshot = state.scenario.format === SNAPSHOT_FORMAT;
      const what = snapshot ? "Shared session" : "Shared scenario";
      await get().load([{ name: snapshot ? "shared-session.json" : "shared-scenario.json", text: JSON.stringify(state.scenario), role: "main" }], {
        origin: { kind: "shared", label: title ? `${what}: ${title}` : what },
        step: state.step === undefined ? undefined : Math.max(0, state.step),
        sim: choice({ preset: state.preset ?? null, overrides: state.overrides }),
      });
      if (!get().inputsKey) return;
      const panel = state.panel;
      if (panel === "settings") set({ panels: { ...get().panels, settings: true } });
      else if (panel && (SIDE_TABS as readonly string[]).includes(panel)) set({ sideTab: panel as SideTab });
    },

    selectCompaction(index, opts = {}) {
      const st = get();
      const v = currentView(st);
      const c = v?.sim?.compactions[index];
      if (!v || !c) return;
      const n = v.session.events.length;
      const step = Math.max(0, Math.min(n - 1, c.step));
      // The list shows the compaction's cut (the first row it kept, or the row it ran before).
      const cut = cutRow(c);
      set({
        steps: { ...st.steps, [v.key]: step },
        selected: { view: v.key, compaction: index, step },
        playing: false,
        ...(opts.tab === false ? {} : { sideTab: "compaction" as const }),
        ...(cut !== null && cut !== step ? { scrollTo: { index: cut, seq: (st.scrollTo?.seq ?? 0) + 1 } } : {}),
      });
    },

    scrollToEvent(index) {
      set({ scrollTo: { index, seq: (get().scrollTo?.seq ?? 0) + 1 } });
    },

    setStep(step) {
      const st = get();
      const v = st.views.find((x) => x.key === st.viewKey);
      if (!v) return;
      const n = v.session.events.length;
      const s = Math.max(0, Math.min(n - 1, Math.round(step)));
      if (st.steps[st.viewKey] === s) return;
      set({ steps: { ...st.steps, [st.viewKey]: s } });
    },

    stepBy(delta) {
      const st = get();
      const cur = st.steps[st.viewKey] ?? 0;
      get().setStep(cur + delta);
    },

    setPlaying(p) {
      const st = get();
      if (p) {
        const v = st.views.find((x) => x.key === st.viewKey);
        if (!v) return;
        // Playing from the end starts over.
        if ((st.steps[st.viewKey] ?? 0) >= v.session.events.length - 1) get().setStep(0);
      }
      set({ playing: p });
    },

    setSpeed(s) {
      set({ speed: s });
    },

    selectView(key) {
      const st = get();
      const v = st.views.find((x) => x.key === key);
      if (!v) return;
      const steps = key in st.steps ? st.steps : { ...st.steps, [key]: Math.max(0, v.session.events.length - 1) };
      set({ viewKey: key, steps, playing: false });
    },

    toggle(key, defaultOpen) {
      const t = { ...get().toggled };
      const open = key in t ? t[key] : defaultOpen;
      if (!open === defaultOpen) delete t[key];
      else t[key] = !open;
      set({ toggled: t });
    },

    setPanel(p, open) {
      set({ panels: { ...get().panels, [p]: open } });
    },

    dismiss(what) {
      set({ [what]: null } as Partial<InspectorState>);
    },

    async clear() {
      engine?.dispose();
      set({
        inputs: [],
        inputsKey: null,
        origin: null,
        persisted: false,
        views: [],
        viewKey: "main",
        steps: {},
        playing: false,
        busy: null,
        pending: null,
        error: null,
        notice: null,
        toggled: {},
        simChoice: DEFAULT_SIM_CHOICE,
        compare: null,
        selected: null,
        scrollTo: null,
      });
      try {
        await clearSaved();
        set({ storageError: null });
      } catch (e) {
        set({ storageError: (e as Error).message });
      }
    },
  };
});

/** The view the list shows. */
export function currentView(s: InspectorState): View | undefined {
  return s.views.find((v) => v.key === s.viewKey) ?? s.views[0];
}

export function currentStep(s: InspectorState): number {
  return s.steps[s.viewKey] ?? 0;
}

export function isOpen(s: InspectorState, key: string, defaultOpen: boolean): boolean {
  return key in s.toggled ? s.toggled[key] : defaultOpen;
}

/** What a reload restores besides the inputs: estimator, step, simulator choices and the open panel. */
export function viewToSave(s: InspectorState): SavedView {
  return {
    estimator: s.views[0]?.table.estimator ?? s.estimator,
    step: s.steps.main ?? 0,
    sim: s.simChoice,
    tab: s.sideTab,
    settingsOpen: s.panels.settings,
    compare: s.compare,
  };
}

// The estimator, the simulator settings, the main view's step and the open panel are saved
// (debounced) while the inputs are saved; a pending save is written at once when the page hides.
if (typeof window !== "undefined") {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = "";
  let pendingView: SavedView | null = null;
  const write = () => {
    clearTimeout(timer);
    const view = pendingView;
    pendingView = null;
    if (view) saveView(view).catch((e: Error) => useInspector.setState({ storageError: e.message }));
  };
  useInspector.subscribe((s) => {
    if (!s.persisted || !s.inputsKey || s.busy) return;
    const view = viewToSave(s);
    const sig = `${s.inputsKey}:${JSON.stringify(view)}`;
    if (sig === last) return;
    last = sig;
    pendingView = view;
    clearTimeout(timer);
    timer = setTimeout(write, 400);
  });
  window.addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") write();
  });
  // A share link pasted into the address bar of an open page.
  window.addEventListener("hashchange", async () => {
    const st = useInspector.getState();
    if (!st.booted) return;
    const shared = await readShareHash();
    if (!shared) return;
    if (shared.ok) void st.openShared(shared.state);
    else useInspector.setState({ error: shared.error });
  });
}
