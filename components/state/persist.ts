// A small IndexedDB wrapper: the texts the user loaded, the estimator, the simulator's preset and
// overrides (and compare mode's second choice), the price edits, the current step, the open panel, the lesson in
// progress and the catalog loaded on /catalog/ survive a reload. Nothing here is silent: every
// failure rejects with a sentence the UI shows.
import type { Estimator } from "@/lib/model";
import { isPresetName } from "@/lib/context/settings";
import { readPriceEdits, type PriceEdits } from "@/lib/pricing/prices";
import type { InputFile, SimChoice } from "@/components/worker/protocol";
import { keyValueStore, reason } from "./idb";
import { readStoredCatalogRecord, readStoredInputs, readStoredView } from "./stored-shapes";

const DB_NAME = "context-lab";
const DB_VERSION = 1;
const STORE = "inspector";
const INPUTS = "inputs";
const VIEW = "view";
const LESSON = "lesson";
const CATALOG = "catalog";

export interface SavedInputs {
  inputs: InputFile[];
  /** what the top bar called them: a file name or an example's title */
  label?: string;
  savedAt: string;
}

export interface SavedView {
  estimator: Estimator;
  step: number;
  /** absent in views saved before the simulator existed */
  sim?: SimChoice;
  /** the side-panel tab */
  tab?: string;
  settingsOpen?: boolean;
  /** compare mode's second choice (B); null = off */
  compare?: SimChoice | null;
  /** the user's edits of the price table (read back through readPriceEdits) */
  prices?: PriceEdits;
}

/** A saved simulator choice, or undefined when it is not one (the engine validates the values). */
function readSimChoice(v: unknown): SimChoice | undefined {
  if (!v || typeof v !== "object") return undefined;
  const o = v as Record<string, unknown>;
  const preset = o.preset === null || o.preset === undefined ? null : isPresetName(o.preset) ? o.preset : undefined;
  if (preset === undefined) return undefined;
  const overrides =
    o.overrides && typeof o.overrides === "object" && !Array.isArray(o.overrides) ? (o.overrides as Record<string, unknown>) : {};
  // a fork point kept across a reload: a step, nothing else (the engine clamps it to the session)
  const forkAt = typeof o.forkAt === "number" && Number.isInteger(o.forkAt) && o.forkAt >= 0 && o.forkAt < 1e9 ? o.forkAt : null;
  return { preset, overrides, ...(forkAt !== null ? { forkAt } : {}) };
}

export interface Saved {
  inputs: InputFile[];
  label?: string;
  view: SavedView | null;
  /** values in storage that were left out (stored-shapes.ts), one sentence each */
  problems: string[];
}

const tx = keyValueStore(DB_NAME, DB_VERSION, STORE);

export async function loadSaved(): Promise<Saved | null> {
  try {
    // every stored value read as a stranger's: another version or tab may have written it
    const stored = readStoredInputs(await tx<unknown>("readonly", (s) => s.get(INPUTS)));
    if (stored.inputs.length === 0) return null;
    const inputs = stored;
    const { view: raw, problems: viewProblems } = readStoredView(await tx<unknown>("readonly", (s) => s.get(VIEW)));
    const sim = raw ? readSimChoice(raw.sim) : undefined;
    const compare = raw && raw.compare !== undefined ? (raw.compare === null ? null : readSimChoice(raw.compare)) : undefined;
    const view: SavedView | null = raw
      ? {
          estimator: raw.estimator ?? "chars4",
          step: raw.step ?? 0,
          ...(sim ? { sim } : {}),
          ...(typeof raw.tab === "string" ? { tab: raw.tab } : {}),
          ...(raw.settingsOpen === true ? { settingsOpen: true } : {}),
          ...(compare !== undefined ? { compare } : {}),
          ...(raw.prices !== undefined ? { prices: readPriceEdits(raw.prices) } : {}),
        }
      : null;
    return {
      inputs: inputs.inputs,
      ...(typeof inputs.label === "string" ? { label: inputs.label } : {}),
      view,
      problems: [...stored.problems, ...viewProblems],
    };
  } catch (e) {
    throw new Error(`Could not read the saved session from browser storage (${reason(e)}).`);
  }
}

/** The failure that loses the user's files on reload: a later, lesser storage failure does not replace it on screen. */
export const FILES_NOT_SAVED = "Could not save the loaded files in browser storage";

/** The storage message to show when `next` fails while `current` is shown. */
export function storageMessage(current: string | null, next: string): string {
  return current?.startsWith(FILES_NOT_SAVED) && !next.startsWith(FILES_NOT_SAVED) ? current : next;
}

/**
 * A file from disk (over BLOB_INPUT_BYTES, kept as the File itself) is stored by Chromium as a
 * reference to that file, read again at restore: once the file has changed (Claude Code appends to
 * the session it is writing) it can no longer be read, and a reload showed the first example and a
 * read error in place of the session. So a File is stored as a copy of its bytes, streamed (a large
 * one is never one string in the page).
 */
const ownCopy = async (f: InputFile): Promise<InputFile> =>
  typeof File !== "undefined" && f.text instanceof File ? { ...f, text: await new Response(f.text.stream()).blob() } : f;

/**
 * Writes the inputs with `put`, each File as a copy of its bytes. A File that cannot be read now
 * (changed on disk since it was picked), or copies that do not fit in storage (a session of
 * 100 MB), do not lose the rest: the File is stored as it is, a reference a reload reads again from
 * disk (the way before copies). Resolves with a sentence saying so, or null when every copy was
 * stored; rejects only when nothing could be.
 */
export async function writeInputs(
  inputs: InputFile[],
  label: string | undefined,
  put: (value: SavedInputs) => Promise<void>,
): Promise<string | null> {
  const value = (list: InputFile[]): SavedInputs => ({ inputs: list, ...(label ? { label } : {}), savedAt: new Date().toISOString() });
  const unread: string[] = [];
  const copies = await Promise.all(
    inputs.map((f) =>
      ownCopy(f).catch(() => {
        unread.push(f.name);
        return f;
      }),
    ),
  );
  const later = "a reload reads them again from disk, and cannot if they have changed since";
  try {
    await put(value(copies));
    return unread.length ? `Could not copy ${unread.join(", ")} into browser storage (the file could not be read): ${later}.` : null;
  } catch (e) {
    const files = inputs.filter((f) => typeof File !== "undefined" && f.text instanceof File).map((f) => f.name);
    if (!files.length) throw new Error(`${FILES_NOT_SAVED}, so a reload will lose them (${reason(e)}).`);
    try {
      await put(value(inputs));
    } catch (e2) {
      throw new Error(`${FILES_NOT_SAVED}, so a reload will lose them (${reason(e2)}).`);
    }
    return `Could not store a copy of ${files.join(", ")} in browser storage (${reason(e)}): ${later}.`;
  }
}

/** Saves the inputs; resolves with a sentence when some were kept as references to the files on disk. */
export async function saveInputs(inputs: InputFile[], label?: string): Promise<string | null> {
  return writeInputs(inputs, label, async (value) => void (await tx("readwrite", (s) => s.put(value, INPUTS))));
}

export async function saveView(view: SavedView): Promise<void> {
  try {
    await tx("readwrite", (s) => s.put(view, VIEW));
  } catch (e) {
    throw new Error(`Could not save the current step and settings in browser storage (${reason(e)}).`);
  }
}

/** Forgets the inspector's inputs, view and lesson progress (the catalog screen keeps its own). */
export async function clearSaved(): Promise<void> {
  try {
    await tx("readwrite", (s) => {
      s.delete(INPUTS);
      s.delete(VIEW);
      s.delete(LESSON);
    });
  } catch (e) {
    throw new Error(`Could not clear browser storage (${reason(e)}).`);
  }
}

/** The lesson in progress on /lessons/: which one and which caption. */
export interface SavedLesson {
  id: string;
  caption: number;
}

export async function loadLesson(): Promise<SavedLesson | null> {
  try {
    const v = await tx<SavedLesson>("readonly", (s) => s.get(LESSON));
    return v && typeof v.id === "string" && Number.isInteger(v.caption) ? { id: v.id, caption: v.caption } : null;
  } catch (e) {
    throw new Error(`Could not read the lesson in progress from browser storage (${reason(e)}).`);
  }
}

export async function saveLesson(v: SavedLesson | null): Promise<void> {
  try {
    await tx("readwrite", (s) => {
      if (v) s.put(v, LESSON);
      else s.delete(LESSON);
    });
  } catch (e) {
    throw new Error(`Could not save the lesson in progress in browser storage (${reason(e)}).`);
  }
}

/** Where a folder's texts are stored, apart from the catalog's record: the store that wrote them and its parts. */
export interface StoredTexts {
  stamp: string;
  parts: number;
}

/**
 * The catalog loaded on /catalog/: where it came from and what is needed to load it again (a
 * bundled catalog's name, a folder's files, a zip's bytes), the listing preset and the open tab.
 */
export type SavedCatalogSource =
  | { kind: "bundled"; id: string }
  | {
      kind: "files";
      sourceKind: "folder" | "session" | "files";
      label: string;
      name: string;
      /** the texts; empty in storage, where `texts` says where they are */
      files: { path: string; text: string }[];
      /** set once the texts are stored (saveCatalogTexts): a later save writes the record alone */
      texts?: StoredTexts;
      refused: { path: string; reason: string }[];
      ignored: number;
      extra?: Record<string, unknown>;
    }
  | { kind: "zip"; label: string; name: string; data: ArrayBuffer };

export interface SavedCatalog {
  source: SavedCatalogSource;
  preset?: string;
  tab?: string;
}

/**
 * A folder's files in parts of at most `limit` characters each (a file larger than that is a part
 * of its own), in order. Chromium refuses one stored value much over 100 MB ("The serialized keys
 * and/or value are too large"), which a catalog at the 100 MB limit reaches: its files are stored
 * as several values, under keys that sort in part order.
 */
export function catalogParts<T extends { text: string }>(files: readonly T[], limit = PART_CHARS): T[][] {
  const parts: T[][] = [];
  let size = Infinity;
  for (const f of files) {
    if (size + f.text.length > limit) {
      parts.push([]);
      size = 0;
    }
    parts[parts.length - 1].push(f);
    size += f.text.length;
  }
  return parts;
}

const PART_CHARS = 16 * 1024 * 1024;
const pad = (k: number) => String(k).padStart(6, "0");
// (key ranges are made when used: the module is also read where IndexedDB does not exist)
/** texts stored with the record itself, by versions before `StoredTexts` */
const legacyPartKeys = () => IDBKeyRange.bound("catalog:part:", "catalog:part:\uffff");
const textKey = (stamp: string, k: number) => `catalog:texts:${stamp}:${pad(k)}`;
const textKeys = (stamp?: string) =>
  IDBKeyRange.bound(stamp ? `catalog:texts:${stamp}:` : "catalog:texts:", stamp ? `catalog:texts:${stamp}:\uffff` : "catalog:texts:\uffff");

type StoredCatalog = SavedCatalog & { parts?: number };

export async function loadCatalogSaved(): Promise<SavedCatalog | null> {
  try {
    // the record read as a stranger's (stored-shapes.ts): a source of no known kind is no catalog
    const read = readStoredCatalogRecord(await tx<unknown>("readonly", (s) => s.get(CATALOG)));
    const v = read.value as StoredCatalog | null;
    if (!v) return null;
    if (v.source.kind === "files" && v.source.texts) {
      const { stamp, parts: n } = v.source.texts;
      const parts = (await tx<{ path: string; text: string }[][]>("readonly", (s) => s.getAll(textKeys(stamp)))) ?? [];
      // a part missing (or texts stored for a newer load whose record never landed) is a catalog not whole: nothing rather than part of it
      if (parts.length !== n) return null;
      return { ...v, source: { ...v.source, files: parts.flat() } };
    }
    if (v.source.kind === "files" && v.parts) {
      const parts = (await tx<{ path: string; text: string }[][]>("readonly", (s) => s.getAll(legacyPartKeys()))) ?? [];
      if (parts.length !== v.parts) return null;
      const { parts: _, ...rest } = v;
      return { ...rest, source: { ...v.source, files: parts.flat() } };
    }
    return v;
  } catch (e) {
    throw new Error(`Could not read the saved catalog from browser storage (${reason(e)}).`);
  }
}

/**
 * Stores a folder's texts apart from the catalog's record, in place of any stored before, where
 * the texts are: the catalog worker stores a folder it read itself (98 MB cloned into a store on
 * the page held it for half a second). The record that names them is `saveCatalog`'s.
 */
export async function saveCatalogTexts(files: readonly { path: string; text: string }[]): Promise<StoredTexts> {
  const stamp = `${Date.now().toString(36)}-${(++stamps).toString(36)}`;
  const parts = catalogParts(files);
  try {
    await tx("readwrite", (s) => {
      s.delete(legacyPartKeys());
      s.delete(textKeys());
      parts.forEach((p, k) => s.put(p, textKey(stamp, k)));
    });
  } catch (e) {
    throw new Error(`Could not save the catalog in browser storage, so a reload will lose it (${reason(e)}).`);
  }
  return { stamp, parts: parts.length };
}
let stamps = 0;

/**
 * Saves the catalog's record (null forgets it and its texts). A folder's texts not stored yet are
 * stored first; the answer says where, for the next save to write the record alone.
 */
export async function saveCatalog(v: SavedCatalog | null): Promise<SavedCatalog | null> {
  let saved = v;
  if (v && v.source.kind === "files" && !v.source.texts) {
    const texts = await saveCatalogTexts(v.source.files);
    saved = { ...v, source: { ...v.source, texts } };
  }
  try {
    await tx("readwrite", (s) => {
      if (saved) s.put(saved.source.kind === "files" ? { ...saved, source: { ...saved.source, files: [] } } : saved, CATALOG);
      else s.delete(CATALOG);
      if (!saved || saved.source.kind !== "files") {
        s.delete(legacyPartKeys());
        s.delete(textKeys());
      }
    });
  } catch (e) {
    throw new Error(`Could not save the catalog in browser storage, so a reload will lose it (${reason(e)}).`);
  }
  return saved;
}
