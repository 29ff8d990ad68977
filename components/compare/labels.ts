// Display words for compare mode. No rules here.
import { SETTING_FIELDS, type Settings } from "@/lib/context/settings";
import { fmtK } from "@/components/sim/labels";
import type { InspectorState } from "@/components/state/store";
import type { SimChoice } from "@/components/worker/protocol";

/** A preset's name on screen: the design notes' preset is not called by its internal name. */
export const presetWord = (p: string): string => (p === "seed" ? "design notes" : p);

/** "cc-2.1.88 · 200k" (+ "· auto-compact off" and the like for the settings that differ most often). */
export function sideLabel(s: Settings): string {
  const extra: string[] = [];
  if (!s.autoCompactEnabled) extra.push("auto-compact off");
  if (!s.sessionMemoryEnabled) extra.push("session memory off");
  if (s.timeMicrocompactEnabled && s.preset !== "seed") extra.push("time microcompact on");
  if (!s.timeMicrocompactEnabled && s.preset === "seed") extra.push("time microcompact off");
  return [presetWord(s.preset), `window ${fmtK(s.window)}`, ...extra].join(" · ");
}

/** A setting's name on screen: its label, never the engine's field name. */
export function settingWord(key: string): string {
  return SETTING_FIELDS.find((f) => f.key === key)?.label ?? key;
}

/** A setting's value for a table cell, in the user's words. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined) return "unset";
  if (typeof v === "boolean") return v ? "on" : "off";
  if (typeof v === "number") return new Intl.NumberFormat("en-US").format(v);
  if (Array.isArray(v)) return v.join(", ");
  // the preset and the summary sections both take the design notes' internal id as a value
  return presetWord(String(v));
}

/** A simulator choice in words: "design notes, window 1M, auto-compact off". */
export function describeChoice(c: { preset: string | null; overrides: Record<string, unknown> }): string {
  const parts = [c.preset ? presetWord(c.preset) : "the scenario's preset"];
  for (const [k, v] of Object.entries(c.overrides)) {
    if (k === "window" && typeof v === "number") parts.push(`window ${fmtK(v)}`);
    else parts.push(`${settingWord(k)} ${showValue(v)}`);
  }
  return parts.join(", ");
}

/** The pair compare mode opens with: the current choice against the same at the other window size. */
export function defaultCompare(st: InspectorState): { sim: SimChoice; compare: SimChoice } {
  const a = st.simChoice;
  const w = st.views[0]?.settings.window ?? 200_000;
  return { sim: a, compare: { preset: a.preset, overrides: { ...a.overrides, window: w >= 1_000_000 ? 200_000 : 1_000_000 } } };
}

/** Dollars: "$1,234" from $100, "$12.34" from $1, three significant digits below ("$0.0505"). */
export function fmtUsd(x: number): string {
  if (!Number.isFinite(x)) return "—";
  if (x === 0) return "$0";
  if (x >= 100) return `$${new Intl.NumberFormat("en-US").format(Math.round(x))}`;
  if (x >= 1) return `$${x.toFixed(2)}`;
  return `$${Number(x.toPrecision(3))}`;
}
