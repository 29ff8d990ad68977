// The inspector's state, as types: what each view holds, what the user is looking at, and the
// actions the store's parts (session.ts, simulation.ts, navigation.ts, sync.ts) provide.
import type { WalkLeft } from "@/lib/sessions/walk-left";
import type { StoreApi } from "zustand";
import type { Estimator, Session, ToolPair } from "@/lib/model";
import type { TokenTable } from "@/lib/tokens/count";
import type { RecordedTimeline } from "@/lib/context/recorded";
import type { Settings } from "@/lib/context/settings";
import type { Simulation } from "@/lib/context/simulate";
import type { CompareResult, InputFile, Phase, SimChoice, ViewKind } from "@/components/worker/protocol";
import type { ShareState } from "@/lib/share/link";
import type { PriceEdits } from "@/lib/pricing/prices";
import type { ExampleEntry } from "./examples";

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

export interface PendingLoad {
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
  /** a write of the loaded inputs to IndexedDB has not finished yet */
  saving: boolean;
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
  /** the user's edits of the price table (rules.md#costs), kept with the other settings */
  prices: PriceEdits;
  /** a compaction picked on the chart or in a list; it stays selected while the step is its step */
  selected: { view: string; compaction: number; step: number } | null;
  /** a request to scroll the message list to an event without changing the step */
  scrollTo: { index: number; seq: number } | null;
  /** expanded/collapsed blocks that differ from their default, by `${view}:${event}:${block}` */
  toggled: Record<string, boolean>;
  booted: boolean;

  boot(): Promise<void>;
  load(inputs: InputFile[], opts: { origin: Origin; step?: number; persist?: boolean; sim?: SimChoice }): Promise<void>;
  /** files picked or dropped; `paths` (their paths in a dropped folder) lets a folder of sessions load */
  /** `left`: what the walk of a dropped folder left out (lib/sessions/walk-left.ts) */
  loadFiles(files: File[], paths?: string[], left?: WalkLeft): Promise<void>;
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
  /** new prices for the Compare panel's costs (no re-simulation: pricing is arithmetic on the bill) */
  setPrices(edits: PriceEdits): void;
  /** loads the scenario of a share link and applies its preset, overrides, estimator, step and panel */
  openShared(state: ShareState): Promise<void>;
  /** makes a compaction of the current view the selected one and its step the current step */
  selectCompaction(index: number, opts?: { tab?: boolean }): void;
  scrollToEvent(index: number): void;
  dismiss(what: "error" | "notice" | "storageError"): void;
  clear(): Promise<void>;
}

export type SetState = StoreApi<InspectorState>["setState"];
export type GetState = StoreApi<InspectorState>["getState"];
export type { ToolPair };
