// A timestamp is the same instant on every machine: one without a time zone is read as UTC, not as
// the local time of wherever the engine runs. Expectations are Date.UTC of the written fields.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { hasZone, instant } from "./instant";

describe("reading a timestamp", () => {
  it("reads ISO date-times without a zone as UTC, with a T or a space, and nanoseconds cut to milliseconds", () => {
    expect(instant("2026-01-01T09:30:00")).toBe(Date.UTC(2026, 0, 1, 9, 30, 0));
    expect(instant("2026-01-01 09:30")).toBe(Date.UTC(2026, 0, 1, 9, 30));
    expect(instant("2026-01-01T09:30:00.123456789")).toBe(Date.UTC(2026, 0, 1, 9, 30, 0, 123));
  });

  it("reads a named zone as written", () => {
    expect(instant("2026-01-01T09:30:00Z")).toBe(Date.UTC(2026, 0, 1, 9, 30));
    expect(instant("2026-01-01T09:30:00+09:00")).toBe(Date.UTC(2026, 0, 1, 0, 30));
    expect(instant("Thu, 01 Jan 2026 09:30:00 GMT")).toBe(Date.UTC(2026, 0, 1, 9, 30));
    expect(instant("2026-01-01")).toBe(Date.UTC(2026, 0, 1));
  });

  it("reads no other form without a zone, which only the machine's clock could place", () => {
    expect(instant("January 1, 2026 09:30")).toBeNaN();
    expect(instant("1767225604")).toBeNaN();
    expect(instant(undefined)).toBeNaN();
    expect(hasZone("2026-01-01T09:30:00")).toBe(false);
    expect(hasZone("2026-01-01T09:30:00.000Z")).toBe(true);
  });

  it("says once that a session's timestamps name no zone, and keeps them as UTC", () => {
    const line = (uuid: string, ts: string) =>
      JSON.stringify({ type: "user", uuid, sessionId: "s", timestamp: ts, message: { role: "user", content: uuid } });
    const s = ingest([line("u1", "2026-01-01 09:00:00"), line("u2", "2026-01-01 09:10:00")].join("\n"), "s.jsonl");
    expect(s.warnings.filter((w) => /names no time zone/.test(w.message))).toEqual([
      { line: 1, message: '"timestamp" "2026-01-01 09:00:00" names no time zone; such timestamps are read as UTC' },
    ]);
    expect(s.events.map((e) => instant(e.timestamp))).toEqual([Date.UTC(2026, 0, 1, 9), Date.UTC(2026, 0, 1, 9, 10)]);
  });
});
