// Mechanism 1 of docs/hostile-inputs.md: every path the CLI opens goes through one layer, and a
// refusal is one line naming the path. A FIFO is never opened for reading (this test would hang).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appendToFile, filePieces, fileSize, readFileText, showPath } from "./file-access";
import { readCatalogDir } from "./io";
import { sessionFiles } from "./fidelity";
import { MAX_ENTRY_BYTES } from "../lib/limits";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cl-fa-"));
const BIN = path.resolve(__dirname, "../bin/context-lab.mjs");
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 60_000 });

describe("one file-access layer", () => {
  it("a FIFO, a folder, a missing path and a file over the limit: one line each, naming the path", () => {
    const fifo = path.join(tmp, "gold.fifo");
    execFileSync("mkfifo", [fifo]);
    expect(() => readFileText(fifo, { what: "--gold" })).toThrow(
      `--gold ${fifo} is a named pipe (FIFO), not a file: reading it would wait for a writer`,
    );
    expect(() => readFileText(tmp, { what: "--settings" })).toThrow(`--settings ${tmp} is a folder, not a file`);
    expect(() => readFileText(path.join(tmp, "none.json"))).toThrow(`${path.join(tmp, "none.json")} does not exist`);
    const big = path.join(tmp, "big.json");
    fs.writeFileSync(big, "x".repeat(2048));
    expect(() => readFileText(big, { maxBytes: 1024 })).toThrow(
      `${big} is 2,048 bytes, over the 1,024-byte (0 MB) limit for this input: not read`,
    );
    expect(showPath("a".repeat(5_000))).toHaveLength(221);
  });

  it("--log into a folder or a FIFO writes nothing and says why", () => {
    expect(() => appendToFile(tmp, "x\n")).toThrow(`--log ${tmp} is a folder, not a file; nothing was written`);
    const fifo = path.join(tmp, "log.fifo");
    execFileSync("mkfifo", [fifo]);
    expect(() => appendToFile(fifo, "x\n")).toThrow(
      /is a named pipe \(FIFO\), not a file: reading it would wait for a writer; nothing was written/,
    );
  });

  it("the catalog walk names a symlinked skill folder, an oversized SKILL.md and a tree past the depth, without recursion", () => {
    const root = path.join(tmp, "cat");
    fs.mkdirSync(path.join(root, "real"), { recursive: true });
    fs.writeFileSync(path.join(root, "real", "SKILL.md"), "---\nname: real\n---\n");
    fs.symlinkSync(path.join(root, "real"), path.join(root, "linked"));
    fs.mkdirSync(path.join(root, "huge"));
    fs.writeFileSync(path.join(root, "huge", "SKILL.md"), "x".repeat(MAX_ENTRY_BYTES + 1));
    const notes: string[] = [];
    const files = readCatalogDir(root, (m) => notes.push(m));
    expect(files.map((f) => f.path)).toEqual(["real/SKILL.md"]);
    expect(notes.sort()).toEqual(
      [
        "huge/SKILL.md is 5,242,881 bytes, over the 5,242,880-byte (5 MB) limit for this input: not read",
        "linked is a symbolic link to a folder; not followed",
      ].sort(),
    );
  });

  it("fidelity walks a folder tree 2,000 deep without a stack trace and names where it stopped", () => {
    let d = path.join(tmp, "deep");
    const top = d;
    for (let i = 0; i < 40; i++) d = path.join(d, "d");
    fs.mkdirSync(d, { recursive: true });
    const notes: string[] = [];
    expect(sessionFiles([top], (m) => notes.push(m)).sessions).toEqual([]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/: folder more than 32 levels below .*deep; not read$/);
  });

  it("through the CLI: a FIFO as router settings and as a baseline exits 2 with one line", () => {
    const fifo = path.join(tmp, "settings.fifo");
    execFileSync("mkfifo", [fifo]);
    const cat = path.resolve(__dirname, "../fixtures/catalogs/devkit");
    const r = cli("route", "run the tests", "--catalog", cat, "--settings", fifo);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`context-lab route: --settings ${fifo} is a named pipe (FIFO), not a file: reading it would wait for a writer\n`);
  });
});

describe("filePieces and fileSize", () => {
  it("pieces join to the file's text: a character across the 1 MB read and a short last read keep no stale bytes", () => {
    const f = path.join(tmp, "pieces.jsonl");
    // after the 3-byte mark, "é" (2 bytes) starts at byte 1,048,575 and straddles the first read;
    // 20 more bytes make a short second read
    const text = "a".repeat((1 << 20) - 4) + "é" + "z".repeat(19) + "\n";
    fs.writeFileSync(f, "\ufeff" + text);
    const pieces = [...filePieces(f)];
    expect(pieces.length).toBeGreaterThan(1);
    // the byte-order mark is dropped, as the decoder always did
    expect(pieces.join("")).toBe(text);
  });

  it("fileSize is a file's bytes, 0 for a path that cannot be stat'ed", () => {
    const f = path.join(tmp, "ten.jsonl");
    fs.writeFileSync(f, "0123456789");
    expect(fileSize(f)).toBe(10);
    expect(fileSize(path.join(tmp, "missing.jsonl"))).toBe(0);
  });
});
