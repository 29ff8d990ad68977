import { describe, expect, it } from "vitest";
import type { ParseIssue } from "../model";
import { eventTime, httpStatus, MAX_WAIT_MINUTES, tokenField, unreadableEvent, waitMinutes } from "./scenario-fields";
import { parseScenario, SCENARIO_FORMAT } from "./scenario";

describe("scenario fields", () => {
  it("reads a token count whole, rounds a fraction without a note, and ignores anything else with one", () => {
    const warnings: ParseIssue[] = [];
    expect(tokenField(12, "events[0]", 1, warnings)).toBe(12);
    expect(tokenField(2.6, "events[0]", 1, warnings)).toBe(3);
    expect(tokenField(undefined, "events[0]", 1, warnings)).toBeUndefined();
    expect(tokenField(null, "events[0]", 1, warnings)).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(tokenField(-1, "events[2]", 3, warnings)).toBeUndefined();
    expect(warnings).toEqual([{ line: 3, message: "events[2]: token count -1 is not a whole number from 0 to 1e9; ignored" }]);
  });

  it("reads a wait from 0 to a year of minutes, anything else as 0 with a note", () => {
    const warnings: ParseIssue[] = [];
    expect(waitMinutes(75, "events[1]", 2, warnings)).toBe(75);
    expect(waitMinutes(MAX_WAIT_MINUTES, "events[1]", 2, warnings)).toBe(525_600);
    expect(warnings).toEqual([]);
    expect(waitMinutes(MAX_WAIT_MINUTES + 1, "events[1]", 2, warnings)).toBe(0);
    expect(waitMinutes("5", "events[1]", 2, warnings)).toBe(0);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toEqual({ line: 2, message: 'events[1]: wait needs "minutes" (a number from 0 to 525600, a year); read as 0' });
  });

  it("reads an api-error's status from 100 to 599, 413 when absent or out of range", () => {
    const warnings: ParseIssue[] = [];
    expect(httpStatus(undefined, "events[0]", 1, warnings)).toBe(413);
    expect(httpStatus(429, "events[0]", 1, warnings)).toBe(429);
    expect(warnings).toEqual([]);
    expect(httpStatus(42, "events[0]", 1, warnings)).toBe(413);
    expect(warnings).toEqual([{ line: 1, message: 'events[0]: "status" is 42, not a number from 100 to 599; ignored' }]);
  });

  it("says why an event cannot be read at all", () => {
    expect(unreadableEvent([], 0)).toBe("events[0] is not an object; ignored");
    expect(unreadableEvent({ type: 5 }, 4)).toBe('events[4]: "type" is 5 where text was expected; ignored');
    expect(unreadableEvent({ type: "user" }, 0)).toBeUndefined();
    expect(unreadableEvent({}, 0)).toBeUndefined();
  });

  it("reads an `at` only when it is a date", () => {
    expect(eventTime("2026-01-01T00:01:00Z")).toBe(Date.UTC(2026, 0, 1, 0, 1));
    expect(eventTime("soon")).toBeUndefined();
    expect(eventTime(5)).toBeUndefined();
  });
});

describe("scenario events", () => {
  const read = (events: unknown[]) => parseScenario({ format: SCENARIO_FORMAT, version: 1, events }, "t.json", 0);

  it("moves the clock 30 s per event from 2026-01-01, and by a wait's own minutes", () => {
    const s = read([
      { type: "user", text: "a" },
      { type: "wait", minutes: 2 },
      { type: "user", text: "b" },
    ]);
    expect(s.events.map((e) => e.timestamp)).toEqual(["2026-01-01T00:00:00.000Z", "2026-01-01T00:02:00.000Z", "2026-01-01T00:02:30.000Z"]);
  });

  it("keeps a type named like an object's own property as an unknown event", () => {
    const s = read([{ type: "constructor" }, { type: "__proto__" }]);
    expect(s.events.map((e) => e.kind)).toEqual(["unknown", "unknown"]);
    expect(Object.entries(s.unknownTypes)).toEqual([
      ["constructor", 1],
      ["__proto__", 1],
    ]);
  });

  it("writes a skill event as Claude Code does: the call, its launch result, the body from the skills list", () => {
    const s = parseScenario(
      {
        format: SCENARIO_FORMAT,
        version: 1,
        skills: [{ name: "pdf", body: "# PDF", tokens: 60 }],
        events: [{ type: "skill", name: "pdf" }],
      },
      "t.json",
      0,
    );
    expect(s.events.map((e) => e.kind)).toEqual(["assistant", "tool-result", "skill-body"]);
    expect(s.events[2].blocks[0]).toMatchObject({ type: "text", tokens: 60 });
  });
});
