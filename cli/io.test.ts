// Class 7 of docs/hostile-inputs.md: files that are not files. Checked with lstat/stat before
// anything is opened, so a FIFO never blocks (this test would hang if it did).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notAFile, readCatalogDir, readSession, UsageError } from "./io";
import { MAX_CATALOG_DEPTH } from "../lib/limits";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cl-io-"));
const record = JSON.stringify({ type: "user", uuid: "u1", sessionId: "s", message: { role: "user", content: "hi" } }) + "\n";

describe("files that are not files", () => {
  it("a FIFO or a folder where the session should be is refused with a message", () => {
    const fifo = path.join(tmp, "p.jsonl");
    execFileSync("mkfifo", [fifo]);
    expect(notAFile(fifo)).toMatch(/named pipe \(FIFO\)/);
    expect(() => readSession(fifo)).toThrow(UsageError);
    const dir = path.join(tmp, "d.jsonl");
    fs.mkdirSync(dir);
    expect(() => readSession(dir)).toThrow(/is a folder, not a file/);
  });

  it("a FIFO and a folder where subagent files should be are warnings; the session loads", () => {
    fs.writeFileSync(path.join(tmp, "s.jsonl"), record);
    const sub = path.join(tmp, "s", "subagents");
    fs.mkdirSync(path.join(sub, "agent-dir.jsonl"), { recursive: true });
    execFileSync("mkfifo", [path.join(sub, "agent-fifo.jsonl")]);
    fs.writeFileSync(
      path.join(sub, "agent-ok.jsonl"),
      JSON.stringify({ type: "user", uuid: "x", isSidechain: true, message: { role: "user", content: "sub" } }) + "\n",
    );
    const s = readSession(path.join(tmp, "s.jsonl"));
    expect(s.events).toHaveLength(1);
    expect(s.subagents.map((a) => a.agentId)).toEqual(["ok"]);
    expect(s.warnings.map((w) => w.message)).toEqual([
      "subagents/agent-dir.jsonl is a folder, not a file: not read",
      "subagents/agent-fifo.jsonl is a named pipe (FIFO), not a file: reading it would wait for a writer: not read",
    ]);
  });

  it("a SKILL.md deeper than the folder limit, and a .md FIFO, are named, not skipped silently", () => {
    const root = path.join(tmp, "cat");
    const deep = path.join(root, ...Array.from({ length: MAX_CATALOG_DEPTH + 1 }, (_, i) => `d${i}`), "s");
    fs.mkdirSync(deep, { recursive: true });
    fs.writeFileSync(path.join(deep, "SKILL.md"), "---\nname: s\n---\n");
    fs.mkdirSync(path.join(root, "skills", "a"), { recursive: true });
    fs.writeFileSync(path.join(root, "skills", "a", "SKILL.md"), "---\nname: a\n---\n");
    execFileSync("mkfifo", [path.join(root, "skills", "a", "notes.md")]);
    const notes: string[] = [];
    const files = readCatalogDir(root, (m) => notes.push(m));
    expect(files.map((f) => f.path)).toEqual(["skills/a/SKILL.md"]);
    expect(notes).toHaveLength(2);
    expect(notes.some((n) => /d11\/d12: folder more than 12 levels below/.test(n))).toBe(true);
    expect(notes.some((n) => /skills\/a\/notes\.md is a named pipe/.test(n))).toBe(true);
  });
});
