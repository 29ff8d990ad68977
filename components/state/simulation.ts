// Simulation: the engine worker run for a load, a re-count (new estimator) or a re-simulation
// (new settings, compare mode), and the actions that start one. Rules live in lib/, not here.
import { CancelledError, sharedEngine } from "@/components/worker/client";
import type { Session, ToolPair } from "@/lib/model";
import { saveLoaded } from "./sync";
import type { GetState, InspectorState, PendingLoad, SetState, View } from "./types";

// one engine worker for the page: the re-attachment what-if asks the same one
export const engine = sharedEngine();

function indexPairs(s: Session): Map<string, ToolPair> {
  const m = new Map<string, ToolPair>();
  for (const p of s.toolPairs) if (p.id) m.set(p.id, p);
  return m;
}

export type Run = (p: PendingLoad, mode: "load" | "recount" | "resim") => Promise<void>;

export function createRun(set: SetState, get: GetState): Run {
  /**
   * Runs the worker for `p`: a new load, a re-count of the loaded inputs (new estimator) or a
   * re-simulation (new settings: the worker keeps its sessions and tables, so it is not restarted).
   */
  return async function run(p: PendingLoad, mode: "load" | "recount" | "resim"): Promise<void> {
    if (!engine) return;
    const st = get();
    const recount = mode !== "load";
    const phase0 = mode === "resim" ? "simulate" : "parse";
    set({ pending: recount ? st.pending : p, busy: { phase: phase0, fraction: 0, label: p.origin.label }, error: null });
    try {
      const held = get().views[0]?.table.estimator ?? null;
      const r = await engine.run(
        {
          inputsKey: p.key,
          inputs: p.inputs,
          estimator: get().estimator,
          clientHas: get().inputsKey,
          clientTables: get().inputsKey === p.key ? held : null,
          sim: p.sim,
          compare: get().compare,
        },
        (phase, fraction) => set({ busy: { phase, fraction, label: p.origin.label } }),
        { keepWorker: mode === "resim" },
      );
      const prev = new Map(get().views.map((v) => [v.key, v]));
      const views: View[] = [];
      for (const v of r.views) {
        const old = prev.get(v.key);
        const session = v.session ?? old?.session;
        const table = v.table ?? old?.table;
        const timeline = v.timeline ?? old?.timeline;
        if (!session || !table || !timeline) throw new Error("The engine returned a re-count for a session that is no longer loaded.");
        views.push({
          key: v.key,
          kind: v.kind,
          label: v.label,
          session,
          table,
          timeline,
          pairById: v.session || !old ? indexPairs(session) : old.pairById,
          sim: v.sim,
          settings: v.settings,
          settingsProblems: v.problems,
          simError: v.simError,
          compare: v.compare ?? null,
        });
      }
      if (recount && get().inputsKey === p.key) {
        // The steps stay: the sessions are the same, only their counts or simulation changed.
        const sel = get().selected;
        const selView = sel ? views.find((v) => v.key === sel.view) : undefined;
        const keepSel = sel && selView?.sim?.compactions[sel.compaction]?.step === sel.step;
        set({ views, busy: null, pending: null, estimator: r.estimator, ...(keepSel ? {} : { selected: null }) });
        return;
      }
      const main = views[0];
      const last = Math.max(0, main.session.events.length - 1);
      // a new input opens at its first step, where the guide says what to press; a restored or shared one where it was
      const step = p.step === undefined ? 0 : Math.max(0, Math.min(last, p.step));
      set({
        inputs: p.inputs,
        inputsKey: p.key,
        origin: p.origin,
        persisted: p.persist,
        views,
        viewKey: "main",
        steps: { main: step },
        playing: false,
        busy: null,
        pending: null,
        estimator: r.estimator,
        toggled: {},
        simChoice: p.sim,
        selected: null,
        scrollTo: null,
      });
      if (p.persist && p.origin.kind !== "restored") saveLoaded(set, get, p.key, p.inputs, p.origin.label);
    } catch (e) {
      if (e instanceof CancelledError) return;
      // The previous state stays: only the message changes.
      const tableEstimator = get().views[0]?.table.estimator;
      set({
        busy: null,
        pending: null,
        error: e instanceof Error ? e.message : String(e),
        ...(recount && tableEstimator ? { estimator: tableEstimator } : {}),
      });
    }
  };
}

export function simulationActions(set: SetState, get: GetState, run: Run, keepEdited: () => void) {
  return {
    setEstimator(e) {
      const st = get();
      if (e === st.estimator && !st.busy) return;
      set({ estimator: e });
      if (st.pending) {
        void run(st.pending, "load");
      } else if (st.inputsKey) {
        void run(
          {
            inputs: st.inputs,
            key: st.inputsKey,
            persist: st.persisted,
            origin: st.origin ?? { kind: "file", label: "" },
            sim: st.simChoice,
          },
          "recount",
        );
      }
    },

    setSimChoice(choice) {
      const st = get();
      set({ simChoice: choice });
      keepEdited();
      if (st.pending) {
        void run({ ...st.pending, sim: choice }, "load");
      } else if (st.inputsKey) {
        const key = st.inputsKey;
        const origin = st.origin ?? { kind: "file" as const, label: "" };
        void run({ inputs: st.inputs, key, persist: st.persisted, origin, sim: choice }, st.busy?.phase === "count" ? "recount" : "resim");
      }
    },

    setPrices(edits) {
      if (JSON.stringify(edits) === JSON.stringify(get().prices)) return;
      set({ prices: edits });
      keepEdited();
    },

    setCompare(choice, opts = {}) {
      const st = get();
      const sim = opts.sim ?? st.simChoice;
      const same = JSON.stringify(choice) === JSON.stringify(st.compare) && JSON.stringify(sim) === JSON.stringify(st.simChoice);
      if (same && !st.pending) return;
      set({ compare: choice, simChoice: sim });
      keepEdited();
      if (!choice) {
        // Off: no re-simulation, B's results are dropped.
        set({ views: get().views.map((v) => (v.compare ? { ...v, compare: null } : v)) });
        if (JSON.stringify(sim) === JSON.stringify(st.simChoice)) return;
      }
      if (st.pending) {
        void run({ ...st.pending, sim }, "load");
      } else if (st.inputsKey) {
        const origin = st.origin ?? { kind: "file" as const, label: "" };
        void run(
          { inputs: st.inputs, key: st.inputsKey, persist: get().persisted, origin, sim },
          st.busy?.phase === "count" ? "recount" : "resim",
        );
      }
    },
  } satisfies Partial<InspectorState>;
}
