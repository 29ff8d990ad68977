// The held-back hostile set of issue #32: classes of input that neither the issue nor
// docs/hostile-inputs.md names, written before the round-3 fixes and not run until the end, as a
// measure of whether the mechanisms generalise. Every input is generated here from text of our own.
// Run: npx tsx test-support/hostile-heldback/run.ts (not part of the unit run on purpose).

import type { Case } from "./judge";

export type { Case };

const enc = (s: string) => new TextEncoder().encode(s);
const rec = (o: Record<string, unknown>) => JSON.stringify(o);
const user = (uuid: string, text: string, extra: Record<string, unknown> = {}) =>
  rec({
    type: "user",
    uuid,
    sessionId: "s",
    timestamp: "2026-01-01T00:00:00.000Z",
    message: { role: "user", content: text },
    ...extra,
  });
const asst = (uuid: string, id: string, text: string, extra: Record<string, unknown> = {}) =>
  rec({
    type: "assistant",
    uuid,
    sessionId: "s",
    timestamp: "2026-01-01T00:00:01.000Z",
    message: {
      id,
      role: "assistant",
      model: "claude-x",
      content: [{ type: "text", text }],
      usage: { input_tokens: 10, output_tokens: 5 },
    },
    ...extra,
  });

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) out.set(p, (o += p.length) - p.length);
  return out;
}

/** A session whose 1 MB chunk boundary falls inside a multi-byte character. */
function chunkStraddle(): Uint8Array {
  const head = user("a", "x");
  // pad so that "é" (2 bytes, C3 A9) starts at byte 2^20 - 1
  const prefix = `${head}\n{"type":"user","uuid":"b","sessionId":"s","message":{"role":"user","content":"`;
  const pad = (1 << 20) - 1 - enc(prefix).length;
  const body = prefix + "y".repeat(pad) + "é" + 'z"}}\n' + asst("c", "m1", "ok") + "\n";
  return enc(body);
}

export function cases(): Case[] {
  const three = [user("a", "one"), asst("b", "m1", "two"), user("c", "three")];
  return [
    // 1. Unicode line terminators inside JSON strings: a reader splitting on them cuts records.
    {
      id: "u2028-in-strings",
      klass: "Unicode line terminators inside strings",
      way: "cli",
      files: {
        "s.jsonl": [user("a", "first\u2028second\u2029third\u0085fourth"), asst("b", "m1", "a\u2028b"), user("c", "x")].join("\n"),
      },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 3,
    },
    // 2. Lone surrogates, escaped and as raw WTF-8 bytes, counted by a BPE tokenizer.
    {
      id: "lone-surrogates",
      klass: "lone surrogates",
      way: "cli",
      files: {
        "s.jsonl": concat(
          enc(user("a", "\ud800 and \udfff alone") + "\n"),
          enc('{"type":"user","uuid":"b","sessionId":"s","message":{"role":"user","content":"raw '),
          new Uint8Array([0xed, 0xa0, 0x80]),
          enc(' end"}}\n' + asst("c", "m1", "ok") + "\n"),
        ),
      },
      args: ["simulate", "$D/s.jsonl", "--estimator", "o200k", "--json"],
      expect: "load",
    },
    // 3. Empty and whitespace-only files.
    {
      id: "empty-file",
      klass: "empty input",
      way: "cli",
      files: { "empty.jsonl": "" },
      args: ["analyze", "$D/empty.jsonl"],
      expect: "refuse",
      names: "empty.jsonl",
    },
    {
      id: "whitespace-file",
      klass: "empty input",
      way: "cli",
      files: { "blank.jsonl": "\n\n   \r\n\t\n" },
      args: ["analyze", "$D/blank.jsonl"],
      expect: "refuse",
      names: "blank.jsonl",
    },
    // 4. A file a crash left padded with NUL bytes after the last good line.
    {
      id: "nul-padded-tail",
      klass: "NUL-padded tail",
      way: "cli",
      files: { "s.jsonl": concat(enc(three.join("\n") + "\n"), new Uint8Array(512 * 1024)) },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 3,
    },
    // 5. A multi-byte character across the reader's 1 MB piece boundary.
    {
      id: "chunk-straddle",
      klass: "piece boundaries",
      way: "cli",
      files: { "s.jsonl": chunkStraddle() },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 3,
    },
    // 6. Timestamps that are no dates, epoch numbers, far past, going backwards.
    {
      id: "odd-timestamps",
      klass: "timestamps that are no instants",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "one", { timestamp: "yesterday" }),
          asst("b", "m1", "two", { timestamp: 1767225600000 }),
          user("c", "three", { timestamp: "-000001-01-01T00:00:00Z" }),
          asst("d", "m2", "four", { timestamp: "2026-01-01T00:00:00+14:00" }),
          user("e", "five", { timestamp: "2025-12-31T23:59:60Z" }),
          asst("f", "m3", "six", { timestamp: "1970-01-01T00:00:00Z" }),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
    },
    // 7. Names that are methods of every object: toString, valueOf, hasOwnProperty.
    {
      id: "method-names-as-skills",
      klass: "Object.prototype method names as user names",
      way: "cli",
      files: {
        "cat/toString/SKILL.md": "---\nname: toString\ndescription: convert things to text strings\n---\nbody\n",
        "cat/valueOf/SKILL.md": "---\nname: valueOf\ndescription: find the value of a number\n---\nbody\n",
        "cat/hasOwnProperty/SKILL.md": "---\nname: hasOwnProperty\ndescription: check owned property records\n---\nbody\n",
        "gold.jsonl": [
          rec({ id: "1", query: "convert things to text strings", kind: "single", gold: ["toString"] }),
          rec({ id: "2", query: "check owned property records", kind: "single", gold: ["hasOwnProperty"] }),
          rec({ id: "3", query: "find the value of a number", kind: "single", gold: ["valueOf"] }),
        ].join("\n"),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--json"],
      expect: "load",
    },
    // 8. Fan-out: one response with 20,000 tool calls and their results.
    {
      id: "fan-out",
      klass: "fan-out within one record",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "go"),
          rec({
            type: "assistant",
            uuid: "b",
            sessionId: "s",
            message: {
              id: "m1",
              role: "assistant",
              content: Array.from({ length: 20_000 }, (_, i) => ({
                type: "tool_use",
                id: `t${i}`,
                name: "Read",
                input: { file_path: `/f${i}` },
              })),
              usage: { input_tokens: 10, output_tokens: 5 },
            },
          }),
          rec({
            type: "user",
            uuid: "c",
            sessionId: "s",
            message: {
              role: "user",
              content: Array.from({ length: 20_000 }, (_, i) => ({ type: "tool_result", tool_use_id: `t${i}`, content: "x" })),
            },
          }),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
    },
    // 9. Hundreds of thousands of damaged lines: the report must stay bounded and fast.
    {
      id: "report-flood",
      klass: "a flood of problems",
      way: "cli",
      files: { "s.jsonl": [user("a", "one"), ...Array.from({ length: 200_000 }, () => "{"), asst("b", "m1", "two")].join("\n") },
      args: ["analyze", "$D/s.jsonl"],
      expect: "load",
    },
    // 10. Paths that are hostile as arguments.
    {
      id: "dash-path",
      klass: "hostile path names",
      way: "cli",
      files: { "-x.jsonl": three.join("\n") },
      args: ["analyze", "$D/-x.jsonl", "--json"],
      expect: "load",
      minEvents: 3,
    },
    {
      id: "control-char-path",
      klass: "hostile path names",
      way: "cli",
      files: { "a\u001b[2Jb.jsonl": three.join("\n") },
      args: ["analyze", "$D/missing\u001b[2J.jsonl"],
      expect: "refuse",
      names: "missing",
    },
    {
      id: "long-path",
      klass: "hostile path names",
      way: "cli",
      files: {},
      args: ["analyze", "$D/" + "n".repeat(5_000) + ".jsonl"],
      expect: "refuse",
      names: "nnnn",
    },
    // 11. A look-alike format of another vendor: OpenAI chat completions.
    {
      id: "openai-chat",
      klass: "look-alike formats of other tools",
      way: "cli",
      files: {
        "chat.json": JSON.stringify({
          model: "gpt-x",
          messages: [
            { role: "system", content: "be brief" },
            { role: "user", content: "hi" },
            { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" } }] },
            { role: "tool", tool_call_id: "c1", content: "result" },
          ],
        }),
      },
      args: ["analyze", "$D/chat.json"],
      expect: "either",
      mustSay: "tool|system|OpenAI|not",
    },
    // 12. Latin-1 bytes where UTF-8 is expected.
    {
      id: "latin1",
      klass: "a legacy 8-bit encoding",
      way: "cli",
      files: {
        "s.jsonl": concat(
          enc('{"type":"user","uuid":"a","sessionId":"s","message":{"role":"user","content":"caf'),
          new Uint8Array([0xe9, 0x20, 0xfc, 0x62, 0x65, 0x72]),
          enc('"}}\n' + asst("b", "m1", "two") + "\n"),
        ),
      },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 2,
    },
    // 13. A catalog whose skill names differ only by Unicode normalisation or invisible characters.
    {
      id: "lookalike-names",
      klass: "names equal to the eye",
      way: "cli",
      files: {
        "cat/a/SKILL.md": "---\nname: caf\u00e9\ndescription: brew coffee in the morning\n---\nbody\n",
        "cat/b/SKILL.md": "---\nname: cafe\u0301\ndescription: brew coffee in the evening\n---\nbody\n",
        "cat/c/SKILL.md": "---\nname: deploy\u200b\ndescription: ship the build\n---\nbody\n",
        "cat/d/SKILL.md": "---\nname: \u202edeploy\ndescription: ship the build again\n---\nbody\n",
      },
      args: ["lint", "$D/cat", "--json"],
      expect: "load",
    },
    // 14. Gold set: CRLF lines with a BOM, duplicate ids, gold naming no skill in the catalog.
    {
      id: "gold-crlf-bom-dupes",
      klass: "gold sets in another editor's shape",
      way: "cli",
      files: {
        "cat/a/SKILL.md": "---\nname: alpha\ndescription: sort lists of numbers\n---\nbody\n",
        "gold.jsonl":
          "\ufeff" +
          [
            rec({ id: "1", query: "sort lists of numbers", kind: "single", gold: ["alpha"] }),
            rec({ id: "1", query: "sort numbers", kind: "single", gold: ["alpha"] }),
            rec({ id: "2", query: "bake bread", kind: "single", gold: ["no-such-skill"] }),
          ].join("\r\n"),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--json"],
      expect: "load",
    },
    // 15. Flag values at the edges of their type.
    {
      id: "window-zero",
      klass: "flag values at the edge",
      way: "cli",
      files: { "s.jsonl": three.join("\n") },
      args: ["simulate", "$D/s.jsonl", "--window", "0", "--json"],
      expect: "refuse",
      names: "window",
    },
    {
      id: "fork-at-huge",
      klass: "flag values at the edge",
      way: "cli",
      files: { "s.jsonl": three.join("\n") },
      args: ["simulate", "$D/s.jsonl", "--fork-at", "1e30", "--json"],
      expect: "either",
    },
    {
      id: "settings-not-object",
      klass: "flag values at the edge",
      way: "cli",
      files: { "s.jsonl": three.join("\n") },
      args: ["simulate", "$D/s.jsonl", "--settings", "[1,2,3]", "--json"],
      expect: "refuse",
      names: "settings",
    },
    // 16. Malformed percent-encoding in a routing link; share links wrapped by a mail client.
    {
      id: "route-link-bad-percent",
      klass: "malformed percent-encoding",
      way: "lib",
      run: async () => {
        const { decodeRouteLink } = await import("../../lib/routing/link");
        const r = decodeRouteLink("#q=%E0%A4%A&top-k=%ZZ&score-min=%");
        return JSON.stringify(r);
      },
    },
    {
      id: "share-link-wrapped",
      klass: "links wrapped by a mail client",
      way: "lib",
      run: async () => {
        const { decodeShare } = await import("../../lib/share/link");
        const r = decodeShare("#z=eJyrVkpKLS5RsjI0MjAwMjYxMDAwMjYwMjAw\n  MDEwNjIwMDAwMjYw>\r\n");
        return JSON.stringify(r);
      },
    },
    // 17. A zip with no entries, one with an entry whose name is 60,000 characters.
    {
      id: "zip-empty-and-long-name",
      klass: "degenerate archives",
      way: "lib",
      run: async () => {
        const { readZip } = await import("../../lib/skills/zip");
        const { zipSync, strToU8 } = await import("fflate");
        const empty = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
        const out: string[] = [];
        for (const z of [empty, zipSync({ ["a".repeat(60_000) + "/SKILL.md"]: strToU8("---\nname: x\ndescription: y\n---\n") })]) {
          try {
            const r = readZip(z);
            out.push(`${r.files.length} files, ${r.refused.length} refused`);
          } catch (e) {
            out.push((e as Error).message);
          }
        }
        return out.join("; ");
      },
    },
    // 18. Duplicate keys inside one record: the last wins in JSON.parse, silently.
    {
      id: "duplicate-keys",
      klass: "duplicate keys in one object",
      way: "cli",
      files: {
        "s.jsonl": [
          '{"type":"user","type":"assistant","uuid":"a","sessionId":"s","message":{"role":"user","content":"one","content":"two"}}',
          asst("b", "m1", "two"),
        ].join("\n"),
      },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
    },
  ];
}
