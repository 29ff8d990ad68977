import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { baseName, fixtureUrl, parseExamples } from "./examples";

describe("examples manifest", () => {
  it("maps fixture paths to same-origin URLs", () => {
    expect(fixtureUrl("sessions/a.jsonl")).toBe("/fixtures/sessions/a.jsonl");
    expect(fixtureUrl("fixtures/sessions/a.jsonl")).toBe("/fixtures/sessions/a.jsonl");
    expect(fixtureUrl("/fixtures/sessions/a b.jsonl")).toBe("/fixtures/sessions/a%20b.jsonl");
    expect(baseName("/fixtures/sessions/a%20b.jsonl")).toBe("a b.jsonl");
  });

  it("reads an array or {examples}, skipping entries without a file", () => {
    const list = parseExamples({
      examples: [
        { id: "x", title: "X", description: "d", file: "sessions/x.jsonl", subagents: ["sessions/x/subagents/agent-1.jsonl"] },
        { title: "no file" },
        "junk",
      ],
    });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: "x",
      file: "/fixtures/sessions/x.jsonl",
      subagents: ["/fixtures/sessions/x/subagents/agent-1.jsonl"],
    });
  });

  it("reads fixtures/examples.json, whose files all exist", () => {
    const root = path.resolve(__dirname, "..", "..", "fixtures");
    const file = path.join(root, "examples.json");
    if (!fs.existsSync(file)) return;
    const list = parseExamples(JSON.parse(fs.readFileSync(file, "utf8")));
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) {
      for (const url of [e.file, ...e.subagents]) {
        expect(fs.existsSync(path.join(root, decodeURIComponent(url.replace(/^\/fixtures\//, ""))))).toBe(true);
      }
    }
  });
});
