import { describe, expect, it } from "vitest";
import { planReread, walkCounter, type FileStamp } from "./reread";
import { walkFolder } from "./walk";
import { fakeFolder, type FakeFile } from "../../test-support/fake-folder";

const f = (size: number, lastModified: number): FakeFile => ({ size, lastModified });
const stamp = (path: string, size: number, lastModified: number): FileStamp => ({ path, size, lastModified });

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
    const { dir } = fakeFolder("p", { "a.jsonl": f(100, 1000), "b.jsonl": f(260, 2600), "c.jsonl": f(300, 3000), "z.jsonl": f(1, 1) });
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
    const { dir } = fakeFolder("p", { "a.jsonl": f(100, 1000), x: { "b.jsonl": f(260, 2600) }, "n.txt": f(1, 1), "z.jsonl": f(1, 1) });
    // a is as kept, b grew, z was kept without a stamp (a list kept before stamps were): read again
    const counter = walkCounter(new Map([...kept.map((k) => [k.path, k.stamp] as const), ["p/z.jsonl", null]]));
    const seen: string[] = [];
    const counts: number[][] = [];
    await walkFolder(dir, {
      onFile: (found) => {
        counter.add(found);
        seen.push(found.path);
        counts.push([counter.count.found, counter.count.changed]);
      },
    });
    expect(seen).toEqual(["p/a.jsonl", "p/x/b.jsonl", "p/z.jsonl"]);
    expect(counts).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });
});
