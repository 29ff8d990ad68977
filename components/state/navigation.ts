// Navigation: the step of each view, playback, the open view, tab and panels, the selected
// compaction, the scroll requests and the expanded blocks. No engine work here.
import { cutRow } from "@/components/sim/cut";
import type { GetState, InspectorState, SetState, View } from "./types";

export function navigationActions(set: SetState, get: GetState) {
  return {
    setSideTab(tab) {
      set({ sideTab: tab });
    },

    selectCompaction(index, opts = {}) {
      const st = get();
      const v = currentView(st);
      const c = v?.sim?.compactions[index];
      if (!v || !c) return;
      const n = v.session.events.length;
      const step = Math.max(0, Math.min(n - 1, c.step));
      // The list shows the compaction's cut (the first row it kept, or the row it ran before).
      const cut = cutRow(c);
      set({
        steps: { ...st.steps, [v.key]: step },
        selected: { view: v.key, compaction: index, step },
        playing: false,
        ...(opts.tab === false ? {} : { sideTab: "compaction" as const }),
        ...(cut !== null && cut !== step ? { scrollTo: { index: cut, seq: (st.scrollTo?.seq ?? 0) + 1 } } : {}),
      });
    },

    scrollToEvent(index) {
      set({ scrollTo: { index, seq: (get().scrollTo?.seq ?? 0) + 1 } });
    },

    setStep(step) {
      const st = get();
      const v = st.views.find((x) => x.key === st.viewKey);
      if (!v) return;
      const n = v.session.events.length;
      const s = Math.max(0, Math.min(n - 1, Math.round(step)));
      if (st.steps[st.viewKey] === s) return;
      set({ steps: { ...st.steps, [st.viewKey]: s } });
    },

    stepBy(delta) {
      const st = get();
      const cur = st.steps[st.viewKey] ?? 0;
      get().setStep(cur + delta);
    },

    setPlaying(p) {
      const st = get();
      if (p) {
        const v = st.views.find((x) => x.key === st.viewKey);
        if (!v) return;
        // Playing from the end starts over.
        if ((st.steps[st.viewKey] ?? 0) >= v.session.events.length - 1) get().setStep(0);
      }
      set({ playing: p });
    },

    setSpeed(s) {
      set({ speed: s });
    },

    selectView(key) {
      const st = get();
      const v = st.views.find((x) => x.key === key);
      if (!v) return;
      const steps = key in st.steps ? st.steps : { ...st.steps, [key]: Math.max(0, v.session.events.length - 1) };
      set({ viewKey: key, steps, playing: false });
    },

    toggle(key, defaultOpen) {
      const t = { ...get().toggled };
      const open = key in t ? t[key] : defaultOpen;
      if (!open === defaultOpen) delete t[key];
      else t[key] = !open;
      set({ toggled: t });
    },

    setPanel(p, open) {
      set({ panels: { ...get().panels, [p]: open } });
    },

    dismiss(what) {
      set({ [what]: null } as Partial<InspectorState>);
    },
  } satisfies Partial<InspectorState>;
}

/** The view the list shows. */
export function currentView(s: InspectorState): View | undefined {
  return s.views.find((v) => v.key === s.viewKey) ?? s.views[0];
}

export function currentStep(s: InspectorState): number {
  return s.steps[s.viewKey] ?? 0;
}

export function isOpen(s: InspectorState, key: string, defaultOpen: boolean): boolean {
  return Object.hasOwn(s.toggled, key) ? s.toggled[key] : defaultOpen;
}
