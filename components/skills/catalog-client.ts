// The Catalog screen's handle on catalog.worker.ts. Requests are answered by id; loading a new
// catalog terminates a worker still busy with the previous one (a synchronous parse cannot be
// interrupted any other way) and rejects what was pending on it.
import type { CatalogRequest, CatalogResponse, Phase } from "./catalog-protocol";

type Answer = Exclude<CatalogResponse, { type: "progress" } | { type: "error" }>;
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

export class CancelledError extends Error {
  constructor() {
    super("cancelled");
    this.name = "CancelledError";
  }
}

interface Pending {
  resolve: (r: Answer) => void;
  reject: (e: Error) => void;
  onProgress?: (phase: Phase, fraction: number) => void;
}

export class CatalogClient {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private spawn(): Worker {
    const w = new Worker(new URL("../worker/catalog.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<CatalogResponse>) => {
      const msg = e.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      if (msg.type === "progress") p.onProgress?.(msg.phase, msg.fraction);
      else if (msg.type === "error") {
        this.pending.delete(msg.id);
        p.reject(new Error(msg.message));
      } else {
        this.pending.delete(msg.id);
        p.resolve(msg);
      }
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.failAll(new Error(e.message ? `The catalog worker failed: ${e.message}` : "The catalog worker failed to start."));
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
    req: DistributiveOmit<CatalogRequest, "id">,
    onProgress?: (phase: Phase, fraction: number) => void,
    transfer: Transferable[] = [],
  ): Promise<Extract<Answer, { type: T }>> {
    if (req.type === "load" || req.type === "load-zip") {
      if (this.pending.size) this.failAll(new CancelledError());
    }
    if (!this.worker) this.worker = this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: Answer) => void, reject, onProgress });
      this.worker!.postMessage({ ...req, id } as CatalogRequest, transfer);
    });
  }

  dispose(): void {
    this.failAll(new CancelledError());
  }
}
