// The round-3 property harness (docs/hostile-inputs.md): one property per mechanism, each drawing
// from that mechanism's domain (encodings, numbers, depths, relations, archives, stored state,
// settings, gold sets, catalogs) and fed through the way in that uses it. 100 runs a property in
// the unit run at a fixed seed; `npm run fuzz` runs 5,000 (FUZZ_RUNS, FUZZ_SEED). The file kinds
// of mechanism 1 are in cli/file-access.fuzz.test.ts.
import fc from "fast-check";
import { gzipSync, strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { IngestError } from "./model";
import { ingest } from "./transcripts";
import { readJson } from "./input/json";
import { readNumber } from "./input/number";
import { crc32 } from "./input/inflate";
import { mergeSettings, presetSettings } from "./context/settings";
import { thresholdFaults, THRESHOLD_INPUTS } from "./context/threshold-check";
import { thresholds } from "./context/thresholds";
import { simulate } from "./context/simulate";
import { countSession } from "./tokens/count";
import { chars4Counter } from "./tokens/estimators";
import { decodeShare, encodeShare, type ShareState } from "./share/link";
import { readZip } from "./skills/zip";
import { loadCatalog } from "./skills/catalog";
import { parseGold } from "./routing/bench";
import { readRouterSettings, ROUTER_SETTING_RULES } from "./routing/read-settings";
import { readBaseline } from "./routing/read-baseline";
import { readStoredCatalogRecord, readStoredEntries, readStoredInputs, readStoredView } from "../components/state/stored-shapes";
import { readSettings } from "../components/routing/ui-settings";
import { MAX_DEPTH } from "./limits";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261205);
const opts = { numRuns: RUNS, seed: SEED, endOnFailure: true };

const rec = (o: Record<string, unknown>) => JSON.stringify(o);
const userLine = (i: number, text: string, ts?: string) =>
  rec({ type: "user", uuid: `u${i}`, sessionId: "s", ...(ts ? { timestamp: ts } : {}), message: { role: "user", content: text } });
const session = fc
  .array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 6 })
  .map((ts) => ts.map((t, i) => userLine(i, t)).join("\n"));

/** A value of any shape, with the keys a stranger would try. */
const stranger = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(null, true, false, 0, -1, 1e300, Number.NaN, "", "x", "constructor", "__proto__"),
    fc.double(),
    fc.string({ maxLength: 10 }),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom("__proto__", "constructor", "toString", "name", "text", "role", "inputs", "step", "topK", "x"),
      tie("v"),
      { maxKeys: 5 },
    ),
  ),
})).v;

afterAll(() => {
  // nothing read here may reach Object.prototype
  expect(Object.keys(Object.prototype)).toEqual([]);
});

describe("round 3 property harness", () => {
  it("6. encodings and wrappers: a compressed, UTF-16 or pretty-printed session is named; a plain one loads, a commented one with its comment reported", () => {
    const wrap = fc.constantFrom("plain", "gzip", "zip", "utf16le", "utf16be", "pretty", "comment", "array");
    fc.assert(
      fc.property(session, wrap, (text, how) => {
        const lines = text.split("\n");
        const latin = (b: Uint8Array) => new TextDecoder("utf-8").decode(b);
        const input =
          how === "plain"
            ? text
            : how === "gzip"
              ? latin(gzipSync(strToU8(text)))
              : how === "zip"
                ? latin(zipSync({ "s.jsonl": strToU8(text) }))
                : how === "utf16le" || how === "utf16be"
                  ? Array.from(text)
                      .map((c) => (how === "utf16le" ? `${c}\u0000` : `\u0000${c}`))
                      .join("")
                  : how === "pretty"
                    ? [...lines, ...lines].map((l) => JSON.stringify(JSON.parse(l), null, 2)).join("\n")
                    : how === "comment"
                      ? `// exported\n${text}`
                      : JSON.stringify(lines.map((l) => JSON.parse(l)));
        if (how === "plain" || how === "comment") {
          // a comment line in a file of records is a damaged line: the records load, the line is reported
          const s = ingest(input, "s.jsonl");
          expect(s.events.length).toBe(lines.length);
          if (how === "comment") expect(s.errors.map((e) => e.line)).toEqual([1]);
          return;
        }
        let err: unknown = null;
        try {
          ingest(input, "s.jsonl");
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(IngestError);
        const words = {
          gzip: "gzip",
          zip: "zip",
          utf16le: "UTF-16",
          utf16be: "UTF-16",
          pretty: "pretty-printed",
          comment: "comments",
          array: "JSON array",
        }[how];
        expect((err as Error).message).toContain(words);
      }),
      opts,
    );
  });

  it("3. numbers: whatever the value, a reading is within its range or names the field", () => {
    const range = fc.record({
      min: fc.integer({ min: -10, max: 10 }),
      span: fc.integer({ min: 0, max: 1e6 }),
      integer: fc.boolean(),
      text: fc.boolean(),
      clamp: fc.boolean(),
    });
    const value = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string({ maxLength: 12 }),
      fc.constantFrom(null, undefined, true, {}, [], "1e999", " 7 ", "0x10"),
    );
    fc.assert(
      fc.property(range, value, (r, v) => {
        const rr = { min: r.min, max: r.min + r.span, integer: r.integer, text: r.text, clamp: r.clamp };
        const got = readNumber(v, rr, "field");
        if (got.value === undefined) expect(got.note).toMatch(/^field is /);
        else {
          expect(Number.isFinite(got.value)).toBe(true);
          expect(got.value).toBeGreaterThanOrEqual(rr.min);
          expect(got.value).toBeLessThanOrEqual(rr.max);
          if (rr.integer) expect(Number.isInteger(got.value)).toBe(true);
        }
      }),
      opts,
    );
  });

  it("7. depth: a document is read only within the limit, and a deep share link never opens", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000 }), fc.constantFrom("[", '{"a":'), (d, open) => {
        const close = open === "[" ? "]" : "}";
        const text = open.repeat(d) + (open === "[" ? "" : "1") + close.repeat(d);
        const r = readJson(text, "doc");
        expect(r.ok).toBe(d <= MAX_DEPTH);
        if (!r.ok) expect(r.message).toBe(`doc is nested more than ${MAX_DEPTH} levels deep (the limit): not read`);
        const state = JSON.parse(
          `{"v":1,"scenario":{"format":"context-lab-scenario","events":[]},"overrides":{"x":${text}}}`,
        ) as ShareState;
        const link = decodeShare(encodeShare(state).fragment);
        // the state wraps the text two levels deep (the state, "overrides")
        expect(link?.ok).toBe(d + 2 <= MAX_DEPTH);
      }),
      opts,
    );
  });

  it("5. relations: clocks in any order give finite figures, and a far-ahead clock is never used", () => {
    const clock = fc.oneof(
      fc.integer({ min: 0, max: 10 * 365 * 24 * 60 }).map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000).toISOString()),
      fc.constantFrom("yesterday", "", "2026-13-45T99:00:00Z", "-000001-01-01T00:00:00Z", "275760-09-13T00:00:00Z"),
    );
    fc.assert(
      fc.property(fc.array(clock, { minLength: 2, maxLength: 8 }), (clocks) => {
        const text = clocks.map((c, i) => userLine(i, "x".repeat(40), c)).join("\n");
        const s = ingest(text, "s.jsonl");
        const kept = s.events.map((e) => (e.timestamp ? Date.parse(e.timestamp) : NaN));
        kept.forEach((t, i) => {
          if (!Number.isFinite(t)) return;
          const near = [kept.slice(0, i).findLast(Number.isFinite), kept.slice(i + 1).find(Number.isFinite)].filter(
            (x): x is number => x !== undefined,
          );
          // a kept clock stands no more than a day ahead of both its dated neighbours (when it has two)
          if (near.length === 2) expect(near.some((x) => t - x <= 86_400_000)).toBe(true);
        });
        const sim = simulate(s, countSession(s, chars4Counter), presetSettings("seed"));
        for (const t of sim.tokens) expect(Number.isFinite(t)).toBe(true);
      }),
      opts,
    );
  });

  it("9. archives: a damaged zip gives only entries whose bytes match their CRC, or one sentence", () => {
    const files = fc.dictionary(
      fc.constantFrom("c/a/SKILL.md", "c/b/SKILL.md", "c/c/SKILL.md", "c/d/notes.md"),
      fc.string({ maxLength: 200 }),
      { minKeys: 1 },
    );
    const flips = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 4 });
    fc.assert(
      fc.property(files, flips, fc.boolean(), (map, flip, store) => {
        const z = zipSync(Object.fromEntries(Object.entries(map).map(([k, v]) => [k, strToU8(v)])), { level: store ? 0 : 6 });
        for (const [at, x] of flip) z[at % z.length] ^= x;
        let r;
        try {
          r = readZip(z);
        } catch (e) {
          expect((e as Error).message).toMatch(/^This is not a readable \.zip file \(.+\)\.$/);
          return;
        }
        const written = new Set(Object.values(map).map((v) => crc32(strToU8(v))));
        for (const f of r.files) {
          // every file handed on holds the bytes of one entry as written, or its record and bytes
          // changed together (text no longer UTF-8). Not necessarily under its own name: a flip in
          // the central directory can rename an entry ("c/b" to "c/c"), and the archive's own
          // account, CRC and all, is then that the second path holds the first one's bytes.
          expect(written.has(crc32(strToU8(f.text))) || f.text.includes("\ufffd")).toBe(true);
        }
        for (const x of r.refused) expect(x.reason.length).toBeGreaterThan(0);
      }),
      opts,
    );
  });

  it("2. stored state and settings read back: never a throw, only typed fields, each drop named", () => {
    fc.assert(
      fc.property(stranger, (v) => {
        const inputs = readStoredInputs(v);
        for (const f of inputs.inputs) {
          expect(typeof f.name).toBe("string");
          expect(["main", "subagent", "context", "session"]).toContain(f.role);
        }
        const view = readStoredView(v).view;
        if (view?.step !== undefined) expect(Number.isInteger(view.step)).toBe(true);
        for (const e of readStoredEntries(v, "stored").entries) expect(typeof e.body).toBe("string");
        const s = readRouterSettings(v, "settings");
        for (const [k, x] of Object.entries(s.settings)) {
          const rule = ROUTER_SETTING_RULES[k];
          if (rule.kind === "number") expect(typeof x === "number" && x >= rule.range.min && x <= rule.range.max).toBe(true);
        }
        for (const p of s.problems) expect(p.startsWith("settings")).toBe(true);
        const cat = readStoredCatalogRecord(v).value;
        if (cat) expect(["bundled", "zip", "files"]).toContain((cat.source as { kind: string }).kind);
        const ui = readSettings(v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
        expect(Number.isInteger(ui.topK) && ui.topK >= 1 && ui.topK <= 50).toBe(true);
        const b = readBaseline(v, "b.json");
        if ("report" in b) for (const c of b.report.results) expect(typeof c.id).toBe("string");
      }),
      opts,
    );
  });

  it("4. settings as a set: from a sound preset, any overrides leave thresholds with room, and each put back is named", () => {
    const override = fc.dictionary(
      fc.constantFrom(...THRESHOLD_INPUTS),
      fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.constant(null)),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(fc.constantFrom("cc-2.1.88", "seed", "docs-2026" as const), override, (preset, o) => {
        const r = mergeSettings(presetSettings(preset), o);
        expect(thresholdFaults(thresholds(r.settings))).toEqual([]);
        for (const p of r.problems.filter((x) => /leaves no room/.test(x)))
          expect(THRESHOLD_INPUTS.some((k) => p.startsWith(k))).toBe(true);
      }),
      opts,
    );
  });

  it("10. gold sets: every scored case has a prompt and a right skill, every other line is reported by its number", () => {
    const line = fc.oneof(
      fc
        .record({
          kind: fc.constantFrom("single", "slash", "native", "compound"),
          query: fc.constantFrom("", "  ", "q", "run tests"),
          gold: fc.constantFrom([], [""], ["a"]),
        })
        .map((c) => JSON.stringify(c)),
      fc.constantFrom("", "{", "[[[[", "\ufeff{}", "// note"),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const g = parseGold(lines.join("\n"));
        for (const c of g.cases) {
          expect(c.query.trim()).not.toBe("");
          if (c.kind !== "native") expect(c.gold.some((x) => x.trim())).toBe(true);
        }
        for (const e of g.errors) expect(e.line).toBeGreaterThanOrEqual(1);
        expect(g.cases.length + g.errors.length).toBeLessThanOrEqual(lines.length);
      }),
      opts,
    );
  });

  it("8. catalogs: every .md given is an entry, a named problem, or a skill's own file", () => {
    const path = fc.constantFrom("SKILL.md", "a/SKILL.md", "a/refs/x.md", "b/README.md", "agents/r.md", "deep/x/y/SKILL.md", "notes.md");
    const text = fc.constantFrom(
      "---\nname: n\ndescription: d\n---\nbody",
      "---\nname: n\ndescription: d\nbody never closed",
      "plain",
      "---js\nx\n---\n",
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(path, text), { selector: (x) => x[0], maxLength: 6 }), (files) => {
        const c = loadCatalog(
          files.map(([p, t]) => ({ path: p, text: t })),
          "cat",
        );
        const skillDirs = c.entries.filter((e) => e.kind === "skill").map((e) => e.path.split("/").slice(0, -1).join("/"));
        for (const [p] of files) {
          const accounted =
            c.entries.some((e) => e.path === p) ||
            c.errors.some((e) => e.path === p) ||
            skillDirs.some((d) => d === "" || p.startsWith(`${d}/`));
          expect(accounted).toBe(true);
        }
      }),
      opts,
    );
  });
});
