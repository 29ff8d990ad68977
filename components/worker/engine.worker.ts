/// <reference lib="webworker" />
// The engine off the main thread: reading (lib/transcripts), counting (lib/tokens), the recorded
// timeline (lib/context/recorded) and the simulation (lib/context/simulate). The tokenizer tables
// load here only, never in the page. The worker keeps the parsed sessions and their token tables,
// so a change of settings only re-simulates and a change of estimator only re-counts.
import { FILE_LIMITS, fileMessage, sizeRefusal } from "@/lib/input/file-gate";
import type { Estimator, Session } from "@/lib/model";
import { attachSubagent, ingest, ingestChunks } from "@/lib/transcripts";
import { looksLikeSnapshot, readSnapshot, SNAPSHOT_FORMAT } from "@/lib/share/snapshot";
import { parseContextUsage, startupFromUsage, usageToScenario } from "@/lib/transcripts/context-usage";
import { parseScenario } from "@/lib/transcripts/scenario";
import { finalizeSession } from "@/lib/transcripts/structure";
import { loadCounter, type TextCounter } from "@/lib/tokens/estimators";
import { countSession, type TokenTable } from "@/lib/tokens/count";
import { buildRecordedTimeline, type RecordedTimeline } from "@/lib/context/recorded";
import { resolveSettings } from "@/lib/context/settings";
import { recordingOverrides, recordingSettings } from "@/lib/context/versions";
import { simulate, type Simulation } from "@/lib/context/simulate";
import { reattachSkills } from "@/lib/skills/reattach";
import { fidelityReport, judgedByFidelity, sessionFidelity, type FidelityInput } from "@/lib/context/fidelity";
import { reportData, reportHtml } from "@/lib/report";
import { forecastSession } from "@/lib/context/forecast";
import {
  inputSize,
  type AppFidelityReport,
  type FidelityRequest,
  type ForecastRequest,
  type InputFile,
  type ReattachRequest,
  type ReportRequest,
  type RunRequest,
  type SimChoice,
  type ViewKind,
  type ViewResult,
  type WorkerMessage,
} from "./protocol";

declare const self: DedicatedWorkerGlobalScope;

interface ParsedView {
  key: string;
  kind: ViewKind;
  label: string;
  session: Session;
}

/** The parsed sessions of the last inputs, so a change of estimator only re-counts. */
let cache: { key: string; views: ParsedView[] } | null = null;
/** Their token tables under one estimator, so a change of settings only re-simulates. */
let counted: { key: string; estimator: Estimator; counter: TextCounter; tables: TokenTable[] } | null = null;

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

// Synchronous reads are a worker's own API (lib "webworker"); this project compiles against "dom".
declare const FileReaderSync: { new (): { readAsArrayBuffer(b: Blob): ArrayBuffer; readAsText(b: Blob): string } };

/** A Blob as text, 1 MB at a time: the reader streams the pieces, the file is never one string. */
function* blobPieces(blob: Blob, onRead: (bytes: number) => void): Generator<string> {
  const CHUNK = 1024 * 1024;
  const reader = new FileReaderSync();
  const decoder = new TextDecoder();
  for (let at = 0; at < blob.size; at += CHUNK) {
    const buf = reader.readAsArrayBuffer(blob.slice(at, at + CHUNK));
    onRead(Math.min(blob.size, at + CHUNK));
    // stream: a character split between two slices is completed by the next one
    yield decoder.decode(buf, { stream: true });
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** A shared session (lib/share/snapshot): rebuilt as the sender had it, with the sender's counts. */
function sharedSession(text: string, name: string): Session | null {
  if (text.startsWith(`{"format":"${SNAPSHOT_FORMAT}"`)) {
    const doc: unknown = JSON.parse(text);
    return looksLikeSnapshot(doc) ? readSnapshot(doc, name, text.length) : null;
  }
  // what Claude Code's /context printed (or the SDK's structured report), loaded on its own
  const usage = text.length < 2_000_000 ? parseContextUsage(text) : null;
  return usage ? parseScenario(usageToScenario(usage), name, text.length) : null;
}

/** A file read whole (a subagent transcript, a /context report), within the file gate's limit: its text, or the line refusing it. */
function wholeText(file: InputFile): { text: string } | { refused: string } {
  if (typeof file.text === "string") return { text: file.text };
  const over = sizeRefusal(file.text.size, FILE_LIMITS.wholeText);
  return over ? { refused: fileMessage(file.name, over) } : { text: new FileReaderSync().readAsText(file.text) };
}

/** A subagent file attached to the session: one that cannot be read is a warning on it, never the loss of it. */
function withSubagentFile(session: Session, file: InputFile): Session {
  const warn = (message: string): Session => ({ ...session, warnings: [{ line: 0, message }, ...session.warnings] });
  const read = wholeText(file);
  if ("refused" in read) return warn(read.refused);
  try {
    return attachSubagent(session, file.name, read.text);
  } catch (err) {
    return warn(`${file.name}: ${err instanceof Error ? err.message : String(err)}; not read`);
  }
}

/** A /context report beside a session: its real split replaces the startup the session lets us only infer. */
function withContextReport(session: Session, file: InputFile): Session {
  const read = wholeText(file);
  if ("refused" in read) return { ...session, warnings: [...session.warnings, { line: 0, message: read.refused }] };
  const text = read.text;
  const usage = parseContextUsage(text);
  if (!usage)
    return { ...session, warnings: [...session.warnings, { line: 0, message: `${file.name} is not a /context report; ignored` }] };
  const startup = startupFromUsage(usage);
  if (session.startup.length)
    return {
      ...session,
      warnings: [
        ...session.warnings,
        { line: 0, message: `${file.name}: the session states its own startup items; the /context report was not applied` },
      ],
    };
  return { ...session, startup };
}

function parse(req: Pick<RunRequest, "id" | "inputs">): ParsedView[] {
  const main = req.inputs.find((f) => f.role === "main") ?? req.inputs[0];
  if (!main) throw new Error("Nothing to load.");
  // other sessions loaded with it are read by the fidelity report only
  const subs = req.inputs.filter((f) => f !== main && f.role !== "session");
  const total = [main, ...subs].reduce((a, f) => a + inputSize(f), 0) || 1;
  let done = 0;
  const progress = (len: number) => (f: number) =>
    post({ type: "progress", id: req.id, phase: "parse", fraction: Math.min(1, (done + f * len) / total) });

  const size = inputSize(main);
  let session =
    typeof main.text === "string"
      ? (sharedSession(main.text, main.name) ?? ingest(main.text, main.name, { onProgress: progress(size) }))
      : ingestChunks(
          blobPieces(main.text, (bytes) => progress(size)(bytes / size)),
          main.name,
        );
  done += size;
  for (const sub of subs) {
    if (sub.role === "context") {
      session = withContextReport(session, sub);
      done += inputSize(sub);
      continue;
    }
    session = withSubagentFile(session, sub);
    done += inputSize(sub);
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

function timelineBuffers(timeline: RecordedTimeline): ArrayBuffer[] {
  return [timeline.prefix.buffer, timeline.liveStart.buffer, timeline.lastUsage.buffer, timeline.startupByCategory.buffer] as ArrayBuffer[];
}

/**
 * The simulation's own arrays. Not `eventTokens`: it is the token table's perEvent, which this
 * worker keeps for the next re-simulation (it travels by copy).
 */
function simBuffers(sim: Simulation): ArrayBuffer[] {
  return [
    sim.tokens,
    sim.estimated,
    sim.byCategory,
    sim.meter,
    sim.source,
    sim.requestInput,
    sim.cacheRead,
    sim.cacheCreation,
    sim.cachedPrefix,
    sim.appendOrder,
    sim.appendCount,
    sim.eventCategory,
  ].map((a) => a.buffer as ArrayBuffer);
}

/** A recorded session starts from the settings it ran under (its version's preset and what the recording proves). */
function settingsFor(session: Session, sim: SimChoice) {
  const rec = !sim.preset && session.format !== "scenario" ? recordingSettings(session).settings : null;
  return resolveSettings(session.scenario, {
    ...(sim.preset ? { preset: sim.preset } : rec ? { preset: rec.preset } : {}),
    overrides: rec ? { ...recordingOverrides(rec), ...sim.overrides } : sim.overrides,
  });
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
    counted = null;
  }

  let fresh = false;
  if (!counted || counted.key !== req.inputsKey || counted.estimator !== req.estimator) {
    post({ type: "progress", id: req.id, phase: "count", fraction: 0 });
    const counter = await loadCounter(req.estimator as Estimator);
    const weights = views.map((v) => Math.max(1, v.session.bytes));
    const total = weights.reduce((a, b) => a + b, 0);
    let done = 0;
    const tables = views.map((v, k) => {
      const table = countSession(v.session, counter, {
        onProgress: (f) => post({ type: "progress", id: req.id, phase: "count", fraction: Math.min(1, (done + f * weights[k]) / total) }),
      });
      done += weights[k];
      return table;
    });
    counted = { key: req.inputsKey, estimator: req.estimator, counter, tables };
    fresh = true;
  }
  const { counter, tables } = counted;

  const sendSessions = req.clientHas !== req.inputsKey;
  // The main thread may lack these tables even when this worker did not re-count them: a result
  // it dropped because a newer request replaced it.
  const sendTables = fresh || sendSessions || req.clientTables !== req.estimator;
  const out: ViewResult[] = [];
  const transfer = new Set<ArrayBuffer>();
  views.forEach((v, k) => {
    post({ type: "progress", id: req.id, phase: "simulate", fraction: k / views.length });
    const table = tables[k];
    let timeline: RecordedTimeline | null = null;
    if (sendTables) {
      timeline = buildRecordedTimeline(v.session, table, { overhead: "auto" });
      for (const b of timelineBuffers(timeline)) transfer.add(b);
    }
    const { settings, problems } = settingsFor(v.session, req.sim);
    let sim: Simulation | null = null;
    let simError: string | null = null;
    try {
      // "rules alone from here" applies to the session shown, not its subagents
      const forkAt = v.kind === "main" && typeof req.sim.forkAt === "number" ? req.sim.forkAt : undefined;
      sim = simulate(v.session, table, settings, { counter, ...(forkAt !== undefined ? { forkAt } : {}) });
      for (const b of simBuffers(sim)) transfer.add(b);
    } catch (err) {
      simError = err instanceof Error ? err.message : String(err);
    }
    // Compare mode: the main view again under the second choice (B).
    let compare: ViewResult["compare"] = null;
    if (req.compare && v.kind === "main") {
      const rb = resolveSettings(v.session.scenario, {
        ...(req.compare.preset ? { preset: req.compare.preset } : {}),
        overrides: req.compare.overrides,
      });
      compare = { sim: null, settings: rb.settings, problems: rb.problems, simError: null };
      try {
        compare.sim = simulate(v.session, table, rb.settings, { counter });
        for (const b of simBuffers(compare.sim)) transfer.add(b);
      } catch (err) {
        compare.simError = err instanceof Error ? err.message : String(err);
      }
    }
    out.push({
      key: v.key,
      kind: v.kind,
      label: v.label,
      compare,
      session: sendSessions ? v.session : null,
      // Copied, not transferred: this worker keeps its tables for the next re-simulation.
      table: sendTables ? table : null,
      timeline,
      sim,
      settings,
      problems,
      simError,
    });
  });
  post({ type: "result", id: req.id, inputsKey: req.inputsKey, estimator: req.estimator, views: out, ms: performance.now() - t0 }, [
    ...transfer,
  ]);
}

/** Requests run one after another; one replaced by a newer request before it started is skipped. */
let queue: Promise<void> = Promise.resolve();
let newest = 0;

/** The skills panel's what-if: the re-attachment rule on its invocations, with the shared counter. */
function reattach(req: ReattachRequest): void {
  loadCounter(req.estimator)
    .then((counter) => post({ type: "reattach-result", id: req.id, result: reattachSkills(req.invocations, counter, req.budget) }))
    .catch((err: unknown) =>
      post({
        type: "reattach-error",
        id: req.id,
        message: `Could not count with ${req.estimator}: ${err instanceof Error ? err.message : String(err)}`,
      }),
    );
}

/** The last fidelity report, by inputs and estimator: reopening the panel does not replay every session again. */
let fidelityDone: { key: string; estimator: Estimator; report: AppFidelityReport } | null = null;

/**
 * The fidelity report over the loaded sessions (lib/context/fidelity.ts, as the CLI prints it): the
 * main session as parsed for the inspector (with its subagents) and each other session loaded with
 * it, read here one at a time. The parsed main session and its token table are reused when they
 * are this worker's.
 */
async function fidelity(req: FidelityRequest): Promise<void> {
  if (fidelityDone && fidelityDone.key === req.inputsKey && fidelityDone.estimator === req.estimator) {
    post({ type: "fidelity-result", id: req.id, report: fidelityDone.report });
    return;
  }
  const counter = await loadCounter(req.estimator);
  const mainView =
    cache && cache.key === req.inputsKey ? cache.views[0] : parse({ id: req.id, inputs: req.inputs }).find((v) => v.kind === "main")!;
  const mainTable = counted && counted.key === req.inputsKey && counted.estimator === req.estimator ? counted.tables[0] : undefined;
  const mainName = (req.inputs.find((f) => f.role === "main") ?? req.inputs[0]).name;
  const others = req.inputs.filter((f) => f.role === "session");
  const skipped: AppFidelityReport["skipped"] = [];
  const notJudged = (file: string, s: Session) => {
    if (!judgedByFidelity(s)) skipped.push({ file, message: "not a Claude Code session" });
  };
  function* sessions(): Generator<FidelityInput> {
    notJudged(mainName, mainView.session);
    yield { file: mainName, session: mainView.session, ...(mainTable ? { table: mainTable } : {}) };
    for (const f of others) {
      let session: Session;
      try {
        session =
          typeof f.text === "string"
            ? ingest(f.text, f.name)
            : ingestChunks(
                blobPieces(f.text, () => {}),
                f.name,
              );
      } catch (err) {
        skipped.push({ file: f.name, message: err instanceof Error ? err.message : String(err) });
        continue;
      }
      notJudged(f.name, session);
      yield { file: f.name, session };
    }
  }
  const report = fidelityReport(sessions(), counter);
  const subagentFiles = req.inputs.filter((f) => f.role === "subagent").length;
  const full: AppFidelityReport = { estimator: req.estimator, subagentFiles, skipped, ...report };
  fidelityDone = { key: req.inputsKey, estimator: req.estimator, report: full };
  post({ type: "fidelity-result", id: req.id, report: full });
}

/** The main session of a request's inputs and its token table: this worker's own when they are these inputs'. */
async function mainSession(req: ReportRequest | ForecastRequest) {
  const counter = await loadCounter(req.estimator);
  const main =
    cache && cache.key === req.inputsKey ? cache.views[0] : parse({ id: req.id, inputs: req.inputs }).find((v) => v.kind === "main")!;
  const table =
    counted && counted.key === req.inputsKey && counted.estimator === req.estimator
      ? counted.tables[0]
      : countSession(main.session, counter);
  return { counter, main, table };
}

/**
 * The main session's bug report (lib/report): simulated under the view's settings as the run does,
 * its fidelity figures (the last fidelity report's when it covered these inputs), redacted as asked.
 * The parsed session and its token table are reused when they are this worker's.
 */
async function report(req: ReportRequest): Promise<void> {
  const { counter, main, table } = await mainSession(req);
  const session = main.session;
  const sim = simulate(session, table, settingsFor(session, req.sim).settings, { counter });
  const mainName = (req.inputs.find((f) => f.role === "main") ?? req.inputs[0]).name;
  const done = fidelityDone && fidelityDone.key === req.inputsKey && fidelityDone.estimator === req.estimator ? fidelityDone.report : null;
  const fidelity = !judgedByFidelity(session)
    ? null
    : done?.sessions[0]?.file === mainName
      ? done.sessions[0]
      : sessionFidelity(session, table, counter);
  const data = reportData({ session, sim, fidelity, choice: req.sim, generatedAt: req.generatedAt, redaction: req.redaction });
  post({ type: "report-result", id: req.id, html: reportHtml(data), title: data.title });
}

/** A followed file's forecast at its last step, under the view's settings (rules.md#forecast). */
async function forecast(req: ForecastRequest): Promise<void> {
  const { counter, main, table } = await mainSession(req);
  const { settings } = settingsFor(main.session, req.sim);
  post({ type: "forecast-result", id: req.id, forecast: forecastSession(main.session, table, settings, { counter }).forecast });
}

self.onmessage = (e: MessageEvent<RunRequest | ReattachRequest | FidelityRequest | ReportRequest | ForecastRequest>) => {
  const msg = e.data;
  if (msg?.type === "reattach") return reattach(msg);
  if (msg?.type === "forecast") {
    // after the run that parses the same inputs, so its session and counts are reused
    queue = queue.then(() =>
      forecast(msg).catch((err: unknown) =>
        post({ type: "forecast-error", id: msg.id, message: `The forecast failed: ${err instanceof Error ? err.message : String(err)}` }),
      ),
    );
    return;
  }
  if (msg?.type === "report") {
    // after the run before it, which may be parsing the same inputs
    queue = queue.then(() =>
      report(msg).catch((err: unknown) =>
        post({
          type: "report-error",
          id: msg.id,
          message: `The report failed: ${err instanceof Error ? err.message : String(err)}`,
        }),
      ),
    );
    return;
  }
  if (msg?.type === "fidelity") {
    // after the run before it, which may be parsing the same inputs
    queue = queue.then(() =>
      fidelity(msg).catch((err: unknown) =>
        post({
          type: "fidelity-error",
          id: msg.id,
          message: `The fidelity report failed: ${err instanceof Error ? err.message : String(err)}`,
        }),
      ),
    );
    return;
  }
  const req = msg;
  if (!req || req.type !== "run") return;
  newest = Math.max(newest, req.id);
  queue = queue.then(() => {
    if (req.id !== newest) return;
    return run(req).catch((err: unknown) => {
      const message =
        err instanceof Error
          ? err.name === "IngestError"
            ? err.message
            : `The engine failed: ${err.message}`
          : `The engine failed: ${String(err)}`;
      post({ type: "error", id: req.id, message });
    });
  });
};
