import { describe, expect, it } from "vitest";
import { planReread, walkCounter, walkEntries, walkFolder, type DirHandleLike, type FileHandleLike, type FileStamp } from "./reread";

interface FakeFile {
  size: number;
  lastModified: number;
}

/** A folder as the File System Access API shows it: a tree of plain objects, counted getFile calls. */
type Tree = { [name: string]: Tree | FakeFile };
const isFile = (x: Tree | FakeFile): x is FakeFile => typeof (x as FakeFile).size === "number";

function fakeDir(name: string, tree: Tree, calls: string[], at = name): DirHandleLike<FakeFile> {
  return {
    kind: "directory",
    name,
    async *values() {
      for (const [n, v] of Object.entries(tree)) {
        if (isFile(v)) {
          const h: FileHandleLike<FakeFile> = {
            kind: "file",
            name: n,
            getFile: async () => {
              calls.push(`${at}/${n}`);
              return v;
            },
          };
          yield h;
        } else yield fakeDir(n, v, calls, `${at}/${n}`);
      }
    },
  };
}

const f = (size: number, lastModified: number): FakeFile => ({ size, lastModified });
const stamp = (path: string, size: number, lastModified: number): FileStamp => ({ path, size, lastModified });

describe("walkFolder", () => {
  it("names every .jsonl file as a folder pick would, down every subfolder, and skips the rest", async () => {
    const calls: string[] = [];
    const dir = fakeDir(
      "projects",
      {
        "-home-dev-a": { "s1.jsonl": f(10, 1), "notes.txt": f(3, 1), s1: { subagents: { "agent-x.jsonl": f(5, 2) } } },
        "-srv-b": { "S2.JSONL": f(7, 3) },
      },
      calls,
    );
    const found = await walkFolder(dir);
    expect(found.map((x) => x.path).sort()).toEqual([
      "projects/-home-dev-a/s1.jsonl",
      "projects/-home-dev-a/s1/subagents/agent-x.jsonl",
      "projects/-srv-b/S2.JSONL",
    ]);
    // a file that is not a session is never opened
    expect(calls).not.toContain("projects/-home-dev-a/notes.txt");
    expect(found.find((x) => x.path.endsWith("agent-x.jsonl"))?.file).toEqual(f(5, 2));
  });
});

describe("planReread", () => {
  const kept = [
    { path: "p/a.jsonl", stamp: stamp("p/a.jsonl", 100, 1000) },
    { path: "p/b.jsonl", stamp: stamp("p/b.jsonl", 200, 2000) },
    { path: "p/c.jsonl", stamp: stamp("p/c.jsonl", 300, 3000) },
    { path: "p/d.jsonl", stamp: stamp("p/d.jsonl", 400, 4000) },
  ];

  it("reads only the files that grew, were touched or are new, and marks the gone", () => {
    const now = [
      stamp("p/a.jsonl", 100, 1000), // as it was
      stamp("p/b.jsonl", 250, 2500), // appended to
      stamp("p/c.jsonl", 300, 3500), // rewritten, same size
      stamp("p/e.jsonl", 50, 5000), // new
    ];
    const plan = planReread(kept, now);
    expect(plan.unchanged).toEqual(["p/a.jsonl"]);
    expect(plan.read.sort()).toEqual(["p/b.jsonl", "p/c.jsonl", "p/e.jsonl"]);
    expect(plan.gone).toEqual(["p/d.jsonl"]);
  });

  it("a file of the same time but another size is read (truncated in place)", () => {
    expect(planReread([kept[0]], [stamp("p/a.jsonl", 90, 1000)]).read).toEqual(["p/a.jsonl"]);
  });

  it("a kept file with no stamp is read again: nothing says it is the same", () => {
    const plan = planReread([{ path: "p/a.jsonl", stamp: null }], [stamp("p/a.jsonl", 100, 1000)]);
    expect(plan).toEqual({ read: ["p/a.jsonl"], unchanged: [], gone: [] });
  });

  it("the fake folder walked, then planned: the one appended file and the new one are read", async () => {
    const calls: string[] = [];
    const dir = fakeDir("p", { "a.jsonl": f(100, 1000), "b.jsonl": f(260, 2600), "c.jsonl": f(300, 3000), "z.jsonl": f(1, 1) }, calls);
    const found = await walkFolder(dir);
    const plan = planReread(
      kept,
      found.map((x) => ({ path: x.path, ...x.file })),
    );
    expect(plan.read.sort()).toEqual(["p/b.jsonl", "p/z.jsonl"]);
    expect(plan.unchanged.sort()).toEqual(["p/a.jsonl", "p/c.jsonl"]);
    expect(plan.gone).toEqual(["p/d.jsonl"]);
  });

  it("counts the walk as it goes: each file heard of once as found, changed as the plan will read it", async () => {
    const dir = fakeDir("p", { "a.jsonl": f(100, 1000), x: { "b.jsonl": f(260, 2600) }, "n.txt": f(1, 1), "z.jsonl": f(1, 1) }, []);
    // a is as kept, b grew, z was kept without a stamp (a list kept before stamps were): read again
    const counter = walkCounter(new Map([...kept.map((k) => [k.path, k.stamp] as const), ["p/z.jsonl", null]]));
    const seen: string[] = [];
    const counts: number[][] = [];
    await walkFolder(dir, (found) => {
      counter.add(found);
      seen.push(found.path);
      counts.push([counter.count.found, counter.count.changed]);
    });
    expect(seen).toEqual(["p/a.jsonl", "p/x/b.jsonl", "p/z.jsonl"]);
    expect(counts).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });
});

describe("walkFolder's limits (walk-left.ts)", () => {
  it("enters folders 32 levels down and no further, counting the one it left", async () => {
    // root/d1/d2/.../d33, a session file in d32 and one in d33: d32 is 32 levels below root
    let tree: Tree = { "deep.jsonl": f(1, 1) };
    tree = { d33: tree, "ok.jsonl": f(1, 1) };
    for (let k = 32; k >= 1; k--) tree = { [`d${k}`]: tree };
    const left = { deeper: 0, over: 0 };
    const found = await walkFolder(fakeDir("root", tree, []), undefined, left);
    expect(found.map((x) => x.path.split("/").length)).toEqual([34]); // root, d1..d32, ok.jsonl
    expect(found[0].path.endsWith("/d32/ok.jsonl")).toBe(true);
    expect(left).toEqual({ deeper: 1, over: 0 });
  });

  it("takes the first 20,000 session files and counts the rest without opening them", async () => {
    const tree: Tree = {};
    for (let k = 0; k < 20_003; k++) tree[`s${k}.jsonl`] = f(1, 1);
    const calls: string[] = [];
    const left = { deeper: 0, over: 0 };
    const found = await walkFolder(fakeDir("p", tree, calls), undefined, left);
    expect(found).toHaveLength(20_000);
    expect(calls).toHaveLength(20_000);
    expect(found.at(-1)!.path).toBe("p/s19999.jsonl");
    expect(left).toEqual({ deeper: 0, over: 3 });
  });

  it("a drop of two folders and loose files is one walk: folders named as picked, loose files by name, one count of 20,000", async () => {
    const a: Tree = {};
    for (let k = 0; k < 15_000; k++) a[`s${k}.jsonl`] = f(1, 1);
    const b: Tree = { sub: {} as Tree };
    for (let k = 0; k < 4_999; k++) (b.sub as Tree)[`t${k}.jsonl`] = f(1, 1);
    const calls: string[] = [];
    const loose = (name: string): FileHandleLike<FakeFile> => ({ kind: "file", name, getFile: async () => (calls.push(name), f(2, 2)) });
    const left = { deeper: 0, over: 0 };
    // 15,000 + 4,999 + the first loose session file = 20,000; the second loose one is over, the .md is no session
    const found = await walkEntries(
      [fakeDir("a", a, calls), fakeDir("b", b, calls), loose("one.jsonl"), loose("notes.md"), loose("two.jsonl")],
      undefined,
      left,
    );
    expect(found).toHaveLength(20_000);
    expect(found[0].path).toBe("a/s0.jsonl");
    expect(found[15_000].path).toBe("b/sub/t0.jsonl");
    expect(found.at(-1)!.path).toBe("one.jsonl");
    expect(calls.filter((c) => !c.includes("/"))).toEqual(["one.jsonl"]);
    expect(left).toEqual({ deeper: 0, over: 1 });
  });
});
