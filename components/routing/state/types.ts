// The routing store's state, as types: the catalog the router indexes, what was routed, the bench,
// and the actions the store's parts (catalog.ts, query.ts, explain.ts, bench.ts, settings.ts,
// link.ts, persistence.ts) provide.
import type { StoreApi } from "zustand";
import type { RouterSettings } from "@/lib/routing/settings";
import type { SynonymPair } from "@/lib/routing/synonyms";
import type { RouterLogLine } from "@/lib/routing/log";
import type { BenchReport, GoldCase } from "@/lib/routing/bench";
import type { SweepParam, SweepReport } from "@/lib/routing/sweep";
import type { EntryEdit, WhyNot } from "@/lib/routing/whynot";
import type { RouteLink } from "@/lib/routing/link";
import type { RouteTrace } from "@/lib/routing/router";
import type { Estimator } from "@/lib/model";
import type { CatalogInfo, FixResult, PreviewHit, RoutingPhase } from "../routing-protocol";
import type { RoutingUiSettings } from "../ui-settings";

export type CatalogSourceKind = "bundled" | "catalog-screen" | "folder" | "zip";

export interface RoutingCatalog {
  status: "idle" | "loading" | "ready" | "error";
  source: CatalogSourceKind | null;
  label: string;
  info: CatalogInfo | null;
  progress: { phase: RoutingPhase | "fetch" | "read"; fraction: number } | null;
  error: string | null;
  /** the rerank's body index, built right after the catalog is ready (a prompt routed meanwhile waits for it) */
  rerank?: "building" | "ready";
  /** the body index's build, in ms, once ready */
  rerankMs?: number;
  /** from the pick (or the click) to the catalog ready, on the page, in ms */
  totalMs?: number;
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

export type RunStatus = { status: "idle" | "running" | "done" | "error"; fraction: number; error: string | null };

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
  /** the example shown first (a case id), when the menu has one to put first */
  examplesLead: string | undefined;
  /** what the examples are, in the menu's words, "Examples: …" (they follow the catalog in use) */
  examplesLabel: string;
  gold: GoldSet | null;
  bench: RunStatus;
  benchResult: BenchReport | null;
  benchMeta: BenchMeta | null;
  /** the bench at each value of one setting (Bench tab, "Sweep a setting") */
  sweep: RunStatus;
  sweepResult: SweepReport | null;
  sweepMeta: BenchMeta | null;
  /** fix each miss: the words each missed case's right skill lacks, and the bench again with them (Bench tab) */
  fix: RunStatus;
  fixResult: FixResult | null;
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
  runFixMisses(): Promise<void>;
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

export type SetState = StoreApi<RoutingState>["setState"];
export type GetState = StoreApi<RoutingState>["getState"];
