// Questions about a routed prompt, asked of the worker under the current settings: why a skill was
// not chosen, and what the route would be with one skill's description edited. Nothing is kept.
import type { EntryEdit } from "@/lib/routing/whynot";
import { routerSettings } from "../ui-settings";
import { needClient, type RoutingContext } from "./context";
import type { Routed, RoutingState } from "./types";

export function explainPart(ctx: RoutingContext) {
  const { set, get } = ctx;

  /** a question about a routed prompt, asked under the current settings (why not, what if) */
  function askAbout(routed: Routed) {
    const st = get();
    return {
      prompt: routed.prompt,
      ...(routed.previousPrompt !== undefined ? { previousPrompt: routed.previousPrompt } : {}),
      settings: routerSettings(st.settings, st.pairs),
      estimator: st.settings.estimator,
    };
  }

  return {
    setWhyName(name: string) {
      set({ whyName: name });
    },

    async explainWhyNot(routed: Routed, name: string) {
      const r = await needClient(ctx).request<"explained">({ type: "whynot", ...askAbout(routed), name });
      return r.result;
    },

    async whatIf(routed: Routed, name: string, edit: EntryEdit) {
      const r = await needClient(ctx).request<"whatif-routed">({ type: "whatif", ...askAbout(routed), name, edit });
      return { decision: r.decision, chosen: r.chosen, reason: r.reason, result: r.result, ms: r.ms };
    },
  } satisfies Partial<RoutingState>;
}
