// The property harness of docs/hostile-inputs.md: generated hostile shapes (values of the wrong
// type, objects whose toString is data, nesting past the limit, counts that are no counts,
// control characters, repeated tags, lone-CR and CRLF line ends, misspelled fields) for every
// reader and link decoder. Asserted: no throw, no run past a time bound, every valid line kept,
// every bad line reported with its place. CI runs 60 a property at a fixed seed; `npm run fuzz`
// runs 5,000 (FUZZ_RUNS, FUZZ_SEED).
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IngestError, type Session } from "./model";
import { ingest } from "./transcripts";
import { chars4Counter } from "./tokens/estimators";
import { countSession } from "./tokens/count";
import { simulate } from "./context/simulate";
import { presetSettings } from "./context/settings";
import { loadCatalog } from "./skills/catalog";
import { lintCatalog } from "./skills/lint";
import { readZip } from "./skills/zip";
import { parseGold } from "./routing/bench";
import { decodeRouteLink } from "./routing/link";
import { typedPrompt } from "./routing/prompt";
import { decodeShare, encodeShare, type ShareState } from "./share/link";
import { MAX_DEPTH, MAX_ROUTE_PROMPT_CHARS } from "./limits";
import { parseContextUsage, startupFromUsage } from "./transcripts/context-usage";

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
/** Generous: the point is "no hang", not speed (speed lives in npm run bench). */
const TIME_BOUND_MS = 3_000;
const opts = { numRuns: RUNS, seed: SEED, endOnFailure: true };

function timed<T>(f: () => T): T {
  const t = performance.now();
  const r = f();
  expect(performance.now() - t).toBeLessThan(TIME_BOUND_MS);
  return r;
}

/** A JSON value as text, with values JSON.stringify cannot make: objects whose toString is data, deep nesting. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null"),
  fc.constantFrom(
    '{"toString":1,"valueOf":1}',
    '{"toString":{},"valueOf":[]}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
  ),
  fc.constantFrom("1e308", "-1", "-5000", "1e15", "0.5", '"12"', '"NaN"', "true", "null", "[]", "{}"),
  fc.integer({ min: MAX_DEPTH + 1, max: 3_000 }).map((d) => "[".repeat(d) + "]".repeat(d)),
  fc
    .tuple(
      fc.constantFrom("<command-args>", "<command-name>", "<bash-input>", " ", "\u001b[2J", "\u0007", "\r"),
      fc.integer({ min: 1, max: 3_000 }),
    )
    .map(([s, n]) => JSON.stringify(s.repeat(n))),
  fc.string({ maxLength: 30 }).map((s) => JSON.stringify(s)),
);

const FIELDS = [
  "type",
  "uuid",
  "message",
  "content",
  "timestamp",
  "parentUuid",
  "isSidechain",
  "compactMetadata",
  "subtype",
  "requestId",
  "mesage",
  "Message",
  "tpye",
];
const MSG_FIELDS = ["role", "content", "usage", "model", "id", "contnet"];
const BLOCK_FIELDS = ["type", "text", "id", "name", "input", "tool_use_id", "content", "tokens"];

/** A record that is valid JSON with a known type and an identity: the reader must keep it. */
const goodRecord = fc
  .record({
    type: fc.constantFrom("user", "assistant", "system"),
    overrides: fc.array(fc.tuple(fc.constantFrom(...FIELDS.filter((f) => f !== "type" && f !== "uuid")), hostileText), { maxLength: 3 }),
    msg: fc.array(fc.tuple(fc.constantFrom(...MSG_FIELDS), hostileText), { maxLength: 3 }),
    block: fc.array(fc.tuple(fc.constantFrom(...BLOCK_FIELDS), hostileText), { maxLength: 3 }),
    blockType: fc.constantFrom('"text"', '"tool_use"', '"tool_result"', '"thinking"', '"image"', '{"toString":1}', "7"),
  })
  .map(({ type, overrides, msg, block, blockType }) => {
    const blockText = `{"type":${blockType}${block.map(([k, v]) => `,"${k}":${v}`).join("")}}`;
    const msgText = `{"role":"${type}","content":[${blockText}]${msg.map(([k, v]) => `,"${k}":${v}`).join("")}}`;
    const body = overrides.map(([k, v]) => `,"${k}":${v}`).join("");
    return { good: true as const, text: `{"type":"${type}","uuid":"u","message":${msgText}${body}}` };
  })
  // the depth limit applies to the whole line: a kept line must be within it
  .filter((r) => depthOf(r.text) <= MAX_DEPTH);

/** A line the reader must report: not JSON, not an object, or nested past the limit. */
const badLine = fc
  .oneof(
    fc.constantFrom("{", "not json", '{"type":"user",', "[1,2", '{"a":1}}', "\u0000\u0001"),
    fc.integer({ min: MAX_DEPTH + 1, max: 5_000 }).map((d) => `{"type":"user","uuid":"d","x":${"[".repeat(d)}${"]".repeat(d)}}`),
    fc.constantFrom("1", '"s"', "[]", "null"),
  )
  .map((text) => ({ good: false as const, text }));

function depthOf(text: string): number {
  let d = 0;
  let max = 0;
  let inStr = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inStr) {
      if (c === "\\") i++;
      else if (c === '"') inStr = false;
    } else if (c === '"') inStr = true;
    else if (c === "{" || c === "[") max = Math.max(max, ++d);
    else if (c === "}" || c === "]") d--;
  }
  return max;
}

describe("property harness: every reader, every link decoder", () => {
  it("/context reports (the text grid and the JSON forms): hostile lines and values never throw, counts stay whole and finite", () => {
    const gridLine = fc.oneof(
      fc.constantFrom(
        "Context Usage",
        "⛁ ⛀ ⛶",
        "  claude-opus-4 · 45k/200k tokens (23%)",
        "     ⛁ System prompt: 3.1k tokens (1.6%)",
        "MCP tools · /mcp",
        "Memory files · /memory",
      ),
      fc
        .tuple(fc.string({ maxLength: 30 }), fc.oneof(fc.double(), fc.integer(), fc.constant(1e308)), fc.constantFrom("k", "m", "", "K"))
        .map(([n, v, u]) => `└ ${n} (${n}): ${v}${u} tokens`),
      fc.constant("(".repeat(5_000) + " " + ")".repeat(5_000)),
      fc.string({ maxLength: 80 }),
    );
    const jsonDoc = fc.record({
      categories: fc.array(fc.record({ name: hostileText, tokens: fc.oneof(fc.double(), hostileText) }), { maxLength: 6 }),
      totalTokens: fc.oneof(fc.double(), hostileText),
      maxTokens: fc.oneof(fc.double(), hostileText),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(gridLine, { maxLength: 20 }).map((ls) => ls.join("\n")),
          jsonDoc.map((d) => JSON.stringify(d)),
        ),
        (text) => {
          const u = timed(() => parseContextUsage(text));
          if (!u) return;
          for (const item of startupFromUsage(u)) {
            const t = item.tokens ?? 0;
            expect(Number.isFinite(t) && t >= 0 && Number.isInteger(t), `${item.label}: ${t}`).toBe(true);
          }
        },
      ),
      opts,
    );
  });

  it("Claude Code JSONL: valid lines kept at their numbers, bad lines reported at theirs, any line ends", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(goodRecord, badLine), { minLength: 1, maxLength: 12 }),
        fc.constantFrom("\n", "\r\n", "\r"),
        (all, eol) => {
          const text = all.map((l) => l.text).join(eol) + eol;
          let s: Session;
          try {
            s = timed(() => ingest(text, "fuzz.jsonl"));
          } catch (e) {
            // only a file without one valid record is refused whole, in one sentence naming it
            expect(e).toBeInstanceOf(IngestError);
            expect(all.some((l) => l.good)).toBe(false);
            return;
          }
          const kept = new Set([...s.events, ...s.sidechain].map((e) => e.line));
          const reported = new Set(s.errors.map((e) => e.line));
          all.forEach((l, i) => {
            if (l.good) expect(kept.has(i + 1), `line ${i + 1} kept: ${l.text.slice(0, 80)}`).toBe(true);
            else expect(reported.has(i + 1), `line ${i + 1} reported: ${l.text.slice(0, 80)}`).toBe(true);
          });
          for (const w of [...s.errors, ...s.warnings]) expect(w.line).toBeGreaterThanOrEqual(0);
          const table = countSession(s, chars4Counter);
          const sim = simulate(s, table, presetSettings("cc-2.1.88"));
          for (const v of sim.meter) expect(Number.isFinite(v) && v >= 0).toBe(true);
        },
      ),
      opts,
    );
  });

  it("Messages API: every message an event at its index, nested ones reported", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('"user"', '"assistant"', '{"toString":1}', "3"), hostileText), { maxLength: 10 }),
        hostileText,
        (msgs, usage) => {
          const text = `{"model":"m","messages":[${msgs.map(([role, content]) => `{"role":${role},"content":${content}}`).join(",")}],"response":{"usage":{"input_tokens":${usage}}}}`;
          let s: Session;
          try {
            s = timed(() => ingest(text, "api.json"));
          } catch (e) {
            // a document nested past JSON.parse's own depth is one sentence naming the file
            expect(e).toBeInstanceOf(IngestError);
            return;
          }
          expect(s.events.filter((e) => e.recordType === "message")).toHaveLength(msgs.length);
          msgs.forEach(([, content], i) => {
            if (depthOf(content) + 2 > MAX_DEPTH) expect(s.warnings.some((w) => w.line === i + 1 && /nested/.test(w.message))).toBe(true);
          });
        },
      ),
      opts,
    );
  });

  it("scenarios: hostile types, versions and counts are warnings with the event's line", () => {
    fc.assert(
      fc.property(
        hostileText,
        fc.array(
          fc.tuple(
            fc.constantFrom('"user"', '"assistant"', '"tool"', '"wait"', '"skill"', '{"toString":1}', "null"),
            hostileText,
            hostileText,
          ),
          { maxLength: 10 },
        ),
        (version, events) => {
          const text = `{"format":"context-lab-scenario","version":${version},"events":[${events.map(([t, tok, x]) => `{"type":${t},"tokens":${tok},"minutes":${tok},"name":${x},"text":${x},"input":${x}}`).join(",")}]}`;
          let s: Session;
          try {
            s = timed(() => ingest(text, "s.json"));
          } catch (e) {
            expect(e).toBeInstanceOf(IngestError);
            return;
          }
          for (const w of s.warnings) expect(w.line >= 0 && w.line <= events.length).toBe(true);
          const table = countSession(s, chars4Counter);
          expect(() => simulate(s, table, presetSettings("seed"))).not.toThrow();
        },
      ),
      opts,
    );
  });

  it("skill catalogs: hostile front matter values never throw in loading or lint", () => {
    const yamlValue = fc.oneof(
      fc.constantFrom("{toString: 1}", "[a, {b: 1}]", "1e308", "-1", "null", '"\\e[2J"', "&a [*a]", "!!binary aGk=", "2026-01-01"),
      fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(yamlValue, yamlValue, yamlValue), { minLength: 1, maxLength: 8 }), (entries) => {
        const files = entries.map(([name, desc, tools], i) => ({
          path: `skills/s${i}/SKILL.md`,
          text: `---\nname: ${name}\ndescription: ${desc}\nallowed-tools: ${tools}\n---\nbody\n`,
        }));
        const c = timed(() => loadCatalog(files));
        expect(c.entries).toHaveLength(files.length);
        for (const e of c.entries) expect(typeof e.name === "string" && typeof e.description === "string").toBe(true);
        timed(() => lintCatalog(c));
      }),
      opts,
    );
  });

  it("zip files: damaged directories, flags and counts are refused with a sentence or read", () => {
    const base = zipSync({ "c/skills/a/SKILL.md": strToU8("---\nname: a\n---\n"), "c/skills/b/SKILL.md": strToU8("---\nname: b\n---\n") });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: base.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.nat({ max: base.length }),
        (flips, cut) => {
          const z = base.slice(0, Math.max(cut, base.length - 30));
          for (const [at, b] of flips) if (at < z.length) z[at] = b;
          try {
            const r = timed(() => readZip(z));
            expect(r.files.length + r.refused.length).toBeLessThanOrEqual(2);
          } catch (e) {
            expect((e as Error).message).toMatch(/^This is not a readable \.zip file/);
          }
        },
      ),
      opts,
    );
  });

  it("gold sets: every valid case kept, every bad line reported with its number", () => {
    const goodCase = fc
      .record({
        // ids differ (round 3 reports a repeated id as a relation across cases)
        id: fc.uuid(),
        kind: fc.constantFrom("single", "native", "slash"),
        query: fc.string({ maxLength: 30 }).filter((q) => q.trim() !== ""),
        gold: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      })
      // round 3: a case scored against a skill has a gold name that is not blank
      .filter((c) => c.kind === "native" || c.gold.some((g) => g.trim() !== ""))
      .map((c) => ({ good: true, text: JSON.stringify(c) }));
    const badCase = fc
      .oneof(
        fc.constantFrom(
          '{"kind":"single","query":"q","gold":"a"}',
          '{"id":{"toString":1},"kind":"single","query":"q"}',
          '{"kind":"single","query":5}',
          '{"kind":"x","query":"q"}',
          "{",
          "[]",
          '{"kind":"single","query":"q","acceptable":{}}',
          '{"kind":"single","query":"  ","gold":["a"]}',
          '{"kind":"slash","query":"q","gold":[]}',
          '{"kind":"single","query":"q"}',
        ),
      )
      .map((text) => ({ good: false, text }));
    fc.assert(
      fc.property(fc.array(fc.oneof(goodCase, badCase), { maxLength: 15 }), (lines) => {
        const g = timed(() => parseGold(lines.map((l) => l.text).join("\n")));
        expect(g.cases).toHaveLength(lines.filter((l) => l.good).length);
        const bad = lines.flatMap((l, i) => (l.good ? [] : [i + 1]));
        expect(g.errors.map((e) => e.line)).toEqual(bad);
      }),
      opts,
    );
  });

  it("routing links and the prompt reader: no throw, the prompt bounded, a refusal for each bad setting", () => {
    const param = fc.tuple(
      fc.constantFrom("q", "cat", "why", "topK", "scoreMin", "koreanMode", "synonyms", "decompose", "nearTieRatio"),
      fc.oneof(fc.string({ maxLength: 20 }), hostileText, fc.constant("<command-name>" + " ".repeat(5_000))),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 8 }), (params) => {
        const hash = "#" + params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
        const r = timed(() => decodeRouteLink(hash));
        if (r) {
          expect(r.link.prompt.length).toBeLessThanOrEqual(MAX_ROUTE_PROMPT_CHARS);
          timed(() => typedPrompt(r.link.prompt));
        }
      }),
      opts,
    );
  });

  it("share links, through the exported decoder: random and damaged fragments decode to a result or a sentence", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }).map((s) => "#s=" + s),
          fc.string({ maxLength: 50 }),
        ),
        (hash) => {
          const r = timed(() => decodeShare(hash));
          if (r && !r.ok) expect(r.error.length).toBeGreaterThan(0);
        },
      ),
      opts,
    );
  });

  it("share links built by the encoder from hostile states: no throw (fields other than the version)", () => {
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (preset, step, overrides) => {
        const state = JSON.parse(
          `{"v":1,"scenario":{"format":"context-lab-scenario","events":[]},"preset":${preset},"step":${step},"overrides":${overrides}}`,
        ) as ShareState;
        const r = timed(() => decodeShare(encodeShare(state).fragment));
        // a field nested past the depth limit is refused as the link enters (mechanism 7), by name
        if (depthOf(overrides) > MAX_DEPTH - 2 || depthOf(preset) > MAX_DEPTH - 2 || depthOf(step) > MAX_DEPTH - 2)
          expect(r?.ok === false && /nested more than/.test(r.error)).toBe(true);
        else expect(r?.ok).toBe(true);
      }),
      opts,
    );
  });

  // FIRSTUSE owns lib/share and is rewriting its codec: this stays `fails` until the decoder
  // stops calling String() on the version field (an object whose toString is data throws).
  it("share links: a version field that is an object names the problem instead of throwing", () => {
    const state = JSON.parse('{"v":{"toString":1,"valueOf":1},"scenario":{"format":"context-lab-scenario","events":[]}}') as ShareState;
    const r = decodeShare(encodeShare(state).fragment);
    expect(r?.ok).toBe(false);
  });
});
