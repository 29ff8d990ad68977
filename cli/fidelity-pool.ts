// Runs `fidelity DIR` over worker threads: each thread holds one session at a time and asks for
// the next file as it finishes one, so a large session does not hold up the files behind it, and
// memory stays at one session a thread. Results arrive in the order they finish (what --ndjson
// writes); the caller puts them back in file order for the report.
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Estimator } from "../lib/model";
import { loadCounter } from "../lib/tokens/estimators";
import { fidelityOne, type FidelityDone } from "./fidelity-one";

/** The built worker entry beside this chunk (dist/cli/); null when run from the TypeScript sources. */
function workerEntry(): URL | null {
  const url = new URL("./fidelity-worker.mjs", import.meta.url);
  return url.protocol === "file:" && fs.existsSync(fileURLToPath(url)) ? url : null;
}

/** Threads worth starting: one per core, never more than files, at least one. */
export function defaultThreads(files: number): number {
  return Math.max(1, Math.min(files, os.availableParallelism()));
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
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    let running = n;
    const workers: Worker[] = [];
    const fail = (e: unknown) => {
      for (const w of workers) void w.terminate();
      reject(e);
    };
    for (let k = 0; k < n; k++) {
      const w = new Worker(entry, { workerData: { estimator } });
      workers.push(w);
      let current = -1;
      const give = () => {
        if (next < files.length) {
          current = next++;
          w.postMessage({ index: current, file: files[current] });
        } else {
          current = -1;
          void w.terminate();
          if (--running === 0) resolve();
        }
      };
      w.on("message", (d: FidelityDone) => {
        onDone(d);
        give();
      });
      w.on("error", (e) => fail(current >= 0 ? new Error(`${files[current]}: ${e.message}`, { cause: e }) : e));
      give();
    }
  });
  return { threads: n };
}
