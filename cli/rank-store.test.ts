// The CLI's kept tokenizer tables: saved, read back the same, a damaged file read as none, and a
// folder it cannot write to costing only the time to build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { RankTable } from "../lib/tokens/rank-table";
import { buildRankStore, rankStore } from "./rank-store";

const table = RankTable.fromEntries(
  [
    ["a", 0],
    ["ab", 5],
  ],
  "\\w+",
);

describe("rankStore", () => {
  it("reads back the table it saved, and reads a damaged file as none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cl-ranks-"));
    const store = rankStore(pathToFileURL(dir + "/"));
    expect(store.read("o200k")).toBeNull();
    store.save("o200k", table);
    expect(fs.readdirSync(dir)).toEqual(["o200k.ranks"]);
    expect(store.read("o200k")?.get("ab")).toBe(5);
    expect(store.read("cl100k")).toBeNull();
    fs.writeFileSync(path.join(dir, "o200k.ranks"), "not a table");
    expect(store.read("o200k")).toBeNull();
  });

  it("leaves nothing behind where it cannot write", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cl-ranks-")), "absent");
    const store = rankStore(pathToFileURL(dir + "/"));
    expect(() => store.save("o200k", table)).not.toThrow();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("keeps tables only beside a build (its inputs.json), never in the sources", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cl-build-"));
    const main = pathToFileURL(path.join(dir, "main.mjs")).href;
    expect(buildRankStore(main)).toBeNull();
    fs.writeFileSync(path.join(dir, "inputs.json"), "{}");
    expect(buildRankStore(main)).not.toBeNull();
    expect(buildRankStore(pathToFileURL(path.join(__dirname, "main.ts")).href)).toBeNull();
  });
});
