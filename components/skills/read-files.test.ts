import { describe, expect, it } from "vitest";
import { MAX_ENTRY_BYTES, MAX_TOTAL_BYTES } from "@/lib/limits";
import type { CatalogFile } from "@/lib/skills/catalog";
import { FileReadQueue, readAll, readBounded, readGroup, type PathFile } from "./read-files";

// readAll reads Blobs only, so Node's File stands in for the page's picked files.
const file = (path: string, body: string | Uint8Array<ArrayBuffer>): PathFile => ({ path, file: new File([body], path.split("/").pop()!) });
const skill = (name: string) => `---\nname: ${name}\ndescription: ${name} things\n---\n# ${name}\n`;

describe("readBounded", () => {
  it("tells UTF-8 bytes, not characters, and drops a byte-order mark as the page's decoder does", async () => {
    // "한" is 3 bytes in UTF-8; the BOM is 3 more bytes that the text does not keep
    const r = await readBounded(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), "한a"]), 100);
    expect(r).toEqual({ text: "한a", bytes: 7 });
  });

  it("stops at the limit: a file one byte over is told as over, one at the limit is read", async () => {
    expect(await readBounded(new Blob(["x".repeat(11)]), 10)).toEqual({ over: 11 });
    expect(await readBounded(new Blob(["x".repeat(10)]), 10)).toEqual({ text: "x".repeat(10), bytes: 10 });
  });
});

describe("readAll", () => {
  const list = [
    file("cat/b/SKILL.md", skill("b")),
    file("cat/../escape/SKILL.md", skill("escape")),
    file("cat/a/logo.png", "png"),
    ...Array.from({ length: 40 }, (_, k) => file(`cat/s${String(k).padStart(2, "0")}/SKILL.md`, skill(`s${k}`))),
    file("cat/a/SKILL.md", skill("a")),
  ];

  it("keeps the .md files at safe paths, in list order, and says what it refused and ignored", async () => {
    const r = await readAll("cat", list);
    expect(r.files.map((f) => f.path)).toEqual(list.map((p) => p.path).filter((p) => p.endsWith(".md") && !p.includes("..")));
    expect(r.files[0].text).toBe(skill("b"));
    expect(r.refused).toEqual([{ path: "cat/../escape/SKILL.md", reason: expect.stringContaining('".."') }]);
    expect(r.ignored).toBe(1);
  });

  it("hands the same files on as they are read, in list order, and the result does not change", async () => {
    const batches: CatalogFile[][] = [];
    const r = await readAll("cat", list, undefined, (b) => batches.push(b));
    const whole = await readAll("cat", list);
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.flat()).toEqual(whole.files);
    expect(r).toEqual(whole);
  });

  it("refuses a file over the one-file limit and what would pass the limit in all, and reads the rest", async () => {
    const five = new Uint8Array(MAX_ENTRY_BYTES).fill(0x61);
    // 20 files of 5 MB reach the 100 MB limit exactly; the 21st would pass it
    const count = MAX_TOTAL_BYTES / MAX_ENTRY_BYTES + 1;
    const big = [
      file("cat/huge/SKILL.md", new Uint8Array(MAX_ENTRY_BYTES + 1).fill(0x61)),
      ...Array.from({ length: count }, (_, k) => file(`cat/f${String(k).padStart(2, "0")}/SKILL.md`, five)),
    ];
    const handed: string[] = [];
    const r = await readAll("cat", big, undefined, (b) => handed.push(...b.map((f) => f.path)));
    expect(r.refused.map((x) => x.path)).toEqual(["cat/huge/SKILL.md", `cat/f${count - 1}/SKILL.md`]);
    // 5 MB + 1 byte, said in bytes as the CLI says it (lib/input/file-gate.ts)
    expect(r.refused[0].reason).toBe("is 5,242,881 bytes, over the 5,242,880-byte (5 MB) limit for this input: not read");
    expect(r.refused[1].reason).toMatch(/over the 100 MB limit in all/);
    expect(r.files).toHaveLength(count - 1);
    // nothing refused was handed on
    expect(handed).toEqual(r.files.map((f) => f.path));
  });
});

describe("FileReadQueue", () => {
  it("given the list in chunks, reads and refuses exactly what one list at once gives", async () => {
    const list = [
      file("cat/b/SKILL.md", skill("b")),
      file("cat/../x/SKILL.md", skill("x")),
      file("cat/big/SKILL.md", new Uint8Array(MAX_ENTRY_BYTES + 1).fill(0x61)),
      ...Array.from({ length: 30 }, (_, k) => file(`cat/s${k}/SKILL.md`, skill(`s${k}`))),
      file("/abs/SKILL.md", skill("abs")),
      file("cat/note.txt", "x"),
    ];
    const whole = await readAll("cat", list);
    const q = new FileReadQueue();
    for (let k = 0; k < list.length; k += 7) q.add(list.slice(k, k + 7));
    expect({ name: "cat", ...(await q.end()) }).toEqual(whole);
    // the path refusals first, then the size refusals, each in list order
    expect(whole.refused.map((r) => r.path)).toEqual(["cat/../x/SKILL.md", "/abs/SKILL.md", "cat/big/SKILL.md"]);
  });

  it("a file that cannot be read is refused with the reason, and the rest still loads", async () => {
    const broken = {
      path: "cat/gone/SKILL.md",
      file: { size: 10, arrayBuffer: () => Promise.reject(new Error("NotReadableError")) } as unknown as Blob,
    };
    const r = await readAll("cat", [file("cat/a/SKILL.md", skill("a")), broken]);
    expect(r.files.map((f) => f.path)).toEqual(["cat/a/SKILL.md"]);
    expect(r.refused).toEqual([{ path: "cat/gone/SKILL.md", reason: "could not be read (NotReadableError)" }]);
  });
});

describe("FileReadQueue.stop", () => {
  it("starts no more reads once stopped, and its end still answers", async () => {
    const list = Array.from({ length: 400 }, (_, k) => file(`cat/s${k}/SKILL.md`, skill(`s${k}`)));
    const stopped = new FileReadQueue();
    stopped.add(list);
    stopped.stop();
    // only the reads already under way when it stopped: some files, not the 400 it was given
    const r = await stopped.end();
    expect(r.files.length).toBeGreaterThan(0);
    expect(r.files.length).toBeLessThan(400);
    const whole = new FileReadQueue();
    whole.add(list);
    expect((await whole.end()).files).toHaveLength(400);
  });
});

describe("readGroup", () => {
  it("reads several files as one and cuts them at their sizes: UTF-8 bytes, each one's byte-order mark dropped", async () => {
    const got = await readGroup([new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), "한a"]), new Blob(["b"]), new Blob(["둘\n"])], 100);
    expect(got).toEqual([
      { text: "한a", bytes: 7 },
      { text: "b", bytes: 1 },
      { text: "둘\n", bytes: 4 },
    ]);
  });

  it("when the one read fails, reads each file alone: the failure names its file and the others load", async () => {
    const gone = { size: 3, arrayBuffer: () => Promise.reject(new Error("NotReadableError")) } as unknown as Blob;
    const got = await readGroup([new Blob(["abc"]), gone, new Blob(["de"])], 100);
    expect(got).toEqual([{ text: "abc", bytes: 3 }, { failed: "NotReadableError" }, { text: "de", bytes: 2 }]);
  });
});

describe("files that are no text", () => {
  it("a gzip-compressed SKILL.md is refused by its signature; a UTF-16 one with its mark is read", async () => {
    const gz = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
    const u16 = new Uint8Array([0xff, 0xfe, ...Array.from(skill("b"), (c) => [c.charCodeAt(0), 0]).flat()]);
    const r = await readAll("cat", [file("cat/a/SKILL.md", gz), file("cat/b/SKILL.md", u16)]);
    expect(r.refused).toEqual([{ path: "cat/a/SKILL.md", reason: "is a gzip-compressed file, not text: decompress it first (gunzip)" }]);
    expect(r.files).toEqual([{ path: "cat/b/SKILL.md", text: skill("b") }]);
  });
});
