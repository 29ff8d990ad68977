/// <reference lib="webworker" />
// The skill catalog off the main thread: unzipping (with the path and zip-bomb checks), reading
// front matter (lib/skills/catalog, YAML only), counting bodies, linting and building the listing.
// The parsed catalog stays here so later requests (a tokenizer count, another preset) reuse it.
import { countCatalog, loadCatalog, type Catalog, type CatalogFile } from "@/lib/skills/catalog";
import { isFeedMessage, takeFeed, type FileFeedMessage } from "./file-feed";
import { PART_CHARS, postParts, type PartMessage } from "./parts";
import { packBodies } from "./body-buffer";
import { lintCatalog } from "@/lib/skills/lint";
import { listingFor } from "@/lib/skills/listing";
import { chars4Counter, loadCounter } from "@/lib/tokens/estimators";
import type { Estimator } from "@/lib/model";
import type { CatalogRequest, CatalogResponse, LintRequestOptions, Phase, PhaseTimes } from "@/components/skills/catalog-protocol";
import { readZip, type Refusal } from "@/lib/skills/zip";
import { saveCatalogTexts } from "@/components/state/persist";

declare const self: DedicatedWorkerGlobalScope;

let catalog: Catalog | null = null;

function post(msg: CatalogResponse): void {
  self.postMessage(msg);
}

const postPart = (m: PartMessage) => self.postMessage(m);

// At most one progress message every 50 ms (and each phase's start and end): the page redraws its
// progress bar for each, and 1,200 files in slices of 16 made 75 redraws for the parse alone.
let lastProgress = 0;
const progress = (id: number, phase: Phase, fraction: number) => {
  const now = performance.now();
  if (fraction > 0 && fraction < 1 && now - lastProgress < 50) return;
  lastProgress = now;
  post({ type: "progress", id, phase, fraction: Math.max(0, Math.min(1, fraction)) });
};

function lint(id: number, opts: LintRequestOptions) {
  if (!catalog) throw new Error("No catalog is loaded.");
  progress(id, "lint", 0);
  const r = lintCatalog(catalog, { perEntryCap: opts.perEntryCap, perSkillTokens: opts.perSkillTokens, counter: chars4Counter });
  progress(id, "lint", 1);
  return r;
}

const feed = takeFeed({
  progress: (id, f) => progress(id, "read", f),
  fail: (id, message) => post({ type: "error", id, message }),
  done: (fed) => {
    // the texts, kept to be stored here (the page asks once the table is drawn)
    readTexts = fed.files;
    finish(fed.id, fed.catalog, fed.refused, fed.ignored, { ...(fed.readMs !== null ? { read: fed.readMs } : {}), parse: fed.parseMs });
  },
});
let readTexts: CatalogFile[] | null = null;

function finish(id: number, merged: Catalog, refused: Refusal[], ignored: number, phases: PhaseTimes) {
  catalog = merged;
  const t1 = performance.now();
  progress(id, "count", 0);
  countCatalog(merged, chars4Counter);
  progress(id, "count", 1);
  phases.count = performance.now() - t1;
  // the lint is asked for once the table is drawn: the table does not wait for it
  // the bodies go as one transferred buffer (body-buffer.ts), the entries ahead in parts: read on
  // the page as one message, 26,000 skills held it for a second
  const { entries, bodies } = packBodies(merged.entries);
  // an entry's weight as read on the page: its strings (the front matter repeats the description)
  // and its objects; many small objects read slower than one long text, so parts are smaller
  const weight = (e: (typeof entries)[number]) => 2 * (e.description.length + (e.whenToUse?.length ?? 0) + e.path.length) + 600;
  postParts(postPart, id, "entries", entries, weight, PART_CHARS / 2);
  const msg: CatalogResponse = {
    type: "loaded",
    id,
    catalog: { ...merged, entries: [] },
    refused,
    ignored,
    phases,
    parts: { entries: ["catalog", "entries"] },
    bodies,
  };
  self.postMessage(msg, [bodies.buffer]);
}

async function count(id: number, estimator: Estimator) {
  if (!catalog) throw new Error("No catalog is loaded.");
  progress(id, "count", 0);
  const counter = await loadCounter(estimator);
  const n = catalog.entries.length;
  const tokens: number[] = [];
  catalog.entries.forEach((e, k) => {
    const t = counter.count(e.body);
    (e.tokens ??= {})[estimator] = t;
    tokens.push(t);
    if (k % 8 === 7) progress(id, "count", (k + 1) / n);
  });
  post({ type: "counted", id, estimator, tokens });
}

async function handle(req: CatalogRequest): Promise<void> {
  switch (req.type) {
    case "begin":
      readTexts = null;
      feed.begin(req.id);
      return;
    case "store-texts": {
      if (!readTexts) throw new Error("This catalog's files were not read here.");
      // stored from here: sent to the page to store, 26,000 skills' texts held it for half a second
      const texts = await saveCatalogTexts(readTexts);
      post({ type: "stored-texts", id: req.id, texts });
      return;
    }
    case "load-zip": {
      const t0 = performance.now();
      progress(req.id, "unzip", 0);
      const z = readZip(new Uint8Array(req.data));
      progress(req.id, "unzip", 1);
      const t1 = performance.now();
      progress(req.id, "parse", 0);
      const merged = loadCatalog(z.files, req.name);
      progress(req.id, "parse", 1);
      return finish(req.id, merged, z.refused, z.ignored, { unzip: t1 - t0, parse: performance.now() - t1 });
    }
    case "count":
      return count(req.id, req.estimator);
    case "lint": {
      const t0 = performance.now();
      const results = lint(req.id, req.lint);
      post({ type: "linted", id: req.id, lint: results, ms: performance.now() - t0 });
      return;
    }
    case "listing": {
      if (!catalog) throw new Error("No catalog is loaded.");
      progress(req.id, "listing", 0);
      const o = req.listing;
      const counter = await loadCounter(o.estimator);
      // the one listing rule, as the routing screen's "saves" figure uses it (lib/skills/listing.ts)
      const listing = listingFor(catalog.entries, { preset: o.preset, window: o.window }, counter, o.invocations);
      post({ type: "listing", id: req.id, listing });
      return;
    }
  }
}

self.onmessage = (e: MessageEvent<CatalogRequest | FileFeedMessage>) => {
  const req = e.data;
  if (!req || typeof req.type !== "string") return;
  if (isFeedMessage(req)) {
    feed.deliver(req);
    return;
  }
  handle(req).catch((err: unknown) => post({ type: "error", id: req.id, message: err instanceof Error ? err.message : String(err) }));
};
