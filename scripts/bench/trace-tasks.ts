// What the page's long tasks held, from a DevTools trace (BENCH_TRACE in browser-sessions.ts): each
// task of the renderer's main thread over 50 ms, with the time spent in each kind of work inside it
// (its self time: layout, paint, garbage collection, a script by its file, an event by its type).
// `npx tsx scripts/bench/trace-tasks.ts FILE` prints a saved trace's.
import fs from "node:fs";

/** The trace categories the summary reads: the tasks, what DevTools' timeline shows inside them, and script runs. */
export const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

export interface LongTask {
  /** from the trace's clock, in ms */
  at: number;
  ms: number;
  /** the kinds of work inside it, by self time, longest first (ms) */
  parts: [string, number][];
}

/** What a piece of a task is called in the summary: a script by its file, an event by its type. */
function kindOf(e: TraceEvent): string {
  const d = e.args?.data;
  if (e.name === "FunctionCall" || e.name === "EvaluateScript")
    return `script ${(d?.url ?? "").split("/").pop() || d?.functionName || "?"}`;
  if (e.name === "EventDispatch") return `event ${d?.type ?? "?"}`;
  return e.name;
}

/** The renderer main threads' tasks over `over` ms, longest first, each with its parts. */
export function longTasks(trace: { traceEvents: TraceEvent[] } | TraceEvent[], over = 50): LongTask[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (e.ph !== "X" || !main.has(k) || e.dur === undefined) continue;
    const list = byThread.get(k);
    if (list) list.push(e);
    else byThread.set(k, [e]);
  }
  const out: LongTask[] = [];
  for (const list of byThread.values()) {
    // outer events first where two start together, so nesting is read off a stack
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    for (let i = 0; i < list.length; i++) {
      const task = list[i];
      if (task.name !== "RunTask" || task.dur! < over * 1000) continue;
      const end = task.ts + task.dur!;
      const self = new Map<string, number>();
      const stack: { e: TraceEvent; child: number }[] = [{ e: task, child: 0 }];
      const close = (upTo: number) => {
        while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur! <= upTo) {
          const { e, child } = stack.pop()!;
          self.set(kindOf(e), (self.get(kindOf(e)) ?? 0) + (e.dur! - child) / 1000);
          if (stack.length) stack[stack.length - 1].child += e.dur!;
        }
      };
      let j = i + 1;
      for (; j < list.length && list[j].ts < end; j++) {
        close(list[j].ts);
        stack.push({ e: list[j], child: 0 });
      }
      close(Infinity);
      i = j - 1;
      out.push({ at: task.ts / 1000, ms: task.dur! / 1000, parts: [...self].sort((a, b) => b[1] - a[1]).slice(0, 6) });
    }
  }
  return out.sort((a, b) => b.ms - a.ms);
}

if (process.argv[1]?.endsWith("trace-tasks.ts"))
  for (const t of longTasks(JSON.parse(fs.readFileSync(process.argv[2], "utf8"))))
    console.log(`${t.ms.toFixed(0)} ms at ${t.at.toFixed(0)}: ${t.parts.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(", ")}`);
