import { describe, expect, it } from "vitest";
import { folderNotEntered, mayEnter, mayTake, walkLeftNote } from "./walk-left";

describe("walk-left", () => {
  it("a walk enters a folder found 31 levels down (it is the 32nd) and not one found 32 down", () => {
    expect(mayEnter(0)).toBe(true);
    expect(mayEnter(31)).toBe(true);
    expect(mayEnter(32)).toBe(false);
  });

  it("the list takes files while it holds fewer than 20,000", () => {
    expect(mayTake(19_999)).toBe(true);
    expect(mayTake(20_000)).toBe(false);
  });

  it("says what was left out, in the user's words, or nothing", () => {
    expect(walkLeftNote({ deeper: 0, over: 0 })).toBeNull();
    expect(walkLeftNote({ deeper: 0, over: 1 })).toBe(
      "1 session file past the first 20,000 not read (pick a folder further down to list them)",
    );
    expect(walkLeftNote({ deeper: 2, over: 1_500 })).toBe(
      "1,500 session files past the first 20,000 not read; 2 folders more than 32 levels down not read (pick a folder further down to list them)",
    );
  });

  it("a picked file 32 folders inside the folder is found; at 33 its 33rd folder is named as not entered", () => {
    const inside = (n: number) => ["p", ...Array.from({ length: n }, (_, k) => `d${k + 1}`), "s.jsonl"].join("/");
    expect(folderNotEntered(inside(32))).toBeNull();
    expect(folderNotEntered(inside(33))).toBe(["p", ...Array.from({ length: 33 }, (_, k) => `d${k + 1}`)].join("/"));
    expect(folderNotEntered(inside(40))).toBe(folderNotEntered(inside(33)));
    expect(folderNotEntered("s.jsonl")).toBeNull();
  });
});
