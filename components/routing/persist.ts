// The routing view's own small IndexedDB store: the edited synonym dictionary and the router
// settings survive a reload. A database apart from the inspector's, so "Clear" there (which
// forgets the loaded session) keeps the dictionary. Every failure rejects with a sentence.
import type { SynonymPair } from "@/lib/routing";

const DB_NAME = "context-lab-routing";
const STORE = "routing";

function reason(e: unknown): string {
  if (e instanceof DOMException) return `${e.name}${e.message ? `: ${e.message}` : ""}`;
  return e instanceof Error ? e.message : String(e);
}

let dbPromise: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  if (dbPromise) return dbPromise;
  dbPromise = new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("this browser offers no IndexedDB"));
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME, 1);
    } catch (e) {
      return reject(e);
    }
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => {
        db.close();
        dbPromise = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error ?? new Error("IndexedDB could not be opened"));
    req.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  });
  dbPromise.catch(() => (dbPromise = null));
  return dbPromise;
}

async function tx<T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    let result: T | undefined;
    const t = db.transaction(STORE, mode);
    const r = body(t.objectStore(STORE));
    if (r) r.onsuccess = () => (result = r.result);
    t.oncomplete = () => resolve(result);
    t.onerror = () => reject(t.error ?? new Error("transaction failed"));
    t.onabort = () => reject(t.error ?? new Error("transaction aborted"));
  });
}

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
