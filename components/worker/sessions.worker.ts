// The sessions list's worker: reads the files of a picked or dropped folder, summarises each
// (lib/sessions) and drops its text and Session before the next, so a folder of thousands of
// sessions is held as summaries only. Small files are read several at a time as one Blob made of
// them (each read of a File is a round trip to the browser: 1 MB slices read one by one took half
// the time), the next READ_AHEAD groups are read while this one is summarised, and a file over
// READ_BYTES is read in slices of that size. Between two groups a cancel or more files are taken.
import { SummaryReader } from "@/lib/sessions/read";
import type { SessionSummary } from "@/lib/sessions/summary";
import { stampOf, type FileStamp } from "@/lib/sessions/reread";
import { KeptStore } from "./sessions-store";
import { walkHandle } from "./sessions-walk";
import { BATCH_MS, nothingWalked, type FailedFile, type PathFile, type SessionsRequest, type SessionsResponse } from "./sessions-protocol";

const post = (m: SessionsResponse) => (self as unknown as { postMessage(m: SessionsResponse): void }).postMessage(m);
/** A group read at once holds at most this many bytes and files; a larger file is read in slices of this size. */
const READ_BYTES = 8 << 20;
const READ_FILES = 50;
/**
 * Groups being read by the browser while one is summarised. A worker profile of the 1 GB bench
 * folder with one group ahead showed it idle a third of the time, waiting for Blob reads (the
 * browser's reads of 1 GB took 8 to 24 s alone, as long as or longer than summarising): reads in
 * flight together finish sooner than one after another. The worker holds at most
 * (READ_AHEAD + 1) * READ_BYTES of read files.
 */
const READ_AHEAD = 3;

let run = -1;
let queue: PathFile[] = [];
let ended = false;
let pumping = false;
let t0 = 0;
let batch: SessionSummary[] = [];
/** beside each summary of the batch, the file it was made of (a re-read compares against it) */
let stamps: FileStamp[] = [];
let failed: FailedFile[] = [];
let bytesRead = 0;
let bytes = 0;
let lastPost = 0;
/** the newest walk asked for (an older one still going stops at its next file) */
let latestWalk = 0;
/**
 * The newest walk's files to read, held until a "begin" of that walk takes them; a new folder's
 * walk (nothing kept to compare) begun while it still walks feeds its run each file as it is
 * found, so reading starts with the walk rather than after it (a walk of thousands takes seconds).
 */
let walked: { walk: number; files: PathFile[]; feeding: boolean; done: boolean } | null = null;

function found(walk: number, f: PathFile) {
  if (walked?.walk !== walk) return;
  if (!walked.feeding) {
    walked.files.push(f);
    return;
  }
  enqueue([f]);
  if (wholeGroupQueued()) void pump();
}

/** Files to read after those queued; `bytes` counts what the run was given. */
function enqueue(files: PathFile[]) {
  for (const f of files) bytes += f.file.size;
  queue.push(...files);
}
/** The run a walk feeds is given up (a newer list, Forget, a cancel): the walk stops at its next file. */
function stopFeeding() {
  if (!walked?.feeding) return;
  walked = null;
  latestWalk = -1;
}

const kept = new KeptStore((message) => post({ type: "storage-error", run, message }));

interface Group {
  files: PathFile[];
  /** the group's bytes, read; null for one large file, read in slices when its turn comes */
  read: Promise<Uint8Array> | null;
}

/**
 * Whether the queue holds a whole group's worth (READ_FILES files or READ_BYTES): while a walk still
 * feeds the queue, a group is formed only then. Groups of the one or two files found so far were
 * read one round trip each, and the list of a dropped 1 GB folder took 45 s against 21 s picked as
 * files.
 */
function wholeGroupQueued(): boolean {
  let size = 0;
  for (let k = 0; k < queue.length && k < READ_FILES; k++) if ((size += queue[k].file.size) >= READ_BYTES) return true;
  return queue.length >= READ_FILES;
}

function nextGroup(): Group | null {
  const first = queue[0];
  if (!first) return null;
  if (walked?.feeding && !wholeGroupQueued()) return null;
  if (first.file.size > READ_BYTES) return { files: [queue.shift()!], read: null };
  const files: PathFile[] = [];
  let size = 0;
  while (queue.length && files.length < READ_FILES && size + queue[0].file.size <= READ_BYTES) {
    const f = queue.shift()!;
    files.push(f);
    size += f.file.size;
  }
  const read = new Blob(files.map((f) => f.file)).arrayBuffer().then((b) => new Uint8Array(b));
  // a failed read is answered when the group's turn comes; until then it must not count as unhandled
  read.catch(() => undefined);
  return { files, read };
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What a group came to: taken into the batch only if its run is still the one read (pump). */
interface Outcome {
  done: [PathFile, SessionSummary][];
  failed: FailedFile[];
  bytes: number;
}

/** A large file, slice by slice; the decoder carries a character split between two slices. */
async function summariseLarge(f: PathFile): Promise<SessionSummary> {
  const r = new SummaryReader(f.path, f.file.size);
  const decoder = new TextDecoder();
  let next = f.file.slice(0, READ_BYTES).arrayBuffer();
  for (let at = 0; at < f.file.size; at += READ_BYTES) {
    const buf = await next;
    if (at + READ_BYTES < f.file.size) next = f.file.slice(at + READ_BYTES, at + 2 * READ_BYTES).arrayBuffer();
    r.push(decoder.decode(buf, { stream: true }));
  }
  r.push(decoder.decode());
  return r.end();
}

/** One file's bytes into its summary, or why not. */
function summariseBytes(f: PathFile, bytes: Uint8Array, out: Outcome) {
  try {
    const r = new SummaryReader(f.path, f.file.size);
    r.push(new TextDecoder().decode(bytes));
    out.done.push([f, r.end()]);
  } catch (e) {
    out.failed.push({ path: f.path, message: message(e) });
  }
}

async function summariseGroup(g: Group): Promise<Outcome> {
  const out: Outcome = { done: [], failed: [], bytes: 0 };
  for (const f of g.files) out.bytes += f.file.size;
  if (!g.read) {
    const f = g.files[0];
    try {
      out.done.push([f, await summariseLarge(f)]);
    } catch (e) {
      out.failed.push({ path: f.path, message: message(e) });
    }
    return out;
  }
  let all: Uint8Array;
  try {
    all = await g.read;
  } catch {
    // one file of the group changed or went since it was found (a session still being written):
    // each is read alone, so only that one fails
    for (const f of g.files)
      await f.file.arrayBuffer().then(
        (b) => summariseBytes(f, new Uint8Array(b), out),
        (e: unknown) => out.failed.push({ path: f.path, message: `could not be read: ${message(e)}` }),
      );
    return out;
  }
  let at = 0;
  for (const f of g.files) {
    summariseBytes(f, all.subarray(at, at + f.file.size), out);
    at += f.file.size;
  }
  return out;
}

function take(out: Outcome) {
  for (const [f, s] of out.done) {
    batch.push(s);
    stamps.push(stampOf(f));
  }
  failed.push(...out.failed);
  bytesRead += out.bytes;
}

/** A batch held back is posted by this timer at the latest, though the next group's read stalls. */
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  if (!batch.length && !failed.length) return;
  kept.add({ summaries: batch, stamps });
  post({ type: "summaries", run, summaries: batch, stamps, failed, bytesRead, bytes });
  batch = [];
  stamps = [];
  failed = [];
  lastPost = performance.now();
}

async function pump() {
  if (pumping) return;
  pumping = true;
  const me = run;
  const ahead: Group[] = [];
  // the next groups are read by the browser while this one is summarised; files handed over
  // meanwhile join the reads as soon as a group is taken
  const fill = () => {
    for (let g: Group | null; ahead.length < READ_AHEAD && (g = nextGroup());) ahead.push(g);
  };
  fill();
  for (let group = ahead.shift(); group && me === run; group = ahead.shift()) {
    fill();
    const out = await summariseGroup(group);
    // a group of a run given up meanwhile: its summaries are of no list on screen
    if (me !== run) break;
    take(out);
    const since = performance.now() - lastPost;
    if (since >= BATCH_MS) flush();
    // else post it when its time comes, not when the next group is summarised: the browser's read
    // of that group may take long (a slow disk, a large file), and the list would stand still
    else flushTimer ??= setTimeout(flush, BATCH_MS - since);
    fill();
  }
  pumping = false;
  if (me !== run) {
    if (queue.length || ended) void pump();
    return;
  }
  flush();
  if (ended) {
    ended = false;
    post({ type: "done", run, ms: performance.now() - t0 });
  }
}

function restore(r: number) {
  const t = performance.now();
  void kept
    .restore((b) => post({ type: "summaries", run: r, ...b, failed: [], bytesRead: 0, bytes: 0 }))
    .then(
      (meta) => post({ type: "done", run: r, ms: performance.now() - t, restored: meta }),
      (e: unknown) => {
        post({ type: "storage-error", run: r, message: `The kept sessions list could not be read: ${message(e)}.` });
        post({ type: "done", run: r, ms: performance.now() - t, restored: null });
      },
    );
}

/** A walk runs beside any reading: a list being read goes on until the walk's own list begins. */
async function walk(m: Extract<SessionsRequest, { type: "walk" }>) {
  latestWalk = m.walk;
  walked = { walk: m.walk, files: [], feeding: false, done: false };
  try {
    const w = await walkHandle(
      m.handle,
      m.kept,
      (c) => post({ type: "walking", walk: m.walk, found: c.found, changed: m.kept ? c.changed : null }),
      () => latestWalk === m.walk,
      m.kept ? undefined : (f) => found(m.walk, f),
    );
    if (walked?.walk === m.walk) {
      // a re-read reads what the plan says, known only now; a new folder's were found one by one
      if (m.kept) walked.files = w.read;
      if (walked.feeding) {
        // the walk is over: what it left queued is read, a group however small
        walked = null;
        void pump();
      } else walked.done = true;
    }
    post({ type: "walked", walk: m.walk, ...w.walked });
  } catch (e) {
    post({ type: "walked", walk: m.walk, ...nothingWalked({ error: message(e) }) });
  }
}

self.onmessage = (e: MessageEvent<SessionsRequest>) => {
  const m = e.data;
  if (m.type === "walk") {
    void walk(m);
    return;
  }
  if (m.type === "cancel") {
    if (m.run === run) {
      queue = [];
      stopFeeding();
    }
    return;
  }
  if (m.type === "forget" || m.type === "restore") {
    stopFeeding();
    run = m.run;
    queue = [];
    ended = false;
    if (m.type === "forget") kept.forget();
    else restore(m.run);
    return;
  }
  if (m.run !== run) {
    // a new folder: what the last one left unread is dropped, and a walk feeding it stops
    stopFeeding();
    run = m.run;
    queue = [];
    batch = [];
    stamps = [];
    failed = [];
    ended = false;
    bytesRead = 0;
    bytes = 0;
    t0 = lastPost = performance.now();
  }
  if (m.type === "begin") {
    kept.begin(m.label, m.files, m.handle, m.carry);
    if (m.walk !== undefined && walked?.walk === m.walk) {
      enqueue(walked.files);
      walked.files = [];
      if (walked.done) walked = null;
      else walked.feeding = true;
    }
  } else if (m.type === "files") enqueue(m.files);
  else ended = true;
  void pump();
};
