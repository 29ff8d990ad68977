// Child of the benchmark: summarising a folder of sessions for the sessions list (lib/sessions,
// what the page's sessions worker runs file by file) against the floor, reading every file and
// JSON-parsing every line of it, on one core. Prints JSON rows. With --dir DIR... it measures
// those folders once instead and prints counts and times only (never a word of the files):
// `npx tsx scripts/bench/sessions.ts --dir ~/.claude/projects`. --flattened: the folders hold
// files whose names are their paths with "/" written as "__" (how a copied set may store them).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SummaryReader } from "../../lib/sessions/read";
import { groupSessions } from "../../lib/sessions/group";
import type { SessionSummary } from "../../lib/sessions/summary";
import { makeProjectsFolder } from "../../test-support/projects-folder";
import { issueFolderOptions } from "./gen";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUICK = !!process.env.BENCH_QUICK;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: { figure: string; value: string; budget?: string; ok?: boolean }[] = [];
const add = (...xs: typeof rows) => {
  for (const r of xs) process.stderr.write(`  ${r.figure}: ${r.value}${r.budget ? ` (${r.budget} ${r.ok ? "met" : "NOT MET"})` : ""}\n`);
  rows.push(...xs);
};
const PIECE = 1 << 20;

interface FileRef {
  /** the file on disk */
  file: string;
  /** its path in the folder, as the page would see it */
  path: string;
}

/** The floor: read the file and JSON.parse every line, nothing kept. */
function floor(files: FileRef[]): number {
  let lines = 0;
  for (const f of files) {
    const text = fs.readFileSync(f.file, "utf8");
    for (let start = 0; start < text.length;) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      if (end > start) {
        try {
          JSON.parse(text.slice(start, end));
          lines++;
        } catch {
          /* a damaged line costs its parse too */
        }
      }
      start = end + 1;
    }
  }
  return lines;
}

/** Ours: the same reads, each file summarised in 1 MB pieces and dropped; the summaries kept. */
function summarise(files: FileRef[]): SessionSummary[] {
  const out: SessionSummary[] = [];
  for (const f of files) {
    const text = fs.readFileSync(f.file, "utf8");
    const r = new SummaryReader(f.path, fs.statSync(f.file).size);
    for (let i = 0; i < text.length; i += PIECE) r.push(text.slice(i, i + PIECE));
    out.push(r.end());
  }
  return out;
}

function measure(files: FileRef[], runs: number) {
  const f: number[] = [];
  const o: number[] = [];
  let summaries: SessionSummary[] = [];
  // interleaved, so that the page cache, JIT warm-up and a busy neighbour fall on both alike
  for (let k = 0; k < runs; k++) {
    let t = performance.now();
    floor(files);
    f.push(performance.now() - t);
    t = performance.now();
    summaries = summarise(files);
    o.push(performance.now() - t);
  }
  return { floor: median(f), ours: median(o), summaries };
}

function walk(dir: string, flattened: boolean): FileRef[] {
  const out: FileRef[] = [];
  const visit = (d: string, rel: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(p, r);
      else if (/\.jsonl$/i.test(e.name))
        out.push({
          file: p,
          path: flattened
            ? r
                .split("/")
                .map((x) => x.replace(/__/g, "/"))
                .join("/")
            : r,
        });
    }
  };
  visit(dir, path.basename(dir));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

function report(label: string, files: FileRef[], runs: number) {
  const bytes = files.reduce((a, f) => a + fs.statSync(f.file).size, 0);
  const load = os.loadavg()[0];
  const m = measure(files, runs);
  const g = groupSessions(m.summaries);
  const kept = JSON.stringify(m.summaries).length;
  const ratio = m.ours / m.floor;
  add(
    {
      figure: `sessions list, ${label}: ${files.length} files, ${mb(bytes)}: read + JSON.parse every line (floor)`,
      value: `${m.floor.toFixed(0)} ms`,
    },
    { figure: `sessions list, ${label}: summarised (ours)`, value: `${m.ours.toFixed(0)} ms` },
    { figure: `sessions list, ${label}: ours / floor`, value: ratio.toFixed(2), budget: "≤ 2", ok: ratio <= 2 },
    {
      figure: `sessions list, ${label}: sessions, subagent files placed, unplaced; summaries kept`,
      value: `${g.sessions.length}, ${g.sessions.reduce((a, e) => a + e.subagents.length, 0)}, ${g.orphans.length}; ${mb(kept)} (${((kept / bytes) * 100).toFixed(2)}% of the files)`,
    },
    // timings on a shared machine say as much about its load as about the code
    {
      figure: `sessions list, ${label}: load average (1 minute) before, after`,
      value: `${load.toFixed(1)}, ${os.loadavg()[0].toFixed(1)}`,
    },
  );
}

const dirArg = process.argv.indexOf("--dir");
if (dirArg !== -1) {
  const flattened = process.argv.includes("--flattened");
  const dirs = process.argv.slice(dirArg + 1).filter((a) => !a.startsWith("--"));
  const files = dirs.flatMap((d) => walk(path.resolve(d), flattened));
  report(`${dirs.length} folder${dirs.length === 1 ? "" : "s"} given`, files, Math.max(1, Number(process.env.BENCH_RUNS ?? 1)));
} else {
  // the page's folder (browser.ts), at the issue's size: 2,001 sessions with subagents, 1 GB
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cl-sessions-"));
  const folder = makeProjectsFolder(issueFolderOptions(QUICK));
  const files: FileRef[] = folder.files.map((f) => {
    const file = path.join(tmp, f.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, f.text);
    return { file, path: f.path };
  });
  folder.files.length = 0; // the texts are on disk: 1 GB of strings need not stay in the heap
  try {
    report("generated folder", files, RUNS);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
process.stdout.write(JSON.stringify(rows));
