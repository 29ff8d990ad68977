// Mechanism 2 for browser storage (docs/hostile-inputs.md): what another version, tab or hand wrote
// under the app's keys is read as a stranger's; what fails is left out by name, the rest restores.
import { describe, expect, it } from "vitest";
import { readStoredCatalogRecord, readStoredEntries, readStoredInputs, readStoredView, storedProblemsText } from "./stored-shapes";

describe("stored values read as a stranger's", () => {
  it("saved inputs: a file that is no file is left out, the others load", () => {
    const r = readStoredInputs({
      inputs: [
        { name: "a.jsonl", text: "x", role: "main" },
        { name: 5, text: {}, role: "boss" },
      ],
      label: "a",
    });
    expect(r.inputs).toEqual([{ name: "a.jsonl", text: "x", role: "main" }]);
    expect(r.problems).toEqual([
      "the saved files: inputs[1].name is 5 where text was expected; ignored",
      "the saved files: inputs[1].text is an object where text or a file was expected; ignored",
      'the saved files: inputs[1].role is the text "boss", not one of main, subagent, context, session; ignored',
      'the saved files: inputs[1] lacks "name", "text", "role"; left out',
    ]);
    expect(storedProblemsText(r.problems)).toBe(
      "Some of what this browser saved could not be read and was left out (a saved file); the rest was restored.",
    );
  });

  it("the saved view: a step of 1e300 and an estimator that is an object are dropped", () => {
    const r = readStoredView({ estimator: { toString: 1 }, step: 1e300, tab: "entries" });
    expect(r.view).toEqual({ tab: "entries" });
    expect(r.problems).toHaveLength(2);
  });

  it("a stored routing catalog keeps the entries that are whole", () => {
    const good = {
      kind: "skill",
      name: "a",
      folder: "a",
      path: "a/SKILL.md",
      description: "d",
      disableModelInvocation: false,
      userInvocable: true,
      body: "b",
      bodyLine: 4,
      chars: 10,
      frontMatter: [],
      keyLines: null,
    };
    const r = readStoredEntries([good, { name: "constructor" }], "the saved catalog");
    expect(r.entries.map((e) => [e.name, e.frontMatter, e.keyLines])).toEqual([["a", {}, {}]]);
  });

  it("the Catalog screen's record: a zip whose bytes are no ArrayBuffer, or a source of no kind, is no catalog", () => {
    expect(readStoredCatalogRecord({ source: { kind: "zip", label: "z", name: "z", data: "bytes" } }).value).toBeNull();
    expect(readStoredCatalogRecord({ source: { kind: "constructor" } }).problems).toEqual([
      "the saved catalog: its source is of no known kind",
    ]);
    const ok = readStoredCatalogRecord({ source: { kind: "bundled", id: "devkit" }, preset: "cc-2.1.88", tab: 7 });
    expect(ok.value).toEqual({ source: { kind: "bundled", id: "devkit" }, preset: "cc-2.1.88" });
  });
});
