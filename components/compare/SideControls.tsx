"use client";
// One side's choice in compare mode: its preset and window, and the names of its other overrides.
// Alone because A and B use the same controls, each writing back to its own side.
import { PRESET_NAMES, WINDOW_CHOICES, isPresetName, type PresetName } from "@/lib/context/settings";
import type { SimChoice } from "@/components/worker/protocol";
import { fmtK } from "@/components/sim/labels";
import { fmt } from "@/components/inspector/format";
import { presetWord, settingWord } from "./labels";

export function SideControls({
  side,
  choice,
  window: w,
  own,
  onChange,
}: {
  side: "A" | "B";
  choice: SimChoice;
  window: number;
  /** what no preset picked runs under, in the user's words */
  own: string;
  onChange: (c: SimChoice) => void;
}) {
  const id = `cmp-${side}`;
  const custom = !WINDOW_CHOICES.includes(w);
  return (
    <fieldset className="cmp-side" data-testid={`compare-side-${side}`}>
      <legend>
        <b className={`side-tag side-${side}`}>{side}</b> {side === "A" ? "the inspector's settings" : "the other settings"}
      </legend>
      <label className="field" htmlFor={`${id}-preset`}>
        Preset
        <select
          id={`${id}-preset`}
          className="select"
          value={choice.preset ?? ""}
          data-testid={`compare-preset-${side}`}
          onChange={(e) => onChange({ ...choice, preset: isPresetName(e.target.value) ? (e.target.value as PresetName) : null })}
        >
          <option value="">{own}</option>
          {PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {presetWord(p)}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-window`}>
        Window
        <select
          id={`${id}-window`}
          className="select"
          value={String(w)}
          data-testid={`compare-window-${side}`}
          onChange={(e) => onChange({ ...choice, overrides: { ...choice.overrides, window: Number(e.target.value) } })}
        >
          {WINDOW_CHOICES.map((x) => (
            <option key={x} value={String(x)}>
              {fmtK(x)}
            </option>
          ))}
          {custom && <option value={String(w)}>{fmt(w)}</option>}
        </select>
      </label>
      {Object.keys(choice.overrides).filter((k) => k !== "window").length > 0 && (
        <span className="faint">
          +{" "}
          {Object.keys(choice.overrides)
            .filter((k) => k !== "window")
            .map(settingWord)
            .join(", ")}
        </span>
      )}
    </fieldset>
  );
}
