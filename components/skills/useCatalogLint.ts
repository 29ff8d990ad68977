"use client";
// A catalog is linted once its table is drawn (the effect runs after that render), and again when the
// preset changes: the description cap differs by preset.
import { useEffect } from "react";
import { ALL_LISTING_PRESETS } from "@/lib/skills/listing";
import { DEFAULT_REATTACH } from "@/lib/skills/reattach";
import { CancelledError } from "./catalog-client";
import type { ListingPreset } from "./catalog-protocol";
import type { CatalogLoad } from "./useCatalogLoad";

export const lintOptionsFor = (preset: ListingPreset) => ({
  perEntryCap: ALL_LISTING_PRESETS[preset].perEntryCap,
  perSkillTokens: DEFAULT_REATTACH.perSkill,
});

export function useCatalogLint({ loaded, setLoaded, setError, client }: CatalogLoad, preset: ListingPreset) {
  const needLint = loaded && loaded.lintPreset !== preset ? preset : null;
  useEffect(() => {
    if (!needLint) return;
    let live = true;
    client()
      .request<"linted">({ type: "lint", lint: lintOptionsFor(needLint) })
      .then((r) => live && setLoaded((l) => (l ? { ...l, lint: r.lint, lintPreset: needLint, phases: { ...l.phases, lint: r.ms } } : l)))
      .catch((e: Error) => live && !(e instanceof CancelledError) && setError(e.message));
    return () => {
      live = false;
    };
  }, [needLint, client, setLoaded, setError]);
}
