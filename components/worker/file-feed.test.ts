import { describe, expect, it } from "vitest";
import { FeedParser } from "./file-feed";

const skill = (name: string) => ({ path: `c/${name}/SKILL.md`, text: `---\nname: ${name}\ndescription: ${name} work\n---\nbody\n` });

describe("FeedParser", () => {
  it("answers on end with every batch parsed, in path order", async () => {
    const f = new FeedParser();
    f.begin(1, () => {});
    expect(await f.receive({ type: "files", id: 1, files: [skill("b")] })).toBeNull();
    expect(await f.receive({ type: "files", id: 1, files: [skill("a")] })).toBeNull();
    const done = await f.receive({ type: "end", id: 1, name: "c", refused: [{ path: "c/x/SKILL.md", reason: "too big" }], ignored: 2 });
    expect(done?.catalog.entries.map((e) => e.name)).toEqual(["a", "b"]);
    expect(done?.catalog.name).toBe("c");
    expect(done?.refused).toHaveLength(1);
    expect(done?.ignored).toBe(2);
    // once ended, the load is closed: a late message is not read
    expect(await f.receive({ type: "end", id: 1, name: "c", refused: [], ignored: 0 })).toBeNull();
  });

  it("shows each batch's entries as parsed, the very objects the catalog holds", async () => {
    const seen: string[][] = [];
    const got: object[] = [];
    const f = new FeedParser((entries) => {
      seen.push(entries.map((e) => e.name));
      got.push(...entries);
    });
    f.begin(3, () => {});
    await f.receive({ type: "files", id: 3, files: [skill("b"), { path: "c/x/SKILL.md", text: "---\nname: [\n---\n" }] });
    await f.receive({ type: "files", id: 3, files: [skill("a")] });
    const done = await f.receive({ type: "end", id: 3, name: "c", refused: [], ignored: 0 });
    expect(seen[1]).toEqual(["a"]);
    expect(seen[0]).toContain("b");
    for (const e of done!.catalog.entries.filter((x) => x.name === "a" || x.name === "b")) expect(got).toContain(e);
  });

  it("a newer load replaces an open one: the older is told, and its files are not mixed in", async () => {
    const f = new FeedParser();
    const replaced: number[] = [];
    f.begin(1, (id) => replaced.push(id));
    await f.receive({ type: "files", id: 1, files: [skill("old")] });
    f.begin(2, (id) => replaced.push(id));
    expect(replaced).toEqual([1]);
    expect(await f.receive({ type: "files", id: 1, files: [skill("late")] })).toBeNull();
    await f.receive({ type: "files", id: 2, files: [skill("new")] });
    expect(await f.receive({ type: "end", id: 1, name: "old", refused: [], ignored: 0 })).toBeNull();
    const done = await f.receive({ type: "end", id: 2, name: "n", refused: [], ignored: 0 });
    expect(done?.catalog.entries.map((e) => e.name)).toEqual(["new"]);
  });
});

describe("FeedParser reading a folder itself", () => {
  it("reads File objects handed in chunks, parses them, and tells what it refused and read", async () => {
    const f = new FeedParser();
    f.begin(7, () => {});
    const asFile = (p: { path: string; text: string }) => ({ path: p.path, file: new Blob([p.text]) });
    await f.receive({ type: "paths", id: 7, files: [asFile(skill("b")), { path: "c/../up/SKILL.md", file: new Blob(["x"]) }] });
    await f.receive({ type: "paths", id: 7, files: [asFile(skill("a")), { path: "c/a/icon.png", file: new Blob(["png"]) }] });
    const done = await f.receive({ type: "end", id: 7, name: "c", refused: [], ignored: 0 });
    expect(done?.catalog.entries.map((e) => e.name)).toEqual(["a", "b"]);
    // the texts in list order (b before a), for the page to store
    expect(done?.files.map((x) => x.path)).toEqual(["c/b/SKILL.md", "c/a/SKILL.md"]);
    expect(done?.refused.map((r) => r.path)).toEqual(["c/../up/SKILL.md"]);
    expect(done?.ignored).toBe(1);
    expect(done?.readMs).not.toBeNull();
  });
});
