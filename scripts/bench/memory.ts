// Child process of the benchmark (run with --expose-gc): peak and held heap while a session is loaded.
import fs from "node:fs";
import { ingest } from "../../lib/transcripts";
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
let text: string | null = fs.readFileSync(file, "utf8");
const bytes = Buffer.byteLength(text);
sample();
const session = ingest(text, "50mb.jsonl");
sample();
text = null;
const table = countSession(session, chars4Counter);
const timeline = buildRecordedTimeline(session, table);
sample();
gc();
sample();
clearInterval(timer);
const held = process.memoryUsage().heapUsed + process.memoryUsage().external - before;
process.stdout.write(JSON.stringify({ bytes, peak, held, events: session.events.length, keep: [table.perEvent.length, timeline.n] }));
