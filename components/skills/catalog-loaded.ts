// What a catalog load is given and what it gives: the loaded catalog as the Catalog screen and its
// views (entries, listing, lint) hold it, and what each source (a folder, a zip, a bundled catalog,
// the session's skills, storage) hands the load. Types only, shared by the screen, its hooks and views.
import type { Catalog } from "@/lib/skills/catalog";
import type { LintResult } from "@/lib/skills/lint";
import type { Refusal } from "@/lib/skills/zip";
import type { StoredTexts } from "@/components/state/persist";
import type { ListingPreset, Phase, PhaseTimes } from "./catalog-protocol";
import type { PathFile, ReadFiles } from "./read-files";

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

export type LoadSource = Loaded["source"];

/** A phase of a load as the progress bar names it: the worker's, or reading and fetching on the page. */
export type LoadPhase = Phase | "read" | "fetch";

/** The load or count under way, for the progress bar. */
export interface Busy {
  phase: LoadPhase;
  fraction: number;
  label: string;
}

export type OnProgress = (phase: LoadPhase, fraction: number) => void;

/** What a source hands the load: one of texts already read, a folder's unread files, or a zip. */
export interface Produced {
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
}

/** A source's reading or fetching, told its progress as it goes. */
export type Produce = (onProgress: OnProgress) => Promise<Produced>;

/** Starts a load from a source. */
export type LoadFrom = (source: LoadSource, produce: Produce) => Promise<void>;
