// Runs `fidelity DIR` over worker threads: each thread holds one session at a time and asks for
// the next file as it finishes one, largest first, so a large session neither holds up the files
// behind it nor runs alone at the end, and memory stays at one session a thread. Results arrive in
// the order they finish (what --ndjson writes); the caller puts them back in file order for the report.
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Estimator } from "../lib/model";
import { loadCounter } from "../lib/tokens/estimators";
import { fileSize } from "./file-access";
import { fidelityOne, type FidelityDone } from "./fidelity-one";

/** Files a thread holds at once: the one it works on and the one after. */
const IN_FLIGHT = 2;

/**
 * A thread's young generation, MB: reading a session allocates a string and an object a record, and
 * a larger nursery scavenges less often (about a tenth less CPU in a measurement on a loaded machine).
 */
const YOUNG_MB = 64;

/**
 * The order the threads are handed the files in: largest first (ties in file order), so the last
 * file a thread takes is a small one and no thread is left alone at the end on a long session.
 */
export function largestFirst(sizes: readonly number[]): number[] {
  return sizes.map((_, i) => i).sort((a, b) => sizes[b] - sizes[a] || a - b);
}

/** The built worker entry beside this chunk (dist/cli/); null when run from the TypeScript sources. */
function workerEntry(): URL | null {
  const url = new URL("./fidelity-worker.mjs", import.meta.url);
  return url.protocol === "file:" && fs.existsSync(fileURLToPath(url)) ? url : null;
}

/**
 * Threads worth starting: one a core that is free (the cores less the last minute's load average),
 * never more than files, at least one. Measured on 2 cores kept busy by other work (load average
 * 11): two threads took half as much CPU again as one and finished later; with the cores free
 * they finish first (docs/fidelity-folder.md).
 */
export function defaultThreads(files: number, cores = os.availableParallelism(), load = os.loadavg()[0]): number {
  return Math.max(1, Math.min(files, cores - Math.floor(load)));
}

export async function runFidelity(
  files: readonly string[],
  estimator: Estimator,
  threads: number,
  onDone: (d: FidelityDone) => void,
): Promise<{ threads: number }> {
  const entry = threads > 1 && files.length > 1 ? workerEntry() : null;
  if (!entry) {
    const counter = await loadCounter(estimator);
    files.forEach((file, index) => onDone(fidelityOne({ index, file }, counter)));
    return { threads: 1 };
  }
  const n = Math.min(threads, files.length);
  // a file that cannot be sized is handed out last; its thread says why it cannot be read
  const order = largestFirst(files.map(fileSize));
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    let running = n;
    const workers: Worker[] = [];
    const fail = (e: unknown) => {
      for (const w of workers) void w.terminate();
      reject(e);
    };
    for (let k = 0; k < n; k++) {
      const w = new Worker(entry, { workerData: { estimator }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
      workers.push(w);
      // the files this thread holds, in order: the one it works on and the next, so that it never
      // waits for the main thread (on a loaded machine a wake-up of the main thread takes a while)
      const held: number[] = [];
      const give = () => {
        if (next < order.length) {
          const index = order[next++];
          held.push(index);
          w.postMessage({ index, file: files[index] });
        }
      };
      w.on("message", (d: FidelityDone) => {
        held.shift();
        onDone(d);
        give();
        if (!held.length) {
          void w.terminate();
          if (--running === 0) resolve();
        }
      });
      w.on("error", (e) => fail(held.length ? new Error(`${files[held[0]]}: ${e.message}`, { cause: e }) : e));
      // n <= files: every thread gets at least one
      for (let q = 0; q < IN_FLIGHT; q++) give();
    }
  });
  return { threads: n };
}
