// The main thread's handle on engine.worker.ts. One request at a time: a new request while one is
// running terminates that worker (a synchronous count cannot be interrupted any other way) and
// starts a fresh one; every message carries its request id, and stale ones are dropped.
// A cheap request (a re-simulation) replaces the running one without terminating the worker, so
// the worker keeps its parsed sessions and token tables; the worker answers only the newest.
import type {
  AppFidelityReport,
  FidelityRequest,
  ForecastRequest,
  Phase,
  ReattachRequest,
  ReportRequest,
  RunRequest,
  ViewResult,
  WorkerMessage,
} from "./protocol";
import type { ReattachResult } from "@/lib/skills/reattach";
import type { Forecast } from "@/lib/context/forecast";
import type { Estimator } from "@/lib/model";

export class CancelledError extends Error {
  constructor() {
    super("cancelled");
    this.name = "CancelledError";
  }
}

export interface RunResult {
  inputsKey: string;
  estimator: Estimator;
  views: ViewResult[];
  ms: number;
}

type Pending = {
  id: number;
  resolve: (r: RunResult) => void;
  reject: (e: Error) => void;
  onProgress: (phase: Phase, fraction: number) => void;
};

export class EngineClient {
  private worker: Worker | null = null;
  /**
   * Whether the worker has spoken yet, i.e. its scripts are loaded. One still loading is not
   * terminated when a request is replaced: Chromium shares the in-flight script fetches between
   * workers, and terminating the first fails the next one's importScripts (a NetworkError). It gets
   * the new request instead and skips the old one (engine.worker.ts runs only the newest).
   */
  private ready = false;
  private pending: Pending | null = null;
  /** re-attachment what-ifs, fidelity reports and bug reports: answered by id, never replaced by a run */
  private byId = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  private spawn(): Worker {
    const w = new Worker(new URL("./engine.worker.ts", import.meta.url), { type: "module" });
    this.ready = false;
    w.onmessage = (e: MessageEvent<WorkerMessage>) => {
      this.ready = true;
      this.onMessage(e.data);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.fail(e.message ? `The engine worker failed: ${e.message}` : "The engine worker failed to start.");
    };
    w.onmessageerror = () => this.fail("The engine worker sent a message that could not be read.");
    return w;
  }

  private fail(message: string): void {
    const p = this.pending;
    this.pending = null;
    this.kill();
    p?.reject(new Error(message));
  }

  private kill(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const r of this.byId.values()) r.reject(new CancelledError());
    this.byId.clear();
  }

  private onMessage(msg: WorkerMessage): void {
    if (
      msg.type === "reattach-result" ||
      msg.type === "fidelity-result" ||
      msg.type === "report-result" ||
      msg.type === "forecast-result" ||
      msg.type === "forecast-error" ||
      msg.type === "reattach-error" ||
      msg.type === "fidelity-error" ||
      msg.type === "report-error"
    ) {
      const r = this.byId.get(msg.id);
      this.byId.delete(msg.id);
      if (msg.type === "reattach-result") r?.resolve(msg.result);
      else if (msg.type === "fidelity-result") r?.resolve(msg.report);
      else if (msg.type === "report-result") r?.resolve({ html: msg.html, title: msg.title });
      else if (msg.type === "forecast-result") r?.resolve(msg.forecast);
      else r?.reject(new Error(msg.message));
      return;
    }
    const p = this.pending;
    if (!p || msg.id !== p.id) return; // stale: from a request that was replaced
    if (msg.type === "progress") p.onProgress(msg.phase, msg.fraction);
    else if (msg.type === "error") {
      this.pending = null;
      p.reject(new Error(msg.message));
    } else {
      this.pending = null;
      p.resolve({ inputsKey: msg.inputsKey, estimator: msg.estimator, views: msg.views, ms: msg.ms });
    }
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  run(
    req: Omit<RunRequest, "type" | "id">,
    onProgress: (phase: Phase, fraction: number) => void,
    opts: { keepWorker?: boolean } = {},
  ): Promise<RunResult> {
    if (this.pending) {
      const old = this.pending;
      this.pending = null;
      if (!opts.keepWorker && this.ready) this.kill();
      old.reject(new CancelledError());
    }
    if (!this.worker) this.worker = this.spawn();
    const id = this.nextId++;
    return new Promise<RunResult>((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      this.worker!.postMessage({ type: "run", id, ...req } satisfies RunRequest);
    });
  }

  /** Runs the re-attachment rule in the worker, where the tokenizer tables are. */
  reattach(req: Omit<ReattachRequest, "type" | "id">): Promise<ReattachResult> {
    return this.ask<ReattachResult>((id) => ({ type: "reattach", id, ...req }) satisfies ReattachRequest);
  }

  /** The fidelity report over the loaded sessions, computed in the worker (lib/context/fidelity.ts). */
  fidelity(req: Omit<FidelityRequest, "type" | "id">): Promise<AppFidelityReport> {
    return this.ask<AppFidelityReport>((id) => ({ type: "fidelity", id, ...req }) satisfies FidelityRequest);
  }

  /** The main session's bug report as an HTML document, made in the worker (lib/report). */
  report(req: Omit<ReportRequest, "type" | "id">): Promise<{ html: string; title: string | null }> {
    return this.ask((id) => ({ type: "report", id, ...req }) satisfies ReportRequest);
  }

  /** A followed file's forecast at its last step (lib/context/forecast.ts), made in the worker. */
  forecast(req: Omit<ForecastRequest, "type" | "id">): Promise<Forecast> {
    return this.ask<Forecast>((id) => ({ type: "forecast", id, ...req }) satisfies ForecastRequest);
  }

  /** A request answered by its id, beside whatever run is going on. */
  private ask<T>(message: (id: number) => ReattachRequest | FidelityRequest | ReportRequest | ForecastRequest): Promise<T> {
    if (!this.worker) this.worker = this.spawn();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.byId.set(id, { resolve: resolve as (r: unknown) => void, reject });
      this.worker!.postMessage(message(id));
    });
  }

  dispose(): void {
    this.pending?.reject(new CancelledError());
    this.pending = null;
    this.kill();
  }
}

let shared: EngineClient | null = null;

/**
 * The page's one engine worker. The store should take it from here too (one worker holding the
 * parsed sessions and the tokenizer tables, not two).
 */
export function sharedEngine(): EngineClient | null {
  if (typeof window === "undefined") return null;
  return (shared ??= new EngineClient());
}
