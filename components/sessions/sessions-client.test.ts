import { afterEach, describe, expect, it, vi } from "vitest";
import { listFolder, listsSessions } from "./sessions-client";
import { useSessions } from "./store";
import { summarizeText } from "@/lib/sessions/read";

const f = (name: string) => new File(["{}"], name);

describe("which picks go to the sessions list", () => {
  it("a session with its own subagent files opens in the inspector", () => {
    expect(listsSessions([f("s1.jsonl"), f("agent-a1.jsonl"), f("agent-a2.jsonl")])).toBe(false);
    expect(listsSessions([f("s1.jsonl")])).toBe(false);
  });
  it("two sessions, or any folder holding a .jsonl, are listed", () => {
    expect(listsSessions([f("s1.jsonl"), f("s2.jsonl"), f("agent-a1.jsonl")])).toBe(true);
    expect(listsSessions([f("s1.jsonl")], ["p/-home-x/s1.jsonl"])).toBe(true);
    expect(listsSessions([f("notes.txt")], ["p/notes.txt"])).toBe(false);
  });
});

describe("a new pick while the list before is still read", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("takes nothing the run before sends once the new list is on screen", async () => {
    const posted: { type: string; run: number }[] = [];
    let page: ((e: { data: unknown }) => void) | null = null;
    vi.stubGlobal(
      "Worker",
      class {
        set onmessage(f: (e: { data: unknown }) => void) {
          page = f;
        }
        onerror = null;
        postMessage(m: { type: string; run: number }) {
          posted.push(m);
        }
      },
    );
    await listFolder([f("a.jsonl"), f("b.jsonl")], ["old/a.jsonl", "old/b.jsonl"]);
    const oldRun = posted.find((m) => m.type === "begin")!.run;
    const next = listFolder([f("c.jsonl"), f("d.jsonl")], ["new/c.jsonl", "new/d.jsonl"]);
    // the new list is on screen after its first turn; the run before answers before the second
    await new Promise((r) => setTimeout(r, 0));
    expect(useSessions.getState().label).toBe("new");
    const late = summarizeText('{"type":"user"}', "old/a.jsonl");
    page!({ data: { type: "summaries", run: oldRun, summaries: [late], stamps: [null], failed: [], bytesRead: 2, bytes: 4 } });
    page!({ data: { type: "done", run: oldRun, ms: 7 } });
    await next;
    // by hand: the new list has read nothing yet, and is not done
    expect(useSessions.getState().summaries).toEqual([]);
    expect(useSessions.getState().progress).toMatchObject({ files: 2, read: 0, ms: null });
  });
});
