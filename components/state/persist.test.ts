import { describe, expect, it } from "vitest";
import { catalogParts, FILES_NOT_SAVED, writeInputs, type SavedInputs } from "./persist";

const f = (path: string, chars: number) => ({ path, text: "x".repeat(chars) });

describe("catalogParts", () => {
  it("packs files in order into parts of at most the limit", () => {
    const files = [f("a", 4), f("b", 5), f("c", 1), f("d", 10), f("e", 3)];
    // by hand: a+b = 9 ≤ 10, +c = 10 ≤ 10; d alone (10); e
    expect(catalogParts(files, 10).map((p) => p.map((x) => x.path))).toEqual([["a", "b", "c"], ["d"], ["e"]]);
  });

  it("puts a file larger than the limit in a part of its own, and loses nothing", () => {
    const files = [f("a", 2), f("big", 25), f("b", 2)];
    const parts = catalogParts(files, 10);
    expect(parts.map((p) => p.map((x) => x.path))).toEqual([["a"], ["big"], ["b"]]);
    expect(parts.flat()).toEqual(files);
  });

  it("gives no part for no files", () => {
    expect(catalogParts([], 10)).toEqual([]);
  });
});

describe("writeInputs: a File stored as a copy of its bytes, and when that cannot be", () => {
  const put = (fail: (v: SavedInputs) => boolean) => {
    const stored: SavedInputs[] = [];
    return {
      stored,
      put: async (v: SavedInputs) => {
        if (fail(v)) throw new DOMException("quota", "QuotaExceededError");
        stored.push(v);
      },
    };
  };
  /** a File whose bytes can no longer be read (changed on disk since it was picked) */
  class Unreadable extends File {
    stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
      return new ReadableStream({ pull: (c) => c.error(new DOMException("changed on disk", "NotReadableError")) });
    }
  }
  const isCopy = (t: string | Blob) => t instanceof Blob && !(t instanceof File);

  it("stores a copy of each File's bytes, and a text as it is", async () => {
    const db = put(() => false);
    const big = new File(["abc"], "big.jsonl");
    expect(
      await writeInputs(
        [
          { name: "big.jsonl", text: big, role: "main" },
          { name: "a.md", text: "hi", role: "context" },
        ],
        "x",
        db.put,
      ),
    ).toBeNull();
    const [f, t] = db.stored[0].inputs;
    expect(isCopy(f.text)).toBe(true);
    expect(await (f.text as Blob).text()).toBe("abc");
    expect(t.text).toBe("hi");
  });

  it("keeps a File it cannot read now as the File, saves the rest, and says so", async () => {
    const db = put(() => false);
    const gone = new Unreadable(["x"], "gone.jsonl");
    const note = await writeInputs(
      [
        { name: "gone.jsonl", text: gone, role: "main" },
        { name: "b.jsonl", text: new File(["b"], "b.jsonl"), role: "subagent" },
      ],
      undefined,
      db.put,
    );
    expect(db.stored[0].inputs[0].text).toBe(gone);
    expect(isCopy(db.stored[0].inputs[1].text)).toBe(true);
    expect(note).toMatch(/gone\.jsonl/);
  });

  it("when the copies do not fit, stores the Files as they are and says a reload reads them from disk", async () => {
    const db = put((v) => v.inputs.some((f) => isCopy(f.text)));
    const big = new File(["abc"], "big.jsonl");
    const note = await writeInputs([{ name: "big.jsonl", text: big, role: "main" }], undefined, db.put);
    expect(db.stored[0].inputs[0].text).toBe(big);
    expect(note).toMatch(/big\.jsonl/);
    expect(note).toMatch(/quota/i);
  });

  it("rejects with the files-not-saved sentence when nothing can be stored", async () => {
    const db = put(() => true);
    await expect(writeInputs([{ name: "a.md", text: "hi", role: "main" }], undefined, db.put)).rejects.toThrow(FILES_NOT_SAVED);
  });
});
