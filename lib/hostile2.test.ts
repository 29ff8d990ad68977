// Hostile input, round 2 (docs/hostile-inputs.md): one test per class. Inputs are built here,
// expectations come from the rules in lib/limits.ts and the reader's promise (a line that does
// not fit is reported with its number and reason; the rest loads).
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IngestError, type Session } from "./model";
import { ingest, ingestChunks } from "./transcripts";
import { chars4Counter } from "./tokens/estimators";
import { countSession } from "./tokens/count";
import { simulate } from "./context/simulate";
import { presetSettings } from "./context/settings";
import { loadCatalog } from "./skills/catalog";
import { lintCatalog } from "./skills/lint";
import { readZip } from "./skills/zip";
import { parseGold } from "./routing/bench";
import { typedPrompt } from "./routing/prompt";
import { decodeRouteLink } from "./routing/link";
import { MAX_DEPTH, MAX_LINE_CHARS } from "./limits";
import { JsonlReader } from "./transcripts/jsonl";
import { escapeControls } from "../cli/io";

const user = (uuid: string, content: unknown = "hello") => JSON.stringify({ type: "user", uuid, message: { role: "user", content } });
const asst = (uuid: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "assistant",
    uuid,
    message: { id: `m-${uuid}`, role: "assistant", content: [{ type: "text", text: "ok" }], ...extra },
  });
const hostileObject = '{"toString":1,"valueOf":1}';
const read = (text: string) => ingest(text, "t.jsonl") as Session;
const all = (s: Session) => [...s.errors, ...s.warnings];

describe("1. values that are not what their place expects", () => {
  it("an object whose toString is not callable, in a block type, a record type, a scenario type and version, a Read offset", () => {
    const lines = [
      user("u1"),
      `{"type":"assistant","uuid":"a1","message":{"id":"m1","role":"assistant","content":[{"type":${hostileObject}},{"type":"tool_use","id":"t1","name":"Read","input":{"file_path":"/x","offset":${hostileObject}}}]}}`,
      `{"type":${hostileObject},"uuid":"x1","message":{"role":"user","content":"x"}}`,
      `{"type":"user","uuid":"u2","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"file"}]}}`,
      user("u3"),
    ].join("\n");
    const s = read(lines);
    expect(s.events.map((e) => e.line)).toEqual([1, 2, 3, 4, 5]);
    expect(all(s).some((w) => w.line === 3 && /"type" is an object/.test(w.message))).toBe(true);
    // the simulator's Read de-duplication reads offset: it must not throw either
    const table = countSession(s, chars4Counter);
    expect(() => simulate(s, table, presetSettings("cc-2.1.88"))).not.toThrow();

    const scenario = `{"format":"context-lab-scenario","version":${hostileObject},"events":[{"type":${hostileObject}},{"type":"user","text":"hi"}]}`;
    const sc = ingest(scenario, "s.json");
    expect(sc.events.map((e) => e.kind)).toEqual(["user"]);
    expect(sc.warnings.map((w) => w.message).join("\n")).toMatch(/version is an object[\s\S]*events\[0\]: "type" is an object/);
  });

  it("a gold case whose gold is a string, or whose id is an object, is reported, not scored as no gold", () => {
    const g = parseGold(
      [
        '{"id":"ok","kind":"single","query":"q","gold":["a"]}',
        '{"id":"g","kind":"single","query":"q","gold":"a"}',
        `{"id":${hostileObject},"kind":"single","query":"q","gold":["a"]}`,
        '{"id":"n","kind":"single","query":"q","gold":["a",5]}',
      ].join("\n"),
    );
    expect(g.cases.map((c) => c.id)).toEqual(["ok"]);
    expect(g.errors.map((e) => e.line)).toEqual([2, 3, 4]);
    expect(g.errors[0].message).toMatch(/gold is the text "a": it must be a list/);
  });

  it("front matter values that are mappings are reported, not stringified", () => {
    const c = loadCatalog([{ path: "skills/x/SKILL.md", text: "---\nname: x\ndescription:\n  toString: 1\n---\nbody\n" }]);
    expect(c.entries[0].description).toBe("");
    expect(c.errors[0].message).toMatch(/"description" is an object/);
  });
});

describe("2. regular expressions that backtrack", () => {
  // scripts/check-regex.mjs checks every pattern statically; these are the two reported ones,
  // timed loosely (a linear reader takes milliseconds; the old patterns took seconds to hours)
  it("the routing prompt reader on a command tag followed by spaces", () => {
    const t = performance.now();
    typedPrompt("<command-name>" + " ".repeat(20_000) + "x");
    expect(performance.now() - t).toBeLessThan(500);
  });
  it("the JSONL reader on a line of repeated <command-args> without a close", () => {
    const text = "<command-name>/compact</command-name>" + "<command-args>".repeat(200_000);
    const t = performance.now();
    const s = read(user("u1", text));
    expect(performance.now() - t).toBeLessThan(2_000);
    expect(s.events[0].kind).toBe("compact-command");
  });
});

describe("3. depth", () => {
  it("a record nested past the limit is reported on its line; the others load and count", () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    const text = [
      user("u1"),
      `{"type":"assistant","uuid":"a1","message":{"id":"m","role":"assistant","content":[{"type":"tool_use","id":"t","name":"X","input":${deep}}]}}`,
      user("u2"),
    ].join("\n");
    const s = read(text);
    expect(s.events.map((e) => e.line)).toEqual([1, 3]);
    expect(s.errors).toEqual([{ line: 2, message: `record nested more than ${MAX_DEPTH} levels deep (the limit): not read` }]);
    // exactly at the limit still loads
    let v: unknown = "x";
    for (let i = 0; i < MAX_DEPTH - 5; i++) v = [v];
    expect(
      read(
        JSON.stringify({
          type: "user",
          uuid: "d",
          message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: v }] },
        }),
      ).errors,
    ).toEqual([]);
  });
  it("a Messages API message nested past the limit is reported by its index", () => {
    const deep = "[".repeat(1_000) + "]".repeat(1_000);
    const s = ingest(`{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":${deep}}]}`, "api.json");
    expect(s.warnings).toEqual([{ line: 2, message: `messages[1] is nested more than ${MAX_DEPTH} levels deep (the limit): not read` }]);
  });
});

describe("4. size", () => {
  it("a line over the limit is reported with its length; the lines after it load", () => {
    const r = new JsonlReader({ name: "big.jsonl" });
    r.push(user("u1") + "\n");
    const piece = "x".repeat(1 << 20);
    r.push('{"type":"user","uuid":"big","message":{"content":"');
    for (let n = 0; n <= MAX_LINE_CHARS / piece.length; n++) r.push(piece);
    r.push('"}}\n' + user("u3") + "\n");
    const s = r.end();
    expect(s.events.map((e) => e.line)).toEqual([1, 3]);
    expect(s.errors).toHaveLength(1);
    expect(s.errors[0].line).toBe(2);
    expect(s.errors[0].message).toMatch(/^line is 6[0-9,]+ characters, over the 64 MB limit for one record: not read$/);
  });
  it("a stream over 64 MB whose first line is of another shape is read as lines, never joined into one string", () => {
    const pieces = function* () {
      yield '{"kind":"header"}\n';
      const line = JSON.stringify({ type: "progress", uuid: "p", data: "x".repeat(1 << 20) }) + "\n";
      for (let i = 0; i < 66; i++) yield line;
      yield user("u1") + "\n";
    };
    const s = ingestChunks(pieces(), "big.jsonl");
    expect(s.events.at(-1)?.line).toBe(68);
    expect(s.errors).toEqual([{ line: 1, message: 'record has no "type" field; kept as unknown' }]);
  });
  it("lint of 2,000 near-identical skills: one near-duplicate finding each, naming five", () => {
    const files = Array.from({ length: 2_000 }, (_, i) => ({
      path: `skills/s${i}/SKILL.md`,
      text: `---\nname: s${i}\ndescription: Formats code with prettier. Use when the user asks to format.\n---\nbody\n`,
    }));
    const res = lintCatalog(loadCatalog(files));
    const dups = res.flatMap((r) => r.problems.filter((p) => p.rule === "near-duplicate"));
    expect(dups).toHaveLength(2_000);
    expect(dups[0].message).toMatch(/100% the same words as "[^"]+", "[^"]+", "[^"]+", "[^"]+", "[^"]+" and 1,994 more/);
  });
});

/** Sets bits of the central-directory records of a zip built by fflate. */
function patchDirectory(zip: Uint8Array, patch: (dv: DataView, at: number, name: string) => void): Uint8Array {
  const out = zip.slice();
  const dv = new DataView(out.buffer);
  for (let o = 0; o + 46 <= out.length; o++) {
    if (dv.getUint32(o, true) !== 0x02014b50) continue;
    const n = dv.getUint16(o + 28, true);
    patch(dv, o, new TextDecoder().decode(out.subarray(o + 46, o + 46 + n)));
    o += 45 + n;
  }
  return out;
}
const md = (n: string) => strToU8(`---\nname: ${n}\ndescription: Does ${n}.\n---\n`);

describe("5. zip files", () => {
  it("a 98-byte ZIP64 file that claims 4.29 billion entries is refused at once", () => {
    const z = new Uint8Array(98);
    const dv = new DataView(z.buffer);
    dv.setUint32(0, 0x06064b50, true); // ZIP64 end of directory at 0
    dv.setUint32(32, 0xffffffff, true); // entries (low 32 bits)
    dv.setUint32(56, 0x07064b50, true); // its locator, pointing at 0
    dv.setUint32(76, 0x06054b50, true); // end of directory
    dv.setUint16(86, 0xffff, true);
    dv.setUint32(92, 0xffffffff, true);
    const t = performance.now();
    expect(() => readZip(z)).toThrow(/lists 4,294,967,295 entries, more than the 50,000/);
    expect(performance.now() - t).toBeLessThan(100);
  });
  it("encrypted entries and symbolic links are refused by name; a second entry of one path is reported", () => {
    const base = zipSync(
      {
        "c/skills/enc/SKILL.md": md("enc"),
        "c/skills/lnk/SKILL.md": md("lnk"),
        "c/skills/ok1/SKILL.md": md("ok1"),
        "c/skills/ok2/SKILL.md": md("ok2"),
      },
      { level: 0 },
    );
    let z = patchDirectory(base, (dv, o, name) => {
      if (name.includes("enc")) dv.setUint16(o + 8, dv.getUint16(o + 8, true) | 1, true);
      if (name.includes("lnk")) {
        dv.setUint16(o + 4, (3 << 8) | 20, true);
        dv.setUint32(o + 38, (0o120777 << 16) >>> 0, true);
      }
    });
    // rename ok2 to ok1 in both headers: two entries, one path
    const s = new TextDecoder("latin1").decode(z).split("c/skills/ok2/").join("c/skills/ok1/");
    z = Uint8Array.from(s, (ch) => ch.charCodeAt(0));
    const r = readZip(z);
    expect(r.files.map((f) => f.path)).toEqual(["c/skills/ok1/SKILL.md"]);
    const why = Object.fromEntries(r.refused.map((x) => [x.path, x.reason]));
    expect(why["c/skills/enc/SKILL.md"]).toMatch(/encrypted/);
    expect(why["c/skills/lnk/SKILL.md"]).toMatch(/symbolic link/);
    expect(why["c/skills/ok1/SKILL.md"]).toMatch(/second entry with the same path/);
  });
});

describe("6. numbers", () => {
  it("usage of 1e308, -1 and a string, preTokens of -5,000 and 1e15: reported with the line and never shown as facts", () => {
    const text = [
      user("u1"),
      asst("a1", { usage: { input_tokens: 1e308, output_tokens: -1, cache_read_input_tokens: "12" } }),
      JSON.stringify({ type: "system", subtype: "compact_boundary", uuid: "b1", compactMetadata: { trigger: "auto", preTokens: -5_000 } }),
      JSON.stringify({
        type: "system",
        subtype: "compact_boundary",
        uuid: "b2",
        compactMetadata: { trigger: "auto", preTokens: 1e15, postTokens: 12.5 },
      }),
    ].join("\n");
    const s = read(text);
    // every count refused: nothing is left that measures the context, so no usage (rules.md#replay)
    expect(s.events[1].usage).toBeUndefined();
    expect(s.events[2].compact?.preTokens).toBeUndefined();
    expect(s.events[3].compact?.preTokens).toBeUndefined();
    expect(s.events[3].compact?.postTokens).toBe(13);
    const w = s.warnings.map((x) => `${x.line} ${x.message}`);
    expect(w).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2 "message\.usage\.input_tokens" is 1e\+308, not a count/),
        expect.stringMatching(/^2 "message\.usage\.output_tokens" is -1/),
        expect.stringMatching(/^2 "message\.usage\.cache_read_input_tokens" is the text "12"/),
        expect.stringMatching(/^3 "compactMetadata\.preTokens" is -5000/),
        expect.stringMatching(/^4 "compactMetadata\.preTokens" is 1000000000000000/),
        expect.stringMatching(/^4 "compactMetadata\.postTokens" is 12\.5, not a whole number/),
      ]),
    );
  });
});

describe("8. terminal output", () => {
  it("ESC, BEL, a lone CR and C1 controls are shown escaped; tab and newline pass", () => {
    expect(escapeControls("a\u001b[2Jb\u0007c\rd\u009be\tf\ng")).toBe("a\\x1b[2Jb\\x07c\\x0dd\\x9be\tf\ng");
  });
});

describe("9. records that are valid JSON but wrong", () => {
  it('a user record with no content, message: "error", misspelled fields and a repeated uuid each warn with their line', () => {
    const text = [
      user("u1"),
      JSON.stringify({ type: "user", uuid: "u2", message: { role: "user" } }),
      JSON.stringify({ type: "assistant", uuid: "u3", message: "error" }),
      JSON.stringify({ type: "user", uuid: "u4", mesage: { role: "user", content: "hi" } }),
      JSON.stringify({ type: "user", uuid: "u5", message: { role: "user", contnet: "hi" } }),
      user("u1"),
    ].join("\n");
    const s = read(text);
    expect(s.events).toHaveLength(6);
    const w = s.warnings.map((x) => `${x.line} ${x.message}`);
    expect(w).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2 user record with no "message\.content"/),
        expect.stringMatching(/^3 "message" is the text "error" where a message object was expected/),
        expect.stringMatching(/^4 "mesage" looks like a misspelling of "message"/),
        expect.stringMatching(/^5 message\."contnet" looks like a misspelling of "content"/),
        expect.stringMatching(/^6 uuid "u1" repeats the record on line 1/),
      ]),
    );
  });
});

describe("10. messages that mislead", () => {
  it("lone CR line ends are lines", () => {
    const s = read([user("u1"), asst("a1"), user("u2")].join("\r"));
    expect(s.events.map((e) => e.line)).toEqual([1, 2, 3]);
    expect(s.errors).toEqual([]);
  });
  it("first lines of another shape: the valid lines after them load, the others are reported", () => {
    const head = Array.from({ length: 60 }, (_, i) => JSON.stringify({ kind: "header", n: i }));
    const s = read([...head, user("u1"), asst("a1")].join("\n"));
    expect(s.events.filter((e) => e.kind !== "unknown").map((e) => e.line)).toEqual([61, 62]);
    expect(s.errors.filter((e) => /no "type"/.test(e.message))).toHaveLength(60);
  });
  it("a file with no Claude Code record says what its first line holds", () => {
    expect(() =>
      ingest(['{"timestamp":"t","type":"session_meta","payload":{}}', '{"type":"event_msg"}'].join("\n"), "codex.jsonl"),
    ).toThrow(/none of its 2 records is a Claude Code record .*its first holds the keys "timestamp", "type", "payload"/);
  });
});

describe("routing links", () => {
  it("a link with hostile parameters decodes to a link and what was refused", () => {
    const r = decodeRouteLink("#q=" + encodeURIComponent("<command-name>" + " ".repeat(3_990)) + "&topK=1e308&koreanMode=%00");
    expect(r?.link.prompt.length).toBe(4_000);
    expect(r?.refused).toEqual([
      "the prompt past 4000 characters",
      "topK=1e308 (takes 1 to 50)",
      "koreanMode=\u0000 (takes strip, bigram, both)",
    ]);
  });
});

it("IngestError stays the one failure of a whole file", () => {
  expect(() => ingest("\u0000\u0001", "bin")).toThrow(IngestError);
});
