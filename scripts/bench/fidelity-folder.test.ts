import { describe, expect, it } from "vitest";
import { waitedChildrenTicks } from "./fidelity-folder";

describe("waitedChildrenTicks (/proc/PID/stat)", () => {
  it("sums cutime and cstime, fields 16 and 17, counted after the command name", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    expect(waitedChildrenTicks("4242 (node) S 1 4242 4242 0 -1 4194304 900 50 0 0 11 12 345 67 20 0 1 0 99")).toBe(412);
  });

  it("is not misled by spaces and parentheses in the command name", () => {
    expect(waitedChildrenTicks("7 (a) b (c) R 1 7 7 0 -1 0 0 0 0 0 3 4 5 6 20 0 1 0 99")).toBe(11);
  });
});
