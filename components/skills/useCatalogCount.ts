"use client";
// The catalog's entries counted again with another estimator, on request from the entries table;
// the progress bar shows the count as it runs.
import { useCallback } from "react";
import type { Estimator } from "@/lib/model";
import { CancelledError } from "./catalog-client";
import type { CatalogLoad } from "./useCatalogLoad";

export function useCatalogCount({ client, setBusy, setCounted, setError }: CatalogLoad) {
  return useCallback(
    (est: Estimator) => {
      setBusy({ phase: "count", fraction: 0, label: est });
      client()
        .request<"counted">({ type: "count", estimator: est }, (phase, f) => setBusy({ phase, fraction: f, label: est }))
        .then((r) => {
          setCounted((m) => ({ ...m, [r.estimator]: r.tokens }));
          setBusy(null);
        })
        .catch((e: Error) => {
          setBusy(null);
          if (!(e instanceof CancelledError)) setError(e.message);
        });
    },
    [client, setBusy, setCounted, setError],
  );
}
