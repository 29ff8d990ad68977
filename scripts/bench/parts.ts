// Which parts of `npm run bench` run: BENCH_ONLY=ingest,fidelity,... names them (all when unset).
// The Node parts run in scripts/bench/run.ts; the browser parts in scripts/bench/browser.ts, which
// reads BENCH_ONLY itself. "sessions" is the sessions list, measured in both (Node and the page).

/** The parts run.ts runs, in the order it runs them. */
export const NODE_PARTS = ["ingest", "cli", "fidelity", "stepping", "routing", "sessions", "memory"] as const;
/** The parts browser.ts runs, against the production build. */
export const BROWSER_PARTS = ["page", "session", "scrub", "catalogs", "sessions"] as const;

export type BenchPart = (typeof NODE_PARTS)[number] | (typeof BROWSER_PARTS)[number];

export interface PartChoice {
  /** whether this part runs */
  runs(part: BenchPart): boolean;
  /** whether any browser part runs (the app must be built and Chromium started) */
  browser: boolean;
}

/**
 * The parts a BENCH_ONLY value names: comma-separated, spaces around a name ignored. Unset, every
 * part. A name that is no part, or a value naming none, throws with the names there are.
 */
export function chooseParts(only: string | undefined): PartChoice {
  const known: readonly string[] = [...new Set<string>([...NODE_PARTS, ...BROWSER_PARTS])];
  const list = `the parts are ${known.join(", ")}`;
  if (only === undefined) return { runs: () => true, browser: true };
  const names = only
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) throw new Error(`BENCH_ONLY names no part; ${list}`);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length) throw new Error(`BENCH_ONLY: ${unknown.map((n) => `"${n}"`).join(", ")} is no part of the bench; ${list}`);
  const chosen = new Set(names);
  return { runs: (part) => chosen.has(part), browser: BROWSER_PARTS.some((p) => chosen.has(p)) };
}
