// Messages between the Catalog screen and components/worker/catalog.worker.ts.
import type { Estimator } from "@/lib/model";
import type { Catalog } from "@/lib/skills/catalog";
import type { LintResult } from "@/lib/skills/lint";
import type { Listing, ListingPresetId } from "@/lib/skills/listing";
import type { Refusal } from "@/lib/skills/zip";
import type { PartPaths } from "@/components/worker/parts";
import type { PackedBodies } from "@/components/worker/body-buffer";
import type { StoredTexts } from "@/components/state/persist";

/** A listing preset: by name (cc-2.1.88, design notes, docs-2026) or by Claude Code version (lib/skills/listing.ts). */
export type ListingPreset = ListingPresetId;

export interface LintRequestOptions {
  perEntryCap: number;
  perSkillTokens: number;
}

/** The listing is asked for by preset and window: the worker builds it by the one rule (listingFor). */
export interface ListingRequestOptions {
  preset: ListingPresetId;
  window: number;
  estimator: Estimator;
  invocations?: Record<string, number>;
}

/** A load of files is a `begin` request fed by components/worker/file-feed.ts, answered by `loaded`. */
export type CatalogRequest =
  | { type: "begin"; id: number }
  /** stores the texts of the files the worker read for the last load, for a reload (the page never holds them) */
  | { type: "store-texts"; id: number }
  | { type: "load-zip"; id: number; name: string; data: ArrayBuffer }
  | { type: "count"; id: number; estimator: Estimator }
  | { type: "lint"; id: number; lint: LintRequestOptions }
  | { type: "listing"; id: number; listing: ListingRequestOptions };

export type Phase = "read" | "unzip" | "parse" | "count" | "lint" | "listing";

/**
 * How long each phase of a load took in the worker, in ms. A folder is read in the worker and
 * parsed as it is read: `read` runs from the load's start to the last file read, `parse` is the
 * worker's own time parsing, most of it inside `read`; `lint` is a request of its own after the
 * table is drawn.
 */
export type PhaseTimes = Partial<Record<"read" | "unzip" | "parse" | "count" | "lint", number>>;

export type CatalogResponse =
  | { type: "progress"; id: number; phase: Phase; fraction: number }
  | {
      type: "loaded";
      id: number;
      catalog: Catalog;
      refused: Refusal[];
      ignored: number;
      phases: PhaseTimes;
      /** the entries came ahead in parts (components/worker/parts.ts) */
      parts?: PartPaths;
      /** the entries' bodies (attachBodies gives them back) */
      bodies?: PackedBodies;
    }
  | { type: "counted"; id: number; estimator: Estimator; tokens: number[] }
  | { type: "linted"; id: number; lint: LintResult[]; ms: number }
  | { type: "stored-texts"; id: number; texts: StoredTexts }
  | { type: "listing"; id: number; listing: Listing }
  | { type: "error"; id: number; message: string };
