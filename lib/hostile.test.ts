// The hostile corpus (fixtures/hostile/, docs/hostile-inputs.md): each case loads to a result or
// a sentence naming the place, runs no code from the file and pollutes no prototype.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IngestError } from "./model";
import { ingest } from "./transcripts";
import { chars4Counter, loadCounter } from "./tokens/estimators";
import { countSession } from "./tokens/count";
import { loadCatalog } from "./skills/catalog";
import { lintCatalog } from "./skills/lint";
import { simulate, snapshotAt } from "./context/simulate";
import { presetSettings } from "./context/settings";
import { decodeShare } from "./share/link";

const H = path.resolve(__dirname, "../fixtures/hostile");
const read = (f: string) => fs.readFileSync(path.join(H, f), "utf8");
const g = globalThis as Record<string, unknown>;

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
});

function catalogOf(...dirs: string[]) {
  return loadCatalog(dirs.map((d) => ({ path: `skills/${d}/SKILL.md`, text: read(`skills/${d}/SKILL.md`) })));
}

describe("hostile corpus", () => {
  it("JavaScript front matter (---js, ---javascript) never runs", () => {
    const c = catalogOf("js-frontmatter", "javascript-frontmatter");
    lintCatalog(c);
    expect(g.__hostile_js).toBeUndefined();
    expect(g.__hostile_javascript).toBeUndefined();
    expect(c.errors.map((e) => e.message)).toEqual([
      'front matter in "javascript" is not read: only YAML is data',
      'front matter in "js" is not read: only YAML is data',
    ]);
    // the entries are still listed, by folder name, with no data from the block
    expect(c.entries.map((e) => [e.name, e.description])).toEqual([
      ["javascript-frontmatter", ""],
      ["js-frontmatter", ""],
    ]);
  });

  it("a YAML alias bomb is cut off, not expanded", () => {
    const c = catalogOf("alias-bomb");
    expect(c.entries[0].name).toBe("alias-bomb");
    expect(c.errors[0].message).toMatch(/more than 20,000 values/);
    expect(JSON.stringify(c.entries[0].frontMatter).length).toBeLessThan(1_000_000);
  });

  it("__proto__ and constructor keys pollute nothing, in front matter or in JSONL", () => {
    const c = catalogOf("proto-keys");
    expect(Object.keys(c.entries[0].frontMatter)).toEqual(["name", "description"]);
    const s = ingest(read("proto-keys.jsonl"), "proto-keys.jsonl");
    const extra = s.events[0].extra;
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
    expect(Object.keys(extra)).toEqual(["sessionId", "__proto__", "constructor"]);
    const proto = ingest('{"type":"__proto__","uuid":"x"}\n', "t.jsonl");
    expect(Object.getPrototypeOf(proto.unknownTypes)).toBe(Object.prototype);
    expect(Object.keys(proto.unknownTypes)).toEqual(["__proto__"]);
  });

  it("HTML, <script> and javascript: links in every text field stay data", () => {
    const s = ingest(read("html-everywhere.jsonl"), "html-everywhere.jsonl");
    expect(s.events.length).toBe(8);
    expect(s.unknownTypes[Object.keys(s.unknownTypes)[0]]).toBe(1);
    const t = countSession(s, chars4Counter);
    const sim = simulate(s, t, presetSettings());
    expect(Number.isFinite(snapshotAt(sim, s.events.length - 1).tokens)).toBe(true);
    // the compact boundary's hostile trigger and preTokens are not taken as numbers or triggers
    const b = s.events.find((e) => e.kind === "compact-boundary")!;
    expect(b.compact).toEqual({ trigger: "auto" });
  });

  it("invalid UTF-8, a BOM and CRLF line ends", () => {
    const bad = fs.readFileSync(path.join(H, "invalid-utf8.jsonl"));
    const s = ingest(new TextDecoder().decode(bad), "invalid-utf8.jsonl");
    expect(s.events.map((e) => e.kind)).toEqual(["user", "user"]);
    expect(s.errors).toEqual([]);
    const b = ingest(read("bom-crlf.jsonl"), "bom-crlf.jsonl");
    expect(b.events).toHaveLength(2);
    expect(b.errors).toEqual([]);
  });

  it("negative, NaN, infinite and enormous token counts are reported and ignored", async () => {
    const s = ingest(read("bad-counts.json"), "bad-counts.json");
    const t = countSession(s, await loadCounter("chars4"));
    for (const v of [...t.perEvent, ...t.startup]) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1e9);
    }
    expect(s.warnings.length).toBeGreaterThanOrEqual(8);
    expect(s.warnings.map((w) => w.message).join("\n")).toMatch(/token count -1 is not a whole number/);
    expect(s.startup.map((x) => x.category)).toEqual(["system", "other"]);
    const sim = simulate(s, t, presetSettings());
    expect(Number.isFinite(snapshotAt(sim, s.events.length - 1).tokens)).toBe(true);
  });

  it("a 20 MB single line and JSON nested 100,000 deep", () => {
    const line = JSON.stringify({
      type: "user",
      uuid: "big",
      sessionId: "s",
      message: { role: "user", content: "word ".repeat(4_000_000) },
    });
    expect(line.length).toBeGreaterThan(20_000_000);
    const s = ingest(line + "\n", "big.jsonl");
    expect(s.events).toHaveLength(1);
    expect(countSession(s, chars4Counter).perEvent[0]).toBe(5_000_000);
    const deep = '{"type":"user","uuid":"d","message":' + "[".repeat(100_000) + "]".repeat(100_000) + "}";
    const d = ingest('{"type":"user","uuid":"a","sessionId":"s","message":{"role":"user","content":"ok"}}\n' + deep + "\n", "deep.jsonl");
    expect(d.events.length + d.errors.length).toBe(2);
    expect(() => ingest("[".repeat(100_000) + "]".repeat(100_000), "deep.json")).toThrow(IngestError);
  });

  it("forged and truncated share links decode to a sentence", () => {
    for (const link of fs
      .readFileSync(path.join(H, "links.txt"), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("#"))) {
      const r = decodeShare(link);
      expect(r === null || r.ok === false).toBe(true);
    }
  });
});
