// A catalog's files handed from the page to the worker that parses and indexes them (the Catalog
// screen's and the routing worker), without waiting for the whole folder: one `begin` request,
// then `paths` messages carrying a picked folder's File objects in chunks, which that worker reads
// itself, or `files` messages carrying texts already read (a bundled catalog, browser storage),
// then `end`. Each batch is parsed as soon as it and every file before it are read, so when the
// last file is read only the last batch is left to parse.
//
// Why the worker reads: reading costs the thread that reads about 0.7 ms of synchronous work a
// file in Chromium (1,200 files held the page for a second). A third thread that only reads was
// slower on two cores than the worker reading between its parses (1.8-2.2 s against 1.6-1.7 s
// from pick to table for 1,200 files).
import { CatalogParts, type Catalog, type CatalogEntry, type CatalogFile } from "@/lib/skills/catalog";
import type { Refusal } from "@/lib/skills/guards";
import { FileReadQueue, type PathFile } from "@/components/skills/read-files";

export type FileFeedMessage =
  | { type: "paths"; id: number; files: PathFile[] }
  | { type: "files"; id: number; files: CatalogFile[] }
  | { type: "end"; id: number; name: string; refused: Refusal[]; ignored: number };

export const isFeedMessage = (m: { type: string }): m is FileFeedMessage => m.type === "paths" || m.type === "files" || m.type === "end";

/** At most this many File objects go in one message. */
export const PATHS_PER_MESSAGE = 200;

/** The page hands Files over in slices of at most this long (the first look at a File's size is a call into the browser). */
export const HAND_SLICE_MS = 30;

export interface FedCatalog {
  id: number;
  catalog: Catalog;
  refused: Refusal[];
  ignored: number;
  /** the texts as they came or were read, in list order, for the page to keep */
  files: CatalogFile[];
  /** the time from `begin` to the last file read, when this worker read them (`paths`) */
  readMs: number | null;
  /** this worker's own time parsing, most of it between its reads */
  parseMs: number;
}

interface Open {
  id: number;
  parts: CatalogParts;
  files: CatalogFile[];
  ms: number;
  queue: FileReadQueue | null;
  onRead?: (fraction: number) => void;
  t0: number;
}

/** The taking worker's side: the load a `begin` opened, its files read and parsed as they arrive. */
export class FeedParser {
  private open: Open | null = null;

  /** `parsed` sees each batch's entries as they are parsed (the routing worker indexes them then). */
  constructor(private readonly parsed?: (entries: CatalogEntry[]) => void) {}

  /** Opens a load; the one it replaces, if any, is told so its caller is not left waiting. */
  begin(id: number, replaced: (id: number) => void, onRead?: (fraction: number) => void): void {
    const before = this.open;
    this.open = { id, parts: new CatalogParts(), files: [], ms: 0, queue: null, onRead, t0: performance.now() };
    if (before) {
      // the replaced folder is not read on: its files would only be dropped
      before.queue?.stop();
      replaced(before.id);
    }
  }

  private parse(o: Open, files: CatalogFile[]) {
    const t0 = performance.now();
    const entries = o.parts.add(files);
    this.parsed?.(entries);
    for (const f of files) o.files.push(f);
    o.ms += performance.now() - t0;
  }

  /** The catalog once its `end` came and its files are read; null for a batch, or for a load no longer open. */
  async receive(msg: FileFeedMessage): Promise<FedCatalog | null> {
    const o = this.open;
    if (!o || o.id !== msg.id) return null;
    if (msg.type === "files") {
      this.parse(o, msg.files);
      return null;
    }
    if (msg.type === "paths") {
      const onRead = o.onRead;
      o.queue ??= new FileReadQueue(
        (files) => this.open === o && this.parse(o, files),
        onRead ? (read, of) => onRead(of ? read / of : 1) : undefined,
      );
      o.queue.add(msg.files);
      return null;
    }
    const read = o.queue ? await o.queue.end() : null;
    if (this.open !== o) return null;
    const readMs = read ? performance.now() - o.t0 : null;
    this.open = null;
    const t0 = performance.now();
    const catalog = o.parts.finish(msg.name);
    return {
      id: msg.id,
      catalog,
      refused: read ? [...msg.refused, ...read.refused] : msg.refused,
      ignored: msg.ignored + (read?.ignored ?? 0),
      files: o.files,
      readMs,
      parseMs: o.ms + performance.now() - t0,
    };
  }

  cancel(): void {
    this.open?.queue?.stop();
    this.open = null;
  }
}

/**
 * A taking worker's wiring: `begin` opens a load, `deliver` takes each feed message; `done` gets
 * the catalog, and a failure in it or in the parsing is answered as the load's error.
 */
export function takeFeed(handlers: {
  progress: (id: number, fraction: number) => void;
  fail: (id: number, message: string) => void;
  done: (fed: FedCatalog) => void;
  parsed?: (entries: CatalogEntry[]) => void;
}): { begin: (id: number) => void; deliver: (msg: FileFeedMessage) => void } {
  const feed = new FeedParser(handlers.parsed);
  const fail = (id: number, err: unknown) => {
    feed.cancel();
    handlers.fail(id, err instanceof Error ? err.message : String(err));
  };
  return {
    begin: (id) =>
      feed.begin(
        id,
        (old) => handlers.fail(old, "A newer catalog load replaced this one."),
        (f) => handlers.progress(id, f),
      ),
    deliver: (msg) =>
      void feed.receive(msg).then(
        (fed) => {
          try {
            if (fed) handlers.done(fed);
          } catch (err) {
            fail(msg.id, err);
          }
        },
        (err: unknown) => fail(msg.id, err),
      ),
  };
}
