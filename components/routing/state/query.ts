// Routing a prompt: the one typed on /routing/ (a conversation: the previous prompt feeds the
// repeat rule) and the user prompt of the inspector's current step. Each decision is a line of the
// router log; a prompt shown under settings or a catalog that changed since is routed again and its
// line rewritten.
import { logLine, toJSONL } from "@/lib/routing/log";
import type { RouteTrace } from "@/lib/routing/router";
import { routerSettings } from "../ui-settings";
import { needClient, type RoutingContext } from "./context";
import type { RoutingState } from "./types";

export const EMPTY_QUERY = {
  current: null,
  routing: false,
  lastPrompt: undefined,
  inspector: null,
  logLines: [],
  logKeys: [],
  log: "",
} satisfies Partial<RoutingState>;

export function queryPart(ctx: RoutingContext) {
  const { set, get, sig, fail } = ctx;
  let manualTurn = 0;
  let currentSeq = 0;
  let inspectorSeq = 0;
  let manualInFlight = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  async function routeOne(prompt: string, previousPrompt: string | undefined) {
    const client = needClient(ctx);
    await ctx.ensureCatalog();
    const s = get();
    if (s.catalog.status !== "ready") throw new Error(s.catalog.error ?? "No catalog is loaded for routing.");
    return client.request<"routed">({
      type: "route",
      prompt,
      ...(previousPrompt !== undefined ? { previousPrompt } : {}),
      settings: routerSettings(s.settings, s.pairs),
      estimator: s.settings.estimator,
    });
  }

  /** appends a log line, or replaces the line at `index` (a re-route under new settings) */
  function writeLog(trace: RouteTrace, key: string, at: string | undefined, index?: number): number {
    const lines = [...get().logLines];
    const keys = [...get().logKeys];
    if (index !== undefined && index < lines.length) {
      const old = lines[index];
      lines[index] = logLine(trace, old.turn, old.at);
    } else {
      index = lines.length;
      lines.push(logLine(trace, lines.length + 1, at));
      keys.push(key);
    }
    set({ logLines: lines, logKeys: keys, log: toJSONL(lines) });
    return index;
  }

  ctx.refresh = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      const s = get();
      if (s.catalog.status !== "ready") return;
      const now = sig();
      const cur = s.current;
      // a prompt being routed now wins: it will refresh itself if the settings moved under it
      if (cur && cur.sig !== now && !manualInFlight) {
        const seq = ++currentSeq;
        set({ routing: true });
        routeOne(cur.prompt, cur.previousPrompt)
          .then((r) => {
            if (seq !== currentSeq) return;
            const logIndex = writeLog(r.trace, cur.key, undefined, cur.logIndex);
            set({ current: { ...cur, trace: r.trace, preview: r.preview, ms: r.ms, logIndex, sig: now }, routing: false });
          })
          .catch((e) => {
            if (seq === currentSeq) set({ routing: false });
            fail(e);
          });
      }
      const ins = s.inspector;
      if (ins && ins.sig !== now) {
        const seq = ++inspectorSeq;
        routeOne(ins.prompt, ins.previousPrompt)
          .then((r) => {
            if (seq !== inspectorSeq) return;
            const logIndex = writeLog(r.trace, ins.key, undefined, ins.logIndex);
            set({ inspector: { ...ins, trace: r.trace, preview: r.preview, ms: r.ms, logIndex, sig: now } });
          })
          .catch(fail);
      }
    }, 60);
  };

  return {
    async route(prompt: string) {
      const text = prompt.trim();
      if (!text) return;
      const seq = ++currentSeq;
      const previousPrompt = get().lastPrompt;
      const used = sig();
      manualInFlight++;
      set({ routing: true, error: null });
      try {
        const r = await routeOne(text, previousPrompt);
        if (seq !== currentSeq) return;
        const key = `prompt:${++manualTurn}`;
        const logIndex = writeLog(r.trace, key, new Date().toISOString());
        set({
          current: {
            key,
            prompt: text,
            ...(previousPrompt !== undefined ? { previousPrompt } : {}),
            trace: r.trace,
            preview: r.preview,
            logIndex,
            ms: r.ms,
            sig: used,
          },
          lastPrompt: text,
          routing: false,
        });
      } catch (e) {
        if (seq === currentSeq) set({ routing: false });
        fail(e);
      } finally {
        manualInFlight--;
        // settings changed while it ran: route the shown prompt again under them
        if (sig() !== used) ctx.refresh();
      }
    },

    async routeStep(key: string, prompt: string, previousPrompt: string | undefined, step: number, at?: string) {
      const have = get().inspector;
      if (have && have.key === key && have.sig === sig()) return;
      const seq = ++inspectorSeq;
      try {
        const r = await routeOne(prompt, previousPrompt);
        if (seq !== inspectorSeq) return;
        // stepping back onto a logged step shows it again without a second line
        const known = get().logKeys.lastIndexOf(key);
        const logIndex = known >= 0 ? writeLog(r.trace, key, at, known) : writeLog(r.trace, key, at);
        set({
          inspector: {
            key,
            prompt,
            ...(previousPrompt !== undefined ? { previousPrompt } : {}),
            trace: r.trace,
            preview: r.preview,
            logIndex,
            ms: r.ms,
            step,
            sig: sig(),
          },
        });
      } catch (e) {
        fail(e);
      }
    },

    newSession() {
      currentSeq++;
      inspectorSeq++;
      set({ ...EMPTY_QUERY });
    },
  } satisfies Partial<RoutingState>;
}
