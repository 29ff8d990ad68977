"use client";
// The listing's choices: the preset, the window, the estimator the tokens are counted with, and the
// number of turns the noise tax is taken over; and, under a drop-least-invoked preset, where the
// invocation counts come from.
import type { Dispatch, SetStateAction } from "react";
import type { Estimator } from "@/lib/model";
import { ALL_LISTING_PRESETS } from "@/lib/skills/listing";
import { WINDOW_CHOICES } from "@/lib/context/settings";
import type { ListingPreset } from "./catalog-protocol";
import type { Loaded } from "./catalog-loaded";
import { PresetSelect } from "./PresetSelect";
import c from "./catalog.module.css";
import s from "./skills.module.css";

export interface ListingChoices {
  windowSize: number;
  setWindow: Dispatch<SetStateAction<number>>;
  estimator: Estimator;
  setEstimator: Dispatch<SetStateAction<Estimator>>;
  turns: number;
  setTurns: Dispatch<SetStateAction<number>>;
}

export function ListingToolbar({
  loaded,
  preset,
  onPreset,
  choices,
  pending,
}: {
  loaded: Loaded;
  preset: ListingPreset;
  onPreset: (p: ListingPreset) => void;
  choices: ListingChoices;
  pending: boolean;
}) {
  const { windowSize, setWindow, estimator, setEstimator, turns, setTurns } = choices;
  const p = ALL_LISTING_PRESETS[preset];
  return (
    <div className={c.toolbar}>
      <PresetSelect preset={preset} onPreset={onPreset} />
      <label className="field">
        window
        <select
          className="select"
          value={windowSize}
          onChange={(e) => setWindow(Number(e.currentTarget.value))}
          data-testid="listing-window"
        >
          {WINDOW_CHOICES.map((w) => (
            <option key={w} value={w}>
              {w >= 1_000_000 ? `${w / 1_000_000}M` : `${w / 1000}k`} tokens
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        tokens by
        <select
          className="select"
          value={estimator}
          onChange={(e) => setEstimator(e.currentTarget.value as Estimator)}
          data-testid="listing-estimator"
        >
          <option value="chars4">chars/4 (Claude Code)</option>
          <option value="o200k">o200k</option>
          <option value="cl100k">cl100k</option>
        </select>
      </label>
      <label className="field">
        turns
        <input
          className={s.num}
          type="number"
          min={1}
          step={10}
          value={turns}
          onChange={(e) => setTurns(Math.max(1, Math.round(Number(e.currentTarget.value) || 1)))}
          data-testid="listing-turns"
        />
      </label>
      {pending && <span className="progress-label">building…</span>}
      {p.mode === "drop-least-invoked" && (
        <span className="faint" style={{ fontSize: "var(--fs-xs)" }}>
          {loaded.invocations
            ? "invocation counts from the loaded session"
            : "no invocation counts: every skill counts 0, so the later in the catalog go first"}
        </span>
      )}
    </div>
  );
}
