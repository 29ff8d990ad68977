import { describe, expect, it } from "vitest";
import { chooseParts } from "./parts";

describe("chooseParts (BENCH_ONLY)", () => {
  it("runs every part, browser included, when BENCH_ONLY is unset", () => {
    const c = chooseParts(undefined);
    expect(["ingest", "fidelity", "memory", "page", "sessions"].every((p) => c.runs(p as never))).toBe(true);
    expect(c.browser).toBe(true);
  });

  it("runs only the Node parts named, and no browser when none of its parts is named", () => {
    const c = chooseParts("fidelity, cli");
    expect(c.runs("fidelity")).toBe(true);
    expect(c.runs("cli")).toBe(true);
    expect(c.runs("ingest")).toBe(false);
    expect(c.runs("routing")).toBe(false);
    expect(c.browser).toBe(false);
  });

  it("starts the browser for a browser part, and sessions names the list in Node and in the page", () => {
    expect(chooseParts("scrub").browser).toBe(true);
    expect(chooseParts("scrub").runs("ingest")).toBe(false);
    const s = chooseParts("sessions");
    expect(s.runs("sessions")).toBe(true);
    expect(s.browser).toBe(true);
  });

  it("names an unknown part and the parts there are", () => {
    expect(() => chooseParts("fidelity,fidelty")).toThrow('BENCH_ONLY: "fidelty" is no part of the bench; the parts are ingest, cli,');
    expect(() => chooseParts(" , ")).toThrow("BENCH_ONLY names no part");
  });
});
