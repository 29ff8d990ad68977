// The record a reload needs, by source: a bundled catalog by id, a zip by its bytes, texts read as
// files (or where storage holds them), a picked folder none until the worker stores its texts.
import { describe, expect, it } from "vitest";
import type { WorkerLoaded } from "./catalog-load-steps";
import { filesRecord, noCatalogMessage, savedSourceFor } from "./catalog-load-steps";

const answer = { refused: [{ path: "x/../y", reason: "a path with .." }], ignored: 2 } as unknown as WorkerLoaded;
const files = [{ path: "a/SKILL.md", text: "---\nname: a\n---\n" }];
const read = { name: "cat", files, refused: [], ignored: 0 };

describe("savedSourceFor", () => {
  it("keeps a bundled catalog by its id", () => {
    expect(savedSourceFor({ kind: "bundled", label: "devkit (bundled)" }, { read, name: "devkit" }, answer, null)).toEqual({
      kind: "bundled",
      id: "devkit",
    });
  });
  it("keeps a zip's bytes under the label it was loaded with", () => {
    const data = new ArrayBuffer(4);
    expect(savedSourceFor({ kind: "zip", label: "c.zip" }, { name: "c", label: "mine" }, answer, data)).toEqual({
      kind: "zip",
      label: "mine",
      name: "c",
      data,
    });
  });
  it("keeps texts read as files, a zip or bundled source counted as files, with the refusals", () => {
    const rec = savedSourceFor({ kind: "session", label: "s" }, { read, name: "cat", extra: { note: "n" } }, answer, null);
    expect(rec).toEqual({
      kind: "files",
      sourceKind: "session",
      label: "s",
      name: "cat",
      files,
      refused: answer.refused,
      ignored: 2,
      extra: { note: "n" },
    });
    expect(filesRecord({ kind: "zip", label: "z" }, { name: "z" }, answer)(files)).toMatchObject({ sourceKind: "files" });
  });
  it("names where storage holds the texts instead of holding them", () => {
    const texts = { stamp: "t", parts: 1 };
    expect(filesRecord({ kind: "folder", label: "f" }, { name: "f" }, answer)(files, texts)).toMatchObject({ files: [], texts });
  });
  it("has nothing yet for a picked folder: the worker stores its texts after the table is drawn", () => {
    expect(savedSourceFor({ kind: "folder", label: "folder" }, { picked: [], name: "f" }, answer, null)).toBeNull();
  });
});

describe("noCatalogMessage", () => {
  it("says what was found instead", () => {
    expect(noCatalogMessage("x.zip", 0)).toBe(
      "x.zip holds no skill catalog: no <name>/SKILL.md, agents/*.md or commands/*.md file was found.",
    );
    expect(noCatalogMessage("x.zip", 1)).toMatch(/found \(1 other file ignored\)\.$/);
    expect(noCatalogMessage("x.zip", 3)).toMatch(/found \(3 other files ignored\)\.$/);
  });
});
