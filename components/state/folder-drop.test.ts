// A drop's entries (the webkitGetAsEntry API, where no folder handle is given) walked as a picked
// folder is: plain objects stand in for the browser's entries, which hand out children in batches.
import { describe, expect, it } from "vitest";
import { droppedFolder } from "./folder-drop";

type Node = { name: string; children?: Node[] };

function entry(n: Node, parent = ""): FileSystemEntry {
  const fullPath = `${parent}/${n.name}`;
  if (!n.children)
    return {
      name: n.name,
      fullPath,
      isFile: true,
      isDirectory: false,
      file: (ok: (f: File) => void) => ok(new File([n.name], n.name)),
    } as unknown as FileSystemEntry;
  const kids = n.children;
  return {
    name: n.name,
    fullPath,
    isFile: false,
    isDirectory: true,
    createReader() {
      // two children a batch, then an empty batch: the browser's readEntries contract
      let at = 0;
      return {
        readEntries(ok: (b: FileSystemEntry[]) => void) {
          ok(kids.slice(at, at + 2).map((k) => entry(k, fullPath)));
          at += 2;
        },
      };
    },
  } as unknown as FileSystemEntry;
}

const drop = (...nodes: Node[]) =>
  ({ items: nodes.map((n) => ({ kind: "file", webkitGetAsEntry: () => entry(n) })) }) as unknown as DataTransfer;

describe("droppedFolder", () => {
  it("walks every batch of a dropped folder and names files as a pick of it would", async () => {
    const projects: Node = {
      name: "projects",
      children: [
        { name: "-home-a", children: [{ name: "s1.jsonl" }, { name: "s2.jsonl" }, { name: "readme.md" }, { name: "s3.jsonl" }] },
        { name: "s0.jsonl" },
      ],
    };
    const got = await droppedFolder(drop(projects, { name: "loose.jsonl" }))!();
    expect(got.paths).toEqual([
      "projects/-home-a/s1.jsonl",
      "projects/-home-a/s2.jsonl",
      "projects/-home-a/s3.jsonl",
      "projects/s0.jsonl",
      "loose.jsonl",
    ]);
    expect(got.files.map((f) => f.name)).toEqual(["s1.jsonl", "s2.jsonl", "s3.jsonl", "s0.jsonl", "loose.jsonl"]);
    expect(got.left).toEqual({ deeper: 0, over: 0 });
  });

  it("a drop of files only is no folder", () => {
    expect(droppedFolder(drop({ name: "a.jsonl" }, { name: "b.jsonl" }))).toBeNull();
  });

  it("goes 32 folders down, as every walk does, and counts the folder it left", async () => {
    let n: Node = { name: "d33", children: [{ name: "deep.jsonl" }] };
    n = { name: "d32", children: [n, { name: "ok.jsonl" }] };
    for (let k = 31; k >= 1; k--) n = { name: `d${k}`, children: [n] };
    const got = await droppedFolder(drop({ name: "root", children: [n] }))!();
    expect(got.paths).toHaveLength(1);
    expect(got.paths[0].endsWith("/d32/ok.jsonl")).toBe(true);
    expect(got.left).toEqual({ deeper: 1, over: 0 });
  });
});
