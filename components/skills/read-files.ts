// Reading a picked or dropped folder's files: the path and size guards, then the texts. Blob
// reading is all it uses, so it runs where the files are read: in the catalog and routing workers,
// which the page hands the File objects to in chunks (reading costs the thread that reads about
// 0.7 ms of synchronous work a file in Chromium, 1,200 files blocked the page for a second), and
// in Node for the tests.
import type { CatalogFile } from "@/lib/skills/catalog";
import { isCatalogText, MAX_TOTAL_BYTES, SizeGuard, unsafePath, type Refusal } from "@/lib/skills/guards";
import { decodeText, FILE_LIMITS, sizeRefusal, textRefusal } from "@/lib/input/file-gate";

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export interface PathFile {
  path: string;
  file: Blob;
}

export interface ReadFiles {
  name: string;
  files: CatalogFile[];
  refused: Refusal[];
  ignored: number;
}

/**
 * A file's UTF-8 text and its size in bytes; a file over `limit` is told as over without being
 * read. Its size is asked first: a File handed to a worker carries its size in the message, and
 * reading a whole file costs the reading thread about half the synchronous work of reading a slice
 * of it (Chromium, 1,200 SKILL.md: 0.4-0.7 against 0.9-1.1 ms a file).
 */
export async function readBounded(file: Blob, limit: number): Promise<{ text: string; bytes: number } | { over: number }> {
  const bytes = file.size;
  if (bytes > limit) return { over: bytes };
  return { text: decodeText(new Uint8Array(await file.arrayBuffer())), bytes };
}

/**
 * Files under the one-file limit are read several at a time as one Blob made of them, then cut at
 * their sizes: Chromium's cost is per read (a shared-memory region made and dropped for each), so
 * one read of 50 files costs the reading thread less than 50 reads. At most GROUP_FILES files or
 * GROUP_BYTES bytes a read, GROUPS reads at once.
 */
const GROUP_FILES = 50;
const GROUP_BYTES = 2 * 1024 * 1024;
const GROUPS = 2;

type Got = { text: string; bytes: number } | { over: number } | { failed: string };

const failed = (e: unknown): Got => ({ failed: e instanceof Error ? e.message : String(e) });

/**
 * Each file's text, read as one Blob made of them all when there are several (every one under the
 * limit), each on its own when that read fails (a file changed or gone since it was picked) so the
 * failure names its file and the rest still load.
 */
export async function readGroup(files: Blob[], limit: number): Promise<Got[]> {
  const one = (f: Blob) => readBounded(f, limit).catch(failed);
  if (files.length === 1) return [await one(files[0])];
  const sizes = files.map((f) => f.size);
  try {
    const all = new Uint8Array(await new Blob(files).arrayBuffer());
    if (all.length !== sizes.reduce((a, b) => a + b, 0)) throw new Error("the files changed while being read");
    let at = 0;
    return sizes.map((bytes) => ({ text: decodeText(all.subarray(at, (at += bytes))), bytes }));
  } catch {
    return Promise.all(files.map(one));
  }
}

/**
 * Files read as their list arrives (`add`, any number of times, then `end`): GROUPS reads at a time, the
 * limits applied in list order with each file's size as read, so the same folder always gives the
 * same refusals however it was handed over. `onFiles` gets the files kept as soon as they and
 * every file before them are read, in list order, in batches at most every 50 ms.
 */
export class FileReadQueue {
  private take: PathFile[] = [];
  private got: (Got | null)[] = [];
  private finished: boolean[] = [];
  private pathRefused: Refusal[] = [];
  private sizeRefused: Refusal[] = [];
  private ignored = 0;
  private next = 0;
  private running = 0;
  private held = 0;
  private done = 0;
  private guard = new SizeGuard();
  private files: CatalogFile[] = [];
  private judged = 0;
  private handed = 0;
  private lastHand = 0;
  private lastReport = 0;
  private ended: ((r: Omit<ReadFiles, "name">) => void) | null = null;
  private stopped = false;

  constructor(
    private readonly onFiles?: (files: CatalogFile[]) => void,
    private readonly onProgress?: (read: number, of: number) => void,
  ) {}

  add(list: PathFile[]): void {
    for (const pf of list) {
      const bad = unsafePath(pf.path);
      if (bad) this.pathRefused.push({ path: pf.path, reason: bad });
      else if (!isCatalogText(pf.path)) this.ignored++;
      else {
        this.take.push(pf);
        this.got.push(null);
        this.finished.push(false);
      }
    }
    this.pump();
  }

  /** No more reads start (a newer load replaced this one); the reads under way land unheard. */
  stop(): void {
    this.stopped = true;
  }

  /** Once the whole list was added: every file read or refused. */
  end(): Promise<Omit<ReadFiles, "name">> {
    return new Promise((resolve) => {
      this.ended = resolve;
      this.settle();
    });
  }

  private pump(): void {
    // past the limit in all, what is left is not read: the guard refuses it
    while (!this.stopped && this.running < GROUPS && this.next < this.take.length && this.held <= MAX_TOTAL_BYTES) {
      const ks: number[] = [];
      let bytes = 0;
      while (this.next < this.take.length && ks.length < GROUP_FILES) {
        const size = this.take[this.next].file.size;
        // a file over the limit is told as over on its own; a group ends at its byte budget
        if (ks.length && (size > FILE_LIMITS.catalogFile || bytes + size > GROUP_BYTES)) break;
        ks.push(this.next++);
        bytes += size;
        if (size > FILE_LIMITS.catalogFile) break;
      }
      this.running++;
      void readGroup(
        ks.map((k) => this.take[k].file),
        FILE_LIMITS.catalogFile,
      ).then((got) => this.landed(ks, got));
    }
  }

  private landed(ks: number[], got: Got[]): void {
    this.running--;
    ks.forEach((k, i) => {
      const r = got[i];
      if ("bytes" in r) this.held += r.bytes;
      this.got[k] = r;
      this.finished[k] = true;
    });
    this.done += ks.length;
    const now = performance.now();
    if (this.onProgress && now - this.lastReport >= 100) {
      this.lastReport = now;
      this.onProgress(this.done, this.take.length);
    }
    this.pump();
    this.hand(false);
    this.settle();
  }

  private judge(upTo: number): void {
    for (; this.judged < upTo; this.judged++) {
      const pf = this.take[this.judged];
      const r = this.got[this.judged];
      // a file whose signature says it is no text (compressed, an image, UTF-16 without a mark) is
      // refused before the running total, which it then does not count toward
      const why =
        r === null
          ? `would bring the catalog over the ${mb(MAX_TOTAL_BYTES)} limit in all: not read`
          : "failed" in r
            ? `could not be read (${r.failed})`
            : "over" in r
              ? sizeRefusal(r.over, FILE_LIMITS.catalogFile)
              : (textRefusal(r.text) ?? this.guard.check(pf.path, r.bytes)?.replace(" uncompressed", "").replace(" (a zip bomb?)", ""));
      if (why) this.sizeRefused.push({ path: pf.path, reason: why });
      else if (r && "text" in r) this.files.push({ path: pf.path, text: r.text });
      // judged once: the text now lives in `files` only
      this.got[this.judged] = null;
    }
  }

  private hand(force: boolean): void {
    if (!this.onFiles) return;
    const now = performance.now();
    if (!force && now - this.lastHand < 50) return;
    let prefix = this.judged;
    while (prefix < this.take.length && this.finished[prefix]) prefix++;
    this.judge(prefix);
    if (this.files.length > this.handed) {
      this.lastHand = now;
      this.onFiles(this.files.slice(this.handed));
      this.handed = this.files.length;
    }
  }

  private settle(): void {
    if (!this.ended || this.running > 0) return;
    if (!this.stopped && this.next < this.take.length && this.held <= MAX_TOTAL_BYTES) return;
    this.judge(this.take.length);
    this.hand(true);
    this.onProgress?.(this.take.length, this.take.length);
    const resolve = this.ended;
    this.ended = null;
    resolve({ files: this.files, refused: [...this.pathRefused, ...this.sizeRefused], ignored: this.ignored });
  }
}

/** A whole list at once: the queue, given everything, then ended. */
export async function readAll(
  name: string,
  list: PathFile[],
  onProgress?: (f: number) => void,
  onFiles?: (files: CatalogFile[]) => void,
): Promise<ReadFiles> {
  const q = new FileReadQueue(onFiles, onProgress ? (read, of) => onProgress(of ? read / of : 1) : undefined);
  q.add(list);
  return { name, ...(await q.end()) };
}
