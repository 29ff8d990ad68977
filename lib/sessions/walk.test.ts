import { describe, expect, it } from "vitest";
import { FILES_AHEAD, LISTS_AHEAD, walkEntries, walkFolder, type DirHandleLike, type FileHandleLike } from "./walk";
import { fakeFile as f, fakeFolder, scrambled, type FakeFile, type Tree } from "../../test-support/fake-folder";

/** A hand-built projects folder and, written by hand, the files a walk one entry at a time yields from it. */
function handTree(): { tree: Tree; expected: string[] } {
  const many: Tree = {};
  const manyPaths: string[] = [];
  // a project of 30 sessions, every third with a subagent file: enough folders to walk side by side
  for (let k = 0; k < 30; k++) {
    many[`m${k}.jsonl`] = f(k + 1, k);
    manyPaths.push(`projects/-many/m${k}.jsonl`);
    if (k % 3 === 0) {
      many[`m${k}`] = { subagents: { [`agent-m${k}.jsonl`]: f(2, k) } };
      manyPaths.push(`projects/-many/m${k}/subagents/agent-m${k}.jsonl`);
    }
  }
  const tree: Tree = {
    "-home-a": {
      "s1.jsonl": f(10, 1),
      "notes.txt": f(3, 1),
      s1: { subagents: { "agent-1.jsonl": f(5, 2), "agent-2.jsonl": f(6, 2) } },
      "s2.JSONL": f(7, 3),
      s2: { subagents: { "agent-3.jsonl": f(4, 3) } },
    },
    "-srv-b": { empty: {}, "s3.jsonl": f(8, 4), deep: { x: { "s4.jsonl": f(9, 5) } } },
    "-many": many,
    "top.jsonl": f(1, 6),
  };
  const expected = [
    "projects/-home-a/s1.jsonl",
    "projects/-home-a/s1/subagents/agent-1.jsonl",
    "projects/-home-a/s1/subagents/agent-2.jsonl",
    "projects/-home-a/s2.JSONL",
    "projects/-home-a/s2/subagents/agent-3.jsonl",
    "projects/-srv-b/s3.jsonl",
    "projects/-srv-b/deep/x/s4.jsonl",
    ...manyPaths,
    "projects/top.jsonl",
  ];
  return { tree, expected };
}

/** A promise held shut until `open` is called. */
const gate = () => {
  let open: () => void = () => {};
  const shut = new Promise<void>((r) => (open = r));
  return { shut, open };
};
/** Lets every answer a walk was given hold for settle (scrambled holds are 40 microtask turns at most). */
const settle = async () => {
  for (let k = 0; k < 2_000; k++) await Promise.resolve();
};

describe("walkFolder, asking ahead", () => {
  it("yields the files of a walk one entry at a time, in its order, whatever order the answers come in", async () => {
    const { tree, expected } = handTree();
    let widest = { lists: 0, files: 0 };
    for (let seed = 1; seed <= 25; seed++) {
      const { dir, asked } = fakeFolder("projects", tree, { hold: scrambled(seed) });
      const heard: string[] = [];
      const found = await walkFolder(dir, { onFile: (x) => heard.push(x.path) });
      expect(found.map((x) => x.path)).toEqual(expected);
      expect(heard).toEqual(expected);
      expect(found[0].file).toEqual(f(10, 1));
      // a file that is not a session is never opened; each session file once
      expect(asked.calls).not.toContain("file projects/-home-a/notes.txt");
      expect(asked.calls.filter((c) => c.startsWith("file "))).toHaveLength(expected.length);
      // never more than the walk's own and those it asks ahead
      expect(asked.maxLists).toBeLessThanOrEqual(LISTS_AHEAD + 1);
      expect(asked.maxFiles).toBeLessThanOrEqual(FILES_AHEAD + 1);
      widest = { lists: Math.max(widest.lists, asked.maxLists), files: Math.max(widest.files, asked.maxFiles) };
    }
    // it does ask ahead: several listings and several files outstanding at once
    expect(widest.lists).toBeGreaterThan(2);
    expect(widest.files).toBeGreaterThan(2);
  });

  it("takes a folder's files first though a folder after it answers first, and a file's though the next opens first", async () => {
    const a = gate();
    const s1 = gate();
    const tree: Tree = { "-a": { "s1.jsonl": f(1, 1), "s2.jsonl": f(2, 1) }, "-b": { "s3.jsonl": f(3, 1) } };
    const { dir, asked } = fakeFolder("p", tree, {
      hold: async (path) => {
        // -a's listing waits until -b's was asked for (ahead) and has answered; s1 until s2 has opened
        if (path === "p/-a") await a.shut;
        if (path === "p/-b") queueMicrotask(a.open);
        if (path === "p/-a/s1.jsonl") await s1.shut;
        if (path === "p/-a/s2.jsonl") queueMicrotask(s1.open);
      },
    });
    const found = await walkFolder(dir);
    expect(found.map((x) => x.path)).toEqual(["p/-a/s1.jsonl", "p/-a/s2.jsonl", "p/-b/s3.jsonl"]);
    // -b was asked for before -a answered; s2 before s1 opened
    expect(asked.calls.indexOf("list p/-b")).toBeLessThan(asked.calls.indexOf("file p/-a/s1.jsonl"));
    expect(asked.calls.indexOf("file p/-a/s2.jsonl")).toBeGreaterThan(-1);
  });

  it("a subfolder that cannot be read fails the walk where it lies: the files before it heard of, none after", async () => {
    const tree: Tree = {
      "-a": { "s1.jsonl": f(1, 1), bad: { "x.jsonl": f(1, 1) }, "s2.jsonl": f(1, 1) },
      "-b": { "s3.jsonl": f(1, 1) },
    };
    for (let seed = 1; seed <= 10; seed++) {
      // s1 opens late, the bad folder fails at once (asked ahead): still s1 is heard of first
      const scramble = scrambled(seed);
      const { dir } = fakeFolder("p", tree, {
        fail: new Set(["p/-a/bad"]),
        hold: async (path) => (path === "p/-a/s1.jsonl" ? settle() : scramble(path)),
      });
      const heard: string[] = [];
      await expect(walkFolder(dir, { onFile: (x) => heard.push(x.path) })).rejects.toThrow("p/-a/bad could not be read");
      expect(heard).toEqual(["p/-a/s1.jsonl"]);
    }
  });

  it("a folder whose listing fails part way fails the walk there: the files it listed before heard of", async () => {
    // -a lists s1.jsonl and a folder holding s2.jsonl, then its listing fails (a folder removed
    // while read); a walk one entry at a time hears of s1 and s2 and then fails, never reaching -b
    const file = (name: string): FileHandleLike<FakeFile> => ({ kind: "file", name, getFile: async () => f(1, 1) });
    const sub: DirHandleLike<FakeFile> = {
      kind: "directory",
      name: "sub",
      async *values() {
        yield file("s2.jsonl");
      },
    };
    const a: DirHandleLike<FakeFile> = {
      kind: "directory",
      name: "-a",
      async *values() {
        yield file("s1.jsonl");
        yield sub;
        throw new Error("-a could not be read further");
      },
    };
    const b: DirHandleLike<FakeFile> = {
      kind: "directory",
      name: "-b",
      async *values() {
        yield file("s3.jsonl");
      },
    };
    const root: DirHandleLike<FakeFile> = {
      kind: "directory",
      name: "p",
      async *values() {
        yield a;
        yield b;
      },
    };
    const heard: string[] = [];
    await expect(walkFolder(root, { onFile: (x) => heard.push(x.path) })).rejects.toThrow("-a could not be read further");
    expect(heard).toEqual(["p/-a/s1.jsonl", "p/-a/sub/s2.jsonl"]);
  });

  it("a file that cannot be opened fails the walk at that file, though files after it opened first", async () => {
    const tree: Tree = { "-a": { "s1.jsonl": f(1, 1), "s2.jsonl": f(1, 1), "s3.jsonl": f(1, 1) } };
    const { dir } = fakeFolder("p", tree, {
      fail: new Set(["p/-a/s2.jsonl"]),
      hold: async (path) => (path === "p/-a/s2.jsonl" ? settle() : undefined),
    });
    const heard: string[] = [];
    await expect(walkFolder(dir, { onFile: (x) => heard.push(x.path) })).rejects.toThrow("p/-a/s2.jsonl could not be read");
    expect(heard).toEqual(["p/-a/s1.jsonl"]);
  });

  it("a walk given up asks for nothing more and rejects with the reason", async () => {
    const tree: Tree = {};
    for (let p = 0; p < 4; p++) {
      const project: Tree = {};
      for (let k = 0; k < 20; k++) project[`s${k}.jsonl`] = f(1, 1);
      tree[`-p${p}`] = project;
    }
    const { dir, asked } = fakeFolder("p", tree, { hold: scrambled(7) });
    let gaveUp = false;
    let askedBefore = -1;
    const heard: string[] = [];
    const walk = walkFolder(dir, {
      givenUp: () => (gaveUp ? "a newer folder was given" : null),
      onFile: (x) => {
        heard.push(x.path);
        if (heard.length === 5) {
          gaveUp = true;
          askedBefore = asked.calls.length;
        }
      },
    });
    await expect(walk).rejects.toThrow("a newer folder was given");
    await settle();
    expect(heard).toHaveLength(5);
    expect(asked.calls).toHaveLength(askedBefore);
    // what it had asked for ahead was within its bounds
    expect(asked.calls.filter((c) => c.startsWith("file "))).not.toContain("file p/-p3/s19.jsonl");
  });
});

describe("walkFolder's limits (walk-left.ts), asking ahead", () => {
  it("enters folders 32 levels down and no further, counting the one it left", async () => {
    // root/d1/d2/.../d33, a session file in d32 and one in d33: d32 is 32 levels below root
    let tree: Tree = { "deep.jsonl": f(1, 1) };
    tree = { d33: tree, "ok.jsonl": f(1, 1) };
    for (let k = 32; k >= 1; k--) tree = { [`d${k}`]: tree };
    for (let seed = 1; seed <= 5; seed++) {
      const left = { deeper: 0, over: 0 };
      const { dir, asked } = fakeFolder("root", tree, { hold: scrambled(seed) });
      const found = await walkFolder(dir, { left });
      expect(found.map((x) => x.path.split("/").length)).toEqual([34]); // root, d1..d32, ok.jsonl
      expect(found[0].path.endsWith("/d32/ok.jsonl")).toBe(true);
      expect(left).toEqual({ deeper: 1, over: 0 });
      // the folder past the depth is not listed, not even ahead
      expect(asked.calls.some((c) => c.endsWith("/d33"))).toBe(false);
    }
  });

  it("takes the first 20,000 session files in the walk's order and counts the rest without opening them", async () => {
    // 19,990 in -a; -b holds 5 then a subfolder of 5 (the cap falls inside it) then 3 more
    const a: Tree = {};
    for (let k = 0; k < 19_990; k++) a[`s${k}.jsonl`] = f(1, 1);
    const b: Tree = {};
    for (let k = 0; k < 5; k++) b[`t${k}.jsonl`] = f(1, 1);
    b.sub = {};
    for (let k = 0; k < 5; k++) (b.sub as Tree)[`u${k}.jsonl`] = f(1, 1);
    for (let k = 5; k < 8; k++) b[`t${k}.jsonl`] = f(1, 1);
    const left = { deeper: 0, over: 0 };
    const { dir, asked } = fakeFolder("p", { "-a": a, "-b": b }, { hold: scrambled(3) });
    const found = await walkFolder(dir, { left });
    expect(found).toHaveLength(20_000);
    expect(found[19_994].path).toBe("p/-b/t4.jsonl");
    expect(found.at(-1)!.path).toBe("p/-b/sub/u4.jsonl");
    expect(left).toEqual({ deeper: 0, over: 3 });
    const opened = asked.calls.filter((c) => c.startsWith("file "));
    expect(opened).toHaveLength(20_000);
    expect(opened.some((c) => /t[567]\.jsonl$/.test(c))).toBe(false);
  });

  it("a drop of two folders and loose files is one walk: folders named as picked, loose files by name, one count of 20,000", async () => {
    const a: Tree = {};
    for (let k = 0; k < 15_000; k++) a[`s${k}.jsonl`] = f(1, 1);
    const b: Tree = { sub: {} as Tree };
    for (let k = 0; k < 4_999; k++) (b.sub as Tree)[`t${k}.jsonl`] = f(1, 1);
    const calls: string[] = [];
    const loose = (name: string): FileHandleLike<FakeFile> => ({ kind: "file", name, getFile: async () => (calls.push(name), f(2, 2)) });
    const left = { deeper: 0, over: 0 };
    const fa = fakeFolder("a", a, { hold: scrambled(1) });
    const fb = fakeFolder("b", b, { hold: scrambled(2) });
    // 15,000 + 4,999 + the first loose session file = 20,000; the second loose one is over, the .md is no session
    const found = await walkEntries([fa.dir, fb.dir, loose("one.jsonl"), loose("notes.md"), loose("two.jsonl")], { left });
    expect(found).toHaveLength(20_000);
    expect(found[0].path).toBe("a/s0.jsonl");
    expect(found[15_000].path).toBe("b/sub/t0.jsonl");
    expect(found.at(-1)!.path).toBe("one.jsonl");
    expect(calls).toEqual(["one.jsonl"]);
    expect(left).toEqual({ deeper: 0, over: 1 });
  });
});
