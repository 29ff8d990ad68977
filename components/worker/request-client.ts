// A main-thread handle on a worker that answers requests by id, with progress messages on the
// way. One worker per client, started on the first request; cancelling terminates it (a
// synchronous parse or bench inside cannot be interrupted any other way) and rejects what was
// pending. The catalog and routing workers share it; each decides when a request cancels.

import type { CatalogFile } from "@/lib/skills/catalog";
import type { Refusal } from "@/lib/skills/guards";
import type { PathFile } from "@/components/skills/read-files";
import { HAND_SLICE_MS, PATHS_PER_MESSAGE, type FileFeedMessage } from "./file-feed";
import { joinParts, type PartMessage } from "./parts";

export class CancelledError extends Error {
  constructor() {
    super("cancelled");
    this.name = "CancelledError";
  }
}

export type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

type Message = { id: number; type: string };
type Progress<P> = { type: "progress"; id: number; phase: P; fraction: number };
type Failure = { type: "error"; id: number; message: string };

interface Pending<Req extends Message, Ans, P> {
  type: Req["type"];
  /** lists of the answer that came ahead of it in parts (parts.ts) */
  parts?: Map<string, unknown[]>;
  resolve: (r: Ans) => void;
  reject: (e: Error) => void;
  onProgress?: (phase: P, fraction: number) => void;
}

export class RequestClient<Req extends Message, Res extends Message, P> {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending<Req, Exclude<Res, Progress<P> | Failure>, P>>();
  private nextId = 1;

  /** `spawn` must hold the literal `new Worker(new URL(...), ...)` so the bundler finds the worker. */
  constructor(
    private readonly spawnWorker: () => Worker,
    private readonly name: string,
  ) {}

  private spawn(): Worker {
    const w = this.spawnWorker();
    w.onmessage = (e: MessageEvent<Res | Progress<P> | Failure>) => {
      const msg = e.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      if (msg.type === "progress") p.onProgress?.((msg as Progress<P>).phase, (msg as Progress<P>).fraction);
      else if (msg.type === "part") {
        const part = msg as unknown as PartMessage;
        p.parts ??= new Map();
        let list = p.parts.get(part.key);
        if (!list) p.parts.set(part.key, (list = []));
        for (const x of part.items) list.push(x);
      } else {
        this.pending.delete(msg.id);
        if (msg.type === "error") p.reject(new Error((msg as Failure).message));
        else p.resolve(joinParts(msg as Exclude<Res, Progress<P> | Failure>, p.parts ?? new Map()));
      }
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.failAll(new Error(e.message ? `The ${this.name} worker failed: ${e.message}` : `The ${this.name} worker failed to start.`));
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

  /** Starts the worker ahead of the first request, so that request does not wait for its script to load. */
  warm(): void {
    this.worker ??= this.spawn();
  }

  /** Whether a request of one of these types is still waiting for its answer. */
  protected busyWith(types?: readonly Req["type"][]): boolean {
    for (const p of this.pending.values()) if (!types || types.includes(p.type)) return true;
    return false;
  }

  /** Terminates the worker and rejects everything pending with CancelledError. */
  cancelAll(): void {
    this.failAll(new CancelledError());
  }

  protected send<T extends string>(
    req: DistributiveOmit<Req, "id">,
    onProgress?: (phase: P, fraction: number) => void,
    transfer: Transferable[] = [],
  ): Promise<Extract<Res, { type: T }>> {
    return this.open<T>(req, onProgress, transfer).answer;
  }

  /**
   * A request that more messages follow on its id (a catalog handed over as it is read); `post`
   * sends one, and does nothing once the request was answered, failed or was cancelled.
   */
  protected open<T extends string>(
    req: DistributiveOmit<Req, "id">,
    onProgress?: (phase: P, fraction: number) => void,
    transfer: Transferable[] = [],
  ): { answer: Promise<Extract<Res, { type: T }>>; post: (msg: object, transfer?: Transferable[]) => void } {
    if (!this.worker) this.worker = this.spawn();
    const worker = this.worker;
    const id = this.nextId++;
    const answer = new Promise<Extract<Res, { type: T }>>((resolve, reject) => {
      this.pending.set(id, { type: (req as unknown as Message).type, resolve: resolve as (r: unknown) => void, reject, onProgress });
      worker.postMessage({ ...req, id }, transfer);
    });
    const post = (msg: object, more: Transferable[] = []) => {
      if (this.pending.has(id) && this.worker === worker) worker.postMessage({ ...msg, id }, more);
    };
    return { answer, post };
  }

  /**
   * A `begin` request fed a catalog's files (file-feed.ts): `hand` a folder's File objects for
   * the worker to read, or `push` texts already read, then `end`, whose promise is the answer.
   */
  protected feed<T extends string>(
    req: DistributiveOmit<Req, "id">,
    onProgress?: (phase: P, fraction: number) => void,
  ): {
    push: (files: CatalogFile[]) => void;
    hand: (list: PathFile[]) => Promise<void>;
    end: (name: string, refused: Refusal[], ignored: number) => Promise<Extract<Res, { type: T }>>;
  } {
    const { answer, post } = this.open<T>(req, onProgress);
    // a load cancelled before its end was sent rejects with nobody waiting: that is not an error
    answer.catch(() => {});
    const send = (msg: DistributiveOmit<FileFeedMessage, "id">) => post(msg);
    return {
      push: (files) => send({ type: "files", files }),
      hand: async (list) => {
        // Handing a picked File over makes the browser look up its size first (about 0.4-0.9 ms a
        // file on the page's thread, the first time only; a File handed again costs nothing). So
        // the sizes are asked for in slices of at most HAND_SLICE_MS, each slice handed over once
        // asked, with a yield before each: the page is never held longer than a slice, however
        // slow the lookup runs, and the first slice does not add to the pick's own task.
        for (let k = 0; k < list.length;) {
          await new Promise((r) => setTimeout(r, 0));
          const t0 = performance.now();
          let j = k;
          while (j < list.length && j - k < PATHS_PER_MESSAGE && (j === k || performance.now() - t0 < HAND_SLICE_MS))
            void list[j++].file.size;
          send({ type: "paths", files: list.slice(k, j) });
          k = j;
        }
      },
      end: (name, refused, ignored) => {
        send({ type: "end", name, refused, ignored });
        return answer;
      },
    };
  }

  dispose(): void {
    this.cancelAll();
  }
}
