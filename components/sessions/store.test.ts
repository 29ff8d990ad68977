import { afterEach, describe, expect, it, vi } from "vitest";
import { makeProjectsFolder } from "@/test-support/projects-folder";
import { summarizeText } from "@/lib/sessions/read";
import { addSummaries, finished, resetList, useSessions } from "./store";

const folder = makeProjectsFolder({ sessionsPerProject: 2 });
const summaries = folder.files.map((f) => summarizeText(f.text, f.path));
const sessions = summaries.filter((s) => !s.subagent);

afterEach(() => vi.useRealTimers());

describe("the list takes batches in together, on a timer", () => {
  it("holds the batches that come before the next take and takes them in with one update", () => {
    vi.useFakeTimers();
    resetList("projects", summaries.length, 0);
    const updates = vi.fn();
    const stop = useSessions.subscribe(updates);
    addSummaries(summaries.slice(0, 3), [], [], 100, 1000);
    addSummaries(summaries.slice(3), [], [{ path: "p/bad.jsonl", message: "not JSON" }], 900, 1000);
    // nothing drawn yet: the take comes on a timer
    expect(updates).not.toHaveBeenCalled();
    expect(useSessions.getState().summaries).toEqual([]);
    vi.runAllTimers();
    stop();
    expect(updates).toHaveBeenCalledTimes(1);
    const st = useSessions.getState();
    expect(st.summaries).toEqual(summaries);
    expect(st.grouped.sessions.map((e) => e.main.path)).toEqual(sessions.map((s) => s.path));
    // every summary and the failed file read; the bytes as the last batch said
    expect(st.progress).toMatchObject({ files: summaries.length, read: summaries.length + 1, bytesRead: 900, bytes: 1000 });
    expect(st.failed).toEqual([{ path: "p/bad.jsonl", message: "not JSON" }]);
  });

  it("takes in what is held before saying the list is complete", () => {
    vi.useFakeTimers();
    resetList("projects", summaries.length, 0);
    addSummaries(summaries, [], [], 1000, 1000);
    finished(42);
    const st = useSessions.getState();
    expect(st.summaries).toHaveLength(summaries.length);
    expect(st.progress).toMatchObject({ read: summaries.length, ms: 42 });
  });

  it("drops what is held for the list before when a new one begins", () => {
    vi.useFakeTimers();
    resetList("old", 1, 0);
    addSummaries(summaries.slice(0, 1), [], [], 10, 10);
    resetList("new", 2, 0);
    vi.runAllTimers();
    expect(useSessions.getState().summaries).toEqual([]);
    expect(useSessions.getState().label).toBe("new");
  });
});
