"use client";
// The listing for a preset, a window and an estimator, asked of the catalog worker: the last listing
// stays drawn until the answer for the new request replaces it, and `pending` says one is on its way.
import { useEffect, useMemo, useState } from "react";
import type { Estimator } from "@/lib/model";
import type { Listing } from "@/lib/skills/listing";
import { CancelledError, type CatalogClient } from "./catalog-client";
import type { ListingPreset } from "./catalog-protocol";
import type { Loaded } from "./catalog-loaded";

export function useListing({
  loaded,
  preset,
  windowSize,
  estimator,
  client,
  onError,
}: {
  loaded: Loaded;
  preset: ListingPreset;
  windowSize: number;
  estimator: Estimator;
  client: () => CatalogClient;
  onError: (m: string) => void;
}) {
  const [listing, setListing] = useState<Listing | null>(null);
  // the request the figures are for; the last listing stays drawn until its answer replaces it
  const req = useMemo(
    () => ({
      preset,
      window: windowSize,
      estimator,
      ...(loaded.invocations ? { invocations: loaded.invocations } : {}),
    }),
    [loaded, windowSize, estimator, preset],
  );
  const [settled, setSettled] = useState<unknown>(null);
  const pending = settled !== req;

  useEffect(() => {
    let live = true;
    client()
      .request<"listing">({ type: "listing", listing: req })
      .then((r) => {
        if (!live) return;
        setListing(r.listing);
        setSettled(req);
      })
      .catch((e: Error) => {
        if (!live || e instanceof CancelledError) return;
        setSettled(req);
        onError(e.message);
      });
    return () => {
      live = false;
    };
  }, [client, req, onError]);
  return { listing, pending };
}
