// The sessions worker's runs and walks, in order: the worker itself, driven by its messages, with
// the browser's reads held until the test lets them go (no timing: each step waits on a message).
import { beforeAll, describe, expect, it } from "vitest";

type Posted = { type: string; run?: number; walk?: number; summaries?: { path: string }[]; paths?: string[]; error?: string };
const posted: Posted[] = [];
let send: (m: unknown) => void;

/** Blob reads wait until released, so a new run can begin while a group of the last is read. */
let releaseReads: () => void = () => {};
let readsHeld = Promise.resolve();
const holdReads = () => (readsHeld = new Promise<void>((r) => (releaseReads = r)));

beforeAll(async () => {
  const g = globalThis as unknown as { self: unknown; postMessage: (m: Posted) => void; onmessage: (e: { data: unknown }) => void };
  g.self = globalThis;
  g.postMessage = (m) => posted.push(m);
  const read = Blob.prototype.arrayBuffer;
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return readsHeld.then(() => read.call(this));
  };
  await import("./sessions.worker");
  send = (m) => g.onmessage({ data: m });
});

const until = async (ok: () => boolean) => {
  for (let k = 0; k < 5_000 && !ok(); k++) await new Promise((r) => setTimeout(r, 0));
  expect(ok()).toBe(true);
};
const line = (s: string) =>
  JSON.stringify({ type: "user", sessionId: s, timestamp: "2025-01-01T00:00:00Z", message: { role: "user", content: `hi ${s}` } }) + "\n";
const file = (path: string) => ({ path, file: new File([line(path)], path.split("/").pop()!) });
const fileHandle = (name: string, wait?: Promise<void>) => ({
  kind: "file",
  name,
  getFile: async () => {
    await wait;
    return new File([line(name)], name);
  },
});
const dir = (name: string, kids: unknown[]) => ({
  kind: "directory",
  name,
  async *values() {
    for (const k of kids) yield k;
  },
});
/** A promise held shut until `open` is called: a file the walk waits on. */
const gate = () => {
  let open: () => void = () => {};
  const shut = new Promise<void>((r) => (open = r));
  return { shut, open };
};
/** The worker's message of `type` about walk `walk`, if it came. */
const heard = (type: "walking" | "walked", walk: number) => posted.find((m) => m.type === type && m.walk === walk);
const listed = (run: number) =>
  posted.filter((m) => m.type === "summaries" && m.run === run).flatMap((m) => m.summaries!.map((s) => s.path));
const doneWith = (run: number) => posted.some((m) => m.type === "done" && m.run === run);

describe("sessions worker", () => {
  it("a run begun while the last one's group is being read lists its own files only", async () => {
    holdReads();
    send({ type: "begin", run: 1, label: "A", files: 3, handle: null });
    send({ type: "files", run: 1, files: ["A/a1.jsonl", "A/a2.jsonl", "A/a3.jsonl"].map(file) });
    send({ type: "end", run: 1 });
    send({ type: "begin", run: 2, label: "B", files: 1, handle: null });
    send({ type: "files", run: 2, files: [file("B/b1.jsonl")] });
    send({ type: "end", run: 2 });
    releaseReads();
    await until(() => doneWith(2));
    expect(listed(2)).toEqual(["B/b1.jsonl"]);
  });

  it("of two walks, the later one's files are read, though the earlier ends after it", async () => {
    const a = gate();
    send({ type: "walk", walk: 1, handle: dir("A", [fileHandle("a1.jsonl", a.shut), fileHandle("a2.jsonl")]) });
    send({ type: "walk", walk: 2, handle: dir("B", [fileHandle("b1.jsonl")]) });
    await until(() => !!heard("walked", 2));
    expect(heard("walked", 2)!.paths).toEqual(["B/b1.jsonl"]);
    // the earlier walk goes on only to find it was replaced: it stops, and its files are not kept
    a.open();
    await until(() => !!heard("walked", 1));
    expect(heard("walked", 1)!.error).toMatch(/newer folder/);
    send({ type: "begin", run: 3, label: "B", files: 1, handle: null, walk: 2 });
    send({ type: "end", run: 3 });
    await until(() => doneWith(3));
    expect(listed(3)).toEqual(["B/b1.jsonl"]);
  });

  it("a new folder's run begun while its walk goes on reads whole groups of what the walk has found", async () => {
    const last = gate();
    // 52 small files, the walk held at the 52nd: one whole group of 50 (READ_FILES) is read meanwhile, the 51st waits
    const names = Array.from({ length: 52 }, (_, k) => `c${String(k).padStart(2, "0")}.jsonl`);
    send({
      type: "walk",
      walk: 3,
      handle: dir(
        "C",
        names.map((n, k) => fileHandle(n, k === 51 ? last.shut : undefined)),
      ),
    });
    await until(() => !!heard("walking", 3));
    send({ type: "begin", run: 4, label: "C", files: 0, handle: null, walk: 3 });
    await until(() => listed(4).length === 50);
    expect(listed(4)).toEqual(names.slice(0, 50).map((n) => `C/${n}`));
    expect(heard("walked", 3)).toBeUndefined();
    last.open();
    await until(() => !!heard("walked", 3));
    send({ type: "end", run: 4 });
    await until(() => doneWith(4));
    expect([...listed(4)].sort()).toEqual(names.map((n) => `C/${n}`));
  });

  it("Forget while a walk feeds its run: the walk stops and nothing more is listed", async () => {
    const rest = gate();
    const names = Array.from({ length: 60 }, (_, k) => `d${String(k).padStart(2, "0")}.jsonl`);
    send({
      type: "walk",
      walk: 4,
      handle: dir(
        "D",
        names.map((n, k) => fileHandle(n, k >= 1 ? rest.shut : undefined)),
      ),
    });
    await until(() => !!heard("walking", 4));
    send({ type: "begin", run: 5, label: "D", files: 0, handle: null, walk: 4 });
    send({ type: "forget", run: 6 });
    rest.open();
    await until(() => !!heard("walked", 4));
    expect(heard("walked", 4)!.error).toMatch(/newer folder/);
    send({ type: "restore", run: 7 });
    await until(() => doneWith(7));
    expect(listed(5)).toEqual([]);
    expect(listed(6)).toEqual([]);
  });
});
