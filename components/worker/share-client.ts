// The page's handle on share.worker.ts: one request at a time; a newer request replaces the
// older one (its answer is dropped). The worker is started on first use.
import type { ShareMessage, ShareRequest, ShareResult } from "./share-protocol";

type Req = ShareRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export class ShareClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (r: ShareResult) => void; reject: (e: Error) => void } | null = null;

  private spawn(): Worker {
    const w = new Worker(new URL("./share.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<ShareMessage>) => {
      const p = this.pending;
      if (!p || e.data.id !== p.id) return;
      this.pending = null;
      if (e.data.type === "error") p.reject(new Error(e.data.message));
      else p.resolve(e.data);
    };
    w.onerror = (e) => {
      e.preventDefault();
      const p = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      p?.reject(new Error(e.message ? `The share worker failed: ${e.message}` : "The share worker failed to start."));
    };
    return w;
  }

  run(req: Req): Promise<ShareResult> {
    if (!this.worker) this.worker = this.spawn();
    const id = this.nextId++;
    this.pending?.reject(new Error("replaced"));
    return new Promise<ShareResult>((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker!.postMessage({ ...req, id } as ShareRequest);
    });
  }

  dispose(): void {
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
  }
}

let shared: ShareClient | null = null;
/** One client for the page (share dialog and export menu). */
export function shareClient(): ShareClient {
  return (shared ??= new ShareClient());
}
