// One IndexedDB object store used as a key-value store: opened once, reopened after another tab
// upgrades it, and every failure a rejection with a reason. The inspector and the routing view
// each keep their own database through it (so one's Clear does not wipe the other).

export function reason(e: unknown): string {
  if (e instanceof DOMException) return `${e.name}${e.message ? `: ${e.message}` : ""}`;
  return e instanceof Error ? e.message : String(e);
}

export type Tx = <T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => IDBRequest<T> | void) => Promise<T | undefined>;

export function keyValueStore(dbName: string, version: number, store: string): Tx {
  let dbPromise: Promise<IDBDatabase> | null = null;

  function openDb(): Promise<IDBDatabase> {
    if (dbPromise) return dbPromise;
    dbPromise = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === "undefined") {
        reject(new Error("this browser offers no IndexedDB"));
        return;
      }
      let req: IDBOpenDBRequest;
      try {
        req = indexedDB.open(dbName, version);
      } catch (e) {
        reject(e);
        return;
      }
      req.onupgradeneeded = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
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
    dbPromise.catch(() => {
      dbPromise = null;
    });
    return dbPromise;
  }

  return async function tx<T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
    const db = await openDb();
    return new Promise<T | undefined>((resolve, reject) => {
      let result: T | undefined;
      const t = db.transaction(store, mode);
      const r = body(t.objectStore(store));
      if (r) r.onsuccess = () => (result = r.result);
      t.oncomplete = () => resolve(result);
      t.onerror = () => reject(t.error ?? new Error("transaction failed"));
      t.onabort = () => reject(t.error ?? new Error("transaction aborted"));
    });
  };
}
