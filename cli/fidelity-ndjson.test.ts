// docs/fidelity-folder.md lists every --ndjson column, in the order the rows carry them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NDJSON_COLUMNS, ndjsonRow } from "./fidelity-ndjson";

const doc = fs.readFileSync(path.resolve(__dirname, "../docs/fidelity-folder.md"), "utf8");

describe("--ndjson columns", () => {
  it("the doc's table names every column and no other", () => {
    const table = doc.slice(doc.indexOf("| column"), doc.indexOf("\n\n", doc.indexOf("| column")));
    // the names in each row's first cell
    const named = table
      .split("\n")
      .slice(2)
      .flatMap((row) => [...row.split("|")[1].matchAll(/`([a-z_.]+)`/g)].map((m) => m[1]));
    // "calibrated_error_abs_pct" is written `..._abs_pct` beside its pair
    const expanded = named.map((c) => (c === "..._abs_pct" ? "calibrated_error_abs_pct" : c));
    expect(expanded.sort()).toEqual([...NDJSON_COLUMNS].sort());
  });

  it("a file that could not be read has every column, its figures null", () => {
    const row = ndjsonRow({ index: 0, file: "/p/-home-x/a.jsonl", row: null, sessionId: null, unreadable: "cannot read it" }, "chars4");
    expect(Object.keys(row)).toEqual([...NDJSON_COLUMNS]);
    expect(row).toMatchObject({ project: "-home-x", problem: "cannot read it", compactions_recorded: null, unknown_types: [] });
  });
});
