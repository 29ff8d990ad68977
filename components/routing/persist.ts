// The routing view's own small IndexedDB store: the edited synonym dictionary and the router
// settings survive a reload. A database apart from the inspector's, so "Clear" there (which
// forgets the loaded session) keeps the dictionary. Every failure rejects with a sentence.
import type { SynonymPair } from "@/lib/routing";
import type { CatalogEntry } from "@/lib/skills/catalog";
import { keyValueStore, reason } from "@/components/state/idb";
import { readStoredEntries } from "@/components/state/stored-shapes";

const DB_NAME = "context-lab-routing";
const STORE = "routing";

const tx = keyValueStore(DB_NAME, 1, STORE);

const isPair = (p: unknown): p is SynonymPair => Array.isArray(p) && p.length === 2 && typeof p[0] === "string" && typeof p[1] === "string";

export interface SavedRouting {
  /** null: the shipped dictionary */
  pairs: SynonymPair[] | null;
  settings: Record<string, unknown> | null;
}

export async function loadRouting(): Promise<SavedRouting> {
  try {
    const pairs = await tx<unknown>("readonly", (s) => s.get("pairs"));
    const settings = await tx<unknown>("readonly", (s) => s.get("settings"));
    return {
      pairs: Array.isArray(pairs) && pairs.every(isPair) ? pairs : null,
      settings: settings && typeof settings === "object" && !Array.isArray(settings) ? (settings as Record<string, unknown>) : null,
    };
  } catch (e) {
    throw new Error(`Could not read the saved dictionary and router settings from browser storage (${reason(e)}).`);
  }
}

/** null removes the saved dictionary (back to the shipped one). */
export async function savePairs(pairs: SynonymPair[] | null): Promise<void> {
  try {
    await tx("readwrite", (s) => {
      if (pairs) s.put(pairs, "pairs");
      else s.delete("pairs");
    });
  } catch (e) {
    throw new Error(`Could not save the dictionary in browser storage, so a reload will lose the edits (${reason(e)}).`);
  }
}

export async function saveSettings(settings: Record<string, unknown>): Promise<void> {
  try {
    await tx("readwrite", (s) => s.put(settings, "settings"));
  } catch (e) {
    throw new Error(`Could not save the router settings in browser storage (${reason(e)}).`);
  }
}

/** The catalog the user chose for routing: a bundled one by id, or their own with its entries. */
export type SavedCatalog =
  { source: "bundled"; id: string } | { source: "catalog-screen" | "folder" | "zip"; label: string; entries: CatalogEntry[] };

export async function loadCatalogChoice(): Promise<SavedCatalog | null> {
  try {
    const v = await tx<unknown>("readonly", (s) => s.get("catalog"));
    if (!v || typeof v !== "object") return null;
    const o = v as Record<string, unknown>;
    if (o.source === "bundled" && typeof o.id === "string") return { source: "bundled", id: o.id };
    if (
      (o.source === "catalog-screen" || o.source === "folder" || o.source === "zip") &&
      typeof o.label === "string" &&
      Array.isArray(o.entries)
    ) {
      // each entry read as a stranger's (stored-shapes.ts): one that fails is left out, the rest load
      const { entries } = readStoredEntries(o.entries, "the saved catalog");
      return { source: o.source, label: o.label, entries };
    }
    return null;
  } catch (e) {
    throw new Error(`Could not read the chosen catalog from browser storage (${reason(e)}).`);
  }
}

export async function saveCatalogChoice(choice: SavedCatalog): Promise<void> {
  try {
    await tx("readwrite", (s) => s.put(choice, "catalog"));
  } catch (e) {
    throw new Error(`Could not save the chosen catalog in browser storage, so a reload will go back to the bundled one (${reason(e)}).`);
  }
}
