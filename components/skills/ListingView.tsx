"use client";
// Listing: the skill listing the model sees at every session start (rules.md#skills-listing), built
// by lib/skills/listing.ts in the worker from a preset and a window (the Routing screen's "saves"
// figure is the same listing): the budget (1% of the window in characters), each entry's fate and
// the characters it loses, and what carrying it costs per turn and over a session.
// Its parts beside it: the choices (ListingToolbar), the figures (ListingCards), each entry's fate
// (ListingFateTable), the worker's answer (useListing); the preset menu is PresetSelect.tsx.
import { useState } from "react";
import type { Estimator } from "@/lib/model";
import { DEFAULT_LISTING_WINDOW, type Listing } from "@/lib/skills/listing";
import type { CatalogClient } from "./catalog-client";
import type { ListingPreset } from "./catalog-protocol";
import type { Loaded } from "./catalog-loaded";
import { fmt } from "@/components/inspector/format";
import { ListingCards } from "./ListingCards";
import { ListingFateTable } from "./ListingFateTable";
import { ListingToolbar } from "./ListingToolbar";
import { useListing } from "./useListing";
import c from "./catalog.module.css";

// LintView picks its preset with the same menu, and imports it from here.
export { PRESET_NAME, PresetSelect } from "./PresetSelect";

/** The listing as the model reads it at the start of every session. */
function ListingText({ listing }: { listing: Listing }) {
  return (
    <div className={c.listingTextWrap}>
      <div className={c.cardLabel}>
        as the model sees it · {fmt(listing.chars)} characters, {listing.text ? listing.text.split("\n").length : 0} lines
      </div>
      <pre className={c.listingText} data-testid="listing-text" tabIndex={0} aria-label="The listing as the model sees it">
        {listing.text || "(empty: no model-invocable skills)"}
      </pre>
    </div>
  );
}

export function ListingView({
  loaded,
  preset,
  onPreset,
  client,
  onError,
}: {
  loaded: Loaded;
  preset: ListingPreset;
  onPreset: (p: ListingPreset) => void;
  client: () => CatalogClient;
  onError: (m: string) => void;
}) {
  const [windowSize, setWindow] = useState(DEFAULT_LISTING_WINDOW);
  const [estimator, setEstimator] = useState<Estimator>("chars4");
  const [turns, setTurns] = useState(50);
  const { listing, pending } = useListing({ loaded, preset, windowSize, estimator, client, onError });
  const choices = { windowSize, setWindow, estimator, setEstimator, turns, setTurns };

  return (
    <div className={c.listing} data-testid="catalog-listing">
      <ListingToolbar loaded={loaded} preset={preset} onPreset={onPreset} choices={choices} pending={pending} />
      {listing && (
        <>
          <ListingCards listing={listing} preset={preset} windowSize={windowSize} turns={turns} />
          <div className={c.listingCols}>
            <ListingFateTable listing={listing} />
            <ListingText listing={listing} />
          </div>
        </>
      )}
    </div>
  );
}
