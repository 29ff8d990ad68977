"use client";
// The listing preset menu: the presets by name, then by Claude Code version, each with its
// per-entry cap and how it shortens an over-budget listing. The listing and the lint both pick with it.
import { fmt } from "@/components/inspector/format";
import { ALL_LISTING_PRESETS, LISTING_BY_VERSION, LISTING_PRESETS, type ListingPresetId } from "@/lib/skills/listing";
import type { ListingPreset } from "./catalog-protocol";
import c from "./catalog.module.css";

/** The presets as the user reads them ("seed" is the design notes' preset). */
export const PRESET_NAME = Object.fromEntries(Object.entries(ALL_LISTING_PRESETS).map(([k, p]) => [k, p.label])) as Record<
  ListingPreset,
  string
>;
/** The menu's order: the presets by name, then by Claude Code version. */
const PRESET_ORDER = [...Object.keys(LISTING_PRESETS), ...Object.keys(LISTING_BY_VERSION)] as ListingPresetId[];

export function PresetSelect({
  preset,
  onPreset,
  block,
}: {
  preset: ListingPreset;
  onPreset: (p: ListingPreset) => void;
  block?: boolean;
}) {
  return (
    <label className={block ? c.blockField : "field"}>
      preset
      <select
        className="select"
        value={preset}
        onChange={(e) => onPreset(e.currentTarget.value as ListingPreset)}
        data-testid="listing-preset"
      >
        {PRESET_ORDER.map((p) => (
          <option key={p} value={p}>
            {PRESET_NAME[p]} · cap {fmt(ALL_LISTING_PRESETS[p].perEntryCap)} ·{" "}
            {ALL_LISTING_PRESETS[p].mode === "trim-evenly" ? "trim evenly" : "drop least-invoked"}
          </option>
        ))}
      </select>
    </label>
  );
}
