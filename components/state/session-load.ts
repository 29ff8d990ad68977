// Loading inputs: every way in (a file, a paste, an example, a link, a restore) ends in `load`,
// which hands them to the engine run under a fresh key; a pasted text is a session of its own or,
// beside a loaded session, the /context report that splits its startup.
import { parseContextUsage } from "@/lib/transcripts/context-usage";
import { DEFAULT_SIM_CHOICE } from "@/components/worker/protocol";
import type { Run } from "./simulation";
import { startLoad } from "./load-seq";
import type { GetState, InspectorState, SetState } from "./types";

let keySeq = 0;

export function loadActions(set: SetState, get: GetState, run: Run) {
  return {
    async load(inputs, opts) {
      startLoad();
      const key = `in${++keySeq}`;
      // A new input starts from its own settings (a scenario's preset applies); a restored one keeps the saved choice.
      await run(
        { inputs, key, step: opts.step, persist: opts.persist ?? true, origin: opts.origin, sim: opts.sim ?? DEFAULT_SIM_CHOICE },
        "load",
      );
    },

    async loadText(text, name = "pasted text") {
      set({ notice: null });
      // a /context report pasted beside a loaded session gives it its real startup split
      const st = get();
      if (st.inputsKey && st.views[0]?.session.format !== "scenario" && parseContextUsage(text)) {
        const inputs = [...st.inputs.filter((f) => f.role !== "context"), { name: "/context report", text, role: "context" as const }];
        set({ notice: "The /context report replaces the inferred system prompt + tools with its split." });
        await get().load(inputs, { origin: st.origin ?? { kind: "paste", label: name }, step: st.steps.main, sim: st.simChoice });
        return;
      }
      await get().load([{ name, text, role: "main" }], {
        origin: { kind: "paste", label: parseContextUsage(text) ? "/context report" : name },
      });
    },
  } satisfies Partial<InspectorState>;
}
