// The main thread's handle on routing.worker.ts: requests answered by id, one long-lived worker
// (the catalog and its index stay there). Loading another catalog while a bench runs terminates
// the worker (a synchronous bench cannot be interrupted any other way) and rejects what it held.
import type { RoutingPhase, RoutingRequest, RoutingResponse } from "./routing-protocol";

type Answer = Exclude<RoutingResponse, { type: "progress" } | { type: "error" }>;
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

export class CancelledError extends Error {
  constructor() {
    super("cancelled");
    this.name = "CancelledError";
  }
}

interface Pending {
  type: RoutingRequest["type"];
  resolve: (r: Answer) => void;
  reject: (e: Error) => void;
  onProgress?: (phase: RoutingPhase, fraction: number) => void;
}

export class RoutingClient {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private spawn(): Worker {
    const w = new Worker(new URL("../worker/routing.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<RoutingResponse>) => {
      const msg = e.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      if (msg.type === "progress") p.onProgress?.(msg.phase, msg.fraction);
      else {
        this.pending.delete(msg.id);
        if (msg.type === "error") p.reject(new Error(msg.message));
        else p.resolve(msg);
      }
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.failAll(new Error(e.message ? `The routing worker failed: ${e.message}` : "The routing worker failed to start."));
    };
    return w;
  }

  private failAll(err: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
    for (const p of all) p.reject(err);
  }

  request<T extends Answer["type"]>(
    req: DistributiveOmit<RoutingRequest, "id">,
    onProgress?: (phase: RoutingPhase, fraction: number) => void,
    transfer: Transferable[] = [],
  ): Promise<Extract<Answer, { type: T }>> {
    const loading = req.type === "load" || req.type === "load-zip" || req.type === "load-entries";
    if (loading && [...this.pending.values()].some((p) => p.type === "bench")) this.failAll(new CancelledError());
    if (!this.worker) this.worker = this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { type: req.type, resolve: resolve as (r: Answer) => void, reject, onProgress });
      this.worker!.postMessage({ ...req, id } as RoutingRequest, transfer);
    });
  }

  dispose(): void {
    this.failAll(new CancelledError());
  }
}
