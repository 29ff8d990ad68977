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

describe("shipped example, scenario and lesson text", () => {
  // Design-note words that mean nothing to a user: the "seed" preset is "Design notes" on screen,
  // and spec sections, rounds and tier ids are the project's own bookkeeping.
  const DESIGN_WORDS = /\bseed\b|\bspec(?:ification)? (?:section )?\d|\bround \d+\b|\btier-\d/i;
  // The fields the app renders: titles, descriptions, captions, user text, labels and notes. Ids such
  // as `"preset": "seed"` are values the app maps to words, not text it shows.
  const SHOWN = new Set(["title", "description", "text", "label", "note"]);
  const shownText = (o: unknown, out: string[] = []): string[] => {
    if (Array.isArray(o)) for (const x of o) shownText(x, out);
    else if (o && typeof o === "object")
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === "string" && SHOWN.has(k)) out.push(v);
        else shownText(v, out);
      }
    return out;
  };

  it("finds the design-note words it looks for", () => {
    expect(shownText({ a: [{ description: "under the seed preset" }] }).some((t) => DESIGN_WORDS.test(t))).toBe(true);
    expect(DESIGN_WORDS.test("as in round 7")).toBe(true);
    expect(shownText({ preset: "seed", title: "Design notes" }).some((t) => DESIGN_WORDS.test(t))).toBe(false);
  });

  it("never says seed, spec N, round N or tier-N", () => {
    const root = path.resolve(__dirname, "..", "..", "fixtures");
    const files = ["examples.json"];
    for (const dir of ["lessons", "scenarios"])
      for (const f of fs.readdirSync(path.join(root, dir))) if (f.endsWith(".json")) files.push(`${dir}/${f}`);
    const hits = files.flatMap((f) =>
      shownText(JSON.parse(fs.readFileSync(path.join(root, f), "utf8")))
        .filter((t) => DESIGN_WORDS.test(t))
        .map((t) => `${f}: ${t.match(DESIGN_WORDS)![0]}`),
    );
    expect(hits).toEqual([]);
  });
});
