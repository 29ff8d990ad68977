// The `fidelity DIR` figure: a generated projects folder (sessions, each with a subagent file)
// replayed by the built CLI as a whole process, on its worker threads, against the floor: the
// time to read and JSON-parse every line of the same files on one core (read-floor.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultThreads } from "../../cli/fidelity-pool";
import { makeSession } from "./gen";

/** A ~/.claude/projects folder: `sessions` sessions of about `bytes` each in four projects, each with one subagent file. */
export function makeProjectsFolder(root: string, sessions: number, bytes: number): { bytes: number; subagentFiles: number } {
  let total = 0;
  for (let k = 0; k < sessions; k++) {
    const proj = path.join(root, `-home-dev-app${k % 4}`);
    const id = `bench-session-${String(k).padStart(4, "0")}`;
    fs.mkdirSync(path.join(proj, id, "subagents"), { recursive: true });
    // sizes from half to one and a half times the mean, as real folders mix short and long sessions
    const main = makeSession({ bytes: Math.round(bytes * (0.5 + ((k * 37) % 100) / 100)), seed: 1_000 + k });
    const agent = makeSession({ bytes: Math.round(bytes / 8), seed: 5_000 + k });
    fs.writeFileSync(path.join(proj, `${id}.jsonl`), main);
    fs.writeFileSync(path.join(proj, id, "subagents", `agent-a${k}.jsonl`), agent);
    total += Buffer.byteLength(main) + Buffer.byteLength(agent);
  }
  return { bytes: total, subagentFiles: sessions };
}

/**
 * The CPU time, user and system, of the children this process has waited for, in clock ticks
 * (fields 16 and 17 of a /proc/PID/stat line; the command name, field 2, may hold spaces and
 * parentheses, so the fields are counted from its last ")").
 */
export function waitedChildrenTicks(stat: string): number {
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(f[13]) + Number(f[14]);
}

/** The CPU ms of a whole process run by `time`, from this process's waited children (Linux; null elsewhere). */
function childCpu(): (() => number) | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  const tick = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
  return () => (waitedChildrenTicks(fs.readFileSync("/proc/self/stat", "utf8")) * 1000) / tick;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Min and median of each pair's ratio. */
const pairRatios = (a: number[], b: number[]) => {
  const r = a.map((x, k) => x / b[k]);
  return { min: Math.min(...r), median: median(r) };
};

/**
 * Median times of the floor and of `fidelity DIR --ndjson`, interleaved, `runs` of each after one of
 * each not counted, and the ratio of each pair (the machine's speed drifts less within a pair): of
 * their wall times, and of their CPU times where the system tells them (a busy machine stretches
 * wall time far more than CPU time).
 */
export function measureFolder(dir: string, runs: number, time: (cmd: string, args: string[]) => number, floorScript: string, cli: string) {
  const cpu = childCpu();
  const run = (args: string[]) => {
    const c0 = cpu?.() ?? 0;
    const wall = time(process.execPath, args);
    return { wall, cpu: cpu ? cpu() - c0 : NaN };
  };
  const floor = () => run([floorScript, dir]);
  const fid = () => run([cli, "fidelity", dir, "--ndjson"]);
  const load = os.loadavg()[0];
  floor();
  fid();
  const f: { wall: number; cpu: number }[] = [];
  const c: { wall: number; cpu: number }[] = [];
  for (let k = 0; k < runs; k++) {
    f.push(floor());
    c.push(fid());
  }
  const wall = pairRatios(
    c.map((x) => x.wall),
    f.map((x) => x.wall),
  );
  return {
    floorMs: median(f.map((x) => x.wall)),
    fidelityMs: median(c.map((x) => x.wall)),
    ratioMin: wall.min,
    ratioMedian: wall.median,
    cpu: cpu
      ? {
          floorMs: median(f.map((x) => x.cpu)),
          fidelityMs: median(c.map((x) => x.cpu)),
          ...pairRatios(
            c.map((x) => x.cpu),
            f.map((x) => x.cpu),
          ),
        }
      : null,
    load,
    loadAfter: os.loadavg()[0],
    // the threads the CLI starts at that load: one a free core (cli/fidelity-pool.ts)
    threads: defaultThreads(Infinity, os.availableParallelism(), load),
  };
}

const ms = (x: number) => `${x.toFixed(0)} ms`;

/**
 * The folder's size. A process pays about a second of CPU warming up (V8 compiling the reader and
 * the simulator; docs/fidelity-folder.md) that the floor, a few lines of code, does not: at 56 MB
 * that second was as large as the floor itself. The full run takes the session count of the
 * folder the issue measured (162 sessions; 480 MB there) at about 1 MB a session, 192 MB with the
 * subagent files, so the figure says what a real folder sees while the part stays near 3 minutes.
 */
const FOLDER = { full: { sessions: 162, bytes: 1024 * 1024 }, quick: { sessions: 60, bytes: 800 * 1024 } };

/** The bench's rows: the folder (fewer sessions with --quick), its floor, and the ratio against the budget. */
export function folderRows(
  tmp: string,
  quick: boolean,
  runs: number,
  time: (cmd: string, args: string[]) => number,
  floorScript: string,
  cli: string,
): { figure: string; value: string; budget?: string; ok?: boolean }[] {
  const dir = path.join(tmp, "projects");
  const { sessions, bytes } = FOLDER[quick ? "quick" : "full"];
  const folder = makeProjectsFolder(dir, sessions, bytes);
  const m = measureFolder(dir, Math.max(3, runs), time, floorScript, cli);
  return [
    {
      figure: `fidelity DIR --ndjson: ${sessions} sessions + ${folder.subagentFiles} subagent files, ${(folder.bytes / 1e6).toFixed(0)} MB, whole process (${m.threads} thread${m.threads === 1 ? "" : "s"} at load average ${m.load.toFixed(1)})`,
      value: ms(m.fidelityMs),
    },
    { figure: "fidelity DIR floor: read and JSON-parse every line, one core", value: ms(m.floorMs) },
    {
      figure: "fidelity DIR ratio / floor, pair by pair: min (median)",
      value: `${m.ratioMin.toFixed(2)} (${m.ratioMedian.toFixed(2)})`,
      budget: "≤ 2",
      ok: m.ratioMedian <= 2,
    },
    ...(m.cpu
      ? [
          {
            figure: "fidelity DIR CPU (user + system) / the floor's, pair by pair: min (median); medians",
            value: `${m.cpu.min.toFixed(2)} (${m.cpu.median.toFixed(2)}); ${ms(m.cpu.fidelityMs)}, ${ms(m.cpu.floorMs)}`,
          },
        ]
      : []),
    { figure: "fidelity DIR load average (1 minute) before, after", value: `${m.load.toFixed(1)}, ${m.loadAfter.toFixed(1)}` },
  ];
}
