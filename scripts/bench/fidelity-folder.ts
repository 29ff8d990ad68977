// The `fidelity DIR` figure: a generated projects folder (sessions, each with a subagent file)
// replayed by the built CLI as a whole process, on its worker threads, against the floor: the
// time to read and JSON-parse every line of the same files on one core (read-floor.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

/** Median times of the floor and of `fidelity DIR --ndjson`, interleaved, `runs` of each after one of each not counted. */
export function measureFolder(
  dir: string,
  runs: number,
  time: (cmd: string, args: string[]) => number,
  floorScript: string,
  cli: string,
): { floorMs: number; fidelityMs: number; threads: number } {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const floor = () => time(process.execPath, [floorScript, dir]);
  const fid = () => time(process.execPath, [cli, "fidelity", dir, "--ndjson"]);
  floor();
  fid();
  const f: number[] = [];
  const c: number[] = [];
  for (let k = 0; k < runs; k++) {
    f.push(floor());
    c.push(fid());
  }
  // the CLI starts one thread a core (cli/fidelity-pool.ts)
  return { floorMs: median(f), fidelityMs: median(c), threads: os.availableParallelism() };
}
