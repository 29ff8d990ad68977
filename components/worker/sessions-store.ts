// Where the sessions worker keeps a folder's list in this browser (IndexedDB, its own database, so
// the inspector's Clear and this list's Forget are apart): the summaries in the batches they were
// made in, and what the list was. Written from the worker, so the page never clones thousands of
// summaries into storage on its own thread. File contents are never kept.
import { keyValueStore, reason } from "@/components/state/idb";
import type { SessionSummary } from "@/lib/sessions/summary";
import type { KeptList, Stamped } from "./sessions-protocol";

const tx = keyValueStore("context-lab-sessions", 1, "kv");
const META = "meta";

/** Writes are chained, so a batch never lands after a newer folder's clear. */
let chain: Promise<unknown> = Promise.resolve();
const queue = <T>(f: () => Promise<T>): Promise<T> => {
  const p = chain.then(f);
  chain = p.catch(() => undefined);
  return p;
};

export class KeptStore {
  private meta: KeptList | null = null;

  constructor(private readonly onError: (message: string) => void) {}

  private run(f: () => Promise<unknown>) {
    void queue(f).catch((e: unknown) => this.onError(`The sessions list could not be kept in this browser: ${reason(e)}.`));
  }

  begin(label: string, files: number, handle: FileSystemDirectoryHandle | null, carry?: Stamped): void {
    this.meta = { label, files, savedAt: new Date().toISOString(), batches: 0, handle };
    const meta = { ...this.meta };
    this.run(async () => {
      await tx("readwrite", (s) => void s.clear());
      await tx("readwrite", (s) => s.put(meta, META));
    });
    if (carry) this.add(carry);
  }

  add(batch: Stamped): void {
    const meta = this.meta;
    if (!meta || !batch.summaries.length) return;
    const key = `b${meta.batches++}`;
    const copy = { ...meta };
    this.run(() => tx("readwrite", (s) => void (s.put(batch, key), s.put(copy, META))));
  }

  forget(): void {
    this.meta = null;
    this.run(() => tx("readwrite", (s) => void s.clear()));
  }

  /** The kept list, batch by batch, then what it was (null when nothing is kept). */
  async restore(batch: (b: Stamped) => void): Promise<KeptList | null> {
    return queue(async () => {
      const meta = (await tx<KeptList>("readonly", (s) => s.get(META))) ?? null;
      if (!meta) return null;
      for (let k = 0; k < meta.batches; k++) {
        const b = await tx<Stamped | SessionSummary[]>("readonly", (s) => s.get(`b${k}`));
        // a list kept before stamps were kept: its files count as changed when read again
        if (Array.isArray(b)) batch({ summaries: b, stamps: b.map(() => null) });
        else if (b && Array.isArray(b.summaries)) batch(b);
      }
      this.meta = meta;
      return meta;
    });
  }
}
