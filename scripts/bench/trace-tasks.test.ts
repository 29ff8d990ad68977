import { describe, expect, it } from "vitest";
import { longTasks } from "./trace-tasks";

const MAIN = { name: "thread_name", ph: "M", pid: 1, tid: 7, ts: 0, args: { name: "CrRendererMain" } };
const OTHER = { name: "thread_name", ph: "M", pid: 1, tid: 8, ts: 0, args: { name: "DedicatedWorker thread" } };
const x = (name: string, ts: number, ms: number, tid = 7, data?: object) => ({
  name,
  ph: "X",
  pid: 1,
  tid,
  ts: ts * 1000,
  dur: ms * 1000,
  args: data ? { data } : {},
});

describe("longTasks", () => {
  it("keeps the main thread's tasks over 50 ms, each with the self time of what it held", () => {
    const trace = [
      MAIN,
      OTHER,
      // 80 ms: a 20 ms layout holding 5 ms of style, a 35 ms script; 25 ms the task's own
      x("RunTask", 100, 80),
      x("Layout", 100, 20),
      x("UpdateLayoutTree", 105, 5),
      x("FunctionCall", 130, 35, 7, { url: "http://x/_next/static/chunks/app.js" }),
      // under 50 ms: not a long task
      x("RunTask", 300, 30),
      // a worker's task is not the page's
      x("RunTask", 400, 200, 8),
      // 60 ms, all an event's handler
      x("RunTask", 700, 60),
      x("EventDispatch", 700, 60, 7, { type: "drop" }),
    ];
    expect(longTasks(trace)).toEqual([
      {
        at: 100,
        ms: 80,
        parts: [
          ["script app.js", 35],
          ["RunTask", 25],
          ["Layout", 15],
          ["UpdateLayoutTree", 5],
        ],
      },
      {
        at: 700,
        ms: 60,
        parts: [
          ["event drop", 60],
          ["RunTask", 0],
        ],
      },
    ]);
  });
});
