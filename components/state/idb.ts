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
    dbPromise = openAt(version);
    dbPromise.catch(() => {
      dbPromise = null;
    });
    return dbPromise;
  }

  // A database of this name that lacks the store (written by another version, a test or a hand)
  // would fail every transaction: it is reopened one version up, which creates the store. `at`
  // undefined opens it at the version it has.
  function openAt(at: number | undefined): Promise<IDBDatabase> {
    return new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === "undefined") {
        reject(new Error("this browser offers no IndexedDB"));
        return;
      }
      let req: IDBOpenDBRequest;
      try {
        req = indexedDB.open(dbName, at);
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
        if (!db.objectStoreNames.contains(store)) {
          const next = db.version + 1;
          db.close();
          openAt(next).then(resolve, reject);
          return;
        }
        db.onversionchange = () => {
          db.close();
          dbPromise = null;
        };
        resolve(db);
      };
      req.onerror = () => {
        // already bumped past `version` by the repair above: open it at whatever version it has
        if (req.error?.name === "VersionError" && at !== undefined) openAt(undefined).then(resolve, reject);
        else reject(req.error ?? new Error("IndexedDB could not be opened"));
      };
      req.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
    });
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
