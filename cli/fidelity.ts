// `fidelity DIR... [--estimator chars4|o200k|cl100k] [--json | --ndjson] [--threads N]`: replays every Claude Code session in
// the folders (a ~/.claude/projects folder as it is) and says how far the simulator can be trusted
// on them: recorded compactions matched within one API round, missed, extra; the estimate's error
// against recorded usage before and after calibration; record types the reader does not know.
// Subagent transcripts are counted with their session (none of their records is read: no figure
// depends on them), never judged as sessions. The sessions are
// read and judged on worker threads (cli/fidelity-pool.ts), one a free core; --ndjson writes each
// session's row as it finishes (cli/fidelity-ndjson.ts), the other outputs wait for all of them.
import path from "node:path";
import { ESTIMATORS, type Estimator } from "../lib/model";
import { fidelityFromRows, fidelityPct, type FidelityTotals, type SessionFidelity } from "../lib/context/fidelity";
import { MAX_SCAN_DEPTH, MAX_THREADS } from "../lib/limits";
import { cameBackTotals } from "./came-back";
import { parseArgs, UsageError } from "./io";
import type { FidelityDone } from "./fidelity-one";
import { ndjsonRow } from "./fidelity-ndjson";
import { defaultThreads, runFidelity } from "./fidelity-pool";
import { listFolder, notAFile, showPath } from "./file-access";

const USAGE = "usage: fidelity DIR... [--estimator chars4|o200k|cl100k] [--json | --ndjson] [--threads N]";

/**
 * Session files under the folders: *.jsonl, not inside a subagents/ folder, not agent-*.jsonl.
 * Walked without recursion to MAX_SCAN_DEPTH folders; a folder that cannot be listed, one past the
 * depth, or a symbolic link is named on stderr (through `notice`), never a stack trace.
 */
export function sessionFiles(
  dirs: string[],
  notice: (m: string) => void = (m) => process.stderr.write(`context-lab: ${m}\n`),
): { sessions: string[]; subagentFiles: number } {
  const sessions: string[] = [];
  let subagentFiles = 0;
  const walk = (root: string) => {
    const stack: [string, boolean, number][] = [[root, false, 0]];
    while (stack.length) {
      const [d, inSubagents, depth] = stack.pop()!;
      const listed = listFolder(d);
      if ("error" in listed) {
        notice(`${listed.error}; not read`);
        continue;
      }
      const entries = listed.entries.sort((a, b) => a.name.localeCompare(b.name));
      const below: [string, boolean, number][] = [];
      for (const e of entries) {
        const p = path.join(d, e.name);
        if (e.isSymbolicLink()) notice(`${showPath(p)} is a symbolic link; not followed`);
        else if (e.isDirectory()) {
          if (depth + 1 > MAX_SCAN_DEPTH) notice(`${showPath(p)}: folder more than ${MAX_SCAN_DEPTH} levels below ${root}; not read`);
          else below.push([p, inSubagents || e.name === "subagents", depth + 1]);
        } else if (e.isFile() && e.name.endsWith(".jsonl")) {
          if (inSubagents || /^agent-/.test(e.name)) subagentFiles++;
          else sessions.push(p);
        }
      }
      // in name order, as the recursive walk was
      for (let i = below.length - 1; i >= 0; i--) stack.push(below[i]);
    }
  };
  for (const d of dirs) {
    const kind = notAFile(d);
    if (kind === "is a folder, not a file") walk(d);
    else if (kind === null) sessions.push(d);
    else throw new UsageError(`${showPath(d)} ${kind}`);
  }
  return { sessions, subagentFiles };
}

export async function fidelityCommand(args: string[]): Promise<number> {
  try {
    return await run(args);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`context-lab fidelity: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

const pct = fidelityPct;

/** The scores that cannot read the answer (prediction-score.ts). */
function predictionLines(t: FidelityTotals): string[] {
  const out: string[] = [];
  if (t.stepAhead)
    out.push(
      `  one step ahead (each request's recorded input against the replay just before it): mean |error| ${t.stepAhead.meanAbsPct.toFixed(1)}% (mean ${t.stepAhead.meanPct >= 0 ? "+" : ""}${t.stepAhead.meanPct.toFixed(1)}%) over ${t.stepAhead.points} requests`,
    );
  if (t.whatIf)
    out.push(
      `  what-if from the first compaction (${t.whatIf.sessions} sessions, the rules alone after it): the meter off by ${t.whatIf.meanAbsWindowPct.toFixed(1)} points of the window on average over ${t.whatIf.points} requests; later auto compactions found within three rounds ${t.whatIf.found} of ${t.whatIf.later}, ${t.whatIf.extra} extra`,
    );
  const u = t.whatIfUnshrunk;
  if (u)
    out.push(
      `  scored apart, ${u.sessions} sessions whose compactions did not shrink what the next request sent (a backend keeping its own history, or repeated compactions): the meter off by ${u.meanAbsWindowPct.toFixed(1)} points; found ${u.found} of ${u.later}, ${u.extra} extra${t.stepAheadUnshrunk ? `; one step ahead ${t.stepAheadUnshrunk.meanAbsPct.toFixed(1)}% over ${t.stepAheadUnshrunk.points} requests` : ""}`,
    );
  const m = t.midConversation;
  if (m.sessions)
    out.push(
      `  ${m.sessions} sessions start mid-conversation (their first message continues one another file holds); in ${m.measured} a compaction in the file measured the system prompt + tools (the others take their version's usual size), and ${m.tokens.toLocaleString("en-US")} tokens (recorded usage) of the first requests were earlier conversation, not overhead`,
    );
  if (t.modelStreams)
    out.push(
      `  ${t.modelStreams} sessions move between Haiku and another model, whose system prompt + tools differ in size: each model stream's requests carry their own (inferred at its first request, or the version's usual size where none could be read; "modelStreams" in --json)`,
    );
  return out;
}

/** --threads N: a whole number from 1 to MAX_THREADS; one a free core by default. */
function threadsOf(v: string | undefined, files: number): number {
  if (v === undefined) return defaultThreads(files);
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > MAX_THREADS)
    throw new UsageError(`--threads must be a whole number from 1 to ${MAX_THREADS}, not "${v}"`);
  return n;
}

async function run(args: string[]): Promise<number> {
  const { positional, values, flags } = parseArgs(args, ["estimator", "threads"], ["json", "ndjson"]);
  if (!positional.length) throw new UsageError(USAGE);
  if (flags.has("json") && flags.has("ndjson")) throw new UsageError("--json and --ndjson: choose one");
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!ESTIMATORS.includes(estimator))
    throw new UsageError(`--estimator must be one of ${ESTIMATORS.join(", ")}, not "${values.estimator}"`);
  const { sessions: files, subagentFiles } = sessionFiles(positional);
  const threads = threadsOf(values.threads, files.length);
  if (flags.has("ndjson")) {
    // each row the moment its session is done: a reader of the pipe sees the folder fill in
    await runFidelity(files, estimator, threads, (d) => process.stdout.write(JSON.stringify(ndjsonRow(d, estimator)) + "\n"));
    return 0;
  }
  const done: FidelityDone[] = new Array(files.length);
  const ran = await runFidelity(files, estimator, threads, (d) => (done[d.index] = d));
  const unreadable = done.filter((d) => d.unreadable).map((d) => ({ file: d.file, message: d.unreadable! }));
  const { sessions: list, total, byVersion } = fidelityFromRows(done.map((d) => d.row).filter((r): r is SessionFidelity => !!r));
  if (flags.has("json")) {
    process.stdout.write(JSON.stringify({ estimator, subagentFiles, sessions: list, total, byVersion, unreadable }, null, 2) + "\n");
    return 0;
  }
  const out: string[] = [];
  out.push(
    `${list.length} sessions (${subagentFiles} subagent files attached), estimator ${estimator}, ${ran.threads} thread${ran.threads === 1 ? "" : "s"}; error = mean (estimate - recorded usage) / recorded usage`,
  );
  out.push(
    `  ${"session".padEnd(44)}${"version".padEnd(10)}${"recorded".padStart(9)}${"matched".padStart(9)}${"missed".padStart(8)}${"extra".padStart(7)}${"error".padStart(9)}${"calibrated".padStart(12)}`,
  );
  for (const s of list) {
    const name = path.basename(s.file);
    out.push(
      `  ${(name.length > 42 ? name.slice(0, 41) + "…" : name).padEnd(44)}${(s.version ?? "-").padEnd(10)}${String(s.recorded).padStart(9)}${String(s.matched).padStart(9)}${String(s.missed + s.far).padStart(8)}${String(s.extra).padStart(7)}${pct(s.errorBefore).padStart(9)}${pct(s.errorAfter).padStart(12)}`,
    );
  }
  out.push(
    `  total: ${total.recorded} recorded compactions (${total.implied} implied): ${total.matched} matched within one round (${total.matchedByEstimate} of them before the boundary's own count), ${total.missed + total.far} missed, ${total.extra} extra`,
    `  auto compactions: ${total.autoByEstimate} of ${total.recorded - total.manual} predicted before the boundary's own count; ${total.manual} manual (/compact, started by the user) reported apart`,
  );
  out.push(
    `  estimate error ${pct(total.errorBefore)} (|${total.errorBefore?.meanAbsPct.toFixed(1) ?? "-"}%|), calibrated ${pct(total.errorAfter)} (|${total.errorAfter?.meanAbsPct.toFixed(1) ?? "-"}%|) over ${total.errorBefore?.points ?? 0} usage points`,
  );
  if (total.errorHeldOut)
    out.push(
      `  held out (calibrated on each file's first half, measured on its second): ${pct(total.errorHeldOut.before)} -> calibrated ${pct(total.errorHeldOut.after)}`,
    );
  out.push(...predictionLines(total));
  out.push(...cameBackTotals(total.reattach));
  const unknown = Object.entries(total.unknownTypes);
  out.push(`  unknown record types: ${unknown.length ? unknown.map(([k, v]) => `${k} ${v}`).join(", ") : "none"}`);
  out.push("  by version:");
  for (const [v, t] of Object.entries(byVersion)) {
    out.push(
      `    ${v.padEnd(10)} ${t.sessions} sessions, ${t.recorded} recorded: ${t.matched} matched (${t.matchedByEstimate} by estimate), ${t.missed + t.far} missed, ${t.extra} extra; error ${pct(t.errorBefore)} -> calibrated ${pct(t.errorAfter)}`,
    );
  }
  if (unreadable.length) out.push(`  ${unreadable.length} files are not Claude Code sessions (listed under "unreadable" in --json)`);
  process.stdout.write(out.join("\n") + "\n");
  return 0;
}
