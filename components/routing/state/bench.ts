// The gold-set bench on the Bench tab: which gold set (the bundled one or a file), a run of it or a
// sweep of one setting in the worker, a pinned baseline to compare with, and the report as JSON.
// The bench itself is lib/routing/bench.ts (rules.md#routing-bench).
import { parseGold, type GoldCase } from "@/lib/routing/bench";
import type { RouterSettings } from "@/lib/routing/settings";
import type { SweepParam } from "@/lib/routing/sweep";
import type { Estimator } from "@/lib/model";
import { CancelledError } from "../routing-client";
import type { RoutingPhase } from "../routing-protocol";
import { routerSettings } from "../ui-settings";
import type { RoutingContext } from "./context";
import type { BenchMeta, RoutingState } from "./types";

export const BUNDLED_GOLD = [
  {
    id: "devkit",
    title: "devkit.jsonl",
    catalog: "devkit",
    file: "/fixtures/gold/devkit.jsonl",
    description: "146 cases over the devkit catalog",
    /**
     * The example shown first over its catalog: one the router gets right as shipped (code-review,
     * "can you look over my diff before I push?"), so that a new user's first pick is a hit; the
     * file's own first case is a miss. Checked by components/routing/state/examples.test.ts.
     */
    lead: "dk-002",
  },
];

/**
 * What a new catalog or gold set makes stale: the last bench and sweep. The baseline stays across
 * catalogs (how another catalog changes the same gold set's cases is a question worth asking) and
 * goes with its gold set.
 */
export const NO_BENCH = {
  benchResult: null,
  benchMeta: null,
  bench: { status: "idle", fraction: 0, error: null },
  sweepResult: null,
  sweepMeta: null,
  sweep: { status: "idle", fraction: 0, error: null },
  fixResult: null,
  fix: { status: "idle", fraction: 0, error: null },
} satisfies Partial<RoutingState>;

/** The bench report with its catalog, gold set and settings, as the export menu saves it. */
export function benchJSON(report: NonNullable<RoutingState["benchResult"]>, meta: BenchMeta): string {
  const settings = { ...meta.settings, synonymPairs: meta.settings.synonymPairs.length };
  return (
    JSON.stringify(
      { catalog: meta.catalog, gold: meta.gold, estimator: meta.estimator, ms: Math.round(meta.ms), ...report, settings },
      null,
      2,
    ) + "\n"
  );
}

export function benchPart(ctx: RoutingContext) {
  const { set, get, client } = ctx;

  /**
   * A run of the gold set in the worker (the bench, or a sweep): its status and progress under
   * `key`, its result stored by `done` with what it ran on.
   */
  async function goldRun<R extends { ms: number }>(
    key: "bench" | "sweep" | "fix",
    request: (
      base: { cases: GoldCase[]; settings: RouterSettings; estimator: Estimator },
      onProgress: (p: RoutingPhase, fraction: number) => void,
    ) => Promise<R>,
    done: (r: R, meta: BenchMeta) => Partial<RoutingState>,
  ): Promise<void> {
    if (!client || !get().gold?.cases.length) return;
    set({ [key]: { status: "running", fraction: 0, error: null } });
    try {
      await ctx.ensureCatalog();
      const st = get();
      if (st.catalog.status !== "ready" || !st.catalog.info) throw new Error(st.catalog.error ?? "No catalog is loaded.");
      const settings = routerSettings(st.settings, st.pairs);
      const cases = st.gold!.cases;
      const r = await request({ cases, settings, estimator: st.settings.estimator }, (_p, fraction) =>
        set({ [key]: { status: "running", fraction, error: null } }),
      );
      set({
        [key]: { status: "done", fraction: 1, error: null },
        ...done(r, {
          catalog: st.catalog.label,
          gold: st.gold!.label,
          cases: cases.length,
          settings,
          estimator: st.settings.estimator,
          ms: r.ms,
        }),
      });
    } catch (e) {
      if (e instanceof CancelledError) return set({ [key]: { status: "idle", fraction: 0, error: null } });
      set({ [key]: { status: "error", fraction: 0, error: e instanceof Error ? e.message : String(e) } });
    }
  }

  return {
    async loadGoldBundled(id: string) {
      const g = BUNDLED_GOLD.find((x) => x.id === id);
      if (!g) return;
      try {
        const res = await fetch(g.file, { cache: "no-cache" });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const { cases, errors } = parseGold(await res.text());
        set({ gold: { label: g.title, source: "bundled", cases, errors }, ...NO_BENCH, benchBaseline: null });
      } catch (e) {
        set({ error: `Could not load the gold set ${g.file} (${(e as Error).message}).` });
      }
    },

    loadGoldText(text: string, label: string) {
      const { cases, errors } = parseGold(text);
      set({ gold: { label, source: "file", cases, errors }, ...NO_BENCH, benchBaseline: null });
    },

    runBench() {
      return goldRun(
        "bench",
        (base, onProgress) => client!.request<"benched">({ type: "bench", ...base }, onProgress),
        (r, meta) => ({ benchResult: r.report, benchMeta: meta }),
      );
    },

    runSweep(param: SweepParam, values: number[]) {
      if (!values.length) return Promise.resolve();
      return goldRun(
        "sweep",
        (base, onProgress) => client!.request<"swept">({ type: "sweep", ...base, param, values }, onProgress),
        (r, meta) => ({ sweepResult: r.report, sweepMeta: meta }),
      );
    },

    runFixMisses() {
      return goldRun(
        "fix",
        (base, onProgress) => client!.request<"fixed">({ type: "fix-misses", ...base }, onProgress),
        (r) => ({ fixResult: r.result }),
      );
    },

    pinBaseline(pin: boolean) {
      const { benchResult, benchMeta } = get();
      set({ benchBaseline: pin && benchResult && benchMeta ? { report: benchResult, meta: benchMeta } : null });
    },

    benchExport() {
      const { benchResult, benchMeta } = get();
      return benchResult && benchMeta ? benchJSON(benchResult, benchMeta) : "";
    },
  } satisfies Partial<RoutingState>;
}
