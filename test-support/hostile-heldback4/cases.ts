// The held-back hostile set, round 4: classes of input that neither docs/hostile-inputs.md nor
// the first held-back set (test-support/hostile-heldback) names, written before any run, as a
// measure of how general the ten mechanisms are. Every input is generated here from text of our own.
// Run: npx tsx test-support/hostile-heldback4/run.ts (not part of the unit run on purpose).

import { numbersOk, type Case } from "../hostile-heldback/judge";

export type { Case };

const enc = (s: string) => new TextEncoder().encode(s);
const rec = (o: Record<string, unknown>) => JSON.stringify(o);
const user = (uuid: string, text: unknown, extra: Record<string, unknown> = {}) =>
  rec({
    type: "user",
    uuid,
    sessionId: "s",
    timestamp: "2026-01-01T00:00:00.000Z",
    message: { role: "user", content: text },
    ...extra,
  });
const asst = (
  uuid: string,
  id: string,
  content: unknown,
  extra: Record<string, unknown> = {},
  usage: Record<string, unknown> = { input_tokens: 10, output_tokens: 5 },
) =>
  rec({
    type: "assistant",
    uuid,
    sessionId: "s",
    timestamp: "2026-01-01T00:00:01.000Z",
    message: {
      id,
      role: "assistant",
      model: "claude-x",
      content: typeof content === "string" ? [{ type: "text", text: content }] : content,
      usage,
    },
    ...extra,
  });
const toolUse = (id: string, name = "Read") => ({ type: "tool_use", id, name, input: { file_path: "/f" } });
const toolResult = (uuid: string, id: string, content: unknown, extra: Record<string, unknown> = {}) =>
  user(uuid, [{ type: "tool_result", tool_use_id: id, content }], extra);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) out.set(p, (o += p.length) - p.length);
  return out;
}
function utf16le(s: string, bom: boolean): Uint8Array {
  const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
  let o = 0;
  const put = (c: number) => {
    out[o++] = c & 0xff;
    out[o++] = c >> 8;
  };
  if (bom) put(0xfeff);
  for (let i = 0; i < s.length; i++) put(s.charCodeAt(i));
  return out;
}
function utf16be(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    out[2 * i] = s.charCodeAt(i) >> 8;
    out[2 * i + 1] = s.charCodeAt(i) & 0xff;
  }
  return out;
}
const skill = (name: string, description: string, body = "body\n") => `---\nname: ${name}\ndescription: ${description}\n---\n${body}`;
const smallCatalog = {
  "cat/pdf/SKILL.md": skill("pdf", "fill pdf forms and extract tables from pdf files"),
  "cat/deploy/SKILL.md": skill("deploy", "ship the build to production servers"),
  "cat/sql/SKILL.md": skill("sql", "write and tune sql queries for postgres databases"),
};
function wrong(why: string): never {
  throw new Error(`wrong result: ${why}`);
}

export function cases(): Case[] {
  const three = [user("a", "one"), asst("b", "m1", "two"), user("c", "three")];
  return [
    // 1. Timestamps in other formats and zones: RFC 2822, offsets, nanoseconds, lower case, a space.
    {
      id: "ts-zones-rfc2822",
      klass: "timestamps in other formats and time zones",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "one", { timestamp: "2026-01-01T10:00:00+09:00" }),
          asst("b", "m1", "two", { timestamp: "2026-01-01T01:30:00Z" }),
          user("c", "three", { timestamp: "Thu, 01 Jan 2026 02:45:00 GMT" }),
          asst("d", "m2", "four", { timestamp: "2026-01-01T02:45:01-00:00" }),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 4,
    },
    {
      id: "ts-nanos-lowercase-space",
      klass: "timestamps in other formats and time zones",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "one", { timestamp: "2026-01-01T00:00:00.123456789Z" }),
          asst("b", "m1", "two", { timestamp: "2026-01-01t00:00:01z" }),
          user("c", "three", { timestamp: "2026-01-01 00:00:02" }),
          asst("d", "m2", "four", { timestamp: "20260101T000003Z" }),
          user("e", "five", { timestamp: "1767225604" }),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 5,
    },
    // 2. Numbers written as strings, as exponents and as literals of enormous length.
    {
      id: "usage-as-strings",
      klass: "numbers written as strings or exponents",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "one"),
          asst(
            "b",
            "m1",
            "two",
            {},
            { input_tokens: "12345", output_tokens: "1e400", cache_read_input_tokens: "0x7fffffff", cache_creation_input_tokens: " 9 " },
          ),
          user("c", "three"),
          asst("d", "m2", "four", {}, { input_tokens: "Infinity", output_tokens: "-0", cache_read_input_tokens: "NaN" }),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 4,
    },
    {
      id: "usage-huge-literals",
      klass: "numbers written as strings or exponents",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "one"),
          `{"type":"assistant","uuid":"b","sessionId":"s","message":{"id":"m1","role":"assistant","model":"claude-x","content":[{"type":"text","text":"two"}],"usage":{"input_tokens":1${"0".repeat(400)},"output_tokens":0.${"0".repeat(200_000)}1}}}`,
          user("c", "three"),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 3,
    },
    {
      id: "scenario-wait-exponent",
      klass: "numbers written as strings or exponents",
      way: "cli",
      files: {
        "sc.json": JSON.stringify({
          format: "context-lab-scenario",
          version: 1,
          title: "t",
          events: [
            { type: "user", text: "a", tokens: "4200" },
            { type: "wait", minutes: 1e308 },
            { type: "assistant", text: "b", tokens: 20 },
            { type: "wait", minutes: "75" },
            { type: "user", text: "c", tokens: 45 },
            { type: "wait", minutes: -1e308 },
            { type: "assistant", text: "d", tokens: 1e-300 },
          ],
        }),
      },
      args: ["simulate", "$D/sc.json", "--json"],
      expect: "load",
      minEvents: 4,
    },
    {
      id: "settings-window-string",
      klass: "numbers written as strings or exponents",
      way: "cli",
      files: { "s.jsonl": three.join("\n") },
      args: ["simulate", "$D/s.jsonl", "--settings", '{"window":"1e3","autoCompactBufferTokens":"13000"}', "--json"],
      expect: "either",
      names: "window",
    },
    // 3. Records that reference each other in cycles.
    {
      id: "parent-uuid-cycle",
      klass: "records referencing each other in cycles",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "one", { parentUuid: "c" }),
          asst("b", "m1", "two", { parentUuid: "a" }),
          user("c", "three", { parentUuid: "b" }),
          asst("d", "m2", "four", { parentUuid: "d" }),
          rec({
            type: "system",
            subtype: "compact_boundary",
            uuid: "e",
            parentUuid: null,
            logicalParentUuid: "e",
            sessionId: "s",
            timestamp: "2026-01-01T00:00:05.000Z",
            compactMetadata: { trigger: "auto", preTokens: 1000 },
          }),
          user("f", "after", { parentUuid: "e" }),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 5,
    },
    {
      id: "tool-id-cycle-and-reuse",
      klass: "records referencing each other in cycles",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "go"),
          asst("b", "m1", [toolUse("t1"), toolUse("t1"), toolUse("t2")]),
          toolResult("c", "t2", [{ type: "tool_result", tool_use_id: "t1", content: "nested" }]),
          toolResult("d", "t1", "first"),
          toolResult("e", "t1", "again"),
          asst("f", "m1", [toolUse("t2")]),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 5,
    },
    {
      id: "subagent-self-reference",
      klass: "records referencing each other in cycles",
      way: "lib",
      run: async () => {
        const { ingest, attachSubagent } = await import("../../lib/transcripts");
        const { simulate } = await import("../../lib/context/simulate");
        const { countSession } = await import("../../lib/tokens/count");
        const { chars4Counter } = await import("../../lib/tokens/estimators");
        const { presetSettings } = await import("../../lib/context/settings");
        const main = ingest(
          [
            user("a", "go"),
            asst("b", "m1", [{ type: "tool_use", id: "t1", name: "Task", input: { prompt: "x" } }]),
            toolResult("c", "t1", "done", { toolUseResult: { agentId: "a1" } }),
          ].join("\n"),
          "s.jsonl",
        );
        const sub = [
          user("x", "sub", { isSidechain: true, agentId: "a1", parentUuid: "b" }),
          asst("y", "m9", [{ type: "tool_use", id: "t1", name: "Task", input: { prompt: "x" } }], {
            isSidechain: true,
            agentId: "a1",
            parentUuid: "x",
          }),
          toolResult("z", "t1", "done", { isSidechain: true, agentId: "a1", parentUuid: "y", toolUseResult: { agentId: "a1" } }),
        ].join("\n");
        const s = attachSubagent(attachSubagent(main, "agent-a1.jsonl", sub), "agent-a1b.jsonl", sub);
        const sim = simulate(s, countSession(s, chars4Counter), presetSettings("seed"));
        // requestInput, cacheRead and cacheCreation hold NaN on a step without a request, by design
        // (sim-types.ts): corrected after the first run, which counted that NaN as a wrong number
        const { requestInput, cacheRead, cacheCreation, ...rest } = sim;
        const bad =
          numbersOk(rest) ??
          numbersOk(requestInput.filter((x) => !Number.isNaN(x))) ??
          numbersOk(cacheRead.filter((x) => !Number.isNaN(x))) ??
          numbersOk(cacheCreation.filter((x) => !Number.isNaN(x)));
        if (bad) wrong(bad);
        if (s.events.length < 3) wrong(`${s.events.length} events in the main chain`);
        return JSON.stringify({ events: s.events.length, subagents: s.subagents.length, warnings: s.warnings.length });
      },
    },
    // 4. Enormous counts of tiny things.
    {
      id: "tiny-records-200k",
      klass: "enormous counts of tiny things",
      way: "cli",
      files: {
        "s.jsonl": Array.from({ length: 200_000 }, (_, i) =>
          i % 2
            ? `{"type":"assistant","uuid":"u${i}","message":{"id":"m${i}","role":"assistant","content":"y"}}`
            : `{"type":"user","uuid":"u${i}","message":{"role":"user","content":"x"}}`,
        ).join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 100_000,
    },
    {
      id: "tiny-skills-3000-lint",
      klass: "enormous counts of tiny things",
      way: "cli",
      files: Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`cat/s${i}/SKILL.md`, skill(`s${i}`, `do thing ${i % 7}`, "")])),
      args: ["lint", "$D/cat", "--json"],
      expect: "load",
    },
    {
      id: "tiny-gold-30k-bench",
      klass: "enormous counts of tiny things",
      way: "cli",
      files: {
        ...smallCatalog,
        "gold.jsonl": Array.from({ length: 30_000 }, (_, i) => rec({ id: String(i), query: "pdf", kind: "single", gold: ["pdf"] })).join(
          "\n",
        ),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--json"],
      expect: "load",
    },
    // 5. A file valid as two formats at once.
    {
      id: "polyglot-scenario-messages",
      klass: "a file valid as two formats",
      way: "cli",
      files: {
        "p.json": JSON.stringify({
          format: "context-lab-scenario",
          version: 1,
          model: "claude-x",
          max_tokens: 100,
          messages: [
            { role: "user", content: "m1" },
            { role: "assistant", content: "m2" },
          ],
          events: [
            { type: "user", text: "e1", tokens: 5 },
            { type: "assistant", text: "e2", tokens: 5 },
            { type: "user", text: "e3", tokens: 5 },
          ],
        }),
      },
      args: ["analyze", "$D/p.json", "--json"],
      expect: "either",
      minEvents: 2,
    },
    {
      id: "polyglot-jsonl-first-is-request",
      klass: "a file valid as two formats",
      way: "cli",
      files: {
        "s.jsonl": [
          rec({
            model: "claude-x",
            max_tokens: 10,
            messages: [{ role: "user", content: "hi" }],
            type: "user",
            uuid: "z",
            message: { role: "user", content: "also a record" },
          }),
          ...three,
        ].join("\n"),
      },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 3,
    },
    // 6. Tool results that are images and documents of odd shapes.
    {
      id: "image-result-6mb-base64",
      klass: "tool results as images/documents of odd shapes",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "look"),
          asst("b", "m1", [toolUse("t1")]),
          toolResult("c", "t1", [
            { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo" + "A".repeat(6_000_000) } },
          ]),
          asst("d", "m2", "seen"),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--estimator", "o200k", "--json"],
      expect: "load",
      minEvents: 4,
    },
    {
      id: "image-document-odd-shapes",
      klass: "tool results as images/documents of odd shapes",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "look"),
          asst("b", "m1", [toolUse("t1"), toolUse("t2"), toolUse("t3"), toolUse("t4")]),
          toolResult("c", "t1", [
            { type: "image", source: { type: "url", url: "https://example.invalid/x.png" } },
            { type: "image" },
            { type: "image", source: 42 },
          ]),
          toolResult("d", "t2", [
            {
              type: "document",
              source: {
                type: "content",
                content: [
                  { type: "image", source: { type: "base64", media_type: "image/svg+xml", data: "" } },
                  { type: "document", source: { type: "text", data: { not: "text" } } },
                ],
              },
            },
          ]),
          toolResult("e", "t3", { type: "image", source: { type: "base64", media_type: "image/gif", data: ["A", "B"] } }),
          toolResult("f", "t4", [
            { type: "document", source: { type: "file", file_id: "file_1" }, title: 7, context: null, citations: { enabled: "yes" } },
          ]),
          asst("g", "m2", "seen"),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--estimator", "cl100k", "--json"],
      expect: "load",
      minEvents: 6,
    },
    {
      id: "messages-api-image-array-data",
      klass: "tool results as images/documents of odd shapes",
      way: "lib",
      run: async () => {
        const { ingest } = await import("../../lib/transcripts");
        const s = ingest(
          JSON.stringify({
            model: "claude-x",
            max_tokens: 10,
            messages: [
              {
                role: "user",
                content: [
                  { type: "image", source: { type: "base64", media_type: "image/png", data: Array.from({ length: 200_000 }, () => 1) } },
                  { type: "text", text: "what is this" },
                ],
              },
              { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "Read", input: {} }] },
              {
                role: "user",
                content: [
                  {
                    type: "tool_result",
                    tool_use_id: "t1",
                    content: [{ type: "document", source: { type: "base64", media_type: "application/pdf", data: { length: 1e9 } } }],
                  },
                ],
              },
            ],
          }),
          "req.json",
        );
        if (s.events.length < 3) wrong(`${s.events.length} events`);
        return JSON.stringify({ events: s.events.length, errors: s.errors.length });
      },
    },
    // 7. Windows paths.
    {
      id: "windows-paths-catalog-lib",
      klass: "Windows paths",
      way: "lib",
      run: async () => {
        const { loadCatalog } = await import("../../lib/skills/catalog");
        const c = loadCatalog([
          { path: "C:\\Users\\me\\.claude\\skills\\pdf\\SKILL.md", text: skill("pdf", "fill pdf forms") },
          { path: "\\\\server\\share\\skills\\deploy\\SKILL.md", text: skill("deploy", "ship the build") },
          { path: "plugin\\agents\\reviewer.md", text: skill("reviewer", "review code") },
          { path: "plugin\\commands\\CON.md", text: skill("con", "a reserved device name") },
        ]);
        const names = c.entries.map((e) => e.name).sort();
        if (names.join(",") !== "con,deploy,pdf,reviewer") wrong(`entries ${JSON.stringify(names)}, errors ${JSON.stringify(c.errors)}`);
        return JSON.stringify({ names, errors: c.errors.length });
      },
    },
    {
      id: "windows-backslash-folder-cli",
      klass: "Windows paths",
      way: "cli",
      files: {
        "cat/pdf\\tools/SKILL.md": skill("pdf-tools", "fill pdf forms and extract tables"),
        "cat/deploy/SKILL.md": skill("deploy", "ship the build to production servers"),
      },
      args: ["route", "fill pdf forms", "--catalog", "$D/cat", "--json"],
      expect: "load",
      mustSay: "pdf-tools",
    },
    {
      id: "windows-session-path-arg",
      klass: "Windows paths",
      way: "cli",
      files: { "s.jsonl": three.join("\n") },
      args: ["analyze", "$D\\s.jsonl"],
      expect: "refuse",
      names: "s.jsonl",
    },
    // 8. NUL bytes inside fields (not a padded tail).
    {
      id: "nul-in-session-fields",
      klass: "NUL bytes inside fields",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a\u0000b", "one\u0000two", { sessionId: "s\u0000" }),
          asst("b", "m\u00001", [{ type: "tool_use", id: "t\u00001", name: "Re\u0000ad", input: { file_path: "/etc/passwd\u0000.png" } }]),
          toolResult("c", "t\u00001", "ok\u0000"),
          asst("d", "m2", "done"),
        ].join("\n"),
      },
      args: ["analyze", "$D/s.jsonl"],
      expect: "load",
      mustNotSay: "\u0000",
    },
    {
      id: "nul-in-skill-name-raw",
      klass: "NUL bytes inside fields",
      way: "cli",
      files: {
        "cat/a/SKILL.md": concat(
          enc("---\nname: al"),
          new Uint8Array([0]),
          enc("pha\ndescription: sort lists of\u0000 numbers\n---\nbody\n"),
        ),
        "cat/b/SKILL.md": skill("beta", "bake bread at home"),
      },
      args: ["lint", "$D/cat"],
      expect: "load",
      mustNotSay: "\u0000",
    },
    {
      id: "nul-gold-query",
      klass: "NUL bytes inside fields",
      way: "cli",
      files: {
        ...smallCatalog,
        "gold.jsonl": [
          rec({ id: "1", query: "\u0000\u0000", kind: "chitchat" }),
          rec({ id: "2\u0000", query: "pdf\u0000forms", kind: "single", gold: ["pdf\u0000"] }),
        ].join("\n"),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--failures"],
      expect: "load",
      mustNotSay: "\u0000",
    },
    // 9. Byte-order marks in the middle: files concatenated, editors that write one a line.
    {
      id: "bom-mid-session",
      klass: "BOMs in the middle",
      way: "cli",
      files: { "s.jsonl": three.join("\n") + "\n\ufeff" + [user("d", "four"), asst("e", "m2", "five"), user("f", "six")].join("\n") },
      args: ["analyze", "$D/s.jsonl", "--json"],
      expect: "load",
      minEvents: 6,
    },
    {
      id: "bom-before-front-matter",
      klass: "BOMs in the middle",
      way: "cli",
      files: {
        "cat/folder-x/SKILL.md": "\ufeff" + skill("bom-skill", "convert spreadsheets into charts", "nothing here\n"),
        "cat/deploy/SKILL.md": skill("deploy", "ship the build to production servers"),
      },
      args: ["route", "convert spreadsheets into charts", "--catalog", "$D/cat", "--json"],
      expect: "load",
      mustSay: "bom-skill",
    },
    {
      id: "bom-settings-and-gold-lines",
      klass: "BOMs in the middle",
      way: "cli",
      files: {
        ...smallCatalog,
        "settings.json": '\ufeff{"topK": 5}',
        "gold.jsonl": [
          rec({ id: "1", query: "fill pdf forms", kind: "single", gold: ["pdf"] }),
          "\ufeff" + rec({ id: "2", query: "ship the build", kind: "single", gold: ["deploy"] }),
          "\ufeff" + rec({ id: "3", query: "tune sql queries", kind: "single", gold: ["sql"] }),
        ].join("\n"),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--settings", "$D/settings.json", "--json"],
      expect: "load",
      mustSay: '"cases": ?3|"n": ?3|"total": ?3',
    },
    // 10. Front matter that is valid YAML of the wrong kind.
    {
      id: "front-matter-wrong-kinds-lint",
      klass: "front matter valid YAML of the wrong kind",
      way: "cli",
      files: {
        "cat/a/SKILL.md": "---\n- one\n- two\n---\nbody\n",
        "cat/b/SKILL.md": "---\n42\n---\nbody\n",
        "cat/c/SKILL.md": "---\nname: 2026-01-01\ndescription: 2026-01-02T10:00:00Z\n---\nbody\n",
        "cat/d/SKILL.md": "---\nname: [x, y]\ndescription: {a: 1}\n---\nbody\n",
        "cat/e/SKILL.md": "---\nname: null\ndescription: ~\nallowed-tools: 5\n---\nbody\n",
        "cat/f/SKILL.md": "---\nname: true\ndescription: 0x1F\nwhen_to_use: .inf\n---\nbody\n",
        "cat/g/SKILL.md": skill("good", "sort lists of numbers"),
      },
      args: ["lint", "$D/cat", "--json"],
      expect: "load",
    },
    {
      id: "front-matter-wrong-kinds-lib",
      klass: "front matter valid YAML of the wrong kind",
      way: "lib",
      run: async () => {
        const { loadCatalog } = await import("../../lib/skills/catalog");
        const c = loadCatalog([
          { path: "a/SKILL.md", text: "---\n- one\n- two\n---\nbody\n" },
          { path: "b/SKILL.md", text: "---\n42\n---\nbody\n" },
          { path: "c/SKILL.md", text: "---\nname: 2026-01-01\ndescription: 2026-01-02T10:00:00Z\n---\nbody\n" },
          { path: "d/SKILL.md", text: "---\nname: [x, y]\ndescription: {a: 1}\n---\nbody\n" },
          { path: "e/SKILL.md", text: "---\nname: null\ndescription: ~\nallowed-tools: 5\n---\nbody\n" },
          { path: "f/SKILL.md", text: "---\nname: true\ndescription: 0x1F\nwhen_to_use: .inf\n---\nbody\n" },
        ]);
        for (const e of c.entries) {
          if (typeof e.name !== "string" || typeof e.description !== "string")
            wrong(`${e.path}: name ${typeof e.name}, description ${typeof e.description}`);
          if (e.whenToUse !== undefined && typeof e.whenToUse !== "string") wrong(`${e.path}: whenToUse ${typeof e.whenToUse}`);
          if (e.allowedTools !== undefined && !Array.isArray(e.allowedTools)) wrong(`${e.path}: allowedTools ${typeof e.allowedTools}`);
        }
        if (c.entries.length + c.errors.length < 6) wrong(`${c.entries.length} entries and ${c.errors.length} errors for 6 files`);
        // a date, a list or a mapping as a name or a description must be said, not read silently
        const said = JSON.stringify(c.errors) + JSON.stringify(c.entries.map((e) => e.error ?? ""));
        if (!/date|list|mapping|array|object|not a string|not text/i.test(said))
          wrong(`nothing said about the wrong kinds: ${said.slice(0, 200)}`);
        return JSON.stringify({ entries: c.entries.map((e) => [e.name, e.description]), errors: c.errors.length });
      },
    },
    // 11. Gold sets in other encodings (PowerShell's `>` writes UTF-16LE with a BOM).
    {
      id: "gold-utf16le-bom",
      klass: "gold sets in other encodings",
      way: "cli",
      files: {
        ...smallCatalog,
        "gold.jsonl": utf16le(
          [
            rec({ id: "1", query: "fill pdf forms", kind: "single", gold: ["pdf"] }),
            rec({ id: "2", query: "ship the build", kind: "single", gold: ["deploy"] }),
          ].join("\r\n"),
          true,
        ),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--json"],
      expect: "either",
      mustSay: "UTF-16|encoding",
    },
    {
      id: "gold-utf16be-nobom",
      klass: "gold sets in other encodings",
      way: "cli",
      files: {
        ...smallCatalog,
        "gold.jsonl": utf16be(rec({ id: "1", query: "fill pdf forms", kind: "single", gold: ["pdf"] })),
      },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--json"],
      expect: "either",
      mustSay: "UTF-16|encoding",
    },
    // 12. Router settings of the right shape in absurd combinations.
    {
      id: "router-settings-absurd-set",
      klass: "router settings: right shape, absurd combination",
      way: "cli",
      files: {
        ...smallCatalog,
        "settings.json": JSON.stringify({
          scoreMin: 0,
          topK: 50,
          rerankDepth: 1000,
          bodyWeight: 0,
          nameRepeat: 10,
          k1: 0,
          b: 0,
          nearTieRatio: 0,
          confidenceMin: 1,
          strongRatio: 100,
          synonymWeight: 5,
          triageNativeWeight: 100,
          equivalentSimilarity: 0,
        }),
      },
      args: ["route", "fill pdf forms", "--catalog", "$D/cat", "--settings", "$D/settings.json", "--json"],
      expect: "load",
    },
    {
      id: "router-synonym-cycle-100k",
      klass: "router settings: right shape, absurd combination",
      way: "cli",
      files: {
        ...smallCatalog,
        "settings.json": JSON.stringify({
          synonyms: true,
          synonymDirection: "both",
          synonymPairs: Array.from({ length: 100_000 }, (_, i) => [`w${i}`, `w${(i + 1) % 100_000}`]),
        }),
      },
      args: ["route", "w0 pdf", "--catalog", "$D/cat", "--settings", "$D/settings.json", "--json"],
      expect: "load",
    },
    {
      id: "bench-sweep-degenerate",
      klass: "router settings: right shape, absurd combination",
      way: "cli",
      files: { ...smallCatalog, "gold.jsonl": rec({ id: "1", query: "fill pdf forms", kind: "single", gold: ["pdf"] }) },
      args: ["bench", "--catalog", "$D/cat", "--gold", "$D/gold.jsonl", "--sweep", "scoreMin=0:1e9:1e-9", "--json"],
      expect: "either",
      names: "sweep",
    },
    // 13. Values of structured-clone types from browser storage (IndexedDB keeps Map, Date, Blob, typed arrays, boxed primitives).
    {
      id: "stored-structured-clone-types",
      klass: "structured-clone types where plain values were stored",
      way: "lib",
      run: async () => {
        const { readStoredInputs, readStoredView } = await import("../../components/state/stored-shapes");
        const { readBaseline } = await import("../../lib/routing/read-baseline");
        const out: string[] = [];
        const sparse: unknown[] = [];
        sparse[4] = { name: "a.jsonl", text: "x", role: "main" };
        for (const v of [
          new Map([["inputs", []]]),
          { inputs: new Set([1]) },
          { inputs: sparse },
          { inputs: [{ name: new String("a"), text: new Uint8Array(3), role: "main" }] },
          new Date(0),
        ]) {
          const r = readStoredInputs(v);
          for (const f of r.inputs) if (typeof f.name !== "string" || f.name === "") wrong(`an input kept with name ${String(f.name)}`);
          out.push(`${r.inputs.length}/${r.problems.length}`);
        }
        out.push(JSON.stringify(readStoredView(new Map([["step", 3]])).view));
        out.push(JSON.stringify(readStoredView({ step: new Number(3), settingsOpen: new Boolean(false) }).view));
        const b = readBaseline(new Float64Array(4), "b.json");
        out.push("error" in b ? "baseline refused" : "baseline read");
        return out.join("; ");
      },
    },
    {
      id: "router-settings-boxed",
      klass: "structured-clone types where plain values were stored",
      way: "lib",
      run: async () => {
        const { readRouterSettings } = await import("../../lib/routing/read-settings");
        const r = readRouterSettings(
          {
            topK: new Number(5),
            synonyms: new Boolean(false),
            koreanMode: new String("strip"),
            synonymPairs: new Map([["a", "b"]]),
            prefilter: new Date(0),
          },
          "settings",
        );
        if (r.settings.synonyms === true || (r.settings.synonyms as unknown) instanceof Boolean)
          wrong(`synonyms read as ${String(r.settings.synonyms)}`);
        for (const [k, v] of Object.entries(r.settings))
          if (
            v !== null &&
            typeof v === "object" &&
            !Array.isArray(v) &&
            Object.getPrototypeOf(v) !== Object.prototype &&
            Object.getPrototypeOf(v) !== null
          )
            wrong(`${k} kept as a ${Object.prototype.toString.call(v)}`);
        return JSON.stringify({ settings: r.settings, problems: r.problems });
      },
    },
    // 14. Grapheme storms: one "character" of 300,000 combining marks, a run of ZWJ emoji.
    {
      id: "combining-mark-storm-o200k",
      klass: "grapheme storms through the tokenizers",
      way: "cli",
      files: { "s.jsonl": [user("a", "a" + "\u0301".repeat(300_000)), asst("b", "m1", "ok"), user("c", "x")].join("\n") },
      args: ["simulate", "$D/s.jsonl", "--estimator", "o200k", "--json"],
      expect: "load",
      minEvents: 3,
    },
    {
      id: "zwj-emoji-run-cl100k",
      klass: "grapheme storms through the tokenizers",
      way: "cli",
      files: {
        "s.jsonl": [
          user("a", "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}".repeat(60_000)),
          asst("b", "m1", "ok"),
          user("c", "\u{E0067}\u{E0062}".repeat(100_000)),
        ].join("\n"),
      },
      args: ["simulate", "$D/s.jsonl", "--estimator", "cl100k", "--json"],
      expect: "load",
      minEvents: 3,
    },
  ];
}
