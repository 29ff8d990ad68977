// Child process of the benchmark (run with --expose-gc): peak and held heap while a session is loaded.
import fs from "node:fs";
import { ingestChunks } from "../../lib/transcripts";
import { filePieces } from "../../cli/io";
import { chars4Counter } from "../../lib/tokens/estimators";
import { countSession } from "../../lib/tokens/count";
import { buildRecordedTimeline } from "../../lib/context/recorded";

const gc = (globalThis as { gc?: () => void }).gc!;
const file = process.argv[2];
gc();
const before = process.memoryUsage().heapUsed + process.memoryUsage().external;
let peak = 0;
const sample = () => {
  const m = process.memoryUsage();
  peak = Math.max(peak, m.heapUsed + m.external - before);
};
const timer = setInterval(sample, 5);
// Read as the app's worker does: in pieces, never the whole file as one string.
const bytes = fs.statSync(file).size;
const session = ingestChunks(filePieces(file, sample), "50mb.jsonl");
sample();
const table = countSession(session, chars4Counter);
const timeline = buildRecordedTimeline(session, table);
sample();
gc();
sample();
clearInterval(timer);
const held = process.memoryUsage().heapUsed + process.memoryUsage().external - before;
process.stdout.write(JSON.stringify({ bytes, peak, held, events: session.events.length, keep: [table.perEvent.length, timeline.n] }));
