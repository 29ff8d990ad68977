// Session: what is loaded (files, pasted text, examples, share links, a saved session at start)
// and clearing it. Each load goes through the engine run (simulation.ts).
import { storedProblemsText } from "./stored-shapes";
import { isSubagentFile } from "@/lib/transcripts/subagent-file";
import { listFolder, listsSessions } from "@/components/sessions/sessions-client";
import { plural } from "@/components/inspector/format";
import { ESTIMATORS, type Estimator } from "@/lib/model";
import { BLOB_INPUT_BYTES, DEFAULT_SIM_CHOICE, type InputFile, type SimChoice } from "@/components/worker/protocol";
import { isPresetName } from "@/lib/context/settings";
import { SNAPSHOT_FORMAT } from "@/lib/share/snapshot";
import { parseContextUsage } from "@/lib/transcripts/context-usage";
import { NO_EDITS } from "@/lib/pricing/prices";
import { clearSaved, loadSaved } from "./persist";
import { baseName, parseExamples } from "./examples";
import { engine, type Run } from "./simulation";
import { SIDE_TABS, type GetState, type InspectorState, type SetState, type SideTab } from "./types";
// The link decoder (fflate, lib/share) loads only when the address has a fragment to read.
const readShareHash = async () =>
  typeof window !== "undefined" && window.location.hash.length > 1 ? (await import("@/components/share/fragment")).readShareHash() : null;

let keySeq = 0;

/** Counts load requests, so a slow example fetch can tell that a newer load has started. */
let loadSeq = 0;

export function sessionActions(set: SetState, get: GetState, run: Run) {
  return {
    async boot() {
      if (get().booted) return;
      set({ booted: true });
      // A share link (#s=...) opens its scenario; a damaged one says why and the saved state loads.
      const shared = await readShareHash();
      if (shared?.ok) {
        await get().openShared(shared.state);
        if (get().inputsKey || get().pending) return;
      }
      const shareError = shared && !shared.ok ? shared.error : null;
      let saved = null;
      const before = loadSeq;
      try {
        saved = await loadSaved();
      } catch (e) {
        set({ storageError: (e as Error).message });
      }
      // a load the user started while storage was read (a lesson's Start, a dropped file) is newer
      // than what was saved: it stays, and nothing is restored over it
      if (loadSeq !== before) return;
      // values in storage that did not pass its check were left out; the rest loads, and this says so
      const leftOut = storedProblemsText(saved?.problems ?? []);
      if (leftOut) set({ storageError: leftOut });
      if (saved) {
        if (saved.view && ESTIMATORS.includes(saved.view.estimator)) set({ estimator: saved.view.estimator });
        const main = saved.inputs.find((f) => f.role === "main") ?? saved.inputs[0];
        const v = saved.view;
        if (v?.compare !== undefined) set({ compare: v.compare });
        if (v?.prices) set({ prices: v.prices });
        await get().load(saved.inputs, {
          origin: { kind: "restored", label: saved.label ?? main.name },
          step: v?.step,
          persist: true,
          ...(v?.sim ? { sim: v.sim } : {}),
        });
        if (get().inputsKey) {
          set({
            ...(v?.tab && (SIDE_TABS as readonly string[]).includes(v.tab) ? { sideTab: v.tab as SideTab } : {}),
            ...(v?.settingsOpen ? { panels: { ...get().panels, settings: true } } : {}),
            ...(shareError ? { error: shareError } : {}),
          });
        }
        // A saved file this version cannot read any more: its error stays shown, the default example loads.
        if (get().inputsKey || get().pending) return;
      }
      const restoreError = saved ? get().error : null;
      try {
        const list = await get().fetchExamples();
        if (list[0] && !get().inputsKey && !get().pending) {
          await get().loadExample(list[0], { persist: false, origin: { kind: "default", label: list[0].title } });
        }
        if (restoreError) set({ error: `The saved session could not be restored, so the first example is shown: ${restoreError}` });
        else if (shareError) set({ error: shareError });
      } catch {
        /* fetchExamples already recorded the message */
      }
    },

    async load(inputs, opts) {
      loadSeq++;
      const key = `in${++keySeq}`;
      // A new input starts from its own settings (a scenario's preset applies); a restored one keeps the saved choice.
      await run(
        { inputs, key, step: opts.step, persist: opts.persist ?? true, origin: opts.origin, sim: opts.sim ?? DEFAULT_SIM_CHOICE },
        "load",
      );
    },

    async loadFiles(files, paths) {
      if (!files.length) return;
      // a folder, or several sessions: the sessions list, each session opened from it with its own subagents
      if (listsSessions(files, paths)) {
        set({ error: null, notice: null });
        await listFolder(files, paths);
        return;
      }
      let texts: { name: string; path: string; text: string | Blob }[];
      try {
        // a large file goes to the worker (and to storage) as the File itself, read there in slices
        texts = await Promise.all(
          files.map(async (f, k) => ({
            name: f.name,
            path: (paths?.[k] ?? f.name).replace(/\\/g, "/"),
            text: f.size > BLOB_INPUT_BYTES ? f : await f.text(),
          })),
        );
      } catch (e) {
        set({ error: `Could not read the file: ${(e as Error).message}.` });
        return;
      }
      // a folder (a dropped ~/.claude/projects): its .jsonl files in path order, the other files in it ignored
      if (paths) texts = texts.filter((t) => /\.jsonl$/i.test(t.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      if (!texts.length) {
        set({ notice: "The folder holds no .jsonl session files." });
        return;
      }
      const isReport = (t: { text: string | Blob }) => typeof t.text === "string" && parseContextUsage(t.text) !== null;
      const reports = texts.length > 1 ? texts.filter(isReport) : [];
      // Claude Code keeps a session's subagents in <session>/subagents/agent-*.jsonl
      const isAgent = (t: { name: string; path: string }) => isSubagentFile(t.name) || t.path.split("/").includes("subagents");
      const agents = texts.filter(isAgent);
      const others = texts.filter((t) => !isAgent(t) && !reports.includes(t));
      const main = others[0] ?? agents[0] ?? reports.shift()!;
      const folderOf = (p: string) => p.replace(/\.jsonl$/i, "") + "/";
      // loose files: every agent file belongs to the one session; from a folder, only the main one's own
      const subs = agents.filter((t) => t !== main && (!paths || !t.path.includes("/") || t.path.startsWith(folderOf(main.path))));
      const more = others.slice(1);
      // Several sessions: the first is shown, all of them are in the fidelity report.
      set({
        notice: more.length
          ? `${plural(others.length, "session")} loaded: ${main.name} is shown; the fidelity report beside the meter covers all of them.`
          : null,
      });
      const inputs: InputFile[] = [
        { name: main.name, text: main.text, role: "main" },
        ...subs.map((t) => ({ name: t.name, text: t.text, role: "subagent" as const })),
        ...reports.slice(0, 1).map((t) => ({ name: t.name, text: t.text, role: "context" as const })),
        ...more.map((t) => ({ name: t.path, text: t.text, role: "session" as const })),
      ];
      await get().load(inputs, { origin: { kind: "file", label: main.name } });
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
      const seq = ++loadSeq;
      set({ busy: { phase: "fetch", fraction: 0, label: e.title }, error: null, notice: null });
      let inputs: InputFile[];
      try {
        const get1 = async (url: string) => {
          const res = await fetch(url, { cache: "no-cache" });
          if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
          return res.text();
        };
        const [main, ...subs] = await Promise.all([e.file, ...e.subagents].map(get1));
        inputs = [
          { name: baseName(e.file), text: main, role: "main" },
          ...subs.map((text, k) => ({ name: baseName(e.subagents[k]), text, role: "subagent" as const })),
        ];
      } catch (err) {
        set({ busy: null, error: `Could not fetch the example "${e.title}" (${(err as Error).message}).` });
        return;
      }
      if (seq !== loadSeq) return;
      await get().load(inputs, { origin: opts.origin ?? { kind: "example", label: e.title }, persist: opts.persist ?? true });
    },

    async openShared(state) {
      const est =
        state.estimator && (ESTIMATORS as readonly string[]).includes(state.estimator) ? (state.estimator as Estimator) : get().estimator;
      const choice = (c: { preset?: string | null; overrides?: Record<string, unknown> }): SimChoice => ({
        preset: c.preset && isPresetName(c.preset) ? c.preset : null,
        overrides: c.overrides ?? {},
      });
      set({ estimator: est, compare: state.compare ? choice(state.compare) : null, panels: { ...get().panels, settings: false } });
      const title = typeof state.scenario.title === "string" && state.scenario.title.trim() ? state.scenario.title : null;
      const snapshot = state.scenario.format === SNAPSHOT_FORMAT;
      const what = snapshot ? "Shared session" : "Shared scenario";
      await get().load(
        [{ name: snapshot ? "shared-session.json" : "shared-scenario.json", text: JSON.stringify(state.scenario), role: "main" }],
        {
          origin: { kind: "shared", label: title ? `${what}: ${title}` : what },
          step: state.step === undefined ? undefined : Math.max(0, state.step),
          sim: choice({ preset: state.preset ?? null, overrides: state.overrides }),
        },
      );
      if (!get().inputsKey) return;
      const panel = state.panel;
      if (panel === "settings") set({ panels: { ...get().panels, settings: true } });
      else if (panel && (SIDE_TABS as readonly string[]).includes(panel)) set({ sideTab: panel as SideTab });
    },

    async clear() {
      engine?.dispose();
      set({
        inputs: [],
        inputsKey: null,
        origin: null,
        persisted: false,
        views: [],
        viewKey: "main",
        steps: {},
        playing: false,
        busy: null,
        pending: null,
        error: null,
        notice: null,
        toggled: {},
        simChoice: DEFAULT_SIM_CHOICE,
        compare: null,
        prices: NO_EDITS,
        selected: null,
        scrollTo: null,
      });
      try {
        await clearSaved();
        set({ storageError: null });
      } catch (e) {
        set({ storageError: (e as Error).message });
      }
    },
  } satisfies Partial<InspectorState>;
}
