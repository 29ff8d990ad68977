// Which catalog the router indexes: a bundled one, the Catalog screen's, a picked folder or zip, or
// the one chosen before a reload. Only the latest pick lands. The example prompts follow the
// catalog in use (lib/routing/cases-for-catalog.ts says which fit).
import { readPickedBytes } from "@/components/input/read-picked";
import type { GoldCase } from "@/lib/routing/bench";
import { casesForCatalog, needsNoSkill } from "@/lib/routing/cases-for-catalog";
import { BUNDLED_CATALOGS, fetchBundled, pickedFiles } from "@/components/skills/catalog-sources";
import { useLoadedCatalog } from "@/components/skills/loaded-catalog";
import { CancelledError } from "../routing-client";
import type { CatalogInfo, RoutingPhase } from "../routing-protocol";
import type { SavedCatalog } from "../persist";
import { BUNDLED_GOLD, NO_BENCH } from "./bench";
import { needClient, type RoutingContext } from "./context";
import { persistCatalogChoice } from "./persistence";
import type { CatalogSourceKind, RoutingState } from "./types";

class Superseded extends Error {}

export const IDLE_CATALOG: RoutingState["catalog"] = {
  status: "idle",
  source: null,
  label: "",
  info: null,
  progress: null,
  error: null,
  seq: 0,
};

export function catalogPart(ctx: RoutingContext) {
  const { set, get } = ctx;

  /**
   * Only the latest pick may land: a bundled catalog still being fetched (the first visit's default)
   * must neither reach the worker nor the screen after the user picked another one.
   */
  let loadSeq = 0;
  let bundledExamples: GoldCase[] | null = null;

  /**
   * The examples menu follows the catalog in use, once it is indexed: over devkit, its gold set's
   * prompts with a hit first; over any other, only the prompts that fit it (those whose right skills
   * it holds, by the names the worker read, and those that need no skill), said in its own name.
   */
  function refreshExamples() {
    const c = get().catalog;
    if (!bundledExamples || c.status !== "ready" || !c.info) return set({ examples: null, examplesLabel: "", examplesLead: undefined });
    const gold = BUNDLED_GOLD[0];
    if (c.source === "bundled" && c.label === `${gold.catalog} (bundled)`)
      return set({
        examples: bundledExamples,
        examplesLead: gold.lead,
        examplesLabel: `Examples: ${bundledExamples.length} prompts of the ${gold.catalog} gold set`,
      });
    const fits = casesForCatalog(bundledExamples, new Set(c.info.names));
    const none = fits.filter(needsNoSkill).length;
    const own = fits.length - none;
    // short enough for the menu's closed box; its groups say which need a skill
    set({
      examples: fits,
      examplesLead: undefined,
      examplesLabel: own
        ? `Examples over ${c.label}: ${fits.length} prompts that fit it`
        : `Examples over ${c.label}: ${none} prompts that need no skill`,
    });
  }

  async function loadWith(
    source: CatalogSourceKind,
    label: string,
    produce: (current: () => void) => Promise<CatalogInfo>,
    save?: SavedCatalog,
  ) {
    const mine = ++loadSeq;
    const started = performance.now();
    const current = () => {
      if (mine !== loadSeq) throw new Superseded();
    };
    set({ catalog: { ...get().catalog, status: "loading", source, label, progress: { phase: "read", fraction: 0 }, error: null } });
    refreshExamples();
    try {
      const info = await produce(current);
      current();
      if (!info.skills && !info.agents && !info.slashOnly) {
        throw new Error(`${label} holds no skill catalog: no <name>/SKILL.md, agents/*.md or commands/*.md file was found.`);
      }
      // a folder is named once read (loadFolder sets it meanwhile): keep that name, not the placeholder
      const named = get().catalog.label || label;
      set({
        catalog: {
          status: "ready",
          source,
          label: named,
          info,
          progress: null,
          error: null,
          rerank: "building",
          totalMs: performance.now() - started,
          seq: get().catalog.seq + 1,
        },
        ...NO_BENCH,
      });
      needClient(ctx)
        .request<"rerank-ready">({ type: "prepare-rerank" })
        .then(
          (r) => mine === loadSeq && set({ catalog: { ...get().catalog, rerank: "ready", rerankMs: r.ms } }),
          // not built (the worker failed or a newer load cancelled it): no longer building; the
          // first prompt builds it (the worker prepares the rerank before every route)
          () => mine === loadSeq && set({ catalog: { ...get().catalog, rerank: undefined } }),
        );
      if (save) persistCatalogChoice(ctx, save);
      refreshExamples();
      ctx.refresh();
    } catch (e) {
      if (e instanceof CancelledError || e instanceof Superseded) return;
      if (mine !== loadSeq) return;
      const message = e instanceof Error ? e.message : String(e);
      set({ catalog: { ...get().catalog, status: "error", progress: null, error: message, info: null } });
      refreshExamples();
    }
  }

  const onProgress = (phase: RoutingPhase | "fetch" | "read", fraction: number) =>
    set({ catalog: { ...get().catalog, progress: { phase, fraction } } });

  ctx.ensureCatalog = async () => {
    const c = get().catalog;
    // the user's own catalog when there is one (the Catalog screen's), else the bundled one
    if (c.status === "idle") await (useLoadedCatalog.getState().catalog ? get().loadFromCatalogScreen() : get().loadBundled("devkit"));
    else if (c.status === "loading") {
      await new Promise<void>((resolve) => {
        const un = ctx.subscribe((st) => {
          if (st.catalog.status !== "loading") {
            un();
            resolve();
          }
        });
      });
    }
  };

  const actions = {
    loadBundled(id: string) {
      return loadWith(
        "bundled",
        `${id} (bundled)`,
        async (current) => {
          const read = await fetchBundled(id, (f) => onProgress("fetch", f));
          current();
          const load = needClient(ctx).load(onProgress);
          load.push(read.files);
          const r = await load.end(id, read.refused, read.ignored);
          return r.info;
        },
        { source: "bundled", id },
      );
    },

    loadFromCatalogScreen() {
      const { catalog, label } = useLoadedCatalog.getState();
      if (!catalog) return Promise.resolve();
      const name = label ?? catalog.name;
      return loadWith(
        "catalog-screen",
        name,
        async () => {
          const r = await needClient(ctx).request<"loaded">({ type: "load-entries", name, entries: catalog.entries }, onProgress);
          return { ...r.info, errors: catalog.errors.length };
        },
        { source: "catalog-screen", label: name, entries: catalog.entries },
      );
    },

    loadFolder(files: File[]) {
      return loadWith("folder", "folder", async () => {
        // the routing worker reads the files, and parses each batch between its reads
        const picked = pickedFiles(files);
        set({ catalog: { ...get().catalog, label: picked.name } });
        const r = await needClient(ctx).loadFolder(picked.list, picked.name, onProgress);
        return r.info;
      });
    },

    loadZip(file: File) {
      return loadWith("zip", file.name, async () => {
        const read = await readPickedBytes(file, { kind: "zip" });
        if (!read.ok) throw new Error(read.message);
        const data = read.value;
        const r = await needClient(ctx).request<"loaded">({ type: "load-zip", name: file.name.replace(/\.zip$/i, ""), data }, onProgress, [
          data,
        ]);
        return r.info;
      });
    },
  } satisfies Partial<RoutingState>;

  return {
    actions,
    /** loads the catalog chosen before a reload, if it is still there to load */
    async restore(saved: SavedCatalog) {
      if (saved.source === "bundled") {
        if (BUNDLED_CATALOGS.some((b) => b.id === saved.id)) await get().loadBundled(saved.id);
        return;
      }
      const entries = saved.entries;
      await loadWith(
        saved.source,
        saved.label,
        async () => {
          const r = await needClient(ctx).request<"loaded">({ type: "load-entries", name: saved.label, entries }, onProgress);
          return r.info;
        },
        saved,
      );
    },
    /** the bundled gold set's cases, offered as example prompts once they have been fetched */
    setExamples(cases: GoldCase[]) {
      bundledExamples = cases;
      refreshExamples();
    },
  };
}
