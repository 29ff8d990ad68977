// Playback: while playing, one step forward at the chosen speed, stopping at the last step.
import { useEffect } from "react";
import { currentView, useInspector } from "@/components/state/store";

export function usePlayback() {
  const playing = useInspector((s) => s.playing);
  const speed = useInspector((s) => s.speed);
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      const st = useInspector.getState();
      const view = currentView(st);
      const step = st.steps[st.viewKey] ?? 0;
      if (!view || step >= view.session.events.length - 1) st.setPlaying(false);
      else st.stepBy(1);
    }, 1000 / speed);
    return () => clearInterval(id);
  }, [playing, speed]);
}
