// Every field of a Claude Code record is read or not read on purpose; a field in neither list is
// counted and shown (docs/rules.md#record-fields). Expectations are counted by hand from the lines.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ingest } from ".";
import { analyze } from "../analyze";
import { MESSAGE_FIELD_USES, OTHER_FIELDS, RECORD_FIELD_USES, USAGE_FIELD_USES, type FieldUse } from "./record-fields";

const ROOT = path.resolve(__dirname, "../..");
const rec = (o: Record<string, unknown>) => JSON.stringify({ type: "user", uuid: `u${Math.random()}`, sessionId: "s", ...o });

describe("fields the reader does not know", () => {
  it("are counted per record, with message. and message.usage. before the nested ones", () => {
    const jsonl = [
      rec({ message: { role: "user", content: "hi" }, futureField: 1 }),
      rec({ message: { role: "user", content: "again" }, futureField: 2, toolUseResult: { x: 1 } }),
      JSON.stringify({
        type: "assistant",
        uuid: "a1",
        sessionId: "s",
        message: {
          id: "m1",
          role: "assistant",
          content: [{ type: "text", text: "ok" }],
          newMessageField: true,
          usage: { input_tokens: 5, output_tokens: 1, brand_new_count: 3 },
        },
      }),
    ].join("\n");
    const s = ingest(jsonl, "s.jsonl");
    // toolUseResult is a known field, not read on purpose: not counted
    expect(s.unknownFields).toEqual({ futureField: 2, "message.newMessageField": 1, "message.usage.brand_new_count": 1 });
    expect(analyze(s).unknownFields).toEqual(s.unknownFields);
  });

  it("are absent from a session whose records hold only known fields", () => {
    const s = ingest(rec({ message: { role: "user", content: "hi" }, cwd: "/p", version: "2.1.100", userType: "external" }), "s.jsonl");
    expect(s.unknownFields).toBeUndefined();
    expect(analyze(s).unknownFields).toEqual({});
  });

  it('count a "__proto__" or "constructor" key as data, never touching a prototype', () => {
    const s = ingest(
      '{"type":"user","uuid":"u1","sessionId":"s","message":{"role":"user","content":"x"},"__proto__":{"polluted":1},"constructor":5}',
      "s.jsonl",
    );
    expect(Object.hasOwn(s.unknownFields!, "__proto__")).toBe(true);
    expect(s.unknownFields!.__proto__).toBe(1);
    expect(s.unknownFields!.constructor).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("name at most 200 distinct fields; the rest are counted together", () => {
    const fields = Object.fromEntries(Array.from({ length: 250 }, (_, k) => [`f${k}`, k]));
    const s = ingest(rec({ message: { role: "user", content: "x" }, ...fields }), "s.jsonl");
    const u = s.unknownFields!;
    expect(Object.keys(u)).toHaveLength(201);
    expect(u[OTHER_FIELDS]).toBe(50);
    expect(u.f0).toBe(1);
    expect(u.f199).toBe(1);
    expect(u.f200).toBeUndefined();
  });
});

describe("the list of fields", () => {
  const all: [string, FieldUse][] = [
    ...Object.entries(RECORD_FIELD_USES),
    ...Object.entries(MESSAGE_FIELD_USES).map(([k, u]): [string, FieldUse] => [`message.${k}`, u]),
    ...Object.entries(USAGE_FIELD_USES).map(([k, u]): [string, FieldUse] => [`message.usage.${k}`, u]),
  ];

  it("says for every field what it is read for or why it is not, in a sentence", () => {
    for (const [k, u] of all) expect(("read" in u ? u.read : u.ignored).length, k).toBeGreaterThan(8);
  });

  it("marks read only fields the engine's code reads", () => {
    // every field called read appears in the engine's source outside this list and the misspelling check
    const files = execFileSync("git", ["ls-files", "lib"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && !/record-fields\.ts$|transcripts\/fields\.ts$/.test(f));
    const source = files.map((f) => fs.readFileSync(path.join(ROOT, f), "utf8")).join("\n");
    for (const [k, u] of all) {
      if (!("read" in u)) continue;
      const name = k.split(".").pop()!;
      expect(new RegExp(`[.\\s"'{,]${name}\\b`).test(source), `${k} is read somewhere in lib/`).toBe(true);
    }
  });

  it("is the table docs/rules.md#record-fields shows, field for field", () => {
    const rules = fs.readFileSync(path.join(ROOT, "docs/rules.md"), "utf8");
    const section = rules.slice(rules.indexOf('<a id="record-fields">'), rules.indexOf('<a id="transcripts-folder">'));
    const rows = [...section.matchAll(/^\| `([^`]+)` +\| (read|not read) +\|/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(all.map(([k, u]) => [k, "read" in u ? "read" : "not read"]));
  });
});
