// Start-up: what the page shows first. A share link in the address wins; else the session saved
// in this browser is restored; else the first example loads. Each step leaves the others alone
// once something is loaded, and a load the user starts meanwhile is never overwritten.
import { ESTIMATORS } from "@/lib/model";
import { storedProblemsText } from "./stored-shapes";
import { loadSaved, type Saved } from "./persist";
import { latestLoad } from "./load-seq";
import { SIDE_TABS, type GetState, type InspectorState, type SetState, type SideTab } from "./types";

// The link decoder (fflate, lib/share) loads only when the address has a fragment to read.
const readShareHash = async () =>
  typeof window !== "undefined" && window.location.hash.length > 1 ? (await import("@/components/share/fragment")).readShareHash() : null;

/** Something is loaded, or on its way: start-up has nothing more to do. */
const settled = (get: GetState) => !!(get().inputsKey || get().pending);

/** The saved session's inputs and view, put back as they were left; a damaged link's error shown over them. */
async function restoreSaved(set: SetState, get: GetState, saved: Saved, shareError: string | null) {
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
}

/** The first example, when nothing else loaded; why the saved session or the link did not open stays said. */
async function loadDefaultExample(set: SetState, get: GetState, restoreError: string | null, shareError: string | null) {
  try {
    const list = await get().fetchExamples();
    if (list[0] && !settled(get)) {
      await get().loadExample(list[0], { persist: false, origin: { kind: "default", label: list[0].title } });
    }
    if (restoreError) set({ error: `The saved session could not be restored, so the first example is shown: ${restoreError}` });
    else if (shareError) set({ error: shareError });
  } catch {
    /* fetchExamples already recorded the message */
  }
}

export function bootActions(set: SetState, get: GetState) {
  return {
    async boot() {
      if (get().booted) return;
      set({ booted: true });
      // A share link (#s=...) opens its scenario; a damaged one says why and the saved state loads.
      const shared = await readShareHash();
      if (shared?.ok) {
        await get().openShared(shared.state);
        if (settled(get)) return;
      }
      const shareError = shared && !shared.ok ? shared.error : null;
      let saved: Saved | null = null;
      const before = latestLoad();
      try {
        saved = await loadSaved();
      } catch (e) {
        set({ storageError: (e as Error).message });
      }
      // a load the user started while storage was read (a lesson's Start, a dropped file) is newer
      // than what was saved: it stays, and nothing is restored over it
      if (latestLoad() !== before) return;
      // values in storage that did not pass its check were left out; the rest loads, and this says so
      const leftOut = storedProblemsText(saved?.problems ?? []);
      if (leftOut) set({ storageError: leftOut });
      if (saved) {
        await restoreSaved(set, get, saved, shareError);
        // A saved file this version cannot read any more: its error stays shown, the default example loads.
        if (settled(get)) return;
      }
      await loadDefaultExample(set, get, saved ? get().error : null, shareError);
    },
  } satisfies Partial<InspectorState>;
}
