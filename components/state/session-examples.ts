// The built-in examples: their list, fetched once, and loading one. Alone because an example is
// fetched over the network, and a load the user starts meanwhile must win over it.
import type { InputFile } from "@/components/worker/protocol";
import { baseName, parseExamples } from "./examples";
import { latestLoad, startLoad } from "./load-seq";
import type { GetState, InspectorState, SetState } from "./types";

/** One example file's text. */
async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { cache: "no-cache" });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

export function exampleActions(set: SetState, get: GetState) {
  return {
    async fetchExamples() {
      const have = get().examples;
      if (have) return have;
      try {
        const res = await fetch("/fixtures/examples.json", { cache: "no-cache" });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const list = parseExamples(await res.json());
        set({ examples: list, examplesError: list.length ? null : "fixtures/examples.json lists no examples." });
        return list;
      } catch (e) {
        const msg = `Could not load the examples list (/fixtures/examples.json: ${(e as Error).message}).`;
        set({ examplesError: msg });
        throw new Error(msg);
      }
    },

    async loadExample(e, opts = {}) {
      // A load the user starts while this example is still being fetched wins: the example must
      // not replace it when its fetch finishes (the default example is fetched at start-up).
      const seq = startLoad();
      set({ busy: { phase: "fetch", fraction: 0, label: e.title }, error: null, notice: null });
      let inputs: InputFile[];
      try {
        const [main, ...subs] = await Promise.all([e.file, ...e.subagents].map(fetchText));
        inputs = [
          { name: baseName(e.file), text: main, role: "main" },
          ...subs.map((text, k) => ({ name: baseName(e.subagents[k]), text, role: "subagent" as const })),
        ];
      } catch (err) {
        set({ busy: null, error: `Could not fetch the example "${e.title}" (${(err as Error).message}).` });
        return;
      }
      if (seq !== latestLoad()) return;
      await get().load(inputs, { origin: opts.origin ?? { kind: "example", label: e.title }, persist: opts.persist ?? true });
    },
  } satisfies Partial<InspectorState>;
}
