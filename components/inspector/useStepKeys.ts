// The inspector's keyboard (components/inspector/keys.ts lists the keys): one model wherever the
// focus is, except where the keys belong to something else. Alone because which keys are whose is
// the part that grows, and it reads apart from what each key does.
import { useEffect } from "react";
import { currentStep, currentView, useInspector } from "@/components/state/store";
import { SIDE_TABS, type InspectorState } from "@/components/state/types";
import { useSessions } from "@/components/sessions/store";
import { nextNotable, notableSteps } from "./notable";
import { isControl, isTextField } from "./focus-targets";

/** True when the key belongs to something other than the inspector: text fields, list boxes, radio groups (their arrows are theirs) and dialogs. */
function keyIsElsewhere(e: KeyboardEvent, st: InspectorState): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return true;
  // the sessions list is on screen: the keys are its own (the search box, the rows)
  if (useSessions.getState().listOpen) return true;
  if (st.panels.paste || st.panels.shortcuts) return true;
  if (e.target instanceof Element && e.target.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="radiogroup"]')) return true;
  if (e.target instanceof HTMLInputElement && e.target.type === "radio") return true;
  // Space on a focused button presses it.
  if ((e.key === " " || e.key === "Spacebar") && isControl(e.target)) return true;
  if (isTextField(e.target)) {
    // A focused scrubber moves itself with the arrows, Home and End; Space still plays.
    const range = e.target instanceof HTMLInputElement && e.target.type === "range";
    if (!range || e.key !== " ") return true;
  }
  return false;
}

/** Does what the key means on a loaded view; false when the key means nothing here. */
function stepKey(e: KeyboardEvent, st: InspectorState): boolean {
  const view = currentView(st);
  if (!view) return false;
  const n = view.session.events.length;
  switch (e.key) {
    case "ArrowLeft":
      st.stepBy(-1);
      return true;
    case "ArrowRight":
      st.stepBy(1);
      return true;
    case "Home":
      st.setStep(0);
      return true;
    case "End":
      st.setStep(n - 1);
      return true;
    case " ":
    case "Spacebar":
      st.setPlaying(!st.playing);
      return true;
    case "t":
    case "T": {
      const to = nextNotable(notableSteps(view.session, view.sim), currentStep(st), e.shiftKey ? -1 : 1);
      if (to !== null) st.setStep(to);
      return true;
    }
    case "]":
    case "[": {
      const k = SIDE_TABS.indexOf(st.sideTab);
      st.setSideTab(SIDE_TABS[(k + (e.key === "]" ? 1 : -1) + SIDE_TABS.length) % SIDE_TABS.length]);
      return true;
    }
    case "s":
    case "S":
      if (e.shiftKey) return false;
      st.setPanel("settings", !st.panels.settings);
      return true;
    default:
      return false;
  }
}

export function useStepKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const st = useInspector.getState();
      if (keyIsElsewhere(e, st)) return;
      if (e.key === "?") {
        st.setPanel("shortcuts", true);
        e.preventDefault();
        return;
      }
      if (stepKey(e, st)) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
