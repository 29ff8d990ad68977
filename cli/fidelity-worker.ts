// A worker thread of `fidelity DIR` (node:worker_threads): takes one session file at a time from
// the main thread and answers with its row (cli/fidelity-one.ts). Built by scripts/build-cli.mjs
// as an entry of its own (dist/cli/fidelity-worker.mjs) beside the chunks it shares with main.
import { parentPort, workerData } from "node:worker_threads";
import type { Estimator } from "../lib/model";
import { loadCounter, useRankTableStore } from "../lib/tokens/estimators";
import { buildRankStore } from "./rank-store";
import { fidelityOne, type FidelityJob } from "./fidelity-one";

const port = parentPort;
if (!port) throw new Error("fidelity-worker runs as a worker thread of `context-lab fidelity`");
useRankTableStore(buildRankStore(import.meta.url));
// messages sent before the counter is loaded wait in the port until the listener is attached
const counter = await loadCounter((workerData as { estimator: Estimator }).estimator);
port.on("message", (job: FidelityJob) => port.postMessage(fidelityOne(job, counter)));
