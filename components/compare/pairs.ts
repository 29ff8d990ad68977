// The common comparisons compare mode offers as one click: each makes A and B from the
// inspector's current choice. Alone because the panel shows them both before and during compare.
import type { SimChoice } from "@/components/worker/protocol";

/** B when compare mode is switched on: the other window size, everything else as A. */
export interface Pair {
  id: string;
  label: string;
  make: (a: SimChoice) => { sim: SimChoice; compare: SimChoice };
}

export const PAIRS: Pair[] = [
  {
    id: "window",
    label: "200k vs 1M",
    make: (a) => ({
      sim: { preset: a.preset, overrides: { ...a.overrides, window: 200_000 } },
      compare: { preset: a.preset, overrides: { ...a.overrides, window: 1_000_000 } },
    }),
  },
  {
    id: "presets",
    label: "Claude Code 2.1.88 vs design notes",
    make: () => ({ sim: { preset: "cc-2.1.88", overrides: {} }, compare: { preset: "seed", overrides: {} } }),
  },
  {
    id: "session-memory",
    label: "session memory on vs off",
    make: (a) => ({
      sim: { preset: a.preset, overrides: { ...a.overrides, sessionMemoryEnabled: true } },
      compare: { preset: a.preset, overrides: { ...a.overrides, sessionMemoryEnabled: false } },
    }),
  },
  {
    id: "auto-compact",
    label: "auto-compact on vs off",
    make: (a) => ({
      sim: { preset: a.preset, overrides: { ...a.overrides, autoCompactEnabled: true } },
      compare: { preset: a.preset, overrides: { ...a.overrides, autoCompactEnabled: false } },
    }),
  },
];
