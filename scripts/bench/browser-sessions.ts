// The sessions list in the page (BENCH_ONLY=sessions): a projects folder picked, until every file
// is summarised and listed, against two floors measured in the same run: reading and parsing the
// same files in Node (one thread), and in this browser (a worker of a blank page reading them the
// fastest way measured, decoding and JSON-parsing every line).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { makeProjectsFolder } from "../../test-support/projects-folder";
import { issueFolderOptions } from "./gen";
import {
  add,
  blockedSince,
  busiestRenderer,
  explained,
  median,
  OUT,
  pickedAt,
  PORT,
  QUICK,
  RUNS,
  rendererMainThreads,
  sec,
  WATCH_TASKS,
} from "./page-watch";
import { longTasks, TRACE_CATEGORIES } from "./trace-tasks";

/** The floor in this process: read every file and JSON.parse every line. */
function readAndParse(files: string[]): number {
  const t0 = performance.now();
  for (const f of files)
    for (const line of fs.readFileSync(f, "utf8").split("\n"))
      if (line)
        try {
          JSON.parse(line);
        } catch {
          /* a damaged line costs its parse too */
        }
  return performance.now() - t0;
}

/**
 * The floor in this browser: a worker of a blank page reads every file, decodes it and JSON-parses
 * every line, the fastest way measured here (files read 8 MB at a time as one Blob, four such reads
 * in flight; one file at a time, 2 MB or 1 MB groups and eight in flight were all slower, and in
 * Chromium the reads alone cost about the whole Node floor). The clock starts when the worker has
 * the files: handing them over is left out of this floor, though the page's list pays it.
 */
const FLOOR_WORKER = `onmessage = async (e) => {
  const files = e.data, t0 = performance.now(), GROUP = 8 << 20;
  let q = 0;
  const next = () => {
    if (q >= files.length) return null;
    const g = []; let size = 0;
    while (q < files.length && g.length < 50 && size + files[q].size <= GROUP) { size += files[q].size; g.push(files[q++]); }
    if (!g.length) g.push(files[q++]);
    return { g, read: new Blob(g).arrayBuffer() };
  };
  const ahead = [];
  for (let x; ahead.length < 4 && (x = next()); ) ahead.push(x);
  while (ahead.length) {
    const { g, read } = ahead.shift();
    const all = new Uint8Array(await read);
    for (let x; ahead.length < 4 && (x = next()); ) ahead.push(x);
    let at = 0;
    for (const f of g) {
      const text = new TextDecoder().decode(all.subarray(at, at + f.size));
      at += f.size;
      for (const line of text.split("\\n")) if (line) try { JSON.parse(line); } catch {}
    }
  }
  postMessage(performance.now() - t0);
};`;

async function readAndParseInBrowser(browser: Browser, dir: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setContent("<input type=file webkitdirectory id=floor>");
    await page.locator("#floor").setInputFiles(dir);
    return (await page.evaluate(
      (src) =>
        new Promise((resolve) => {
          const w = new Worker(URL.createObjectURL(new Blob([src])));
          w.onmessage = (e) => resolve(e.data);
          w.postMessage([...(document.getElementById("floor") as HTMLInputElement).files!]);
        }),
      FLOOR_WORKER,
    )) as number;
  } finally {
    await page.close();
  }
}

/** The name of the built chunk whose text holds `marker` (a worker's script is named by its hash). */
function builtChunkHolding(marker: string): string {
  const dir = path.join(OUT, "_next/static/chunks");
  const found = fs.readdirSync(dir).find((f) => f.endsWith(".js") && fs.readFileSync(path.join(dir, f), "utf8").includes(marker));
  if (!found) throw new Error(`no built chunk holds "${marker}": build first`);
  return found;
}

/**
 * A CPU profile of the page's dedicated worker whose script URL holds `name` (BENCH_PROFILE): the
 * page's session auto-attaches to its workers (not flattened, so the public CDP session can talk
 * to them through Target.sendMessageToTarget) and starts the profiler in the one named as soon as
 * it is attached, whether it already ran or starts later.
 */
async function profileWorker(cdp: import("playwright-core").CDPSession, name: string) {
  let nextId = 1;
  const answers = new Map<number, (m: { result?: { profile?: unknown } }) => void>();
  let target: string | null = null;
  const call = (sessionId: string, method: string) =>
    new Promise<{ result?: { profile?: unknown } }>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      void cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params: {} }) });
    });
  let started: Promise<unknown> = Promise.resolve();
  cdp.on("Target.attachedToTarget", (e) => {
    if (target || e.targetInfo.type !== "worker" || !e.targetInfo.url.includes(name)) return;
    target = e.sessionId;
    started = call(e.sessionId, "Profiler.enable").then(() => call(e.sessionId, "Profiler.start"));
  });
  cdp.on("Target.receivedMessageFromTarget", (e) => {
    const m = JSON.parse(e.message) as { id?: number; result?: { profile?: unknown } };
    if (m.id !== undefined) answers.get(m.id)?.(m);
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return {
    stop: async () => {
      if (!target) return null;
      await started;
      return (await call(target, "Profiler.stop")).result?.profile ?? null;
    },
  };
}

/** Sessions list: a generated projects folder picked, until every file is summarised and listed. */
/** Every .jsonl file under a folder. */
function jsonlUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => path.join(dir, f));
}

/**
 * A generated projects folder, or the one BENCH_SESSIONS_DIR names (measured as it is, never
 * changed; only counts and times are printed).
 */
function projectsFolder(): { dir: string; files: string[]; what: string; own: boolean } {
  const given = process.env.BENCH_SESSIONS_DIR;
  if (given) {
    const files = jsonlUnder(given);
    return { dir: given, files, what: `sessions list of the folder given (${files.length} files, `, own: false };
  }
  // the issue's size, the folder the Node figures read (gen.ts)
  const folder = makeProjectsFolder(issueFolderOptions(QUICK));
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cl-bench-projects-")), "projects");
  const files = folder.files.map((f) => {
    const p = path.join(dir, f.path);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, f.text);
    return p;
  });
  const what = `sessions list of ${folder.sessions.length} sessions + ${files.length - folder.sessions.length} subagent files (`;
  return { dir, files, what, own: true };
}

type Way = "input" | "handle";

/**
 * The list's watch in the page: one timer every 100 ms samples the page's JS heap (its peak,
 * Chromium's performance.memory) and looks for the list complete (data-done), then tells the bench
 * through an exposed binding, so nothing polls the page from outside (a DevTools evaluate arriving
 * while a task runs is run inside that task). Each run of the timer is stamped in window.__own
 * (WATCH_TASKS), so a long task of the bench's own is told apart from the app's.
 */
const WATCH_LIST = `(() => { window.__heapPeak = 0; const id = setInterval(() => { const t = performance.now(); window.__own.push(t); window.__heapPeak = Math.max(window.__heapPeak, performance.memory.usedJSHeapSize); if (document.querySelector('[data-testid="sessions-progress"]')?.getAttribute("data-done") === "true") { clearInterval(id); window.__listDone(t); } }, 100); })()`;

/** When the page says the list is complete (WATCH_LIST), or a timeout's rejection. */
async function listDone(page: import("playwright-core").Page): Promise<number> {
  let done!: (t: number) => void;
  const at = new Promise<number>((r) => (done = r));
  await page.exposeFunction("__listDone", (t: number) => done(t));
  const wait = Number(process.env.BENCH_WAIT ?? 600_000);
  return Promise.race([at, new Promise<number>((_, no) => setTimeout(() => no(new Error(`Timeout ${wait}ms exceeded.`)), wait).unref())]);
}

/** One listing in a fresh context: the folder picked through the file input, or as a handle (Chromium's own way). */
async function listOnce(browser: Browser, dir: string, what: string, way: Way, profile?: string, trace?: string) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.locator('[data-testid="open-folder-input"][webkitdirectory]').waitFor({ state: "attached" });
  // the default example settled (its chart drawn, nothing loading), as a user's pick would come
  await page.getByTestId("timeline-chart").waitFor({ timeout: 60_000 });
  await page.getByTestId("progress-label").waitFor({ state: "detached" });
  await page.waitForTimeout(500);
  await page.evaluate(WATCH_TASKS);
  const doneAt = listDone(page);
  // BENCH_PROFILE=DIR: a CPU profile of the page's main thread while it lists (open it in DevTools)
  const cdp = profile ? await ctx.newCDPSession(page) : null;
  if (cdp) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.start"));
  const worker = cdp ? await profileWorker(cdp, builtChunkHolding("The kept sessions list could not be read")) : null;
  // BENCH_TRACE=DIR: a DevTools trace of the page while it lists, and what its long tasks held (slowed by the tracing)
  if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  // as a handle: the folder on disk dropped on the page through the DevTools protocol, so Chromium
  // gives its real handle (getAsFileSystemHandle), walked and read as Open folder's would be
  const drag = way === "handle" ? (cdp ?? (await ctx.newCDPSession(page))) : null;
  const t0 = (await page.evaluate("performance.now()")) as number;
  await page.evaluate(WATCH_LIST);
  const cpu0 = rendererMainThreads();
  if (drag)
    for (const type of ["dragEnter", "dragOver", "drop"] as const)
      await drag.send("Input.dispatchDragEvent", { type, x: 720, y: 450, data: { items: [], files: [dir], dragOperationsMask: 1 } });
  else await page.getByTestId("open-folder-input").setInputFiles(dir);
  const done = await explained(page, what, doneAt);
  const thread = busiestRenderer(cpu0, rendererMainThreads());
  // the file input's first event when picked through it (setInputFiles builds the files before it), the drop when dropped
  const picked = await pickedAt(page, t0);
  if (cdp) {
    const { profile: p } = await cdp.send("Profiler.stop");
    fs.mkdirSync(profile!, { recursive: true });
    fs.writeFileSync(path.join(profile!, `sessions-page-${way}.cpuprofile`), JSON.stringify(p));
    const w = await worker!.stop();
    if (w) fs.writeFileSync(path.join(profile!, `sessions-worker-${way}.cpuprofile`), JSON.stringify(w));
  }
  if (trace) {
    const buf = await browser.stopTracing();
    fs.mkdirSync(trace, { recursive: true });
    fs.writeFileSync(path.join(trace, `sessions-${way}.trace.json`), buf);
    for (const t of longTasks(JSON.parse(buf.toString())).slice(0, 12))
      process.stderr.write(`    long task ${t.ms.toFixed(0)} ms: ${t.parts.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(", ")}\n`);
  }
  // before session 19 the handle way's clock started before the drag (the input's at its change event)
  const blocked = await blockedSince(page, picked.at, way === "handle" ? t0 : picked.at);
  const run = {
    ms: done - picked.at,
    blocked,
    heap: (await page.evaluate("window.__heapPeak")) as number,
    thread,
  };
  process.stderr.write(
    `    ${way}: ${sec(run.ms)}, blocked ${blocked.app.toFixed(0)} ms (${blocked.appTasks} over 50 ms), the bench's own ${blocked.own.toFixed(0)} ms, as measured before ${blocked.any.toFixed(0)} ms` +
      (thread ? `; the page's main thread on a core ${sec(thread.run)}, waiting for one ${sec(thread.wait)}` : "") +
      "\n",
  );
  await ctx.close();
  return run;
}

const WAYS: Record<Way, string> = {
  input: "picked through the file input",
  handle: "dropped, as a folder handle (the walk and reads of Chromium's Open folder)",
};

export async function sessionsList(browser: Browser) {
  const { dir, files, what: start, own } = projectsFolder();
  const bytes = files.reduce((a, f) => a + fs.statSync(f).size, 0);
  const what = `${start}${(bytes / 1e6).toFixed(0)} MB)`;
  const runsOf: Record<Way, Awaited<ReturnType<typeof listOnce>>[]> = { input: [], handle: [] };
  const floors: { node: number; page: number }[] = [];
  const profile = process.env.BENCH_PROFILE;
  const trace = process.env.BENCH_TRACE;
  // the two ways and the floors interleaved, so a busy stretch of the machine falls on each alike
  for (let k = 0; k < RUNS; k++) {
    for (const way of ["input", "handle"] as const)
      runsOf[way].push(await listOnce(browser, dir, what, way, k === 0 ? profile : undefined, k === 0 ? trace : undefined));
    floors.push({ node: readAndParse(files), page: await readAndParseInBrowser(browser, dir) });
  }
  const floor = median(floors.map((f) => f.node));
  const pageFloor = median(floors.map((f) => f.page));
  add(
    { figure: `${what}: the floor, read + JSON.parse every line in Node, one thread`, value: sec(floor) },
    { figure: `${what}: the floor in this browser, read + decode + JSON.parse every line in a worker`, value: sec(pageFloor) },
  );
  for (const way of ["input", "handle"] as const) {
    const rs = runsOf[way];
    const mid = [...rs].sort((a, b) => a.ms - b.ms)[Math.floor(rs.length / 2)];
    const blocked = Math.max(...rs.map((r) => r.blocked.app));
    const heap = Math.max(...rs.map((r) => r.heap));
    const w = `${what}, ${WAYS[way]}`;
    add(
      { figure: `${w}: folder pick to the list complete`, value: sec(mid.ms) },
      { figure: `${w}: list complete / Node floor`, value: (mid.ms / floor).toFixed(2), budget: "≤ 2", ok: mid.ms / floor <= 2 },
      {
        figure: `${w}: list complete / the floor in this browser`,
        value: (mid.ms / pageFloor).toFixed(2),
        budget: "≤ 2",
        ok: mid.ms / pageFloor <= 2,
      },
      { figure: `${w}: page blocked at most, while listing`, value: `${Math.round(blocked)} ms`, budget: "≤ 100 ms", ok: blocked <= 100 },
      { figure: `${w}: tasks over 50 ms while listing (median run)`, value: String(mid.blocked.appTasks) },
      {
        figure: `${w}: the page's main thread on a core / waiting for one, while listing (median run)`,
        value: mid.thread ? `${sec(mid.thread.run)} / ${sec(mid.thread.wait)}` : "not measured (no /proc schedstat)",
      },
      {
        figure: `${w}: the bench's own watch, its longest task while listing (not counted above)`,
        value: `${Math.round(Math.max(...rs.map((r) => r.blocked.own)))} ms`,
      },
      {
        figure: `${w}: page blocked at most as measured before session 19 (the bench's own tasks in; a drop from before the drag)`,
        value: `${Math.round(Math.max(...rs.map((r) => r.blocked.any)))} ms`,
      },
    );
    // (the summaries it holds: the Node rows' "summaries kept"; the worker holds four read groups, 32 MB at most)
    add({
      figure: `${w}: the page's peak JS heap while listing`,
      value: `${(heap / 1e6).toFixed(0)} MB (${((heap / bytes) * 100).toFixed(1)}% of the files)`,
    });
  }
  if (own) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
}
