// A share link without text holds blanks and aliases: nothing of the words or paths, everything the
// engine reads of them (length, lines, the words it looks for, one file per file).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSTRAINT, ERROR_TEXT } from "../context/text-signals";
import { COMMAND_RECORD, CONTEXT_COMMAND, PROMPT_TOO_LONG } from "../context/text-signals";
import { filePathKey } from "../context/file-path";
import { isMemoryFile } from "../context/reattach";
import { RULE } from "../skills/reattach";
import { NOT_A_BODY } from "../transcripts/structure";
import { pathAliaser } from "./attachment-info";
import { blankText } from "./blank";

const PRIVATE = ["deploy", "alpha", "hunter2", "src/app.ts", "retryCount", "同步任务", "한국어", "café", "😀"];
const SIGNAL = ["never", "don't", "Do not", "must", "error", "Traceback", "not found", "cannot", "Caveat:", "하지 마", "반드시", "avoid"];
const START = ["<command-name>/context</command-name>", "/context", "<local-command-stdout>", "Caveat: ", "File unchanged since last read"];
const GLUE = [" ", "  ", "\n", "\n\n", "\t", "?", ".", "/", "-", ": ", "(", ")", "_", "'"];

const text = fc
  .tuple(fc.option(fc.constantFrom(...START)), fc.array(fc.constantFrom(...PRIVATE, ...SIGNAL, ...GLUE), { maxLength: 40 }))
  .map(([start, parts]) => (start ?? "") + parts.join(""));

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

describe("blanks", () => {
  it("keep the length, the lines, the spaces and every verdict the engine reads, and none of the words", () => {
    const verdicts = [CONSTRAINT, ERROR_TEXT, RULE, CONTEXT_COMMAND, COMMAND_RECORD, NOT_A_BODY, PROMPT_TOO_LONG, /\?\s*$/];
    fc.assert(
      fc.property(text, (t) => {
        const b = blankText(t);
        expect(b.length).toBe(t.length);
        expect(b.split("\n").map((l) => l.length)).toEqual(t.split("\n").map((l) => l.length));
        expect(oneLine(b).length).toBe(oneLine(t).length);
        for (const re of verdicts) expect(re.test(b), `${re} on ${JSON.stringify(t)}`).toBe(re.test(t));
        // the error line the summary names is the same line
        const errLine = (s: string) => s.split("\n").findIndex((l) => ERROR_TEXT.test(l));
        expect(errLine(b)).toBe(errLine(t));
        expect(b.startsWith("File unchanged since last read")).toBe(t.startsWith("File unchanged since last read"));
        for (const w of PRIVATE) expect(b).not.toContain(w);
      }),
      { numRuns: 400, seed: 11 },
    );
  });

  it("read as a person sees them", () => {
    expect(blankText("Never touch the db? 同步")).toBe("Never xxxxx xxx xx? **");
    expect(blankText("Error: ENOENT src/app.ts")).toBe("Error: xxxxxx xxx/xxx.xx");
    expect(blankText("")).toBe("");
  });
});

describe("path aliases", () => {
  it("name one file once, keep its extension and length, and give two files two aliases", () => {
    const alias = pathAliaser(false, (s) => s);
    const a = alias("/home/dev/app/src/server.ts");
    expect(a).toMatch(/^file-1_+\.ts$/);
    expect(a).toHaveLength("/home/dev/app/src/server.ts".length);
    expect(alias("/home/dev/app/src/server.ts")).toBe(a);
    expect(alias("/home/dev/app/src/client.ts")).not.toBe(a);
    // two spellings of one Windows file are one file
    expect(alias("C:\\Users\\dev\\App.ts")).toBe(alias("c:/users/dev/app.ts"));
    expect(alias("/home/dev/data/config.json")).toMatch(/\.json$/);
  });

  it("keep a memory file a memory file, and stay distinct when a path is too short to hold the alias", () => {
    const alias = pathAliaser(false, (s) => s);
    const m = alias("/home/dev/app/CLAUDE.md");
    expect(isMemoryFile(m)).toBe(true);
    expect(m).not.toContain("home");
    const short = ["a.ts", "b.ts", "c", "/x", ...Array.from({ length: 30 }, (_, i) => `/p/${i}.ts`)].map((p) => alias(p, "file"));
    expect(new Set(short.map(filePathKey)).size).toBe(short.length);
    expect(short.every((s) => !s.includes("/p/"))).toBe(true);
  });

  it("pass paths through when the sender keeps them", () => {
    const alias = pathAliaser(true, (s) => s.toUpperCase());
    expect(alias("/a/b.ts")).toBe("/A/B.TS");
  });
});
