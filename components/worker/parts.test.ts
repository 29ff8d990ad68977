// A long list sent ahead of its answer in parts comes back whole, in order, at its place; each
// part holds about PART_CHARS of text, so no one message is large.
import { describe, expect, it } from "vitest";
import { RequestClient } from "./request-client";
import { joinParts, PART_CHARS, postParts, type PartMessage } from "./parts";

const files = Array.from({ length: 25 }, (_, i) => ({ path: `s${i}/SKILL.md`, text: "x".repeat(PART_CHARS / 4) }));

describe("postParts", () => {
  it("cuts a list into parts of about PART_CHARS, the last holding the rest", () => {
    const sent: PartMessage[] = [];
    postParts(
      (m) => sent.push(m),
      7,
      "files",
      files,
      (f) => f.text.length,
    );
    // 25 texts of a quarter part each: four to a part, then one
    expect(sent.map((m) => m.items.length)).toEqual([4, 4, 4, 4, 4, 4, 1]);
    expect(sent.every((m) => m.id === 7 && m.key === "files")).toBe(true);
    expect(sent.flatMap((m) => m.items)).toEqual(files);
  });

  it("sends nothing for an empty list, and the answer gets an empty one", () => {
    const sent: PartMessage[] = [];
    postParts(
      (m) => sent.push(m),
      1,
      "files",
      [],
      () => 1,
    );
    expect(sent).toEqual([]);
    expect(joinParts({ type: "texts", files: [] as unknown[], parts: { files: ["files"] } }, new Map())).toEqual({
      type: "texts",
      files: [],
    });
  });

  it("puts a list back at a nested path", () => {
    const a = joinParts(
      { catalog: { name: "c", entries: [] as unknown[] }, parts: { entries: ["catalog", "entries"] } },
      new Map([["entries", [1, 2]]]),
    );
    expect(a).toEqual({ catalog: { name: "c", entries: [1, 2] } });
  });
});

/** A worker stand-in that answers every request with the files in parts, then the answer. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(msg: { id: number }) {
    const out: object[] = [];
    postParts(
      (m) => out.push(m),
      msg.id,
      "files",
      files,
      (f) => f.text.length,
    );
    out.push({ type: "texts", id: msg.id, files: [], parts: { files: ["files"] } });
    // each message arrives as its own event, as a worker's do
    for (const m of out) queueMicrotask(() => this.onmessage?.({ data: m } as MessageEvent));
  }
  terminate() {}
}

class Client extends RequestClient<{ id: number; type: "texts" }, { id: number; type: "texts"; files: typeof files }, never> {
  constructor() {
    super(() => new FakeWorker() as unknown as Worker, "test");
  }
  texts() {
    return this.send<"texts">({ type: "texts" });
  }
}

describe("RequestClient with parts", () => {
  it("resolves once, with the list whole", async () => {
    const r = await new Client().texts();
    expect(r.files.length).toBe(25);
    expect(r.files.map((f) => f.path)).toEqual(files.map((f) => f.path));
    expect("parts" in r).toBe(false);
  });
});
