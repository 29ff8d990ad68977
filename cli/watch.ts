// `watch FILE [--estimator chars4|o200k|cl100k] [--interval MS] [--once]`: follows a session file
// while Claude Code appends to it. Every interval it checks the file's size and reads only the bytes
// past what it read before (lib/transcripts/follow.ts holds back a last line still being written);
// when complete lines arrived it replays the session under its version's preset, prints the new
// steps and the forecast (lib/context/forecast.ts, rules.md#forecast). A file that got shorter or
// was replaced is said so and read again from the start; a file that is gone is waited for.
import fs from "node:fs";
import path from "node:path";
import { ESTIMATOR_LABEL, ESTIMATORS, IngestError, type Estimator, type Event } from "../lib/model";
import { forecastLine, forecastSession, type Forecast } from "../lib/context/forecast";
import { recordingSettings } from "../lib/context/versions";
import { SOURCES } from "../lib/context/snapshot";
import { countSession } from "../lib/tokens/count";
import { loadCounter, type TextCounter } from "../lib/tokens/estimators";
import { ingestChunks } from "../lib/transcripts";
import { followAction, LineFollower } from "../lib/transcripts/follow";
import { notAFile, parseArgs, UsageError } from "./io";

const USAGE = "usage: watch FILE [--estimator chars4|o200k|cl100k] [--interval MS] [--once]";
/** the steps printed when watching starts on a file that already holds many */
const FIRST_STEPS = 10;
/** the most read in one go: a large file is taken in pieces, so its first read does not hold it twice */
const READ_PIECE = 4 << 20;
const INTERVAL = { min: 100, max: 60_000, default: 1_000 };

const n = (x: number) => Math.round(x).toLocaleString("en-US");

/** One step as a line: where it is, what it is, its tokens and the context after it. */
function stepLine(ev: Event, tokens: number, used: number, source: string, label: string): string {
  const b = ev.blocks[0];
  const what =
    b?.type === "text"
      ? b.text
      : b?.type === "tool_use"
        ? `${b.name} ${Object.values((b.input ?? {}) as Record<string, unknown>).find((v) => typeof v === "string") ?? ""}`
        : b?.type === "tool_result"
          ? `result ${b.content.length.toLocaleString("en-US")} characters`
          : (b?.type ?? "");
  const flat = what.replace(/\s+/g, " ").trim();
  const short = flat.length > 60 ? flat.slice(0, 59) + "…" : flat;
  return `  step ${String(ev.i + 1).padStart(5)}  line ${String(ev.line ?? "-").padStart(5)}  ${ev.kind.padEnd(14)} ${short.padEnd(60)} ${("+" + n(tokens)).padStart(8)} (${label})  context ${n(used)} (${source === "recorded usage" ? source : `${source}, ${label}`})`;
}

function comeBackLines(f: Forecast): string[] {
  const out: string[] = [];
  const list = <T extends { status: string }>(xs: T[], name: (x: T) => string) =>
    (["back", "cut", "named", "dropped"] as const)
      .map((s) => {
        const of = xs.filter((x) => x.status === s);
        return of.length ? `${s} ${of.map(name).join(", ")}` : "";
      })
      .filter(Boolean)
      .join("; ");
  if (f.skills.length) out.push(`  if it compacted now, skills: ${list(f.skills, (s) => s.name)}`);
  if (f.files.length) out.push(`  if it compacted now, files: ${list(f.files, (x) => path.basename(x.path))}`);
  return out;
}

export async function watchCommand(args: string[]): Promise<number> {
  const { positional, values, flags } = parseArgs(args, ["estimator", "interval"], ["once"]);
  if (positional.length !== 1) throw new UsageError(USAGE);
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!ESTIMATORS.includes(estimator))
    throw new UsageError(`--estimator must be one of ${ESTIMATORS.join(", ")}, not "${values.estimator}"`);
  const interval = values.interval === undefined ? INTERVAL.default : Number(values.interval);
  if (!Number.isInteger(interval) || interval < INTERVAL.min || interval > INTERVAL.max)
    throw new UsageError(`--interval must be whole milliseconds from ${INTERVAL.min} to ${INTERVAL.max}, not "${values.interval}"`);
  const file = positional[0];
  const why = notAFile(file);
  if (why) throw new UsageError(`${file} ${why}`);
  const counter = await loadCounter(estimator);
  const w = new Watcher(file, counter, ESTIMATOR_LABEL[estimator]);
  w.poll();
  if (flags.has("once")) {
    if (w.partial) w.say(`  the last line is still being written (${n(w.partial)} characters so far): not read yet`);
    return 0;
  }
  w.say(`following ${file} every ${n(interval)} ms (Ctrl+C to stop)`);
  await new Promise<never>(() => setInterval(() => w.poll(), interval));
  return 0;
}

class Watcher {
  private readonly follow = new LineFollower();
  private printed = 0;
  private ino = -1;
  private gone = false;

  constructor(
    private readonly file: string,
    private readonly counter: TextCounter,
    private readonly label: string,
  ) {}

  get partial(): number {
    return this.follow.partial;
  }

  say(s: string): void {
    process.stdout.write(s + "\n");
  }

  /** One look at the file: read what grew (or start again), and print what changed. */
  poll(): void {
    let st: fs.Stats;
    try {
      st = fs.statSync(this.file);
    } catch {
      if (!this.gone) this.say(`${this.file} is gone; waiting for it to come back`);
      this.gone = true;
      return;
    }
    if (!st.isFile()) {
      // opening a FIFO put in its place would wait for a writer: said once, looked at again
      if (!this.gone) this.say(`${this.file} ${notAFile(this.file) ?? "is not a regular file"} now; waiting for a file`);
      this.gone = true;
      return;
    }
    this.gone = false;
    // another file under the same name (a rotation), or the same file cut shorter
    const replaced = this.ino !== -1 && st.ino !== this.ino;
    this.ino = st.ino;
    if (replaced || followAction(st.size, this.follow.offset) === "restart") {
      this.say(
        `${this.file} ${replaced ? "was replaced" : `got shorter (${n(st.size)} bytes, ${n(this.follow.offset)} read)`}: reading it again from the start`,
      );
      this.follow.restart();
      this.printed = 0;
    }
    if (followAction(st.size, this.follow.offset) !== "read") return;
    let added = 0;
    const fd = fs.openSync(this.file, "r");
    try {
      const buf = Buffer.alloc(Math.min(READ_PIECE, st.size - this.follow.offset));
      while (this.follow.offset < st.size) {
        const got = fs.readSync(fd, buf, 0, Math.min(buf.length, st.size - this.follow.offset), this.follow.offset);
        if (got <= 0) break;
        added += this.follow.append(buf.subarray(0, got));
      }
    } finally {
      fs.closeSync(fd);
    }
    if (!added) return;
    try {
      this.report();
    } catch (e) {
      // a file that is not a session (yet): said, and looked at again on the next change
      if (e instanceof IngestError) this.say(`${this.file}: ${e.message}`);
      else throw e;
    }
  }

  private report(): void {
    const session = ingestChunks(this.follow.text(), path.basename(this.file));
    const table = countSession(session, this.counter);
    const { sim, forecast } = forecastSession(session, table, recordingSettings(session).settings, { counter: this.counter });
    const evs = session.events;
    let from = this.printed;
    if (from === 0 && evs.length > FIRST_STEPS) {
      this.say(`  … ${n(evs.length - FIRST_STEPS)} earlier steps`);
      from = evs.length - FIRST_STEPS;
    }
    for (let i = from; i < evs.length; i++)
      this.say(stepLine(evs[i], table.perEvent[i], sim.tokens[i], SOURCES[sim.source[i]], this.label));
    this.printed = evs.length;
    const problems = session.errors.length
      ? ` (${session.errors.length} damaged line${session.errors.length === 1 ? "" : "s"} skipped)`
      : "";
    this.say(`forecast: ${forecastLine(forecast, this.label)}${problems}`);
    for (const l of comeBackLines(forecast)) this.say(l);
  }
}
