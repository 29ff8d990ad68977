// Round 3 of docs/hostile-inputs.md: each mechanism with the message it prints. Inputs and the
// expected words are written here by hand from the mechanism's rule, never pasted from its output.
import { deflateSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IngestError } from "./model";
import { attachSubagent, ingest } from "./transcripts";
import { readJson } from "./input/json";
import { readNumber, COUNT } from "./input/number";
import { nameMap, own, readShape } from "./input/shape";
import { formatSignature } from "./input/signature";
import { crc32 } from "./input/inflate";
import { mergeSettings, presetSettings } from "./context/settings";
import { thresholds } from "./context/thresholds";
import { apiErrorStatus } from "./transcripts/record-types";
import { decodeShare } from "./share/link";
import { loadCatalog } from "./skills/catalog";
import { parseFrontMatter } from "./skills/frontmatter";
import { readZip } from "./skills/zip";
import { parseGold } from "./routing/bench";
import { readRouterSettings } from "./routing/read-settings";
import { readBaseline } from "./routing/read-baseline";
import { MAX_DEPTH, MAX_GOLD_LINES } from "./limits";
import { listingOptions } from "./skills/listing";

const rec = (o: Record<string, unknown>) => JSON.stringify(o);
const user = (uuid: string, ts?: string) =>
  rec({ type: "user", uuid, sessionId: "s", ...(ts ? { timestamp: ts } : {}), message: { role: "user", content: "hi" } });

describe("3. one bounded number reader", () => {
  it("reads a count in range, rounds a fraction and says so, refuses the rest by name", () => {
    expect(readNumber(12, COUNT, "tokens")).toEqual({ value: 12 });
    expect(readNumber(2.5, COUNT, "tokens")).toEqual({ value: 3, note: "tokens is 2.5, not a whole number; read as 3" });
    expect(readNumber(1e300, COUNT, "tokens").note).toBe("tokens is 1e+300, not a number from 0 to 1e+9");
    expect(readNumber(-1, COUNT, "tokens").value).toBeUndefined();
    expect(readNumber("12", COUNT, "tokens").value).toBeUndefined();
    expect(readNumber(" 12 ", { ...COUNT, text: true }, "--top-k").value).toBe(12);
    expect(readNumber("1e30", { min: 1, max: 50, text: true }, "--top-k").note).toBe("--top-k is 1e+30, not a number from 1 to 50");
    expect(readNumber(90, { min: 1, max: 50, clamp: true }, "topK")).toEqual({
      value: 50,
      note: "topK is 90, outside 1 to 50; clamped to 50",
    });
  });

  it("a block's tokens of 1e300 never reaches a count: it is reported with its message and counted from the text", () => {
    const doc = { messages: [{ role: "user", content: [{ type: "text", text: "abcd", tokens: 1e300 }] }] };
    const s = ingest(JSON.stringify(doc), "api.json");
    const b = s.events[0].blocks[0];
    expect("tokens" in b ? b.tokens : undefined).toBeUndefined();
    expect(s.warnings.map((w) => w.message)).toContain('messages[0].content[0]: "tokens" is 1e+300, not a number from 0 to 1e+9; ignored');
  });
});

describe("4. the thresholds checked as a set", () => {
  it("names the setting that leaves no room and puts back its value", () => {
    const base = presetSettings("cc-2.1.88");
    // W 200,000, R 20,000, E 180,000; a warning buffer of 170,000 puts warning at 167,000 - 170,000 = -3,000
    const r = mergeSettings(base, { warningBufferTokens: 170_000 });
    expect(r.settings.warningBufferTokens).toBe(base.warningBufferTokens);
    expect(r.problems).toEqual(["warningBufferTokens 170,000 leaves no room: the warning threshold would be -3,000 tokens; kept 20,000"]);
  });

  it("a blocking buffer past the auto-compact buffer would block before compacting: named", () => {
    const r = mergeSettings(presetSettings("cc-2.1.88"), { blockingBufferTokens: 15_000 });
    // A = 180,000 - 13,000 = 167,000; blocking = 180,000 - 15,000 = 165,000 < A
    expect(r.problems[0]).toMatch(
      /^blockingBufferTokens 15,000 leaves no room: auto-compact \(167,000\) would sit above blocking \(165,000\)/,
    );
    expect(thresholds(r.settings).blockingThreshold).toBe(177_000);
  });
});

describe("5. relations across records", () => {
  it("a record dated ten years ahead of its neighbours is reported and its clock not used", () => {
    const text = [user("a", "2026-01-01T00:00:00Z"), user("b", "2036-01-01T00:00:00Z"), user("c", "2026-01-01T00:05:00Z")].join("\n");
    const s = ingest(text, "s.jsonl");
    expect(s.events[1].timestamp).toBeUndefined();
    expect(s.warnings.find((w) => w.line === 2)?.message).toMatch(
      /^"timestamp" 2036-01-01T00:00:00Z is 3,652 days ahead of the records around it/,
    );
    const bad = ingest([user("a", "yesterday"), user("b", "2026-01-01T00:00:00Z")].join("\n"), "s.jsonl");
    expect(bad.warnings.map((w) => w.message)).toContain('"timestamp" "yesterday" is not a date; not used for time');
  });

  it("a second subagent file with an agent id already attached is named, not swapped in", () => {
    const parent = ingest(user("a"), "s.jsonl");
    const sub = (text: string) =>
      rec({ type: "user", uuid: "x", agentId: "same", isSidechain: true, message: { role: "user", content: text } });
    const one = attachSubagent(parent, "first.jsonl", sub("one"));
    const two = attachSubagent(one, "second.jsonl", sub("two"));
    expect(two.subagents.map((s) => s.fileName)).toEqual(["first.jsonl"]);
    expect(two.warnings.at(-1)?.message).toBe('second.jsonl: agent id "same" is already that of first.jsonl; not attached');
  });

  it("an API error's own status decides: a 500 quoting the words is no 413", () => {
    expect(apiErrorStatus('API Error: 500 {"error":"prompt is too long to log"}')).toBe(500);
    expect(apiErrorStatus("Prompt is too long")).toBe(413);
  });
});

describe("6. format signatures", () => {
  const name = (bytes: number[] | string) =>
    formatSignature(typeof bytes === "string" ? bytes : new TextDecoder().decode(new Uint8Array(bytes)));
  it("names compressed files and UTF-16 without a BOM", () => {
    expect(name([0x1f, 0x8b, 8, 0, 0, 0])?.what).toBe("a gzip-compressed file");
    expect(name("BZh91AY&SY")?.what).toBe("a bzip2-compressed file");
    expect(name([0x28, 0xb5, 0x2f, 0xfd, 0, 0])?.what).toBe("a zstd-compressed file");
    expect(name([0x50, 0x4b, 3, 4, 0, 0])?.what).toBe("a zip archive");
    const u16 = Array.from('{"type":"user"}').flatMap((c) => [c.charCodeAt(0), 0]);
    expect(name(u16)?.what).toBe("UTF-16 (little-endian) text without a byte-order mark");
  });

  it("names pretty-printed JSONL and JSON with comments with the real line", () => {
    const pretty = `{\n  "type": "user",\n  "uuid": "a"\n}\n{\n  "type": "user"\n}\n`;
    expect(() => ingest(pretty, "p.jsonl")).toThrow(
      "p.jsonl is JSON records pretty-printed across lines (line 4), not a session: the first record runs from line 1 to line 4; a session is one record a line (jq -c writes that).",
    );
    const commented = `{\n  "messages": [],\n  // a note\n  "model": "x"\n}`;
    expect(() => ingest(commented, "c.json")).toThrow(/c\.json is JSON with comments \(line 3\)/);
  });

  it("a JSON array of records is named as such, never read as a /context report", () => {
    const arr = JSON.stringify([JSON.parse(user("a")), JSON.parse(user("b"))]);
    expect(() => ingest(arr, "a.json")).toThrow("a.json is a JSON array of 2 values, 2 of them Claude Code records, not a session");
  });

  it("readJson gives the real line and column of a syntax error", () => {
    const r = readJson('{\n  "a": 1,\n  "b": ,\n}', "settings.json");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^settings\.json is not JSON: unexpected .* at line 3, column 8$/);
  });
});

describe("7. the depth limit as every document enters", () => {
  it("a share link that expands to a deep array is refused by name", () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    const b64 = btoa(String.fromCharCode(...deflateSync(strToU8(`{"v":1,"x":${deep}}`))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const r = decodeShare(`#z=${b64}`);
    expect(r).toEqual({
      ok: false,
      error: `The share link is nested more than ${MAX_DEPTH} levels deep (the limit): not read; what is shown stays as it was.`,
    });
  });

  it("a stored value nested past the limit is not read", () => {
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < MAX_DEPTH + 5; i++) at = (at[0] = []) as unknown[];
    expect(readShape({ a: deep }, { a: { kind: "any" } }, "stored").problems).toEqual([
      `stored is nested more than ${MAX_DEPTH} levels deep (the limit): not read`,
    ]);
  });
});

describe("2. read back as a stranger's: own properties only", () => {
  it("a name that is a key of Object.prototype is data", () => {
    expect(own({}, "constructor")).toBeUndefined();
    const m = nameMap<number>();
    m["constructor"] = (m["constructor"] ?? 0) + 1;
    expect(m["constructor"]).toBe(1);
    // a stored listing preset named "constructor" falls back to the default preset
    expect(listingOptions({ preset: "constructor" as never, window: 200_000 }).perEntryCap).toBeGreaterThan(0);
  });

  it("router settings: each value dropped is named, the rest pass", () => {
    const r = readRouterSettings(JSON.parse('{"topK": 1e9, "scoreMin": 4, "constructor": 1, "prefilter": {"slash": "yes"}}'), "s.json");
    expect(r.settings).toEqual({ scoreMin: 4, prefilter: {} });
    expect(r.problems).toEqual([
      "s.json: topK is 1e+9, not a number from 1 to 50; ignored",
      "s.json: constructor is not a known field; ignored",
      's.json: prefilter.slash is the text "yes", not true or false; ignored',
    ]);
    expect(readRouterSettings([1, 2], "s.json").problems).toEqual(["s.json is a list where an object was expected: not read"]);
  });

  it("a baseline: a case without the fields the comparison reads is left out by name", () => {
    const base = {
      counts: { asked: 1, loadedOnNative: "x" },
      results: [{ id: "a" }, { id: "b", query: "q", decision: "load", chosen: null, kind: "single", top1Hit: true, hallucinated: false }],
    };
    const r = readBaseline(base, "b.json");
    expect("report" in r && r.report.results.map((c) => c.id)).toEqual(["b"]);
    expect("problems" in r && r.problems).toEqual([
      'b.json: results[0]: "query" is undefined; the case is left out',
      "b.json: recallAt5 is undefined, not a number from 0 to 1; read as no figure",
      "b.json: top1 is undefined, not a number from 0 to 1; read as no figure",
      "b.json: gatedRate is undefined, not a number from 0 to 1; read as no figure",
      "b.json: hallucinationRate is undefined, not a number from 0 to 1; read as no figure",
      'b.json: counts.loadedOnNative is the text "x", not a number from 0 to 1e+9; read as 0',
    ]);
    // the asks that offered a right skill: read when present and a count, left out otherwise
    const withAsks = (askedRight: unknown) => readBaseline({ ...base, counts: { asked: 1, loadedOnNative: 0, askedRight } }, "b.json");
    const good = withAsks(1);
    expect("report" in good && good.report.counts.askedRight).toBe(1);
    const bad = withAsks(-3);
    expect("report" in bad && "askedRight" in bad.report.counts).toBe(false);
    expect("problems" in bad && bad.problems.at(-1)).toBe("b.json: counts.askedRight is -3, not a number from 0 to 1e+9; left out");
  });
});

describe("8. the catalog reader names what it passes over", () => {
  it("an unclosed front matter is read as body, with an error", () => {
    const fm = parseFrontMatter("---\nname: x\ndescription: y\n\n# Body\ntext\n");
    expect(fm.data).toEqual({});
    expect(fm.body).toMatch(/# Body/);
    expect(fm.error).toBe(
      "front matter opened on line 1 is never closed (no line of ---): no name or description read; the whole file is read as the body",
    );
  });

  it("a skill folder given as the catalog is that one skill, said so; a stray .md is named", () => {
    const c = loadCatalog(
      [
        { path: "SKILL.md", text: "---\ndescription: d\n---\nbody" },
        { path: "references/more.md", text: "x" },
      ],
      "my-skill",
    );
    expect(c.entries.map((e) => [e.name, e.folder])).toEqual([["my-skill", "my-skill"]]);
    expect(c.errors).toEqual([
      {
        path: "SKILL.md",
        message:
          'SKILL.md is at the top of "my-skill": the folder given is one skill, read as the skill "my-skill"; a catalog is the folder that holds skill folders',
      },
    ]);
    const other = loadCatalog([
      { path: "notes/README.md", text: "x" },
      { path: "a/SKILL.md", text: "---\nname: a\n---\n" },
    ]);
    expect(other.errors).toEqual([{ path: "notes/README.md", message: "not a SKILL.md, nor a .md in agents/ or commands/: not an entry" }]);
  });
});

describe("9. zip: one view, CRC and length per entry", () => {
  const skill = strToU8("---\nname: a\ndescription: d\n---\nbody\n");
  const find = (z: Uint8Array, sig: number, from = 0) => {
    const d = new DataView(z.buffer);
    for (let o = from; o < z.length - 4; o++) if (d.getUint32(o, true) === sig) return o;
    return -1;
  };
  it("a CRC mismatch is refused by entry, the others load", () => {
    const z = zipSync({ "c/a/SKILL.md": skill, "c/b/SKILL.md": skill }, { level: 0 });
    const cd = find(z, 0x02014b50);
    new DataView(z.buffer).setUint32(cd + 16, 0xdeadbeef, true);
    const r = readZip(z);
    expect(r.files.map((f) => f.path)).toEqual(["c/b/SKILL.md"]);
    expect(r.refused[0].reason).toBe(
      `its CRC-32 is ${crc32(skill).toString(16).padStart(8, "0")} where its directory record declares deadbeef: the bytes are damaged; not extracted`,
    );
  });

  it("a declared size smaller than the data is refused", () => {
    const z = zipSync({ "c/a/SKILL.md": skill });
    const cd = find(z, 0x02014b50);
    new DataView(z.buffer).setUint32(cd + 24, 4, true);
    expect(readZip(z).refused[0].reason).toBe("it inflates to more than the 4 bytes its directory record declares: not extracted");
  });

  it("a second end-of-directory record hidden in the comment is refused", () => {
    const inner = zipSync({ "c/evil/SKILL.md": skill });
    const outer = zipSync({ "c/a/SKILL.md": skill });
    // the outer archive's comment holds the inner one's 22-byte end record
    const eocdIn = inner.slice(find(inner, 0x06054b50));
    const joined = new Uint8Array(outer.length + eocdIn.length);
    joined.set(outer);
    joined.set(eocdIn, outer.length);
    new DataView(joined.buffer).setUint16(find(outer, 0x06054b50) + 20, eocdIn.length, true);
    expect(() => readZip(joined)).toThrow(/two end-of-directory records/);
  });
});

describe("10. gold sets", () => {
  it("a blank query and a scored case without gold are reported, not scored", () => {
    const g = parseGold(
      ['{"kind":"single","query":"  ","gold":["a"]}', '{"kind":"slash","query":"q","gold":[""]}', '{"kind":"native","query":"q"}'].join(
        "\n",
      ),
    );
    expect(g.cases.map((c) => c.kind)).toEqual(["native"]);
    expect(g.errors).toEqual([
      { line: 1, message: "query is blank: there is no prompt to route; the case is not scored" },
      { line: 2, message: "a slash case without gold: nothing to score it against; the case is not scored" },
    ]);
  });

  it("a repeated id is reported with the line of its first case", () => {
    const g = parseGold(['{"id":"1","kind":"native","query":"a"}', '{"id":"1","kind":"native","query":"b"}'].join("\n"));
    expect(g.cases.map((c) => c.query)).toEqual(["a"]);
    expect(g.errors).toEqual([{ line: 2, message: 'id "1" repeats the case on line 1; the case is not scored' }]);
  });

  it("the declared line limit applies, and a set past it costs no stack", () => {
    const g = parseGold(Array.from({ length: MAX_GOLD_LINES + 5 }, (_, k) => `{"id":${k},"kind":"native","query":"q"}`).join("\n"));
    expect(g.cases).toHaveLength(MAX_GOLD_LINES);
    expect(g.errors).toEqual([
      {
        line: MAX_GOLD_LINES + 1,
        message: `the gold set is longer than ${MAX_GOLD_LINES.toLocaleString("en-US")} lines (the limit): this line and the rest are not read`,
      },
    ]);
  });

  it("a line that is not JSON is named by its file line, and the column in it", () => {
    const g = parseGold(`{"kind":"native","query":"hello"}\n not json`);
    // the second line: a space, then "not json" from its second character
    expect(g.errors).toEqual([{ line: 2, message: 'not JSON: unexpected "not json" at column 2' }]);
  });

  it("a line nested past the depth limit is reported by its line", () => {
    const g = parseGold(`{"kind":"native","query":"q","x":${"[".repeat(200)}${"]".repeat(200)}}`);
    expect(g.errors).toEqual([{ line: 1, message: `is nested more than ${MAX_DEPTH} levels deep (the limit): not read` }]);
  });
});

it("IngestError stays the one failure of a recognised wrong input", () => {
  expect(() => ingest("\u001f\ufffd\b\u0000", "x.jsonl.gz")).toThrow(IngestError);
});
