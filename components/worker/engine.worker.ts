/// <reference lib="webworker" />
// The engine off the main thread: reading (lib/transcripts), counting (lib/tokens) and the
// recorded timeline (lib/context/recorded). The tokenizer tables load here only, never in the page.
import type { Estimator, Session } from "@/lib/model";
import { attachSubagent, ingest } from "@/lib/transcripts";
import { finalizeSession } from "@/lib/transcripts/structure";
import { loadCounter } from "@/lib/tokens/estimators";
import { countSession, type TokenTable } from "@/lib/tokens/count";
import { buildRecordedTimeline, type RecordedTimeline } from "@/lib/context/recorded";
import type { RunRequest, ViewKind, ViewResult, WorkerMessage } from "./protocol";

declare const self: DedicatedWorkerGlobalScope;

interface ParsedView {
  key: string;
  kind: ViewKind;
  label: string;
  session: Session;
}

/** The parsed sessions of the last inputs, so a change of estimator only re-counts. */
let cache: { key: string; views: ParsedView[] } | null = null;

function post(msg: WorkerMessage, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}

/** The isSidechain records of a main file, as a session of their own (own groups and tool pairs). */
function sidechainSession(s: Session): Session {
  return finalizeSession({
    format: s.format,
    name: `${s.name} (sidechain)`,
    bytes: Math.max(1, s.sidechain.length * 512),
    events: s.sidechain.map(({ i, group, ...rest }) => rest),
    errors: [],
    warnings: [],
    unknownTypes: {},
    meta: s.meta,
    startup: [],
  });
}

function parse(req: RunRequest): ParsedView[] {
  const main = req.inputs.find((f) => f.role === "main") ?? req.inputs[0];
  if (!main) throw new Error("Nothing to load.");
  const subs = req.inputs.filter((f) => f !== main);
  const total = req.inputs.reduce((a, f) => a + f.text.length, 0) || 1;
  let done = 0;
  const progress = (len: number) => (f: number) =>
    post({ type: "progress", id: req.id, phase: "parse", fraction: Math.min(1, (done + f * len) / total) });

  let session = ingest(main.text, main.name, { onProgress: progress(main.text.length) });
  done += main.text.length;
  for (const sub of subs) {
    session = attachSubagent(session, sub.name, sub.text);
    done += sub.text.length;
    post({ type: "progress", id: req.id, phase: "parse", fraction: done / total });
  }

  const views: ParsedView[] = [{ key: "main", kind: "main", label: session.name, session }];
  if (session.sidechain.length) {
    views.push({
      key: "sidechain",
      kind: "sidechain",
      label: `Sidechain records of ${session.name}`,
      session: sidechainSession(session),
    });
  }
  for (const sa of session.subagents) {
    views.push({ key: `agent:${sa.agentId}`, kind: "subagent", label: `Subagent ${sa.agentId}`, session: sa.session });
  }
  return views;
}

function transferables(table: TokenTable, timeline: RecordedTimeline): Transferable[] {
  return [
    table.byCategory.buffer,
    table.perEvent.buffer,
    table.blockTokens.buffer,
    table.blockOffset.buffer,
    timeline.prefix.buffer,
    timeline.liveStart.buffer,
    timeline.lastUsage.buffer,
    timeline.startupByCategory.buffer,
  ];
}

async function run(req: RunRequest): Promise<void> {
  const t0 = performance.now();
  let views: ParsedView[];
  if (cache && cache.key === req.inputsKey) {
    views = cache.views;
    post({ type: "progress", id: req.id, phase: "parse", fraction: 1 });
  } else {
    post({ type: "progress", id: req.id, phase: "parse", fraction: 0 });
    views = parse(req);
    cache = { key: req.inputsKey, views };
  }

  post({ type: "progress", id: req.id, phase: "count", fraction: 0 });
  const counter = await loadCounter(req.estimator as Estimator);
  const weights = views.map((v) => Math.max(1, v.session.bytes));
  const total = weights.reduce((a, b) => a + b, 0);
  let done = 0;
  const out: ViewResult[] = [];
  const transfer: Transferable[] = [];
  const sendSessions = req.clientHas !== req.inputsKey;
  views.forEach((v, k) => {
    const table = countSession(v.session, counter, {
      onProgress: (f) =>
        post({ type: "progress", id: req.id, phase: "count", fraction: Math.min(1, (done + f * weights[k]) / total) }),
    });
    done += weights[k];
    const timeline = buildRecordedTimeline(v.session, table, { overhead: "auto" });
    transfer.push(...transferables(table, timeline));
    out.push({ key: v.key, kind: v.kind, label: v.label, session: sendSessions ? v.session : null, table, timeline });
  });
  post(
    { type: "result", id: req.id, inputsKey: req.inputsKey, estimator: req.estimator, views: out, ms: performance.now() - t0 },
    transfer,
  );
}

self.onmessage = (e: MessageEvent<RunRequest>) => {
  const req = e.data;
  if (!req || req.type !== "run") return;
  run(req).catch((err: unknown) => {
    const message =
      err instanceof Error
        ? err.name === "IngestError"
          ? err.message
          : `The engine failed: ${err.message}`
        : `The engine failed: ${String(err)}`;
    post({ type: "error", id: req.id, message });
  });
};
