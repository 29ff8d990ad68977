// Persistence: an edit of inputs that were not saved yet saves them; the estimator, settings,
// the price edits, step and open panel are saved (debounced) beside the inputs; a share link pasted into the
// address bar of an open page opens. The storage itself is persist.ts (IndexedDB).
import type { StoreApi } from "zustand";
import { saveInputs, saveView, storageMessage, type SavedView } from "./persist";
import type { GetState, InspectorState, SetState } from "./types";
// The link decoder (fflate, lib/share) loads only when the address has a fragment to read.
const readShareHash = async () =>
  typeof window !== "undefined" && window.location.hash.length > 1 ? (await import("@/components/share/fragment")).readShareHash() : null;

export function makeKeepEdited(set: SetState, get: GetState): () => void {
  /**
   * An edit (settings, compare mode) of inputs that are not saved yet, such as the default example
   * shown at the first visit: they are saved now, so a reload does not lose the edit.
   */
  return function keepEdited(): void {
    const st = get();
    if (st.persisted || !st.inputsKey || !st.inputs.length) return;
    const key = st.inputsKey;
    const label = st.origin?.label ?? st.inputs[0].name;
    set({ persisted: true, ...(st.origin?.kind === "default" ? { origin: { kind: "example", label } } : {}) });
    saveLoaded(set, get, key, st.inputs, label);
  };
}

let savesInFlight = 0;
/** Asks before the page unloads while a save is being written: IndexedDB drops a write cut off by a reload. */
function holdUnload(e: BeforeUnloadEvent): void {
  e.preventDefault();
  e.returnValue = "";
}

/**
 * Writes loaded inputs and their view to browser storage. `saving` stays true until the write has
 * finished, so "saved in this browser" is never shown for a file a reload would lose, and the page
 * asks before unloading in the meantime.
 */
export function saveLoaded(set: SetState, get: GetState, key: string, inputs: InspectorState["inputs"], label: string): void {
  if (savesInFlight++ === 0 && typeof window !== "undefined") window.addEventListener("beforeunload", holdUnload);
  set({ saving: true });
  saveInputs(inputs, label)
    // a file kept as a reference to the disk (persist.ts) is saved, with a sentence that says so
    .then((note) => saveView(viewToSave(get())).then(() => note))
    .then((note) => set({ storageError: note }))
    .catch((e: Error) => {
      if (get().inputsKey === key) set({ persisted: false });
      set({ storageError: e.message });
    })
    .finally(() => {
      if (--savesInFlight === 0) {
        if (typeof window !== "undefined") window.removeEventListener("beforeunload", holdUnload);
        set({ saving: false });
      }
    });
}

/** What a reload restores besides the inputs: estimator, step, simulator choices and the open panel. */
export function viewToSave(s: InspectorState): SavedView {
  return {
    estimator: s.views[0]?.table.estimator ?? s.estimator,
    step: s.steps.main ?? 0,
    sim: s.simChoice,
    tab: s.sideTab,
    settingsOpen: s.panels.settings,
    compare: s.compare,
    prices: s.prices,
  };
}

/**
 * The estimator, the simulator settings, the main view's step and the open panel are saved
 * (debounced) while the inputs are saved; a pending save is written at once when the page hides.
 */
export function startSync(store: StoreApi<InspectorState>): void {
  if (typeof window === "undefined") return;
  const useInspector = store;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = "";
  let pendingView: SavedView | null = null;
  const write = () => {
    clearTimeout(timer);
    const view = pendingView;
    pendingView = null;
    if (view)
      saveView(view).catch((e: Error) => useInspector.setState((s) => ({ storageError: storageMessage(s.storageError, e.message) })));
  };
  useInspector.subscribe((s) => {
    if (!s.persisted || !s.inputsKey || s.busy) return;
    const view = viewToSave(s);
    const sig = `${s.inputsKey}:${JSON.stringify(view)}`;
    if (sig === last) return;
    last = sig;
    pendingView = view;
    clearTimeout(timer);
    timer = setTimeout(write, 400);
  });
  window.addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") write();
  });
  // A share link pasted into the address bar of an open page. Only the newest link is acted on: a
  // link pasted while an earlier one is still being read (its module loading on a busy machine)
  // must not be answered by the earlier one's result.
  let links = 0;
  window.addEventListener("hashchange", async () => {
    const st = useInspector.getState();
    if (!st.booted) return;
    const me = ++links;
    const shared = await readShareHash();
    if (!shared || me !== links) return;
    if (shared.ok) void st.openShared(shared.state);
    else useInspector.setState({ error: shared.error });
  });
}
