// The link that opens the builder's draft in the inspector: the draft as a scenario, with the
// inspector's step, preset, overrides and tab. Alone because it joins the two stores.
import type { Draft } from "@/lib/builder/draft";
import { draftToScenario } from "@/lib/builder/scenario-io";
import { encodeShare } from "@/lib/share/link";
import { useInspector } from "@/components/state/store";
import { shareUrl } from "@/components/share/fragment";

export function draftLink(draft: Draft): { url: string; chars: number; tooLong: boolean } {
  const st = useInspector.getState();
  const { fragment, chars, tooLong } = encodeShare({
    v: 1,
    scenario: draftToScenario(draft),
    step: st.steps.main ?? 0,
    ...(st.simChoice.preset ? { preset: st.simChoice.preset } : {}),
    ...(Object.keys(st.simChoice.overrides).length ? { overrides: st.simChoice.overrides } : {}),
    panel: st.sideTab,
  });
  return { url: shareUrl(fragment, "/"), chars, tooLong };
}
