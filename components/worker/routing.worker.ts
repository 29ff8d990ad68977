/// <reference lib="webworker" />
// The skill router off the main thread (rules.md#routing): the catalog is read and indexed once
// (lib/routing buildRouter), then every prompt and every bench run reuses the index. A change of
// query-time settings reuses it too (router.withSettings); only the Korean mode, the estimator
// or another catalog rebuilds it. Traces go back as plain data.
import {
  buildRouter,
  editEntry,
  fixMissesWhatIf,
  loadParaphrases,
  runBench,
  runSweep,
  summarize,
  whyNot,
  type CaseResult,
  type Router,
  type ParaphraseTable,
  type RouterSettings,
  type StageTrace,
} from "@/lib/routing";
import { primeEntryTerms } from "@/lib/routing/entry-terms";
import { loadCatalog, type CatalogEntry, type CatalogFile } from "@/lib/skills/catalog";
import { readZip, type Refusal } from "@/lib/skills/zip";
import { isFeedMessage, takeFeed, type FileFeedMessage } from "./file-feed";
import { loadCounter } from "@/lib/tokens/estimators";
import type { Estimator } from "@/lib/model";
import type { CatalogInfo, PreviewHit, RoutingPhase, RoutingRequest, RoutingResponse } from "@/components/routing/routing-protocol";

declare const self: DedicatedWorkerGlobalScope;

type RetrievalStage = Extract<StageTrace, { stage: "retrieval" }>;

let entries: CatalogEntry[] | null = null;
let catalogName = "";
let router: Router | null = null;
let routerKey = "";
let routerEstimator: Estimator | null = null;
// the English paraphrase table (paraphrase.ts), its own chunk: fetched when the worker starts, so
// the page never waits for it; a router built before it arrived is rebuilt with it on first use
let paraphrases: ParaphraseTable | undefined;
// (a chunk that fails to load leaves routing without paraphrases, never without routing)
const paraphrasesReady = loadParaphrases().then(
  (t) => (paraphrases = t),
  () => undefined,
);

const post = (msg: RoutingResponse) => self.postMessage(msg);
const progress = (id: number, phase: RoutingPhase, fraction: number) =>
  post({ type: "progress", id, phase, fraction: Math.max(0, Math.min(1, fraction)) });

/** The router for these settings: built once per catalog and estimator, re-assembled per settings. */
async function routerFor(settings: RouterSettings, estimator: Estimator): Promise<Router> {
  if (!entries) throw new Error("No catalog is loaded for routing.");
  const key = JSON.stringify(settings);
  await paraphrasesReady;
  if (!router || routerEstimator !== estimator || router.paraphrases !== paraphrases) {
    const counter = await loadCounter(estimator);
    router = buildRouter(entries, settings, { counter, paraphrases });
    routerKey = key;
    routerEstimator = estimator;
  } else if (key !== routerKey) {
    router = router.withSettings(settings);
    routerKey = key;
  }
  // the body index too, before the prompt waits on it (a no-op once this index has one)
  router.prepareRerank();
  return router;
}

function loaded(
  id: number,
  name: string,
  list: CatalogEntry[],
  errors: number,
  refused: Refusal[],
  t0: number,
  before: { read?: number; parse?: number } = {},
) {
  // what is left unprimed the build works out itself
  toPrime.length = 0;
  entries = list;
  catalogName = name;
  router = null;
  routerKey = "";
  routerEstimator = null;
  progress(id, "index", 0);
  // index with the defaults now; the rerank's body index follows at once as its own request
  // (prepare-rerank), so the catalog shows and the gate answers without waiting for the bodies
  const ti = performance.now();
  const r = buildRouter(list, undefined, { paraphrases });
  const index = performance.now() - ti;
  progress(id, "index", 1);
  const info: CatalogInfo = {
    name: catalogName,
    skills: r.skills.entries.length,
    agents: r.agents.entries.length,
    slashOnly: list.filter((e) => e.disableModelInvocation).length,
    entries: list.length,
    errors,
    refused,
    listingTokens: r.listingTokens,
    listing: r.listing,
    ms: performance.now() - t0,
    phases: { ...before, index },
    names: [...new Set(list.map((e) => e.name))].sort(),
    learned: r.vocabulary.pairs.slice(0, 2000),
  };
  router = r;
  routerKey = JSON.stringify(r.settings);
  routerEstimator = r.counter.estimator;
  post({ type: "loaded", id, info });
}

// Entries parsed while the folder is still being read, whose index terms are worked out in short
// background tasks: a read that completes meanwhile is taken first, so the next read starts (a
// worker busy with them the moment a read lands made the folder's reading slower by as much).
const toPrime: CatalogEntry[] = [];
let priming = false;
type PostTask = (f: () => void, o: { priority: "background" }) => Promise<void>;
const later = (f: () => void) => {
  const post = (self as unknown as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  if (post) void post.call((self as unknown as { scheduler: unknown }).scheduler, f, { priority: "background" });
  else setTimeout(f, 0);
};
function primeLater(list: CatalogEntry[]) {
  for (const e of list) toPrime.push(e);
  if (!priming) {
    priming = true;
    later(prime);
  }
}
function prime() {
  const t0 = performance.now();
  let n = 0;
  while (n < toPrime.length && performance.now() - t0 < 4) primeEntryTerms([toPrime[n++]]);
  toPrime.splice(0, n);
  if (toPrime.length) later(prime);
  else priming = false;
}

const feed = takeFeed({
  progress: (id, f) => progress(id, "read", f),
  // each batch's index terms, worked out between reads (most of a folder's read is waiting on the
  // browser), so the index after the last read only joins them
  parsed: (list) => primeLater(list),
  fail: (id, message) => post({ type: "error", id, message }),
  // the time told is the worker's own: its reading and parsing of a folder, then the index
  done: (fed) =>
    loaded(
      fed.id,
      fed.catalog.name,
      fed.catalog.entries,
      fed.catalog.errors.length,
      fed.refused,
      performance.now() - (fed.readMs ?? fed.parseMs),
      { ...(fed.readMs !== null ? { read: fed.readMs } : {}), parse: fed.parseMs },
    ),
});

function parseFiles(id: number, name: string, files: CatalogFile[], refused: Refusal[]) {
  const t0 = performance.now();
  progress(id, "parse", 0);
  const cat = loadCatalog(files, name);
  progress(id, "parse", 1);
  loaded(id, name, cat.entries, cat.errors.length, refused, t0, { parse: performance.now() - t0 });
}

async function handle(req: RoutingRequest): Promise<void> {
  switch (req.type) {
    case "begin":
      return feed.begin(req.id);
    case "load-zip": {
      const z = readZip(new Uint8Array(req.data));
      return parseFiles(req.id, req.name, z.files, z.refused);
    }
    case "load-entries":
      return loaded(req.id, req.name, req.entries, 0, [], performance.now());
    case "prepare-rerank": {
      const t0 = performance.now();
      router?.prepareRerank();
      return post({ type: "rerank-ready", id: req.id, ms: performance.now() - t0 });
    }
    case "route": {
      const r = await routerFor(req.settings, req.estimator);
      const t0 = performance.now();
      const trace = r.route(req.prompt, req.previousPrompt !== undefined ? { previousPrompt: req.previousPrompt } : {});
      const ms = performance.now() - t0;
      // the hits before the gate, each broken down: why a skill did (not) pass
      const retrieval = trace.stages.find((s): s is RetrievalStage => s.stage === "retrieval");
      const byName = new Map(r.skills.entries.map((e) => [e.name, e.kind] as const));
      // and, for the candidates the rerank kept, what their bodies added
      const reranked = new Set(trace.candidates.filter((c) => c.bodyScore !== undefined).map((c) => c.name));
      const preview: PreviewHit[] = (retrieval?.top ?? []).map((h) => {
        const x = r.explain(req.prompt, h.name);
        const hit: PreviewHit = { name: h.name, kind: byName.get(h.name) ?? "skill", score: h.score, terms: x?.terms ?? [] };
        const b = reranked.has(h.name) ? r.explainBody(req.prompt, h.name) : null;
        if (b) hit.body = { score: b.score, terms: b.terms };
        return hit;
      });
      post({ type: "routed", id: req.id, trace, preview, ms });
      return;
    }
    case "bench": {
      const r = await routerFor(req.settings, req.estimator);
      const t0 = performance.now();
      // lib's runBench over slices (each case is routed on its own), then lib's summary of them all
      const results: CaseResult[] = [];
      const SLICE = 8;
      progress(req.id, "bench", 0);
      for (let k = 0; k < req.cases.length; k += SLICE) {
        results.push(...runBench(r, req.cases.slice(k, k + SLICE), entries ?? undefined).results);
        progress(req.id, "bench", Math.min(1, (k + SLICE) / req.cases.length));
      }
      post({ type: "benched", id: req.id, report: summarize(results, r.listingTokens), ms: performance.now() - t0 });
      return;
    }
    case "whynot": {
      const r = await routerFor(req.settings, req.estimator);
      const opts = req.previousPrompt !== undefined ? { previousPrompt: req.previousPrompt } : {};
      post({ type: "explained", id: req.id, result: whyNot(r, r.route(req.prompt, opts), req.name, entries ?? [], opts) });
      return;
    }
    case "whatif": {
      // the same catalog with one entry's text edited, indexed apart: the loaded router stays
      if (!entries) throw new Error("No catalog is loaded for routing.");
      const t0 = performance.now();
      const edited = editEntry(entries, req.name, req.edit);
      const base = await routerFor(req.settings, req.estimator);
      const r = buildRouter(edited, req.settings, { counter: base.counter, paraphrases: base.paraphrases });
      const opts = req.previousPrompt !== undefined ? { previousPrompt: req.previousPrompt } : {};
      const trace = r.route(req.prompt, opts);
      post({
        type: "whatif-routed",
        id: req.id,
        decision: trace.decision,
        chosen: trace.chosen,
        reason: trace.reason,
        result: whyNot(r, trace, req.name, edited, opts),
        ms: performance.now() - t0,
      });
      return;
    }
    case "fix-misses": {
      // the loaded router for the first run; the edited catalog is indexed apart (fix-miss.ts)
      if (!entries) throw new Error("No catalog is loaded for routing.");
      const r = await routerFor(req.settings, req.estimator);
      const t0 = performance.now();
      progress(req.id, "fix", 0);
      const { before, after, ...rest } = fixMissesWhatIf(r, req.cases, entries);
      const metrics = ({ results: _r, names: _n, ...m }: typeof before) => m;
      post({ type: "fixed", id: req.id, result: { ...rest, before: metrics(before), after: metrics(after) }, ms: performance.now() - t0 });
      return;
    }
    case "sweep": {
      const r = await routerFor(req.settings, req.estimator);
      const t0 = performance.now();
      progress(req.id, "sweep", 0);
      const report = runSweep(r, req.cases, req.param, req.values, (done, total) => progress(req.id, "sweep", done / total));
      post({ type: "swept", id: req.id, report, ms: performance.now() - t0 });
      return;
    }
  }
}

self.onmessage = (e: MessageEvent<RoutingRequest | FileFeedMessage>) => {
  const req = e.data;
  if (!req || typeof req.type !== "string") return;
  if (isFeedMessage(req)) {
    feed.deliver(req);
    return;
  }
  handle(req).catch((err: unknown) => post({ type: "error", id: req.id, message: err instanceof Error ? err.message : String(err) }));
};
