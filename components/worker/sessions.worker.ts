// The sessions list's worker: reads each file of a picked or dropped folder 1 MB at a time into
// the JSONL reader, keeps the file's summary (lib/sessions) and drops the rest before the next
// file, so a folder of thousands of sessions is held as summaries only. One file per task, so a
// cancel or more files are taken between two files.
import { SummaryReader } from "@/lib/sessions/read";
import type { SessionSummary } from "@/lib/sessions/summary";
import { KeptStore } from "./sessions-store";
import { BATCH_MS, type FailedFile, type PathFile, type SessionsRequest, type SessionsResponse } from "./sessions-protocol";

// Synchronous reads are a worker's own API (lib "webworker"); this project compiles against "dom".
declare const FileReaderSync: { new (): { readAsArrayBuffer(b: Blob): ArrayBuffer } };

const post = (m: SessionsResponse) => (self as unknown as { postMessage(m: SessionsResponse): void }).postMessage(m);
const PIECE = 1 << 20;

let run = -1;
let queue: PathFile[] = [];
let ended = false;
let scheduled = false;
let t0 = 0;
let batch: SessionSummary[] = [];
let failed: FailedFile[] = [];
let bytesRead = 0;
let lastPost = 0;
const kept = new KeptStore((message) => post({ type: "storage-error", run, message }));

function summarise(f: PathFile): SessionSummary {
  const reader = new FileReaderSync();
  const decoder = new TextDecoder();
  const r = new SummaryReader(f.path, f.file.size);
  for (let at = 0; at < f.file.size; at += PIECE) {
    // stream: a character split between two slices is completed by the next one
    r.push(decoder.decode(reader.readAsArrayBuffer(f.file.slice(at, at + PIECE)), { stream: true }));
  }
  r.push(decoder.decode());
  return r.end();
}

function flush() {
  if (!batch.length && !failed.length) return;
  kept.add(batch);
  post({ type: "summaries", run, summaries: batch, failed, bytesRead });
  batch = [];
  failed = [];
  lastPost = performance.now();
}

function step() {
  scheduled = false;
  const f = queue.shift();
  if (f) {
    try {
      batch.push(summarise(f));
    } catch (e) {
      failed.push({ path: f.path, message: e instanceof Error ? e.message : String(e) });
    }
    bytesRead += f.file.size;
    if (performance.now() - lastPost >= BATCH_MS) flush();
  }
  if (queue.length) schedule();
  else if (ended) {
    flush();
    post({ type: "done", run, ms: performance.now() - t0 });
    ended = false;
  } else flush();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(step, 0);
}

self.onmessage = (e: MessageEvent<SessionsRequest>) => {
  const m = e.data;
  if (m.type === "cancel") {
    if (m.run === run) queue = [];
    return;
  }
  if (m.type === "forget") {
    queue = [];
    kept.forget();
    return;
  }
  if (m.type === "restore") {
    run = m.run;
    queue = [];
    const t = performance.now();
    void kept
      .restore((summaries) => post({ type: "summaries", run: m.run, summaries, failed: [], bytesRead: 0 }))
      .then(
        (meta) => post({ type: "done", run: m.run, ms: performance.now() - t, restored: meta }),
        (e: unknown) => {
          post({
            type: "storage-error",
            run: m.run,
            message: `The kept sessions list could not be read: ${e instanceof Error ? e.message : String(e)}.`,
          });
          post({ type: "done", run: m.run, ms: performance.now() - t, restored: null });
        },
      );
    return;
  }
  if (m.run !== run) {
    // a new folder: what the last one left unread is dropped
    run = m.run;
    queue = [];
    batch = [];
    failed = [];
    ended = false;
    bytesRead = 0;
    t0 = lastPost = performance.now();
  }
  if (m.type === "begin") kept.begin(m.label, m.files);
  else if (m.type === "files") queue.push(...m.files);
  else ended = true;
  schedule();
};
