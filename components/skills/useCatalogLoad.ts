"use client";
// A catalog load from start to drawn table: the worker it runs in, its progress and error, the
// loaded catalog, and what a reload needs to load it again (savedSource, with the bookkeeping that
// keeps a late answer from an older load out of it). The sources, the storage, the lint and the
// count are hooks of their own that call into this one.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Estimator } from "@/lib/model";
import type { SavedCatalogSource } from "@/components/state/persist";
import { attachBodies } from "@/components/worker/body-buffer";
import { CancelledError, CatalogClient } from "./catalog-client";
import type { Busy, LoadFrom, Loaded } from "./catalog-loaded";
import { askWorker, filesRecord, noCatalogMessage, savedSourceFor } from "./catalog-load-steps";
import { useLoadedCatalog } from "./loaded-catalog";

export function useCatalogLoad() {
  const clientRef = useRef<CatalogClient | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [counted, setCounted] = useState<Partial<Record<Estimator, number[]>>>({});
  const [showRefused, setShowRefused] = useState(true);
  const [storageError, setStorageError] = useState<string | null>(null);
  /** what a reload needs to load the same catalog again (kept in browser storage) */
  const savedSource = useRef<SavedCatalogSource | null>(null);
  /** bumped when savedSource changes after the load was drawn (a folder's texts, asked of the worker) */
  const [savedSeq, setSavedSeq] = useState(0);
  /** the load savedSource belongs to (its answer's time): a late answer for an older load is dropped */
  const savedFor = useRef<number | null>(null);
  /** the load whose texts the worker is storing: the record waits for them (a save meanwhile would race the worker's) */
  const storing = useRef<number | null>(null);

  const client = useCallback(() => (clientRef.current ??= new CatalogClient()), []);
  // the worker starts with the screen: a folder picked then does not wait for its script
  useEffect(() => {
    client().warm();
    return () => clientRef.current?.dispose();
  }, [client]);

  /** The texts the worker read for a picked folder, stored by the worker for a reload once the table is up. */
  const storeFolderTexts = useCallback(
    (load: number, record: ReturnType<typeof filesRecord>) => {
      storing.current = load;
      void client()
        .request<"stored-texts">({ type: "store-texts" })
        .then((t) => {
          if (savedFor.current !== load) return;
          savedSource.current = record([], t.texts);
        })
        .catch((e: Error) => !(e instanceof CancelledError) && setStorageError(e.message))
        .finally(() => {
          if (storing.current !== load) return;
          storing.current = null;
          setSavedSeq((n) => n + 1);
        });
    },
    [client],
  );

  const loadFrom: LoadFrom = useCallback(
    async (source, produce) => {
      const started = performance.now();
      setError(null);
      setBusy({ phase: "read", fraction: 0, label: source.label });
      const onProgress = (phase: Busy["phase"], fraction: number) => setBusy({ phase, fraction, label: source.label });
      try {
        const got = await produce(onProgress);
        const produced = performance.now() - started;
        // a copy of the zip for browser storage: the worker takes the original
        const zipCopy = got.zip ? got.zip.slice(0) : null;
        const r = await askWorker(client(), got, onProgress);
        // each entry reads its body from the buffer the worker sent, when asked
        attachBodies(r.catalog.entries, r.bodies);
        const answered = performance.now();
        // what the page itself spent before the worker: fetching a bundled catalog
        const phases: Loaded["phases"] = { ...r.phases };
        if (source.kind === "bundled") phases.fetch = produced;
        if (!r.catalog.entries.length && !r.refused.length) throw new Error(noCatalogMessage(source.label, r.ignored));
        setLoaded({
          catalog: r.catalog,
          refused: r.refused,
          ignored: r.ignored,
          lint: null,
          source: { ...source, label: got.label ?? source.label },
          lintPreset: null,
          phases,
          started,
          answered,
          ...(got.extra ?? {}),
        });
        setCounted({});
        setShowRefused(true);
        setBusy(null);
        savedSource.current = savedSourceFor(source, got, r, zipCopy);
        if (got.picked) storeFolderTexts(answered, filesRecord(source, got, r));
        savedFor.current = answered;
        // the routing view can route over the catalog loaded here
        if (r.catalog.entries.length) useLoadedCatalog.getState().publish(r.catalog, got.label ?? source.label);
      } catch (e) {
        if (e instanceof CancelledError) return;
        setBusy(null);
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [client, storeFolderTexts],
  );

  const forget = useCallback(() => {
    savedSource.current = null;
    setLoaded(null);
    setError(null);
    setCounted({});
  }, []);

  return {
    client,
    busy,
    setBusy,
    error,
    setError,
    loaded,
    setLoaded,
    counted,
    setCounted,
    showRefused,
    setShowRefused,
    storageError,
    setStorageError,
    saved: { savedSource, savedSeq, storing },
    loadFrom,
    forget,
  };
}

export type CatalogLoad = ReturnType<typeof useCatalogLoad>;
