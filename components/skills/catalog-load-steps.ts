// The steps of one catalog load that need no React: handing what a source produced to the worker,
// the refusal of a folder that holds no catalog, and the record a reload needs to load the same
// catalog again. useCatalogLoad.ts runs them in order and keeps the state.
import type { CatalogFile } from "@/lib/skills/catalog";
import type { SavedCatalogSource, StoredTexts } from "@/components/state/persist";
import type { CatalogClient } from "./catalog-client";
import type { LoadSource, OnProgress, Produced } from "./catalog-loaded";

/** The worker's answer to a load, whichever way it was asked. */
export type WorkerLoaded = Awaited<ReturnType<ReturnType<CatalogClient["load"]>["end"]>>;

/** Hands the worker what the source produced: a zip's bytes, a folder's unread files, or texts already read. */
export function askWorker(client: CatalogClient, got: Produced, onProgress: OnProgress): Promise<WorkerLoaded> {
  if (got.zip) return client.request<"loaded">({ type: "load-zip", name: got.name, data: got.zip }, onProgress, [got.zip]);
  if (got.picked) {
    // the catalog worker reads the folder's files, and parses each batch between its reads
    return client.loadFolder(got.picked, got.name, onProgress);
  }
  const load = client.load(onProgress);
  load.push(got.read!.files);
  return load.end(got.name, got.read!.refused, got.read!.ignored);
}

/** A source with no entry and no refusal holds no catalog: said with what was found instead. */
export function noCatalogMessage(label: string, ignored: number): string {
  return `${label} holds no skill catalog: no <name>/SKILL.md, agents/*.md or commands/*.md file was found${ignored ? ` (${ignored} other file${ignored === 1 ? "" : "s"} ignored)` : ""}.`;
}

/** The record of a load from files: the files themselves, or where storage holds their texts. */
export function filesRecord(source: LoadSource, got: Produced, answer: WorkerLoaded) {
  const label = got.label ?? source.label;
  const sourceKind = source.kind === "zip" || source.kind === "bundled" ? "files" : source.kind;
  return (files: CatalogFile[], texts?: StoredTexts): SavedCatalogSource => ({
    kind: "files",
    sourceKind,
    label,
    name: got.name,
    // stored texts are not held here: the record names where they are
    files: texts ? [] : files,
    ...(texts ? { texts } : {}),
    refused: answer.refused,
    ignored: answer.ignored,
    ...(got.extra ? { extra: got.extra as Record<string, unknown> } : {}),
  });
}

/**
 * What a reload needs to load the same catalog again: a bundled catalog's id, a zip's bytes, or the
 * texts read. A picked folder has none yet: the worker read its texts, and stores them after the
 * table is drawn (useCatalogLoad's storeFolderTexts).
 */
export function savedSourceFor(
  source: LoadSource,
  got: Produced,
  answer: WorkerLoaded,
  zipCopy: ArrayBuffer | null,
): SavedCatalogSource | null {
  if (source.kind === "bundled") return { kind: "bundled", id: got.name };
  if (zipCopy) return { kind: "zip", label: got.label ?? source.label, name: got.name, data: zipCopy };
  if (got.read) return filesRecord(source, got, answer)(got.read.files, got.stored);
  return null;
}
